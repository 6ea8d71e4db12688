#!/usr/bin/env bash
# Every shipped level's solution replay, watched in a real window under Xvfb, ends with the same outcome and state
# hash as the headless runner: the window's play screen and `--headless` drive the same PlaySession.
# usage: window_replay_hashes.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
command -v xvfb-run >/dev/null || { echo "xvfb-run is not installed (./check installs the xvfb package)"; exit 1; }
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
hash() { python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(d["outcome"], d["stateHash"])'; }

status=0
count=0
for lv in "$src"/levels/*/[0-9]*.json; do
  case "$lv" in *.replay.json) continue ;; esac
  rp="${lv%.json}.replay.json"
  name="${lv#$src/levels/}"
  a=$("$rc" --headless --level "$lv" --replay "$rp" | hash) || { echo "FAIL: headless $name"; status=1; continue; }
  b=""
  for attempt in 1 2 3; do  # retried when Xvfb loses a display race
    if XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 RAYCRYPT_EXIT_AT_REPLAY_END=1 \
         xvfb-run -a -s "-screen 0 1600x900x24" "$rc" --screenshot "$out/r.png" --level "$lv" --replay "$rp" \
         --frames 100000 >"$out/window" 2>"$out/stderr"; then
      b=$(hash <"$out/window"); break
    fi
    sleep 1
  done
  echo "$name: headless [$a] window [$b]"
  if [ -z "$a" ] || [ "$a" != "$b" ]; then echo "FAIL: $name: the windowed replay's hash differs"; status=1; fi
  count=$((count + 1))
done
[ "$count" -ge 24 ] || { echo "FAIL: only $count levels found"; status=1; }
[ $status -eq 0 ] && echo "ok: $count levels, window and headless agree"
exit $status
