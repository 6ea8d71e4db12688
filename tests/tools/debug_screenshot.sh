#!/usr/bin/env bash
# The debug mode's window-level test, under Xvfb:
#   1. `--screenshot ... --debug` shows the overlay from the first frame: around the player's spawn the image holds
#      the controller rays' cyan and the collider's green (debug_overlay.cpp's kControllerRayColour and
#      kColliderColour), and the same shot without --debug holds neither;
#   2. a replay watched in the window ends with the same one-line summary state hash as `--headless` for one
#      shipped ninja and one shipped crypt replay (RAYCRYPT_EXIT_AT_REPLAY_END=1 closes the window at the end).
# usage: debug_screenshot.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every run

# run STDOUT ARGS...: raycrypt in the X server with throwaway settings.
run() {
  local stdout=$1 code; shift
  XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 "$rc" "$@" >"$stdout" 2>"$out/stderr"
  code=$?
  [ "$code" -eq 0 ] && return 0
  echo "exit $code: $(tr '\n' ' ' <"$out/stderr")"
  return 1
}

status=0
level="$src/tests/fixtures/levels/screenshot_ninja.json"
run "$out/o1" --screenshot "$out/debug.png" --level "$level" --frames 30 --debug || { echo "FAIL: no debug screenshot"; exit 1; }
run "$out/o2" --screenshot "$out/plain.png" --level "$level" --frames 30 || { echo "FAIL: no plain screenshot"; exit 1; }
# Where the camera put the player in each picture comes from the screenshot's actor list (IMAGE.actors.json, image px):
# the debug mode's time bar takes the foot of the caption strip, so the level's view, and the framing, differ.
python3 - "$src/tests/tools" "$out/debug.png" "$out/plain.png" <<'PY' || status=1
import json
import sys
sys.path.insert(0, sys.argv[1])
from screenshot_check import read_png

def count(path, test):
    w, h, rows = read_png(path)
    player = next(a for a in json.load(open(path + ".actors.json"))["actors"] if a["kind"] == "player")
    cx, cy, r = player["x"] + player["w"] // 2, player["y"] + player["h"] // 2, 40 * 3
    return sum(1 for y in range(max(0, cy - r), min(h, cy + r)) for x in range(max(0, cx - r), min(w, cx + r))
               if test(rows[y][x]))

# Pure cyan / pure green, darkened at most by the vignette (the lab's own cyans all have red > 40 and blue > green).
cyan = lambda p: p[0] < 20 and p[1] > 150 and abs(p[1] - p[2]) <= 6
green = lambda p: p[0] < 20 and p[1] > 150 and p[2] < 20
d_cyan, d_green = count(sys.argv[2], cyan), count(sys.argv[2], green)
p_cyan, p_green = count(sys.argv[3], cyan), count(sys.argv[3], green)
print("near the player: debug cyan %d green %d, plain cyan %d green %d" % (d_cyan, d_green, p_cyan, p_green))
ok = d_cyan >= 6 and d_green >= 12 and p_green * 4 < d_green and p_cyan * 4 < d_cyan
print("overlay drawn" if ok else "FAIL: the overlay's ray and collider colours are not near the player")
sys.exit(0 if ok else 1)
PY

for name in ninja/05 crypt/10; do
  lv="$src/levels/$name.json"; rp="$src/levels/$name.replay.json"
  headless=$("$rc" --headless --level "$lv" --replay "$rp") || { echo "FAIL: headless $name"; status=1; continue; }
  RAYCRYPT_EXIT_AT_REPLAY_END=1 run "$out/window" --screenshot "$out/r.png" --level "$lv" --replay "$rp" --frames 100000 \
    || { echo "FAIL: windowed $name"; status=1; continue; }
  hash() { python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(d["outcome"], d["stateHash"])'; }
  a=$(echo "$headless" | hash); b=$(hash <"$out/window")
  echo "$name: headless [$a] window [$b]"
  [ -n "$a" ] && [ "$a" = "$b" ] || { echo "FAIL: $name: the windowed replay's hash differs"; status=1; }
done
[ $status -eq 0 ] && echo "ok"
exit $status
