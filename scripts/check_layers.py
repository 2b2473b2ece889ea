#!/usr/bin/env python3
"""Checks that every #include runs down the layers and tiers, never up (docs/development.md#layout).

    core/collide/exact/   exact arithmetic: itself and the value types (collide/shapes.hpp, vec.hpp)
    core/collide/         the chapters' algorithms: themselves and exact/, never accel/ or fast/
    core/collide/accel/   accelerators: the chapters, exact/, themselves; never fast/
    core/collide/fast/    the fast answers: any of the core
    lib/captions/, lib/formats/   the core and themselves (not each other)
    scenes/               the core, lib/, scenes/
    query/                the core, lib/, query/: no scene, no SDL, no ImGui
    app/                  anything
    tests/                anything, named with its folder ("scenes/registry.hpp", "query/answers.hpp")

An include is placed by its first folder (collide/…, captions/…, window/…, scenes/…); a bare name is the
file beside the includer, or in its own layer's folder (scenes/, query/, lib/captions/, …), or it
is reported (a query file reaching a scene's header by a bare name is how layers used to leak). A test's
bare name is its own helper, beside it or in tests/support/; a scene's header names any scene header
but the one beside it with its folder, since the tests include it. No SDL or ImGui header below the
scenes (ImGui in scenes/ only: the panels).

    scripts/check_layers.py        exit 0, or 1 naming each include that runs the wrong way
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Known exceptions, each with its reason: none today, and none may be added without one.
KNOWN = set()


def layer_of(path):
    """The layer or tier of a file by its place in the tree, or None for one outside them."""
    for prefix, name in (("core/collide/exact/", "exact"), ("core/collide/accel/", "accel"),
                         ("core/collide/fast/", "fast"), ("core/", "book"), ("lib/captions/", "captions"),
                         ("lib/formats/", "formats"), ("scenes/", "scenes"), ("query/", "query"), ("app/", "app"),
                         ("tests/", "tests")):
        if path.startswith(prefix):
            return name
    return None


# What each layer may include, by the layer of the included file.
ALLOWED = {
    "exact": {"exact"},  # and the value types: TYPES below
    "book": {"book", "exact"},
    "accel": {"book", "exact", "accel"},
    "fast": {"book", "exact", "accel", "fast"},
    "captions": {"book", "exact", "accel", "fast", "captions"},
    "formats": {"book", "exact", "accel", "fast", "formats"},
    "scenes": {"book", "exact", "accel", "fast", "captions", "formats", "scenes"},
    "query": {"book", "exact", "accel", "fast", "captions", "formats", "query"},
    "app": {"book", "exact", "accel", "fast", "captions", "formats", "scenes", "query", "app"},
    "tests": {"book", "exact", "accel", "fast", "captions", "formats", "scenes", "query", "app", "tests"},
}
TYPES = {"core/collide/shapes.hpp", "core/collide/vec.hpp"}
# Where a layer's bare names are found, besides the includer's own folder (the app names a scene's or
# query's header with its folder: "scenes/registry.hpp").
HOME = {"scenes": ["scenes"], "query": ["query"], "app": ["app"], "captions": ["lib/captions"],
        "formats": ["lib/formats"], "tests": ["tests/support"]}
FOLDERS = {"collide/": "core/", "captions/": "lib/", "formats/": "lib/", "window/": "app/", "shell/": "app/",
           "files/": "app/", "scenes/": "", "query/": ""}
SYSTEM_BANNED = {"SDL": ("exact", "book", "accel", "fast", "captions", "formats", "scenes", "query"),
                 "imgui": ("exact", "book", "accel", "fast", "captions", "formats", "query"),
                 "backends/": ("exact", "book", "accel", "fast", "captions", "formats", "scenes", "query")}


def resolve(includer, name, layer):
    """The tree path `name` (as written in `includer`) stands for, or None when it is not found."""
    for folder, root in FOLDERS.items():
        if name.startswith(folder):
            return os.path.normpath(root + name)
    beside = os.path.normpath(os.path.join(os.path.dirname(includer), name))
    if os.path.exists(os.path.join(ROOT, beside)):
        return beside
    if layer == "scenes" and includer.endswith(".hpp"):
        return None  # the tests, which include it, do not have scenes/ as an include root
    for home in HOME.get(layer, []):
        if os.path.exists(os.path.join(ROOT, home, name)):
            return os.path.normpath(os.path.join(home, name))
    return None


def unfound(includer, layer):
    """Why a bare name is reported."""
    if layer == "tests":
        return "a bare name in a test is its own helper (beside it or in tests/support/): name it with its folder"
    if layer == "scenes" and includer.endswith(".hpp"):
        return "a scene's header names the scene headers not beside it with their folder (\"scenes/…\")"
    return f"not found beside it or in its own layer ({layer})"


def problems():
    files = subprocess.run(["git", "ls-files", "*.cpp", "*.hpp", "*.h", "*.in"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout.split()
    found = []
    for includer in files:
        layer = layer_of(includer)
        if layer is None:
            continue
        with open(os.path.join(ROOT, includer), encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
        for number, line in enumerate(lines, 1):
            m = re.match(r'\s*#\s*include\s*([<"])([^>"]+)[>"]', line)
            if not m:
                continue
            close = ">" if m.group(1) == "<" else '"'
            where = f"{includer}:{number}: #include {m.group(1)}{m.group(2)}{close}"
            if m.group(1) == "<":
                for banned, layers in SYSTEM_BANNED.items():
                    if m.group(2).startswith(banned) and layer in layers:
                        found.append(f"{where}: {banned} belongs to the front ends above {layer}")
                continue
            if (includer, m.group(2)) in KNOWN:
                continue
            target = resolve(includer, m.group(2), layer)
            if target is None:
                found.append(f"{where}: {unfound(includer, layer)}")
                continue
            to = layer_of(target)
            if to is None or to in ALLOWED[layer] or (layer == "exact" and target in TYPES):
                continue
            found.append(f"{where}: {layer} includes {to} ({target}), which sits above it")
    return found


def main():
    found = problems()
    for p in found:
        print(p)
    if found:
        print(f"check_layers: {len(found)} include(s) run the wrong way (docs/development.md#layout)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
