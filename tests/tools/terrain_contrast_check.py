#!/usr/bin/env python3
"""Checks that solid terrain stands out from the background, and moving platforms from what lies behind them
(WCAG 1.4.11: 3:1), in a screenshot.

usage: terrain_contrast_check.py SHOT.png [--actors SHOT.png.actors.json] [--min 3.0] [--top 22] [--grey]

The actors file is what `raycrypt --screenshot` writes beside its image. Its "edges" are the solid cells (walls,
breakable, cracked and crumbling blocks) that meet an empty cell, each with that empty neighbour, and its
"platforms" the moving platforms' boxes, in window px. On the logical pixel grid (the centre pixel of each
scale x scale block):
  - an edge's terrain is the median luminance of its solid cell, its background the median luminance of the empty
    cell beside it, and their contrast ratio (L1 + 0.05) / (L2 + 0.05), the lighter over the darker, must reach
    --min. Edges whose cells leave the screen, reach into the HUD's top band (--top logical px), meet a text panel
    (the file's "overlays") or an actor's box (the player, enemies, spikes: what stands in front of the
    background) or a platform are skipped;
  - a platform's look is the median luminance inside its box, its surroundings the median of the ring 2 to 4 px
    outside it, and their ratio must reach --min too (skipped under the HUD, a text panel or off screen).
In colour, the breakable blocks' median colour must be a brown (hue 10 to 50 degrees, saturation at least 0.3):
hints call them brown. Relative luminance as in contrast_check.py (--grey: the screenshot turned greyscale first).
Prints the worst edge
of each terrain kind, every failure and every platform; exits 1 when any measured thing falls short or no edge was
measured.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contrast_check import LINEAR, luminance, percentile, ratio, read_pixels  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("shot")
    ap.add_argument("--actors")
    ap.add_argument("--min", type=float, default=3.0)
    ap.add_argument("--top", type=float, default=22.0)
    ap.add_argument("--grey", action="store_true")
    args = ap.parse_args()
    width, height, channels, pixels = read_pixels(args.shot, args.grey)
    with open(args.actors or args.shot + ".actors.json") as f:
        info = json.load(f)
    s = float(info["scale"])
    lw, lh = int(width / s), int(height / s)
    name = os.path.basename(args.shot) + (" (grey)" if args.grey else "")

    def lum(lx, ly):  # the centre pixel of logical pixel (lx, ly)
        at = (int((ly + 0.5) * s) * width + int((lx + 0.5) * s)) * channels
        return LINEAR[pixels[at]] if channels == 1 else luminance(pixels[at:at + 3])

    def logical(r, grow=0.0):  # (x0, y0, x1, y1) in logical px, grown by `grow` on every side
        return (round(r["x"] / s - grow), round(r["y"] / s - grow), round((r["x"] + r["w"]) / s + grow),
                round((r["y"] + r["h"]) / s + grow))

    def meets(a, b):
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    def on_screen(b):
        return b[0] >= 0 and b[1] >= args.top and b[2] <= lw and b[3] <= lh

    panels = [logical(o) for o in info.get("overlays", [])]
    blockers = panels + [logical(a, 2) for a in info.get("actors", [])] + \
        [logical(p, 2) for p in info.get("platforms", [])]

    def median(b):
        return percentile([lum(x, y) for y in range(b[1], b[3]) for x in range(b[0], b[2])], 0.5)

    failed = measured = 0
    worst = {}
    cache = {}
    for e in info.get("edges", []):
        solid, open_ = logical(e["solid"]), logical(e["open"])
        if not (on_screen(solid) and on_screen(open_)) or any(meets(c, b) for c in (solid, open_) for b in blockers):
            continue
        for b in (solid, open_):
            if b not in cache:
                cache[b] = median(b)
        r = ratio(cache[solid], cache[open_])
        measured += 1
        where = "%s %s at %d,%d against %d,%d: %.2f:1 (terrain %.3f, background %.3f)" % (
            name, e["kind"], solid[0], solid[1], open_[0], open_[1], r, cache[solid], cache[open_])
        if r < args.min:
            failed += 1
            print("FAIL " + where)
        if e["kind"] not in worst or r < worst[e["kind"]][0]:
            worst[e["kind"]] = (r, where)
    # Hints call breakable blocks brown (game/app/view/crypt_presentation.cpp's table of things): their drawn colour,
    # the median of each channel over the measured cells, must be a brown: a hue of 10 to 50 degrees (red above
    # green above blue) and a saturation of at least 0.3.
    blocks = {logical(e["solid"]) for e in info.get("edges", []) if e["kind"] == "breakable"} & set(cache)
    if blocks and channels == 3:
        chans = [[], [], []]
        for b in blocks:
            for y in range(b[1], b[3]):
                for x in range(b[0], b[2]):
                    at = (int((y + 0.5) * s) * width + int((x + 0.5) * s)) * 3
                    for k in range(3):
                        chans[k].append(pixels[at + k])
        r, g, b = (percentile(c, 0.5) for c in chans)
        hi, lo = max(r, g, b), min(r, g, b)
        hue = 60.0 * (g - b) / (hi - lo) if hi == r and hi > lo else -1.0
        sat = (hi - lo) / hi if hi else 0.0
        ok = 10.0 <= hue <= 50.0 and sat >= 0.3
        failed += 0 if ok else 1
        print("%s %s breakable blocks drawn brown: median (%d, %d, %d), hue %.0f, saturation %.2f" %
              ("ok  " if ok else "FAIL", name, r, g, b, hue, sat))
    for kind in sorted(worst):
        print("%s worst %s" % ("ok  " if worst[kind][0] >= args.min else "FAIL", worst[kind][1]))
    for p in info.get("platforms", []):
        box = logical(p)
        where = "%s platform at %d,%d %dx%d" % (name, box[0], box[1], box[2] - box[0], box[3] - box[1])
        if not on_screen(logical(p, 4)) or any(meets(logical(p, 4), b) for b in panels):
            print("skipped (off screen, under the HUD or a text panel): " + where)
            continue
        look = median(box)
        ring = [lum(x, y) for y in range(box[1] - 4, box[3] + 4) for x in range(box[0] - 4, box[2] + 4)
                if not (box[0] - 2 <= x < box[2] + 2 and box[1] - 2 <= y < box[3] + 2)]
        around = percentile(ring, 0.5)
        r = ratio(look, around)
        measured += 1
        ok = r >= args.min
        failed += 0 if ok else 1
        print("%s %s: %.2f:1 (platform %.3f, around %.3f)" % ("ok  " if ok else "FAIL", where, r, look, around))
    print("%s %s: %d edges and platforms measured, %d short of %.1f:1" %
          ("ok  " if measured and not failed else "FAIL", name, measured, failed, args.min))
    return 1 if failed or not measured else 0


if __name__ == "__main__":
    sys.exit(main())
