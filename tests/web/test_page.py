#!/usr/bin/python3
"""The browser build in a real browser: headless Chromium driven over the DevTools protocol.

Usage: test_page.py WEB_DIR [DESKTOP_BINARY]

Serves WEB_DIR (build/web) on 127.0.0.1, opens index.html in headless Chromium (WebGL 2 in
software, SwiftShader) and checks, each as the desktop app would answer:
  0. the .wasm and the .js together are under 3 MB (3,000,000 bytes) before compression;
  1. the page loads and draws its first frame within 3 s of the runtime starting, and a frame
     asks WebGL for no state that waits for the GPU process (the scissor box, the blend state)
     and writes no buffer in place (which waits for the draws that read it);
  2. with the scene list off, the page's picture of a scene is the desktop's --screenshot of the
     same scene and size, but for font rasterisation (when DESKTOP_BINARY is given);
  3. dragging P into the pentagon with mouse events turns polygon-point's verdict from outside to
     inside, and the address then carries the new state;
  4. #state=CODE opens the state the desktop's --report link holds;
  5. a bad #state is refused with a message, and the scene stays at its start (the address
     changed on the open page, as a pasted link does);
  6. #lesson=ID&step=N opens that step of a bundled lesson;
  7. one finger drags as the mouse does, two fingers moved apart zoom the figure; the page
     opened again with no address shows the last state (kept in localStorage);
  8. Ctrl+E, sent with the key's code and Ctrl pressed first as a browser sends them, downloads
     the picture (PNG and SVG);
  9. Ctrl+S downloads the state file of what is on screen;
 10. Ctrl+O opens the browser's file picker; a state file chosen there opens, a bad one is refused
     with the desktop's message, a lesson file opens the lesson;
 11. the text size and the lesson's step are kept in localStorage and come back when the page is
     opened again.
Exits 77 (skipped) when WEB_DIR holds no build.
"""
import functools
import http.server
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import zlib

try:
    import websocket
except ImportError:
    websocket = None

WIDTH, HEIGHT = 1280, 800


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(web_dir):
    handler = functools.partial(QuietHandler, directory=web_dir)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


