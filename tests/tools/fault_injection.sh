#!/usr/bin/env bash
# Fault injection: with an unwritable save directory, a full disk, a missing assets directory, a
# missing font or no audio device, the REAL game still starts, explains the problem in ONE line naming it, and loses
# no progress saved before. Each CASE runs the windowed game under Xvfb in two ways:
#   shot  `raycrypt --screenshot` of a level (writes nothing): exit 0, the lines printed, the image not blank;
#   play  a real play session (`raycrypt --level`, no replay) of a level whose exit the player falls into at tick 19,
#         so the game records the completion and SAVES progress; `--record` marks the moment (its file appears, and
#         its "recorded N ticks" line is not counted); then SIGTERM, which the game handles like closing the window
#         (it saves progress once more on the way out): exit 0, the lines printed over both save attempts.
# Before each step the saves hold an earlier record ("ninja/00_earlier.json") and complete settings (every field,
# seed_settings.py) with musicVolume 0.3;
# afterwards they are byte-identical, or (once the fault is gone) progress.json holds that record unchanged plus the
# new one.
#   save-dir   a. XDG_CONFIG_HOME / XDG_DATA_HOME below a regular file (ENOTDIR: even root cannot write there);
#              a2. no home directory at all (HOME and the XDG variables unset);
#              b. existing, readable saves on a READ-ONLY mount (EROFS: even root cannot write there), then the same
#                 mount made writable again: progress is updated correctly.
#   disk-full  saves on a small tmpfs filled to the last block: the completion save fails with ENOSPC, said once;
#              the old progress.json is intact, no temporary is left; after freeing space the save works.
#   assets     RAYCRYPT_DATA with levels/ but no assets/: flat shapes, one line naming the missing atlas; play saves.
#   font       an atlas without its pixel font: one line, text in DejaVu Sans; then DejaVu Sans hidden too (an empty
#              tmpfs over its directory): one line, no text, and the game still runs.
#   audio      ALSA forced with a card that does not exist (OpenAL's probe fails, and alsa-lib's own eight error lines
#              must not leak): one line; no ALSA/PulseAudio/PipeWire at all: one line; RAYCRYPT_AUDIO=0: silence.
# Mounts happen in a private mount namespace (unshare -m as root, unshare -rm as a user): nothing outside the test
# sees them, and they vanish with it. Where no namespace can be made, the mount steps are skipped (exit 77) after the
# others pass; as a non-root user the read-only step falls back to chmod.
# usage: fault_injection.sh RAYCRYPT SOURCE_DIR CASE
set -u
rc=$1
src=$2
case_=$3
[ -x "$rc" ] || { echo "no executable $rc"; exit 1; }

# Re-run inside a private mount namespace for the cases that mount (once; RAYCRYPT_FAULT_NS marks the inner run).
if [ "${RAYCRYPT_FAULT_NS:-}" = "" ] && [ "$case_" != assets ] && [ "$case_" != audio ]; then
  for ns in "unshare -m --propagation private" "unshare -r -m --propagation private"; do
    if $ns true 2>/dev/null; then RAYCRYPT_FAULT_NS=1 exec $ns bash "$0" "$@"; fi
  done
  export RAYCRYPT_FAULT_NS=none
fi

# Under AddressSanitizer, Mesa's GL driver leaks a few bytes LeakSanitizer cannot name: no leak checks here.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
t=$(mktemp -d)
# Mesa's shader cache goes here (in a user namespace it would try /root/.cache and say so on stderr).
export XDG_CACHE_HOME=$t/cache
mounts=()
source "$src/tests/tools/xserver.sh"
cleanup() {
  xserver_stop
  for m in "${mounts[@]}"; do umount "$m" 2>/dev/null; done
  chmod -R u+w "$t" 2>/dev/null
  rm -rf "$t"
}
trap cleanup EXIT
xserver_start 1600x900x24 || exit $?  # one server for every run of the case
status=0
skipped=""
fail() { echo "FAIL: $*"; status=1; }
ok() { echo "ok: $*"; }

