#!/usr/bin/env bash
# The level select shows verified times only, in the real window under Xvfb: the player's data holds two records of
# the first ninja level, an honest one (its solution replay, claiming the ticks it really takes) and a forged one
# (the same replay claiming a second less). Opening the level select (keyboard: title -> Play -> the ninja card)
# shows the honest time and not the forged one, as its trace says ("ui: level-select KEY best TIME").
# It shows the mode's chapters (levels/ninja/chapters.json) in order, each with its cleared count
# ("ui: level-select chapter N NAME cleared K/COUNT"); Down moves to the next row, which after the first chapter's row
# is the same column of the second chapter, and the mouse focuses the cell under it ("ui: level-select focus KEY chapter
# N"). Pictures of it at 1600x900 and 1280x720 go to SHOTS_DIR when given.
# usage: level_select_records_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY [SHOTS_DIR]
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
SHOTS=${4:-}
source "$(dirname "$0")/window_harness.sh"
LEVEL="$SRC/levels/ninja/01.json"
REPLAY="$SRC/levels/ninja/01.replay.json"

body() {
  local summary ticks folder
  summary=$(RAYCRYPT_AUDIO=0 "$RC" --headless --level "$LEVEL" --replay "$REPLAY") || fail "the solution does not play"
  ticks=$(python3 -c 'import json, sys; s = json.loads(sys.argv[1]); assert s["outcome"] == "complete"; print(s["ticks"])' \
    "$summary") || fail "the solution does not complete: $summary"
  folder="$TMP/data/raycrypt/records/ninja/01"
  mkdir -p "$folder"
  # record CLAIM FILE: the solution replay as a record claiming CLAIM ticks, carrying the level file's hash as every
  # record does (levelHashOf: 64-bit FNV-1a over the file's bytes from the engine's offset, as 16 hex digits).
  record() {
    python3 - "$REPLAY" "$1" "$2" "$LEVEL" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
h = 1469598103934665603
for b in open(sys.argv[4], "rb").read():
    h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
r["level"] = "ninja/01.json"
r["levelHash"] = "%016x" % h
r["result"] = {"outcome": "complete", "ticks": int(sys.argv[2])}
json.dump(r, open(sys.argv[3], "w"), indent=1)
PY
  }
  record "$ticks" "$folder/$(printf %08d "$ticks")-1.replay.json"
  record $((ticks - 120)) "$folder/$(printf %08d $((ticks - 120)))-2.replay.json"
  # The times as the level select writes them (formatTime: m:ss.cc).
  fmt() { python3 -c 'import math, sys; cs = math.floor(int(sys.argv[1]) / 120 * 100 + 1e-6); print("%d:%02d.%02d" % (cs // 6000, cs // 100 % 60, cs % 100))' "$1"; }
  local honest forged line
  honest=$(fmt "$ticks"); forged=$(fmt $((ticks - 120)))
  echo "honest record: $ticks ticks ($honest); forged claim: $((ticks - 120)) ticks ($forged)"
  start_game
  screens "Title"
  keys Return; screens "Title > ModeSelect"
  keys Return
  wait_for "^ui: level-select ninja/01.json best " 60
  screens "Title > ModeSelect > LevelSelect"
  line=$(grep -m1 "^ui: level-select ninja/01.json best " "$TMP/game.log")
  echo "$line"
  [ "$line" = "ui: level-select ninja/01.json best $honest" ] || fail "the level select does not show the honest time $honest"
  ! grep -q "best $forged\$" "$TMP/game.log" || fail "the level select shows the forged time $forged"
  # Both files are still there: the level select checks records, it never moves or deletes them.
  [ "$(ls "$folder" | wc -l)" -eq 2 ] || fail "the records folder changed: $(ls "$folder")"
  # The chapters, in the file's order, none cleared yet; and the second level of the first two.
  local expected first second
  expected=$(python3 -c 'import json, sys
for i, c in enumerate(json.load(open(sys.argv[1]))["chapters"]):
    print("ui: level-select chapter %d %s cleared 0/%d" % (i + 1, c["name"], len(c["levels"])))' \
    "$SRC/levels/ninja/chapters.json") || fail "cannot read levels/ninja/chapters.json"
  [ "$(grep "^ui: level-select chapter " "$TMP/game.log")" = "$expected" ] ||
    fail "the level select's chapters are not the file's: $(grep "^ui: level-select chapter " "$TMP/game.log")"
  first=$(python3 -c 'import json, sys; c = json.load(open(sys.argv[1]))["chapters"]; print(c[0]["levels"][1])' \
    "$SRC/levels/ninja/chapters.json")
  second=$(python3 -c 'import json, sys; c = json.load(open(sys.argv[1]))["chapters"]; print(c[1]["levels"][1])' \
    "$SRC/levels/ninja/chapters.json")
  shoot() { # shoot NAME WIDTH HEIGHT: the window at that size, into SHOTS
    [ -n "$SHOTS" ] || return 0
    local w; w=$(window) || fail "no game window"
    xdotool windowmove "$w" 0 0; xdotool windowsize "$w" "$2" "$3"; sleep 1
    mkdir -p "$SHOTS"; import -window "$w" "$SHOTS/level_select_$1_$2x$3.png" || fail "cannot capture $1"
  }
  # The mouse: the centre of the second cell of the first chapter's row (under the chapter's header). The grid is
  # game/app/screens/level_select.cpp's: as many columns as the longest chapter has levels (at most 6), cards of
  # min(120, (456 - 6 (columns - 1)) / columns) logical px with 6 px between them, centred on the 480 px screen.
  x=$(python3 -c 'import json, sys
cols = min(6, max(len(c["levels"]) for c in json.load(open(sys.argv[1]))["chapters"]))
card = min(120.0, (456 - 6 * (cols - 1)) / cols)
x0 = round((480 - (cols * card + 6 * (cols - 1))) / 2)
print(int(x0 + card + 6 + card / 2))' "$SRC/levels/ninja/chapters.json")
  mouse_to "$x" 86
  wait_for "^ui: level-select focus ninja/$first chapter 1\$" 30
  shoot chapter1 1600 900
  keys Down; wait_for "^ui: level-select focus ninja/$second chapter 2\$" 30
  shoot chapter2 1280 720
  keys Down Down; sleep 0.3
  shoot chapter4 1600 900
  keys Escape Escape Escape
}

harness_main "$@"
