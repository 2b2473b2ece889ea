#!/usr/bin/python3
"""Where a frame's time goes in the page: Chromium's sampling profiler (DevTools `Profiler`) over
the web frame bench's frames (lab_bench_frames) of one scene, at its start or with the 2,000-vertex
polygon, in headless Chromium as bench_page.py runs them.

Usage: profile_page.py WEB_DIR SCENE [big] [FRAMES]

Prints the 40 functions (PROFILE_TOP=N: N) with the most samples of their own (self) and the most
samples under them (total), in ms over the frames profiled: wall time, so on a loaded machine read
them as shares of the frame, not as its CPU time. WebAssembly functions are named only in a page linked
with --profiling-funcs (cmake --preset web -DLAB_WEB_PROFILE=ON); else they read wasm-function[N].
The GPU process's work (SwiftShader rasterising) is not sampled: it shows as the time the page
waits in readPixels.
"""
import collections
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_page  # noqa: E402
import test_page  # noqa: E402


def tables(profile):
    """({name: self µs}, {name: total µs}) of a DevTools Profiler.Profile."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {c: n["id"] for n in profile["nodes"] for c in n.get("children", [])}
    own, total = collections.Counter(), collections.Counter()
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"]):
        name = lambda i: nodes[i]["callFrame"]["functionName"] or "(anonymous)"  # noqa: E731
        own[name(node_id)] += delta
        seen, i = set(), node_id
        while i is not None:  # a recursive function counts once a sample
            if name(i) not in seen:
                total[name(i)] += delta
                seen.add(name(i))
            i = parent.get(i)
    return own, total


def main():
    web_dir, scene = sys.argv[1], sys.argv[2]
    big = len(sys.argv) > 3 and sys.argv[3] == "big"
    frames = int(sys.argv[4]) if len(sys.argv) > 4 else 10
    server = test_page.serve(web_dir)
    profile_dir = tempfile.mkdtemp(prefix="lab-chromium-")
    browser = test_page.Browser(profile_dir)
    try:
        browser.open(f"http://127.0.0.1:{server.server_address[1]}/index.html#scene={scene}")
        if big:
            chapters = {s["id"]: s["chapter"] for s in browser.eval("JSON.parse(Module.ccall('lab_scenes', 'string', [], []))")}
            state = bench_page.with_big_polygons(browser.report()["state"], 2000, chapters[scene] == "Concave polygons")
            browser.go("#state=" + bench_page.state_code(state))
        run = f"JSON.parse(Module.ccall('lab_bench_frames', 'string', ['number'], [{frames}]))"
        browser.eval(run)  # warm
        browser.send("Profiler.enable")
        browser.send("Profiler.setSamplingInterval", interval=100)
        browser.send("Profiler.start")
        frame_ms, app_ms, triangles, calls = browser.eval(run)
        profile = browser.send("Profiler.stop")["profile"]
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile_dir, ignore_errors=True)
    own, total = tables(profile)
    print(f"{scene}{' with the 2,000-gon' if big else ''}: {frame_ms:.1f} ms a frame, {app_ms:.1f} before the GPU wait; "
          f"{triangles} triangles in {calls} draw calls")
    for title, table in (("self", own), ("total", total)):
        print(f"\nms a frame, {title}:")
        for name, us in table.most_common(int(os.environ.get("PROFILE_TOP", "40"))):
            print(f"{us / 1000 / frames:9.2f}  {name[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