# The data root the game is pointed at (RAYCRYPT_DATA): the real assets, and one level whose exit is right below
# the spawn (the player falls into it at tick 19 with no input).
data=$t/data
mkdir -p "$data/levels/ninja"
ln -s "$src/assets" "$data/assets"
cat >"$data/levels/ninja/01.json" <<'EOF'
{
  "format": 1,
  "name": "Fault Drop",
  "mode": "ninja",
  "par": 5,
  "tiles": [
    "#######",
    "#..@..#",
    "#.....#",
    "#..E..#",
    "#######"
  ],
  "entities": []
}
EOF
drop=$data/levels/ninja/01.json
shotlevel=$src/tests/fixtures/levels/screenshot_ninja.json
earlier='{"completed": true, "best": 12.5, "bestDeaths": 1, "deaths": 4, "completions": 2, "medal": "silver", "collectible": false}'

# seed CONFIG DATA: earlier saves (kept as CONFIG.orig / DATA.orig for byte comparisons).
seed() {
  mkdir -p "$1/raycrypt" "$2/raycrypt"
  python3 "$src/tests/tools/seed_settings.py" "$rc" "$1/raycrypt/settings.json" musicVolume=0.3 vsync=false ||
    fail "cannot write the seed settings"
  printf '{"format": 2, "levels": {"ninja/00_earlier.json": %s}}\n' "$earlier" >"$2/raycrypt/progress.json"
  cp "$1/raycrypt/settings.json" "$t/settings.orig"
  cp "$2/raycrypt/progress.json" "$t/progress.orig"
}
# intact CONFIG DATA WHAT: both saves byte-identical to the seeds, no temporary left.
intact() {
  local bad=0
  cmp -s "$1/raycrypt/settings.json" "$t/settings.orig" || { fail "$3: settings.json changed"; bad=1; }
  cmp -s "$2/raycrypt/progress.json" "$t/progress.orig" || { fail "$3: progress.json changed"; bad=1; }
  ls "$1/raycrypt" "$2/raycrypt" | grep -q '\.tmp$' && { fail "$3: a temporary file was left behind"; bad=1; }
  [ $bad -eq 0 ] && ok "$3: settings.json and progress.json byte-identical, no temporary left"
}
# updated DATA WHAT: progress.json = the earlier record unchanged + the completed fault level.
updated() {
  python3 - "$1/raycrypt/progress.json" "$earlier" <<'EOF' && ok "$2: progress.json keeps the earlier record and adds the new one" || fail "$2: progress not updated correctly"
import json, sys
levels = json.load(open(sys.argv[1]))["levels"]
earlier = json.loads(sys.argv[2])
assert set(levels) == {"ninja/00_earlier.json", "ninja/01.json"}, sorted(levels)
assert {k: levels["ninja/00_earlier.json"][k] for k in earlier} == earlier, levels["ninja/00_earlier.json"]
assert levels["ninja/01.json"]["completed"] and levels["ninja/01.json"]["completions"] == 1, levels["ninja/01.json"]
EOF
}

