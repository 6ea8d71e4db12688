#!/usr/bin/env python3
"""Counts flashes (WCAG 2.3.1 general flash) in frames written by flash_rate_test.sh.

usage: flash_rate.py FRAMES_DIR

FRAMES_DIR holds NNNN.rgb files: the 480x270 canvas as 8-bit sRGB, one file per frame, frames 1/40 s apart in name
order. A flash is a pair of opposing changes in relative luminance (linear light) of 0.1 or more where the darker
state is below 0.8 (the same rule as game/app/fx/flash_limit.cpp). WCAG counts flashes over an area: 25 % of any
10-degree field of view, about a 341x256 rectangle of a 1024x768 screen; here, regions of 160x90 canvas pixels (a
third of the width and of the height) at every 10-pixel step, and the whole frame. Passes when none of them flashes
more than 3 times in any one second. Also prints the busiest 10x10-pixel tile (moving sprites and pellets change
small tiles often: that is motion, not a flash).
"""
import glob
import os
import sys

WIDTH, HEIGHT, TILE = 480, 270, 10
TILES_X, TILES_Y = WIDTH // TILE, HEIGHT // TILE
RATE = 40.0
REGION_X, REGION_Y = 16, 9  # region size in tiles (160x90 canvas px)
STEP, DARK_BELOW, LIMIT = 0.10, 0.80, 3


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


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    fs = frames(sys.argv[1])
    if len(fs) < RATE:
        print("FAIL: %d frames, less than one second" % len(fs))
        return 1
    whole = max_flashes([sum(f) / len(f) for f in fs])
    worst, worst_at = (-1, -1.0), None
    for ry in range(TILES_Y - REGION_Y + 1):
        for rx in range(TILES_X - REGION_X + 1):
            cells = [(ry + y) * TILES_X + rx + x for y in range(REGION_Y) for x in range(REGION_X)]
            trace = [sum(f[c] for c in cells) / len(cells) for f in fs]
            key = (max_flashes(trace), max(trace) - min(trace))
            if key > worst:
                worst, worst_at = key, (rx * TILE, ry * TILE, key[1])
    worst = worst[0]
    tiles = [max_flashes([f[i] for f in fs]) for i in range(TILES_X * TILES_Y)]
    busiest = max(range(len(tiles)), key=lambda i: tiles[i])
    print("%d frames (%.2f s): whole frame %d flashes in any second; busiest 160x90 region at (%d, %d): %d "
          "(luminance swing %.3f); busiest 10x10 tile at (%d, %d): %d"
          % (len(fs), len(fs) / RATE, whole, worst_at[0], worst_at[1], worst, worst_at[2],
             (busiest % TILES_X) * TILE, (busiest // TILES_X) * TILE, tiles[busiest]))
    if whole > LIMIT or worst > LIMIT:
        print("FAIL: more than %d flashes a second with flash reduction on" % LIMIT)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
