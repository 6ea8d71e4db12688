# window_harness.sh: sourced by the window-input tests (menus_test.sh, gamepad_play.sh). It runs the real
# `raycrypt` in a real window under Xvfb (xserver.sh) and drives it like a player would:
#   keyboard, mouse   xdotool (XTEST: the X server sees real key and button presses)
#   gamepad           fake_gamepad.so (LD_PRELOAD test double of the Linux joystick device, see fake_gamepad.c):
#                     `pad LINE...` appends lines to its script, which the game reads as it polls the pad
# and follows it through RAYCRYPT_UI_TRACE=1 (game/app/shell/app.cpp): "ui: screens Title > ModeSelect" once a changed
# screen stack has been drawn, "ui: notice Gamepad connected". Every wait polls with a deadline (Xvfb on a loaded
# CI machine is slow), and fails with the game's log when the game exits or the deadline passes.
#
# A test script sets RC (the executable), FAKE_PAD (the library), defines body(), and calls harness_main "$@".

# This file's directory (the other tools beside it).
HARNESS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$HARNESS_DIR/xserver.sh"

# harness_main ARGS: start the test's X server (xserver.sh; "no X display: ..." and exit 69 when there is none),
# then body(); the server and the game end with the script.
harness_main() {
  command -v xdotool >/dev/null || { echo "xdotool is not installed (./check installs the xdotool package)"; exit 1; }
  TMP=$(mktemp -d)
  trap 'harness_cleanup' EXIT
  trap 'exit 143' TERM
  # 1600x1280: room for the 1440x810 window, which the game centres (at (80, 235)); the mouse can only point at what
  # is on the screen.
  xserver_start 1600x1280x24 || exit $?
  # The preload: under AddressSanitizer the ASan runtime must come first, then the fake pad (its read/open/ioctl
  # then sit between ASan's interceptors and libc).
  local asan
  asan=$(ldd "$RC" | sed -n 's/^\s*\(libasan\.so[^ ]*\) => \([^ ]*\).*/\2/p' | head -1)
  PRELOAD="${asan:+$asan }$FAKE_PAD"
  # 30 frames a second (RAYCRYPT_FRAME_LIMIT): the game still steps every tick (its fixed timestep catches up), and
  # reads every key and button event, but draws about half the frames a free-running window draws under Xvfb, where
  # v-sync holds nothing down. The CPU time saved goes to the test that runs beside it.
  export RAYCRYPT_FRAME_LIMIT=${RAYCRYPT_FRAME_LIMIT:-30}
  # Mesa's GL driver leaks a few bytes LeakSanitizer cannot attribute (see screenshot_test.sh).
  export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
  body
  local status=$?
  [ $status -eq 0 ] && echo "ok"
  exit $status
}

harness_cleanup() {
  [ -n "${GAME_PID:-}" ] && kill "$GAME_PID" 2>/dev/null && wait "$GAME_PID" 2>/dev/null
  xserver_stop
  rm -rf "$TMP"
}

# fail MESSAGE: print it with the game's log and stop the test.
fail() {
  echo "FAIL: $*"
  echo "---- game log (stderr) ----"
  cat "$TMP/game.log" 2>/dev/null | tail -n 60
  exit 1
}

# start_game ARGS...: raycrypt ARGS in the background with throwaway settings/progress dirs ($TMP/config,
# $TMP/data, kept across runs of one test), no audio, the UI trace, and the fake pad reading $TMP/pad.txt (a pad
# is plugged in unless the script already says "disconnect"). The log restarts. When there is no settings file
# yet, it writes a complete one with the photosensitivity notice marked seen (seed_settings.py), so the game
# starts at the title; FRESH_CONFIG=1 leaves the config directory empty (a true first start).
start_game() {
  if [ "${FRESH_CONFIG:-}" != 1 ] && [ ! -e "$TMP/config/raycrypt/settings.json" ]; then
    python3 "$HARNESS_DIR/seed_settings.py" "$RC" "$TMP/config/raycrypt/settings.json" ||
      fail "cannot write the settings"
  fi
  : >"$TMP/game.log"
  touch "$TMP/pad.txt"
  XDG_CONFIG_HOME="$TMP/config" XDG_DATA_HOME="$TMP/data" RAYCRYPT_AUDIO=0 RAYCRYPT_UI_TRACE=1 \
    RAYCRYPT_FAKE_PAD="$TMP/pad.txt" RAYCRYPT_FAKE_PAD_LOG=1 LD_PRELOAD="$PRELOAD" \
    "$RC" "$@" >"$TMP/game.out" 2>"$TMP/game.log" &
  GAME_PID=$!
  LOG_SEEN=0
}

