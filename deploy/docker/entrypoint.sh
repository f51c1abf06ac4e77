#!/bin/sh
# Runs the image's program (PORTAL_COMMAND, fixed at build time: "python -m auth", "portalctl")
# with the container's arguments: "serve --host 0.0.0.0 --port 8000", "migrate", "seed --demo".
set -eu
# The command is several words on purpose, hence unquoted.
# shellcheck disable=SC2086
exec ${PORTAL_COMMAND:?this image was built without COMMAND} "$@"
