#!/usr/bin/env bash
# Broken save files never stop the game: it starts with defaults and says so in ONE line per problem.
#   1. the data directory cannot exist (XDG_DATA_HOME is a regular file): one line about progress, the game runs;
#   2. a corrupt settings.json: moved aside to settings.json.YYYYMMDD-HHMMSS.bak (content kept), one line; the next
#      start is silent;
#   3. an unreadable progress.json (a directory in its place): one line, and it is left exactly as it was.
# usage: save_errors.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
# Under AddressSanitizer, the GL driver (Mesa, dlopen'ed and closed again) leaks a few bytes LeakSanitizer cannot
# even name: leak checking is off for these windowed runs; every other check stays on.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
dir=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$dir"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every run
level="$src/tests/fixtures/levels/screenshot_ninja.json"
status=0

run() { # run CONFIG DATA -> stderr in $dir/err, exit code in $code
  XDG_CONFIG_HOME="$1" XDG_DATA_HOME="$2" RAYCRYPT_AUDIO=0 \
    "$rc" --screenshot "$dir/shot.png" --level "$level" --frames 3 2>"$dir/err"
  code=$?
}
expect() { # expect PATTERN COUNT WHAT
  local n
  n=$(grep -c -- "$1" "$dir/err")
  if [ "$code" -ne 0 ] || [ "$n" -ne "$2" ]; then
    echo "FAIL: $3: exit $code, $n lines matching '$1' (want $2):"; cat "$dir/err"; status=1
  else
    echo "ok: $3: $(grep -- "$1" "$dir/err" | head -1)"
  fi
}

echo "I am a file" >"$dir/afile"
run "$dir/config1" "$dir/afile"
expect "progress" 1 "data directory is a file"
[ "$(cat "$dir/afile")" = "I am a file" ] || { echo "FAIL: the file in the way was changed"; status=1; }

mkdir -p "$dir/config2/raycrypt"
printf '{"format": 1, "musicVolume": 0.' >"$dir/config2/raycrypt/settings.json"
run "$dir/config2" "$dir/data2"
expect "settings\.json\.[0-9]\{8\}-[0-9]\{6\}\.bak" 1 "corrupt settings"
[ "$(cat "$dir"/config2/raycrypt/settings.json.*.bak)" = '{"format": 1, "musicVolume": 0.' ] || { echo "FAIL: the moved-aside copy does not hold the corrupt file"; status=1; }
run "$dir/config2" "$dir/data2"
expect "raycrypt:" 0 "the next start is silent"

mkdir -p "$dir/data3/raycrypt/progress.json/inside"
run "$dir/config3" "$dir/data3"
expect "progress.json" 1 "unreadable progress"
[ -d "$dir/data3/raycrypt/progress.json/inside" ] || { echo "FAIL: the unreadable progress was touched"; status=1; }
[ $status -eq 0 ] && echo "ok"
exit $status
