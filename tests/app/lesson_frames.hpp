// The frames of a bundled lesson's step as the presenter shows them, drawn again into a
// recording canvas: the shell lays out the frame (its camera, UI scale, caption strip and, after
// a reveal, the result's band) and the scene is drawn into the canvas with that view, its text
// measured with the app's fonts (as test_presenter_key_views does). For the lesson label tests.
#pragma once
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "collide/concave.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "recording_canvas.hpp"
#include "scenes/figure_chain.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/lesson.hpp"
#include "shell/presenter.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_lesson_labels {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// The figure the shell just drew, drawn again with its view, pixel size and fonts, through the
/// app's canvases (figure_chain.hpp).
inline RecordingCanvas drawn_in_frame(const Shell& shell, const Fonts& fonts) {
  RecordingCanvas canvas;
  canvas.panel_hidden = shell.presenting();
  const float scale = shell.figure_scale();
  canvas.visible = shell.figure_view();  // above the strip drawn under it, the result's band too
  canvas.units_per_pixel = scale / shell.camera().scale;
  canvas.measure = [labels = fonts.labels](std::string_view text, TextSize size) {
    ImFont* font = labels[static_cast<std::size_t>(size)];
    return double(font->CalcTextSizeA(Canvas::font_pixels(size), FLT_MAX, 0, text.data(), text.data() + text.size()).x);
  };
  draw_figure(shell.scene(), canvas);
  return canvas;
}

/// The figure's labels whose words contain `words`.
inline std::vector<DrawCall> labels_with(const RecordingCanvas& canvas, std::string_view words) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("label"))
    if (!call.legend && call.text.find(words) != std::string::npos) out.push_back(call);
  return out;
}

/// The figure's vermillion arrows (the push), not the key's.
inline std::vector<DrawCall> pushes(const RecordingCanvas& canvas) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("arrow"))
    if (!call.legend && call.color == palette::deciding) out.push_back(call);
  return out;
}

inline figures::LabelBox box_of(const RecordingCanvas& canvas, const DrawCall& label) {
  return figures::label_box(canvas, label.points.at(0), label.offset, label.text, label.size);
}

/// Whether the box, grown by `pixels` on every side, reaches the segment a–b.
inline bool within(const RecordingCanvas& canvas, figures::LabelBox box, double pixels, Vec2 a, Vec2 b) {
  const double d = pixels * canvas.pixel();
  return figures::box_crosses({box.x0 - d, box.y0 - d, box.x1 + d, box.y1 + d}, std::vector<std::vector<Vec2>>{{a, b}});
}

/// `shape`'s points moved by `by`.
inline SceneState moved(SceneState state, const std::string& shape, Vec2 by) {
  for (Vec2& p : state.shape(shape).points) p += by;
  return state;
}

/// For each screen, each lesson step at `step` (0-based) with `shape` moved by each of `moves`,
/// presenting, revealed with `reveal` when it asks: `check` on the figure as drawn.
template <class Reveal, class Check>
void for_frames(const char* lesson_id, int step, const std::string& shape, const std::vector<Vec2>& moves,
                Reveal&& reveal, Check&& check, const std::map<std::string, double>& options = {},
                bool predict = false) {
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const Vec2 by : moves) {
      Shell shell(0);
      shell.interactive = false;
      shell.set_presenting(true);
      shell.open_lesson(bundled_lesson(lesson_id), step, lesson_id);
      SceneState state = moved(shell.scene().state(), shape, by);
      for (const auto& [name, value] : options) state.options[name] = value;
      shell.set_state(state);
      if (predict) shell.prediction().ask();  // a step that does not ask, asked by the teacher (P)
      if (shell.prediction().asking()) reveal(shell.prediction());
      screen.frames(shell);
      CAPTURE(size.x);
      CAPTURE(by.x);
      CAPTURE(by.y);
      check(drawn_in_frame(shell, screen.fonts), shell.scene().state());
    }
  }
}

/// Whether the label's box lies in `outline` (its middle inside) though the point it names does
/// not: a name inside another shape reads as that shape's. A point a few pixels from the outline
/// (an edge's middle where it crosses into the other shape) has both sides beside it.
inline bool inside_other(const RecordingCanvas& canvas, const DrawCall& label, const std::vector<Vec2>& outline) {
  const figures::LabelBox box = box_of(canvas, label);
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  const Vec2 at = label.points.at(0);
  bool near = false;
  for (std::size_t i = 0; i < outline.size(); ++i)
    near = near || collide::distance_squared(
                       at, collide::closest_point_on_segment(at, outline[i], outline[(i + 1) % outline.size()])) <=
                       64 * canvas.pixel() * canvas.pixel();
  return collide::classify_point(middle, outline) == collide::Location::Inside &&
         collide::classify_point(at, outline) == collide::Location::Outside && !near;
}

}  // namespace test_lesson_labels
