#!/usr/bin/env bash
# collectible_screens.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY OUT_DIR: pictures of the collectible counts for a
# person to look at, from the real game under Xvfb (window_harness.sh), with a progress file (format 2) in which
# the first ninja and crypt levels' collectibles are taken: the title (each mode's count under the menu), the mode
# select (each card's count), the ninja level select (the per-level icons and each chapter's count), a level with
# its shard in place, carried, and the results of a clear that carried it ("shard taken"). Writes
# OUT_DIR/collect_*.png (the window's client area).
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
OUT=$4
source "$(dirname "$0")/window_harness.sh"
CORRIDOR="$SRC/tests/fixtures/levels/collectible_ninja.json"

# shot NAME: the game window's picture as OUT/collect_NAME.png.
shot() {
  sleep 0.6
  local w
  w=$(window) || fail "no game window"
  import -window "$w" "$OUT/collect_$1.png" || fail "cannot capture $1"
  echo "wrote $OUT/collect_$1.png"
}

body() {
  mkdir -p "$OUT" "$TMP/data/raycrypt"
  cat >"$TMP/data/raycrypt/progress.json" <<'JSON'
{"format": 2, "levels": {
  "ninja/01.json": {"completed": true, "best": 7.1, "bestDeaths": 0, "deaths": 2, "completions": 1, "medal": "gold", "collectible": true},
  "ninja/02.json": {"completed": true, "best": 8.0, "bestDeaths": 0, "deaths": 0, "completions": 1, "medal": "gold", "collectible": false},
  "crypt/01.json": {"completed": true, "best": 6.0, "bestDeaths": 0, "deaths": 0, "completions": 1, "medal": "gold", "collectible": true}}}
JSON
  pad "disconnect"
  start_game
  screens "Title"
  shot title
  keys Return; screens "Title > ModeSelect"
  shot modes
  keys Return; screens "Title > ModeSelect > LevelSelect"
  shot levels
  keys Escape Escape; screens "Title"
  keys Escape
  wait_exit 30
  start_game --level "$CORRIDOR"
  screens "Play"
  sleep 1
  shot in_place
  xdotool keydown Right
  sleep 0.9
  shot carried
  wait_for "^ui: screens Play > Results\$" 90
  xdotool keyup Right
  sleep 1.2
  shot results
  keys Escape
  wait_exit 30
}

harness_main "$@"
