#!/usr/bin/env bash
# `make test-containers`: the whole portal from its images (`make images`) on this machine, then
# the sign-in and registration journeys in Chromium against it and the portalctl image against
# its console; everything it started is stopped and removed at the end, failed or not.
#
#   - PostgreSQL: the machine's (DATABASE_ADMIN_URL, default 127.0.0.1:5432 as postgres) gets a
#     fresh database portal_containers with deploy/compose/postgres-init.sql's roles and schemas
#     (the roles named portal_containers_<service>), dropped afterwards;
#   - Redis: a redis-server of its own on a free port (nothing shared with other runs);
#   - every service, the gateway and the console: a container each, `--network host` (the
#     Docker Engine has no bridge: deploy/docker/dockerd.sh) on free loopback ports, with a
#     read-only root file system and no capabilities, as compose.yaml runs them;
#   - migrations and demo data by each image's own `migrate` and `seed --demo` commands.
# Arguments go to Playwright (default: the sign-in and registration journeys).
# `docker run` from this script rather than compose: see docs/decisions.md.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
UV=${UV:-uv}
export UV
docker=/usr/bin/docker
tag=${PORTAL_TAG:-dev}
admin_url=${DATABASE_ADMIN_URL:-postgresql://postgres@127.0.0.1:5432/test}
database=portal_containers
services=(auth customer message content reference backoffice)
journeys=("$@")
[ ${#journeys[@]} -gt 0 ] || journeys=(e2e/sign-in.spec.ts e2e/register.spec.ts)

DOCKER_HOST=$(bash deploy/docker/dockerd.sh)
export DOCKER_HOST
for name in gateway portalctl "${services[@]}"; do
  "$docker" image inspect "portal-$name:$tag" >/dev/null 2>&1 \
    || { echo "image portal-$name:$tag is missing: run \`make images\`" >&2; exit 1; }
done

run_id="ct$$"
# Containers of a run that was killed before it could clean up (its shell is gone).
for container in $("$docker" ps -aq --filter label=org.portal.test-containers); do
  owner=$("$docker" inspect --format '{{index .Config.Labels "org.portal.test-containers"}}' "$container")
  kill -0 "${owner#ct}" 2>/dev/null || "$docker" rm -f "$container" >/dev/null
done
work=$(mktemp -d)
redis_pid=
# Warnings and errors only: no notice for the DROP ... IF EXISTS of a first run.
export PGOPTIONS="${PGOPTIONS:-} --client-min-messages=warning"
psql_admin() { psql -X -q -v ON_ERROR_STOP=1 "$admin_url" "$@"; }
drop_database() {
  psql_admin -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null
  for service in "${services[@]}"; do
    psql_admin -c "DROP ROLE IF EXISTS ${database}_$service" >/dev/null
  done
}
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  local containers
  containers=$("$docker" ps -aq --filter "label=org.portal.test-containers=$run_id")
  if [ "$status" != 0 ] && [ -n "$containers" ]; then
    # The servers and whatever failed; a migration or seed that succeeded has nothing to say.
    for container in $containers; do
      [ "$("$docker" inspect --format '{{.State.Running}} {{.State.ExitCode}}' "$container")" \
        != "false 0" ] || continue
      echo "--- $("$docker" inspect --format '{{.Name}}' "$container") (last lines) ---"
      "$docker" logs --tail 30 "$container" 2>&1 || true
    done
  fi
  # shellcheck disable=SC2086
  [ -z "$containers" ] || "$docker" rm -f $containers >/dev/null
  [ -z "$redis_pid" ] || { kill "$redis_pid" 2>/dev/null; wait "$redis_pid" 2>/dev/null || true; }
  drop_database || true
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Free loopback ports: Redis, the six services, the gateway, the console.
read -r -a ports <<<"$(python3 - <<'PY'
import socket
held = [socket.socket() for _ in range(9)]
for s in held:
    s.bind(("127.0.0.1", 0))
print(" ".join(str(s.getsockname()[1]) for s in held))
PY
)"
redis_port=${ports[0]}
gateway_port=${ports[7]}
console_port=${ports[8]}
declare -A port_of url_of
for n in "${!services[@]}"; do
  port_of[${services[$n]}]=${ports[$((n + 1))]}
  url_of[${services[$n]}]="http://127.0.0.1:${ports[$((n + 1))]}"
done

started=$SECONDS
redis-server --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no \
  --dir "$work" >"$work/redis.log" 2>&1 &
redis_pid=$!
redis_url="redis://127.0.0.1:$redis_port/0"

# The database as compose's PostgreSQL makes it on its first start, under names of this run.
drop_database
psql_admin -c "CREATE DATABASE $database" >/dev/null
declare -A password_of
for service in "${services[@]}"; do
  password_of[$service]=$(python3 -c 'import secrets; print(secrets.token_hex(12))')
  export "PORTAL_${service^^}_DB_PASSWORD=${password_of[$service]}"
done
sed "s/portal_/${database}_/g" deploy/compose/postgres-init.sql >"$work/init.sql"
psql -X -q -v ON_ERROR_STOP=1 "${admin_url%/*}/$database" -f "$work/init.sql" >/dev/null
db_host_port=${admin_url#*@}
db_host_port=${db_host_port%%/*}

# One folder for every container, as make run-distributed shares var/: auth writes the token
# keys the others verify with. The images run as uid 10001.
install -d -o 10001 -g 10001 -m 0700 "$work/var"

# The settings of package $1 (gateway or a service), one --env per line, as compose.yaml's.
settings_of() {
  local package=$1 prefix=${1^^}_ peer
  printf '%s\n' "${prefix}MODE=test" "${prefix}VAR_DIR=/var/lib/portal" \
    "${prefix}TOKEN_KEYS_DIR=/var/lib/portal/keys/token" \
    "${prefix}OPERATOR_TOKEN_KEYS_DIR=/var/lib/portal/keys/operator-token" \
    "${prefix}REDIS_URL=$redis_url" "${prefix}LOG_FORMAT=json"
  if [ "$package" != gateway ]; then
    printf '%s\n' \
      "${prefix}DATABASE_URL=postgresql+asyncpg://${database}_$package:${password_of[$package]}@$db_host_port/$database" \
      "${prefix}DATABASE_SCHEMA=$package"
  else
    # Every service has a URL: nothing runs embedded, no operator port, no console beside.
    printf '%s\n' GATEWAY_OPERATOR_PORT=0 GATEWAY_OPS_PORT=0 GATEWAY_WORKERS=1
  fi
  case $package in customer | message | backoffice) echo "${prefix}CONSUME_EVENTS=true" ;; esac
  for peer in "${services[@]}"; do
    [ "$peer" = "$package" ] || echo "${prefix}${peer^^}_URL=${url_of[$peer]}"
  done
}

# docker run of image $1 as container $2 (detached with -d), then the command's arguments.
run_image() {
  local image=$1 name=$2 package=${1#portal-} detach=()
  shift 2
  if [ "${1:-}" = -d ]; then detach=(-d); shift; fi
  package=${package%%:*}
  settings_of "$package" >"$work/$name.env"
  "$docker" run "${detach[@]}" --name "portal-$run_id-$name" \
    --label "org.portal.test-containers=$run_id" \
    --network host --read-only --tmpfs /tmp --cap-drop ALL \
    --security-opt no-new-privileges --no-healthcheck \
    --env-file "$work/$name.env" -v "$work/var:/var/lib/portal" \
    "$image:$tag" "$@"
}

wait_ready() {
  local name=$1 url=$2
  for _ in $(seq 1 240); do
    curl -sf "$url/readyz" >/dev/null && return 0
    if [ "$("$docker" inspect --format '{{.State.Running}}' "portal-$run_id-$name")" != true ]; then
      echo "$name stopped before it was ready" >&2
      return 1
    fi
    sleep 0.5
  done
  echo "$name was not ready at $url/readyz in 120 s" >&2
  return 1
}

# Migrations and demo data: each image's own commands, the services side by side.
pids=()
for service in "${services[@]}"; do
  (run_image "portal-$service" "$service-migrate" migrate >"$work/$service-migrate.log" 2>&1 \
    && run_image "portal-$service" "$service-seed" seed --demo >"$work/$service-seed.log" 2>&1 \
    || { echo "$service: migrate or seed failed:" >&2; cat "$work/$service"-*.log >&2; exit 1; }) &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
echo "migrated and seeded in $((SECONDS - started)) s"

# Auth first (in test mode it makes the token keys), then the other services, then the
# gateway and the console, each group once the one before is ready: as make run-distributed.
run_image portal-auth auth -d serve --host 127.0.0.1 --port "${port_of[auth]}" >/dev/null
wait_ready auth "${url_of[auth]}"
for service in "${services[@]:1}"; do
  run_image "portal-$service" "$service" -d serve --host 127.0.0.1 --port "${port_of[$service]}" >/dev/null
done
for service in "${services[@]:1}"; do wait_ready "$service" "${url_of[$service]}"; done
run_image portal-gateway gateway -d serve --host 127.0.0.1 --port "$gateway_port" >/dev/null
run_image portal-gateway console -d serve-console --host 127.0.0.1 --port "$console_port" >/dev/null
wait_ready gateway "http://127.0.0.1:$gateway_port"
wait_ready console "http://127.0.0.1:$console_port"
echo "the portal's containers are ready after $((SECONDS - started)) s:" \
  "gateway http://127.0.0.1:$gateway_port, console http://127.0.0.1:$console_port"

# The journeys drive Chromium against the gateway and portalctl (this checkout's, through
# uv) against the console, as scripts/e2e.sh does.
export PORTAL_URL="http://127.0.0.1:$gateway_port" CONSOLE_URL="http://127.0.0.1:$console_port"
export PORTALCTL_URL=$CONSOLE_URL
npm --prefix web run --silent e2e -- --project chromium --output test-results-containers \
  "${journeys[@]}"

# The operator tool's image too: the demo reviewer lists registrations through the console.
"$docker" run --rm --name "portal-$run_id-portalctl" --label "org.portal.test-containers=$run_id" \
  --network host --read-only --cap-drop ALL --security-opt no-new-privileges \
  -e PORTALCTL_URL="$CONSOLE_URL" \
  -e PORTALCTL_TOKEN=opt_Tdemo-reviewer_demo-reviewer-api-token-not-for-production \
  "portal-portalctl:$tag" registration list >"$work/registrations.json"
# The demo data's case awaiting review, as the console would list it.
python3 - "$work/registrations.json" <<'PY'
import json, sys
listing = json.load(open(sys.argv[1], encoding="utf-8"))
stages = [case["stage"] for case in listing["rows"]]
assert "awaitingReview" in stages, f"portalctl (image) listed no case awaiting review: {listing}"
print(f"portalctl (image): {listing['total']} registration(s) listed through the console")
PY
echo "journeys passed against the containers ($((SECONDS - started)) s in all)"
