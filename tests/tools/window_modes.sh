#!/usr/bin/env bash
# The window's behaviour in the real game, under Xvfb (window_harness.sh: a 1600x1280 screen, no window manager),
# read back from X itself (xdotool geometry; the window's pixels through letterbox_check.py):
#   1. the game opens at 1440x810 (the 480x270 canvas at x3), centred on the screen, the image filling it;
#   2. resized to 1000x700 (xdotool windowsize), the image is shown at the largest whole scale that fits, x2 =
#      960x540, centred: black bars of 80 px at the top and bottom and 20 px left and right (engine::letterboxRect:
#      left = floor((1000 - 960) / 2) = 20, top = floor((700 - 540) / 2) = 80), the image reaching them;
#   3. F11 makes it fullscreen (one window covering the whole screen, the image x3 at (80, 235)), Alt+Enter
#      returns to the 1440x810 window; then the other way round (Alt+Enter in, F11 out). Each toggle is saved in
#      settings.json, and neither key also reaches the title menu behind it (the screen stack stays "Title");
#   4. SIGTERM: the game quits with exit code 0 and saves the progress on its way out.
# Every step polls with a deadline (the game re-creates its window on a toggle; a loaded machine is slow).
# usage: window_modes.sh RAYCRYPT SOURCE_DIR
set -u
RC=$1
SRC=$2
FAKE_PAD=  # no gamepad: only the keyboard and the window manager's requests act here
source "$(dirname "$0")/window_harness.sh"
LETTERBOX="$SRC/tests/tools/letterbox_check.py"

# game_windows: one line per window of the game: "ID X Y WIDTH HEIGHT" (none while it re-creates its window).
game_windows() {
  local w geo
  for w in $(xdotool search --name '^Raycrypt' 2>/dev/null); do
    geo=$(xdotool getwindowgeometry --shell "$w" 2>/dev/null) || continue
    echo "$w $(sed -n 's/^X=//p' <<<"$geo") $(sed -n 's/^Y=//p' <<<"$geo") $(sed -n 's/^WIDTH=//p' <<<"$geo")"\
         "$(sed -n 's/^HEIGHT=//p' <<<"$geo")"
  done
}

# wait_window W H [X Y] [SECONDS]: wait until the game has exactly one window, W x H (at X, Y when given); sets WID
# and WX, WY. Fails with the windows last seen.
wait_window() {
  local want_w=$1 want_h=$2 want_x=${3:-} want_y=${4:-} limit=${5:-30} start=$SECONDS seen
  while :; do
    seen=$(game_windows)
    if [ "$(wc -l <<<"$seen")" -eq 1 ] && [ -n "$seen" ]; then
      read -r WID WX WY ww wh <<<"$seen"
      [ "$ww" = "$want_w" ] && [ "$wh" = "$want_h" ] && { [ -z "$want_x" ] || [ "$WX $WY" = "$want_x $want_y" ]; } \
        && { echo "window $WID: ${ww}x${wh} at ($WX, $WY)"; return 0; }
    fi
    kill -0 "$GAME_PID" 2>/dev/null || fail "the game exited while waiting for its ${want_w}x${want_h} window"
    [ $((SECONDS - start)) -ge "$limit" ] && fail "no single ${want_w}x${want_h} game window${want_x:+ at ($want_x, $want_y)}" \
      "within ${limit}s; the game's windows (id x y width height): $(tr '\n' ';' <<<"${seen:-none}")"
    sleep 0.2
  done
}

# wait_letterbox W H LEFT TOP IMAGE_W IMAGE_H [SECONDS]: wait until the pixels of window WID show the image
# exactly in that rectangle with black bars around it (letterbox_check.py); fails with its last verdict.
wait_letterbox() {
  local limit=${7:-30} start=$SECONDS verdict
  while :; do
    verdict=$(python3 "$LETTERBOX" "$WID" "${@:1:6}" 2>&1) && { echo "$verdict"; return 0; }
    kill -0 "$GAME_PID" 2>/dev/null || fail "the game exited while its window was checked"
    [ $((SECONDS - start)) -ge "$limit" ] && fail "the ${1}x${2} window does not show the image at ($3, $4)" \
      "${5}x${6} with black bars within ${limit}s: $verdict"
    sleep 0.5
  done
}

# toggle KEY: press KEY (xdotool key name) in the game's window (focused first: the toggles re-create it; a
# wait_letterbox before has seen the window drawn, so it is mapped and the game is reading its events).
toggle() {
  echo "-- $1"
  xdotool windowfocus "$WID" 2>/dev/null
  keys "$1"
}

body() {
  local screen_w screen_h
  read -r screen_w screen_h < <(xdotool getdisplaygeometry)
  start_game
  screens "Title"

  echo "== 1. the window opens at 1440x810 (x3), centred on the screen"
  wait_window 1440 810
  [ "$WX $WY" = "$(((screen_w - 1440) / 2)) $(((screen_h - 810) / 2))" ] \
    || fail "the window at ($WX, $WY) is not centred on the ${screen_w}x${screen_h} screen"
  wait_letterbox 1440 810 0 0 1440 810

  echo "== 2. resized to 1000x700: x2 (960x540), centred, bars 80 px top/bottom, 20 px left/right"
  xdotool windowsize "$WID" 1000 700
  wait_window 1000 700
  wait_letterbox 1000 700 20 80 960 540

  echo "== 3. fullscreen and back (F11, Alt+Enter), then the other way round"
  toggle F11
  wait_window "$screen_w" "$screen_h" 0 0
  wait_letterbox "$screen_w" "$screen_h" 80 235 1440 810
  expect_settings 's["fullscreen"] is True'
  toggle alt+Return
  wait_window 1440 810
  wait_letterbox 1440 810 0 0 1440 810
  expect_settings 's["fullscreen"] is False'
  toggle alt+Return
  wait_window "$screen_w" "$screen_h" 0 0
  wait_letterbox "$screen_w" "$screen_h" 80 235 1440 810
  expect_settings 's["fullscreen"] is True'
  toggle F11
  wait_window 1440 810
  wait_letterbox 1440 810 0 0 1440 810
  expect_settings 's["fullscreen"] is False'
  local stacks
  stacks=$(grep '^ui: screens' "$TMP/game.log" | sort -u)
  [ "$stacks" = "ui: screens Title" ] || fail "a toggle key also reached the menu: the screen stacks were" \
    "$(tr '\n' ';' <<<"$stacks")"

  echo "== 4. SIGTERM: exit code 0, progress saved on the way out"
  local progress="$TMP/data/raycrypt/progress.json"
  rm -f "$progress"
  kill -TERM "$GAME_PID"
  wait_exit 60
  python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$progress" 2>/dev/null \
    || fail "after SIGTERM there is no readable $progress"
  echo "the game quit with 0 and wrote progress.json"
}

harness_main "$@"
