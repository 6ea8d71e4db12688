#!/usr/bin/env bash
# Replays as the reward, in the real window under Xvfb: a level is played to its exit (its solution replay drives
# it), then from the results screen
#   keyboard  Watch: the successful run plays as footage; pause, faster, one tick forward, scrub back, restart,
#             leave back to the results;
#   mouse     Watch: the VCR buttons and the seek bar; then All attempts, and LEAVE;
#   gamepad   Watch: A pauses, Y is faster, RB scrubs, B leaves;
# each step checked through the watch screen's trace ("ui: watch tick T/L speed S playing|paused"). The VCR bar
# never covers running footage: it is hidden while the footage plays with the pointer away ("ui: watch bar
# hidden", and no "ui: text problem ... covers the level's view"), and shows while paused or with the pointer over
# the foot of the screen ("ui: watch bar shown").
# usage: watch_test.sh keyboard|mouse|gamepad RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
DEVICE=$1
RC=$2
SRC=$3
FAKE_PAD=$4
source "$(dirname "$0")/window_harness.sh"
LEVEL="$SRC/levels/crypt/10.json"
REPLAY="$SRC/levels/crypt/10.replay.json"

# watch_state REGEX: the next watch trace line matches REGEX (tick/length speed state).
watch_state() { wait_for "^ui: watch $1" 30; }

# nothing_over_view: no text has covered the running footage so far.
nothing_over_view() {
  if grep -q "^ui: text problem .* covers the level's view" "$TMP/game.log"; then
    fail "text over the running footage: $(grep "covers the level's view" "$TMP/game.log" | head -3)"
  fi
}

keyboard_watch() {
  keys Down Down Return; wait_for "^ui: watch bar hidden\$"; screens "Play > Results > Watch"   # Watch: two below
  sleep 1; nothing_over_view
  keys space; watch_state "tick [0-9]+/[0-9]+ speed 1x paused"; wait_for "^ui: watch bar shown\$"
  keys Up; watch_state "tick [0-9]+/[0-9]+ speed 2x paused"
  keys Home; watch_state "tick 0/[0-9]+ speed 2x playing"
  keys space; watch_state "tick [0-9]+/[0-9]+ speed 2x paused"
  keys Left; keys Left; keys Left; watch_state "tick 0/[0-9]+ speed 2x paused"   # scrubbed back to the start
  keys period; watch_state "tick 1/[0-9]+ speed 2x paused"                        # one tick forward
  keys Right; watch_state "tick 121/[0-9]+ speed 2x paused"                       # a second forward
  keys comma; watch_state "tick 120/[0-9]+ speed 2x paused"                       # one tick back
  keys Escape; screens "Play > Results"
}

mouse_watch() {
  sleep 1                                              # the results panel slides in
  click 240 200; screens "Play > Results > Watch"     # Watch
  click 103 257; watch_state "tick [0-9]+/[0-9]+ speed 1x paused"     # the play/pause button
  click 254 257; watch_state "tick [0-9]+/[0-9]+ speed 2x paused"     # +
  click 240 242; watch_state "tick [0-9]+/[0-9]+ speed 2x paused"     # the seek bar's middle
  click 194 257; watch_state "tick [0-9]+/[0-9]+ speed 1x paused"     # -
  click 194 257; watch_state "tick [0-9]+/[0-9]+ speed 0.5x paused"   # - (time to move the pointer below)
  click 23 257; watch_state "tick 0/[0-9]+ speed 0.5x playing"        # restart
  mouse_to 240 100; wait_for "^ui: watch bar hidden\$"               # the pointer leaves the bar: it hides
  mouse_to 240 255; wait_for "^ui: watch bar shown\$"                # and comes back with it
  click 446 257; screens "Play > Results"                             # LEAVE
  click 240 216; watch_state "tick 0/[0-9]+ speed 1x playing runs [1-9]"   # All attempts
  screens "Play > Results > Watch"
  click 446 257; screens "Play > Results"
}

gamepad_watch() {
  pad_dir PovY 100; pad_dir PovY 100; pad_tap 0; screens "Play > Results > Watch"
  pad_tap 0; watch_state "tick [0-9]+/[0-9]+ speed 1x paused"          # A
  pad_tap 3; watch_state "tick [0-9]+/[0-9]+ speed 2x paused"          # Y
  pad_tap 6; watch_state "tick 0/[0-9]+ speed 2x playing"              # Back: restart
  pad_tap 5; watch_state "tick 1[0-9][0-9]/[0-9]+ speed 2x playing"    # RB: a second forward
  pad_tap 1; screens "Play > Results"                                  # B
}

body() {
  case $DEVICE in keyboard | mouse | gamepad) ;; *) echo "unknown device $DEVICE"; return 2 ;; esac
  start_game --level "$LEVEL" --replay "$REPLAY"
  wait_for "^ui: screens Play\$" 60
  wait_for "^ui: screens Play > Results\$" 90
  sleep 0.5
  "${DEVICE}_watch"
}

harness_main "$@"
