#!/usr/bin/env bash
# Crypt terrain by default: a screenshot of every crypt level (levels/crypt/*.json, not the replays or
# chapters.json) at its start and part-way through its solution replay (half-way, or 5 s in for a longer one), in a
# real window under Xvfb with the default settings (high contrast off), and terrain_contrast_check.py measures every
# solid cell beside open background (walls, breakable, cracked and crumbling blocks against the background brick)
# and every moving platform against what lies around it: at least 3:1, in colour and once the screenshot is
# greyscale.
# The screenshots stay in $CONTRAST_SHOTS when it is set (for a person to look at; crypt_NN.png, crypt_NN_mid.png).
# usage: terrain_contrast_test.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
tmp=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$tmp"' EXIT
xserver_start 960x540x24 || exit $?  # one server for every shot (scale 2: every logical pixel measured, cheaper to draw)
shots=${CONTRAST_SHOTS:-$tmp/shots}
mkdir -p "$shots" "$tmp/config/raycrypt"

status=0
# check NAME ARGS...: NAME.png shot with ARGS, measured in colour and in greyscale.
check() {
  local name=$1 code
  shift
  XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" RAYCRYPT_AUDIO=0 \
    "$rc" --screenshot "$shots/$name.png" "$@" 2>"$tmp/stderr"
  code=$?
  if [ "$code" -ne 0 ] || [ ! -s "$shots/$name.png.actors.json" ]; then
    echo "FAIL: no screenshot (exit $code): $* $(tr '\n' ' ' <"$tmp/stderr")"
    status=1
    return
  fi
  python3 "$src/tests/tools/terrain_contrast_check.py" "$shots/$name.png" || status=1
  python3 "$src/tests/tools/terrain_contrast_check.py" --grey "$shots/$name.png" || status=1
}

count=0
for level in "$src"/levels/crypt/*.json; do
  case "$level" in *.replay.json | */chapters.json) continue ;; esac
  count=$((count + 1))
  name="crypt_$(basename "$level" .json)"
  check "$name" --level "$level" --frames 30
  replay="${level%.json}.replay.json"
  # Part-way through the solution (half-way, at most 600 ticks in, drawn 4 ticks a frame): the explorer elsewhere,
  # lifts moved, blocks broken.
  frames=$(python3 -c 'import json, sys
inputs = json.load(open(sys.argv[1]))["inputs"]
print(max(1, min(600, sum(e["ticks"] for e in inputs) // 2) // 4))' "$replay") || { echo "FAIL: $replay unreadable"; status=1; continue; }
  check "${name}_mid" --level "$level" --replay "$replay" --frames "$frames" --frame-ticks 4
done
[ "$count" -ge 24 ] || { echo "FAIL: only $count crypt levels found"; status=1; }
[ $status -eq 0 ] && echo "ok: $count crypt levels"
exit $status
