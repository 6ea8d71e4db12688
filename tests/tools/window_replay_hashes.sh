#!/usr/bin/env bash
# Every shipped level's solution replay, watched in a real window under Xvfb, ends with the same outcome and state
# hash as the headless runner: the window's play screen and `--headless` drive the same PlaySession.
# usage: window_replay_hashes.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every level
hash() { python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(d["outcome"], d["stateHash"])'; }

status=0
count=0
for lv in "$src"/levels/*/[0-9]*.json; do
  case "$lv" in *.replay.json) continue ;; esac
  rp="${lv%.json}.replay.json"
  name="${lv#$src/levels/}"
  a=$("$rc" --headless --level "$lv" --replay "$rp" | hash) || { echo "FAIL: headless $name"; status=1; continue; }
  b=""
  if XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 RAYCRYPT_EXIT_AT_REPLAY_END=1 \
       "$rc" --screenshot "$out/r.png" --level "$lv" --replay "$rp" --frames 100000 >"$out/window" 2>"$out/stderr"; then
    b=$(hash <"$out/window")
  else
    echo "$name: the windowed run failed: $(tail -n 5 "$out/stderr" | tr '\n' ' ')"
  fi
  echo "$name: headless [$a] window [$b]"
  if [ -z "$a" ] || [ "$a" != "$b" ]; then echo "FAIL: $name: the windowed replay's hash differs"; status=1; fi
  count=$((count + 1))
done
[ "$count" -ge 24 ] || { echo "FAIL: only $count levels found"; status=1; }
[ $status -eq 0 ] && echo "ok: $count levels, window and headless agree"
exit $status
