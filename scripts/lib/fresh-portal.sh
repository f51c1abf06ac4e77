# Sourced, not run: `start_fresh_portal embedded|distributed` starts a portal with fresh data
# (test mode, demo data) on free ports for the browser journeys and the web benchmark, sets
# PORTAL_URL and CONSOLE_URL (the operator console), points portalctl at it (PORTALCTL_*), and
# stops it all on exit.
#   embedded:    one process, SQLite files and the in-process KV in a temporary folder;
#   distributed: scripts/run-distributed.sh - every service its own process - on PostgreSQL
#                (schemas with a suffix of this run, dropped afterwards) reached through a
#                PgBouncer in transaction pooling mode (portal_kit.local_pgbouncer; without
#                pgbouncer installed: directly, except in CI), and Redis (database
#                PORTAL_E2E_REDIS_DB, default 8, flushed before and after).
# Needs UV (the uv binary) and `root` (the repository).

free_port() {
  "$UV" run --no-sync python -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# Ports for the six services in a row (run-distributed.sh counts up from BASE_PORT).
free_port_run() {
  "$UV" run --no-sync python - <<'PY'
import socket
for base in range(20000, 60000, 10):
    try:
        held = []
        for port in range(base, base + 6):
            s = socket.socket()
            s.bind(("127.0.0.1", port))
            held.append(s)
        print(base)
        break
    except OSError:
        pass
    finally:
        for s in held:
            s.close()
PY
}

portal_work=$(mktemp -d)
trap stop_fresh_portal EXIT
portal_pid=
portal_log="$portal_work/server.log"
portal_schema_suffix=
portal_redis_url=
pgbouncer_pid=

stop_fresh_portal() {
  if [ -n "$portal_pid" ]; then
    # run-distributed.sh stops its children on TERM; the embedded server is one process.
    kill -TERM "$portal_pid" 2>/dev/null || true
    wait "$portal_pid" 2>/dev/null || true
  fi
  if [ -n "$pgbouncer_pid" ]; then
    kill -TERM "$pgbouncer_pid" 2>/dev/null || true
    wait "$pgbouncer_pid" 2>/dev/null || true
  fi
  if [ -n "$portal_schema_suffix" ]; then
    "$UV" run --no-sync python - "$portal_schema_suffix" <<'PY' || true
import asyncio, os, sys
import asyncpg

async def drop(suffix: str) -> None:
    url = os.environ["DATABASE_URL"].replace("postgresql+asyncpg", "postgresql")
    connection = await asyncpg.connect(url)
    try:
        for service in ("auth", "customer", "message", "content", "reference", "backoffice"):
            await connection.execute(f'DROP SCHEMA IF EXISTS "{service}{suffix}" CASCADE')
    finally:
        await connection.close()

asyncio.run(drop(sys.argv[1]))
PY
    redis-cli -u "$portal_redis_url" flushdb >/dev/null 2>&1 || true
  fi
  rm -rf "$portal_work"
}

# A PgBouncer (transaction pooling) in front of DATABASE_URL; sets database_url to its URL
# and database_pgbouncer to true, or leaves DATABASE_URL when pgbouncer is not installed.
start_pgbouncer() {
  database_url=$DATABASE_URL
  database_pgbouncer=false
  if ! command -v pgbouncer >/dev/null && [ ! -x /usr/sbin/pgbouncer ]; then
    [ "${CI:-}" = true ] && { echo "CI needs pgbouncer (scripts/ci-services.sh)" >&2; return 1; }
    echo "pgbouncer is not installed: the services reach PostgreSQL directly" >&2
    return 0
  fi
  local python
  python=$("$UV" run --no-sync python -c 'import sys; print(sys.executable)')
  "$python" -m portal_kit.local_pgbouncer "$portal_work/pgbouncer" \
    --postgres-url "$DATABASE_URL" >"$portal_work/pgbouncer.url" 2>"$portal_work/pgbouncer.err" &
  pgbouncer_pid=$!
  for _ in $(seq 1 100); do
    [ -s "$portal_work/pgbouncer.url" ] && break
    kill -0 "$pgbouncer_pid" 2>/dev/null || { cat "$portal_work/pgbouncer.err" >&2; return 1; }
    sleep 0.2
  done
  database_url=$(head -n 1 "$portal_work/pgbouncer.url")
  [ -n "$database_url" ] || { echo "pgbouncer did not start" >&2; return 1; }
  database_pgbouncer=true
}

wait_until_ready() {
  # Up to 5 minutes: distributed mode migrates, seeds and starts eight processes first, which
  # took over two on a 2-core machine under the load of other test runs.
  for _ in $(seq 1 600); do
    curl -sf "$PORTAL_URL/readyz" >/dev/null && return 0
    kill -0 "$portal_pid" 2>/dev/null || { cat "$portal_log"; return 1; }
    sleep 0.5
  done
  echo "the portal did not become ready at $PORTAL_URL" >&2
  tail -50 "$portal_log" >&2
  return 1
}

start_fresh_portal() {
  local mode=${1:-embedded} port ops_port
  port=$(free_port)
  ops_port=$(free_port)
  export PORTAL_URL="http://127.0.0.1:$port"
  export CONSOLE_URL="http://127.0.0.1:$ops_port"
  # portalctl acts through the console (each journey names the operator's API token).
  export PORTALCTL_URL=$CONSOLE_URL
  cd "$root"
  if [ "$mode" = distributed ]; then
    export DATABASE_URL=${DATABASE_URL:-postgresql+asyncpg://postgres@127.0.0.1:5432/test}
    portal_redis_url="redis://127.0.0.1:6379/${PORTAL_E2E_REDIS_DB:-8}"
    portal_schema_suffix="_e2e$$"
    redis-cli -u "$portal_redis_url" flushdb >/dev/null
    local base
    base=$(free_port_run)
    # The break-glass commands reach the back office itself, the sixth service.
    export PORTALCTL_BACKOFFICE_URL="http://127.0.0.1:$((base + 5))"
    start_pgbouncer
    MODE=test HOST=127.0.0.1 PORT=$port OPS_PORT=$ops_port BASE_PORT=$base \
      DATABASE_URL=$database_url DATABASE_PGBOUNCER=$database_pgbouncer \
      REDIS_URL=$portal_redis_url \
      SCHEMA_SUFFIX=$portal_schema_suffix VAR_DIR="$portal_work/var" \
      UV="$UV" bash scripts/run-distributed.sh >"$portal_log" 2>&1 &
  else
    # The operator port (portalctl's break-glass) on a free port too: a running `make run` is
    # no clash.
    export GATEWAY_OPERATOR_PORT GATEWAY_OPS_PORT=$ops_port
    GATEWAY_OPERATOR_PORT=$(free_port)
    export PORTALCTL_OPERATOR_URL="http://127.0.0.1:$GATEWAY_OPERATOR_PORT"
    local prefix
    for prefix in GATEWAY AUTH CUSTOMER MESSAGE CONTENT REFERENCE BACKOFFICE; do
      export "${prefix}_VAR_DIR=$portal_work/var" "${prefix}_MODE=test"
    done
    "$UV" run --no-sync python -m gateway prepare --demo >/dev/null
    "$UV" run --no-sync python -m gateway serve --port "$port" >"$portal_log" 2>&1 &
  fi
  portal_pid=$!
  wait_until_ready
}
