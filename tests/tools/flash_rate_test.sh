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

# The frame script, given RAYCRYPT TMP LEVEL NAME REDUCE COUNT: COUNT frames, 3 ticks apart
# from tick 45, with reduceFlashes REDUCE, as NAME/TICK.rgb (the 480×270 canvas, 8-bit sRGB).
cat >"$t/frames.sh" <<'EOF2'
set -u
rc=$1; t=$2; level=$3; name=$4; reduce=$5; count=$6
python3 "$SRC/tests/tools/seed_settings.py" "$rc" "$t/$name/config/raycrypt/settings.json" reduceFlashes="$reduce" \
  screenShake=0 || exit 1
for i in $(seq 0 $((count - 1))); do
  n=$((45 + 3 * i))
  XDG_CONFIG_HOME="$t/$name/config" XDG_DATA_HOME="$t/$name/data" RAYCRYPT_AUDIO=0 \
    "$rc" --screenshot "$t/$name/shot.png" --level "$level" --replay "$t/fire.replay.json" --assist shells \
    --frames "$n" >"$t/$name/run.out" 2>&1 || { cat "$t/$name/run.out"; exit 1; }
  convert "$t/$name/shot.png" -sample '480x270!' -depth 8 "rgb:$t/$name/$(printf %04d "$n").rgb" || exit 1
  [ "$i" -eq 3 ] && cp "$t/$name/shot.png" "$t/$name/sample.png"
done
exit 0
EOF2

status=0
for run in on:true:40; do
  IFS=: read -r name reduce count <<<"$run"
  mkdir -p "$t/$name"
  SRC=$src bash "$t/frames.sh" "$rc" "$t" "$level" "$name" "$reduce" "$count" >"$t/$name.log" 2>&1 ||
    { echo "FAIL: frames with reduceFlashes $reduce"; cat "$t/$name.log"; exit 1; }
  if [ -n "$out" ]; then
    mkdir -p "$out/flash_frames"
    cp "$t/$name/sample.png" "$out/flash_rate.png"
    cp "$t/$name"/*.rgb "$out/flash_frames/"
  fi
done
python3 "$src/tests/tools/flash_rate.py" "$t/on" || status=1
[ $status -eq 0 ] && echo "ok"
exit $status
