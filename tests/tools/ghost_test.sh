#!/usr/bin/env bash
# The ghost in the window, under Xvfb (xserver.sh): `--ghost R` draws replay R's run as a ghost beside the player.
#   1. a screenshot with the level's solution replay as the ghost differs from one without it only in a small
#      region (the ghost, its halo), and there brighter: the ghost glows;
#   2. a replay that begins with a restart races as the same ghost (the same picture);
#   3. a ghost claiming a time its replay does not run is said unverified, and marked in the HUD's top bar only;
#   4. a ghost recorded on another version of the level is refused with a message naming both versions.
# usage: ghost_test.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every shot

# shot OUT ARGS...: one screenshot with throwaway settings.
shot() {
  local png=$1; shift
  XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 \
    "$rc" --screenshot "$png" "$@" >"$out/stdout" 2>"$out/stderr" && return 0
  echo "FAIL: screenshot $png: $(tr '\n' ' ' <"$out/stderr")"; return 1
}

status=0
level="$src/levels/ninja/02.json"
# 720 ticks in, a frame drawn every 4 (the same world, a quarter of the frames).
at720=(--frames 180 --frame-ticks 4)
shot "$out/plain.png" --level "$level" "${at720[@]}" || exit 1
shot "$out/ghost.png" --level "$level" "${at720[@]}" --ghost "$src/levels/ninja/02.replay.json" || exit 1
python3 - "$src/tests/tools" "$out/plain.png" "$out/ghost.png" <<'PY' || status=1
import sys
sys.path.insert(0, sys.argv[1])
from screenshot_check import read_png
w, h, a = read_png(sys.argv[2])
_, _, b = read_png(sys.argv[3])
diff = [(x, y) for y in range(h) for x in range(w) if a[y][x] != b[y][x]]
if not diff:
    print("FAIL: the ghost changed nothing on screen"); sys.exit(1)
xs = [p[0] for p in diff]; ys = [p[1] for p in diff]
box_w, box_h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
brighter = sum(1 for x, y in diff if sum(b[y][x]) > sum(a[y][x]))
print("ghost: %d pixels differ in a %dx%d box at (%d, %d); %d brighter" % (len(diff), box_w, box_h, min(xs), min(ys), brighter))
# The ghost and its halo: at most about 40x40 logical px at the window's scale 3.
ok = box_w <= 120 and box_h <= 120 and brighter >= 0.8 * len(diff) and len(diff) >= 200
print("ok" if ok else "FAIL: the difference is not one glowing ghost")
sys.exit(0 if ok else 1)
PY

# A replay whose first tick holds restart races as the same ghost: on the same frame, the same picture.
python3 - "$src/levels/ninja/02.replay.json" "$out" <<'PY' || exit 1
import json, sys
d = json.load(open(sys.argv[1]))
d["inputs"].insert(0, {"ticks": 1, "hold": ["restart"]})
json.dump(d, open(sys.argv[2] + "/restart_first.replay.json", "w"))
d = json.load(open(sys.argv[1]))
d["result"] = {"outcome": "complete", "ticks": 100}
json.dump(d, open(sys.argv[2] + "/forged.replay.json", "w"))
PY
shot "$out/restart_first.png" --level "$level" "${at720[@]}" --ghost "$out/restart_first.replay.json" || exit 1
if cmp -s "$out/ghost.png" "$out/restart_first.png"; then
  echo "restart first: the ghost runs as the plain one"
else
  echo "FAIL: a ghost whose replay begins with a restart is not where the plain ghost is"; status=1
fi
# A ghost claiming a time its replay does not run is raced, said unverified on stderr and marked in the HUD's top
# bar (the picture differs from the honest ghost's only there).
shot "$out/forged.png" --level "$level" "${at720[@]}" --ghost "$out/forged.replay.json" || exit 1
grep -q "unverified: it claims 100 ticks, its replay completes in" "$out/stderr" ||
  { echo "FAIL: a forged ghost is not said unverified: $(cat "$out/stderr")"; status=1; }
python3 - "$src/tests/tools" "$out/ghost.png" "$out/forged.png" <<'PY' || status=1
import sys
sys.path.insert(0, sys.argv[1])
from screenshot_check import read_png
w, h, a = read_png(sys.argv[2])
_, _, b = read_png(sys.argv[3])
diff = [(x, y) for y in range(h) for x in range(w) if a[y][x] != b[y][x]]
if not diff:
    print("FAIL: the forged ghost shows no mark"); sys.exit(1)
top = max(y for _, y in diff)
print("forged: %d pixels differ, down to y=%d of %d" % (len(diff), top, h))
sys.exit(0 if top < h * 0.25 else 1)
PY

# A ghost recorded on another version of the level is never shown against this one.
sed 's/"format": 1,/"format": 1, "levelHash": "0000000000000000",/' "$src/levels/ninja/02.replay.json" >"$out/old.replay.json"
if XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 \
     "$rc" --screenshot "$out/refused.png" --level "$level" --frames 2 --ghost "$out/old.replay.json" \
     >"$out/stdout" 2>"$out/stderr"; then
  echo "FAIL: a ghost of another level version was accepted"; status=1
elif ! grep -q "not played: it was recorded on another version of .*level hash 0000000000000000, the file is now" "$out/stderr"; then
  echo "FAIL: the refusal does not name both versions: $(cat "$out/stderr")"; status=1
else
  echo "refused: $(grep 'not played' "$out/stderr")"
fi
[ $status -eq 0 ] && echo "ok"
exit $status
