#!/usr/bin/env bash
# Gamepads in play, through sf::Joystick. The real game runs the corridor level
# (tests/fixtures/levels/gamepad_corridor.json) in a real window under Xvfb with --record, driven only by the fake
# pad (fake_gamepad.so, a test double of the Linux joystick device that SFML reads), in phases:
#   A  right stick up                                      -> aim (0, -1), no movement
#   B  right stick (50, -25) and left stick (55, 0), both inside the stick deadzone of the player's settings
#      (settings.json: 0.6; with the default 0.25 they would aim and move)
#                                                          -> no aim, no movement
#   C  left stick right                                    -> Right held, no aim
#   D  centred                                             -> nothing
#   E  d-pad right + right stick right, then the right trigger (aim: bullet time, released: dash)
#                                                          -> Right held with aim (1, 0); Aim held
#   F  the pad is unplugged while its stick is held right  -> "Gamepad disconnected", nothing held
#   G  plugged in again                                    -> "Gamepad connected", Right again; A jumps
# until the exit; then B leaves the results screen (and the game: one level file).
# The recorded replay (the InputFrames the game actually sampled, tick by tick) must show those phases in that
# order, with their minimum lengths, and never the direction a stick inside the deadzone would give; played
# --headless, it must finish the level (the inputs that were recorded are the ones that drove the player).
# usage: gamepad_play.sh RAYCRYPT SOURCE_DIR FAKE_PAD_LIBRARY
set -u
RC=$1
SRC=$2
FAKE_PAD=$3
source "$(dirname "$0")/window_harness.sh"
CORRIDOR="$SRC/tests/fixtures/levels/gamepad_corridor.json"

body() {
  python3 "$SRC/tests/tools/seed_settings.py" "$RC" "$TMP/config/raycrypt/settings.json" deadzone=0.6 ||
    fail "cannot write the settings"
  start_game --level "$CORRIDOR" --record "$TMP/rec.json"
  screens "Play"
  sleep 0.5
  pad "axis V -100" "wait 800"                                  # A
  pad "axis V -25" "axis U 50" "axis X 55" "wait 1500"          # B
  pad "axis V 0" "axis U 0" "axis X 100" "wait 1000"            # C
  pad "axis X 0" "wait 800"                                     # D
  pad "axis PovX 100" "axis U 100" "wait 1000"                  # E
  pad "axis R 100" "wait 600" "axis R -100" "wait 300"
  pad "axis PovX 0" "axis U 0" "axis X 100" "disconnect" "wait 1500"  # F
  wait_for "^ui: notice Gamepad disconnected\$" 60
  pad "connect"                                                 # G
  wait_for "^ui: notice Gamepad connected\$" 60
  pad "wait 400"
  pad_tap 0
  wait_for "^ui: screens Play > Results\$" 90
  sleep 0.5
  pad "axis X 0"
  pad_tap 1
  wait_exit 60
  [ -s "$TMP/rec.json" ] || fail "nothing was recorded"
  python3 - "$TMP/rec.json" "$(dirname "$0")" <<'PY' || fail "the recorded inputs do not show the pad's phases"
import sys

sys.path.insert(0, sys.argv[2])
from replay_inputs import entries

frames = []
for e in entries(sys.argv[1]):
    hold = set(e.get("hold", []))
    aim = tuple(e.get("aim", (0.0, 0.0)))
    for t in range(e["ticks"]):
        frames.append((hold | (set(e.get("press", [])) if t == 0 else set()), aim))

def aim_class(a):
    if abs(a[0]) < 1e-9 and abs(a[1]) < 1e-9: return "none"
    if abs(a[0]) < 1e-6 and abs(a[1] + 1) < 1e-6: return "up"
    if abs(a[0] - 1) < 1e-6 and abs(a[1]) < 1e-6: return "right"
    return "other(%.3f,%.3f)" % a

# Runs of ticks with the same (Right held, aim).
runs = []
for hold, aim in frames:
    key = ("right" in hold, aim_class(aim))
    if runs and runs[-1][0] == key: runs[-1][1] += 1
    else: runs.append([key, 1])
print("recorded %d ticks: %s" % (len(frames), " ".join("%s/%s:%d" % ("R" if k[0] else "-", k[1], n) for k, n in runs)))

# The phases, in order, each at least this many ticks. The game ran each for 0.8 to 1.5 s of wall time (about
# 100 to 180 ticks at 120 per second), but a loaded machine's slow frames lose simulated time (a frame advances at
# most 0.25 s): what matters is that each phase was sampled, in order, for some ticks.
want = [((False, "up"), 5, "A: right stick up aims up"),
        ((False, "none"), 10, "B: sticks inside the settings' deadzone do nothing"),
        ((True, "none"), 10, "C: left stick right moves right"),
        ((False, "none"), 5, "D: centred"),
        ((True, "right"), 10, "E: d-pad right moves, right stick right aims right"),
        ((False, "none"), 10, "F: unplugged: nothing"),
        ((True, "none"), 10, "G: plugged in again: the held stick moves right")]
# Phase A starts at the first run aiming up; from there the runs must be exactly the phases, in order.
first = next((k for k, (key, n) in enumerate(runs) if key == want[0][0]), None)
ok = first is not None
for j, (key, least, what) in enumerate(want):
    if not ok: break
    got = runs[first + j] if first + j < len(runs) else None
    if got is None or got[0] != key or got[1] < least:
        print("FAIL: %s: expected %s/%s for at least %d ticks, got %s" % (what, "R" if key[0] else "-", key[1], least,
              "nothing" if got is None else "%s/%s:%d" % ("R" if got[0][0] else "-", got[0][1], got[1])))
        ok = False
    else:
        print("ok  %s (%d ticks)" % (what, got[1]))
if first is None: print("FAIL: the right stick never aimed up (phase A)")
start = next((k for k, (h, a) in enumerate(frames) if aim_class(a) == "up"), len(frames))
stray = sorted({aim_class(a) for h, a in frames[start:] if aim_class(a).startswith("other")})
if stray:
    print("FAIL: aims no stick gave after phase A (a stick inside the deadzone leaking through?): %s" % stray)
    ok = False
aim_held = sum(1 for h, a in frames if "aim" in h and aim_class(a) == "right")
print(("ok  " if aim_held >= 3 else "FAIL: ") + "the right trigger held Aim, aiming right (%d ticks)" % aim_held)
jump_at = next((k for k, (h, a) in enumerate(frames) if "jump" in h), -1)
last_gap = max(k for k, (h, a) in enumerate(frames) if k > 0 and "right" not in h) if frames else -1
print(("ok  " if jump_at > last_gap else "FAIL: ") + "A jumped after the pad came back (tick %d)" % jump_at)
ok = ok and aim_held >= 3 and jump_at > last_gap
sys.exit(0 if ok else 1)
PY
  local headless
  headless=$("$RC" --headless --level "$CORRIDOR" --replay "$TMP/rec.json") || fail "the recording does not replay headless"
  echo "headless replay of the recording: $headless"
  grep -q '"outcome":"complete"' <<<"$headless" || fail "the recording does not finish the level headless"
  grep -q "^ui: notice Gamepad disconnected" "$TMP/game.log" && grep -q "^ui: notice Gamepad connected" "$TMP/game.log" \
    || fail "no connect/disconnect notices"
}

harness_main "$@"