# xrun NAME ARGS...: run ARGS in the X server with output in $t/NAME.out (stdout + stderr), exit in $code.
xrun() {
  local name=$1
  shift
  timeout 300 "$@" >"$t/$name.out" 2>&1
  code=$?
}
# shot NAME ENV...: a --screenshot run of the fixture level with that environment; the image must not be blank.
shot() {
  local name=$1
  shift
  rm -f "$t/$name.png"
  xrun "$name" env "$@" "$rc" --screenshot "$t/$name.png" --level "$shotlevel" --frames 20
  if [ "$code" -ne 0 ]; then fail "$name: exit $code"; cat "$t/$name.out"; return; fi
  python3 "$src/tests/tools/screenshot_check.py" "$t/$name.png" --size 1440 810 >"$t/$name.check" ||
    { fail "$name: $(tail -1 "$t/$name.check")"; return; }
  ok "$name: exit 0, $(head -1 "$t/$name.check")"
}
# play NAME ENV...: play the drop level until it is complete (the --record file appears), then SIGTERM: exit 0.
play() {
  local name=$1
  shift
  rm -f "$t/rec.json"
  cat >"$t/play.sh" <<'EOF'
"$@" &
pid=$!
for _ in $(seq 1 1200); do [ -s "$REC" ] && break; kill -0 $pid 2>/dev/null || break; sleep 0.1; done
sleep 0.2
kill -TERM $pid 2>/dev/null
wait $pid
EOF
  xrun "$name" env "$@" REC="$t/rec.json" bash "$t/play.sh" "$rc" --level "$drop" --record "$t/rec.json"
  [ -s "$t/rec.json" ] || { fail "$name: the level was never completed"; cat "$t/$name.out"; return; }
  [ "$code" -eq 0 ] || { fail "$name: exit $code after SIGTERM (want 0: a clean quit)"; cat "$t/$name.out"; return; }
  ok "$name: completed the level, exit 0 after SIGTERM"
}
# lines NAME N PATTERN: exactly N lines printed (besides --record's own), each matching PATTERN.
lines() {
  local got matching
  got=$(grep -vc '^raycrypt: recorded [0-9]* ticks to ' "$t/$1.out")
  matching=$(grep -v '^raycrypt: recorded [0-9]* ticks to ' "$t/$1.out" | grep -c -- "$3")
  if [ "$got" -ne "$2" ] || [ "$matching" -ne "$2" ]; then
    fail "$1: $got lines, $matching matching '$3' (want $2):"
    sed 's/^/    | /' "$t/$1.out"
  else
    ok "$1: $2 line(s): $(grep -v '^raycrypt: recorded' "$t/$1.out" | tr '\n' ' ')"
  fi
}
common=(RAYCRYPT_DATA="$data" RAYCRYPT_AUDIO=0)

# mount_tmpfs DIR OPTIONS: a tmpfs at DIR (inside the namespace); false when mounting is not possible here.
mount_tmpfs() {
  [ "$RAYCRYPT_FAULT_NS" = 1 ] || return 1
  mkdir -p "$1"
  mount -t tmpfs -o "$2" raycrypt-fault "$1" 2>/dev/null || return 1
  mounts=("$1" "${mounts[@]}")
}

