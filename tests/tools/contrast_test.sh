#!/usr/bin/env bash
# Contrast as a rule: a screenshot of every shipped level (levels/*/*.json, not the .replay.json files or chapters.json) at its
# start, in a real window under Xvfb, and contrast_check.py measures each actor and hazard the rim pass drew (the
# player, robots, emitters, skeletons, bats, liches, spikes, bolts) and each lethal beam against the background
# around it: at least 3:1 in colour and at least 3:1 once the screenshot is greyscale (nothing is told apart by hue
# alone). Then the same level with the high-contrast setting on: plain backgrounds (flat background and walls) and,
# in colour and in greyscale, at least $CONTRAST_HIGH (7:1).
# Bolts fly only once a shooter sees the player: two solution replays are shot mid-flight too (IN_FLIGHT below),
# and each must show a bolt.
# The screenshots stay in $CONTRAST_SHOTS when it is set (for a person to look at; NAME.png and NAME_high.png).
# usage: contrast_test.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
tmp=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$tmp"' EXIT
xserver_start 960x540x24 || exit $?  # one server for every shot; scale 2 (every logical pixel is measured)
shots=${CONTRAST_SHOTS:-$tmp/shots}
high=${CONTRAST_HIGH:-7.0}
mkdir -p "$shots" "$tmp/config/raycrypt" "$tmp/high/raycrypt"
# A complete settings file (seed_settings.py): a partial one would bring a notice banner into every shot.
python3 "$src/tests/tools/seed_settings.py" "$rc" "$tmp/high/raycrypt/settings.json" highContrast=true ||
  { echo "FAIL: high-contrast settings"; exit 1; }

shoot() { # shoot OUT CONFIG_DIR ARGS...
  local out=$1 config=$2 code
  shift 2
  XDG_CONFIG_HOME="$config" XDG_DATA_HOME="$tmp/data" RAYCRYPT_AUDIO=0 \
    "$rc" --screenshot "$out" "$@" 2>"$tmp/stderr"
  code=$?
  [ "$code" -eq 0 ] && [ -s "$out" ] && [ -s "$out.actors.json" ] && return 0
  echo "exit $code: $(tr '\n' ' ' <"$tmp/stderr")"
  return 1
}

status=0
# check NAME ARGS...: NAME.png checked in colour and in greyscale, NAME_high.png (high contrast) in colour with
# plain backgrounds and in greyscale.
check() {
  local name=$1
  shift
  if ! shoot "$shots/$name.png" "$tmp/config" "$@"; then echo "FAIL: no screenshot: $*"; status=1; return 1; fi
  python3 "$src/tests/tools/contrast_check.py" "$shots/$name.png" || status=1
  python3 "$src/tests/tools/contrast_check.py" --grey "$shots/$name.png" || status=1
  if ! shoot "$shots/${name}_high.png" "$tmp/high" "$@"; then
    echo "FAIL: no high-contrast screenshot: $*"
    status=1
    return 1
  fi
  python3 "$src/tests/tools/contrast_check.py" --plain --min "$high" "$shots/${name}_high.png" || status=1
  python3 "$src/tests/tools/contrast_check.py" --grey --min "$high" "$shots/${name}_high.png" || status=1
}

count=0
for level in "$src"/levels/*/*.json; do
  case "$level" in *.replay.json | */chapters.json) continue ;; esac
  count=$((count + 1))
  check "$(basename "$(dirname "$level")")_$(basename "$level" .json)" --level "$level" --frames 30
done

# Bolts in flight: LEVEL FRAMES, its solution replay that many ticks in (a lich's bolt, a robot's bolts).
IN_FLIGHT="crypt/09 300
ninja/09 300"
while read -r level frames; do
  name="$(echo "$level" | tr / _)_bolts"
  check "$name" --level "$src/levels/$level.json" --replay "$src/levels/$level.replay.json" --frames "$frames" ||
    continue
  for shot in "$name.png" "${name}_high.png"; do
    grep -q '"kind": "bolt"' "$shots/$shot.actors.json" ||
      { echo "FAIL: $shot shows no bolt (its replay changed? pick another frame in IN_FLIGHT)"; status=1; }
  done
done <<<"$IN_FLIGHT"
[ "$count" -ge 24 ] || { echo "FAIL: only $count levels found"; status=1; }
[ $status -eq 0 ] && echo "ok: $count levels"
exit $status
