#!/usr/bin/env bash
# A pack from an empty file to another player's My levels, in the real window under Xvfb:
#   1. `--edit` on a file that does not exist; the level is built with the mouse alone (a palette swatch, a platform
#      dragged with the brush, a ledge clicked, a cell erased with the right button, spikes along the ceiling),
#      named in the level panel (a click on the file's name, a click on the name row, the name typed), then saved
#      (Ctrl+S).
#   2. A playtest (F5) held to the right reaches the exit; Ctrl+R saves the run as the solution, and the editor says
#      "verified". Ctrl+M adds the level to My levels, with its solution replay.
#   3. `--export-pack` writes the pack (this level, a second one without a solution, pack.json) as one file;
#      `--import-pack` into a fresh data folder brings back every file byte for byte and names the unverified level.
#   4. The archive dropped into a fresh data folder's My levels is imported when My levels opens; the pack's first
#      level is played from there, and Next level leads to the second.
# Pictures stay in $PACK_SHOTS when it is set (for a person to look at).
# usage: pack_end_to_end_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"

# swatch I: the logical pixel of palette swatch I in the editor's top bar.
swatch() { echo "$(($1 * 14 + 7)) 16"; }
# brush_row X0 X1 Y: hold the left button from cell (X0, Y) to (X1, Y), passing over every cell between (the brush
# paints the cells the pointer passes).
brush_row() {
  local x
  mouse_to $(cell "$1" "$3"); xdotool mousedown 1; sleep 0.1
  for ((x = $1 + 1; x <= $2; x++)); do mouse_to $(cell "$x" "$3"); done
  xdotool mouseup 1; sleep 0.2
}
# shot NAME: the game window's picture as $TMP/NAME.png (and in $PACK_SHOTS when set).
shot() {
  local w
  w=$(window) || fail "no game window"
  import -window "$w" "$TMP/$1.png" || fail "cannot capture $1"
  [ -n "${PACK_SHOTS:-}" ] && mkdir -p "$PACK_SHOTS" && cp "$TMP/$1.png" "$PACK_SHOTS/"
  return 0
}
# level_has FILE PY_EXPR: the level file, loaded as `l`, makes PY_EXPR true.
level_has() {
  python3 -c 'import json,sys
l = json.load(open(sys.argv[1]))
sys.exit(0 if eval(sys.argv[2]) else 1)' "$1" "$2" || fail "$1 does not satisfy $2: $(cat "$1")"
}

