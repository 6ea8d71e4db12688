#!/usr/bin/env bash
# No text covers the play, the checks beside window_replay_hashes.sh's (which plays every shipped solution in a
# window with the UI trace and fails on any text over the level's view), in a real window (xserver.sh):
#   - a replay that idles past the hint's bright seconds and restarts: the hint shows dim, then bright again;
#   - frames with the debug overlay (--debug), whose labels lie over the world: the check must name them
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

status=0
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

[ $status -eq 0 ] && echo "ok: the hint comes back after a restart, and the check names text over the view"
exit $status
