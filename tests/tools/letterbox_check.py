#!/usr/bin/env python3
"""Checks the letterboxing of the game's live X window (standard library + libX11 through ctypes: no ImageMagick).

usage: letterbox_check.py WINDOW_ID WIDTH HEIGHT LEFT TOP W H

The window's pixels are read with XGetImage (what `import -window` does). The window must be WIDTH x HEIGHT and
the game's image must fill exactly the rectangle LEFT, TOP, W x H (window pixels; the caller gives the one
engine::letterboxRect defines: the 480x270 canvas at the largest whole scale that fits, centred, rounded down).
Checks:
  size     the window is WIDTH x HEIGHT,
  bars     every pixel outside the rectangle is pure black (the bars are cleared to sf::Color::Black),
  edges    each of the rectangle's four edge lines is mostly (>= 50%) not black: the image reaches the rectangle's
           border, so it is neither shifted nor drawn smaller inside it,
  content  the image is not blank: >= 50% of it is not black and it holds many distinct colours.
Exit 0 when all hold (one summary line); otherwise 1 with one line per broken check, each giving the span of the
non-black pixels.
"""
import ctypes
import ctypes.util
import sys

LOGICAL_W = 480  # the canvas width in logical pixels (engine::kLogicalWidth)
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF


class XImage(ctypes.Structure):
    """The leading fields of Xlib's XImage (Xlib.h), enough to read a ZPixmap's pixels."""
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int),
                ("red_mask", ctypes.c_ulong), ("green_mask", ctypes.c_ulong), ("blue_mask", ctypes.c_ulong)]


def grab(window):
    """The window's pixels: (width, height, rows of raw 32-bit pixels, byte offsets of red, green, blue in a pixel);
    raises RuntimeError if X cannot give them."""
    x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XGetImage.restype = ctypes.POINTER(XImage)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                              ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong)] + \
        [ctypes.POINTER(ctypes.c_int)] * 2 + [ctypes.POINTER(ctypes.c_uint)] * 4
    # A vanished window (the game re-creates it on F11) is an X error: report it instead of exiting inside Xlib.
    handler_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    handler = handler_type(lambda display, event: 0)
    x11.XSetErrorHandler(handler)
    display = x11.XOpenDisplay(None)
    if not display:
        raise RuntimeError("cannot open the X display")
    root = ctypes.c_ulong()
    x, y = ctypes.c_int(), ctypes.c_int()
    w, h, border, depth = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    if not x11.XGetGeometry(display, window, ctypes.byref(root), ctypes.byref(x), ctypes.byref(y), ctypes.byref(w),
                            ctypes.byref(h), ctypes.byref(border), ctypes.byref(depth)):
        raise RuntimeError("window %d does not exist" % window)
    image = x11.XGetImage(display, window, 0, 0, w.value, h.value, ALL_PLANES, Z_PIXMAP)
    if not image:
        raise RuntimeError("XGetImage failed on window %d (%dx%d)" % (window, w.value, h.value))
    im = image.contents
    if im.bits_per_pixel != 32 or im.byte_order != 0:
        raise RuntimeError("unsupported image: %d bits per pixel, byte order %d" % (im.bits_per_pixel, im.byte_order))
    raw = ctypes.string_at(im.data, im.bytes_per_line * im.height)
    offsets = [((mask & -mask).bit_length() - 1) // 8 for mask in (im.red_mask, im.green_mask, im.blue_mask)]
    rows = [raw[y * im.bytes_per_line:y * im.bytes_per_line + 4 * im.width] for y in range(im.height)]
    return im.width, im.height, rows, offsets


def lit_mask(row, offsets):
    """One byte per pixel of a row: 0 where the pixel is black, else not 0 (its three channels OR-ed together)."""
    n = len(row) // 4
    value = 0
    for o in offsets:
        value |= int.from_bytes(row[o::4], "big")
    return value.to_bytes(n, "big")


def check(width, height, rows, offsets, want_size, rect):
    """The broken checks, as message lines (empty when the window is letterboxed as it must be)."""
    if (width, height) != want_size:
        return ["the window is %dx%d, not %dx%d" % ((width, height) + want_size)]
    left, top, w, h = rect
    if left < 0 or top < 0 or w < 1 or h < 1 or left + w > width or top + h > height:
        return ["the expected image rectangle %s does not lie in the %dx%d window" % (rect, width, height)]
    right, bottom = left + w, top + h  # exclusive
    lit = [lit_mask(row, offsets) for row in rows]
    zero = bytes(width)
    # Where the non-black pixels are: the span of rows and columns holding any.
    lit_rows = [y for y in range(height) if lit[y] != zero]
    firsts = [width - len(lit[y].lstrip(b"\0")) for y in lit_rows]
    lasts = [len(lit[y].rstrip(b"\0")) - 1 for y in lit_rows]
    span = "none" if not lit_rows else "x %d..%d, y %d..%d" % (min(firsts), max(lasts), lit_rows[0], lit_rows[-1])
    errors = []
    in_bars = sum(width - lit[y].count(0) for y in range(height) if not top <= y < bottom) + \
        sum(left - lit[y][:left].count(0) + (width - right) - lit[y][right:].count(0) for y in range(top, bottom))
    if in_bars:
        errors.append("%d pixels in the bars are not black: the image must fill exactly x %d..%d, y %d..%d; "
                      "non-black pixels span %s" % (in_bars, left, right - 1, top, bottom - 1, span))
    edges = {"top": lit[top][left:right], "bottom": lit[bottom - 1][left:right],
             "left": bytes(lit[y][left] for y in range(top, bottom)),
             "right": bytes(lit[y][right - 1] for y in range(top, bottom))}
    for name, line in edges.items():
        black = line.count(0) / len(line)
        if black > 0.5:
            errors.append("the image's %s edge is %.0f%% black: the image does not reach it (expected x %d..%d, "
                          "y %d..%d; non-black pixels span %s)" % (name, 100 * black, left, right - 1, top, bottom - 1,
                                                                   span))
    share = sum(w - lit[y][left:right].count(0) for y in range(top, bottom)) / (w * h)
    colours = len({rows[y][4 * x:4 * x + 3] for y in range(top, bottom, 3) for x in range(left, right, 3)})
    if share < 0.5 or colours < 50:
        errors.append("the image is blank: %.0f%% not black, %d colours" % (100 * share, colours))
    if not errors:
        print("%dx%d window: the image at (%d, %d) %dx%d (x%d), bars black, %.0f%% of the image lit, %d colours"
              % (width, height, left, top, w, h, w // LOGICAL_W, 100 * share, colours))
    return errors


def main():
    if len(sys.argv) != 8:
        print(__doc__.strip().splitlines()[2])
        return 2
    window, want_w, want_h, left, top, w, h = (int(a) for a in sys.argv[1:8])
    try:
        width, height, rows, offsets = grab(window)
    except RuntimeError as e:
        print(e)
        return 1
    errors = check(width, height, rows, offsets, (want_w, want_h), (left, top, w, h))
    for line in errors:
        print(line)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
