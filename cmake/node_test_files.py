#!/usr/bin/env python3
"""Registers a unit-test executable built by emscripten (cmake/web_tests.cmake) as ctest tests of
the dev build that run it under Node, one per test file: `node/test_core/test_sat.cpp` runs that
file's cases but the slow and soak ones. A failure names the file; its output names the case.

One test per file, not per case as in the dev build: each Node start compiles the whole .wasm
(0.11-0.19 s of CPU), so test_core's and test_scenes' 667 quick cases one by one would cost
`make test` about 110 s of CPU in starts alone; their 120 files cost 37 s in all, the cases'
own work included (docs/development.md#the-caches). The slow cases (10^5-case loops, audits:
a minute or more of CPU under Node) run in `make web-test`.

Run after the executable is linked; the dev build's ctest reads OUT (tests/CMakeLists.txt).

Usage: node_test_files.py OUT PREFIX WORKDIR NODE [NODE_ARG ...] JS
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from doctest_cases import NO_CASE_RAN, bracket, listed_cases  # noqa: E402

# The suites left to `make web-test`.
LEFT_OUT = ("slow", "soak")


def main():
    out, prefix, workdir, *command = sys.argv[1:]
    files = []
    for _, suite, filename in listed_cases(command):
        if suite not in LEFT_OUT and filename not in files:
            files.append(filename)
    lines = []
    for filename in files:
        # ./tests/core/test_sat.cpp: named by its path in the executable's folder.
        test = bracket(f"node/{prefix}/{filename.split('/', 3)[-1]}")
        # The listing's file name is the one doctest's filter compares with (./tests/core/...).
        run = " ".join(bracket(arg) for arg in [*command, "--no-colors=true", f"--source-file={filename}",
                                                 "--test-suite-exclude=" + ",".join(LEFT_OUT)])
        lines.append(f"add_test({test} {run})")
        # A filter that selects no case passes in doctest (exit 0): here it fails.
        lines.append(f"set_tests_properties({test} PROPERTIES LABELS web WORKING_DIRECTORY {bracket(workdir)} "
                     f"FAIL_REGULAR_EXPRESSION {bracket(NO_CASE_RAN)})")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
