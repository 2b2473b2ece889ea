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
into ImGui's triangles (the desktop bench's canvas discards them), the scene list and menu, and
the frame drawn by WebGL (lab_bench_frames: 5 frames in one call, then a pixel read back, which
waits for them all). Each frame is measured three ways:
  - the CPU time of the page's main thread (/proc's schedstat of the renderer's main thread, to
    the nanosecond): the app's C++ and its WebGL calls, which only queue commands. This is the
    number to set beside the desktop's frame_bench, which also reports CPU time; it varies with
    the machine's load far less than the wall time, and it is what the frame costs in a browser
    with a GPU;
  - the CPU time of Chromium's GPU process, every thread: decoding the commands and SwiftShader
    drawing the triangles in software. A browser with a GPU spends little of it;
  - the time waited for the frame (wall clock, the pixel read included), what the bench reported
    before: on a shared 2-core machine it is the CPU times stretched by the load, 2-5 times.
The median of three runs of 5 frames each, after 2 unmeasured; each run begins once the page
has drawn the three frames it draws of its own on animation frames after any event or bench call
(before 2026-12-07 they fell inside the next run's CPU time: 20-40 % more a frame). The page is 1280×800, as the
desktop bench's window. The machine's load average (1 minute) is printed beside each scene's row.
Exits 77 (skipped) when WEB_DIR holds no build.
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


def descendants(pid):
    """The processes started by `pid`, at any depth (Chromium's zygote starts the renderers)."""
    children = {}
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as f:
                children.setdefault(int(f.read().rsplit(")", 1)[1].split()[1]), []).append(int(entry))
        except (OSError, ValueError, IndexError):
            continue
    out, todo = [], [pid]
    while todo:
        below = children.get(todo.pop(), [])
        out += below
        todo += below
    return out


def chromium_processes(browser):
    """{"renderer": [pids], "gpu": [pids]} of the browser's renderer and GPU processes."""
    found = {"renderer": [], "gpu": []}
    for pid in descendants(browser.process.pid):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                args = f.read().replace(b"\0", b" ")  # Chromium rewrites it as one line
        except OSError:
            continue
        if b"--type=renderer" in args:
            found["renderer"].append(pid)
        elif b"--type=gpu-process" in args:
            found["gpu"].append(pid)
    return found


def cpu_ns(pids, main_thread_only):
    """CPU time in ns the processes have used (/proc/PID/task/TID/schedstat's first field: the
    scheduler's own count, to the nanosecond, unlike /proc/PID/stat's 10 ms ticks): the main
    threads only, or every thread."""
    total = 0
    for pid in pids:
        tids = [pid] if main_thread_only else os.listdir(f"/proc/{pid}/task")
        for tid in tids:
            try:
                with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                    total += int(f.read().split()[0])
            except (OSError, ValueError):
                continue
    return total


def quiet(browser):
    """Waits until the page has drawn the frames it draws of its own after an event or a bench call
    (three, on animation frames): drawn while a run is measured, they would count as its frames'."""
    for _ in range(20):
        drawn = browser.frames()
        browser.settle()
        if browser.frames() == drawn:
            return


def page_ms(browser, hash):
    """Medians of (ms a frame waited for, ms of it before the GPU is waited for, triangles a frame,
    draw calls a frame, ms of CPU a frame of the page's main thread, ms of CPU a frame of the GPU
    process). The CPU times are what a frame costs on this machine whatever its load: the main
    thread builds the frame and hands its commands to WebGL (where the app's C++ runs); the GPU
    process, every thread, decodes those commands and draws them (SwiftShader, in software)."""
    browser.go(hash)
    frames = 5
    run = "JSON.parse(Module.ccall('lab_bench_frames', 'string', ['number'], [{}]))"
    browser.eval(run.format(2))
    procs = chromium_processes(browser)
    runs = []
    for _ in range(3):
        quiet(browser)
        main0, gpu0 = cpu_ns(procs["renderer"], True), cpu_ns(procs["gpu"], False)
        r = browser.eval(run.format(frames))
        main, gpu = cpu_ns(procs["renderer"], True) - main0, cpu_ns(procs["gpu"], False) - gpu0
        runs.append(r + [main / 1e6 / frames, gpu / 1e6 / frames])
    return tuple(statistics.median(r[k] for r in runs) for k in range(6))


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
    """"page CPU | GPU process CPU | waited | triangles | calls | desktop (×)" for a page_ms tuple
    and a desktop time, either absent: the ratio is the page's main-thread CPU over the desktop's."""
    if page is None:
        return "(no polygon) | | | | | "
    text = f"{page[4]:.1f} | {page[5]:.1f} | {page[0]:.0f} | {page[2] / 1000:.0f}k | {page[3]:.0f} | "
    return text + (f"{desktop:.2f} (×{page[4] / desktop:.1f})" if desktop else "–")


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
    ms = lambda t: "" if t is None else f"{t[4]:.1f} + {t[5]:.1f} ({t[0]:.0f})"  # noqa: E731
    tri = lambda t: "" if t is None else f"{t[2] / 1000:.0f}k"  # noqa: E731
    print("\nms of CPU a frame: the page's main thread + the GPU process (in brackets: ms a frame waited for\n"
          "on this machine), before and after, and the triangles a frame\n"
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
    print("\nA frame in the page: ms of CPU of the page's main thread (the app's C++ and its WebGL calls), ms of\n"
          "CPU of the GPU process (SwiftShader drawing it in software), ms waited for it on this machine, the\n"
          "triangles and draw calls it gives WebGL; the desktop's frame_bench (ms of CPU a frame) and the page's\n"
          "main-thread CPU as a multiple of it\n"
          "\n| scene | page CPU | GPU CPU | waited | triangles | calls | desktop "
          "| 2,000-gon: page CPU | GPU CPU | waited | triangles | calls | desktop | load |\n"
          "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['scene']} | {cell(r['start_ms'], r['desktop_start_ms'])} | "
              f"{cell(r['big_ms'], r['desktop_big_ms'])} | {r['load']:.1f} |")
    for what, over_16 in (("the page's main thread", lambda t: t[4] >= 16),
                          ("the page's main thread and the GPU process together", lambda t: t[4] + t[5] >= 16)):
        over = [r["scene"] for r in rows if r["big_ms"] is not None and over_16(r["big_ms"])]
        print(f"\nWith a 2,000-vertex polygon, {len(over)} scene(s) over 16 ms of CPU a frame in {what}"
              + (f": {', '.join(over)}" if over else ""))
    if out_json:
        with open(out_json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
