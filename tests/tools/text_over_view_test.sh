#!/usr/bin/env bash
# No text covers the play: every shipped level's solution replay, drawn tick by tick in a real window (xserver.sh)
# (`--screenshot` draws one tick a frame) with the UI trace on. The painter records every text box a frame draws,
# and while a level's world runs the game names each one that meets the level's view (the screen above the caption
# strip) and is not the HUD's top bar: "ui: text problem 'Jump: Space' (...) covers the level's view (...)". The
# test fails on any, and on any other text problem of those frames (text in the strip overlapping other text,
# leaving the window), and requires each level's hint to have shown bright in the strip. Then:
#   - a replay that idles past the hint's bright seconds and restarts: the hint shows dim, then bright again;
#   - the same frames with the debug overlay (--debug), whose labels lie over the world: the check must name them
#     (a check that cannot fail proves nothing).
# usage: text_over_view_test.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every replay
python3 "$src/tests/tools/seed_settings.py" "$rc" "$out/config/raycrypt/settings.json" || { echo "FAIL: settings"; exit 1; }

# watch LEVEL REPLAY [ARGS...]: the replay in a window, one tick a frame, to its end (or ARGS' --frames); the trace
# in $out/stderr.
watch() {
  local lv=$1 rp=$2
  shift 2
  XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 RAYCRYPT_UI_TRACE=1 \
    RAYCRYPT_EXIT_AT_REPLAY_END=1 \
    "$rc" --screenshot "$out/r.png" --level "$lv" --replay "$rp" --frames 100000 "$@" >"$out/stdout" 2>"$out/stderr"
}

hint_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("hint", ""))' "$1"; }

status=0
count=0
for lv in "$src"/levels/*/[0-9]*.json; do
  case "$lv" in *.replay.json) continue ;; esac
  name="${lv#$src/levels/}"
  if ! watch "$lv" "${lv%.json}.replay.json"; then
    echo "FAIL: $name: the windowed replay did not run"; cat "$out/stderr" | tail -5; status=1; continue
  fi
  count=$((count + 1))
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
done
[ "$count" -ge 24 ] || { echo "FAIL: only $count levels ran"; status=1; }

# The hint comes back after a restart: 7 s idle (past its bright seconds), a restart, 1 s idle.
lv="$src/levels/ninja/01.json"
printf '{"format": 1, "level": "levels/ninja/01.json", "inputs": [{"ticks": 840, "hold": []}, {"ticks": 1, "press": ["restart"]}, {"ticks": 120, "hold": []}]}\n' >"$out/restart.replay.json"
if watch "$lv" "$out/restart.replay.json" --frames 1000; then
  seq=$(grep "^ui: caption hint" "$out/stderr" | awk '{print $4}' | tr '\n' ' ')
  echo "ninja/01.json with a restart: hint $seq"
  case "$seq" in
    "bright dim bright "*) ;;
    *) echo "FAIL: the hint does not come back bright after a restart"; status=1 ;;
  esac
else
  echo "FAIL: the restart replay did not run"; status=1
fi

# The check sees text over the world: the debug overlay's labels (half a second idle at the debug mode's 0.25x).
printf '{"format": 1, "level": "levels/ninja/01.json", "inputs": [{"ticks": 60, "hold": []}]}\n' >"$out/idle.replay.json"
if watch "$lv" "$out/idle.replay.json" --debug --frames 300; then
  over=$(grep -c "^ui: text problem .* covers the level's view" "$out/stderr")
  echo "ninja/01.json with --debug: $over texts over the view"
  [ "$over" -gt 0 ] || { echo "FAIL: the check named none of the debug overlay's labels"; status=1; }
else
  echo "FAIL: the --debug replay did not run"; status=1
fi

[ $status -eq 0 ] && echo "ok: $count levels, no text over the level's view"
exit $status
