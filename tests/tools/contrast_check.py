#!/usr/bin/env python3
"""Checks that every actor and hazard in a screenshot stands out from what is around it (WCAG 1.4.11: 3:1).

usage: contrast_check.py SHOT.png [--actors SHOT.png.actors.json] [--min 3.0] [--top 22] [--grey] [--plain]

The actors file is what `raycrypt --screenshot` writes beside its image: the rim pass's things (player, robots,
emitters, skeletons, bats, liches, spikes) as boxes in window px, with the window's scale (window px per logical
px). Spikes side by side are one hazard (a run; cells at the screen's edge left out). For each thing, on the logical pixel grid (the centre pixel of
each scale x scale block):
  - its look: the luminance that w + h of the pixels inside its box grown by 1 px (its outline) reach: an outline
    along at least half the box's perimeter,
  - its surroundings: the median luminance of the ring 2 to 4 px outside its box,
  - the contrast ratio (L1 + 0.05) / (L2 + 0.05), the lighter over the darker, must reach --min.
Lethal beams (the file's "beams": straight pieces, window px) are measured along their length, a sample every
logical px (3 px at each end left out): the core, the brightest pixel within 1 px across the piece, against the
surroundings, the pixels 6 and 7 px to either side (past the beam's glow and dark edges); a piece's look is the
25th percentile of its cores (three quarters of it reach it), its surroundings the median of theirs.
--plain (a high-contrast screenshot, in colour) also requires plain backgrounds: the logical pixels below the HUD
band and outside the overlays (the caption strip) are mostly two flat colours, the background and the walls of game/app/view/rim_pass.h (kContrastBackground,
kContrastWall), together at least half of them (no parallax, fill art, darkness or vignette).
Relative luminance is L = 0.2126 R + 0.7152 G + 0.0722 B of the linearised sRGB channels. --grey measures the
screenshot turned greyscale first (`convert -colorspace Gray`): each pixel becomes one grey level, the Rec. 709
luma of its sRGB values (0.2126 R' + 0.7152 G' + 0.0722 B'), whose luminance is then measured; hues that differ
only in colour come out the same grey. Things whose ring leaves
the screen or reaches into the HUD's top band (--top logical px), or whose box a HUD text panel (the file's
"overlays": the caption strip under the level's view) overlaps, are listed as
skipped, not measured. Prints one line
per thing; exits 1 when any measured thing falls short or none was measured.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from screenshot_check import read_png_bytes, rgb_bytes  # noqa: E402


def linear(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


LINEAR = [linear(float(i)) for i in range(256)]


def luminance(px):
    return 0.2126 * LINEAR[px[0]] + 0.7152 * LINEAR[px[1]] + 0.0722 * LINEAR[px[2]]


def ratio(a, b):
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)


def read_pixels(path, grey):
    """(width, height, channels, bytes) of the image, rows top to bottom: RGB, or with grey one grey level a pixel.
    ImageMagick's `convert` decodes it (and with grey turns it greyscale, `-colorspace Gray`: Rec. 709 luma of the
    sRGB values); without it, the PNG reader here and the same luma."""
    try:
        out = subprocess.run(["convert", path] + (["-colorspace", "Gray"] if grey else []) +
                             ["-depth", "8", "pgm:-" if grey else "ppm:-"], capture_output=True, check=True).stdout
        fields, pos = [], 0
        while len(fields) < 4:  # magic, width, height, maxval, each followed by one whitespace byte
            while out[pos:pos + 1].isspace():
                pos += 1
            end = pos
            while not out[end:end + 1].isspace():
                end += 1
            fields.append(out[pos:end])
            pos = end
        return int(fields[1]), int(fields[2]), 1 if grey else 3, out[pos + 1:]
    except (OSError, subprocess.CalledProcessError):
        width, height, channels, pixels = read_png_bytes(path)
        rgb = rgb_bytes(channels, pixels)
        if grey:
            return width, height, 1, bytes(min(255, int(round(0.2126 * r + 0.7152 * g + 0.0722 * b)))
                                           for r, g, b in zip(rgb[0::3], rgb[1::3], rgb[2::3]))
        return width, height, 3, rgb


# High contrast's flat background and walls (game/app/view/rim_pass.h).
PLAIN = {(10, 10, 14): "background", (72, 72, 80): "walls"}


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def merge_runs(actors):
    """Spikes that touch side by side (same top and height) become one box."""
    out, spikes = [], []
    for a in actors:
        (spikes if a["kind"] == "spikes" else out).append(dict(a))
    spikes.sort(key=lambda a: (a["y"], a["h"], a["x"]))
    for a in spikes:
        last = out[-1] if out and out[-1]["kind"] == "spikes" else None
        if last and last["y"] == a["y"] and last["h"] == a["h"] and abs(last["x"] + last["w"] - a["x"]) < 0.5:
            last["w"] = a["x"] + a["w"] - last["x"]
        else:
            out.append(a)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("shot")
    ap.add_argument("--actors")
    ap.add_argument("--min", type=float, default=3.0)
    ap.add_argument("--top", type=float, default=22.0)
    ap.add_argument("--grey", action="store_true")
    ap.add_argument("--plain", action="store_true")
    args = ap.parse_args()
    width, height, channels, pixels = read_pixels(args.shot, args.grey)
    with open(args.actors or args.shot + ".actors.json") as f:
        info = json.load(f)
    s = float(info["scale"])
    lw, lh = int(width / s), int(height / s)

    def lum(lx, ly):  # the centre pixel of logical pixel (lx, ly)
        at = (int((ly + 0.5) * s) * width + int((lx + 0.5) * s)) * channels
        return LINEAR[pixels[at]] if channels == 1 else luminance(pixels[at:at + 3])

    failed = measured = 0
    name = os.path.basename(args.shot) + (" (grey)" if args.grey else "")
    # A spike cell at the screen's edge is left out of its run (the rest of the run is measured).
    cells = [a for a in info["actors"]
             if a["kind"] != "spikes" or (a["x"] >= 4 * s and a["x"] + a["w"] <= width - 4 * s)]
    for a in merge_runs(cells):
        x0, y0 = round(a["x"] / s), round(a["y"] / s)
        x1, y1 = round((a["x"] + a["w"]) / s), round((a["y"] + a["h"]) / s)
        where = "%s %s at %d,%d %dx%d" % (name, a["kind"], x0, y0, x1 - x0, y1 - y0)
        if x0 - 4 < 0 or y0 - 4 < args.top or x1 + 4 > lw or y1 + 4 > lh:
            print("skipped (off screen or under the HUD): " + where)
            continue
        if any(o["x"] < a["x"] + a["w"] + 4 * s and a["x"] - 4 * s < o["x"] + o["w"] and
               o["y"] < a["y"] + a["h"] + 4 * s and a["y"] - 4 * s < o["y"] + o["h"] for o in info.get("overlays", [])):
            print("skipped (under a text panel): " + where)
            continue
        inner = [lum(x, y) for y in range(y0 - 1, y1 + 1) for x in range(x0 - 1, x1 + 1)]
        ring = [lum(x, y) for y in range(y0 - 4, y1 + 4) for x in range(x0 - 4, x1 + 4)
                if not (x0 - 2 <= x < x1 + 2 and y0 - 2 <= y < y1 + 2)]
        # The outline must run along at least half the box's perimeter: the (w + h)-th brightest pixel inside.
        look, around = sorted(inner, reverse=True)[min(len(inner) - 1, (x1 - x0) + (y1 - y0))], percentile(ring, 0.5)
        r = ratio(look, around)
        measured += 1
        ok = r >= args.min
        failed += 0 if ok else 1
        print("%s %s: %.2f:1 (sprite %.3f, around %.3f)" % ("ok  " if ok else "FAIL", where, r, look, around))
    if args.plain and channels == 3:
        counts = {}
        panels = [(o["x"] / s, o["y"] / s, (o["x"] + o["w"]) / s, (o["y"] + o["h"]) / s)
                  for o in info.get("overlays", [])]
        for y in range(int(args.top), lh):
            for x in range(lw):
                if any(x0 <= x + 0.5 < x1 and y0 <= y + 0.5 < y1 for x0, y0, x1, y1 in panels):
                    continue
                at = (int((y + 0.5) * s) * width + int((x + 0.5) * s)) * channels
                key = tuple(pixels[at:at + 3])
                counts[key] = counts.get(key, 0) + 1
        total = sum(counts.values())
        flat = sum(counts.get(c, 0) for c in PLAIN)
        top = sorted(counts, key=counts.get, reverse=True)[:2]
        ok = flat * 2 >= total and all(c in PLAIN for c in top)
        failed += 0 if ok else 1
        print("%s %s plain background: %d%% flat background and walls (commonest colours %s)" %
              ("ok  " if ok else "FAIL", name, 100 * flat // total, ", ".join(str(c) for c in top)))
    for b in info.get("beams", []):
        ax, ay, bx, by = b["x0"] / s, b["y0"] / s, b["x1"] / s, b["y1"] / s
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        where = "%s beam %d,%d-%d,%d" % (name, ax, ay, bx, by)
        if length < 10:
            print("skipped (too short): " + where)
            continue
        dx, dy = (bx - ax) / length, (by - ay) / length
        cores, arounds = [], []
        for i in range(3, int(length) - 3):
            px, py = ax + dx * i, ay + dy * i
            if not (7 <= px < lw - 7 and args.top + 7 <= py < lh - 7):
                continue
            if any(o["x"] / s - 7 <= px < (o["x"] + o["w"]) / s + 7 and o["y"] / s - 7 <= py < (o["y"] + o["h"]) / s + 7
                   for o in info.get("overlays", [])):
                continue
            cores.append(max(lum(int(px - dy * k), int(py + dx * k)) for k in (-1, 0, 1)))
            arounds += [lum(int(px - dy * k), int(py + dx * k)) for k in (-7, -6, 6, 7)]
        if len(cores) < 6:
            print("skipped (off screen or under the HUD): " + where)
            continue
        look, around = percentile(cores, 0.25), percentile(arounds, 0.5)
        r = ratio(look, around)
        measured += 1
        ok = r >= args.min
        failed += 0 if ok else 1
        print("%s %s: %.2f:1 (core %.3f, around %.3f)" % ("ok  " if ok else "FAIL", where, r, look, around))
    if measured == 0:
        print("FAIL %s: no actor or hazard measured" % name)
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
