#!/usr/bin/env bash
# assist_screens.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY OUT_DIR: pictures of the Assist menu for a person to look
# at, taken from the real game under Xvfb (window_harness.sh): the Assist menu from the title (one assist on,
# with its two-line explanation), the settings screen (its new rows), the pause menu and the Assist menu over a
# level, the HUD with the assist mark, and the results of a clear with invincibility on (ASSIST, no medal, the
# unassisted best beside it). Writes OUT_DIR/assist_*.png (the window's 1440x810 client area).
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
OUT=$4
source "$(dirname "$0")/window_harness.sh"
CORRIDOR="$SRC/tests/fixtures/levels/gamepad_corridor.json"

# shot NAME: the game window's picture as OUT/assist_NAME.png.
shot() {
  sleep 0.6
  local w
  w=$(window) || fail "no game window"
  import -window "$w" "$OUT/assist_$1.png" || fail "cannot capture $1"
  echo "wrote $OUT/assist_$1.png"
}

body() {
  mkdir -p "$OUT"
  pad "disconnect"
  start_game
  screens "Title"
  shot title
  keys Down Down Return; screens "Title > Assist"
  keys Left Left Down Return Down                   # speed 80 %, invincibility on, focus on infinite focus
  shot menu_title
  keys Escape; screens "Title"
  keys Up Return; screens "Title > Settings"
  keys Down Down Down Down Down                     # focus on screen shake
  shot settings
  keys Escape; screens "Title"
  keys Escape
  wait_exit 30
  start_game --level "$CORRIDOR"
  screens "Play"
  sleep 1
  shot hud
  keys Escape; screens "Play > Pause"
  shot pause
  keys Down Down Down Down Return; screens "Play > Pause > Assist"
  keys Down Down Down Down                          # focus on the dash assist
  shot menu_pause
  keys Escape; screens "Play > Pause"
  keys Escape; screens "Play"
  xdotool keydown Right
  wait_for "^ui: screens Play > Results\$" 90
  xdotool keyup Right
  sleep 1.2
  shot results
  keys Escape
  wait_exit 30
}

harness_main "$@"
