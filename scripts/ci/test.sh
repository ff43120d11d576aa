#!/usr/bin/env bash
# The whole suite (`npm test`, CI): types, spelling, the two production builds, then unit,
# integration and browser tests against them (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/ci/ensure-chromium.sh
bash scripts/ci/ensure-nginx.sh

started=$SECONDS
phase() { echo "== $1 (at $((SECONDS - started)) s)"; }

# Type checking and spelling are single-threaded and the first build leaves a core idle part of
# the time, so they run beside it; their output is printed when they finish.
checks_log=$(mktemp)
phase "typecheck and spelling (beside the first build)"
( npx tsc --noEmit && npm run --silent spellcheck ) >"$checks_log" 2>&1 &
checks=$!
# Whatever ends this script also ends the checks (Playwright stops its own servers and browsers).
trap 'kill "$checks" 2>/dev/null || true; rm -f "$checks_log"' EXIT

phase "build (production, with the test pages of docusaurus.test.config.ts)"
npm run --silent build:test

if ! wait "$checks"; then
  cat "$checks_log"
  echo "typecheck or spelling failed (output above)" >&2
  exit 1
fi
cat "$checks_log"

# Not beside the first build: both would write the generated API pages (docs/api/) and
# Docusaurus's generated files at once.
phase "build (production, with Algolia and analytics configured, for their tests)"
npx tsx scripts/ci/build-services-site.ts

phase "unit, integration and browser tests"
npx playwright test "$@"
phase "done"
