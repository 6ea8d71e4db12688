#!/usr/bin/env bash
# The editor on a broken level file and the debug overlay in a playtest, in the real window under Xvfb:
#   1. `--edit` of a shipped level with one entity line broken (not JSON) opens what could be read, and
#      `--screenshot` shows the file's located syntax error in the bottom bar; closing without saving (D at the
#      prompt) leaves the file's bytes as they were, with no side files; Ctrl+S writes the readable level and keeps
#      the file as it was beside it as FILE.broken.
#   2. Valid JSON with a wrong value opens as it is, with --check's error.
#   3. In a playtest (F5) F3 shows the debug overlay (its rays' pure cyan and the collider's pure green appear in
#      the window's picture), F3 hides it, F5 goes back to the editor, and the undo history from before the
#      playtest still undoes.
# Pictures stay in $EDITOR_SHOTS when it is set (for a person to look at).
# usage: editor_salvage_debug_test.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"

# shot NAME: the game window's picture as $TMP/NAME.png (and in $EDITOR_SHOTS when set).
shot() {
  sleep 0.6
  local w
  w=$(window) || fail "no game window"
  import -window "$w" "$TMP/$1.png" || fail "cannot capture $1"
  keep "$TMP/$1.png"
}
keep() { [ -n "${EDITOR_SHOTS:-}" ] && mkdir -p "$EDITOR_SHOTS" && cp "$1" "$EDITOR_SHOTS/"; return 0; }

# overlay_pixels PNG: how many pixels have the overlay's pure cyan (controller rays) or pure green (colliders).
overlay_pixels() {
  python3 - "$SRC/tests/tools" "$1" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from screenshot_check import read_png
w, h, rows = read_png(sys.argv[2])
cyan = lambda p: p[0] < 20 and p[1] > 150 and abs(p[1] - p[2]) <= 6
green = lambda p: p[0] < 20 and p[1] > 150 and p[2] < 20
print(sum(1 for row in rows for p in row if cyan(p) or green(p)))
PY
}

body() {
  mkdir -p "$TMP/levels"
  FILE="$TMP/levels/relay.json"
  # Relay with its first mirror's closing brace gone: line 29 is not JSON any more.
  sed '29s/},$/,/' "$SRC/levels/ninja/13.json" >"$FILE"
  grep -q '"mirror", "x": 20, "y": 2, "angle": 45,$' "$FILE" || fail "the broken line is not where the test expects it"
  before=$(sha1sum <"$FILE")

  start_game --edit "$FILE" --screenshot "$TMP/broken.png" --frames 20
  wait_exit 60
  grep -Eq "^ui: editor salvaged 17 rows, 5 entities: .*relay.json:(29|30):" "$TMP/game.log" ||
    fail "the readable parts were not opened with the located error"
  keep "$TMP/broken.png"
  [ "$(sha1sum <"$FILE")" = "$before" ] || fail "opening the broken file wrote it"
  echo "a broken file opens with what could be read and its error"

  start_game --edit "$FILE"
  wait_for "^ui: editor salvaged"
  wait_for "^ui: editor 2 errors, no solution replay, 32x17, 5 entities"
  keys Escape; sleep 0.3; keys d
  wait_exit 30
  [ "$(sha1sum <"$FILE")" = "$before" ] || fail "closing without saving wrote the broken file"
  ls "$FILE".* 2>/dev/null && fail "closing without saving left side files"
  echo "closing without saving leaves the broken file as it was"

  start_game --edit "$FILE"
  wait_for "^ui: editor salvaged"
  keys ctrl+s; wait_for "^ui: editor saved"
  [ "$(sha1sum <"$FILE.broken")" = "$before" ] || fail "the file as it was is not kept as FILE.broken"
  "$RC" --check "$FILE" >/dev/null || fail "the saved level does not pass --check"
  "$RC" --format --check "$FILE" || fail "the saved level is not canonical"
  keys Escape; wait_exit 30
  echo "saving writes the readable level and keeps the broken file as FILE.broken"

  # Valid JSON with a value out of range opens as it is (nothing salvaged), with --check's error marked.
  BAD="$TMP/levels/angle.json"
  sed 's/"angle": 0, "kind": "pulsing"/"angle": 999, "kind": "pulsing"/' "$SRC/levels/ninja/13.json" >"$BAD"
  start_game --edit "$BAD" --screenshot "$TMP/schema_error.png" --frames 20
  wait_exit 60
  keep "$TMP/schema_error.png"
  grep -Eq "^ui: editor [1-9][0-9]* errors, unverified \(the level has errors\), 32x17, 6 entities" "$TMP/game.log" ||
    fail "a level with a wrong value did not open with its error"
  grep -q "salvaged" "$TMP/game.log" && fail "valid JSON was salvaged instead of opened"
  echo "valid JSON with a wrong value opens as it is, with its error"

  # The debug overlay in a playtest, and the undo history across it.
  cp "$SRC/levels/ninja/13.json" "$TMP/levels/playtest.json"
  start_game --edit "$TMP/levels/playtest.json"
  wait_for "^ui: editor open"
  keys alt+Right; wait_for "^ui: editor 0 errors, .*, 33x17, 6 entities"
  keys F5; screens "Editor > Play"
  shot playtest_plain
  keys F3; wait_for "^ui: debug overlay on"
  shot playtest_overlay
  plain=$(overlay_pixels "$TMP/playtest_plain.png"); overlay=$(overlay_pixels "$TMP/playtest_overlay.png")
  echo "overlay colours: $overlay pixels with F3, $plain without"
  [ "$overlay" -ge 30 ] && [ $((plain * 4)) -lt "$overlay" ] || fail "F3 in a playtest does not show the overlay"
  keys F3; wait_for "^ui: debug overlay off"
  keys F5; wait_for "^ui: editor back from playtest"; screens "Editor"
  keys ctrl+z; wait_for "^ui: editor 0 errors, .*, 32x17, 6 entities"
  keys ctrl+y; wait_for "^ui: editor 0 errors, .*, 33x17, 6 entities"
  echo "F3 shows the debug overlay in a playtest, and the undo history is intact after it"
  keys Escape; sleep 0.3; keys d; wait_exit 30
}

harness_main "$@"
