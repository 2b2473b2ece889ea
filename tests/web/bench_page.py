#!/usr/bin/python3
"""The web frame bench: each scene's frame time in the page, in headless Chromium (WebGL 2 in
software, SwiftShader), at its start and with each polygon replaced by a 2,000-vertex one, beside
the desktop's frame_bench of the same run (tests/bench/frame_cost.cpp) as a ratio.

Usage: bench_page.py WEB_DIR [FRAME_BENCH_JSON [OUT_JSON]]
BENCH_SCENES=id,id,... times only those scenes.
BENCH_BEFORE=OTHER_WEB_DIR times another build of the page (the one before a change) in a second
browser in the same run, scene by scene in turn with WEB_DIR's, and prints the two side by side:
on a shared machine the load changes from minute to minute, so a before and an after measured
minutes apart compare badly.

A frame is what the desktop bench times (the scene's last shape moved a thousandth, back and forth;
the traced test; the figure, caption and panel) plus what the page adds: the figure's shapes made
into ImGui's triangles (the desktop bench's canvas discards them) and drawn by WebGL, waited for;
apart, the time before that wait (the app's own share, which still holds the waits of ImGui's
OpenGL backend reading GL state back: each is a round trip to the GPU process), and the triangles
the last frame gave WebGL. The median of three runs of 5 frames each, after 2 unmeasured. The page is
1280×800, as the desktop bench's window. The machine's load average (1 minute) is printed beside
each scene's row: on a shared machine a frame time means little without it. Exits 77 (skipped)
when WEB_DIR holds no build.
"""
import base64
import json
import math
import os
import shutil
import statistics
import sys
import tempfile
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_page  # noqa: E402  (the page's server and browser driver)


def big_polygon(centre, radius, n, star):
    """tests/support/big_shapes.hpp's big_polygon: a regular n-gon, or a star (inner vertices at
    0.6 of the radius), counter-clockwise round `centre`."""
    out = []
    for i in range(n):
        a = 2 * math.pi * i / n
        r = radius * 0.6 if star and i % 2 == 1 else radius
        out.append([centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)])
    return out


def with_big_polygons(state, n, star):
    """Each polygon of a state file's JSON replaced by a big_polygon round the mean of its vertices,
    as far out as its farthest vertex (big_shapes.hpp's with_big_polygons)."""
    state = json.loads(json.dumps(state))
    found = False
    for shape in state["shapes"].values():
        if shape.get("kind") != "polygon" or not shape.get("points"):
            continue
        pts = shape["points"]
        centre = [sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)]
        radius = max(math.hypot(p[0] - centre[0], p[1] - centre[1]) for p in pts)
        shape["points"] = big_polygon(centre, radius, n, star)
        found = True
    return state if found else None


def state_code(state):
    """The code of a state link (formats/state_link.hpp): the state file's text, zlib-compressed,
    in URL-safe base64 without padding."""
    packed = zlib.compress(json.dumps(state, ensure_ascii=False).encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def page_ms(browser, hash):
    """(ms a frame, ms of it before the GPU is waited for, triangles drawn a frame), medians."""
    browser.go(hash)
    run = "JSON.parse(Module.ccall('lab_bench_frames', 'string', ['number'], [{}]))"
    browser.eval(run.format(2))
    runs = [browser.eval(run.format(5)) for _ in range(3)]
    return tuple(statistics.median(r[k] for r in runs) for k in range(3))


def desktop_ms(path):
    """{(id, 'start' or '2000'): ms} from frame_bench's JSON (medians), or {} without it."""
    if not path or not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        runs = json.load(f)["benchmarks"]
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    out = {}
    for run in runs:
        if run.get("run_type") == "aggregate" and run.get("aggregate_name") != "median":
            continue
        parts = run["run_name"].split("/")
        if len(parts) == 3 and parts[0] == "frame":
            out[(parts[1], parts[2])] = run["cpu_time"] * scale[run["time_unit"]]
    return out


def cell(page, desktop):
    """"frame (app) | triangles | desktop (×)" for a page time (frame, app, triangles) and a desktop
    time, either absent."""
    if page is None:
        return "(no polygon) | | "
    text = f"{page[0]:.1f} ({page[1]:.1f}) | {page[2] / 1000:.0f}k | "
    return text + (f"{desktop:.2f} (×{page[0] / desktop:.0f})" if desktop else "–")


class Page:
    """One build of the page served and open in its own headless Chromium."""

    def __init__(self, web_dir):
        self.server = test_page.serve(web_dir)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}/index.html"
        self.profile = tempfile.mkdtemp(prefix="lab-chromium-")
        self.browser = test_page.Browser(self.profile)
        self.browser.open(self.base + "#scene=circles")

    def close(self):
        self.browser.close()
        self.server.shutdown()
        shutil.rmtree(self.profile, ignore_errors=True)

    def times(self, scene):
        """(start, with the big polygon or None) as page_ms gives them."""
        start = page_ms(self.browser, "#scene=" + scene["id"])
        big = with_big_polygons(self.browser.report()["state"], 2000, scene["chapter"] == "Concave polygons")
        return start, (page_ms(self.browser, "#state=" + state_code(big)) if big else None)


