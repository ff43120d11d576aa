#!/usr/bin/env bash
# The serving half of `npm run site`: the production server (nginx, as the browser tests and a
# real deployment use it: compression, CSP, cache headers, real 404s), installed when missing
# and this user may install it; otherwise `docusaurus serve`, which shows the same pages
# without production's headers. Both listen on PORT (default 3000).
set -euo pipefail
cd "$(dirname "$0")/../.."
if bash scripts/ci/ensure-nginx.sh; then
  exec node --import tsx scripts/serve/serve-prod.ts
fi
echo "note: serving with docusaurus serve instead (no compression or security headers). Install nginx for the production server: sudo bash scripts/ci/ensure-nginx.sh" >&2
exec npx docusaurus serve --no-open --port "${PORT:-3000}"
