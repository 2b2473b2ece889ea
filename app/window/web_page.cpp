// The browser build's main(): Collision Lab in a web page (WebAssembly, WebGL 2). The same shell,
// events and frames as the desktop window (window_loop.hpp); what differs is here: the browser
// calls frame() once per animation frame (a page may not block in SDL_WaitEvent), the canvas
// follows the page's size, and the address after '#' carries the state (page_address.hpp).
// Functions marked EMSCRIPTEN_KEEPALIVE are called from the page (index.html) and its tests.
#include <emscripten.h>

#include <iostream>
#include <memory>
#include <string>

#include <backends/imgui_impl_sdl.h>
#include <imgui.h>


#include "files/pictures_dir.hpp"
#include "files/report.hpp"
#include "formats/state_json.hpp"
#include "formats/state_link.hpp"
#include "window/page_address.hpp"
#include "window/window_loop.hpp"

namespace lab {
namespace {

struct Page {
  GlWindow gl;
  Shell shell{0};
  Settings settings;
  MouseInput mouse;
  Pinch pinch;
  std::unique_ptr<FontAtlas> atlas;
  int frames_due = 3;    ///< frames still to draw after the last event (ImGui settles in a few)
  long frames = 0;       ///< frames drawn so far: the tests wait for the first
  std::string address;   ///< the state's code last written to the address bar
  std::string report;    ///< lab_report()'s text, kept alive for the caller
};
Page* page = nullptr;

int index_of_scene(const std::string& id) {
  const auto scenes = scene_list();
  for (std::size_t i = 0; i < scenes.size(); ++i)
    if (scenes[i].id == id) return static_cast<int>(i);
  return -1;
}

// The page's address, opened: a scene, a state's code or a lesson's step. Anything that cannot be
// opened leaves the scene at its start and says why in the window's notice.
void open_address(Page& p, const std::string& hash) {
  const PageAddress a = read_page_address(hash);
  if (!a.problem.empty()) return p.shell.set_notice("This address cannot be opened: " + a.problem + ".");
  if (!a.scene.empty()) {
    const int index = index_of_scene(a.scene);
    if (index < 0) return p.shell.set_notice("This address names no scene \"" + a.scene.substr(0, 40) + "\".");
    p.shell.open(index);
  }
  if (!a.state.empty()) p.shell.open_link(std::string(state_link_prefix) + a.state);
  if (!a.lesson.empty()) p.shell.reopen_lesson(a.lesson, a.step, std::cerr);
  p.address.clear();
}

// The state on screen as the address's code, written when it changed and no button is held (a
// drag writes once, when it ends). replaceState: the Back button is not filled with drag steps.
// Kept in the browser's storage too, so the page opened again with no address shows it again (as
// the desktop keeps last-state.json); a browser that keeps nothing (private mode) is let be.
void keep_address(Page& p) {
  if (p.mouse.down(0) || p.mouse.down(1) || p.mouse.down(2)) return;
  const std::string link = state_link(p.shell.scene().state(), p.shell.scene().info().id);
  const std::string code = link.substr(state_link_prefix.size());
  if (code == p.address) return;
  p.address = code;
  const std::string hash = "#" + state_address(code);
  EM_ASM({
    var hash = UTF8ToString($0);
    history.replaceState(null, "", hash);
    try { localStorage.setItem("collision-lab-address", hash); } catch (e) {}
  }, hash.c_str());
}

// Save picture in a page: the PNG and SVG the desktop would keep in its pictures folder (here in
// the page's memory: a page has no folder) are handed to the browser as downloads (its Downloads
// folder, or its own question where to save) and removed, so the folder holds only pictures not
// yet handed over. Listed by the page's own file system calls, in JavaScript.
void download_pictures(Page& p) {
  const std::string dir = pictures_dir().string();
  const int count = EM_ASM_INT({
    var dir = UTF8ToString($0);  // no comma outside brackets: EM_ASM is a macro
    var count = 0;
    try {
      if (!FS.analyzePath(dir).exists) return 0;
      FS.readdir(dir).forEach(function (name) {
        if (!name.endsWith(".png") && !name.endsWith(".svg")) return;
        var path = dir + "/" + name;
        var type = name.endsWith(".svg") ? "image/svg+xml" : "image/png";
        FS.chmod(path, 420);  // 0644: the atomic writer's file comes out as mode 0 here, unreadable
        var url = URL.createObjectURL(new Blob([FS.readFile(path)], {type: type}));
        var link = document.createElement("a");
        link.href = url;
        link.download = name;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
        FS.unlink(path);
        ++count;
      });
    } catch (e) {
      console.error("collision-lab: the picture could not be downloaded: " + e);
    }
    return count;
  }, dir.c_str());
  if (count > 0) p.shell.picture_saved("Downloaded the picture (PNG and SVG)", true);
}

void frame() {
  Page& p = *page;
  Wants wants;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    p.frames_due = 3;
    handle_event(event, p.shell, p.gl, p.settings, p.pinch, wants);
    // A press or release is drawn before the next event, as the desktop does.
    if (p.mouse.on_event(event)) render_frame(p.gl, p.shell, p.atlas->fonts, p.mouse), ++p.frames;
  }
  if (wants.rescale) {
    p.settings.ui_scale = std::clamp(p.settings.ui_scale, Settings::min_ui_scale, Settings::max_ui_scale);
    p.atlas->rebuild(p.settings.ui_scale, std::cerr, p.atlas->fonts.characters);
  }
  if (p.frames_due <= 0) return;
  render_frame(p.gl, p.shell, p.atlas->fonts, p.mouse);
  download_pictures(p);
  ++p.frames;
  --p.frames_due;
  keep_address(p);
}

}  // namespace
}  // namespace lab

