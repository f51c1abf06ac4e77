#!/usr/bin/env bash
# Makes the images' base from Debian packages alone, for builds where Docker Hub cannot be
# reached: debootstrap of bookworm (minbase) with the distribution's Python 3.11 and its venv
# module, imported as PORTAL_BASE_IMAGE (default portal-python:3.11-bookworm). The Dockerfile
# takes it as PYTHON_IMAGE. Skipped when an image of the same name was made by this version of
# the script (a label holds the script's hash); PORTAL_BASE_REBUILD=1 makes it again.
#
# The packages come from the machine's own apt mirror (the first deb URI of /etc/apt/sources*,
# or DEBIAN_MIRROR), which must serve bookworm: the same mirror, so the same reachability, as
# `apt-get install` here. Needs root and debootstrap; DOCKER_HOST names the daemon.
set -euo pipefail

image=${PORTAL_BASE_IMAGE:-portal-python:3.11-bookworm}
suite=bookworm
docker=/usr/bin/docker
here=$(cd "$(dirname "$0")" && pwd)
recipe=$(sha256sum "$here/base-image.sh" | cut -c1-16)

made_by=$("$docker" image inspect --format '{{index .Config.Labels "org.portal.base-recipe"}}' \
  "$image" 2>/dev/null || true)
if [ "$made_by" = "$recipe" ] && [ -z "${PORTAL_BASE_REBUILD:-}" ]; then
  echo "base image $image is up to date"
  exit 0
fi

mirror_of_machine() {
  local found
  found=$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' \
    | grep -v -- '-security' | head -n 1 || true)
  [ -n "$found" ] || found=$(grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
    | awk '{print $2}' | grep -v -- '-security' | head -n 1 || true)
  echo "${found:-http://deb.debian.org/debian}"
}
mirror=${DEBIAN_MIRROR:-$(mirror_of_machine)}

command -v debootstrap >/dev/null || {
  echo "debootstrap is missing: apt-get install debootstrap" >&2
  exit 1
}
[ "$(id -u)" = 0 ] || { echo "base-image.sh: debootstrap needs root" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
echo "debootstrap $suite from $mirror (a few minutes)"
debootstrap --variant=minbase --include=python3,python3-venv --components=main \
  "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -30 "$work/debootstrap.log" >&2
  exit 1
}
# A container needs no package lists, caches, documentation or locales beyond C.UTF-8.
chroot "$root" apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/log/* \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* \
  "$root"/usr/share/locale/* "$root"/tmp/* "$root"/dev/*
# Pinned here so an image says which interpreter it carries.
python_version=$(chroot "$root" python3 -c 'import platform; print(platform.python_version())')
echo "importing $image (Python $python_version)"
tar --numeric-owner -C "$root" -c . | "$docker" import \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV LANG=C.UTF-8" \
  --change "ENV PYTHON_VERSION=$python_version" \
  --change "LABEL org.portal.base-recipe=$recipe" \
  --change "LABEL org.opencontainers.image.title=portal-python" \
  --change "LABEL org.opencontainers.image.description=\"Debian $suite, python3 and python3-venv\"" \
  --change 'CMD ["python3"]' \
  - "$image" >/dev/null
echo "base image $image made"
