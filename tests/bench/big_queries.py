#!/usr/bin/env python3
"""Every `query` test that takes a polygon, on 10^5-vertex inputs, one question per line, for
timing by hand (issue 16, item 15: each should answer in under a second, release build):

    python3 tests/bench/big_queries.py [N] [NAME…] > big.jsonl
    python3 tests/bench/big_queries.py --list
    for name in $(python3 tests/bench/big_queries.py --list); do
      python3 tests/bench/big_queries.py 100000 $name > q.jsonl
      /usr/bin/time -f "$name %es %MkB" build/release/collision-lab query < q.jsonl > /dev/null
    done

The shapes: a regular N-gon (convex), the zigzag and random-radius stars of big_outlines.py
(concave), the random star with one pair of vertices swapped near its end (it crosses itself
there: the book's first crossing pair is late in its nested loop) or its last 1000 vertices
shuffled (thousands of crossings, all late), two stars whose long spikes interleave without
meeting (or meeting only near the end; or with a vertex written twice; or meeting at a vertex of
both), polygons with no area (every vertex on one line), squares with 25,000 vertices on each
side, and a triangle."""
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from big_outlines import comb, random_star, spiral, zigzag  # noqa: E402


def regular(n, r=1000.0, cx=0.0, cy=0.0):
    return [[round(cx + r * math.cos(2 * math.pi * k / n), 6), round(cy + r * math.sin(2 * math.pi * k / n), 6)]
            for k in range(n)]


def crossing_star(n):
    """The random star with vertices n − 50 and n − 49 swapped: two of its last edges cross."""
    star, k = random_star(n), max(0, n - 50)
    star[k], star[k + 1] = star[k + 1], star[k]
    return star


def tangled_star(n, tangled=1000):
    """The random star with its last `tangled` vertices shuffled: thousands of crossings, all late."""
    star, rng = random_star(n), random.Random(7)
    tail = star[n - tangled:]
    rng.shuffle(tail)
    return star[:n - tangled] + tail


def interleaved_stars(n, late=False):
    """Two stars of n/2 long thin spikes, B's between A's (A's tips at radius 1000, dents at 100;
    B's 50 further out): every edge's box overlaps many of the other's, no edges meet, B holds A.
    late: B's dent 49 from its end pulled in to radius 50, across A's edges there."""
    spikes, a, b = n // 2, [], []
    for k in range(spikes):
        tip, dent = 2 * math.pi * k / spikes, 2 * math.pi * (k + 0.5) / spikes
        r = 50 if late and k == spikes - 25 else 150
        a += [[round(1000 * math.cos(tip), 6), round(1000 * math.sin(tip), 6)],
              [round(100 * math.cos(dent), 6), round(100 * math.sin(dent), 6)]]
        b += [[round(1050 * math.cos(tip), 6), round(1050 * math.sin(tip), 6)],
              [round(r * math.cos(dent), 6), round(r * math.sin(dent), 6)]]
    return a, b


