#!/usr/bin/env bash
# Installs Debian packages the project needs from the machine (Chromium, nginx), as the project's
# machines and CI do: as root, without questions. Sourced by the ensure-*.sh scripts.
# Usage: apt_install "<what it is for>" package...
apt_install() {
  local what=$1
  shift
  echo "Installing Debian's $* for $what..."
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: this needs $* and this user cannot install them. Run: sudo apt-get install -y $*" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
}
