#!/usr/bin/env bash
# `npm run serve:prod` and the browser tests serve the build with Debian's nginx and its brotli
# module (the production setup, server/policy.ts). Installs them when missing; needs root, as on
# the project's machines and CI.
set -euo pipefail
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  if [ -f "$module" ]; then exit 0; fi
fi
source "$(dirname "$0")/apt-install.sh"
# nginx: the server; libnginx-mod-http-brotli-static: serves the build's .br files (Debian 12+).
apt_install "the production server" nginx libnginx-mod-http-brotli-static
# The package starts a system-wide nginx on port 80 where an init system runs; this project
# starts its own instance with its own configuration and does not need it.
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet nginx 2>/dev/null; then
  systemctl stop nginx || true
fi
/usr/sbin/nginx -v
test -f "$module" || { echo "error: $module is still missing after installing libnginx-mod-http-brotli-static" >&2; exit 1; }
