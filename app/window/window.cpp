#include "window/window.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iterator>

#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "files/last_state.hpp"
#include "window/layout_file.hpp"
#include "window/window_id.hpp"
#include "window/window_loop.hpp"

namespace lab {

bool video_driver_is_headless() {
  const char* driver = std::getenv("SDL_VIDEODRIVER");
  return driver && (std::strcmp(driver, "offscreen") == 0 || std::strcmp(driver, "dummy") == 0);
}

std::string no_display_message(const std::string& reason) {
  return "collision-lab: no display to open a window on (" + reason +
         "); render a PNG with --screenshot OUT.png, or run the window under xvfb-run";
}

namespace {

// [init] ---------------------------------------------------------------------------------------

// A saved position off every screen (a monitor unplugged since, a hand-edited file): centre the
// window instead, and say so once.
void keep_on_screen(SDL_Window* window, const Settings& saved, std::ostream& err) {
  SDL_Rect r{0, 0, 0, 0};
  SDL_GetWindowPosition(window, &r.x, &r.y);
  SDL_GetWindowSize(window, &r.w, &r.h);
  for (int i = 0; i < SDL_GetNumVideoDisplays(); ++i) {
    SDL_Rect screen, shown;
    if (SDL_GetDisplayBounds(i, &screen) == 0 && SDL_IntersectRect(&r, &screen, &shown) &&
        shown.w >= std::min(r.w, 200) && shown.h >= std::min(r.h, 100))
      return;
  }
  SDL_SetWindowPosition(window, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
  err << "collision-lab: the saved window position (" << saved.x << ", " << saved.y
      << ") is off every screen; the window is centred instead\n";
}

// The window where it was last (or centred), or a clear message when there is no display. SDL
// falls back to its offscreen driver when no X or Wayland server answers: that counts as none.
bool open_window(GlWindow& gl, const Settings& settings, std::ostream& err) {
  std::string error;
  const int x = settings.x >= 0 ? settings.x : static_cast<int>(SDL_WINDOWPOS_CENTERED);
  const int y = settings.y >= 0 ? settings.y : static_cast<int>(SDL_WINDOWPOS_CENTERED);
  // Hidden until its minimum size and position are set: on X11, setting the minimum size also
  // resizes the window to the size SDL last knew, which would undo a resize made meanwhile.
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
  if (settings.maximized) flags |= SDL_WINDOW_MAXIMIZED;
  if (!gl.open("Collision Lab", x, y, settings.width, settings.height, flags, error)) {
    err << no_display_message(error) << '\n';
    return false;
  }
  const char* driver = SDL_GetCurrentVideoDriver();
  if (driver && (std::strcmp(driver, "offscreen") == 0 || std::strcmp(driver, "dummy") == 0)) {
    err << no_display_message(std::string("SDL found no screen and picked its ") + driver + " driver") << '\n';
    return false;
  }
  SDL_GL_SetSwapInterval(1);
  // Below this the scene list, the figure and the panel cannot all be read.
  SDL_SetWindowMinimumSize(gl.window(), 800, 560);
  if (settings.x >= 0 || settings.y >= 0) keep_on_screen(gl.window(), settings, err);
  SDL_ShowWindow(gl.window());
  return true;
}

// [exit] ---------------------------------------------------------------------------------------

// Settings, the scene's state and the layout, each tried; the first failure said once, unless the
// folder's problem was said when the window opened.
void save_on_exit(GlWindow& gl, const Shell& shell, Settings settings, const std::filesystem::path& dir, bool said,
                  std::ostream& err) {
  const Uint32 wf = SDL_GetWindowFlags(gl.window());
  settings.maximized = (wf & SDL_WINDOW_MAXIMIZED) != 0;
  if (!(wf & (SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MAXIMIZED))) {
    // SDL reports where the inside of the window is, and places the frame there when it opens:
    // save the frame's corner, or the window creeps by the title bar's height every launch.
    int top = 0, left = 0;
    SDL_GetWindowPosition(gl.window(), &settings.x, &settings.y);
    if (SDL_GetWindowBordersSize(gl.window(), &top, &left, nullptr, nullptr) == 0)
      settings.x = std::max(0, settings.x - left), settings.y = std::max(0, settings.y - top);
    SDL_GetWindowSize(gl.window(), &settings.width, &settings.height);
  }
  settings.last_scene = shell.scene().info().id;
  settings.lesson = shell.lesson() ? shell.lesson_source() : "";
  settings.lesson_step = shell.lesson() ? shell.lesson()->index() + 1 : 1;
  settings.scene_list = shell.show_scene_list;
  settings.panel = shell.show_panel;
  if (dir.empty()) return;
  std::string errors[3];
  const bool saved[3] = {save_settings(settings, dir / "settings.json", errors[0]),
                         save_last_state(shell.scene(), dir / last_state_file, errors[1]),
                         save_layout(dir / layout_file, errors[2])};
  for (int i = 0; i < 3 && !said; ++i)
    if (!saved[i]) {
      err << "collision-lab: settings can't be saved: " << errors[i] << '\n';
      said = true;
    }
}

// ImGui asks (a few seconds after a window moved) for its layout to be saved, as it would save
// imgui.ini itself: so a run that is killed keeps it too. A failure is said at exit.
void keep_layout(const std::filesystem::path& dir) {
  ImGuiIO& io = ImGui::GetIO();
  if (!io.WantSaveIniSettings || dir.empty()) return;
  io.WantSaveIniSettings = false;
  std::string error;
  save_layout(dir / layout_file, error);
}

// What the settings folder holds that could not be used, and whether anything can be kept in
// it: each said once on `err`, and a folder that keeps nothing in the window too.
bool settings_problems(Shell& shell, const Settings& settings, const std::filesystem::path& dir, std::ostream& err) {
  for (const std::string& note : settings.ignored) err << "collision-lab: " << note << '\n';
  if (!shell.recent().problem().empty()) err << "collision-lab: " << shell.recent().problem() << '\n';
  const std::string problem = settings_folder_problem(dir);
  if (problem.empty()) return false;
  err << "collision-lab: settings can't be saved: " << problem << '\n';
  shell.set_notice("Settings can't be saved: " + problem +
                   ". The window's size, the scene and the Recent list "
                   "will be lost when it closes.");
  return true;
}

// Ctrl+S and Ctrl+O ask the desktop's chooser on a thread; its answer wakes the loop, and the
// portal keeps its dialog above this window.
void use_desktop_choosers(Shell& shell, SDL_Window* window) {
  shell.desktop_choosers = true;
  shell.file_chooser().wake = [] {
    SDL_Event event{};
    event.type = SDL_USEREVENT;
    SDL_PushEvent(&event);  // safe from any thread
  };
  shell.chooser_parent = portal_parent_id(window);
}

}  // namespace

int run_window(Shell& shell, const Settings& start, std::ostream& err) {
  if (video_driver_is_headless()) {
    err << no_display_message(std::string("SDL_VIDEODRIVER=") + std::getenv("SDL_VIDEODRIVER")) << '\n';
    return 2;
  }
  Settings settings = start;
  shell.show_scene_list = settings.scene_list;  // the panes as the last run left them
  shell.show_panel = settings.panel;
  const auto dir = config_dir();
  GlWindow gl;
  if (!open_window(gl, settings, err)) return 2;
  // The title names the scene from the start (before the fonts are built), then follows it.
  std::string title = shell.window_title();
  SDL_SetWindowTitle(gl.window(), title.c_str());
  const bool cannot_save = settings_problems(shell, settings, dir, err);
  use_desktop_choosers(shell, gl.window());
  init_imgui(gl, dir, err);
  FontAtlas atlas(display_scale(gl.window()));
  atlas.rebuild(settings.ui_scale, err, shell.characters());
  say_missing(shell, atlas.fonts);  // the lesson open last, opened again

  // Draw only after something happened: a burst of events (a drag's motion) is drained into one
  // frame, and a few frames follow the last event so ImGui settles (hover, a widget's release).
  // Idle, the loop sleeps in SDL_WaitEvent and draws nothing.
  constexpr int kSettleFrames = 3;
  int frames_due = kSettleFrames;
  // A button pressed or let go (or a key ImGui takes) ends the burst, so that its frame sees it.
  Wants wants;
  MouseInput mouse;
  Pinch pinch;
  // ImGui finds what the pointer is over from the last frame's windows: with none drawn yet, a
  // click that came as the window opened would be lost.
  for (int i = 0; i < 2; ++i) render_frame(gl, shell, atlas.fonts, mouse);
  while (!wants.quit) {
    SDL_Event event;
    bool have = frames_due > 0 ? SDL_PollEvent(&event) != 0 : SDL_WaitEvent(&event) != 0;
    if (have) frames_due = kSettleFrames;
    for (; have; have = SDL_PollEvent(&event) != 0) {
      handle_event(event, shell, gl, settings, pinch, wants);
      // A key the path dialog is typed with ends the burst too, before its field has the keys.
      if (mouse.on_event(event) || key_for_imgui(event, shell) ||
          (event.type == SDL_KEYDOWN && shell.path_dialog().visible()))
        break;
    }
    if (wants.rescale) {
      settings.ui_scale = std::clamp(settings.ui_scale, Settings::min_ui_scale, Settings::max_ui_scale);
      atlas.rebuild(settings.ui_scale, err, atlas.fonts.characters);
      wants.rescale = false;
    }
    new_characters(shell, atlas, settings.ui_scale, err);
    if (frames_due > 0) {
      render_frame(gl, shell, atlas.fonts, mouse);
      --frames_due;
      if (const auto action = shell.take_window_request()) {  // chosen in the menu
        window_action(*action, gl, settings, wants);
        frames_due = kSettleFrames;
      }
      if (const std::string now = shell.window_title(); now != title) {
        title = now;
        SDL_SetWindowTitle(gl.window(), title.c_str());
      }
    }
    keep_layout(dir);
  }
  shell.file_chooser().close();  // a chooser still open goes with the window
  save_on_exit(gl, shell, settings, dir, cannot_save, err);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  return 0;
}

}  // namespace lab
