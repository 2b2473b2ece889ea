#!/usr/bin/env python3
"""The 10^5-vertex outlines of the README's table (Large polygons), as `query` lines:

    python3 tests/cli/big_outlines.py | build/release/collision-lab query

one `ear_clip` line and one `convex_pieces_collide` line (with a triangle far to the left) for
each of: a zigzag star, a star with random radii, a comb, a spiral. The numbers are rounded to a
few decimals, so the zigzag star has some corners on one line (dropped, not clipped)."""
import json
import math
import random
import sys


def zigzag(n):
    return [[round(r * math.cos(2 * math.pi * k / n), 3), round(r * math.sin(2 * math.pi * k / n), 3)]
            for k in range(n) for r in [1000 if k % 2 == 0 else 600]]


def random_star(n, seed=1):
    rng, out = random.Random(seed), []
    for k in range(n):
        r = rng.uniform(100, 1000)
        out.append([round(r * math.cos(2 * math.pi * k / n), 6), round(r * math.sin(2 * math.pi * k / n), 6)])
    return out


def comb(n):
    teeth, out = (n - 2) // 4, []
    for i in range(teeth):
        x = 4 * i
        out += [[x, 0], [x, 100], [x + 2, 100], [x + 2, 0]]
    return out + [[4 * teeth - 2, -10], [0, -10]]


def spiral(n, turns=10):
    half, outer, inner = n // 2, [], []
    for k in range(half):
        a = 2 * math.pi * turns * k / half
        r = 10 + 10 * a
        outer.append([round(r * math.cos(a), 4), round(r * math.sin(a), 4)])
        inner.append([round((r + 5) * math.cos(a), 4), round((r + 5) * math.sin(a), 4)])
    return outer + inner[::-1]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    far_triangle = [[-5000, 0], [-4999, 0], [-5000, 1]]  # left of every outline: all pairs tested
    for make in (zigzag, random_star, comb, spiral):
        outline = make(n)
        print(json.dumps({"id": make.__name__, "test": "ear_clip", "polygon": outline}))
        print(json.dumps({"id": make.__name__, "test": "convex_pieces_collide", "a": outline, "b": far_triangle}))


if __name__ == "__main__":
    main()
