#!/usr/bin/env bash
# The whole test suite: types, spelling, API data checks, a production build with the test-only
# fixture pages, then unit and browser tests against that build. Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
echo "== typecheck"
npx tsc --noEmit
echo "== spelling"
npm run spellcheck
echo "== build (production, with test fixtures)"
SITE_TEST_FIXTURES=1 npx docusaurus build
npx tsx scripts/precompress.ts build
echo "== build (production, with Algolia and analytics configured, for their tests)"
npx tsx scripts/build-services-site.ts
echo "== unit and browser tests"
npx playwright test "$@"
