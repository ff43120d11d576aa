#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (test tools cannot download browsers here).
# Installs it when missing; needs root, as on the project's machines and CI.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..."
if [ "$(id -u)" -ne 0 ]; then
  echo "error: /usr/bin/chromium is missing and this user cannot install it. Run: sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
