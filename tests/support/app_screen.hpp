// For the headless app tests: the app's screen without a window (an ImGui context with the app's
// fonts, no imgui.ini written, the mouse off the screen), frames of the shell drawn on it, and a
// scene's place in the book by its id. The context is gone at the end of the scope, also when a
// REQUIRE fails half-way.
#pragma once
#include <doctest/doctest.h>
#include <imgui.h>

#include <cfloat>
#include <string>

#include "window/fonts.hpp"
#include "window/gl_window.hpp"
#include "window/imgui_canvas.hpp"
#include "scenes/registry.hpp"
#include "shell/shell.hpp"

namespace lab::testing {

/// The scene's place in the book's order, as Shell's constructor takes it (fails the test if
/// there is no scene `id`).
inline int scene_index(const std::string& id) {
  const auto scenes = scene_list();
  for (int i = 0; i < static_cast<int>(scenes.size()); ++i)
    if (scenes[i].id == id) return i;
  FAIL("no scene " << id);
  return -1;
}

/// How the screen is set up: the window's size, the UI scale, the font file (a missing one is
/// faster: ImGui's own font, same layout) and whether the app's style is applied.
struct ScreenSetup {
  ImVec2 size{1280, 800};
  float scale = 1;
  const char* font_path = dejavu_sans_path;
  bool style = false;
};

class AppScreen {
 public:
  explicit AppScreen(ScreenSetup setup = {}) : scale(setup.scale) {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // a test leaves no imgui.ini behind
    io.MousePos = {-FLT_MAX, -FLT_MAX};
    io.DisplaySize = setup.size;
    fonts = build_fonts(io, setup.scale, font_warning, setup.font_path);
    if (setup.style) apply_style(setup.scale);
  }
  ~AppScreen() { ImGui::DestroyContext(); }
  AppScreen(const AppScreen&) = delete;
  AppScreen& operator=(const AppScreen&) = delete;

  ImGuiIO& io() const { return ImGui::GetIO(); }

  /// `count` frames of the shell, each ending after ImGui::Render (windows settle their sizes in
  /// the first, so two by default).
  void frames(Shell& shell, int count = 2) const {
    for (int frame = 0; frame < count; ++frame) {
      io().DeltaTime = 1.0f / 60;
      ImGui::NewFrame();
      shell.frame(fonts, scale);
      ImGui::Render();
    }
  }

  float scale;
  Fonts fonts;
  std::string font_warning;
};

/// One frame with a window of `size` at the screen's top-left, for a test that draws into the
/// window's draw list itself; the frame is ended and rendered at the end of the scope.
class WindowFrame {
 public:
  explicit WindowFrame(ImVec2 size) : list(begin(size)) {}
  ~WindowFrame() {
    ImGui::End();
    ImGui::Render();
  }
  WindowFrame(const WindowFrame&) = delete;
  WindowFrame& operator=(const WindowFrame&) = delete;

  ImDrawList& list;

 private:
  static ImDrawList& begin(ImVec2 size) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize(size);
    ImGui::Begin("figure");
    return *ImGui::GetWindowDrawList();
  }
};

/// An ImGuiCanvas drawing into one frame's window of `size` on a fresh screen: UI scale 1, the
/// camera's 40 pixels a unit, the world's origin at the window's middle.
struct CanvasOnScreen {
  explicit CanvasOnScreen(ImVec2 size)
      : screen({.size = size}), camera(sized(size)), frame(size), canvas(frame.list, camera, 1, {}) {}
  AppScreen screen;
  Camera camera;
  WindowFrame frame;
  ImGuiCanvas canvas;

 private:
  static Camera sized(ImVec2 size) {
    Camera c;
    c.size = {size.x, size.y};
    return c;
  }
};

}  // namespace lab::testing
