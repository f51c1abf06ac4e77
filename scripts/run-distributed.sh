#!/usr/bin/env bash
# `make run-distributed`: every service and the gateway as separate processes, against
# PostgreSQL (one schema per service) and Redis, as compose and Kubernetes run them.
# Migrates and seeds demo data first; the gateway listens on $HOST:$PORT and the operator
# console on $HOST:$OPS_PORT, each process under supervisord; Ctrl-C stops all. Each process
# serves its metrics on loopback, from $METRICS_BASE_PORT up, 10 apart (0: none).
set -euo pipefail

UV=${UV:-uv}
DATABASE_URL=${DATABASE_URL:-postgresql+asyncpg://postgres@127.0.0.1:5432/test}
# true when DATABASE_URL is a PgBouncer in transaction pooling mode (README "Deploying").
DATABASE_PGBOUNCER=${DATABASE_PGBOUNCER:-false}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
OPS_PORT=${OPS_PORT:-8002}
# The services listen on loopback, BASE_PORT upwards, in this order.
BASE_PORT=${BASE_PORT:-8101}
# auth, customer, message, content, reference, backoffice, gateway, console; worker n of a
# process (GATEWAY_WORKERS) on its port plus n.
METRICS_BASE_PORT=${METRICS_BASE_PORT:-9500}
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
    export "${prefix}DATABASE_URL=$DATABASE_URL" "${prefix}DATABASE_SCHEMA=$1$SCHEMA_SUFFIX" \
      "${prefix}DATABASE_PGBOUNCER=$DATABASE_PGBOUNCER"
  fi
  for peer in "${SERVICES[@]}"; do
    [[ $peer == "$1" ]] || export "${prefix}${peer^^}_URL=${URL[$peer]}"
  done
}

for service in gateway "${SERVICES[@]}"; do settings_of "$service"; done
export GATEWAY_OPERATOR_PORT=0
mkdir -p "$VAR_DIR"

# The environment's own interpreter: no `uv run` between the process manager and its
# signals, and no uv process beside each service.
PYTHON=$("$UV" run --no-sync python -c 'import sys; print(sys.executable)')

# One interpreter for every service's migrations and demo data: each start costs seconds.
"$PYTHON" - "${SERVICES[@]}" <<'PY'
import sys

from portal_kit.cli import migrate_and_seed

for name in sys.argv[1:]:
    migrate_and_seed(name, demo=True)
    print(f"{name}: migrated and seeded with demo data")
PY

# Under supervisord (gateway/supervised): auth first, then the other services, then the
# gateway and the console, each once the ones before answer. One that dies is started again by
# itself; `supervisorctl -c $VAR_DIR/supervisord.conf status|stop|start|restart <name>` acts on
# one alone (README "Two ways to run"). Ctrl-C or SIGTERM stops all, gateways first.
exec "$PYTHON" -m gateway.supervised run --var-dir "$VAR_DIR" --host "$HOST" --port "$PORT" \
  --ops-port "$OPS_PORT" --base-port "$BASE_PORT" --metrics-base-port "$METRICS_BASE_PORT"
