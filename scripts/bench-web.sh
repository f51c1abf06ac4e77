#!/usr/bin/env bash
# `make bench-web`: first-load JavaScript and Lighthouse (mobile) of `/` and `/login`, served
# by a fresh embedded portal with demo data, as a user meets them. Prints figures.
set -euo pipefail
export UV=${UV:-uv}
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/lib/fresh-portal.sh
source "$root/scripts/lib/fresh-portal.sh"

npm --prefix "$root/bench/web" ci --no-audit --no-fund --loglevel=error
export GATEWAY_WEB_DIST="$root/web/dist"
start_fresh_portal embedded
node "$root/bench/web/first-load.mjs"
