#!/usr/bin/env bash
# `make run-distributed`: every service and the gateway as separate processes, against
# PostgreSQL (one schema per service) and Redis, as compose and Kubernetes run them.
# Migrates and seeds demo data first; the gateway listens on $HOST:$PORT and the operator
# console on $HOST:$OPS_PORT; Ctrl-C stops all.
set -euo pipefail

UV=${UV:-uv}
DATABASE_URL=${DATABASE_URL:-postgresql+asyncpg://postgres@127.0.0.1:5432/test}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
OPS_PORT=${OPS_PORT:-8002}
# The services listen on loopback, BASE_PORT upwards, in this order.
BASE_PORT=${BASE_PORT:-8101}
# Appended to every schema name (e.g. "_dist2" → auth_dist2), so runs can be kept apart.
SCHEMA_SUFFIX=${SCHEMA_SUFFIX:-}
VAR_DIR=${VAR_DIR:-var/distributed}
SERVICES=(auth customer message content reference backoffice)

declare -A URL
port=$BASE_PORT
for service in "${SERVICES[@]}"; do
  URL[$service]="http://127.0.0.1:$port"
  port=$((port + 1))
done

# The settings one package needs: its backends, the shared folders, where its peers are.
settings_of() {
  local prefix=${1^^}_
  export "${prefix}MODE=${MODE:-dev}" "${prefix}VAR_DIR=$VAR_DIR" \
    "${prefix}TOKEN_KEYS_DIR=$VAR_DIR/keys/token" "${prefix}REDIS_URL=$REDIS_URL" \
    "${prefix}OPERATOR_TOKEN_KEYS_DIR=$VAR_DIR/keys/operator-token"
  if [[ $1 != gateway ]]; then
    export "${prefix}DATABASE_URL=$DATABASE_URL" "${prefix}DATABASE_SCHEMA=$1$SCHEMA_SUFFIX"
  fi
  for peer in "${SERVICES[@]}"; do
    [[ $peer == "$1" ]] || export "${prefix}${peer^^}_URL=${URL[$peer]}"
  done
}

for service in gateway "${SERVICES[@]}"; do settings_of "$service"; done
export GATEWAY_OPERATOR_PORT=0
mkdir -p "$VAR_DIR"

# One interpreter for every service's migrations and demo data: each start costs seconds.
"$UV" run --no-sync python - "${SERVICES[@]}" <<'PY'
import sys

from portal_kit.cli import migrate_and_seed

for name in sys.argv[1:]:
    migrate_and_seed(name, demo=True)
    print(f"{name}: migrated and seeded with demo data")
PY

pids=()
stop() {
  trap - INT TERM EXIT
  # SIGTERM: each server finishes its in-flight requests, then exits.
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop INT TERM EXIT

wait_alive() {
  for _ in $(seq 300); do
    curl -fsS "$1/healthz" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "nothing answers at $1" >&2
  return 1
}
start() {
  "$UV" run --no-sync python -m "$1" serve --host 127.0.0.1 --port "${URL[$1]##*:}" &
  pids+=($!)
}

# Auth first: in dev mode it makes the token keys the others verify with.
start auth
wait_alive "${URL[auth]}"
for service in "${SERVICES[@]:1}"; do start "$service"; done
for service in "${SERVICES[@]:1}"; do wait_alive "${URL[$service]}"; done
"$UV" run --no-sync python -m gateway serve --host "$HOST" --port "$PORT" &
pids+=($!)
"$UV" run --no-sync python -m gateway serve-console --host "$HOST" --port "$OPS_PORT" &
pids+=($!)
echo "portal (distributed) on http://$HOST:$PORT, console on http://$HOST:$OPS_PORT" \
  "(services from port $BASE_PORT); Ctrl-C stops all"
# Whichever process ends first (Ctrl-C, a crash) ends the run.
wait -n
