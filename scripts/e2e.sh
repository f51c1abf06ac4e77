#!/usr/bin/env bash
# Browser journeys: a real portal (fresh data, demo accounts) and real Chromium.
# Arguments go to Playwright: `bash scripts/e2e.sh e2e/account.spec.ts --workers=1`.
# E2E_MODE=distributed runs them against every service as its own process on PostgreSQL and
# Redis (scripts/run-distributed.sh) instead of the embedded server.
set -euo pipefail
# Exported: the journeys run `portalctl` through it (web/e2e/support/operator.ts).
export UV=${UV:-uv}
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/lib/fresh-portal.sh
source "$root/scripts/lib/fresh-portal.sh"

if [ "${E2E_MODE:-embedded}" = distributed ]; then
  # Like the Python suites: skipped without PostgreSQL and Redis, except in CI.
  if ! reason=$("$UV" run --no-sync python -c 'from portal_kit.testing import servers_unreachable_reason as r; print(r() or "")'); then
    exit 1
  fi
  if [ -n "$reason" ]; then
    [ "${CI:-}" = true ] && { echo "CI needs PostgreSQL and Redis: $reason" >&2; exit 1; }
    echo "e2e (distributed) skipped: $reason"
    exit 0
  fi
fi

# Builds of their own: web/dist and web/dist-console may be rebuilt (and emptied) by `make web`
# meanwhile. The console's journeys (e2e/console) run against the operator console's listener.
(cd web && npx vite build --outDir "$portal_work/dist" --emptyOutDir --logLevel error)
(cd web && npx vite build --config vite.console.config.ts --outDir "$portal_work/dist-console" \
  --emptyOutDir --logLevel error)
export GATEWAY_WEB_DIST="$portal_work/dist" GATEWAY_CONSOLE_WEB_DIST="$portal_work/dist-console"
start_fresh_portal "${E2E_MODE:-embedded}"
npm --prefix web run --silent e2e -- "$@" || {
  echo "--- server log ---"; tail -80 "$portal_log"; exit 1;
}
