#!/usr/bin/env bash
# CI (as root): install what the tests need if it is missing - Chromium and a Chinese font,
# PostgreSQL, Redis, promtool, PgBouncer - and start PostgreSQL and Redis if they are
# installed but stopped.
# Idempotent.
set -euo pipefail

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then
    apt-get -o DPkg::Lock::Timeout=240 update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=240 install -y -qq \
    --no-install-recommends "$@" >/dev/null
}

if [ "$(id -u)" != 0 ]; then
  echo "ci-services: not root, installing nothing" >&2
  exit 0
fi

[ -x /usr/bin/chromium ] || apt_install chromium
# A Chinese font: without one the journeys' zh-CN screenshots show boxes for every character.
fc-list :lang=zh 2>/dev/null | grep -q . || apt_install fonts-wqy-microhei
command -v pg_ctlcluster >/dev/null || apt_install postgresql
command -v redis-server >/dev/null || apt_install redis-server

# A package whose daemon must not start (the tests start their own when they need one):
# daemon starts are refused for this install (policy-rc.d answering 101) unless a policy is
# already there, and a daemon started anyway is stopped and disabled.
apt_install_stopped() {
  local package=$1
  if [ -e /usr/sbin/policy-rc.d ]; then
    apt_install "$package"
  else
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
    apt_install "$package"
    rm -f /usr/sbin/policy-rc.d
    trap - EXIT
  fi
  if command -v systemctl >/dev/null && systemctl is-active --quiet "$package" 2>/dev/null; then
    systemctl disable --now "$package"
  fi
}

# promtool checks and unit-tests the alerting rules (deploy/tests/test_alerts.py); the
# Prometheus server binary, of the same package, is run by the fault tests on a port of their
# own (gateway/tests/test_fault_signals.py). The packaged service must not start.
if ! command -v promtool >/dev/null || ! command -v prometheus >/dev/null; then
  apt_install_stopped prometheus
fi
# The distributed runs reach PostgreSQL through a PgBouncer of their own
# (portal_kit.local_pgbouncer), not the system's.
[ -x /usr/sbin/pgbouncer ] || apt_install_stopped pgbouncer

# PostgreSQL: start the cluster if it is down, then make sure the tests can reach it.
if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; then
  # A fresh install asks for passwords on TCP: let local test connections in.
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba=/etc/postgresql/$version/main/pg_hba.conf
  sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
  su postgres -c "psql -tAc 'select pg_reload_conf()'" >/dev/null
  sleep 1
fi
psql -h 127.0.0.1 -U postgres -d postgres -tAc "select 1 from pg_database where datname='test'" \
  | grep -q 1 || psql -h 127.0.0.1 -U postgres -d postgres -qc 'create database test'

# Redis: start it if it does not answer.
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
echo "ci-services: chromium, a Chinese font, PostgreSQL, Redis, Prometheus and pgbouncer are ready"