extern "C" {

/// Opens what `hash` (location.hash) says: called by the page when the address changes.
EMSCRIPTEN_KEEPALIVE void lab_open_address(const char* hash) {
  lab::open_address(*lab::page, hash);
  lab::page->frames_due = 3;
}

/// The frames drawn so far (0 until the first is on screen).
EMSCRIPTEN_KEEPALIVE long lab_frames() { return lab::page ? lab::page->frames : 0; }

/// What `collision-lab --report` prints for the scene on screen, and the window's notice.
EMSCRIPTEN_KEEPALIVE const char* lab_report() {
  auto report = lab::scene_report(lab::page->shell.scene());
  report["notice"] = lab::page->shell.notice();
  lab::page->report = report.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  return lab::page->report.c_str();
}

/// Where the world point (x, y) is on the page, in CSS pixels: "[x, y]" (for the tests' drags).
EMSCRIPTEN_KEEPALIVE const char* lab_screen_point(double x, double y) {
  const lab::Vec2 s = lab::page->shell.camera().to_screen({x, y});
  lab::page->report = "[" + std::to_string(s.x) + ", " + std::to_string(s.y) + "]";
  return lab::page->report.c_str();
}

/// The scene list on (1) or off (0): off, the page draws what `--screenshot` draws.
EMSCRIPTEN_KEEPALIVE void lab_show_sidebar(int on) {
  lab::page->shell.show_sidebar = on != 0;
  lab::page->frames_due = 3;
}

}  // extern "C"

int main() {
  using namespace lab;
  page = new Page;  // lives as long as the page: the browser keeps calling frame()
  const int width = EM_ASM_INT({ return window.innerWidth; });
  const int height = EM_ASM_INT({ return window.innerHeight; });
  std::string error;
  if (!page->gl.open("Collision Lab", 0, 0, width, height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI, error)) {
    std::cerr << "collision-lab: WebGL 2 is not available in this browser (" << error << ")\n";
    return 1;
  }
  init_imgui(page->gl, {}, std::cerr);
  page->atlas = std::make_unique<FontAtlas>(1.0f);
  page->atlas->rebuild(page->settings.ui_scale, std::cerr, page->shell.characters());
  // The address, or with none the state the page showed last in this browser.
  open_address(*page, emscripten_run_script_string(
                          "location.hash || (function () { try { return localStorage.getItem('collision-lab-address') "
                          "|| ''; } catch (e) { return ''; } })()"));
  emscripten_set_main_loop(frame, 0, false);
  return 0;
}
