#!/usr/bin/env python3
"""Counts flashes (WCAG 2.3.1 general flash) in frames written by flash_rate_test.sh.

usage: flash_rate.py ON_DIR OFF_DIR

Each DIR holds NNNN.rgb files: 48x27 tiles of linear-light RGB, 16 bits a channel (big-endian), one file per frame,
frames 1/60 s apart in name order. A flash is a pair of opposing changes in relative luminance of 0.1 or more where
the darker state is below 0.8 (the same rule as game/app/fx/flash_limit.cpp). Checks: ON_DIR has at most 3 flashes
in any one second for the whole frame and for every tile; OFF_DIR has more than 3 in some tile.
"""
import glob
import os
import struct
import sys

TILES_X, TILES_Y = 48, 27
RATE = 60.0
STEP, DARK_BELOW, LIMIT = 0.10, 0.80, 3


def frames(directory):
    """Per frame, the relative luminance of every tile."""
    out = []
    for path in sorted(glob.glob(os.path.join(directory, "*.rgb"))):
        data = open(path, "rb").read()
        values = struct.unpack(">%dH" % (len(data) // 2), data)
        tiles = []
        for i in range(TILES_X * TILES_Y):
            r, g, b = (v / 65535.0 for v in values[3 * i:3 * i + 3])
            tiles.append(0.2126 * r + 0.7152 * g + 0.0722 * b)
        out.append(tiles)
    return out


def max_flashes(trace):
    """The most flashes in any one second of a luminance trace sampled at RATE."""
    changes, direction = [], 0
    low = high = extreme = trace[0]
    for i, v in enumerate(trace[1:], 1):
        if direction == 0:
            low, high = min(low, v), max(high, v)
            if v - low >= STEP:
                if low < DARK_BELOW:
                    changes.append(i)
                direction, extreme = 1, v
            elif high - v >= STEP:
                if v < DARK_BELOW:
                    changes.append(i)
                direction, extreme = -1, v
        elif direction > 0:
            extreme = max(extreme, v)
            if extreme - v >= STEP:
                if v < DARK_BELOW:
                    changes.append(i)
                direction, extreme = -1, v
        else:
            extreme = min(extreme, v)
            if v - extreme >= STEP:
                if extreme < DARK_BELOW:
                    changes.append(i)
                direction, extreme = 1, v
    best = 0
    for a in range(len(changes)):
        best = max(best, sum(1 for c in changes[a:] if c - changes[a] < RATE))
    return best // 2


def report(name, fs):
    """(whole-frame flashes, worst tile's flashes, that tile) for the frames fs."""
    whole = max_flashes([sum(f) / len(f) for f in fs])
    per_tile = [max_flashes([f[i] for f in fs]) for i in range(TILES_X * TILES_Y)]
    worst = max(range(len(per_tile)), key=lambda i: per_tile[i])
    swing = max(f[worst] for f in fs) - min(f[worst] for f in fs)
    print("%s: %d frames (%.2f s); whole window %d flashes/s at most; worst tile (%d, %d): %d flashes/s, luminance swing %.3f"
          % (name, len(fs), len(fs) / RATE, whole, worst % TILES_X, worst // TILES_X, per_tile[worst], swing))
    return whole, per_tile[worst]


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    on, off = frames(sys.argv[1]), frames(sys.argv[2])
    if len(on) < RATE or len(off) < 2:
        print("FAIL: too few frames (%d with reduction on, %d off)" % (len(on), len(off)))
        return 1
    status = 0
    whole, tile = report("reduction on", on)
    if whole > LIMIT or tile > LIMIT:
        print("FAIL: more than %d flashes a second with flash reduction on" % LIMIT)
        status = 1
    whole_off, tile_off = report("reduction off", off)
    if tile_off <= LIMIT:
        print("FAIL: with flash reduction off the muzzle should flash more than %d times a second "
              "(the measure would be blind)" % LIMIT)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
