#!/usr/bin/env python3
"""A replay file's inputs as readable entries, whichever form the file holds.

The game writes recordings and records as a compact "stream" (game/replay/input_stream.h describes the bits);
hand-authored replays hold readable "inputs" entries. entries(path) gives the readable entries for either:
[{"ticks": N, "hold": [...], "aim": [x, y]}, ...], with each aim as a unit direction (the simulation normalises
it; "aim" is left out where there is none). Run as a script, it prints them as JSON.

usage: replay_inputs.py FILE.replay.json
"""
import base64
import json
import math
import sys

ACTIONS = ["left", "right", "up", "down", "jump", "fire", "aim", "restart"]
AIM_SQUARE = 512
DIRECTIONS = 8 * AIM_SQUARE
INDEX_BITS = 12
RICE_ESCAPE = 24
RICE_WINDOW = 4


class Bits:
    """Bit fields, least significant bit first in each byte."""

    def __init__(self, data):
        self.data, self.pos = data, 0

    def bit(self):
        if self.pos >= len(self.data) * 8:
            raise ValueError("the stream is cut short")
        b = (self.data[self.pos >> 3] >> (self.pos & 7)) & 1
        self.pos += 1
        return b

    def get(self, n):
        return sum(self.bit() << i for i in range(n))

    def gamma(self):
        zeros = 0
        while self.bit() == 0:
            zeros += 1
        n = 1
        for _ in range(zeros):
            n = (n << 1) | self.bit()
        return n


def aim_of_index(p):
    r = AIM_SQUARE
    q = (p + r) % DIRECTIONS
    side, s = q // (2 * r), q % (2 * r) - r
    return [(r, s), (-s, r), (-r, -s), (s, -r)][side]


def wrap(d):
    d %= DIRECTIONS
    return d - DIRECTIONS if d >= DIRECTIONS // 2 else d


def stream_frames(text):
    """(held mask, (x, y) or None) for every tick of a stream."""
    bits = Bits(base64.b64decode(text, validate=True))
    ticks = bits.gamma() - 1
    held, mask = [], 0
    while len(held) < ticks:
        run = bits.gamma()
        mask = mask ^ (1 << bits.get(3)) if bits.bit() else bits.get(8)
        held += [mask] * run
    aims, t = [None] * ticks, 0
    while t < ticks:
        length, kind = bits.gamma(), bits.get(2)
        end = t + length
        if kind == 0:
            t = end
            continue
        index, step, total, count = bits.get(INDEX_BITS), 0, 2, 1
        aims[t] = aim_of_index(index)
        t += 1
        while t < end:
            if kind == 2:
                k = 0
                while (count << k) < total and k < INDEX_BITS:
                    k += 1
                q = 0
                while q < RICE_ESCAPE and bits.bit() == 1:
                    q += 1
                zz = bits.get(INDEX_BITS) if q == RICE_ESCAPE else (q << k) | bits.get(k)
                total, count = total + zz, count + 1
                if count == RICE_WINDOW:
                    total, count = total >> 1, count >> 1
                step = wrap(step + (-((zz + 1) // 2) if zz & 1 else zz // 2))
                index = (index + step) % DIRECTIONS
            aims[t] = aim_of_index(index)
            t += 1
    return list(zip(held[:ticks], aims))


def unit(aim):
    if aim is None or (aim[0] == 0 and aim[1] == 0):
        return None
    n = math.hypot(aim[0], aim[1])
    return [aim[0] / n, aim[1] / n]


def entries(path):
    replay = json.load(open(path))
    if "stream" not in replay:
        out = []
        for e in replay["inputs"]:
            e = dict(e)
            if "aim" in e:
                a = unit(e["aim"])
                if a is None:
                    del e["aim"]
                else:
                    e["aim"] = a
            out.append(e)
        return out
    out = []
    for held, aim in stream_frames(replay["stream"]):
        e = {"ticks": 1}
        if held:
            e["hold"] = [a for i, a in enumerate(ACTIONS) if held >> i & 1]
        if unit(aim) is not None:
            e["aim"] = unit(aim)
        if out and {k: v for k, v in out[-1].items() if k != "ticks"} == {k: v for k, v in e.items() if k != "ticks"}:
            out[-1]["ticks"] += 1
        else:
            out.append(e)
    return out


if __name__ == "__main__":
    json.dump(entries(sys.argv[1]), sys.stdout, indent=1)
    print()
