#!/usr/bin/env bash
# The visual test: `raycrypt --screenshot` renders real frames in a real window under Xvfb, for one level of each
# mode, and screenshot_check.py checks what is in the image (see its docstring):
#   - the image is the window's size: 3 x 480x270 = 1440x810 on a 1600x900 screen (the largest whole scale),
#   - it is not blank,
#   - ninja: the static beam of tests/fixtures/levels/screenshot_ninja.json is drawn along its path (row 6, from
#     the emitter in cell 22 to the left wall) in a laser's colour,
#   - both: the player is drawn near its spawn cell (6, 14);
#   - ninja: the rail of tests/fixtures/levels/screenshot_rail.json's moving laser is drawn along row 3.
# The fixture levels are 30x16 tiles = 480x256 px, taller than the level's view above the caption strip (243 px with
# the gauges' strip and no hint): the camera starts at the level's foot, 13 px up (offset 0 -13).
# usage: screenshot_test.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
# Under AddressSanitizer, the GL driver (Mesa, dlopen'ed and closed again) leaks a few bytes LeakSanitizer cannot
# even name: leak checking is off for these windowed runs; every other check stays on.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every shot
check="python3 $src/tests/tools/screenshot_check.py"

shoot() { # shoot OUT LEVEL
  XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 \
    "$rc" --screenshot "$1" --level "$2" --frames 30 2>"$out/stderr"
  code=$?
  [ "$code" -eq 0 ] && [ -s "$1" ] && return 0
  echo "exit $code: $(tr '\n' ' ' <"$out/stderr")"
  return 1
}

status=0
shoot "$out/ninja.png" "$src/tests/fixtures/levels/screenshot_ninja.json" || { echo "FAIL: no ninja screenshot"; exit 1; }
echo "== ninja"
$check "$out/ninja.png" --size 1440 810 --offset 0 -13 --scale 3 --beam 24 340 104 \
  --player-near 104 240 --sprite ninja_ --atlas "$src/assets" || status=1
shoot "$out/crypt.png" "$src/tests/fixtures/levels/screenshot_crypt.json" || { echo "FAIL: no crypt screenshot"; exit 1; }
echo "== crypt"
$check "$out/crypt.png" --size 1440 810 --offset 0 -13 --scale 3 \
  --player-near 104 240 --sprite explorer_ --atlas "$src/assets" || status=1
shoot "$out/rail.png" "$src/tests/fixtures/levels/screenshot_rail.json" || { echo "FAIL: no rail screenshot"; exit 1; }
echo "== rail"
$check "$out/rail.png" --size 1440 810 --offset 0 -13 --scale 3 --rail 136 424 56 || status=1
# Screenshot runs never write the player's files.
[ ! -e "$out/config/raycrypt" ] && [ ! -e "$out/data/raycrypt" ] || { echo "FAIL: a screenshot run wrote settings or progress"; status=1; }
[ $status -eq 0 ] && echo "ok"
exit $status
