#!/usr/bin/env python3
"""Checks that every source file over 300 lines opens with an index of its parts, and, where the
index names them as [SECTION]s, that the parts stand in the file in that order
(docs/development.md#layout):

    // Index of this file:
    //   [SECTION] The book's loop for two polygons
    ...
    // [SECTION] The book's loop for two polygons      (at the part, further down)

    scripts/check_index.py        exit 0, or 1 naming each file whose index is missing or untrue
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LONGEST_WITHOUT_INDEX = 300


def problem(path, lines):
    """What is wrong with the file's index, or None."""
    head = []
    for line in lines:
        if not line.startswith("//"):
            break
        head.append(line)
    if not any(line.startswith("// Index of this file") for line in head):
        return f"{len(lines)} lines and no '// Index of this file:' in its opening comment"
    listed = [m.group(1).strip() for line in head if (m := re.match(r"//\s+\[SECTION\] (.*)", line))]
    found = [m.group(1).strip() for line in lines[len(head):] if (m := re.match(r"\s*// \[SECTION\] (.*)", line))]
    if listed and listed != found:
        return f"its index lists {listed}, but the parts in the file are {found}"
    return None


def main():
    files = subprocess.run(["git", "ls-files", "*.cpp", "*.hpp"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    found = []
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) > LONGEST_WITHOUT_INDEX and (why := problem(path, lines)):
            found.append(f"{path}: {why}")
    for p in found:
        print(p)
    if found:
        print(f"check_index: {len(found)} file(s) over {LONGEST_WITHOUT_INDEX} lines without a true index "
              "(docs/development.md#layout)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
