#!/usr/bin/env python3
"""Compose a solution replay from a compact script and check it headless.

    python3 tests/tools/ninja_replay.py LEVEL.json SCRIPT.txt [--raycrypt BIN] [--trace N] [--write]

SCRIPT: one entry per line, '#' starts a comment:
    <ticks> [action ...] [+action ...] [@X,Y]
  action   held on every tick of the entry (left right up down jump fire aim restart)
  +action  held on the entry's first tick only (a press)
  @X,Y     aim vector for the entry (y down; any length)
Example:
    40 right            # run right for 40 ticks
    1 right +jump       # jump
    24 right jump       # keep holding for the full jump
    10 aim @1,-1        # bullet time, aiming up-right
    1                   # release: dash

Prints the headless summary (and the trace every N ticks with --trace). With --write, saves the replay as
LEVEL.replay.json beside the level (run-length JSON, the format of game/replay/replay.h); with --out PATH, there
(a collect proof: LEVEL.collect.replay.json, from solutions/NN.collect.txt).
"""
import argparse
import json
import os
import subprocess
import sys

ACTIONS = {"left", "right", "up", "down", "jump", "fire", "aim", "restart"}


def parse_script(text):
    """Replay entries from the script text; raises ValueError with the line number on a mistake."""
    entries = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].split()
        if not line:
            continue
        try:
            entry = {"ticks": int(line[0])}
        except ValueError:
            raise ValueError(f"line {number}: expected a tick count, got {line[0]!r}")
        hold, press = [], []
        for word in line[1:]:
            if word.startswith("@"):
                x, y = word[1:].split(",")
                entry["aim"] = [float(x), float(y)]
            elif word.startswith("+") and word[1:] in ACTIONS:
                press.append(word[1:])
            elif word in ACTIONS:
                hold.append(word)
            else:
                raise ValueError(f"line {number}: unknown word {word!r}")
        if hold:
            entry["hold"] = hold
        if press:
            entry["press"] = press
        entries.append(entry)
    return entries


def replay_json(level_path, entries):
    """The replay file text: one entry per line, so diffs stay readable."""
    lines = ",\n    ".join(json.dumps(e) for e in entries)
    return '{"format": 1, "level": %s, "inputs": [\n    %s\n]}\n' % (json.dumps(level_path), lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("level")
    ap.add_argument("script")
    ap.add_argument("--raycrypt", default=os.environ.get("RAYCRYPT", "build/raycrypt"))
    ap.add_argument("--trace", type=int, default=0)
    ap.add_argument("--write", action="store_true", help="save LEVEL.replay.json beside the level")
    ap.add_argument("--out", help="save the replay here instead (a collect proof: LEVEL.collect.replay.json)")
    args = ap.parse_args()
    with open(args.script) as f:
        entries = parse_script(f.read())
    total = sum(e["ticks"] for e in entries)
    out = os.path.splitext(args.level)[0] + ".replay.json" if args.write else "/tmp/ninja_replay_check.json"
    if args.out:
        out = args.out
    with open(out, "w") as f:
        f.write(replay_json(args.level, entries))
    cmd = [args.raycrypt, "--headless", "--level", args.level, "--replay", out]
    if args.trace:
        cmd += ["--trace", str(args.trace)]
    r = subprocess.run(cmd, capture_output=True, text=True)
    for line in r.stderr.splitlines():  # trace lines past the script's end (+ 1 s) are noise
        try:
            if json.loads(line).get("t", 0) > total + 120 and json.loads(line).get("state") == "playing":
                continue
        except ValueError:
            pass
        sys.stderr.write(line + "\n")
    print(r.stdout.strip(), f"(script: {total} ticks, {len(entries)} entries)")
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
