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
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@" || status=$?

node -e '
const r = JSON.parse(require("fs").readFileSync("test-results/vitest.json", "utf8"));
const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' || true
exit $status