case "$case_" in
save-dir)
  echo "== a. the save directories lie below a regular file (ENOTDIR)"
  echo "I am a file" >"$t/afile"
  env=(XDG_CONFIG_HOME="$t/afile/config" XDG_DATA_HOME="$t/afile/data")
  want="^raycrypt: Settings and progress will not be saved to $t/afile/config/raycrypt/settings.json and $t/afile/data/raycrypt/progress.json (Not a directory)"
  shot enotdir-shot "${common[@]}" "${env[@]}"
  lines enotdir-shot 1 "$want"
  play enotdir-play "${common[@]}" "${env[@]}"
  lines enotdir-play 1 "$want"
  [ "$(cat "$t/afile")" = "I am a file" ] && ok "the file in the way is unchanged" || fail "the file in the way changed"

  echo "== a2. no home directory at all (HOME and the XDG variables unset)"
  want="^raycrypt: Settings and progress will not be saved: no home directory"
  shot nohome-shot -u HOME -u XDG_CONFIG_HOME -u XDG_DATA_HOME "${common[@]}"
  lines nohome-shot 1 "$want"
  play nohome-play -u HOME -u XDG_CONFIG_HOME -u XDG_DATA_HOME "${common[@]}"
  lines nohome-play 1 "$want"

  echo "== b. existing saves on a read-only file system"
  ro=$t/ro
  why=""
  if mount_tmpfs "$ro" "size=1m,mode=0755"; then
    seed "$ro/config" "$ro/data"
    if mount -t tmpfs -o remount,ro raycrypt-fault "$ro"; then
      why="Read-only file system"
    else
      fail "cannot remount $ro read-only"
    fi
  elif [ "$(id -u)" -ne 0 ]; then
    seed "$ro/config" "$ro/data"
    chmod a-w "$ro/config/raycrypt" "$ro/data/raycrypt"
    why="Permission denied"
  else
    skipped="read-only save directory (no mount namespace, and root ignores file modes)"
  fi
  if [ -n "$why" ]; then
    env=(XDG_CONFIG_HOME="$ro/config" XDG_DATA_HOME="$ro/data")
    want="^raycrypt: Settings and progress will not be saved to $ro/config/raycrypt/settings.json and $ro/data/raycrypt/progress.json ($why)"
    shot ro-shot "${common[@]}" "${env[@]}"
    lines ro-shot 1 "$want"
    intact "$ro/config" "$ro/data" ro-shot
    play ro-play "${common[@]}" "${env[@]}"
    lines ro-play 1 "$want"
    intact "$ro/config" "$ro/data" ro-play
    echo "== b2. the same saves, writable again"
    if [ "$why" = "Permission denied" ]; then
      chmod u+w "$ro/config/raycrypt" "$ro/data/raycrypt"
    else
      mount -t tmpfs -o remount,rw raycrypt-fault "$ro" || fail "cannot remount $ro writable"
    fi
    play rw-play "${common[@]}" "${env[@]}"
    lines rw-play 0 .
    updated "$ro/data" rw-play
    cmp -s "$ro/config/raycrypt/settings.json" "$t/settings.orig" && ok "settings.json untouched" || fail "settings.json changed"
  fi
  ;;
disk-full)
  full=$t/full
  if ! mount_tmpfs "$full" "size=256k,mode=0755"; then
    echo "skip: no private mount namespace to make a small file system in"
    exit 77
  fi
  seed "$full/config" "$full/data"
  dd if=/dev/zero of="$full/filler" bs=4k 2>/dev/null
  echo "== the disk is full: $(df -k "$full" | awk 'NR == 2 {print $4 " KiB available"}')"
  env=(XDG_CONFIG_HOME="$full/config" XDG_DATA_HOME="$full/data")
  # A screenshot run writes nothing, so a full disk is nothing to report to it.
  shot full-shot "${common[@]}" "${env[@]}"
  lines full-shot 0 .
  intact "$full/config" "$full/data" full-shot
  # Play: the completion save and the save on quitting both fail; one line.
  play full-play "${common[@]}" "${env[@]}"
  lines full-play 1 "^raycrypt: Progress not saved (cannot write $full/data/raycrypt/progress.json: No space left on device) - earlier progress is safe$"
  intact "$full/config" "$full/data" full-play
  echo "== space freed"
  rm -f "$full/filler"
  play freed-play "${common[@]}" "${env[@]}"
  lines freed-play 0 .
  updated "$full/data" freed-play
  ;;
