#!/usr/bin/env bash
# Browser journeys: the real embedded server (fresh databases, demo data) and real Chromium.
# Arguments go to Playwright: `bash scripts/e2e.sh e2e/account.spec.ts --workers=1`.
set -euo pipefail
# Exported: the journeys run `portalctl` through it (web/e2e/support/operator.ts).
export UV=${UV:-uv}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
free_port() {
  "$UV" run --no-sync python -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}
port=$(free_port)
# The operator port (portalctl's way in) on a free port too, so a running `make run` is no clash.
export GATEWAY_OPERATOR_PORT=$(free_port)
export PORTALCTL_OPERATOR_URL="http://127.0.0.1:$GATEWAY_OPERATOR_PORT"

for prefix in GATEWAY AUTH CUSTOMER MESSAGE CONTENT REFERENCE; do
  export "${prefix}_VAR_DIR=$work/var" "${prefix}_MODE=test"
done

cleanup() {
  if [ -n "${server:-}" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

cd "$root"
"$UV" run --no-sync python -m gateway prepare --demo >/dev/null
"$UV" run --no-sync python -m gateway serve --port "$port" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 0.5
done

PORTAL_URL="http://127.0.0.1:$port" npm --prefix web run --silent e2e -- "$@" || {
  echo "--- server log ---"; tail -50 "$work/server.log"; exit 1;
}
