#!/usr/bin/env bash
# Every menu screen is usable with ONE device alone. The real game runs in a real window under Xvfb and
# is driven with only the keyboard (xdotool keys), only the mouse (xdotool pointer, buttons and wheel), or only a
# gamepad (fake_gamepad.so: sticks, d-pad, buttons), through the same route:
#   1. title -> settings: change the music volume (and more, per device) -> controls screen (keyboard: rebind Jump
#      to C; gamepad: rebind Jump to button Y) -> back -> back: settings.json holds every change;
#      title -> assist: game speed 90 %, invincibility on -> back: settings.json holds them;
#   2. title -> play -> mode select (pick crypt) -> level select -> level 1 starts;
#   3. pause the level -> settings from the pause menu: the volume goes back up, saved -> back to the pause menu
#      -> (keyboard, gamepad: resume and pause again) -> assist from the pause menu: speed 100 %, invincibility off,
#      saved -> quit to title -> quit the game: exit code 0;
#   4. keyboard, mouse: play a corridor level (tests/fixtures/levels/gamepad_corridor.json) to its end with that
#      device alone (keyboard: hold Right; mouse: right-button dashes towards the pointer), then leave the results
#      screen with it (the gamepad does this part in gamepad_play.sh).
# Every step waits for the game's UI trace line naming the screen stack it must lead to (RAYCRYPT_UI_TRACE=1).
# usage: menus_test.sh keyboard|mouse|gamepad RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
DEVICE=$1
RC=$2
SRC=$3
FAKE_PAD=$4
source "$(dirname "$0")/window_harness.sh"
CORRIDOR="$SRC/tests/fixtures/levels/gamepad_corridor.json"
LEVELS="Title > ModeSelect > LevelSelect"

keyboard_menus() {
  keys Down Return; screens "Title > Settings"
  keys Left Left                                    # music 0.6 -> 0.4
  keys Down Down Down Down Down Down Down Down Down Down Down Return; screens "Title > Settings > Controls"
  keys Down Down Down Down Return c                 # Jump row, keyboard column: capture, then C
  keys Escape; screens "Title > Settings"
  keys Escape; screens "Title"
  expect_settings 's["musicVolume"] == 0.4 and s["keys"]["jump"] == ["C"]'
  keys Down Return; screens "Title > Assist"
  keys Left Down Return                             # game speed 100 -> 90 %, invincibility on
  keys Escape; screens "Title"
  expect_settings 's["assists"]["speed"] == 90 and s["assists"]["invincible"]'
  keys Down Return; screens "Title > MyLevels"       # the player's own levels
  keys Escape; screens "Title"
  keys Up Up Up Return; screens "Title > ModeSelect"
  keys Right Return; screens "$LEVELS"              # crypt
  keys Return; screens "$LEVELS > Play"
  keys Escape; screens "$LEVELS > Play > Pause"
  keys Down Down Down Return; screens "$LEVELS > Play > Pause > Settings"
  keys Right                                        # music 0.4 -> 0.5
  keys Escape; screens "$LEVELS > Play > Pause"
  expect_settings 's["musicVolume"] == 0.5'
  keys Escape; screens "$LEVELS > Play"             # resume
  keys Escape; screens "$LEVELS > Play > Pause"
  keys Down Down Down Down Return; screens "$LEVELS > Play > Pause > Assist"
  keys Right Down Return                            # speed 100 %, invincibility off
  keys Escape; screens "$LEVELS > Play > Pause"
  expect_settings 's["assists"]["speed"] == 100 and not s["assists"]["invincible"]'
  keys Down Return; screens "Title"                 # quit to title
  keys Escape
}

keyboard_play() {
  xdotool keydown Right
  wait_for "^ui: screens Play > Results\$" 90
  xdotool keyup Right
  keys Escape                                       # results: back = quit (one level file)
}
KEYBOARD_RECORDED='any("right" in e.get("hold", []) for e in inputs)'  # held Right moved the player

mouse_menus() {
  # Logical positions (480x270 canvas) from the screens' layouts: title menu rows at y 148/164/180/196; settings
  # rows from y 33 every 13 (value arrows: "<" just right of x 262; Controls is the 12th row, Back the 15th);
  # controls rows from y 46 every 15; assist rows from y 58 every 15; pause menu rows from y 92 every 16.
  click 240 164; screens "Title > Settings"
  click 266 39; click 266 39                        # music "<" twice: 0.6 -> 0.4
  click 200 52 4                                    # wheel up on the sound row: 0.8 -> 0.9
  click 160 182; screens "Title > Settings > Controls"
  click 100 188; screens "Title > Settings"         # controls: Back
  click 160 221; screens "Title"                    # settings: Back
  expect_settings 's["musicVolume"] == 0.4 and s["sfxVolume"] == 0.9'
  click 240 180; screens "Title > Assist"
  click 266 65                                      # game speed "<": 100 -> 90 %
  click 200 80                                      # invincibility on
  click 160 155; screens "Title"                    # assist: Back
  expect_settings 's["assists"]["speed"] == 90 and s["assists"]["invincible"]'
  click 240 148; screens "Title > ModeSelect"
  click 345 140; screens "$LEVELS"                  # the crypt card
  click 64 86; screens "$LEVELS > Play"             # level 1 (under its chapter's header)
  mouse_to 300 140; click 464 37; screens "$LEVELS > Play > Pause"  # the pause button shown while the mouse moves
  click 240 148; screens "$LEVELS > Play > Pause > Settings"
  click 340 39                                      # music, right of the "<": 0.4 -> 0.5
  click 160 221; screens "$LEVELS > Play > Pause"
  expect_settings 's["musicVolume"] == 0.5'
  click 240 164; screens "$LEVELS > Play > Pause > Assist"
  click 340 65; click 200 80                        # speed 100 %, invincibility off
  click 160 155; screens "$LEVELS > Play > Pause"
  expect_settings 's["assists"]["speed"] == 100 and not s["assists"]["invincible"]'
  click 240 180; screens "Title"                    # quit to title
  click 240 212                                     # quit
}