assets)
  bare=$t/bare
  mkdir -p "$bare"
  cp -r "$data/levels" "$bare/levels"
  seed "$t/config" "$t/data-home"
  env=(RAYCRYPT_DATA="$bare" RAYCRYPT_AUDIO=0 XDG_CONFIG_HOME="$t/config" XDG_DATA_HOME="$t/data-home")
  want="^raycrypt: $bare/assets/atlas\.[a-z]*: .* - drawing flat shapes instead$"
  shot bare-shot "${env[@]}"
  if [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
    lines bare-shot 1 "$want"
  else # no art and no system font: two problems, two lines
    lines bare-shot 2 "$want\|^raycrypt: no font: the art is missing"
  fi
  intact "$t/config" "$t/data-home" bare-shot
  drop=$bare/levels/ninja/01.json
  play bare-play "${env[@]}"
  grep -q "$want" "$t/bare-play.out" && ok "bare-play: says so" || fail "bare-play: no line about the missing atlas"
  updated "$t/data-home" bare-play
  ;;
font)
  nofont=$t/nofont
  mkdir -p "$nofont/assets"
  ln -s "$data/levels" "$nofont/levels"
  for f in "$src"/assets/*; do [ "$(basename "$f")" = atlas.json ] || ln -s "$f" "$nofont/assets/"; done
  python3 -c 'import json, sys; a = json.load(open(sys.argv[1])); del a["fonts"]; json.dump(a, open(sys.argv[2], "w"))' \
    "$src/assets/atlas.json" "$nofont/assets/atlas.json"
  seed "$t/config" "$t/data-home"
  env=(RAYCRYPT_DATA="$nofont" RAYCRYPT_AUDIO=0 XDG_CONFIG_HOME="$t/config" XDG_DATA_HOME="$t/data-home")
  ttf=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
  echo "== the atlas has no font"
  shot nofont-shot "${env[@]}"
  if [ -f "$ttf" ]; then
    lines nofont-shot 1 "^raycrypt: $nofont/assets/atlas.json has no font \"small\" - drawing text with $ttf$"
    echo "== nor is there a system font"
    if mount_tmpfs "$(dirname "$ttf")" "size=64k,mode=0755,ro"; then
      shot nottf-shot "${env[@]}"
      lines nottf-shot 1 "^raycrypt: no font: $nofont/assets/atlas.json has no font \"small\" and $ttf cannot be loaded - text is not drawn$"
    else
      skipped="no system font (no mount namespace to hide $ttf in)"
    fi
  else
    lines nofont-shot 1 "^raycrypt: no font: $nofont/assets/atlas.json has no font \"small\" and $ttf cannot be loaded - text is not drawn$"
  fi
  intact "$t/config" "$t/data-home" font
  ;;
audio)
  seed "$t/config" "$t/data-home"
  mkdir -p "$t/run"
  # Empty variables count as unset (audio_device.h); XDG_RUNTIME_DIR is an empty directory: no server sockets.
  env=(PULSE_SERVER= RAYCRYPT_AUDIO= RAYCRYPT_DATA="$data" XDG_CONFIG_HOME="$t/config" XDG_DATA_HOME="$t/data-home"
    XDG_RUNTIME_DIR="$t/run")
  echo "== ALSA forced, with a card that does not exist (the OpenAL probe fails)"
  play alsa-play "${env[@]}" ALSOFT_DRIVERS=alsa ALSA_CARD=raycrypt_no_such_card
  lines alsa-play 1 "^raycrypt: no audio: OpenAL could not open an output device - playing without sound$"
  updated "$t/data-home" alsa-play
  echo "== no ALSA device, PulseAudio or PipeWire server at all"
  seed "$t/config" "$t/data-home"
  if ls /dev/snd/pcmC*p >/dev/null 2>&1 || [ -e "/run/user/$(id -u)/pulse/native" ] ||
    [ -e "/run/user/$(id -u)/pipewire-0" ]; then
    echo "note: this machine has an audio output; the no-device step is left to machines without one"
  else
    play none-play "${env[@]}" ALSOFT_DRIVERS=
    lines none-play 1 "^raycrypt: no audio: no ALSA device, PulseAudio or PipeWire server found - playing without sound$"
    updated "$t/data-home" none-play
  fi
  echo "== RAYCRYPT_AUDIO=0: a choice, nothing to report"
  play off-play "${env[@]}" RAYCRYPT_AUDIO=0
  lines off-play 0 .
  cmp -s "$t/config/raycrypt/settings.json" "$t/settings.orig" && ok "settings.json untouched" || fail "settings.json changed"
  ;;
*)
  echo "unknown case $case_ (save-dir, disk-full, assets, font, audio)"
  exit 2
  ;;
esac
[ $status -ne 0 ] && exit $status
[ -n "$skipped" ] && { echo "skip: $skipped"; exit 77; }
echo "ok"
