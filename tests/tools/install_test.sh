#!/usr/bin/env bash
# Installing Raycrypt like a Linux game (dist/CMakeLists.txt), checked from the outside. Each STEP installs the
# build into its own temporary prefix with `cmake --install BUILD --prefix P`, then:
#   run    from another working directory: the installed game's --version (its version, `git describe` in a
#          checkout, and the installed data in use), --check on an installed level, a headless replay of an
#          installed level (the build tree's state hash), a --screenshot in an X server and a short windowed start
#          that saves its progress in XDG_DATA_HOME; then the whole prefix moves and all of it runs again.
#          The prefix is byte for byte unchanged by every run.
#   files  desktop-file-validate, appstreamcli validate --no-net, the manual page renders with no warning
#          (MANWIDTH=80 man --warnings -l) and names every option of --help, and every icon has its size.
#   deb    cpack -G DEB: the package's fields and files (dpkg-deb), and lintian with no error (E:) line.
# usage: install_test.sh STEP CMAKE CPACK BUILD_DIR SOURCE_DIR VERSION   (INSTALL_SHOTS=DIR keeps the screenshots)
set -u
step=$1 cmake=$2 cpack=$3 build=$4 src=$5 version=$6
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data HOME=$tmp/home RAYCRYPT_AUDIO=0
unset RAYCRYPT_DATA
# Mesa's GL driver leaks a few bytes LeakSanitizer cannot attribute in windowed runs (see screenshot_test.sh).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
mkdir -p "$tmp/elsewhere" "$HOME"
cd "$tmp/elsewhere" || exit 1
status=0
fail() { echo "FAIL: $*"; status=1; }

# The one place this test opens an X display: CMD with DISPLAY set to a private server of its own (xserver.sh).
with_display() {
  bash "$src/tests/tools/xserver.sh" --screen 1024x768x24 "$@"
}

prefix=$tmp/prefix
"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; echo "FAIL: cmake --install"; exit 1; }

# manifest DIR: every path under DIR with its size and checksum (what "unchanged" means for a prefix).
manifest() { (cd "$1" && find . -printf '%y %p %s\n' | sort && find . -type f -print0 | sort -z | xargs -0 sha1sum); }

