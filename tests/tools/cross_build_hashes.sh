#!/usr/bin/env bash
# cross_build_hashes.sh EXE_A EXE_B [ROOT]: determinism across builds. Runs
#   EXE --headless --level L --replay R     for every shipped level L (levels/**) with L.replay.json beside it,
#   EXE --headless --ticks 3000             (the built-in world),
# with both executables (e.g. build/raycrypt, Release, and build-asan/raycrypt, Debug + ASan/UBSan) and requires
# the same stateHash — in fact the same whole summary line (outcome, ticks, deaths, player position to the last
# bit, hash). The simulation is compiled with -ffp-contract=off and no fast-math, so optimisation level and
# sanitizers must not change a single bit. The last stage of ./check.
set -uo pipefail
a=$1 b=$2
root=${3:-$(cd "$(dirname "$0")/../.." && pwd)}
for exe in "$a" "$b"; do
  [ -x "$exe" ] || { echo "cross-build hashes: $exe is not an executable" >&2; exit 2; }
done

failures=0 runs=0
err_a=$(mktemp) err_b=$(mktemp)
trap 'rm -f "$err_a" "$err_b"' EXIT
# compare LABEL ARGS...: run both executables with ARGS, compare their summary lines. A run that exits non-zero
# (a sanitizer report, a crash) fails, with the end of its stderr shown.
compare() {
  local label=$1; shift
  local out_a out_b rc_a rc_b hash
  out_a=$("$a" --headless "$@" 2>"$err_a"); rc_a=$?
  out_b=$("$b" --headless "$@" 2>"$err_b"); rc_b=$?
  out_a=$(printf '%s\n' "$out_a" | tail -n 1)
  out_b=$(printf '%s\n' "$out_b" | tail -n 1)
  hash=$(printf '%s' "$out_a" | grep -Eo '"stateHash": *"[0-9a-f]+"' | grep -Eo '[0-9a-f]{8,}')
  runs=$((runs + 1))
  if [ $rc_a -ne 0 ] || [ $rc_b -ne 0 ]; then
    echo "FAIL $label: exit status $rc_a ($a), $rc_b ($b)" >&2
    [ $rc_a -ne 0 ] && tail -n 20 "$err_a" >&2
    [ $rc_b -ne 0 ] && tail -n 20 "$err_b" >&2
    failures=$((failures + 1))
  elif [ -z "$hash" ]; then
    echo "FAIL $label: no stateHash from $a: $out_a" >&2
    failures=$((failures + 1))
  elif [ "$out_a" != "$out_b" ]; then
    echo "FAIL $label: the builds disagree" >&2
    echo "  $a: $out_a" >&2
    echo "  $b: $out_b" >&2
    failures=$((failures + 1))
  else
    echo "ok   $label: $hash" >&2
  fi
}

while IFS= read -r level; do
  replay=${level%.*}.replay.json
  [ -f "$replay" ] || continue
  compare "${level#"$root"/}" --level "$level" --replay "$replay"
done < <(find "$root/levels" -type f \( -name '*.json' -o -name '*.tmj' \) ! -name '*.replay.json' | LC_ALL=C sort)
compare "built-in world, 3000 ticks" --ticks 3000

echo "cross-build hashes: $((runs - failures)) of $runs runs identical in both builds" >&2
[ "$failures" -eq 0 ]
