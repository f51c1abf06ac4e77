#!/usr/bin/env bash
# Starts the portal's own Docker Engine (Debian's docker.io) unless it already answers, and
# prints the DOCKER_HOST to use: `export DOCKER_HOST=$(bash deploy/docker/dockerd.sh)`.
# Idempotent: a running daemon on the socket is reused.
#
# No bridge and no iptables rules: every container runs with `--network host` and listens on
# 127.0.0.1 like the processes of `make run-distributed`, so nothing leaves loopback and the
# machine's firewall is left alone. Its own data root, socket and pid file: a Docker already
# on the machine is neither used nor disturbed.
# With CI=true, Debian's docker.io and debootstrap (for base-image.sh) are installed when
# missing. Needs root. Settings: PORTAL_DOCKER_ROOT (data root, default /var/lib/portal-docker),
# PORTAL_DOCKER_RUN (socket, pid file and exec root, default /run/portal-docker).
set -euo pipefail

data_root=${PORTAL_DOCKER_ROOT:-/var/lib/portal-docker}
run_dir=${PORTAL_DOCKER_RUN:-/run/portal-docker}
socket="$run_dir/docker.sock"
host="unix://$socket"
docker=/usr/bin/docker

answers() { DOCKER_HOST=$host "$docker" version --format '{{.Server.Version}}' >/dev/null 2>&1; }

if answers; then
  echo "$host"
  exit 0
fi
[ "$(id -u)" = 0 ] || { echo "dockerd.sh: starting the Docker Engine needs root" >&2; exit 1; }
if [ "${CI:-}" = true ] && ! { command -v dockerd && command -v debootstrap; } >/dev/null; then
  # stdout is the answer (DOCKER_HOST): apt's output goes to stderr.
  apt-get -o DPkg::Lock::Timeout=240 update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=240 install -y -qq \
    --no-install-recommends docker.io debootstrap >&2
fi
command -v dockerd >/dev/null || {
  echo "dockerd is missing: apt-get install docker.io (Debian's Docker Engine)" >&2
  exit 1
}

mkdir -p "$data_root" "$run_dir"
# A pid file left by a daemon that died would stop the new one from starting.
if [ -f "$run_dir/docker.pid" ] && ! kill -0 "$(cat "$run_dir/docker.pid")" 2>/dev/null; then
  rm -f "$run_dir/docker.pid"
fi
log="$data_root/dockerd.log"
setsid dockerd \
  --host "$host" \
  --data-root "$data_root" \
  --exec-root "$run_dir/exec" \
  --pidfile "$run_dir/docker.pid" \
  --bridge=none --iptables=false --ip-masq=false --ip-forward=false \
  >>"$log" 2>&1 </dev/null &

for _ in $(seq 1 60); do
  if answers; then
    echo "$host"
    exit 0
  fi
  sleep 1
done
echo "dockerd did not answer on $socket within 60 s; its log ($log) ends:" >&2
tail -20 "$log" >&2
exit 1
