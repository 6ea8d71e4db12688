#!/usr/bin/env bash
# The checkpoint fixtures (tests/fixtures/levels/checkpoint_ninja.json and checkpoint_crypt.json), whose solutions die once after the
# checkpoint and finish from it, end in a real window (xserver.sh) with the same outcome and state hash as the
# headless runner; and a lit checkpoint is drawn: the pixels over its cell change once it is touched (its lamp or
# flame lights), while the same cell's pixels are steady before (a screenshot at two early frames).
# usage: checkpoint_window_test.sh RAYCRYPT SOURCE_DIR   (SHOT_DIR=DIR keeps the pictures)
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?
python3 "$src/tests/tools/seed_settings.py" "$rc" "$out/config/raycrypt/settings.json" || { echo "FAIL: settings"; exit 1; }
hash() { python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(d["outcome"], d["deaths"], d["stateHash"])'; }
run() { XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 "$rc" "$@"; }
status=0
for mode in ninja crypt; do
  lv="$src/tests/fixtures/levels/checkpoint_$mode.json"
  rp="$src/tests/fixtures/levels/checkpoint_$mode.replay.json"
  a=$("$rc" --headless --level "$lv" --replay "$rp" | hash)
  b=$(RAYCRYPT_EXIT_AT_REPLAY_END=1 run --screenshot "$out/end.png" --level "$lv" --replay "$rp" --frames 100000 --frame-ticks 4 2>"$out/stderr" | hash)
  echo "$mode: headless [$a] window [$b]"
  case "$a" in "complete 1 "*) ;; *) echo "FAIL: $mode: the headless solution does not die once and finish"; status=1 ;; esac
  [ -n "$a" ] && [ "$a" = "$b" ] || { echo "FAIL: $mode: the windowed replay differs"; tail -n 5 "$out/stderr"; status=1; }
  # The checkpoint (cell 6) is touched near tick 100 in ninja and 120 in crypt; at tick 200 the player is past it.
  for f in 10 30 200; do
    run --screenshot "$out/${mode}_$f.png" --level "$lv" --replay "$rp" --frames "$f" 2>/dev/null ||
      { echo "FAIL: $mode: no screenshot at frame $f"; status=1; }
  done
  [ -n "${SHOT_DIR:-}" ] && mkdir -p "$SHOT_DIR" && cp "$out/${mode}_"*.png "$SHOT_DIR/"
  python3 - "$out" "$mode" "$lv" <<'PY' || status=1
import json, subprocess, sys
out, mode, level = sys.argv[1], sys.argv[2], sys.argv[3]
def cell_pixels(png):
    # The checkpoint's cell (6, 5) on screen, from where the screenshot's actor file puts the spikes at (12, 5).
    meta = json.load(open(png + ".actors.json"))
    scale = meta["scale"]
    spikes = next(a for a in meta["actors"] if a["kind"] == "spikes")
    ox, oy = spikes["x"] - 12 * 16 * scale, spikes["y"] - 5 * 16 * scale
    x0, y0 = int(ox + 6 * 16 * scale), int(oy + 5 * 16 * scale)
    w = int(16 * scale)
    raw = subprocess.run(["convert", png, "-crop", f"{w}x{w}+{x0}+{y0}", "-depth", "8", "rgb:-"],
                         capture_output=True, check=True).stdout
    return raw
dark1, dark2, lit = (cell_pixels(f"{out}/{mode}_{f}.png") for f in (10, 30, 200))
def diff(a, b):
    return sum(abs(x - y) for x, y in zip(a, b)) / max(1, len(a))
print(f"{mode}: mean pixel change over the checkpoint's cell: dark→dark {diff(dark1, dark2):.2f}, dark→lit {diff(dark2, lit):.2f}")
if not diff(dark2, lit) > 4 * max(1.0, diff(dark1, dark2)):
    print(f"FAIL: {mode}: the checkpoint does not look lit once touched")
    sys.exit(1)
PY
done
[ $status -eq 0 ] && echo "ok: checkpoint replays agree in the window and headless, and a touched checkpoint lights"
exit $status
