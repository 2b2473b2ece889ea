// The browser build's main(): Collision Lab in a web page (WebAssembly, WebGL 2). The same shell,
// events and frames as the desktop window (window_loop.hpp); what differs is here: the browser
// calls frame() once per animation frame (a page may not block in SDL_WaitEvent), the canvas
// follows the page's size, and the address after '#' carries the state (page_address.hpp).
// Functions marked EMSCRIPTEN_KEEPALIVE are called from the page (index.html) and its tests.
#include <GLES3/gl3.h>
#include <emscripten.h>

#include <algorithm>

#include <iostream>
#include <memory>
#include <string>

#include <backends/imgui_impl_sdl.h>
#include <imgui.h>


#include "files/report.hpp"
#include "formats/state_json.hpp"
#include "formats/state_link.hpp"
#include "formats/state_link_memo.hpp"
#include "window/page_address.hpp"
#include "window/web_files.hpp"
#include "window/web_storage.hpp"
#include "window/window_loop.hpp"

namespace lab {
namespace {

struct Page {
  Settings settings = restore_page_files();  // before the shell, which lists the lessons kept
  GlWindow gl;
  Shell shell{0};
  MouseInput mouse;
  Pinch pinch;
  AltTap alt;  ///< Alt's press and release come in different frames
  std::unique_ptr<FontAtlas> atlas;
  int frames_due = 3;   ///< frames still to draw after the last event (ImGui settles in a few)
  long frames = 0;      ///< frames drawn so far: the tests wait for the first
  std::string address;  ///< the state's code last written to the address bar
  StateLinkMemo link;   ///< the state's link, made again only when the state changed
  std::string report;   ///< lab_report()'s text, kept alive for the caller
  std::string title;    ///< the page's title, as the desktop's window title
  Downloads downloads;
  std::unique_ptr<KeptSettings> kept;
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
    p.shell.close_lesson();  // the address asks for the scene itself
    p.shell.open(index);
  }
  if (!a.state.empty()) p.shell.open_link(std::string(state_link_prefix) + a.state);
  if (!a.lesson.empty()) p.shell.reopen_lesson(a.lesson, a.step, std::cerr);
  p.address.clear();
}

// What the page opens with: its address; with none, the lesson open when this browser last
// showed the page, at its step, else the state it showed last (as the desktop opens again).
void open_start(Page& p) {
  const std::string hash = emscripten_run_script_string("location.hash");
  if (!hash.empty() && hash != "#") return open_address(p, hash);
  if (!p.settings.lesson.empty() && p.shell.reopen_lesson(p.settings.lesson, p.settings.lesson_step, std::cerr)) return;
  open_address(p, emscripten_run_script_string(
                      "(function () { try { return localStorage.getItem('collision-lab-address') || ''; } "
                      "catch (e) { return ''; } })()"));
}

// The state on screen as the address's code, written when it changed and no button is held (a
// drag writes once, when it ends). replaceState: the Back button is not filled with drag steps.
// Kept in the browser's storage too, so the page opened again with no address shows it again (as
// the desktop keeps last-state.json); a browser that keeps nothing (private mode) is let be.
void keep_address(Page& p) {
  if (p.mouse.down(0) || p.mouse.down(1) || p.mouse.down(2)) return;
  const std::string& link = p.link.link(p.shell.scene().state(), p.shell.scene().info().id);
  const std::string code = link.substr(state_link_prefix.size());
  if (code == p.address) return;
  p.address = code;
  const std::string hash = "#" + state_address(code);
  // EM_ASM's JavaScript names its arguments $0, $1, which C++ would take for identifiers.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"
  EM_ASM(
      {
        var hash = UTF8ToString($0);
        history.replaceState(null, "", hash);
        try {
          localStorage.setItem("collision-lab-address", hash);
        } catch (e) {}
      },
      hash.c_str());
#pragma clang diagnostic pop
}

void frame() {
  Page& p = *page;
  Wants wants;
  wants.alt = p.alt;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    p.frames_due = 3;
    handle_event(event, p.shell, p.gl, p.settings, p.pinch, wants);
    // A press or release is drawn before the next event, as the desktop does.
    if (p.mouse.on_event(event)) render_frame(p.gl, p.shell, p.atlas->fonts, p.mouse), ++p.frames;
  }
  p.alt = wants.alt;
  if (const auto action = p.shell.take_window_request()) {  // chosen in the menu last frame
    window_action(*action, p.gl, p.settings, wants);
    p.frames_due = 3;
  }
  if (wants.rescale) {
    p.settings.ui_scale = std::clamp(p.settings.ui_scale, Settings::min_ui_scale, Settings::max_ui_scale);
    p.atlas->rebuild(p.settings.ui_scale, std::cerr, p.atlas->fonts.characters);
  }
  new_characters(p.shell, *p.atlas, p.settings.ui_scale, std::cerr);
  if (p.frames_due <= 0) return;
  render_frame(p.gl, p.shell, p.atlas->fonts, p.mouse);
  for (const auto& lesson : p.downloads.hand_over(p.shell)) store_page_file(lesson);
  ++p.frames;
  --p.frames_due;
  keep_address(p);
  p.kept->keep(p.settings, p.shell);
  if (const std::string title = p.shell.window_title(); title != p.title) {
    p.title = title;
    SDL_SetWindowTitle(p.gl.window(), title.c_str());  // the page's title, and its tab's
  }
}

}  // namespace
}  // namespace lab

