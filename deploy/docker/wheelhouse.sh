#!/usr/bin/env bash
# The images' Python dependencies, fetched outside any image so that the image build never
# reaches an index: every third-party wheel uv.lock names, checked against the lock's hashes,
# into build/wheelhouse/ of the build context (WHEELHOUSE), with one requirements file per
# package (requirements/<package>.txt, hashes kept: the image installs with --require-hashes)
# and the workspace members it needs (members/<package>.txt). hatchling, the members' build
# backend, comes along (build/) for their editable installs.
# Skipped when the wheelhouse was made from the same uv.lock and this script; pip's cache
# (~/.cache/pip) makes a remake cheap. Needs uv (UV); pip is PYTHON's (default python3) if it
# has one, else uv's tool run of pip.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/deploy/docker"
wheelhouse=${WHEELHOUSE:-$root/build/wheelhouse}
uv=${UV:-uv}
python=${PYTHON:-python3}
packages=(portal-gateway portal-auth portal-customer portal-message portal-content
  portal-reference portal-backoffice portalctl)

# Beside the wheelhouse, not in it: the image build reads the wheelhouse whole, and a stamp in
# it would make every image's dependency layer anew when only this script changed.
stamp_file="$wheelhouse.stamp"
stamp=$(cat "$root/uv.lock" "$here/wheelhouse.sh" "$here/build-requirements.txt" | sha256sum | cut -c1-16)
if [ "$(cat "$stamp_file" 2>/dev/null)" = "$stamp" ] && [ -d "$wheelhouse/wheels" ]; then
  echo "wheelhouse $wheelhouse is up to date"
  exit 0
fi

rm -rf "$wheelhouse" "$stamp_file"
mkdir -p "$wheelhouse/wheels" "$wheelhouse/build" "$wheelhouse/requirements" "$wheelhouse/members"
cd "$root"
for package in "${packages[@]}"; do
  "$uv" export --quiet --frozen --no-dev --package "$package" --no-emit-workspace \
    --no-header -o "$wheelhouse/requirements/$package.txt"
  "$uv" export --quiet --frozen --no-dev --package "$package" --no-hashes --no-header \
    | sed -n 's|^-e \./||p' >"$wheelhouse/members/$package.txt"
done

# Every package of every image, markers dropped: the download runs on this machine, whose
# Python may differ in patch version from the image's (bookworm has 3.11.2, and a marker such
# as python_full_version < '3.11.3' must still find its wheel). The hashes stay: pip refuses a
# file the lock does not name.
"$uv" export --quiet --frozen --no-dev --all-packages --no-emit-workspace --no-header \
  | sed -E 's/ ; [^\\]*\\$/ \\/' >"$wheelhouse/all.txt"
if "$python" -m pip --version >/dev/null 2>&1; then
  pip=("$python" -m pip)
else
  pip=("$uv" tool run --quiet pip)
fi
# Linux wheels of this machine's architecture (the images' too) for CPython 3.11, whatever
# Python this machine has; bookworm has glibc 2.36.
arch=$(uname -m)
target=(--only-binary=:all: --implementation cp --python-version 3.11 --abi cp311
  --platform "manylinux_2_36_$arch" --platform "manylinux_2_28_$arch"
  --platform "manylinux_2_17_$arch" --platform "manylinux2014_$arch" --platform "linux_$arch")
"${pip[@]}" download --quiet --disable-pip-version-check --no-deps "${target[@]}" \
  --require-hashes -r "$wheelhouse/all.txt" -d "$wheelhouse/wheels"
"${pip[@]}" download --quiet --disable-pip-version-check "${target[@]}" \
  -r "$here/build-requirements.txt" -d "$wheelhouse/build"
rm "$wheelhouse/all.txt"
echo "$stamp" >"$stamp_file"
echo "wheelhouse $wheelhouse: $(ls "$wheelhouse/wheels" | wc -l) wheels"
