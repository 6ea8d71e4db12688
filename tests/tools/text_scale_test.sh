#!/usr/bin/env bash
# text_scale_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY OUT_DIR: every menu screen and the HUD at each text size
# (100, 150, 200 %), in the real game under Xvfb (window_harness.sh). For each size the settings file starts with
# that "textScale" and the photosensitivity notice unseen; the route visits the notice, title, settings (top and
# scrolled to its foot), controls, assist, my levels, mode select, level select, a level's HUD, the pause menu,
# results, the watch screen and a level's hint. The game's UI trace
# reports every text box that leaves the window or its panel or overlaps another text of its screen ("ui: text
# problem ..."); the test fails on any. In the level select the focus moves row by row to the grid's foot and back,
# and the focused level's chapter header must be drawn in every view ("ui: level-select view ..."). Pictures for a
# person: OUT_DIR/text_SIZE_SCREEN.png. TEXT_SIZES="150" runs some sizes only.
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
OUT=$4
source "$(dirname "$0")/window_harness.sh"
CORRIDOR="$SRC/tests/fixtures/levels/gamepad_corridor.json"
LEVELS="Title > ModeSelect > LevelSelect"

# shot NAME: the game window's picture as OUT/text_SIZE_NAME.png.
shot() {
  sleep 0.5
  local w
  w=$(window) || fail "no game window"
  import -window "$w" "$OUT/text_${SIZE}_$1.png" || fail "cannot capture $1"
}

# problems: fail when the trace reported a text problem (all of them in OUT/text_SIZE_problems.txt).
problems() {
  grep "^ui: text problem" "$TMP/game.log" >>"$OUT/text_${SIZE}_problems.txt"
  if grep -q "^ui: text problem" "$TMP/game.log"; then
    echo "FAIL: text problems at $SIZE %:"
    grep "^ui: text problem" "$TMP/game.log" | sort -u | head -40
    return 1
  fi
  return 0
}

# headers_check: every "ui: level-select view focus KEY chapter C headers A B ..." line (one a change of focus or of
# the headers drawn) has the focused level's chapter C among the headers drawn.
headers_check() {
  local lines bad
  lines=$(grep -c "^ui: level-select view " "$TMP/game.log")
  bad=$(grep "^ui: level-select view " "$TMP/game.log" |
        awk '{ c = $7; ok = 0; for (i = 9; i <= NF; i++) if ($i == c) ok = 1; if (!ok) print }')
  echo "level select at $SIZE %: $lines views traced, $(grep -c . <<<"$bad") with the focused chapter's header hidden"
  [ "$lines" -ge 5 ] || { echo "FAIL: the level select traced $lines views (moving the focus traces each)"; return 1; }
  [ -z "$bad" ] || { echo "FAIL: the focused level's chapter header is not drawn:"; echo "$bad" | head -5; return 1; }
  return 0
}

one_size() {
  SIZE=$1
  local scale=$2 status=0
  case " ${TEXT_SIZES:-100 150 200} " in *" $SIZE "*) ;; *) return 0 ;; esac
  rm -f "$OUT/text_${SIZE}_problems.txt"
  mkdir -p "$TMP/config/raycrypt"
  rm -f "$TMP/config/raycrypt/settings.json"
  python3 "$HARNESS_DIR/seed_settings.py" "$RC" "$TMP/config/raycrypt/settings.json" "textScale=$scale" \
    "photosensitivityNoticeSeen=false"
  start_game
  screens "Photosensitivity"; shot notice           # the first start's notice
  keys Return; screens "Title"; shot title
  keys Down Return; screens "Title > Settings"; shot settings
  keys Up Up Up; shot settings_foot                 # the text size row, scrolled into view
  keys Up Return; screens "Title > Settings > Controls"; shot controls
  keys Escape; screens "Title > Settings"
  keys Escape; screens "Title"
  keys Down Return; screens "Title > Assist"; shot assist
  keys Escape; screens "Title"
  keys Down Return; screens "Title > MyLevels"; shot my_levels
  keys Escape; screens "Title"
  keys Up Up Up Return; screens "Title > ModeSelect"; shot mode_select
  keys Return; screens "$LEVELS"; shot level_select
  # Down through the grid, row by row, to its foot and back: the focused level's chapter header stays in sight.
  keys Down Down Down; shot level_select_row4
  keys Down Down Down Down Down Down Down Down Down Down; shot level_select_foot
  keys Up Up Up Up Up Up Up Up Up Up Up Up Up; shot level_select_top
  headers_check || status=1
  keys Escape Escape; screens "Title"
  keys Escape
  wait_exit 30
  problems || status=1
  start_game --level "$CORRIDOR"
  screens "Play"
  sleep 1; shot hud
  keys Escape; screens "Play > Pause"; shot pause
  keys Escape; screens "Play"
  xdotool keydown Right
  wait_for "^ui: screens Play > Results\$" 90
  xdotool keyup Right
  sleep 1.2; shot results
  keys Down Down Return; screens "Play > Results > Watch"
  keys space; sleep 1; shot watch   # paused: the VCR bar shows
  keys Escape; screens "Play > Results"
  keys Escape
  wait_exit 30
  start_game --level "$SRC/levels/ninja/01.json"    # its hint in the caption strip
  screens "Play"
  sleep 1.5; shot hud_hint
  keys Escape; screens "Play > Pause"
  keys Up Return                                    # Quit game
  wait_exit 30
  problems || status=1
  return $status
}

body() {
  mkdir -p "$OUT"
  pad "disconnect"
  local status=0
  one_size 100 1 || status=1
  one_size 150 1.5 || status=1
  one_size 200 2 || status=1
  return $status
}

harness_main "$@"
