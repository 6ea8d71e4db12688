#!/usr/bin/env bash
# The pack commands without a window: --export-pack of a folder with no level, --import-pack of a missing file and of
# archives with a `..` name and a cut-off end exit 1 with a message naming the file (and the line and entry), and write
# nothing; --add-level copies a level with its solution replay, and again under a second name.
# usage: pack_cli_test.sh RAYCRYPT SOURCE_DIR
set -u
RC=$1
SRC=$2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export XDG_DATA_HOME="$TMP/data"

# refused CODE PATTERN CMD...: CMD exits CODE, its stderr matches PATTERN, and the data folder stays empty.
refused() {
  local code=$1 pattern=$2; shift 2
  "$@" >"$TMP/out.txt" 2>"$TMP/err.txt"
  local got=$?
  [ $got -eq "$code" ] || fail "$* exited $got, not $code: $(cat "$TMP/err.txt")"
  grep -q -- "$pattern" "$TMP/err.txt" || fail "$* said: $(cat "$TMP/err.txt")"
  [ -z "$(ls -A "$TMP/data" 2>/dev/null)" ] || fail "$* wrote: $(find "$TMP/data")"
  echo "refused: $(head -2 "$TMP/err.txt" | tail -1)"
}

mkdir -p "$TMP/empty"
refused 1 "empty: no level files to export" "$RC" --export-pack "$TMP/empty" "$TMP/out.rcpack"
[ -e "$TMP/out.rcpack" ] && fail "an export with nothing to export wrote a file"
refused 1 "$TMP/none.rcpack: no such file" "$RC" --import-pack "$TMP/none.rcpack"
printf 'raycrypt-pack 1\nfolder tour\nfile ../evil.json 2\n{}\nend\n' >"$TMP/evil.rcpack"
refused 1 "$TMP/evil.rcpack:3: entry '../evil.json' leads out of the pack's folder" "$RC" --import-pack "$TMP/evil.rcpack"
[ -e "$TMP/data/raycrypt/evil.json" ] || [ -e "$TMP/evil.json" ] && fail "an entry was written outside"
printf 'raycrypt-pack 1\nfolder tour\nfile a.json 90\n{"format": 1' >"$TMP/cut.rcpack"
refused 1 "$TMP/cut.rcpack:3: entry 'a.json': the archive ends after 12 of its 90 bytes" "$RC" --import-pack "$TMP/cut.rcpack"

mkdir -p "$TMP/work"
cp "$SRC/levels/ninja/01.json" "$TMP/work/hall.json"
cp "$SRC/levels/ninja/01.replay.json" "$TMP/work/hall.replay.json"
"$RC" --add-level "$TMP/work/hall.json" | grep -q "as $TMP/data/raycrypt/levels/hall.json, with its solution replay" ||
  fail "--add-level did not add the level"
"$RC" --add-level "$TMP/work/hall.json" | grep -q "as $TMP/data/raycrypt/levels/hall-2.json" ||
  fail "--add-level did not pick a second name"
cmp -s "$TMP/work/hall.replay.json" "$TMP/data/raycrypt/levels/hall-2.replay.json" || fail "the replay was not copied"
echo "ok"
