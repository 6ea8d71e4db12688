#!/usr/bin/env python3
"""Checks a `raycrypt --screenshot` image (standard library only: PNG decoded with zlib).

usage: screenshot_check.py IMAGE.png --size W H [--beam X0 X1 Y] [--rail X0 X1 Y] [--player-near X Y --sprite NAME]
                           [--atlas DIR] [--offset OX OY] [--scale S]

Coordinates given to --beam and --player-near are WORLD pixels (tiles x 16). They map to image pixels as
    image = (world + offset) * scale
where offset is where the camera puts the level on the 480x270 canvas (a level smaller than the view is centred)
and scale is the window's whole letterbox factor. Checks:
  size        the image is exactly W x H (the window's size)
  not blank   many distinct colours and real contrast
  beam        along the segment (X0..X1, Y) the image is bright and red-dominant (a laser's colour) at >= 90% of the
              sample points, and 6 world px above and below it is not
  rail        along the segment (X0..X1, Y) the image shows a rail's running line (a light blue-grey, allowing the
              darkening of a vignette) at >= 90% of the sample points, and 6 world px above and below it does not
  player      around the spawn there are clearly more pixels in the colours of sprite NAME (its vivid colours,
              allowing the darkening of a vignette) than in a same-size window elsewhere
"""
import argparse
import json
import struct
import sys
import zlib


def _add_bytes(a, b, high, low):
    """Byte-wise (a + b) mod 256 of two big-endian integers of the same byte length (high: 0x80 in every byte)."""
    return ((a & low) + (b & low)) ^ ((a ^ b) & high)


