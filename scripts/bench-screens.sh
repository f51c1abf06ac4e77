#!/usr/bin/env bash
# `make bench-screens`: every screen's time to usable, signed in as a demo user, against a
# fresh embedded portal with demo data (bench/web/screens.mjs). Prints figures.
set -euo pipefail
export UV=${UV:-uv}
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/lib/fresh-portal.sh
source "$root/scripts/lib/fresh-portal.sh"

export GATEWAY_WEB_DIST="$root/web/dist"
start_fresh_portal embedded
BENCH_CORES="$(nproc) cores" node "$root/bench/web/screens.mjs"