class Browser:
    """Headless Chromium with one page, driven over its DevTools websocket."""

    def __init__(self, profile):
        port = free_port()
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
             "--enable-unsafe-swiftshader", f"--window-size={WIDTH},{HEIGHT}",
             f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as r:
                    pages = [t for t in json.load(r) if t["type"] == "page"]
                if pages:
                    break
            except OSError:
                pass
            if time.time() > deadline:
                raise RuntimeError("chromium did not open its DevTools port within 20 s")
            time.sleep(0.2)
        self.ws = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], suppress_origin=True)
        self.next_id = 0
        self.console = []  # what the page printed, said when a check fails
        self.events = []   # other DevTools events, for wait_event
        self.send("Runtime.enable")
        self.send("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        self.send("Emulation.setDeviceMetricsOverride",
                  width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)

    def send(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("method") == "Runtime.consoleAPICalled":
                self.console.append(" ".join(str(a.get("value", a.get("description", ""))) for a in message["params"]["args"]))
            elif message.get("method") == "Runtime.exceptionThrown":
                self.console.append(str(message["params"]["exceptionDetails"]))
            elif "method" in message:
                self.events.append(message)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def eval(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.eval(expression):
                return True
            time.sleep(0.05)
        return False

    def wait_event(self, method, seconds):
        """The first event `method` since the last call for it, waiting up to `seconds`."""
        deadline = time.time() + seconds
        while True:
            for i, e in enumerate(self.events):
                if e["method"] == method:
                    return self.events.pop(i)["params"]
            if time.time() > deadline:
                return None
            self.settle()

    def key(self, key, code, vk, ctrl=False):
        """A key pressed and let go, with Ctrl held around it when `ctrl`. SDL knows a key by the
        DOM event's `code` (its scancode) and `keyCode` (windowsVirtualKeyCode: its keycode), and
        knows Ctrl is held only from Ctrl's own key press: DevTools fills in none of these itself."""
        held = 2 if ctrl else 0
        if ctrl:
            self.send("Input.dispatchKeyEvent", type="rawKeyDown", key="Control", code="ControlLeft",
                      windowsVirtualKeyCode=17, modifiers=2)
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", type=kind, key=key, code=code, windowsVirtualKeyCode=vk,
                      modifiers=held)
        if ctrl:
            self.send("Input.dispatchKeyEvent", type="keyUp", key="Control", code="ControlLeft",
                      windowsVirtualKeyCode=17, modifiers=0)
        self.settle()
        self.settle()

    def frames(self):
        return self.eval("typeof Module !== 'undefined' && Module.calledRun ? Module._lab_frames() : 0")

    def settle(self):
        """Waits until a frame or two more have been drawn (the page draws only after events)."""
        start = self.frames()
        self.eval("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => "
                  "requestAnimationFrame(r))))")
        return self.frames() >= start

    def report(self):
        return json.loads(self.eval("Module.ccall('lab_report', 'string', [], [])"))

    def open(self, url):
        self.send("Page.navigate", url=url)
        # The runtime's start (the .wasm compiled, the fonts fetched) and then the first frame.
        if not self.wait_for("typeof Module !== 'undefined' && !!Module.calledRun", 30):
            raise RuntimeError(f"{url}: the runtime did not start within 30 s")
        started = time.time()
        if not self.wait_for("Module._lab_frames() > 0", 3):
            raise RuntimeError(f"{url}: no frame within 3 s of the runtime starting; the page said:\n" +
                               "\n".join(self.console[-20:]))
        return time.time() - started

    def go(self, hash):
        """Changes the address of the open page (as a pasted link would), without reloading it."""
        self.eval(f"location.hash = {json.dumps(hash)}")
        self.settle()
        self.settle()

    def mouse(self, kind, x, y, buttons=1):
        self.send("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  buttons=buttons, clickCount=1 if kind != "mouseMoved" else 0)
        self.settle()

    def touch(self, kind, points):
        self.send("Input.dispatchTouchEvent", type=kind,
                  touchPoints=[{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)])
        self.settle()

    def screen_point(self, x, y):
        return json.loads(self.eval(f"Module.ccall('lab_screen_point', 'string', ['number', 'number'], [{x}, {y}])"))

    def screenshot(self):
        import base64
        return base64.b64decode(self.send("Page.captureScreenshot", format="png")["data"])

    def close(self):
        self.ws.close()
        self.process.terminate()
        self.process.wait(10)


def read_png(data):
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    channels = 3 if colour == 2 else 4
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        rows.append(bytes(line) if channels == 3 else bytes(v for j, v in enumerate(line) if j % 4 != 3))
    return width, height, rows


def picture_difference(a, b):
    """The share of pixels that differ by more than 48 in a channel, over 16×16 blocks averaged
    first: text rasterised by another engine moves edges by a pixel, a different figure moves
    whole blocks."""
    (wa, ha, ra), (wb, hb, rb) = a, b
    assert (wa, ha) == (wb, hb), f"sizes differ: {wa}x{ha} and {wb}x{hb}"
    differ = blocks = 0
    for by in range(0, ha - 15, 16):
        for bx in range(0, wa - 15, 16):
            sums = [0] * 6
            for y in range(by, by + 16):
                for c in range(3):
                    sums[c] += sum(ra[y][3 * bx + c:3 * (bx + 16):3])
                    sums[3 + c] += sum(rb[y][3 * bx + c:3 * (bx + 16):3])
            blocks += 1
            differ += any(abs(sums[c] - sums[3 + c]) > 48 * 256 for c in range(3))
    return differ / blocks


def new_downloads(browser, folder, before, count, seconds=10):
    """The files (at least `count`) that arrived in `folder` since `before`, once complete."""
    deadline = time.time() + seconds
    while True:
        got = [f for f in os.listdir(folder) if f not in before and not f.endswith(".crdownload")]
        if len(got) >= count or time.time() > deadline:
            return got
        browser.settle()


def choose_file(browser, folder, name, text):
    """Ctrl+O, and `text` as the file `name` chosen in the file picker it opens; the report after."""
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    browser.key("o", "KeyO", 79, ctrl=True)
    chooser = browser.wait_event("Page.fileChooserOpened", 5)
    if chooser is None:
        raise RuntimeError("Ctrl+O opened no file picker")
    frames = browser.frames()
    browser.send("DOM.setFileInputFiles", files=[path], backendNodeId=chooser["backendNodeId"])
    browser.wait_for(f"Module._lab_frames() > {frames}", 5)
    browser.settle()
    return browser.report()


def main():
    web_dir = sys.argv[1]
    desktop = sys.argv[2] if len(sys.argv) > 2 else None
    if not os.path.exists(os.path.join(web_dir, "collision-lab.wasm")):
        print(f"test_page: no browser build in {web_dir} (make web): skipped")
        return 77
    if websocket is None or not shutil.which("chromium"):
        print("test_page: needs chromium and python3-websocket (scripts/web-deps.sh): skipped")
        return 77
    failures = []

    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    # 0. What a browser fetches before the first frame, before compression (the fonts, in the
    # .data file, are fetched once and cached): the budget is under 3 MB.
    size = sum(os.path.getsize(os.path.join(web_dir, f"collision-lab.{ext}")) for ext in ("wasm", "js"))
    check(size < 3_000_000, f"collision-lab.wasm + .js are {size:,} bytes (under 3,000,000)")

    server = serve(web_dir)
    base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    profile = tempfile.mkdtemp(prefix="lab-chromium-")
    browser = Browser(profile)
    try:
        # 1. Load and first frame.
        took = browser.open(base + "#scene=polygon-point")
        check(took < 3, f"first frame {took:.2f} s after the runtime started (under 3 s)")
        r = browser.report()
        check(r["scene"] == "polygon-point", f"#scene=polygon-point opens it (report says {r['scene']})")
        check(r["tests"][0]["result"] is False and r["caption"] == "P is on the outer side of 2 of the 5 edges → outside",
              f"its start: P outside, 2 of 5 edges ({r['caption']})")

        # 1b. A frame asks WebGL for no state it answers only after a round trip to the GPU
        # process, which waits for the last frame's drawing (app/window/web_gl_state.hpp).
        asked = browser.eval("""(function () {
            var gl = Module.ctx, get = gl.getParameter, asked = [];
            gl.getParameter = function (name) { asked.push(name); return get.call(gl, name); };
            Module.ccall('lab_bench_frames', 'string', ['number'], [2]);
            gl.getParameter = get;
            return asked; })()""")
        slow = {0x0C10: "SCISSOR_BOX", 0x80C9: "BLEND_SRC_RGB", 0x80C8: "BLEND_DST_RGB", 0x80CB: "BLEND_SRC_ALPHA",
                0x80CA: "BLEND_DST_ALPHA", 0x8009: "BLEND_EQUATION_RGB", 0x883D: "BLEND_EQUATION_ALPHA"}
        check(asked and not [slow[n] for n in asked if n in slow],
              f"two frames ask WebGL for {len(asked)} values, none of them the scissor box or blend state "
              f"({sorted(set(slow[n] for n in asked if n in slow))})")

        # 1c. A frame writes no buffer in place: each draw list's triangles get new storage, so
        # WebGL need not wait for the last list's draws (app/window/web_gl_state.hpp).
        writes = browser.eval("""(function () {
            var gl = Module.ctx, sub = gl.bufferSubData, data = gl.bufferData, n = {sub: 0, data: 0};
            gl.bufferSubData = function () { n.sub++; return sub.apply(gl, arguments); };
            gl.bufferData = function () { n.data++; return data.apply(gl, arguments); };
            Module.ccall('lab_bench_frames', 'string', ['number'], [2]);
            gl.bufferSubData = sub;
            gl.bufferData = data;
            return n; })()""")
        check(writes["sub"] == 0 and writes["data"] >= 4,
              f"two frames give WebGL {writes['data']} new buffers and write {writes['sub']} in place (none)")

        # 2. The same picture as the desktop's --screenshot.
        if desktop:
            browser.eval("Module._lab_show_sidebar(0)")
            browser.settle()
            browser.settle()
            page_png = read_png(browser.screenshot())
            out = os.path.join(profile, "desktop.png")
            subprocess.run([desktop, "--scene", "polygon-point", "--screenshot", out, "--size", f"{WIDTH}x{HEIGHT}"],
                           check=True, env={**os.environ, "SDL_VIDEODRIVER": "offscreen",
                                            "ASAN_OPTIONS": "detect_leaks=0"})
            with open(out, "rb") as f:
                desktop_png = read_png(f.read())
            share = picture_difference(page_png, desktop_png)
            # The same fonts rasterised by the same code (ImGui's stb_truetype) on both: equal but
            # for a block or two of anti-aliasing. polygon-line's picture differs in 3% of blocks.
            check(share < 0.005, f"the page's picture is the desktop's --screenshot: {share:.2%} of 16-px blocks differ")
            browser.eval("Module._lab_show_sidebar(1)")
            browser.settle()

        # 3. Drag P from (4, 2.6) to (0, 0), inside the pentagon.
        start = json.loads(browser.eval("Module.ccall('lab_screen_point', 'string', ['number', 'number'], [4, 2.6])"))
        end = json.loads(browser.eval("Module.ccall('lab_screen_point', 'string', ['number', 'number'], [0, 0])"))
        hash_before = browser.eval("location.hash")
        browser.mouse("mouseMoved", *start, buttons=0)
        browser.mouse("mousePressed", *start)
        for i in range(1, 9):
            browser.mouse("mouseMoved", start[0] + (end[0] - start[0]) * i / 8, start[1] + (end[1] - start[1]) * i / 8)
        browser.mouse("mouseReleased", *end, buttons=0)
        browser.settle()
        r = browser.report()
        p = r["state"]["shapes"]["P"]["points"][0]
        check(r["tests"][0]["result"] is True and r["caption"].endswith("→ inside"),
              f"dragged to ({p[0]:.2f}, {p[1]:.2f}), P is inside: {r['caption']}")
        hash_after = browser.eval("location.hash")
        check(hash_after != hash_before and hash_after == "#state=" + r["link"].split("//state/")[1],
              "the address now carries the dragged state's code")

        # 4. #state=CODE: the desktop's link to the dragged state, opened in a fresh page.
        browser.open(base + hash_after)
        r2 = browser.report()
        check(r2["scene"] == "polygon-point" and r2["state"] == r["state"], "#state=CODE opens the same state")

        # 5. A bad code: the scene's start, and why.
        browser.go("#scene=circles&state=AAAA")
        r3 = browser.report()
        check(r3["scene"] == "circles" and r3["notice"].startswith("link: "),
              f"a bad #state leaves circles at its start and says why: {r3['notice']!r}")
        browser.go("#zoom=2")
        check("\"zoom\" means nothing here" in browser.report()["notice"], "an unknown key is refused with a message")

        # 6. A bundled lesson's step.
        browser.go("#lesson=sat-breaks&step=2")
        r4 = browser.report()
        check(r4["scene"] == "sat-breaks", f"#lesson=sat-breaks&step=2 opens its scene ({r4['scene']})")

        # 7. Touch: one finger drags P into the pentagon, two fingers moved apart zoom ×2.
        browser.go("#scene=polygon-point")
        start, end = browser.screen_point(4, 2.6), browser.screen_point(0, 0)
        browser.touch("touchStart", [start])
        for i in range(1, 9):
            browser.touch("touchMove", [(start[0] + (end[0] - start[0]) * i / 8, start[1] + (end[1] - start[1]) * i / 8)])
        browser.touch("touchEnd", [])
        r5 = browser.report()
        check(r5["tests"][0]["result"] is True, f"one finger drags P inside: {r5['caption']}")
        browser.open(base)
        r6 = browser.report()
        check(r6["state"] == r5["state"], "opened again with no address, the page shows the state it showed last")
        left, right = browser.screen_point(0, 0), browser.screen_point(1, 0)
        a, b = (420, 200), (520, 200)
        browser.touch("touchStart", [a])
        browser.touch("touchStart", [a, b])
        for i in range(1, 6):
            browser.touch("touchMove", [a, (b[0] + 20 * i, b[1])])
        browser.touch("touchEnd", [])
        left2, right2 = browser.screen_point(0, 0), browser.screen_point(1, 0)
        ratio = (right2[0] - left2[0]) / (right[0] - left[0])
        check(abs(ratio - 2) < 0.02, f"two fingers from 100 to 200 px apart zoom the figure ×{ratio:.3f} (×2)")

        # 8. Ctrl+E, sent as a browser sends keys: Save picture, handed over as two downloads.
        downloads = os.path.join(profile, "downloads")
        os.makedirs(downloads)
        browser.send("Page.setDownloadBehavior", behavior="allow", downloadPath=downloads)
        browser.go("#scene=circles")
        browser.key("e", "KeyE", 69, ctrl=True)
        got = new_downloads(browser, downloads, set(), 2)
        pngs = [f for f in got if f.endswith(".png")]
        svgs = [f for f in got if f.endswith(".svg")]
        check(len(pngs) == 1 and len(svgs) == 1, f"Ctrl+E downloads the picture as PNG and SVG: {sorted(got)}")
        if pngs and svgs:
            with open(os.path.join(downloads, pngs[0]), "rb") as f:
                w, h, _ = read_png(f.read())
            with open(os.path.join(downloads, svgs[0]), encoding="utf-8") as f:
                svg = f.read()
            check(w > 100 and h > 100 and "<svg" in svg and "C₁" in svg,
                  f"the PNG is a {w}×{h} picture and the SVG names C₁")

        # 9. Ctrl+S: the state file downloaded, holding the state on screen.
        before = set(os.listdir(downloads))
        browser.key("s", "KeyS", 83, ctrl=True)
        got = new_downloads(browser, downloads, before, 1)
        r = browser.report()
        check(len(got) == 1 and got[0].startswith("circles-") and got[0].endswith(".collision-state.json")
              and r["message"] == "Saved to " + got[0], f"Ctrl+S downloads {got} ({r['message']})")
        if got:
            with open(os.path.join(downloads, got[0]), encoding="utf-8") as f:
                saved = json.load(f)
            check(saved == r["state"], "the downloaded file holds the state on screen")

        # 10. Ctrl+O: the browser's file picker; the chosen file is read as the desktop reads it.
        browser.send("Page.enable")
        browser.send("Page.setInterceptFileChooserDialog", enabled=True)
        apart = dict(r["state"])
        apart["shapes"] = {**apart["shapes"], "C₂": {**apart["shapes"]["C₂"], "points": [[5.0, 0.5]]}}
        r = choose_file(browser, profile, "apart.json", json.dumps(apart, ensure_ascii=False))
        t = r["tests"][0]
        check(r["state"] == apart and t["result"] is False and t["distance_squared"] == 51.25,
              f"Ctrl+O opens the chosen state: C₂ at (5, 0.5), |C₁C₂|² = 49 + 2.25 = 51.25 > 25: {r['caption']}")
        check(r["message"] == "Opened apart.json", f"and says so: {r['message']!r}")
        r = choose_file(browser, profile, "bad.json", "{\n")
        said = ""
        if desktop:
            run = subprocess.run([desktop, "--state", os.path.join(profile, "bad.json"), "--report"], capture_output=True,
                                 text=True, cwd=profile, env={**os.environ, "ASAN_OPTIONS": "detect_leaks=0"})
            said = run.stderr.strip().removeprefix("collision-lab: ").replace(os.path.join(profile, ""), "")
        check(r["state"] == apart and r["notice"].startswith("bad.json: not valid JSON") and (not desktop or r["notice"] == said),
              f"a bad file opens nothing and says what the desktop says: {r['notice']!r}")
        with open(os.path.join(os.path.dirname(__file__), "..", "..", "assets", "lessons", "sat-breaks.json"), encoding="utf-8") as f:
            r = choose_file(browser, profile, "my-lesson.json", f.read())
        check(r.get("lesson", {}).get("source", "").endswith("/my-lesson.json") and r["scene"] == "sat-breaks",
              f"a lesson file chosen opens the lesson ({r.get('lesson')})")

        # 11. Settings kept in the browser: the text size (Ctrl+= twice: ×1.1²) and the lesson's step
        # open again when the page is opened with no address.
        browser.go("#lesson=sat-breaks&step=2")
        browser.key("=", "Equal", 187, ctrl=True)
        browser.key("=", "Equal", 187, ctrl=True)
        browser.key("ArrowRight", "ArrowRight", 39)
        r = browser.report()
        check(abs(r["ui_scale"] - 1.21) < 1e-5 and r.get("lesson") == {"source": "sat-breaks", "step": 3},
              f"Ctrl+= twice and → : text ×{r['ui_scale']:.4f}, lesson {r.get('lesson')}")
        browser.open(base)
        r = browser.report()
        check(abs(r["ui_scale"] - 1.21) < 1e-5 and r.get("lesson") == {"source": "sat-breaks", "step": 3},
              f"opened again: text ×{r['ui_scale']:.4f}, lesson {r.get('lesson')}")
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"test_page: {len(failures)} failed" if failures else "test_page: all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
