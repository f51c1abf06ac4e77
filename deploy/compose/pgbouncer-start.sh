#!/bin/sh
# compose.yaml's pgbouncer: the service roles' passwords from the environment into PgBouncer's
# auth file (on the container's tmpfs, never in the image or on disk), then PgBouncer itself.
set -eu
umask 077
users=/tmp/pgbouncer-users.txt
: >"$users"
for service in auth customer message content reference; do
  variable=PORTAL_$(echo "$service" | tr a-z A-Z)_DB_PASSWORD
  password=$(printenv "$variable") || { echo "$variable is not set" >&2; exit 1; }
  printf '"portal_%s" "%s"\n' "$service" "$password" >>"$users"
done
exec /usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini
