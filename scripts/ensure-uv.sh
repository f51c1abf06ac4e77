#!/usr/bin/env bash
# Print the path of a working uv, installing it from PyPI first when there is none.
# A fresh Debian has Python 3.11 but maybe no pip, and its pip refuses system-wide installs
# (PEP 668), so uv goes to the user's site with an explicit opt-out of that guard.
set -euo pipefail

find_uv() {
  command -v uv 2>/dev/null && return 0
  for candidate in "$HOME/.local/bin/uv" "$(python3 -m site --user-base 2>/dev/null)/bin/uv"; do
    [ -x "$candidate" ] && { echo "$candidate"; return 0; }
  done
  return 1
}

if find_uv; then exit 0; fi

if ! python3 -m pip --version >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get -o DPkg::Lock::Timeout=240 update -qq >&2
    apt-get -o DPkg::Lock::Timeout=240 install -y -qq --no-install-recommends python3-pip >&2
  else
    echo "uv is missing and pip is unavailable: install uv (https://docs.astral.sh/uv/)" >&2
    exit 1
  fi
fi
PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --user --quiet uv >&2
find_uv
