#!/usr/bin/env bash
# `--record` writes the attempt that finishes a level as a replay. Drive a real window (under Xvfb) with a shipped
# solution replay and record it; the recording, played headless, must finish the level with the same state hash.
set -u
rc=$1; root=$2
tmp=$(mktemp -d)
source "$root/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$tmp"' EXIT
xserver_start 1600x900x24 || exit $?
export ASAN_OPTIONS=detect_leaks=0  # Mesa's GL driver leaks a few bytes ASan cannot attribute
for lvl in ninja/01 crypt/02; do
  level=$root/levels/$lvl.json; replay=$root/levels/$lvl.replay.json
  want=$("$rc" --headless --level "$level" --replay "$replay") || { echo "headless run failed"; exit 1; }
  ticks=$(sed -n 's/.*"ticks":\([0-9]*\).*/\1/p' <<<"$want")
  XDG_DATA_HOME=$tmp XDG_CONFIG_HOME=$tmp timeout 300 \
    "$rc" --screenshot "$tmp/shot.png" --level "$level" --replay "$replay" --record "$tmp/rec.json" \
    --frames $((ticks + 30)) >/dev/null 2>"$tmp/err.txt" || { cat "$tmp/err.txt"; echo "windowed run failed"; exit 1; }
  [ -s "$tmp/rec.json" ] || { cat "$tmp/err.txt"; echo "$lvl: nothing recorded"; exit 1; }
  got=$("$rc" --headless --level "$level" --replay "$tmp/rec.json") || { echo "the recording does not load"; exit 1; }
  hash() { sed -n 's/.*"stateHash":"\([0-9a-f]*\)".*/\1/p' <<<"$1"; }
  echo "$lvl: solution $(hash "$want"), recording $(hash "$got")"
  grep -q '"outcome":"complete"' <<<"$got" || { echo "$lvl: the recording does not finish the level: $got"; exit 1; }
  [ "$(hash "$want")" = "$(hash "$got")" ] || { echo "$lvl: the recording ends in a different state"; exit 1; }
  rm -f "$tmp/rec.json"
done
echo "ok: recordings of real windowed runs replay headless to the same state"
