#!/usr/bin/env bash
# Every shipped level's solution replay, watched in a real window (xserver.sh), ends with the same outcome and state
# hash as the headless runner: the window's play screen and `--headless` drive the same PlaySession. The same frames
# run with the UI trace, and no text covers the play: the painter records every text box a frame draws, and while a
# level's world runs the game names each one that meets the level's view (the screen above the caption strip) and is
# not the HUD's top bar ("ui: text problem 'Jump: Space' (...) covers the level's view (...)"). The test fails on any,
# on any other text problem of those frames, and on a level whose hint never shows bright in the strip.
# text_over_view_test.sh checks the hint after a restart, and that the check can fail.
# usage: window_replay_hashes.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
# One server for every level, a 480x270 screen: the window opens at the logical size (scale 1). Text is laid out in
# logical px, so what covers the view does not depend on the scale (the UI trace of a run is the same line for line
# at 960x540), and each frame costs about 40 % less CPU than at 960x540 (a third of it at 1440x810).
# A frame every 4 ticks (--frame-ticks 4, 30 frames a second of game time; a 60 Hz display shows every second tick):
# the world still steps every tick through the window's loop, every caption and text box is laid out and checked on
# a frame at least every 33 ms, and the run draws a quarter of the frames.
xserver_start 480x270x24 || exit $?
python3 "$src/tests/tools/seed_settings.py" "$rc" "$out/config/raycrypt/settings.json" || { echo "FAIL: settings"; exit 1; }
hint_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("hint", ""))' "$1"; }
hash() { python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(d["outcome"], d["stateHash"])'; }

status=0
count=0
for lv in "$src"/levels/*/[0-9]*.json; do
  case "$lv" in *.replay.json) continue ;; esac
  rp="${lv%.json}.replay.json"
  name="${lv#$src/levels/}"
  a=$("$rc" --headless --level "$lv" --replay "$rp" | hash) || { echo "FAIL: headless $name"; status=1; continue; }
  b=""
  if XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 RAYCRYPT_UI_TRACE=1 RAYCRYPT_EXIT_AT_REPLAY_END=1 \
       "$rc" --screenshot "$out/r.png" --level "$lv" --replay "$rp" --frames 100000 --frame-ticks 4 >"$out/window" 2>"$out/stderr"; then
    b=$(hash <"$out/window")
  else
    echo "$name: the windowed run failed: $(tail -n 5 "$out/stderr" | tr '\n' ' ')"
  fi
  echo "$name: headless [$a] window [$b]"
  if [ -z "$a" ] || [ "$a" != "$b" ]; then echo "FAIL: $name: the windowed replay's hash differs"; status=1; fi
  over=$(grep -c "^ui: text problem .* covers the level's view" "$out/stderr")
  other=$(grep "^ui: text problem" "$out/stderr" | grep -vc "covers the level's view")
  signs=$(grep -c "^ui: caption sign " "$out/stderr")
  hint=$(hint_of "$lv")
  echo "$name: $over texts over the view, $other other text problems, $signs sign captions"
  if [ "$over" -ne 0 ] || [ "$other" -ne 0 ]; then
    echo "FAIL: $name: text over the level's view while its world runs, or another text problem:"
    grep "^ui: text problem" "$out/stderr" | head -5
    status=1
  fi
  if [ -n "$hint" ] && ! grep -qF "ui: caption hint bright '$hint'" "$out/stderr"; then
    echo "FAIL: $name: its hint never showed bright in the caption strip"; status=1
  fi
  count=$((count + 1))
done
[ "$count" -ge 24 ] || { echo "FAIL: only $count levels found"; status=1; }
[ $status -eq 0 ] && echo "ok: $count levels, window and headless agree, no text over the level's view"
exit $status
