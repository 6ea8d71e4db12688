#!/usr/bin/env bash
# The level editor in the real window under Xvfb, driven with xdotool like an author would: a new level is painted
# with the brush and a rectangle, an edit is undone and redone, an entity is placed and dragged, the level is saved
# in canonical form, playtested from the spawn to the exit (the run becomes its solution replay, and the editor says
# "verified"), autosaved, recovered after a crash, and closing with unsaved changes asks first; then a region is
# copied and pasted, a link dragged from a receiver to a door and a moving laser's path edited point by point.
# usage: editor_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"

# drag_cells X0 Y0 X1 Y1: press the left button on one cell and let go on the other.
drag_cells() {
  mouse_to $(cell "$1" "$2"); xdotool mousedown 1; sleep 0.2
  mouse_to $(cell "$3" "$4"); sleep 0.2; xdotool mouseup 1; sleep 0.2
}
# level_has PY_EXPR: the saved level, loaded as `l`, makes PY_EXPR true.
level_has() {
  python3 -c 'import json,sys
l = json.load(open(sys.argv[1]))
sys.exit(0 if eval(sys.argv[2]) else 1)' "$FILE" "$1" || fail "the saved level does not satisfy $1: $(cat "$FILE")"
  echo "saved level: $1"
}

body() {
  FILE="$TMP/levels/room.json"
  mkdir -p "$TMP/levels"
  start_game --edit "$FILE"
  wait_for "^ui: editor open" 60
  screens "Editor"

  # Brush: '#' is palette key 1. One click paints one cell.
  keys 1; click $(cell 5 5); wait_for "^ui: editor 0 errors, no solution replay, 40x17, 0 entities"
  # Rectangle of spikes (palette 6 is '^'), then undo and redo it.
  keys r 6; drag_cells 10 3 14 5; wait_for "^ui: editor 0 errors"
  keys ctrl+z; wait_for "^ui: editor 0 errors"
  keys ctrl+y; wait_for "^ui: editor 0 errors"
  # An entity: the first type of the schema (a laser), placed, turned 15 degrees up with Q, named in the
  # inspector (a bad x is refused as it is typed), then dragged four cells right with the select tool.
  keys n; click $(cell 20 10); wait_for "^ui: editor 0 errors, .*, 1 entities"
  keys q; wait_for "^ui: editor 0 errors, .*, 1 entities"
  # The id is unset and optional (Tab passes it): a click on its row (the inspector's first line) types into it.
  click 360 41; wait_for "^ui: editor inspector row id"
  xdotool type --delay 60 "gate1"; wait_for '^ui: editor field entities\[0\]\.id = "gate1" ok'
  keys Tab; wait_for "^ui: editor 0 errors"
  xdotool type --delay 60 "abc"; keys Return; wait_for "^ui: editor field refused: "
  keys BackSpace BackSpace BackSpace; wait_for '^ui: editor field entities\[0\]\.x = 20 ok'; keys Escape
  keys v; drag_cells 20 10 24 10; wait_for "^ui: editor 0 errors, .*, 1 entities"
  keys ctrl+d; wait_for "^ui: editor 0 errors, .*, 2 entities"
  keys Delete; wait_for "^ui: editor 0 errors, .*, 1 entities"
  keys ctrl+s; wait_for "^ui: editor saved"
  level_has 'l["tiles"][5][5] == "#"'
  level_has 'all(l["tiles"][y][10:15] == "^^^^^" for y in (3, 4, 5))'
  level_has 'l["entities"] == [{"type": "laser", "id": "gate1", "x": 24, "y": 10, "angle": -15}]'
  "$RC" --format --check "$FILE" || fail "the editor's save is not canonical"

  # Playtest from the spawn: run right to the exit; the run comes back and becomes the solution replay.
  keys F5; screens "Editor > Play"
  sleep 0.5; xdotool keydown Right; wait_for "^ui: editor back from playtest complete" 60; xdotool keyup Right
  screens "Editor"
  keys ctrl+r; wait_for "^ui: editor 0 errors, verified"
  [ -f "$TMP/levels/room.replay.json" ] || fail "no solution replay was written"
  "$RC" --headless --level "$FILE" --replay "$TMP/levels/room.replay.json" | grep -q '"outcome":"complete"' ||
    fail "the saved solution does not complete the level headless"
  echo "playtest run saved as the solution and verified"
  # An edit that blocks the way makes the solution unverified.
  keys b 1; drag_cells 30 15 30 15; wait_for "^ui: editor 0 errors, unverified"
  keys 1; for y in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do click $(cell 30 $y); done
  wait_for "^ui: editor 0 errors, unverified"

  # Autosave to the side file (30 s after the first unsaved edit), then a crash: the next start recovers it.
  wait_for "^ui: editor autosave ok" 60
  [ -f "$FILE.autosave" ] || fail "no autosave side file"
  kill -9 "$GAME_PID"; wait "$GAME_PID" 2>/dev/null; GAME_PID=
  start_game --edit "$FILE"
  wait_for "^ui: editor open .* recovered" 60
  # Closing with unsaved changes asks: Escape keeps editing, D closes without saving.
  keys Escape; sleep 0.3; keys Escape
  kill -0 "$GAME_PID" || fail "the editor closed although Escape was pressed at the prompt"
  keys Escape d
  wait_exit 30
  [ -f "$FILE.autosave" ] && fail "closing without saving kept the side file"
  level_has 'l["tiles"][15][30] == "."'
  echo "autosave, crash recovery and the unsaved-changes prompt work"

  # Regions, links and paths on a prepared level: copy the spikes and paste them elsewhere, drag a link from the
  # receiver to the door, move the moving laser's second path point and add a third with Ctrl+click.
  FILE="$TMP/levels/links.json"
  cat >"$FILE" <<'LEVEL'
{"format": 1, "name": "Links", "mode": "ninja",
 "tiles": ["######################", "#....................#", "#....................#", "#....................#",
           "#..^^^...............#", "#....................#", "#....................#", "#@..................E#",
           "######################"],
 "entities": [{"type": "receiver", "x": 10, "y": 2, "link": "d"}, {"type": "door", "id": "d", "x": 16, "y": 5},
              {"type": "door", "id": "gate", "x": 18, "y": 5},
              {"type": "laser", "x": 4, "y": 1, "angle": 90, "kind": "moving", "path": [[4, 1], [6, 1]]}]}
LEVEL
  start_game --edit "$FILE"
  wait_for "^ui: editor open" 60
  keys v; drag_cells 3 4 5 4; keys ctrl+c; mouse_to $(cell 12 6); keys ctrl+v; wait_for "^ui: editor 0 errors"
  mouse_to $(cell 10 2); xdotool mousedown 3; sleep 0.2; mouse_to $(cell 18 6); sleep 0.2; xdotool mouseup 3
  wait_for "^ui: editor 0 errors"
  click $(cell 4 1); drag_cells 6 1 6 3; wait_for "^ui: editor 0 errors"
  mouse_to $(cell 8 3); xdotool keydown ctrl; xdotool click 1; xdotool keyup ctrl; wait_for "^ui: editor 0 errors"
  keys ctrl+s; wait_for "^ui: editor saved"
  level_has 'l["tiles"][6][12:15] == "^^^" and l["tiles"][4][3:6] == "^^^"'
  level_has 'l["entities"][0]["link"] == "gate"'
  level_has 'l["entities"][3]["path"] == [[4, 1], [6, 3], [8, 3]]'
  keys Escape; wait_exit 30
  echo "region copy and paste, a dragged link and path points edited"

  # From the menus: Title > My levels > New level opens the editor on a new file in the data folder; saved, it is
  # listed (unverified: it has no solution replay yet), and E opens it again.
  start_game
  screens "Title"
  keys Down Down Down Return; wait_for "^ui: my levels 0 levels, 0 verified"; screens "Title > MyLevels"
  keys Return; screens "Title > MyLevels > Editor"
  keys ctrl+s; wait_for "^ui: editor saved .*/raycrypt/levels/level-1.json"
  keys Escape; wait_for "^ui: my levels 1 levels, 0 verified"; screens "Title > MyLevels"
  keys Down e; screens "Title > MyLevels > Editor"
  keys Escape; screens "Title > MyLevels"
  keys Escape; screens "Title"
  echo "My levels creates, lists and edits the player's levels"

  # E on the level select opens the focused level's file; closing it unchanged writes nothing.
  keys Up Up Up Return; screens "Title > ModeSelect"
  keys Return; screens "Title > ModeSelect > LevelSelect"
  before=$(sha1sum "$SRC/levels/ninja/01.json")
  keys e; wait_for "^ui: editor open .*levels/ninja/01.json"; screens "Title > ModeSelect > LevelSelect > Editor"
  keys Escape; screens "Title > ModeSelect > LevelSelect"
  [ "$(sha1sum "$SRC/levels/ninja/01.json")" = "$before" ] || fail "closing the editor unchanged wrote the level"
  echo "the level select edits a level's file"
}

harness_main "$@"