body() {
  local work="$TMP/work/tour" archive="$TMP/tour.rcpack"
  local file="$work/climb.json"
  mkdir -p "$work"
  printf '%s\n' '{"format": 1, "name": "Room two", "mode": "ninja", "hint": "Room two: run right.",' \
    ' "tiles": ["##########", "#........#", "#@......E#", "##########"]}' >"$work/two.json"
  echo '{"name": "Tour", "order": ["climb.json", "two.json"]}' >"$work/pack.json"

  # 1. Built with the mouse alone.
  start_game --edit "$file"
  wait_for "^ui: editor open" 60
  click $(swatch 1)                              # '#'
  brush_row 8 14 10; wait_for "^ui: editor 0 errors, no solution replay, 40x17"
  click $(cell 20 8); wait_for "^ui: editor 0 errors"
  click $(cell 21 8); wait_for "^ui: editor 0 errors"
  click $(cell 21 8) 3; wait_for "^ui: editor 0 errors"   # the right button erases
  click $(swatch 6)                              # '^'
  brush_row 5 30 1; wait_for "^ui: editor 0 errors"
  shot editor_built
  # Named in the level panel: a click on the file's name opens it, a click on its first row (name) types into it.
  click 20 5; wait_for "^ui: editor level panel"
  click 360 41; wait_for "^ui: editor inspector row name"
  keys BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
  xdotool type --delay 60 "Climb"; wait_for '^ui: editor field name = "Climb" ok'
  keys Return; wait_for "^ui: editor 0 errors"
  keys ctrl+s; wait_for "^ui: editor saved .*climb.json"
  keys Escape; wait_exit 30
  level_has "$file" 'l["tiles"][10][8:15] == "#######" and l["tiles"][8][20:22] == "#." and l["tiles"][1][5:31] == "^" * 26'
  level_has "$file" 'l["name"] == "Climb"'
  "$RC" --check "$file" >/dev/null || fail "the built level does not pass --check"
  echo "a level built from an empty file with the mouse, and named"

  # 2. Playtested, cleared, its run saved as the solution, and added to My levels.
  start_game --edit "$file"
  wait_for "^ui: editor open .*climb.json" 60
  keys F5; screens "Editor > Play"
  xdotool keydown Right; wait_for "^ui: editor back from playtest complete" 60; xdotool keyup Right
  screens "Editor"
  keys ctrl+r; wait_for "^ui: editor 0 errors, verified"
  shot editor_verified
  keys ctrl+m; wait_for "^ui: editor Added to My levels as .*/data/raycrypt/levels/climb.json, with its solution replay"
  keys Escape; wait_exit 30
  cmp -s "$file" "$TMP/data/raycrypt/levels/climb.json" || fail "Add to My levels did not copy the level"
  cmp -s "$work/climb.replay.json" "$TMP/data/raycrypt/levels/climb.replay.json" ||
    fail "Add to My levels did not copy the solution replay"
  "$RC" --headless --level "$file" --replay "$work/climb.replay.json" | grep -q '"outcome":"complete"' ||
    fail "the saved solution does not complete the level headless"
  echo "playtested, cleared, the solution saved and verified, and added to My levels"

  # 3. Exported to one file, imported into a fresh data folder.
  "$RC" --export-pack "$work" "$archive" >"$TMP/export.txt" 2>&1 || fail "--export-pack failed: $(cat "$TMP/export.txt")"
  grep -q "2 levels, 1 solution replays, pack.json" "$TMP/export.txt" || fail "export: $(cat "$TMP/export.txt")"
  XDG_DATA_HOME="$TMP/fresh" "$RC" --import-pack "$archive" >"$TMP/import.txt" 2>&1
  local code=$?
  [ $code -eq 2 ] || fail "--import-pack exited $code, not 2 (a level is unverified): $(cat "$TMP/import.txt")"
  grep -q "2 levels, 1 verified, 1 unverified, 0 broken" "$TMP/import.txt" || fail "import: $(cat "$TMP/import.txt")"
  grep -q "two.json: unverified: no solution replay" "$TMP/import.txt" || fail "import: $(cat "$TMP/import.txt")"
  for f in climb.json climb.replay.json two.json pack.json; do
    cmp -s "$work/$f" "$TMP/fresh/raycrypt/levels/tour/$f" || fail "$f did not come back byte for byte"
  done
  cat "$TMP/import.txt"

  # 4. Dropped into a fresh data folder's My levels, imported when it opens, and played through to Next level.
  rm -rf "$TMP/data"
  mkdir -p "$TMP/data/raycrypt/levels"
  cp "$archive" "$TMP/data/raycrypt/levels/"
  start_game
  screens "Title"
  keys Down Down Down Return
  wait_for "^ui: my levels imported .*tour.rcpack as the pack \"Tour\"" 60
  wait_for "^ui: my levels 2 levels, 1 verified"; screens "Title > MyLevels"
  [ -f "$TMP/data/raycrypt/levels/tour.rcpack.imported" ] || fail "the dropped archive was not set aside"
  shot my_levels_imported
  keys Down Return; screens "Title > MyLevels > Play"
  xdotool keydown Right
  wait_for "^ui: results 'Climb' next level on, leave to My levels" 60
  xdotool keyup Right
  screens "Title > MyLevels > Play > Results"
  shot results_next_level
  keys Return; screens "Title > MyLevels > Play"
  xdotool keydown Right
  wait_for "^ui: results 'Room two' next level off, leave to My levels" 60
  xdotool keyup Right
  keys Escape; screens "Title > MyLevels"
  echo "the imported pack plays from My levels through to Next level"
}

harness_main "$@"
