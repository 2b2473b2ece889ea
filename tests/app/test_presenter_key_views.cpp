// Issue 26 §2: in presenter mode the key covers nothing of the figure (a shape, a shadow bar, a
// dot, a label) in the views the window really shows: every scene at every preset, and every
// step of the bundled lessons, at a projector's 1920×1080 and a small 800×600. The shell lays out
// the frame (its camera fitted to the figure, or to the step's view, its UI scale, its caption
// strip) and the scene is drawn again into a recording canvas with that view, as the app draws
// it (RoleCanvas), its text measured with the app's fonts.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <string>

#include "app_screen.hpp"
#include "key_clear.hpp"
#include "scenes/lesson.hpp"
#include "scenes/registry.hpp"
#include "scenes/role_canvas.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_presenter_key_views {

using namespace lab;
using lab::testing::RecordingCanvas;

/// What the key covers in the frame the shell just drew (view, pixel size and fonts as the app's).
std::vector<std::string> covered_in_frame(const Shell& shell, const Fonts& fonts) {
  RecordingCanvas canvas;
  canvas.panel_hidden = shell.presenting();  // as the shell draws it
  const float scale = shell.figure_scale();
  canvas.visible = shell.figure_view();  // between the play keys and the strip drawn under it
  canvas.units_per_pixel = scale / shell.camera().scale;
  canvas.measure = [labels = fonts.labels](std::string_view text, TextSize size) {
    ImFont* font = labels[static_cast<std::size_t>(size)];
    return double(font->CalcTextSizeA(Canvas::font_pixels(size), FLT_MAX, 0, text.data(), text.data() + text.size()).x);
  };
  RoleCanvas roles(canvas);
  shell.scene().draw(roles);
  return lab::testing::key_clear::covered(canvas);
}

void check(const Shell& shell, const Fonts& fonts, const std::string& where) {
  const auto under = covered_in_frame(shell, fonts);
  std::string list;
  for (const auto& s : under) list += " " + s;
  CAPTURE(where);
  CAPTURE(list);
  CHECK_MESSAGE(under.empty(), "the presenter key covers part of the figure");
}

// On 2026-12-06 this found the key on rectangles' shadows and fills (five presets and the
// separating-axis lesson's step 1, which is the rectangles scene; a view fitted to the shapes
// alone left no corner clear: rectangles' frame now leaves room below), and on support-point's
// "−B", contact-points' "A" and sat-breaks' "rubber band" note (each beside a short line of the
// key: draw_legend now takes the key's whole block). About 5 s under ASan.
TEST_CASE("presenter mode at 800x600 and 1920x1080: the key covers nothing, every preset and lesson step" *
          doctest::test_suite("slow")) {
  int frames = 0;
  for (const ImVec2 size : {ImVec2{800, 600}, ImVec2{1920, 1080}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)})});
    const std::string at = " at " + std::to_string(int(size.x)) + "x" + std::to_string(int(size.y));
    const auto scenes = scene_list();
    for (int i = 0; i < static_cast<int>(scenes.size()); ++i) {
      Shell shell(i);
      shell.interactive = false;
      shell.set_presenting(true);
      const auto presets = shell.scene().presets();
      for (const auto& preset : presets) {
        shell.set_state(preset.state);
        screen.frames(shell, 1);
        check(shell, screen.fonts, scenes[static_cast<std::size_t>(i)].id + " / " + preset.name + at);
        ++frames;
      }
    }
    Shell shell(0);
    shell.interactive = false;
    shell.set_presenting(true);
    for (const auto& [id, text] : bundled_lesson_files()) {
      const Lesson lesson = bundled_lesson(id);
      for (std::size_t k = 0; k < lesson.steps.size(); ++k) {
        shell.open_lesson(lesson, static_cast<int>(k), std::string(id));
        screen.frames(shell, 1);
        check(shell, screen.fonts, std::string(id) + " step " + std::to_string(k + 1) + at);
        ++frames;
      }
    }
  }
  CHECK(frames > 200);
}

// The separating-axis lesson's step 8 (every axis drawn, the normals shown, a 7-line key) in the
// views round the one the step saves: moved a tenth of it each way and zoomed 10 % in and out, at
// the desk and presenting. Its key covering nothing must not hang on the view's exact numbers
// (seen by class26e: views next to the saved one failed at 800x600 or at 1920x1080).
TEST_CASE("separating-axis step 8: the key covers nothing in the views round the step's own" *
          doctest::test_suite("slow")) {
  Lesson lesson = bundled_lesson("separating-axis");
  REQUIRE(lesson.steps.size() >= 8);
  REQUIRE(lesson.steps[7].view);
  const collide::Rect saved = *lesson.steps[7].view;
  int frames = 0;
  for (const ImVec2 size : {ImVec2{800, 600}, ImVec2{1920, 1080}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)})});
    for (const bool presenting : {false, true})
      for (const double zoom : {0.9, 1.0, 1.1})
        for (const double dx : {-0.1, 0.0, 0.1})
          for (const double dy : {-0.1, 0.0, 0.1}) {
            const double w = saved.w * zoom, h = saved.h * zoom;
            const double x = saved.x + saved.w / 2 - w / 2 + dx * saved.w,
                         y = saved.y + saved.h / 2 - h / 2 + dy * saved.h;
            lesson.steps[7].view = collide::Rect{x, y, w, h};
            Shell shell(0);
            shell.interactive = false;
            shell.set_presenting(presenting);
            shell.open_lesson(lesson, 7);
            screen.frames(shell, 2);
            check(shell, screen.fonts,
                  "view [" + std::to_string(x) + ", " + std::to_string(y) + ", " + std::to_string(w) + ", " +
                      std::to_string(h) + "]" + (presenting ? " presenting" : " at the desk") + " at " +
                      std::to_string(int(size.x)));
            ++frames;
          }
  }
  CHECK(frames == 2 * 2 * 27);
}

}  // namespace test_presenter_key_views
