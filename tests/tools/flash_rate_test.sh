#!/usr/bin/env bash
# Flashes a second measured from the real game's pixels. The explorer stands in the crypt screenshot fixture
# (tests/fixtures/levels/screenshot_crypt.json) firing the blunderbuss as fast as it fires (a replay that presses
# Fire every 13 ticks, `--assist shells`), with flash reduction on, and `--screenshot --frames N` renders the frame
# N ticks in (a screenshot run advances exactly one tick per frame: the pictures do not depend on the machine).
# Camera shake is off: it moves edges, which is motion, not a flash. One second of frames, 3 ticks apart (40 a
# second), is sampled back to the 480×270 canvas and measured by flash_rate.py: no more than 3 flashes in any one
# second, for the whole window and for every region of WCAG's flash area (160×90 canvas px).
# usage: flash_rate_test.sh RAYCRYPT SOURCE_DIR [OUT_DIR]   (OUT_DIR keeps one frame as PNG, and the sampled frames
# in OUT_DIR/flash_frames for flash_rate.py)
set -u
rc=$1
src=$2
out=${3:-}
command -v convert >/dev/null || { echo "convert (imagemagick) is not installed"; exit 1; }
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
t=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$t"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every frame
level="$src/tests/fixtures/levels/screenshot_crypt.json"

python3 - "$t/fire.replay.json" <<'PY'
import json, sys
inputs = [{"ticks": 30, "aim": [1.0, 0.0]}]
for _ in range(30):
    inputs += [{"ticks": 1, "aim": [1.0, 0.0], "press": ["fire"]}, {"ticks": 12, "aim": [1.0, 0.0]}]
json.dump({"format": 1, "level": "tests/fixtures/levels/screenshot_crypt.json", "inputs": inputs}, open(sys.argv[1], "w"))
PY

# One run renders frames 45, 48, ... (3 ticks apart, COUNT of them) with `--every 3`, at reduceFlashes on; each is
# sampled to the 480×270 canvas as an 8-bit sRGB TICK.rgb. The frames equal those of separate `--frames N` runs: a
# screenshot run advances one tick a frame.
count=40
last=$((45 + 3 * (count - 1)))
mkdir -p "$t/on/shots"
python3 "$src/tests/tools/seed_settings.py" "$rc" "$t/on/config/raycrypt/settings.json" reduceFlashes=true \
  screenShake=0 || { echo "FAIL: settings"; exit 1; }
XDG_CONFIG_HOME="$t/on/config" XDG_DATA_HOME="$t/on/data" RAYCRYPT_AUDIO=0 \
  "$rc" --screenshot "$t/on/shots/shot.png" --level "$level" --replay "$t/fire.replay.json" --assist shells \
  --frames "$((last + 1))" --every 3 >"$t/on/run.out" 2>&1 || { echo "FAIL: the screenshot run"; cat "$t/on/run.out"; exit 1; }
status=0
for i in $(seq 0 $((count - 1))); do
  n=$((45 + 3 * i))
  f="$t/on/shots/shot-$(printf %06d "$n").png"
  [ -f "$f" ] || { echo "FAIL: frame $n was not saved"; exit 1; }
  convert "$f" -sample '480x270!' -depth 8 "rgb:$t/on/$(printf %04d "$n").rgb" || exit 1
done
if [ -n "$out" ]; then
  mkdir -p "$out/flash_frames"
  cp "$t/on/shots/shot-$(printf %06d 54).png" "$out/flash_rate.png"
  cp "$t/on"/*.rgb "$out/flash_frames/"
fi
python3 "$src/tests/tools/flash_rate.py" "$t/on" || status=1
[ $status -eq 0 ] && echo "ok"
exit $status
