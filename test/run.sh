#!/usr/bin/env bash
# The whole test suite: type check, lint, knip, web build, then the vitest projects unit, comparisons, infra, web,
# integration and e2e. Installs Debian's Chromium for the browser tests, and GDAL and poppler for the comparisons,
# when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium for the browser tests..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The report PDF comparisons and the farm summary browser test read PDFs with poppler's pdftotext and pdfimages.
if ! command -v pdftotext >/dev/null 2>&1; then
  echo "Installing poppler-utils for the printed report check..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
fi

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi

export NODE_OPTIONS="--openssl-legacy-provider ${NODE_OPTIONS:-}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export NODE_NO_WARNINGS=1

# Two checks at a time, one per core, each one's output printed whole once both are done; stops if either failed.
side_by_side() {
  local first_name="$1" first_command="$2" second_name="$3" second_command="$4" logs
  logs="$(mktemp -d)"
  echo "== $first_name and $second_name ($(date -u +%T))"
  bash -c "$first_command" >"$logs/first" 2>&1 & local first_pid=$!
  bash -c "$second_command" >"$logs/second" 2>&1 & local second_pid=$!
  local first_status=0 second_status=0
  wait "$first_pid" || first_status=$?
  wait "$second_pid" || second_status=$?
  echo "-- $first_name"; cat "$logs/first"
  echo "-- $second_name"; cat "$logs/second"
  rm -rf "$logs"
  if [ "$first_status" -ne 0 ] || [ "$second_status" -ne 0 ]; then
    echo "$first_name exited with $first_status, $second_name with $second_status"
    exit 1
  fi
}

side_by_side "type check" "node node_modules/typescript/bin/tsc -b" "lint" "npx eslint ."
side_by_side "knip" "npx knip" "web build" "npx vite build --config web/vite.config.ts --logLevel warn"

mkdir -p test-results
rm -f test-results/*.json
# One project at a time: the integration and e2e projects each start a local stage whose in-process functions
# read their endpoints from the environment, so two stages must not share a process; the 2-core machine is
# also steadier that way.
projects=("$@")
if [ ${#projects[@]} -eq 0 ]; then projects=(unit comparisons infra web integration e2e); fi

# The comparisons check the imagery engine and field areas against GDAL and fail when it is missing: install it first.
for project in "${projects[@]}"; do
  if [ "$project" = "comparisons" ]; then bash test/support/ensure-gdal.sh; fi
done

status=0
exited_with_error=()
for project in "${projects[@]}"; do
  echo "== $project ($(date -u +%T))"
  if ! npx vitest run --project "$project" --reporter=default --reporter=json \
    --outputFile.json="test-results/$project.json"; then
    status=1
    exited_with_error+=("$project")
  fi
done

# Vitest's JSON counts tests only: a file that throws at import, or whose beforeAll fails, reports no failed test
# (its tests are absent or skipped); a project that crashes writes no report; an unhandled error (a worker that
# dies, a rejection after a test) fails the run without failing a test. Each such file or project counts as one
# failed test here, so the closing line never says "0 failed" for a run that failed.
EXITED_WITH_ERROR="${exited_with_error[*]:-}" node -e '
const fs = require("fs");
const exitedWithError = new Set((process.env.EXITED_WITH_ERROR || "").split(" ").filter(Boolean));
let passed = 0, failed = 0, skipped = 0;
for (const project of process.argv.slice(1)) {
  const file = `test-results/${project}.json`;
  if (!fs.existsSync(file)) {
    console.log(`${project}: no test report (vitest did not finish)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  const results = r.testResults || [];
  const seconds = results.length
    ? Math.round((Math.max(...results.map((t) => t.endTime)) - Math.min(...results.map((t) => t.startTime))) / 1000)
    : 0;
  console.log(`${project}: ${r.numPassedTests} passed, ${r.numFailedTests} failed in ${seconds} s`);
  let projectFailed = r.numFailedTests;
  passed += r.numPassedTests; skipped += (r.numPendingTests || 0) + (r.numTodoTests || 0);
  for (const result of results) {
    const failedTests = (result.assertionResults || []).filter((test) => test.status === "failed");
    for (const test of failedTests) console.log(`${project}: FAILED ${result.name} > ${test.fullName}`);
    if (result.status === "failed" && failedTests.length === 0) {
      const reason = (result.message || "a hook or the file itself failed").split("\n")[0];
      console.log(`${project}: ${result.name} failed outside its tests: ${reason}`);
      projectFailed += 1;
    }
  }
  if (projectFailed === 0 && exitedWithError.has(project)) {
    console.log(`${project}: vitest failed outside any test (an unhandled error; see its output above)`);
    projectFailed = 1;
  }
  failed += projectFailed;
}
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "${projects[@]}"
echo "== done ($(date -u +%T))"
exit $status
