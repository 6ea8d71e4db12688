#!/usr/bin/env python3
"""Set every shipped level's par from its solution replay, by the par rule of levels/README.md.

    python3 tests/tools/set_pars.py [--raycrypt build/raycrypt] [--check] [LEVEL.json ...]

The rule: par = 1.3 x the solution's level time (the level clock: from its first input to the exit), rounded up
to the next tenth of a second. In whole ticks (120 a second), par in tenths = ceil(13 x ticks / 120).

For each level (default: every levels/*/*.json that is not a replay or chapters.json), the tool plays LEVEL.replay.json beside it
with `raycrypt --headless`, reads the level time ("clockTicks") from the summary, and rewrites the level's
`"par": ...` line in place, touching no other byte (a level with no par line gets one after its "mode" line).
Running it again changes nothing. With --check it writes nothing and exits 1 when any par is off the rule.
Exit 2 when a solution does not complete its level or the executable cannot be run.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
# par = PAR_NUM / PAR_DEN x the solution's level time: 1.3 x.
PAR_NUM, PAR_DEN = 13, 10
TICK_RATE = 120
PAR_LINE = re.compile(r'^(\s*)"par"(\s*):(\s*)[^,\r\n]*?(\s*,?\s*)$')
MODE_LINE = re.compile(r'^(\s*)"mode"\s*:')


def par_tenths(clock_ticks):
    """Par in tenths of a second for a solution of clock_ticks ticks: ceil(1.3 x seconds x 10), in integers."""
    return -(-(clock_ticks * PAR_NUM * 10) // (PAR_DEN * TICK_RATE))


def par_text(tenths):
    """The par as written in a level file: seconds with one decimal ("7.5", "12.0")."""
    return f"{tenths // 10}.{tenths % 10}"


def shipped_levels():
    """Every shipped level file: levels/<mode>/*.json that is not a replay, sorted."""
    files = glob.glob(os.path.join(ROOT, "levels", "*", "*.json"))
    return sorted(f for f in files if not f.endswith(".replay.json") and os.path.basename(f) != "chapters.json")


def solution_clock_ticks(raycrypt, level):
    """The level time of the level's solution replay, in ticks; raises RuntimeError when it does not complete."""
    replay = level[: -len(".json")] + ".replay.json"
    if not os.path.exists(replay):
        raise RuntimeError(f"{level}: no solution replay {replay}")
    run = subprocess.run([raycrypt, "--headless", "--level", level, "--replay", replay],
                         capture_output=True, text=True)
    lines = [l for l in run.stdout.splitlines() if l.startswith("{")]
    if run.returncode != 0 or not lines:
        raise RuntimeError(f"{level}: raycrypt --headless failed: {run.stderr.strip()}")
    summary = json.loads(lines[-1])
    if summary.get("outcome") != "complete" or "clockTicks" not in summary:
        raise RuntimeError(f"{level}: the solution does not complete the level ({summary.get('outcome')})")
    return int(summary["clockTicks"])


def with_par(text, par):
    """The level text with its par line set to `par` (a string); every other byte kept."""
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        m = PAR_LINE.match(line.rstrip("\r\n"))
        if m:
            ending = line[len(line.rstrip("\r\n")):]
            lines[i] = f'{m.group(1)}"par"{m.group(2)}:{m.group(3) or " "}{par}{m.group(4)}{ending}'
            return "".join(lines)
    if '"par"' in text:
        raise RuntimeError('"par" is not on a line of its own: write it as its own line, then run this again')
    for i, line in enumerate(lines):
        m = MODE_LINE.match(line)
        if m:
            ending = line[len(line.rstrip("\r\n")):] or "\n"
            lines.insert(i + 1, f'{m.group(1)}"par": {par},{ending}')
            return "".join(lines)
    raise RuntimeError('no "par" line and no "mode" line to put one after')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("levels", nargs="*", help="level files (default: every shipped level)")
    parser.add_argument("--raycrypt", default=os.path.join(ROOT, "build", "raycrypt"), help="the game executable")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a par is off the rule")
    args = parser.parse_args()
    levels = [os.path.abspath(l) for l in args.levels] or shipped_levels()
    off = 0
    for level in levels:
        try:
            ticks = solution_clock_ticks(args.raycrypt, level)
            with open(level, encoding="utf-8", newline="") as f:
                text = f.read()
            par = par_text(par_tenths(ticks))
            updated = with_par(text, par)
        except (OSError, RuntimeError) as e:
            print(f"set_pars: {e}", file=sys.stderr)
            return 2
        name = os.path.relpath(level, ROOT)
        solution = f"{ticks / TICK_RATE:.3f} s"
        if updated == text:
            print(f"{name}: par {par} s (solution {solution})")
            continue
        off += 1
        if args.check:
            print(f"{name}: par should be {par} s (solution {solution})")
        else:
            with open(level, "w", encoding="utf-8", newline="") as f:
                f.write(updated)
            print(f"{name}: par set to {par} s (solution {solution})")
    return 1 if args.check and off else 0


if __name__ == "__main__":
    sys.exit(main())