extern "C" {

// Nothing here asks for a GL function by name (ImGui's backend and the app call WebGL 2's
// functions directly), but SDL's EGL set-up refers to eglGetProcAddress, and emscripten's own
// pulls in every WebGL function there is (some 70 KB of .js and .wasm). This one finds none.
void* eglGetProcAddress(const char*) { return nullptr; }

/// Opens what `hash` (location.hash) says: called by the page when the address changes.
EMSCRIPTEN_KEEPALIVE void lab_open_address(const char* hash) {
  lab::open_address(*lab::page, hash);
  lab::page->frames_due = 3;
}

/// The file `name` (`size` bytes) chosen in the browser's file picker, copied into the page's files
/// folder unless too big (web_files.hpp), opened as Open… opens a file on the desktop.
EMSCRIPTEN_KEEPALIVE void lab_open_chosen(const char* name, double size) {
  lab::open_chosen_file(lab::page->shell, name, size);
  lab::page->frames_due = 3;
}

/// The frames drawn so far (0 until the first is on screen).
EMSCRIPTEN_KEEPALIVE long lab_frames() { return lab::page ? lab::page->frames : 0; }

/// What `collision-lab --report` prints for the scene on screen, and the window's notice.
EMSCRIPTEN_KEEPALIVE const char* lab_report() {
  auto report = lab::scene_report(lab::page->shell.scene());
  report["notice"] = lab::page->shell.notice();
  report["message"] = lab::page->shell.message();
  report["ui_scale"] = lab::page->settings.ui_scale;
  if (const auto* lesson = lab::page->shell.lesson())
    report["lesson"] = {{"source", lab::page->shell.lesson_source()}, {"step", lesson->index() + 1}};
  lab::page->report = report.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  return lab::page->report.c_str();
}

/// Where the world point (x, y) is on the page, in CSS pixels: "[x, y]" (for the tests' drags).
EMSCRIPTEN_KEEPALIVE const char* lab_screen_point(double x, double y) {
  const lab::Vec2 s = lab::page->shell.camera().to_screen({x, y});
  lab::page->report = "[" + std::to_string(s.x) + ", " + std::to_string(s.y) + "]";
  return lab::page->report.c_str();
}

/// The scene list and the menu bar on (1) or off (0): off, the page draws what `--screenshot` draws.
EMSCRIPTEN_KEEPALIVE void lab_show_sidebar(int on) {
  lab::page->shell.show_sidebar = on != 0;
  lab::page->shell.show_menu = on != 0;
  lab::page->frames_due = 3;
}

/// Every scene's id and chapter, in book order, as JSON (for the web frame bench).
EMSCRIPTEN_KEEPALIVE const char* lab_scenes() {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& s : lab::scene_list()) list.push_back({{"id", s.id}, {"chapter", s.chapter}});
  lab::page->report = list.dump();
  return lab::page->report.c_str();
}

/// The web frame bench (tests/web/bench_page.py): `n` frames drawn as while a shape is dragged, as
/// the desktop's frame_bench does (the scene's last shape a thousandth further, back and forth; the
/// traced test; the whole frame, here drawn by WebGL too). "[ms a frame, ms of it before the GPU is
/// waited for, triangles, draw calls]": a pixel read at the end waits for the GPU's share (software
/// in a headless browser); the last two are what the last frame gave WebGL.
EMSCRIPTEN_KEEPALIVE const char* lab_bench_frames(int n) {
  lab::Page& p = *lab::page;
  auto& shapes = p.shell.scene().state().shapes;
  const double start = emscripten_get_now();
  for (int i = 0; i < n && !shapes.empty(); ++i) {
    for (lab::Vec2& v : shapes.back().points) v.x += i % 2 == 0 ? 1e-3 : -1e-3;
    p.shell.scene().update();
    lab::render_frame(p.gl, p.shell, p.atlas->fonts, p.mouse);
  }
  const double drawn = emscripten_get_now();
  unsigned char pixel[4];
  glReadPixels(0, 0, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, pixel);
  const double count = std::max(n, 1);
  p.frames_due = 3;
  long commands = 0;
  const ImDrawData& drawn_data = *ImGui::GetDrawData();
  for (int i = 0; i < drawn_data.CmdListsCount; ++i) commands += drawn_data.CmdLists[i]->CmdBuffer.Size;
  p.report = nlohmann::json::array({(emscripten_get_now() - start) / count, (drawn - start) / count,
                                    drawn_data.TotalIdxCount / 3, commands})
                 .dump();
  return p.report.c_str();
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
  init_imgui(page->gl, config_dir(), std::cerr);
  page->atlas = std::make_unique<FontAtlas>(1.0f);
  page->atlas->rebuild(page->settings.ui_scale, std::cerr, page->shell.characters());
  page->kept = std::make_unique<KeptSettings>(page->settings);
  use_browser_files(page->shell);
  page->downloads.known_lessons();
  open_start(*page);
  emscripten_set_main_loop(frame, 0, false);
  return 0;
}
