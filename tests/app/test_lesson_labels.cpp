// Issue 26: in the bundled lessons a label sits beside what it names and on no outline it does not
// name, in presenter mode at a projector's 1920×1080 and a small 800×600, in the views the window
// shows: the shell lays out the frame (its camera, UI scale, caption strip and, after a reveal,
// the result's band) and the scene is drawn again into a recording canvas with that view, its
// text measured with the app's fonts (as test_presenter_key_views does). Each step as the lesson
// has it and with the moving shape dragged a little.
//  * sat-breaks step 2, revealed: no axis name crosses the C or the square ("axes #1, #3, …:
//    overlap" lay across the C's top edge);
//  * sat-breaks step 4: "rubber band: all SAT sees" beside the dashed line across the notch,
//    (3, −1.5) to (3, 1.5), crossing no outline (it sat at the view's top-left);
//  * fast-objects step 2, revealed, and step 3: "MTV 0.55" beside its arrow, crossing neither
//    shape's outline (it crossed B's left side).
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/lesson.hpp"
#include "shell/presenter.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_lesson_labels {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// The figure the shell just drew, drawn again with its view, pixel size and fonts.
RecordingCanvas drawn_in_frame(const Shell& shell, const Fonts& fonts) {
  RecordingCanvas canvas;
  canvas.panel_hidden = shell.presenting();
  const float scale = shell.figure_scale();
  canvas.visible = shell.figure_view();  // above the strip drawn under it, the result's band too
  canvas.units_per_pixel = scale / shell.camera().scale;
  canvas.measure = [labels = fonts.labels](std::string_view text, TextSize size) {
    ImFont* font = labels[static_cast<std::size_t>(size)];
    return double(font->CalcTextSizeA(Canvas::font_pixels(size), FLT_MAX, 0, text.data(), text.data() + text.size()).x);
  };
  shell.scene().draw(canvas);
  return canvas;
}

/// The figure's labels whose words contain `words`.
std::vector<DrawCall> labels_with(const RecordingCanvas& canvas, std::string_view words) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("label"))
    if (!call.legend && call.text.find(words) != std::string::npos) out.push_back(call);
  return out;
}

/// The figure's vermillion arrows (the push), not the key's.
std::vector<DrawCall> pushes(const RecordingCanvas& canvas) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("arrow"))
    if (!call.legend && call.color == palette::deciding) out.push_back(call);
  return out;
}

figures::LabelBox box_of(const RecordingCanvas& canvas, const DrawCall& label) {
  return figures::label_box(canvas, label.points.at(0), label.offset, label.text, label.size);
}

/// Whether the box, grown by `pixels` on every side, reaches the segment a–b.
bool within(const RecordingCanvas& canvas, figures::LabelBox box, double pixels, Vec2 a, Vec2 b) {
  const double d = pixels * canvas.pixel();
  return figures::box_crosses({box.x0 - d, box.y0 - d, box.x1 + d, box.y1 + d}, std::vector<std::vector<Vec2>>{{a, b}});
}

/// `shape`'s points moved by `by`.
SceneState moved(SceneState state, const std::string& shape, Vec2 by) {
  for (Vec2& p : state.shape(shape).points) p += by;
  return state;
}

/// For each screen, each lesson step at `step` (0-based) with `shape` moved by each of `moves`,
/// presenting, revealed with `reveal` when it asks: `check` on the figure as drawn.
template <class Reveal, class Check>
void for_frames(const char* lesson_id, int step, const std::string& shape, const std::vector<Vec2>& moves,
                Reveal&& reveal, Check&& check) {
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const Vec2 by : moves) {
      Shell shell(0);
      shell.interactive = false;
      shell.set_presenting(true);
      shell.open_lesson(bundled_lesson(lesson_id), step, lesson_id);
      shell.set_state(moved(shell.scene().state(), shape, by));
      if (shell.prediction().asking()) reveal(shell.prediction());
      screen.frames(shell);
      CAPTURE(size.x);
      CAPTURE(by.x);
      CAPTURE(by.y);
      check(drawn_in_frame(shell, screen.fonts), shell.scene().state());
    }
  }
}

}  // namespace test_lesson_labels

TEST_CASE("sat-breaks lesson step 2, revealed: no axis name lies on the C or the square" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "sat-breaks", 1, "square", {{0, 0}, {0.3, 0}, {-0.2, 0.3}, {0.2, -0.4}},
      [](Prediction& p) { p.reveal_choice(0); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<std::vector<Vec2>> outlines{state.shape("C").points, state.shape("square").points};
    for (const DrawCall& name : labels_with(canvas, "#")) {
      ++names;
      CAPTURE(name.text);
      CHECK_FALSE(figures::box_crosses(box_of(canvas, name), outlines));
    }
      });
  CHECK(names >= 16);  // two directions' names in each of 8 frames
}

TEST_CASE("sat-breaks lesson step 4: the rubber band is named beside the dashed line across the notch" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "sat-breaks", 3, "square", {{0, 0}, {0.3, 0}, {-0.2, 0.3}, {0.2, -0.4}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<std::vector<Vec2>> outlines{
        state.shape("C").points, state.shape("square").points, {{3, -1.5}, {3, 1.5}}};
    const auto band = labels_with(canvas, "rubber band");
    REQUIRE(band.size() == 1);
    ++names;
    const figures::LabelBox box = box_of(canvas, band.front());
    CHECK_FALSE(figures::box_crosses(box, outlines));
    // Beside the line: within 24 pixels of it (at 1920×1080, a third of the notch's height).
    CHECK(within(canvas, box, 24, {3, -1.5}, {3, 1.5}));
      });
  CHECK(names == 8);
}

TEST_CASE("fast-objects lesson steps 2 (revealed) and 3: the push's length beside its arrow, on neither shape" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for (const int step : {1, 2})
    for_frames(
        "fast-objects", step, "B", {{0, 0}, {0.1, 0.05}, {-0.1, 0}, {0.05, 0.15}},
        [](Prediction& p) {
      Guess up;
      up.arrow = {0, 0.55};
      p.reveal(up);
        },
        [&](const RecordingCanvas& canvas, const SceneState& state) {
      CAPTURE(step);
      const std::vector<std::vector<Vec2>> outlines{state.shape("A").points, state.shape("B").points};
      const auto mtv = labels_with(canvas, "MTV");
      REQUIRE(mtv.size() == 1);
      ++names;
      CAPTURE(mtv.front().text);
      const figures::LabelBox box = box_of(canvas, mtv.front());
      CHECK_FALSE(figures::box_crosses(box, outlines));
      const auto arrows = pushes(canvas);
      REQUIRE(arrows.size() == 1);
      const std::vector<Vec2>& arrow = arrows.front().points;
      CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{arrow}));
      CHECK(within(canvas, box, 40, arrow[0], arrow[1]));  // beside it, or just past its tip or tail
    });
  CHECK(names == 16);
}
