#!/usr/bin/env python3
"""Checks that every source file over 300 lines opens with an index of its parts, and that any
file's index is true: it lists the parts as [SECTION]s, and each stands in the file, marked, in the
order the index lists them (docs/development.md#layout):

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


def problem(lines):
    """What is wrong with the file's index, or None."""
    head = []
    for line in lines:
        if not line.startswith("//"):
            break
        head.append(line)
    if not any(line.startswith("// Index of this file") for line in head):
        if len(lines) > LONGEST_WITHOUT_INDEX:
            return f"{len(lines)} lines and no '// Index of this file:' in its opening comment"
        return None
    listed = [m.group(1).strip() for line in head if (m := re.match(r"//\s+\[SECTION\] (.*)", line))]
    found = [m.group(1).strip() for line in lines[len(head):] if (m := re.match(r"\s*// \[SECTION\] (.*)", line))]
    if not listed:
        return "its index lists no '//   [SECTION] …' (the old form): the order of its parts cannot be checked"
    if listed == found:
        return None
    missing = [t for t in listed if t not in found]
    unlisted = [t for t in found if t not in listed]
    if missing or unlisted:
        return f"the index lists {missing} with no '// [SECTION]' in the file; the file marks {unlisted}, not listed"
    return f"the parts stand in the file in another order than the index lists them: {found}"


def main():
    files = subprocess.run(["git", "ls-files", "*.cpp", "*.hpp"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    found = []
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if why := problem(lines):
            found.append(f"{path}: {why}")
    for p in found:
        print(p)
    if found:
        print(f"check_index: {len(found)} file(s) without a true index (one is needed over {LONGEST_WITHOUT_INDEX} lines) "
              "(docs/development.md#layout)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
