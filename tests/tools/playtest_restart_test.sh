#!/usr/bin/env bash
# Backspace in a playtest with the debug overlay on (F3), in the real window under Xvfb: a tap (pressed and let go
# within one frame, as xdotool's `key` sends it) restarts the attempt, so does a key held down, and neither is a
# death ("ui: play attempt N, deaths D" after each new attempt).
# usage: playtest_restart_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"

body() {
  local file="$TMP/hall.json"
  printf '%s\n' '{"format": 1, "name": "Hall", "mode": "ninja", "tiles": ["##############################",' \
    ' "#............................#", "#@..........................E#", "##############################"]}' >"$file"
  start_game --edit "$file"
  wait_for "^ui: editor open" 60
  keys F5; screens "Editor > Play"
  keys F3; wait_for "^ui: debug overlay on"
  keys BackSpace; wait_for "^ui: play attempt 2, deaths 0" 60
  echo "a Backspace tap restarted the attempt, no death"
  xdotool keydown BackSpace; wait_for "^ui: play attempt 3, deaths 0" 60; xdotool keyup BackSpace
  echo "a Backspace held restarted the attempt once more, no death"
  keys F3; wait_for "^ui: debug overlay off"
  ! grep -E "^ui: play attempt [0-9]+, deaths [1-9]" "$TMP/game.log" || fail "a restart counted as a death"
}

harness_main "$@"