def _unfilter(raw, height, stride, channels):
    """The image bytes of a PNG's decompressed data, rows top to bottom, each row's filter undone. Up and Sub rows
    (most rows of a screenshot) are undone on whole rows at once as integers, 8 bits a byte (Sub as a prefix sum
    in doubling steps); Average and Paeth rows byte by byte."""
    high = int.from_bytes(b"\x80" * stride, "big")
    low = int.from_bytes(b"\x7f" * stride, "big")
    out, prev = bytearray(), bytearray(stride)
    for y in range(height):
        base = y * (stride + 1)
        ftype, line = raw[base], bytearray(raw[base + 1:base + 1 + stride])
        if ftype == 2:
            line = bytearray(_add_bytes(int.from_bytes(line, "big"), int.from_bytes(prev, "big"), high, low)
                             .to_bytes(stride, "big"))
        elif ftype == 1:
            x, k = int.from_bytes(line, "big"), channels
            while k < stride:  # byte i gains byte i - k: a right shift by k bytes
                x = _add_bytes(x, x >> (8 * k), high, low)
                k *= 2
            line = bytearray(x.to_bytes(stride, "big"))
        elif ftype in (3, 4):
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = prev[i]
                if ftype == 3:
                    line[i] = (line[i] + (a + b) // 2) & 255
                else:
                    c = prev[i - channels] if i >= channels else 0
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += line
        prev = line
    return bytes(out)


def read_png_bytes(path):
    """Decode an 8-bit non-interlaced PNG into (width, height, channels, bytes): the pixels top to bottom, left to
    right, `channels` bytes each (1 grey, 2 grey+alpha, 3 RGB, 4 RGBA; palette images come out as RGB)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("%s: not a PNG file" % path)
    pos, idat, palette = 8, b"", None
    width = height = depth = ctype = interlace = None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    if depth != 8 or interlace != 0:
        raise ValueError("%s: only 8-bit non-interlaced PNGs are supported" % path)
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    pixels = _unfilter(zlib.decompress(idat), height, width * channels, channels)
    if ctype == 3:
        return width, height, 3, b"".join(palette[3 * v:3 * v + 3] for v in pixels)
    return width, height, channels, pixels


def rgb_bytes(channels, pixels):
    """The RGB bytes of pixels with `channels` bytes each (grey repeated three times, alpha left out)."""
    if channels == 3:
        return pixels
    out = bytearray(len(pixels) // channels * 3)
    for k in range(3):
        out[k::3] = pixels[(k if channels >= 3 else 0)::channels]
    return bytes(out)


def read_png(path):
    """Decode an 8-bit RGB/RGBA (or grey/palette) non-interlaced PNG into (width, height, rows of RGB tuples)."""
    width, height, channels, pixels = read_png_bytes(path)
    rgb = rgb_bytes(channels, pixels)
    stride = width * 3
    return width, height, [list(zip(rgb[y * stride:(y + 1) * stride:3], rgb[y * stride + 1:(y + 1) * stride:3],
                                    rgb[y * stride + 2:(y + 1) * stride:3])) for y in range(height)]


def read_png_rgba(path):
    """Like read_png, but keeps alpha (RGBA images only; others are opaque)."""
    w, h, rows = read_png(path)
    with open(path, "rb") as f:
        data = f.read()
    if data[25] != 6:
        return w, h, [[(r, g, b, 255) for (r, g, b) in row] for row in rows]
    raw_rows = []
    # Re-decode keeping the 4th channel: cheap enough for an atlas.
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride, prev = w * 4, bytearray(w * 4)
    for y in range(h):
        base = y * (stride + 1)
        ftype, line = raw[base], bytearray(raw[base + 1:base + 1 + stride])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = prev[i]
            c = prev[i - 4] if i >= 4 else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        raw_rows.append([tuple(line[i:i + 4]) for i in range(0, stride, 4)])
    return w, h, raw_rows


def is_beam(px):
    r, g, b = px
    return r >= 170 and r >= g and r >= b and r - min(g, b) >= 25


RAIL_LINE = (150, 160, 190)  # game/app/view/ninja_view.cpp: kRailLine


def is_rail(px):
    """px is the rail's running line, darkened by a factor k in [0.45, 1.05], within 12 a channel."""
    k = max(px) / max(RAIL_LINE)
    return 0.45 <= k <= 1.05 and all(abs(p - k * q) <= 12 for p, q in zip(px, RAIL_LINE))


def vivid_palette(atlas_dir, sprite_prefix):
    """The saturated colours of every atlas sprite whose name starts with sprite_prefix."""
    with open(atlas_dir + "/atlas.json") as f:
        manifest = json.load(f)
    _, _, pixels = read_png_rgba(atlas_dir + "/atlas.png")
    colours = set()
    for name, s in manifest["sprites"].items():
        if not name.startswith(sprite_prefix):
            continue
        for y in range(s["y"], s["y"] + s["h"]):
            for x in range(s["x"], s["x"] + s["w"]):
                r, g, b, a = pixels[y][x]
                if a == 255 and max(r, g, b) >= 90 and max(r, g, b) - min(r, g, b) >= 70:
                    colours.add((r, g, b))
    return colours


def matches(px, palette):
    """px equals a palette colour darkened by a factor k in [0.45, 1] (a vignette), within rounding."""
    for c in palette:
        k = max(px) / max(c)
        if 0.45 <= k <= 1.02 and all(abs(p - k * q) <= 6 for p, q in zip(px, c)):
            return True
    return False


def count_matches(rows, x0, y0, x1, y1, palette):
    n = 0
    for y in range(max(0, y0), min(len(rows), y1)):
        row = rows[y]
        for x in range(max(0, x0), min(len(row), x1)):
            if matches(row[x], palette):
                n += 1
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image")
    ap.add_argument("--size", nargs=2, type=int, required=True)
    ap.add_argument("--offset", nargs=2, type=float, default=[0, 0])
    ap.add_argument("--scale", type=float, default=3)
    ap.add_argument("--beam", nargs=3, type=float)
    ap.add_argument("--rail", nargs=3, type=float)
    ap.add_argument("--player-near", nargs=2, type=float)
    ap.add_argument("--sprite")
    ap.add_argument("--control", nargs=2, type=float, help="world px of the comparison window for --player-near")
    ap.add_argument("--atlas")
    a = ap.parse_args()
    failures = []
    w, h, rows = read_png(a.image)
    to_img = lambda x, y: (int(round((x + a.offset[0]) * a.scale)), int(round((y + a.offset[1]) * a.scale)))

    if (w, h) != tuple(a.size):
        failures.append("image is %dx%d, the window is %dx%d" % (w, h, a.size[0], a.size[1]))
    sample = [rows[y][x] for y in range(0, h, 7) for x in range(0, w, 7)]
    lum = [0.299 * r + 0.587 * g + 0.114 * b for r, g, b in sample]
    mean = sum(lum) / len(lum)
    spread = (sum((v - mean) ** 2 for v in lum) / len(lum)) ** 0.5
    distinct = len(set(sample))
    print("not blank: %d distinct colours in the sample, luminance mean %.1f, spread %.1f" % (distinct, mean, spread))
    if distinct < 40 or spread < 8:
        failures.append("the image looks blank (%d colours, luminance spread %.1f)" % (distinct, spread))

    if a.beam:
        x0, x1, y = a.beam
        hits = total = off = 0
        x = x0
        while x <= x1:
            ix, iy = to_img(x, y)
            total += 1
            if any(is_beam(rows[iy + d][ix]) for d in range(-2, 3) if 0 <= iy + d < h and 0 <= ix < w):
                hits += 1
            for dy in (-6, 6):
                jx, jy = to_img(x, y + dy)
                if 0 <= jy < h and 0 <= jx < w and is_beam(rows[jy][jx]):
                    off += 1
            x += 4
        print("beam: %d/%d samples on the path look like a beam; %d beam-coloured samples 6 px off it" % (hits, total, off))
        if hits < 0.9 * total:
            failures.append("the beam is not visible along its path (%d/%d)" % (hits, total))
        if off > 0.2 * total:
            failures.append("beam colour also off the beam's path (%d) - the check would not mean anything" % off)

    if a.rail:
        x0, x1, y = a.rail
        hits = total = off = 0
        x = x0
        while x <= x1:
            ix, iy = to_img(x, y)
            total += 1
            if any(is_rail(rows[iy + d][ix]) for d in range(-2, 3) if 0 <= iy + d < h and 0 <= ix < w):
                hits += 1
            for dy in (-6, 6):
                jx, jy = to_img(x, y + dy)
                if 0 <= jy < h and 0 <= jx < w and is_rail(rows[jy][jx]):
                    off += 1
            x += 4
        print("rail: %d/%d samples on the path look like a rail; %d rail-coloured samples 6 px off it" % (hits, total, off))
        if hits < 0.9 * total:
            failures.append("the rail is not drawn along its path (%d/%d)" % (hits, total))
        if off > 0.2 * total:
            failures.append("rail colour also off the rail's path (%d) - the check would not mean anything" % off)

    if a.player_near:
        palette = vivid_palette(a.atlas, a.sprite)
        if not palette:
            failures.append("no vivid colours in the atlas sprites %s*" % a.sprite)
        px, py = a.player_near
        box = lambda cx, cy: (to_img(cx - 20, cy - 28), to_img(cx + 20, cy + 4))
        (ax, ay), (bx, by) = box(px, py)
        near = count_matches(rows, ax, ay, bx, by, palette)
        cx, cy = a.control if a.control else (px + 160, py - 80)
        (ax, ay), (bx, by) = box(cx, cy)
        far = count_matches(rows, ax, ay, bx, by, palette)
        print("player: %d pixels in %s colours near the spawn, %d in the control window" % (near, a.sprite, far))
        if near < 20 or near < 4 * max(far, 1):
            failures.append("the player is not visible near the spawn (%d matching pixels vs %d elsewhere)" % (near, far))

    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