mouse_play() {
  # Ninja: hold the right button (aim: bullet time), release: dash towards the pointer, far right on the
  # player's row (the 8-row corridor is centred: row 6 is at y 71 + 6.5 * 16).
  # Dashing stops at the exit ("recorded": the results screen comes 0.9 s later, where a right click would mean
  # Back).
  local start=$SECONDS
  mouse_to 478 175
  until grep -q "^raycrypt: recorded" "$TMP/game.log"; do
    [ $((SECONDS - start)) -ge 90 ] && fail "the mouse's dashes did not finish the corridor"
    kill -0 "$GAME_PID" 2>/dev/null || fail "the game exited during the mouse's dashes"
    xdotool mousedown 3; sleep 0.4; xdotool mouseup 3; sleep 0.7
  done
  wait_for "^ui: screens Play > Results\$" 30
  sleep 1                                           # the results panel slides in
  click 240 232                                     # Quit
}
MOUSE_RECORDED='any("aim" in e.get("hold", []) and e.get("aim", [0, 0])[0] > 0.9 for e in inputs)'  # aimed right

gamepad_menus() {
  pad_dir PovY 100; pad_tap 0; screens "Title > Settings"  # d-pad down, A
  pad_dir X -100; pad_dir X -100                    # left stick left twice: music 0.6 -> 0.4
  pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_dir Y 100
  pad_dir X 100                                     # stick deadzone 0.25 -> 0.3
  pad_dir PovY 100; pad_dir PovY 100; pad_dir PovY 100; pad_dir PovY 100
  pad_tap 0; screens "Title > Settings > Controls"
  pad_dir PovY 100; pad_dir PovY 100; pad_dir PovY 100; pad_dir PovY 100
  pad_dir PovX 100; pad_tap 0; pad_tap 3            # Jump row, gamepad column: capture, then Y
  pad_tap 1; screens "Title > Settings"             # B
  pad_tap 1; screens "Title"
  expect_settings 's["musicVolume"] == 0.4 and abs(s["deadzone"] - 0.3) < 1e-9 and s["pad"]["jump"] == [3]'
  pad_dir PovY 100; pad_tap 0; screens "Title > Assist"
  pad_dir X -100                                    # game speed 100 -> 90 %
  pad_dir PovY 100; pad_tap 0                       # invincibility on
  pad_tap 1; screens "Title"
  expect_settings 's["assists"]["speed"] == 90 and s["assists"]["invincible"]'
  pad_dir PovY -100; pad_dir PovY -100; pad_tap 0; screens "Title > ModeSelect"
  pad_dir PovX 100; pad_tap 0; screens "$LEVELS"    # crypt
  pad_tap 0; screens "$LEVELS > Play"
  pad_tap 7; screens "$LEVELS > Play > Pause"       # Start
  pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_tap 0; screens "$LEVELS > Play > Pause > Settings"
  pad_dir X 100                                     # music 0.4 -> 0.5
  pad_tap 1; screens "$LEVELS > Play > Pause"
  expect_settings 's["musicVolume"] == 0.5'
  pad_tap 7; screens "$LEVELS > Play"               # Start resumes
  pad_tap 7; screens "$LEVELS > Play > Pause"
  pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_dir Y 100; pad_tap 0; screens "$LEVELS > Play > Pause > Assist"
  pad_dir X 100; pad_dir Y 100; pad_tap 0           # speed 100 %, invincibility off
  pad_tap 1; screens "$LEVELS > Play > Pause"
  expect_settings 's["assists"]["speed"] == 100 and not s["assists"]["invincible"]'
  pad_dir Y 100; pad_tap 0; screens "Title"
  pad_tap 1                                         # B on the title: quit
}

body() {
  case $DEVICE in keyboard | mouse | gamepad) ;; *) echo "unknown device $DEVICE"; return 2 ;; esac
  echo "== $DEVICE only: menus"
  # Only the device under test acts: no pad is plugged in for the keyboard and mouse runs.
  [ "$DEVICE" = gamepad ] || pad "disconnect"
  start_game
  screens "Title"
  "${DEVICE}_menus"
  wait_exit 60
  sed -n 's/^ui: screens /  /p' "$TMP/game.log"
  echo "menus: every step reached its screen; the game quit with 0"
  [ "$DEVICE" = gamepad ] && return 0
  echo "== $DEVICE only: a level to its end, then the results screen"
  start_game --level "$CORRIDOR" --record "$TMP/rec.json"
  screens "Play"
  "${DEVICE}_play"
  wait_exit 60
  local check=KEYBOARD_RECORDED; [ "$DEVICE" = mouse ] && check=MOUSE_RECORDED
  python3 -c 'import sys
sys.path.insert(0, sys.argv[3])
from replay_inputs import entries
inputs = entries(sys.argv[1])
sys.exit(0 if eval(sys.argv[2]) else 1)' "$TMP/rec.json" "${!check}" "$(dirname "$0")" || fail "the recorded inputs do not hold ${!check}"
  echo "play: the level finished (recorded inputs: ${!check}) and the results screen quit the game"
}

harness_main "$@"
