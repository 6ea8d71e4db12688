#!/usr/bin/env bash
# run_fuzzers.sh BUILD_DIR [SECONDS] [TARGET...]: the ./check fuzz stage. For every libFuzzer target in BUILD_DIR
# (configured with RAYCRYPT_FUZZ=ON, see tests/fuzz/CMakeLists.txt):
#   1. replay the committed crash regressions (tests/fuzz/regressions/NAME) and the seeds once (-runs=0);
#   2. fuzz for SECONDS (default 30) from the seeds, growing BUILD_DIR/fuzz-corpus/NAME across runs.
# A crash, leak, UB report, timeout (> 10 s on one input) or out-of-memory fails the stage; the input is saved
# as BUILD_DIR/fuzz-artifacts/NAME/crash-* (add it, fixed, to tests/fuzz/regressions/NAME/).
# The targets run side by side, RAYCRYPT_FUZZ_JOBS at a time (default: one per core); each is one libFuzzer
# process, so every target still gets SECONDS of its own.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/tests/tools/fuzz_seeds.sh"
build=$(cd "$1" && pwd)
seconds=${2:-30}
shift $(( $# >= 2 ? 2 : $# ))
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=($(fuzz_target_names "$root"))
status=0
common=(-timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1)
jobs=${RAYCRYPT_FUZZ_JOBS:-$(nproc)}

# fuzz_one NAME: stage 1 and 2 for one target; its verdict goes to stderr, its exit code says pass or fail.
fuzz_one() {
  local name=$1 exe=$build/fuzz_$1 seeds=() dict=() regressions=() artifacts work log execs
  if [ ! -x "$exe" ]; then echo "fuzz $name: $exe not built" >&2; return 1; fi
  while IFS= read -r d; do seeds+=("$d"); done < <(fuzz_seed_dirs "$name" "$root")
  [ -f "$root/tests/fuzz/dict/$name.dict" ] && dict=(-dict="$root/tests/fuzz/dict/$name.dict")
  artifacts=$build/fuzz-artifacts/$name/
  work=$build/fuzz-corpus/$name
  mkdir -p "$artifacts" "$work"
  log=$build/fuzz-$name.log
  [ -d "$root/tests/fuzz/regressions/$name" ] && regressions=("$root/tests/fuzz/regressions/$name")
  if ! "$exe" "${common[@]}" -runs=0 -artifact_prefix="$artifacts" "${regressions[@]}" "${seeds[@]}" >"$log" 2>&1; then
    echo "fuzz $name: a regression or seed input FAILS (log: $log)" >&2
    tail -n 30 "$log" >&2
    return 1
  fi
  if ! "$exe" "${common[@]}" "${dict[@]}" -max_total_time="$seconds" -artifact_prefix="$artifacts" \
       "$work" "${seeds[@]}" >>"$log" 2>&1; then
    echo "fuzz $name: FOUND A FAILURE in ${seconds}s (log: $log; input in $artifacts)" >&2
    grep -E "ERROR|SUMMARY|property violated|Test unit written" "$log" | head -n 20 >&2
    return 1
  fi
  execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | tail -n 1 | grep -Eo '[0-9]+$')
  echo "fuzz $name: ok (${seconds}s, ${execs:-?} runs, corpus $(ls "$work" | wc -l) files)" >&2
}

# Run the targets, at most $jobs at once; each one's lines are printed whole when it ends.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for name in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  { fuzz_one "$name"; echo $? >"$out/$name.rc"; } 2>"$out/$name.txt" &
done
wait
for name in "${targets[@]}"; do
  cat "$out/$name.txt" >&2
  [ "$(cat "$out/$name.rc" 2>/dev/null)" = 0 ] || status=1
done
exit $status
