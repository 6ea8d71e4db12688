#!/usr/bin/env bash
# fuzz_inputs.sh NAME ROOT EXE: run fuzz target NAME built without libFuzzer (EXE = fuzz_replay_NAME) once over
# every committed crash regression and every seed. A CTest test (tests/fuzz/replay_tests.cmake).
set -euo pipefail
name=$1 root=$2 exe=$3
source "$(dirname "$0")/fuzz_seeds.sh"
inputs=()
[ -d "$root/tests/fuzz/regressions/$name" ] && inputs+=("$root/tests/fuzz/regressions/$name")
while IFS= read -r d; do inputs+=("$d"); done < <(fuzz_seed_dirs "$name" "$root")
# The replayer logs every input on stderr; show it only on failure.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! "$exe" "${inputs[@]}" 2>"$log"; then
  tail -n 40 "$log" >&2
  exit 1
fi
