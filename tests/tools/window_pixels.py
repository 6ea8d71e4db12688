#!/usr/bin/env python3
"""Counts the pixels of one exact colour in the game's live X window, and can keep the window as a PNG file.

usage: window_pixels.py WINDOW_ID R G B [OUT.png]

Prints the count (one number). The pixels are read with XGetImage (letterbox_check.grab); the PNG is written with
the standard library alone (zlib), so a test can leave a picture of what it checked for a person to look at.
"""
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from letterbox_check import grab  # noqa: E402


def write_png(path, width, height, rows, offsets):
    """The rows (raw 32-bit pixels) as an 8-bit RGB PNG."""
    r, g, b = offsets
    raw = bytearray()
    for row in rows:
        raw.append(0)  # filter: none
        pixels = bytearray(3 * width)
        pixels[0::3] = row[r::4]
        pixels[1::3] = row[g::4]
        pixels[2::3] = row[b::4]
        raw += pixels

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 6)))
        f.write(chunk(b"IEND", b""))


def main():
    if len(sys.argv) not in (5, 6):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    window = int(sys.argv[1], 0)
    want = [int(v) for v in sys.argv[2:5]]
    try:
        width, height, rows, offsets = grab(window)
    except RuntimeError as e:
        print(e, file=sys.stderr)
        return 1
    count = 0
    for row in rows:
        reds, greens, blues = row[offsets[0]::4], row[offsets[1]::4], row[offsets[2]::4]
        count += sum(1 for i in range(width) if reds[i] == want[0] and greens[i] == want[1] and blues[i] == want[2])
    if len(sys.argv) == 6:
        write_png(sys.argv[5], width, height, rows, offsets)
    print(count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
