#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (test tools cannot download browsers here).
# Installs it when missing; needs root, as on the project's machines and CI.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
source "$(dirname "$0")/apt-install.sh"
apt_install "the browser tests" chromium fonts-dejavu-core
/usr/bin/chromium --version
