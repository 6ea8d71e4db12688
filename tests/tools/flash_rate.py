#!/usr/bin/env python3
"""Counts flashes (WCAG 2.3.1 general flash) in frames written by flash_rate_test.sh.

usage: flash_rate.py ON_DIR OFF_DIR

Each DIR holds NNNN.rgb files: the 480x270 canvas as 8-bit sRGB, one file per frame, frames 1/60 s apart in name
order. Each frame is cut into 48x27 tiles of 10x10 canvas pixels, and each tile's mean relative luminance is taken
in linear light. The tiles under the run timer and under the replay's tick counter are left out: their digits change
every frame, which is text changing, not a flash. A flash is a pair of opposing changes in relative luminance of 0.1 or more where
the darker state is below 0.8 (the same rule as game/app/fx/flash_limit.cpp). Checks: ON_DIR has at most 3 flashes
in any one second for the whole frame and for every tile; OFF_DIR has more than 3 in some tile.
"""
import glob
import os
import sys

WIDTH, HEIGHT, TILE = 480, 270, 10
TILES_X, TILES_Y = WIDTH // TILE, HEIGHT // TILE
RATE = 40.0
STEP, DARK_BELOW, LIMIT = 0.10, 0.80, 3


# Canvas rectangles (x0, y0, x1, y1) whose tiles are left out: the run timer, the replay's tick counter.
MASKED = [(200, 0, 280, 20), (160, 236, 320, 256)]


def masked(tile):
    """True when the tile overlaps a rectangle of MASKED."""
    x, y = (tile % TILES_X) * TILE, (tile // TILES_X) * TILE
    return any(x < x1 and x + TILE > x0 and y < y1 and y + TILE > y0 for x0, y0, x1, y1 in MASKED)


def linear(c):
    """An 8-bit sRGB channel in linear light, 0..1."""
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


R_LUM = [0.2126 * linear(c) for c in range(256)]
G_LUM = [0.7152 * linear(c) for c in range(256)]
B_LUM = [0.0722 * linear(c) for c in range(256)]


def frames(directory):
    """Per frame, the relative luminance of every tile."""
    out = []
    for path in sorted(glob.glob(os.path.join(directory, "*.rgb"))):
        data = open(path, "rb").read()
        if len(data) != WIDTH * HEIGHT * 3:
            raise SystemExit("FAIL: %s holds %d bytes, not a %dx%d RGB frame" % (path, len(data), WIDTH, HEIGHT))
        sums = [0.0] * (TILES_X * TILES_Y)
        for y in range(HEIGHT):
            row = data[y * WIDTH * 3:(y + 1) * WIDTH * 3]
            base = (y // TILE) * TILES_X
            for x in range(WIDTH):
                sums[base + x // TILE] += R_LUM[row[3 * x]] + G_LUM[row[3 * x + 1]] + B_LUM[row[3 * x + 2]]
        out.append([v / (TILE * TILE) for v in sums])
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
    per_tile = [0 if masked(i) else max_flashes([f[i] for f in fs]) for i in range(TILES_X * TILES_Y)]
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
