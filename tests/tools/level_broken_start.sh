#!/usr/bin/env bash
# `raycrypt --level FILE` started on a broken or missing file opens the game all the same (no exit code 2): the
# waiting room with the error banner, the error on stderr, and the file watched, so the author can fix it while the
# game runs. In a real window under Xvfb:
#   1. a file with a syntax error: stderr has FILE:LINE:COL: error, and the banner is drawn (its border, ui::kWarn,
#      covers thousands of window pixels); saved fixed, the level loads ("reloaded") and the banner is gone; broken
#      again, the new error is printed on stderr too and the banner is back;
#   2. a file that does not exist: "does not exist", never "deleted or renamed"; written later, it loads.
# SIGTERM ends each run with exit code 0. With SHOT_DIR set, the window is kept there as broken.png, fixed.png
# and missing.png, to look at.
# usage: level_broken_start.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"
PIXELS="$(dirname "$0")/window_pixels.py"
WARN="255 110 90"  # ui::kWarn, the banner's border

# level FILE NAME TAIL: a small ninja level; TAIL is the text after the "name" member (a comma, or not).
level() {
  cat >"$1.tmp" <<JSON
{
  "format": 1,
  "name": "$2"$3
  "mode": "ninja",
  "tiles": [
    "##############################",
    "#............................#",
    "#............................#",
    "#@..........................E#",
    "##############################"
  ],
  "entities": [${4:-}]
}
JSON
  mv "$1.tmp" "$1"  # saved the way editors save: a whole new file renamed over the old one
}

# banner_pixels NAME: pixels of the banner's colour in the window now (the window kept as NAME.png with SHOT_DIR).
banner_pixels() {
  local w
  w=$(window) || fail "no game window"
  python3 "$PIXELS" "$w" $WARN ${SHOT_DIR:+"$SHOT_DIR/$1.png"} || fail "cannot read the window's pixels"
}

# expect_banner NAME yes|no: wait until the banner is drawn (yes) or gone (no).
expect_banner() {
  local start=$SECONDS n
  while :; do
    n=$(banner_pixels "$1")
    if [ "$2" = yes ] && [ "$n" -ge 3000 ]; then echo "ok: banner drawn ($n pixels of its border colour)"; return 0; fi
    if [ "$2" = no ] && [ "$n" -lt 300 ]; then echo "ok: no banner ($n pixels of its border colour)"; return 0; fi
    [ $((SECONDS - start)) -ge 30 ] && fail "banner $2 expected, $n pixels of its border colour"
    sleep 0.5
  done
}

# stop: SIGTERM, then the game must quit with 0.
stop() {
  kill -TERM "$GAME_PID"
  wait_exit 30
}

body() {
  local file="$TMP/start.json"
  level "$file" "Broken start" ""  # no comma after the name: a syntax error on line 4
  start_game --level "$file"
  wait_for "start\.json:4:[0-9]+: error: " 60
  echo "ok: $(grep -m1 'start\.json:4:' "$TMP/game.log")"
  screens "Play"
  expect_banner broken yes
  level "$file" "Fixed" ","
  wait_for "^raycrypt: reloaded .*start\.json\$" 30
  expect_banner fixed no
  level "$file" "Broken again" "," '{"type": "laser", "x": 40, "y": 1}'
  wait_for "start\.json:12:[0-9]+: error: entities\[0\]\.x: " 30
  echo "ok: the new error is printed: $(grep 'entities\[0\]\.x' "$TMP/game.log" | tail -1)"
  expect_banner broken-again yes
  stop

  local later="$TMP/later.json"
  start_game --level "$later"
  wait_for "later\.json: error: the file does not exist" 60
  screens "Play"
  expect_banner missing yes
  grep -q "deleted or renamed" "$TMP/game.log" && fail "a file missing at start is reported as deleted or renamed"
  level "$later" "Late" ","
  wait_for "^raycrypt: reloaded .*later\.json\$" 30
  expect_banner late no
  stop
}

harness_main "$@"