# check_installed PREFIX: the installed game, run from the working directory elsewhere/.
check_installed() {
  local p=$1 exe=$1/games/raycrypt data=$1/share/games/raycrypt out
  echo "== $p"
  [ -x "$exe" ] || { fail "no executable at $exe"; return; }
  out=$("$exe" --version) || fail "--version exited $?"
  echo "$out"
  [ "$(sed -n 1p <<<"$out")" = "raycrypt $version" ] || fail "--version does not start with 'raycrypt $version'"
  if git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
    # The `git describe` of the commit the build was made from (HEAD then; maybe not HEAD now), "-dirty" or not.
    local described commit
    described=$(sed -n 's/^git //p' <<<"$out")
    described=${described%-dirty}
    commit=${described##*-g}
    [ -n "$described" ] && [ "$(GIT_OPTIONAL_LOCKS=0 git -C "$src" describe --tags --always "$commit" 2>/dev/null)" = "$described" ] \
      || fail "--version has no 'git DESCRIBE' line that git describe gives for a commit of $src"
  fi
  grep -qx "data $data" <<<"$out" || fail "--version does not name the installed data $data"
  RAYCRYPT_DATA=$src "$exe" --version | grep -qx "data $src" || fail "RAYCRYPT_DATA does not override the installed data"

  "$exe" --check "$data/levels/ninja/01.json" >"$tmp/check.log" 2>&1 || { cat "$tmp/check.log"; fail "--check on an installed level"; }

  local level=$data/levels/crypt/02.json replay=$data/levels/crypt/02.replay.json got want
  got=$("$exe" --headless --level "$level" --replay "$replay") || fail "headless replay of $level exited $?"
  want=$("$build/raycrypt" --headless --level "$src/levels/crypt/02.json" --replay "$src/levels/crypt/02.replay.json")
  echo "headless: $got"
  grep -q '"outcome":"complete"' <<<"$got" || fail "the installed replay does not complete its level"
  [ "${got//$data/}" = "${want//$src/}" ] || fail "the installed level's replay differs from the source tree's: $want"

  rm -f "$tmp/shot.png"
  with_display "$exe" --screenshot "$tmp/shot.png" --level "$data/levels/ninja/01.json" --frames 20 \
    2>"$tmp/shot.log" || { cat "$tmp/shot.log"; fail "--screenshot under Xvfb"; }
  grep -i "^raycrypt:.*\(missing\|cannot\|no font\)" "$tmp/shot.log" && fail "the screenshot run reports missing data"
  python3 "$src/tests/tools/screenshot_check.py" "$tmp/shot.png" --size 960 540 || fail "the screenshot is wrong"
  [ -n "${INSTALL_SHOTS:-}" ] && mkdir -p "$INSTALL_SHOTS" && cp "$tmp/shot.png" "$INSTALL_SHOTS/$(basename "$p").png"

  # A plain start (the title screen) for a moment, then SIGTERM, which quits like closing the window: the
  # progress file lands in XDG_DATA_HOME, and nothing in the prefix or the working directory.
  # The game is stopped once its first screen has been drawn (the UI trace says so), however slow the machine.
  rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
  with_display bash -c 'RAYCRYPT_UI_TRACE=1 "$1" 2>"$2" & pid=$!
    for _ in $(seq 1200); do grep -q "^ui: screens" "$2" || ! kill -0 $pid 2>/dev/null && break; sleep 0.1; done
    kill -TERM $pid; wait $pid' _ "$exe" "$tmp/start.log" \
    || { cat "$tmp/start.log"; fail "a windowed start did not quit cleanly on SIGTERM"; }
  grep -q "^ui: screens" "$tmp/start.log" || { cat "$tmp/start.log"; fail "the windowed start drew no screen"; }
  [ -s "$XDG_DATA_HOME/raycrypt/progress.json" ] || { cat "$tmp/start.log"; fail "no progress saved in XDG_DATA_HOME"; }
  [ -z "$(ls -A "$tmp/elsewhere")" ] || fail "the game wrote into its working directory: $(ls -A "$tmp/elsewhere")"
}

case $step in
run)
  manifest "$prefix" >"$tmp/before"
  check_installed "$prefix"
  mkdir -p "$tmp/moved"
  mv "$prefix" "$tmp/moved/raycrypt-elsewhere"
  check_installed "$tmp/moved/raycrypt-elsewhere"
  manifest "$tmp/moved/raycrypt-elsewhere" >"$tmp/after"
  diff "$tmp/before" "$tmp/after" >/dev/null || { diff "$tmp/before" "$tmp/after" | head; fail "the runs changed the prefix"; }
  ;;
