#!/usr/bin/env bash
# A My levels pack in the real window under Xvfb: after a level of the pack is cleared, Next level plays the level
# that follows it in pack.json's order (and is off after the last one), and leaving from the results screen or the
# pause menu goes back to My levels; from a campaign level, the pause menu's Level select still opens the level
# select. An archive dropped into My levels' folder with a `..` name is not imported: its error is listed, and
# nothing is written.
# Pictures stay in $PACK_SHOTS when it is set (for a person to look at).
# usage: my_levels_packs_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"

# room NAME: a level whose exit is straight to the right of the spawn, with its name in its hint.
room() {
  printf '{"format": 1, "name": "%s", "mode": "ninja", "hint": "%s: run right.",\n' "$1" "$1"
  printf ' "tiles": ["##########", "#........#", "#@......E#", "##########"]}\n'
}

# clear_level NAME NEXT: hold Right until the results screen of NAME says whether Next level is on (NEXT: on, off).
clear_level() {
  xdotool keydown Right
  wait_for "^ui: results '$1' next level $2, leave to My levels" 60
  xdotool keyup Right
  screens "Title > MyLevels > Play > Results"
}

# shot NAME: the game window's picture, kept in $PACK_SHOTS when it is set.
shot() {
  [ -n "${PACK_SHOTS:-}" ] || return 0
  local w
  w=$(window) || fail "no game window"
  mkdir -p "$PACK_SHOTS" && import -window "$w" "$PACK_SHOTS/$1.png" || fail "cannot capture $1"
}

body() {
  local pack="$TMP/data/raycrypt/levels/tour"
  mkdir -p "$pack"
  room "Room A" >"$pack/a.json"
  room "Room B" >"$pack/b.json"
  room "Room C" >"$pack/c.json"
  # The order is not the files' order: B, then A, then C.
  echo '{"name": "Tour", "order": ["b.json", "a.json", "c.json"]}' >"$pack/pack.json"
  "$RC" --check "$pack" >/dev/null || fail "the pack's levels do not pass --check"
  printf 'raycrypt-pack 1\nfolder evil\nfile ../evil.json 2\n{}\nend\n' >"$TMP/data/raycrypt/levels/bad.rcpack"

  start_game
  screens "Title"
  keys Down Down Down Return
  wait_for "^ui: my levels cannot import .*/bad.rcpack \(nothing was written\)"
  wait_for "^ui: my levels   .*/bad.rcpack:3: entry '../evil.json' leads out of the pack's folder"
  wait_for "^ui: my levels 3 levels, 0 verified"; screens "Title > MyLevels"
  [ "$(ls "$TMP/data/raycrypt/levels")" = "$(printf 'bad.rcpack\ntour')" ] || fail "the bad archive wrote something"
  [ -e "$TMP/data/raycrypt/evil.json" ] && fail "the bad archive wrote outside the levels folder"
  # The bad archive's error is a row under New level; the next row is the pack's first level: B.
  keys Down; shot my_levels_bad_archive
  keys Down; shot my_levels_unverified
  keys Return; screens "Title > MyLevels > Play"
  clear_level "Room B" on
  keys Return; screens "Title > MyLevels > Play"
  clear_level "Room A" on
  keys Return; screens "Title > MyLevels > Play"
  clear_level "Room C" off
  echo "Next level follows pack.json's order and is off after the pack's last level"
  # The results screen's last row (Esc) goes back to My levels.
  keys Escape; screens "Title > MyLevels"
  echo "the results screen leaves to My levels"

  # The pause menu's third row goes back to My levels too.
  keys Return; screens "Title > MyLevels > Play"
  keys Escape; screens "Title > MyLevels > Play > Pause"
  keys Down Down Return; screens "Title > MyLevels"
  echo "the pause menu leaves to My levels"

  # A campaign level's pause menu still opens the level select.
  keys Escape; screens "Title"
  keys Up Up Up Return; screens "Title > ModeSelect"
  keys Return; screens "Title > ModeSelect > LevelSelect"
  keys Return; screens "Title > ModeSelect > LevelSelect > Play"
  keys Escape; screens "Title > ModeSelect > LevelSelect > Play > Pause"
  keys Down Down Return; screens "Title > ModeSelect > LevelSelect"
  echo "a campaign level's pause menu leaves to the level select"
}

harness_main "$@"
