#!/usr/bin/env python3
"""Instructions per call of the distance-and-contact rows (issue 29), ours and Box2D's, counted
by valgrind's callgrind on the release collide_bench: unlike times, counts do not move with the
machine's load (this VM has no hardware counters for `perf stat`).

    python3 tests/bench/instructions.py [build/release/tests/bench/collide_bench]

Each row runs under callgrind for a short while; a function's instructions per call are its
inclusive cost summed over every call site, over its number of calls (the bench loop's own few
instructions are not counted). Callgrind runs the AVX2 builds: it reports AVX2, not AVX-512."""
import os
import re
import subprocess
import sys
import tempfile

# (row filter, the function whose calls are counted: a prefix of callgrind's demangled name)
ROWS = [
    ("gjk distance, shapes prepared/overlapping/collide$",
     "collide::fast::gjk_distance(collide::fast::PreparedPolygon const&"),
    ("gjk distance, shapes prepared/overlapping/box2d", "b2Distance("),
    ("gjk distance, shapes prepared/separated/collide$",
     "collide::fast::gjk_distance(collide::fast::PreparedPolygon const&"),
    ("gjk distance, shapes prepared/separated/box2d", "b2Distance("),
    ("contact points, shapes prepared/overlapping/collide$",
     "collide::fast::polygon_contact_points(collide::fast::PreparedPolygon const&"),
    ("contact points, shapes prepared/overlapping/box2d", "b2CollidePolygons("),
    ("contact points, shapes prepared/separated/collide$",
     "collide::fast::polygon_contact_points(collide::fast::PreparedPolygon const&"),
    ("contact points, shapes prepared/separated/box2d", "b2CollidePolygons("),
    # fast::ray_cast_polygon on a prepared polygon is a GNU indirect function: the bench's call goes
    # through one jump (its PLT entry, counted in the bench loop, not here) to the build the
    # processor runs, the AVX2 one under callgrind.
    ("ray cast, shape prepared/8-gon/collide$",
     "collide::fast::detail::ray_cast_floats_first(collide::fast::PreparedPolygon const&"),
    ("ray cast, shape prepared/8-gon/box2d b2", "b2PolygonShape::RayCast("),
    # The batched cast: a call casts sixteen rays (callgrind runs the AVX2 build, eight a block).
    ("ray cast, 16 rays a call, shape prepared/8-gon/collide$",
     "collide::fast::ray_cast_polygon(collide::fast::PreparedPolygon const&, std::span"),
]


def per_call(path, prefix):
    """Calls of the function named `prefix…` and their inclusive instructions, from every call
    site in a callgrind output (names are compressed: "(id) name" the first time, "(id)" after)."""
    names, calls, cost = {}, 0, 0
    target, pending = False, False
    with open(path) as f:
        for line in f:
            m = re.match(r"cfn=\((\d+)\)(?: (.*))?", line)
            if m:
                if m.group(2):
                    names[m.group(1)] = m.group(2)
                target = names.get(m.group(1), "").startswith(prefix)
                continue
            m = re.match(r"fn=\((\d+)\)(?: (.*))?", line)
            if m and m.group(2):
                names[m.group(1)] = m.group(2)
            m = re.match(r"calls=(\d+)", line)
            if m:
                if target:
                    calls += int(m.group(1))
                pending = target
                continue
            if pending:  # the cost line after calls=: the calls' inclusive instructions
                cost += int(line.split()[1])
                pending = False
    return calls, cost


def main():
    bench = sys.argv[1] if len(sys.argv) > 1 else "build/release/tests/bench/collide_bench"
    print(f"{'row':<58} {'calls':>8} {'instructions/call':>18}")
    with tempfile.TemporaryDirectory() as tmp:
        for row, prefix in ROWS:
            out = os.path.join(tmp, "callgrind.out")
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", bench,
                            f"--benchmark_filter={row}", "--benchmark_min_time=0.05", "--ratios_out=/dev/null"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            calls, cost = per_call(out, prefix)
            print(f"{row.rstrip('$'):<58} {calls:>8} {cost / max(calls, 1):>18.1f}", flush=True)


if __name__ == "__main__":
    main()
