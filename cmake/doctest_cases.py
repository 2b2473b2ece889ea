#!/usr/bin/env python3
"""Registers each doctest test case of one test executable as a ctest test, labelled by its suite.

Run after the executable is linked (cmake/doctest_cases.cmake): it asks the executable for its
cases once (`--list-test-cases --reporters=xml`, which names each case's test suite) and writes a
ctest script with one add_test per case, named `EXE/CASE`, labelled with its doctest test suite
(slow, screens, soak) or `quick` when it has none.

It stands in for Debian's doctest 2.4.9 doctest_discover_tests(ADD_LABELS), which reads the plain
listing as a CMake list: a case named "a; b" becomes two tests that run no case and pass, and a
case whose name has a comma gets no label (its suite is asked for with the comma unescaped). It
also starts the executable once per case to ask for that case's suite.

Usage: doctest_cases.py EXE OUT PREFIX WORKDIR CONFIG_DIR [VAR=VALUE ...]
"""
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

# The parts `make test` runs, longest first: ctest starts the highest COST first, until it has
# timed a run of its own (build/dev/Testing/Temporary/CTestCostData.txt).
COST = {"slow": 100, "screens": 70, "soak": 500, "quick": 1}
# doctest's summary when its filter selected nothing.
NO_CASE_RAN = r"test cases: +0 \|"


def bracket(text):
    """A CMake bracket argument holding `text` as it is (`;`, `[`, quotes and all)."""
    level = 0
    # The first closing bracket must be the one added: "[x]" ends "]]]" at level 0.
    while (text + "]" + "=" * level + "]").find("]" + "=" * level + "]") != len(text):
        level += 1
    return "[" + "=" * level + "[" + text + "]" + "=" * level + "]"


def test_case_filter(name):
    """doctest's --test-case= value that selects `name`: its list splits on unescaped commas."""
    return name.replace("\\", "\\\\").replace(",", "\\,")


def wildcard(name):
    """What doctest's filter `name` matches, as a regular expression (case-insensitive, * and ?)."""
    return re.compile("".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in name),
                      re.IGNORECASE | re.DOTALL)


def listed_cases(command):
    """(name, suite, file) of every case, in doctest's order; fails unless doctest counts as many.
    `command` runs the executable (a list: cmake/node_test_files.py starts it under Node)."""
    out = subprocess.run([*command, "--list-test-cases", "--reporters=xml"], check=True, capture_output=True).stdout
    root = ElementTree.fromstring(out)
    cases = [(c.get("name"), c.get("testsuite") or "quick", c.get("filename")) for c in root.iter("TestCase")]
    counted = int(root.find("OverallResultsTestCases").get("unskipped"))
    if counted != len(cases):
        sys.exit(f"{command[-1]}: doctest counts {counted} cases, the listing names {len(cases)}")
    return cases


def check_each_filter_selects_one(exe, names):
    """A name with * or ?, or two names equal but for case, would run more than its own case."""
    lowered = {}
    for name in names:
        if name.lower() in lowered:
            sys.exit(f"{exe}: cases '{lowered[name.lower()]}' and '{name}' differ only in case: "
                     "doctest's --test-case= would run both")
        lowered[name.lower()] = name
    for name in (n for n in names if "*" in n or "?" in n):
        matched = [other for other in names if wildcard(name).fullmatch(other)]
        if matched != [name]:
            sys.exit(f"{exe}: --test-case='{name}' would run {len(matched)} cases: {matched}")


def main():
    exe, out, prefix, workdir, config_dir, *environment = sys.argv[1:]
    cases = listed_cases([exe])
    check_each_filter_selects_one(exe, [name for name, _, _ in cases])
    lines = []
    for index, (name, suite, _) in enumerate(cases):
        test = bracket(f"{prefix}/{name}")
        # Each test its own settings folder: two cases running at once never share a file.
        env = ";".join(environment + [f"XDG_CONFIG_HOME={config_dir}/{prefix}-{index}"])
        lines.append(f"add_test({test} {bracket(exe)} {bracket('--test-case=' + test_case_filter(name))})")
        # A filter that selects no case passes in doctest (exit 0): here it fails.
        lines.append(f"set_tests_properties({test} PROPERTIES LABELS {suite} COST {COST.get(suite, 1)} "
                     f"WORKING_DIRECTORY {bracket(workdir)} ENVIRONMENT {bracket(env)} "
                     f"FAIL_REGULAR_EXPRESSION {bracket(NO_CASE_RAN)})")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