def flat(n, height):
    """n vertices on the line y = height, out along it and back: a polygon with no area."""
    return [[k if k < n // 2 else n - 1 - k, height] for k in range(n)]


def square_runs(n, x):
    """A square of side 1000 from (x, 0) with n/4 vertices along each side (collinear runs)."""
    k = n // 4
    return ([[x + 1000 * i / k, 0] for i in range(k)] + [[x + 1000, 1000 * i / k] for i in range(k)] +
            [[x + 1000 - 1000 * i / k, 1000] for i in range(k)] + [[x, 1000 - 1000 * i / k] for i in range(k)])


TRIANGLE = [[-5000, 0], [-4999, 0], [-5000, 1]]  # left of every outline


def questions(n):
    big, other, star = regular(n), regular(n, 1000.0, 1500.0, 0.0), random_star(n)
    apart = regular(n, 1000.0, 2500.0, 0.0)
    inner, outer = interleaved_stars(n)
    inner_late, outer_late = interleaved_stars(n, late=True)
    inner_repeat = inner[:10] + [inner[10]] + inner[10:]  # vertex 10 written twice
    inner_shared = list(inner)  # B's dent 49 from its end put on A's dent there: they meet at it
    outer_shared = list(outer)
    outer_shared[len(outer) - 49] = inner[len(inner) - 49]
    return {
        "is_convex": {"polygon": big},
        "point_in_convex_polygon": {"p": [1, 2], "polygon": big},
        "polygon_line_collide": {"polygon": big, "line": {"a": 1, "b": 2, "c": 3}},
        "convex_polygons_collide": {"a": big, "b": other, "want": ["mtv"]},
        "convex_polygons_collide_apart": {"test": "convex_polygons_collide", "a": big, "b": apart},
        "convex_polygons_collide_star": {"test": "convex_polygons_collide", "a": star, "b": TRIANGLE},
        "convex_polygon_rect_collide": {"polygon": big, "rect": {"x": 990, "y": 0, "w": 20, "h": 20}},
        "convex_polygon_segment_collide": {"polygon": big, "a": [0, 0], "b": [2000, 1]},
        "convex_polygon_circle_collide": {"polygon": big, "circle": {"x": 1001, "y": 0, "r": 5}},
        "point_in_polygon": {"p": [1, 2], "polygon": star},
        "polygon_segment_collide": {"polygon": star, "a": [-3000, 0], "b": [-2000, 1]},
        "polygon_circle_collide": {"polygon": star, "circle": {"x": -3000, "y": 0, "r": 5}},
        "polygons_collide": {"a": star, "b": zigzag(n)},
        "polygons_collide_interleaved": {"test": "polygons_collide", "a": inner, "b": outer},
        "polygons_collide_interleaved_late": {"test": "polygons_collide", "a": inner_late, "b": outer_late},
        "polygons_collide_interleaved_repeat": {"test": "polygons_collide", "a": inner_repeat, "b": outer},
        "polygons_collide_interleaved_shared": {"test": "polygons_collide", "a": inner_shared, "b": outer_shared},
        "polygon_rect_collide": {"polygon": star, "rect": {"x": -3000, "y": 0, "w": 20, "h": 20}},
        "ear_clip_zigzag": {"test": "ear_clip", "polygon": zigzag(n)},
        "ear_clip_star": {"test": "ear_clip", "polygon": star},
        "ear_clip_comb": {"test": "ear_clip", "polygon": comb(n)},
        "ear_clip_spiral": {"test": "ear_clip", "polygon": spiral(n)},
        "ear_clip_spiral_4x": {"test": "ear_clip", "polygon": spiral(4 * n)},
        "ear_clip_crossing": {"test": "ear_clip", "polygon": crossing_star(n)},
        "ear_clip_tangled": {"test": "ear_clip", "polygon": tangled_star(n, min(1000, n // 10))},
        "convex_pieces_collide_triangle": {"test": "convex_pieces_collide", "a": star, "b": TRIANGLE},
        "convex_pieces_collide_apart": {"test": "convex_pieces_collide", "a": big, "b": apart},
        "convex_pieces_collide_overlapping": {"test": "convex_pieces_collide", "a": big, "b": other},
        "convex_pieces_collide_stars": {"test": "convex_pieces_collide", "a": star, "b": zigzag(n)},
        "convex_polygons_time_of_impact": {"a": big, "b": apart, "velocity": [-2000, 0]},
        "circle_polygon_time_of_impact": {"circle": {"x": 3000, "y": 0, "r": 5}, "velocity": [-3000, 0],
                                          "polygon": big},
        "convex_polygons_time_of_impact_flat": {"test": "convex_polygons_time_of_impact", "a": flat(n, 0),
                                                "b": flat(n, 5), "velocity": [1, -10]},
        "convex_polygons_collide_flat": {"test": "convex_polygons_collide", "a": flat(n, 0), "b": flat(n, 5)},
        "circle_polygon_time_of_impact_point": {"circle": {"x": 3000.5, "y": 0.1, "r": 0}, "velocity": [-3000, 0],
                                                "test": "circle_polygon_time_of_impact", "polygon": big},
        "minkowski_difference": {"a": big, "b": apart},
        "minkowski_difference_runs": {"test": "minkowski_difference", "a": square_runs(n, 0),
                                      "b": square_runs(n, 2000)},
    }


def main():
    args = sys.argv[1:]
    n = int(args.pop(0)) if args and args[0].isdigit() else 100000
    if args == ["--list"]:
        print("\n".join(questions(100)))
        return
    for name, question in questions(n).items():
        if args and name not in args:
            continue
        line = {"id": name, "test": name}
        line.update(question)
        print(json.dumps(line))


if __name__ == "__main__":
    main()