files)
  share=$prefix/share
  desktop=$share/applications/io.github.raycrypt.Raycrypt.desktop
  metainfo=$share/metainfo/io.github.raycrypt.Raycrypt.metainfo.xml
  man=$share/man/man6/raycrypt.6.gz
  out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ] || fail "desktop-file-validate: $out"
  appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
  grep -q "<id>$(basename "$desktop" .desktop)</id>" "$metainfo" || fail "the metainfo id is not the desktop file's name"
  MANWIDTH=80 man --warnings -l "$man" >"$tmp/man.txt" 2>"$tmp/man.err" || fail "man exited $?"
  [ -s "$tmp/man.err" ] && { cat "$tmp/man.err"; fail "man warns"; }
  [ "$(wc -l <"$tmp/man.txt")" -gt 100 ] || fail "the manual page renders to almost nothing"
  options=$("$prefix/games/raycrypt" --help | grep -o -- '--[a-z][a-z-]*\|-h\b' | sort -u)
  [ "$(wc -l <<<"$options")" -ge 20 ] || fail "--help names too few options: $options"
  for o in $options; do
    grep -q -- "^ *$o\b\|^ *-h, $o\b" "$tmp/man.txt" || fail "the manual page has no entry for $o"
  done
  echo "manual page: $(wc -l <"$tmp/man.txt") lines, entries for $(wc -w <<<"$options") options of --help"
  for n in 16 32 48 64 128 256; do
    icon=$share/icons/hicolor/${n}x${n}/apps/raycrypt.png
    size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$icon") \
      || { fail "no icon $icon"; continue; }
    [ "$size" = "${n}x${n}" ] || fail "$icon is $size"
  done
  grep -qx "Icon=raycrypt" "$desktop" || fail "the desktop entry's icon is not raycrypt"
  for f in share/games/raycrypt/assets/atlas.png share/games/raycrypt/assets/atlas.json \
           share/doc/raycrypt/copyright share/doc/raycrypt/changelog.gz; do
    [ -s "$prefix/$f" ] || fail "$f is not installed"
  done
  levels=$(find "$prefix/share/games/raycrypt/levels" -name '*.json' ! -name '*.replay.json' | wc -l)
  shipped=$(find "$src/levels" -name '*.json' ! -name '*.replay.json' | wc -l)
  [ "$levels" = "$shipped" ] || fail "$levels levels installed, $shipped shipped"
  ;;
deb)
  "$cpack" -G DEB -B "$tmp/pkg" --config "$build/CPackConfig.cmake" >"$tmp/cpack.log" 2>&1 \
    || { cat "$tmp/cpack.log"; echo "FAIL: cpack"; exit 1; }
  deb=$(ls "$tmp"/pkg/raycrypt_*.deb 2>/dev/null | head -1)
  [ -n "$deb" ] || { cat "$tmp/cpack.log"; echo "FAIL: no .deb"; exit 1; }
  echo "== $(basename "$deb")"
  dpkg-deb -f "$deb" Package Version Section Maintainer Depends
  dpkg-deb -c "$deb" >"$tmp/contents"
  for f in ./usr/games/raycrypt ./usr/share/games/raycrypt/levels/ninja/01.json \
           ./usr/share/games/raycrypt/assets/atlas.png ./usr/share/doc/raycrypt/copyright \
           ./usr/share/doc/raycrypt/changelog.gz ./usr/share/man/man6/raycrypt.6.gz \
           ./usr/share/applications/io.github.raycrypt.Raycrypt.desktop \
           ./usr/share/metainfo/io.github.raycrypt.Raycrypt.metainfo.xml \
           ./usr/share/icons/hicolor/256x256/apps/raycrypt.png; do
    grep -q " $f\$" "$tmp/contents" || fail "the package lacks $f"
  done
  echo "$(wc -l <"$tmp/contents") entries"
  [ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "the section is not games"
  dpkg-deb -f "$deb" Depends | grep -q libsfml-graphics || fail "Depends lacks the SFML library (SHLIBDEPS)"
  # lintian: exit 0 with no error tag, 1 with one, anything else when it could not check the package at all.
  lintian --fail-on error --tag-display-limit 0 "$deb" >"$tmp/lintian.log" 2>&1
  code=$?
  grep -v '^running with root privileges' "$tmp/lintian.log"
  [ $code -eq 0 ] || [ $code -eq 1 ] || fail "lintian could not check the package (exit $code)"
  [ $code -eq 1 ] || grep -q '^E:' "$tmp/lintian.log" && fail "lintian reports errors"
  echo "lintian: $(grep -c '^W:' "$tmp/lintian.log") warnings, $(grep -c '^E:' "$tmp/lintian.log") errors"
  ;;
*) echo "unknown step '$step' (run, files or deb)"; exit 2 ;;
esac
[ $status -eq 0 ] && echo "ok"
exit $status
