#!/usr/bin/env bash
# The whole test suite: type check, web build, then the vitest projects unit, infra, web, integration and e2e.
# Installs Debian's Chromium for the browser tests when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium for the browser tests..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi

export NODE_OPTIONS="--openssl-legacy-provider ${NODE_OPTIONS:-}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export NODE_NO_WARNINGS=1

echo "== type check"
npx tsc -p tsconfig.json --noEmit

echo "== web build"
npx vite build --config web/vite.config.ts --logLevel warn

mkdir -p test-results
rm -f test-results/*.json
# One project at a time: the integration and e2e projects each start a local stage whose in-process functions
# read their endpoints from the environment, so two stages must not share a process; the 2-core machine is
# also steadier that way.
projects=("$@")
if [ ${#projects[@]} -eq 0 ]; then projects=(unit infra web integration e2e); fi
status=0
for project in "${projects[@]}"; do
  echo "== $project"
  npx vitest run --project "$project" --reporter=default --reporter=json \
    --outputFile.json="test-results/$project.json" || status=1
done

node -e '
const fs = require("fs");
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.readdirSync("test-results").filter((name) => name.endsWith(".json"))) {
  const r = JSON.parse(fs.readFileSync(`test-results/${file}`, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += (r.numPendingTests || 0) + (r.numTodoTests || 0);
}
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
exit $status