def compare(after_dir, before_dir):
    """BENCH_BEFORE's table: each scene timed in the build before, then in the build after."""
    only = [s for s in os.environ.get("BENCH_SCENES", "").split(",") if s]
    before, after = Page(before_dir), Page(after_dir)
    rows = []
    try:
        for scene in json.loads(after.browser.eval("Module.ccall('lab_scenes', 'string', [], [])")):
            if only and scene["id"] not in only:
                continue
            rows.append((scene["id"], before.times(scene), after.times(scene), os.getloadavg()[0]))
            print(f"bench_page: {rows[-1]}", file=sys.stderr, flush=True)
    finally:
        before.close()
        after.close()
    ms = lambda t: "" if t is None else f"{t[0]:.0f} ({t[1]:.0f})"  # noqa: E731
    tri = lambda t: "" if t is None else f"{t[2] / 1000:.0f}k"  # noqa: E731
    print("\nms a frame (of which before the GPU is waited for), before and after, and the triangles\n"
          "\n| scene | start, before | start, after | 2,000-gon, before | 2,000-gon, after "
          "| triangles, before | triangles, after | load |\n|---|---:|---:|---:|---:|---:|---:|---:|")
    for scene, (b0, b1), (a0, a1), load in rows:
        print(f"| {scene} | {ms(b0)} | {ms(a0)} | {ms(b1)} | {ms(a1)} | {tri(b1 or b0)} | {tri(a1 or a0)} | {load:.1f} |")
    return 0


def main():
    web_dir = sys.argv[1]
    if os.environ.get("BENCH_BEFORE"):
        return compare(web_dir, os.environ["BENCH_BEFORE"])
    desktop = desktop_ms(sys.argv[2] if len(sys.argv) > 2 else None)
    out_json = sys.argv[3] if len(sys.argv) > 3 else None
    if not os.path.exists(os.path.join(web_dir, "collision-lab.wasm")):
        print(f"bench_page: no browser build in {web_dir} (make web): skipped")
        return 77
    if test_page.websocket is None or not shutil.which("chromium"):
        print("bench_page: needs chromium and python3-websocket (scripts/web-deps.sh): skipped")
        return 77
    server = test_page.serve(web_dir)
    base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    profile = tempfile.mkdtemp(prefix="lab-chromium-")
    browser = test_page.Browser(profile)
    rows = []
    try:
        browser.open(base + "#scene=circles")
        only = [s for s in os.environ.get("BENCH_SCENES", "").split(",") if s]
        for scene in json.loads(browser.eval("Module.ccall('lab_scenes', 'string', [], [])")):
            if only and scene["id"] not in only:
                continue
            start = page_ms(browser, "#scene=" + scene["id"])
            big = with_big_polygons(browser.report()["state"], 2000, scene["chapter"] == "Concave polygons")
            big_ms = page_ms(browser, "#state=" + state_code(big)) if big else None
            rows.append({"scene": scene["id"], "start_ms": start, "big_ms": big_ms, "load": os.getloadavg()[0],
                         "desktop_start_ms": desktop.get((scene["id"], "start")),
                         "desktop_big_ms": desktop.get((scene["id"], "2000"))})
            print(f"bench_page: {scene['id']}: {start}, {big_ms} ms with the big polygon", file=sys.stderr, flush=True)
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    print("\nms a frame in the page (of which before the GPU is waited for), the triangles it draws, and the\n"
          "desktop's frame_bench (× the page's time over the desktop's)\n"
          "\n| scene | page, start | triangles | desktop | page, 2,000-vertex polygon | triangles | desktop | load |\n"
          "|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['scene']} | {cell(r['start_ms'], r['desktop_start_ms'])} | "
              f"{cell(r['big_ms'], r['desktop_big_ms'])} | {r['load']:.1f} |")
    over = [r["scene"] for r in rows if r["big_ms"] is not None and r["big_ms"][0] >= 16]
    print(f"\nWith a 2,000-vertex polygon, {len(over)} scene(s) over 16 ms a frame in the page"
          + (f": {', '.join(over)}" if over else ""))
    if out_json:
        with open(out_json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