# wait_for REGEX [SECONDS]: wait until a NEW line of the game's log (after the last match) matches REGEX.
wait_for() {
  local regex=$1 limit=${2:-60} start=$SECONDS line
  while :; do
    line=$(tail -n +$((LOG_SEEN + 1)) "$TMP/game.log" | grep -n -E -m1 -- "$regex" | cut -d: -f1)
    if [ -n "$line" ]; then
      LOG_SEEN=$((LOG_SEEN + line))
      return 0
    fi
    kill -0 "$GAME_PID" 2>/dev/null || fail "the game exited while waiting for /$regex/"
    [ $((SECONDS - start)) -ge "$limit" ] && fail "no /$regex/ within ${limit}s"
    sleep 0.1
  done
}

# screens STACK [SECONDS]: wait for the trace line of exactly this screen stack ("Title > Settings").
screens() { wait_for "^ui: screens $1\$" "${2:-60}"; }

# wait_exit [SECONDS]: wait for the game to quit by itself; fails unless it exits with 0.
wait_exit() {
  local limit=${1:-60} start=$SECONDS
  while kill -0 "$GAME_PID" 2>/dev/null; do
    [ $((SECONDS - start)) -ge "$limit" ] && fail "the game did not quit within ${limit}s"
    sleep 0.1
  done
  wait "$GAME_PID"
  local code=$?
  GAME_PID=
  [ $code -eq 0 ] || fail "the game exited with $code"
}

# pad LINE...: append lines to the fake pad's script (see fake_gamepad.c for the commands).
pad() { printf '%s\n' "$@" >>"$TMP/pad.txt"; }
# pad_tap BUTTON: press and release a button (A 0, B 1, X 2, Y 3, LB 4, RB 5, Back 6, Start 7).
pad_tap() { pad "button $1 down" "wait 100" "button $1 up" "wait 100"; }
# pad_dir AXIS VALUE: push a stick or d-pad axis and let it go back to the centre.
pad_dir() { pad "axis $1 $2" "wait 100" "axis $1 0" "wait 100"; }

# window: the game's X window id.
window() {
  local w start=$SECONDS
  while :; do
    w=$(xdotool search --name '^Raycrypt' 2>/dev/null | head -1)
    [ -n "$w" ] && { echo "$w"; return 0; }
    [ $((SECONDS - start)) -ge 30 ] && return 1
    sleep 0.2
  done
}

# keys KEY...: press and release keys (xdotool key names: Return, Escape, Down, c ...) in the focused window.
keys() { xdotool key --delay 60 "$@"; sleep 0.1; }

# mouse_to LX LY: move the pointer to logical pixel (LX, LY) of the 480x270 canvas (the window shows it at a whole
# scale, letterboxed: the same mapping as engine::letterboxRect).
mouse_to() {
  local w geo ww wh scale ox oy
  kill -0 "$GAME_PID" 2>/dev/null || fail "the game exited before the mouse could reach it"
  w=$(window) || fail "no game window"
  geo=$(xdotool getwindowgeometry --shell "$w")
  ww=$(sed -n 's/^WIDTH=//p' <<<"$geo"); wh=$(sed -n 's/^HEIGHT=//p' <<<"$geo")
  scale=$((ww / 480 < wh / 270 ? ww / 480 : wh / 270)); [ $scale -ge 1 ] || scale=1
  ox=$(((ww - 480 * scale) / 2)); oy=$(((wh - 270 * scale) / 2))
  xdotool mousemove --window "$w" $((ox + $1 * scale + scale / 2)) $((oy + $2 * scale + scale / 2))
  sleep 0.15
}

# click LX LY [BUTTON]: move there, then click (1 left, 3 right, 4/5 wheel up/down).
click() { mouse_to "$1" "$2"; xdotool click "${3:-1}"; sleep 0.15; }

# cell CX CY: the editor's logical pixel at the centre of map cell (CX, CY) at its opening zoom (8 px cells, one cell
# of margin, under the 22 px top bar).
cell() { echo "$((($1 + 1) * 8 + 4)) $((22 + ($2 + 1) * 8 + 4))"; }

# expect_settings PY_EXPR [SECONDS]: wait until the saved settings.json, loaded as `s`, makes PY_EXPR true
# (e.g. 's["musicVolume"] == 0.4'); prints the file's relevant line on success.
expect_settings() {
  local start=$SECONDS
  while :; do
    python3 -c 'import json,sys
s = json.load(open(sys.argv[1]))
sys.exit(0 if eval(sys.argv[2]) else 1)' "$TMP/config/raycrypt/settings.json" "$1" 2>/dev/null \
      && { echo "settings.json: $1"; return 0; }
    [ $((SECONDS - start)) -ge "${2:-20}" ] && fail "settings.json does not satisfy $1: $(tr -d '\n ' <"$TMP/config/raycrypt/settings.json" 2>/dev/null)"
    sleep 0.2
  done
}
