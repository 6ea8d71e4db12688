#!/usr/bin/env bash
# `raycrypt --headless` runs the built-in world with no display, prints one JSON line with a state hash,
# and prints the same hash on every run.
set -u
rc=$1
a=$(env -u DISPLAY "$rc" --headless --ticks 2400) || { echo "first run failed"; exit 1; }
b=$(env -u DISPLAY "$rc" --headless --ticks 2400) || { echo "second run failed"; exit 1; }
c=$(env -u DISPLAY "$rc" --headless --ticks 2399) || { echo "third run failed"; exit 1; }
echo "run 1: $a"
echo "run 2: $b"
hash() { sed -n 's/.*"stateHash":"\([0-9a-f]\{16\}\)".*/\1/p' <<<"$1"; }
[ -n "$(hash "$a")" ] || { echo "no 16-hex-digit stateHash in the summary"; exit 1; }
[ "$(hash "$a")" = "$(hash "$b")" ] || { echo "hashes differ between identical runs"; exit 1; }
[ "$(hash "$a")" != "$(hash "$c")" ] || { echo "hash does not depend on the state (2399 vs 2400 ticks agree)"; exit 1; }
for key in outcome ticks seconds deaths player stateHash; do
  grep -q "\"$key\"" <<<"$a" || { echo "summary lacks \"$key\""; exit 1; }
done
echo "ok: identical hash $(hash "$a") on two runs; a different tick count changes it"
