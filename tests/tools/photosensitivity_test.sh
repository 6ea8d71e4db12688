#!/usr/bin/env bash
# The photosensitivity notice and the settings file's missing-field notice, in the real game under Xvfb
# (window_harness.sh):
#   1. first start (no settings file): the notice comes before the title ("ui: screens Photosensitivity"); F turns
#      flash reduction off on it; Return continues to the title; settings.json then records the notice as seen
#      and flash reduction off;
#   2. the next start opens at the title: no notice;
#   3. first start again, continued by a mouse click, and again by a gamepad button (A): the title each time;
#   4. `--level` and `--screenshot` runs with no settings file show no notice;
#   5. a settings file with fields left out: one stderr line naming them, the file written again complete (the
#      kept values unchanged), and the next start says nothing about it.
# usage: photosensitivity_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY [OUT_DIR]   (OUT_DIR: keeps the picture of
# the notice as OUT_DIR/photosensitivity_notice.png)
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
OUT=${4:-}
source "$(dirname "$0")/window_harness.sh"
CORRIDOR="$SRC/tests/fixtures/levels/gamepad_corridor.json"

# no_line REGEX WHAT: the game's log holds no line matching REGEX.
no_line() { grep -q -E -- "$1" "$TMP/game.log" && fail "$2: $(grep -E -- "$1" "$TMP/game.log" | head -1)"; echo "ok: $2"; }

body() {
  export FRESH_CONFIG=1
  echo "== 1. first start: the notice, then the title"
  start_game
  screens "Photosensitivity"
  sleep 0.6
  if [ -n "$OUT" ]; then
    mkdir -p "$OUT"
    import -window "$(window)" "$OUT/photosensitivity_notice.png" || fail "cannot capture the notice"
    echo "wrote $OUT/photosensitivity_notice.png"
  fi
  [ -e "$TMP/config/raycrypt/settings.json" ] && fail "the settings file was written before the notice was seen"
  keys f
  keys Return; screens "Title"
  expect_settings 's["photosensitivityNoticeSeen"] is True and s["reduceFlashes"] is False'
  keys Escape; wait_exit 30

  echo "== 2. the next start opens at the title"
  start_game
  screens "Title"
  no_line "^ui: screens Photosensitivity" "no notice on the second start"
  keys Escape; wait_exit 30

  echo "== 3. a mouse click and a gamepad button continue as well"
  rm -rf "$TMP/config"
  start_game
  screens "Photosensitivity"
  click 240 135; screens "Title"
  expect_settings 's["photosensitivityNoticeSeen"] is True and s["reduceFlashes"] is True'
  keys Escape; wait_exit 30
  rm -rf "$TMP/config"
  start_game
  screens "Photosensitivity"
  pad_tap 0; screens "Title"
  expect_settings 's["photosensitivityNoticeSeen"] is True'
  keys Escape; wait_exit 30

  echo "== 4. --level and --screenshot runs show no notice"
  rm -rf "$TMP/config"
  start_game --level "$CORRIDOR"
  screens "Play"
  no_line "^ui: screens Photosensitivity" "no notice before a --level run"
  keys Escape; screens "Play > Pause"
  kill "$GAME_PID"; wait "$GAME_PID" 2>/dev/null; GAME_PID=
  rm -rf "$TMP/config"
  XDG_CONFIG_HOME="$TMP/config" XDG_DATA_HOME="$TMP/data" RAYCRYPT_AUDIO=0 RAYCRYPT_UI_TRACE=1 \
    "$RC" --screenshot "$TMP/shot.png" --level "$CORRIDOR" --frames 5 2>"$TMP/game.log" || fail "--screenshot failed"
  no_line "Photosensitivity" "no notice in a --screenshot run"

  echo "== 5. a settings file with fields left out"
  rm -rf "$TMP/config"
  mkdir -p "$TMP/config/raycrypt"
  printf '{"format": 1, "musicVolume": 0.3, "photosensitivityNoticeSeen": true}\n' >"$TMP/config/raycrypt/settings.json"
  start_game
  wait_for "^raycrypt: Settings file .*settings\.json: missing sfxVolume, .*reduceFlashes, .*; defaults used$" 30
  screens "Title"
  [ "$(grep -c "^raycrypt: Settings file" "$TMP/game.log")" -eq 1 ] || fail "want one line about the settings file"
  expect_settings 's["musicVolume"] == 0.3 and s["photosensitivityNoticeSeen"] is True and s["reduceFlashes"] is True and "sfxVolume" in s and "pad" in s'
  keys Escape; wait_exit 30
  start_game
  screens "Title"
  no_line "^raycrypt: Settings file" "the next start says nothing about the settings file"
  keys Escape; wait_exit 30
}

harness_main "$@"
