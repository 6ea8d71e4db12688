#!/usr/bin/env bash
# The editor's panels in the real window under Xvfb, with the mouse: a click on an inspector row types into it, a
# long path is shown whole, a click on the file's name opens the level panel where the level is named, the palette
# names the kind under the pointer and a click takes it, F1 lists the tool's keys, and a save over a level its
# solution replay does not complete asks whether to keep the replay (D drops it); then a gamepad alone moves the
# cursor, picks tiles on the shoulders, paints with A and playtests with Start.
# Pictures stay in $EDITOR_SHOTS when it is set (for a person to look at).
# usage: editor_panels_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"

# row N: the logical pixel of the inspector's Nth line (the panel's left edge at 330, its first line at 37, 9 px each).
row() { echo "360 $((37 + $1 * 9 + 4))"; }
# shot NAME: the window's picture, kept in $EDITOR_SHOTS when set; taken once the frame after `wait_for` is drawn.
shot() {
  [ -n "${EDITOR_SHOTS:-}" ] || return 0
  mkdir -p "$EDITOR_SHOTS"
  sleep 0.5
  import -window "$(window)" "$EDITOR_SHOTS/$1.png" || fail "cannot capture $1"
}
level_has() {
  python3 -c 'import json,sys
l = json.load(open(sys.argv[1]))
sys.exit(0 if eval(sys.argv[2]) else 1)' "$FILE" "$1" || fail "the saved level does not satisfy $1: $(cat "$FILE")"
  echo "saved level: $1"
}

body() {
  FILE="$TMP/links.json"
  cat >"$FILE" <<'LEVEL'
{"format": 1, "name": "Links", "mode": "ninja",
 "tiles": ["######################", "#....................#", "#....................#", "#....................#",
           "#..^^^...............#", "#....................#", "#....................#", "#@..................E#",
           "######################"],
 "entities": [{"type": "receiver", "x": 10, "y": 2, "link": "d"}, {"type": "door", "id": "d", "x": 16, "y": 5},
              {"type": "door", "id": "gate", "x": 18, "y": 5},
              {"type": "laser", "x": 4, "y": 1, "angle": 90, "kind": "moving",
               "path": [[4, 1], [6, 1], [8, 2], [10, 3], [12, 4], [14, 5]]}]}
LEVEL
  start_game --edit "$FILE"
  wait_for "^ui: editor open" 60
  # The laser's inspector: rows id x y angle kind speed ...; a click on "speed" (line 5) types into it.
  keys v; click $(cell 4 1); wait_for "^ui: editor tool select"
  click $(row 5); wait_for "^ui: editor inspector row speed"
  xdotool type --delay 60 "3"; wait_for '^ui: editor field entities\[3\]\.speed = 3 ok'
  keys Return; wait_for "^ui: editor 0 errors"
  shot inspector
  # The level panel from the file's name: the name typed, the par clicked and typed.
  click 20 5; wait_for "^ui: editor level panel"
  click $(row 0); wait_for "^ui: editor inspector row name"
  keys BackSpace BackSpace BackSpace BackSpace BackSpace
  xdotool type --delay 60 "Mirror hall"; wait_for '^ui: editor field name = "Mirror hall" ok'
  click $(row 3); wait_for "^ui: editor inspector row par"
  xdotool type --delay 60 "15"; wait_for '^ui: editor field par = 15 ok'
  keys Return; wait_for "^ui: editor 0 errors"
  shot level_panel
  # The palette: the mirror's icon (after 16 tiles and a gap: column 18) names itself under the pointer; a click
  # takes it and a click on the map places one.
  mouse_to $((18 * 14 + 7)) 16; shot palette_hover
  click $((18 * 14 + 7)) 16; wait_for "^ui: editor palette mirror"
  click $(cell 12 6); wait_for "^ui: editor 0 errors, .*, 5 entities"
  keys F1; shot help_entity
  keys Escape; keys v F1; shot help_select; keys F1
  keys ctrl+s; wait_for "^ui: editor saved"
  level_has 'l["name"] == "Mirror hall" and l["par"] == 15'
  level_has 'l["entities"][3]["speed"] == 3 and l["entities"][4]["type"] == "mirror"'
  keys Escape; wait_exit 30
  echo "inspector rows, the level panel, the palette and F1 work with the mouse"

  # A shipped level with its solution, spikes painted where the run goes: the top bar says where it stops, and the
  # save asks about the replay; D drops it.
  mkdir -p "$TMP/own"
  FILE="$TMP/own/first.json"
  cp "$SRC/levels/ninja/01.json" "$FILE"; cp "$SRC/levels/ninja/01.replay.json" "$TMP/own/first.replay.json"
  start_game --edit "$FILE"
  wait_for "^ui: editor 0 errors, verified" 60
  keys 6 b; for x in 3 4 5 6 7 8; do click $(cell $x 14); done
  wait_for "^ui: editor unverified: the solution stops at tick [0-9]+ \(.* s\) at \(.*\): killed by spikes"
  shot unverified
  keys ctrl+s; wait_for "^ui: editor asks about the solution replay: the solution stops"
  shot solution_prompt
  [ -f "$TMP/own/first.replay.json" ] || fail "the save removed the replay before it was asked"
  keys d; wait_for "^ui: editor dropped the solution replay"
  [ -f "$TMP/own/first.replay.json" ] && fail "D did not drop the solution replay"
  keys Escape; wait_exit 30
  echo "an unverified level says why, and a save asks to keep or drop the replay"

  # A gamepad alone: the stick brings the cursor into the map and moves it, RB and LB pick the tile, A paints where
  # the cursor is, Start playtests (F5 comes back), and once saved Back closes.
  FILE="$TMP/pad.json"
  start_game --edit "$FILE"
  wait_for "^ui: editor open" 60
  # Held left, the cursor stops at the map's left edge (cell -1); a short push right brings it into the first cells
  # of the level, wherever it started.
  pad "axis X -100"; wait_for "^ui: editor pad cursor -1," 60
  pad "axis X 0" "axis X 100" "wait 150" "axis X 0"; wait_for "^ui: editor pad cursor [0-9]"
  pad_tap 5; wait_for "^ui: editor pad tool brush M"
  pad_tap 4; wait_for "^ui: editor pad tool brush #"
  pad_tap 5; wait_for "^ui: editor pad tool brush M"
  pad_tap 0; wait_for "^ui: editor pad A at "
  at=$(grep -o "ui: editor pad A at [0-9-]*,[0-9-]*" "$TMP/game.log" | tail -1 | grep -o "[0-9-]*,[0-9-]*")
  wait_for "^ui: editor 0 errors, no solution replay, 40x17"
  pad_tap 7; screens "Editor > Play"
  keys F5; screens "Editor"
  keys ctrl+s; wait_for "^ui: editor saved"
  level_has "l['tiles'][${at#*,}][${at%,*}] == 'M'"
  pad_tap 6; wait_for "^ui: editor closed" 30
  wait_exit 30
  echo "the gamepad moves the cursor, picks tiles, paints and playtests"
}

harness_main "$@"
