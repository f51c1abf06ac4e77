#!/usr/bin/env bash
# `make images`: the portal's images, built without Docker Hub, PyPI or npm (README
# 'Deploying', docs/operations.md "Images, offline"). Starts the Docker Engine if needed
# (dockerd.sh), makes the base image from Debian packages (base-image.sh) unless PYTHON_IMAGE
# names another, the wheelhouse from uv.lock (wheelhouse.sh), then builds each image with no
# network at all. The web apps must be built already (`make web`).
#   bash deploy/docker/build-images.sh [name ...]    # default: every image below
# Tags: portal-<name>:${PORTAL_TAG:-dev}. Labels: VERSION (default `git describe`), REVISION
# (the commit), SOURCE (the origin remote, if any).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
docker=/usr/bin/docker
export DOCKER_BUILDKIT=1
DOCKER_HOST=$(bash deploy/docker/dockerd.sh)
export DOCKER_HOST

# name, Dockerfile target, uv package, the program the container runs: as compose.yaml.
images=(
  "gateway|gateway|portal-gateway|python -m gateway"
  "auth|service|portal-auth|python -m auth"
  "customer|service|portal-customer|python -m customer"
  "message|service|portal-message|python -m message"
  "content|service|portal-content|python -m content"
  "reference|service|portal-reference|python -m reference"
  "backoffice|service|portal-backoffice|python -m backoffice"
  "portalctl|tool|portalctl|portalctl"
)
wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then
  for image in "${images[@]}"; do wanted+=("${image%%|*}"); done
fi

if [ -z "${PYTHON_IMAGE:-}" ]; then
  bash deploy/docker/base-image.sh
  PYTHON_IMAGE=${PORTAL_BASE_IMAGE:-portal-python:3.11-bookworm}
fi
bash deploy/docker/wheelhouse.sh
if [[ " ${wanted[*]} " == *" gateway "* ]]; then
  for built in web/dist/index.html web/dist-console/index.html; do
    [ -f "$built" ] || { echo "$built is missing: run \`make web\` first" >&2; exit 1; }
  done
fi

tag=${PORTAL_TAG:-dev}
version=${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
revision=${REVISION:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}
source=${SOURCE:-$(git remote get-url origin 2>/dev/null || true)}

for name in "${wanted[@]}"; do
  found=
  for image in "${images[@]}"; do
    [ "${image%%|*}" = "$name" ] && found=$image
  done
  [ -n "$found" ] || { echo "no image called $name" >&2; exit 1; }
  IFS='|' read -r _ target package command <<<"$found"
  echo "building portal-$name:$tag ($target of $package)"
  started=$SECONDS
  # --network none: a step that tried to reach an index or a registry would fail here.
  "$docker" build --quiet --network none -f deploy/docker/Dockerfile --target "$target" \
    --build-arg PYTHON_IMAGE="$PYTHON_IMAGE" \
    --build-arg PACKAGE="$package" --build-arg COMMAND="$command" \
    --build-arg VERSION="$version" --build-arg REVISION="$revision" \
    --build-arg SOURCE="$source" \
    -t "portal-$name:$tag" . >/dev/null
  echo "built portal-$name:$tag in $((SECONDS - started)) s"
done
# The images a rebuild replaced, now nameless, in this engine of the portal's own; the build
# cache kept to what the next builds reuse (CI builds on this machine after every change).
"$docker" image prune --force >/dev/null
"$docker" builder prune --force --keep-storage "${PORTAL_BUILD_CACHE:-4GB}" >/dev/null
