#!/usr/bin/env bash
# make test's stages one after another, as make ran them, then each one's wall time, so where
# a slow run went is read in six lines instead of the whole log. Arguments: name=target(s).
# The first failing stage stops the run, as before, and its status is make test's; the times
# so far are printed all the same.
set -uo pipefail
make_cmd=${MAKE:-make}
names=()
seconds=()

report() {
    [ ${#names[@]} -eq 0 ] && return
    echo
    echo "make test: wall time per stage"
    for i in "${!names[@]}"; do
        printf '  %-24s %8.1f s\n' "${names[$i]}" "${seconds[$i]}"
    done
}
trap report EXIT

for stage in "$@"; do
    name=${stage%%=*}
    targets=${stage#*=}
    start=$EPOCHREALTIME
    # shellcheck disable=SC2086 # several targets, one word each
    $make_cmd --no-print-directory $targets
    status=$?
    names+=("$name")
    seconds+=("$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')")
    if [ $status -ne 0 ]; then
        names[-1]+=" (failed)"
        exit $status
    fi
done
