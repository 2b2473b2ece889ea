// Issue 26 §2, a reviewer's pass over the ray-casting lesson presenting: a label reads 4.5:1 (WCAG
// 2.1 AA) against what lies behind it, not only against the paper (test_palette_contrast): the
// grey "level: counts as below" stood on the polygon's blue tint at 3.9:1, the green "in" at 3.7:1.
// What lies behind a label is worked out from the figure as drawn (lesson_frames.hpp): the paper,
// and over it every fill drawn before the label that covers the point, in turn, each by its alpha.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <set>
#include <string>

#include "collide/concave.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "colour_vision.hpp"
#include "frame_canvas.hpp"
#include "lesson_frames.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"

namespace {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// `top` laid over the opaque `under` by its alpha.
Color over(Color top, Color under) {
  const double a = top.a / 255.0;
  const auto mix = [&](int t, int u) { return static_cast<std::uint8_t>(std::lround(u + (t - u) * a)); };
  return {mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b), 255};
}

bool covers(const DrawCall& fill, Vec2 p) {
  if (fill.kind == "fill_polygon") return collide::point_in_polygon(p, fill.points);
  if (fill.kind == "fill_circle") return collide::distance_squared(p, fill.points[0]) <= fill.value * fill.value;
  return false;
}

/// The least contrast of the label (calls[k]) against what lies behind it at 5 × 3 points inside its box.
double least_contrast(const RecordingCanvas& canvas, std::size_t k) {
  const DrawCall& label = canvas.calls[k];
  const figures::LabelBox box = test_lesson_labels::box_of(canvas, label);
  double least = 21;
  for (const double u : {0.1, 0.3, 0.5, 0.7, 0.9})
    for (const double v : {0.2, 0.5, 0.8}) {
      const Vec2 p{box.x0 + (box.x1 - box.x0) * u, box.y0 + (box.y1 - box.y0) * v};
      Color behind = palette::background;
      for (std::size_t i = 0; i < k; ++i)
        if (covers(canvas.calls[i], p)) behind = over(canvas.calls[i].color, behind);
      least = std::min(least, lab::testing::colour::contrast(label.color, behind));
    }
  return least;
}

// The labels still below 4.5:1 (issue 26 §2, left for their scenes to place): each has a stroke
// running through its words' box or within a pixel of it, so no card fits under it without hiding
// that line (TintCards lays none). Keyed "lesson step|words" (steps 0-based) or "scene|words".
// A label that reads is not checked against this list; one dim and not on it fails.
const std::set<std::string> still_dim = {};

/// The figure's labels (not the key's: its words lie on its card) reading below 4.5:1 against
/// what lies behind them and not known to (still_dim), each a failed check; `where` names the
/// figure ("lesson step" or "scene").
int dim_labels(const RecordingCanvas& canvas, const std::string& where) {
  int dim = 0;
  for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
    const DrawCall& label = canvas.calls[k];
    if (label.kind != "label" || label.legend || label.text.empty()) continue;
    const double least = least_contrast(canvas, k);
    if (least >= 4.5 || still_dim.count(where + "|" + label.text)) continue;
    CAPTURE(where);
    CAPTURE(label.text);
    CAPTURE(least);
    FAIL_CHECK("a label reads below 4.5:1");
    ++dim;
  }
  return dim;
}

/// For both screens the reviewer used (presenting at 1920×1080, and 800×600), each frame `show`
/// sets up on a fresh shell: its figure as drawn (the app's canvases, figure_chain.hpp).
template <class Show>
int dim_labels_in(Show&& show) {
  int dim = 0;
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    CAPTURE(size.x);
    show([&](Shell& shell, const std::string& where) {
      screen.frames(shell);
      dim += dim_labels(lab::testing::drawn_in_frame(shell, screen.fonts), where);
    });
  }
  return dim;
}

}  // namespace

// Every step of the ray-casting lesson, P as the step puts it and moved a little, revealed where
// it asks, at 1920×1080 and 800×600: each label of the figure (the key's words lie on its card)
// reads at 4.5:1 at least against the colour behind it. The tint-borne labels are on a card of
// paper now (TintCards): 5.0:1 for the grey, 4.7:1 for the green.
TEST_CASE("ray-casting lesson: every label reads 4.5:1 against what lies behind it" * doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int on_tint = 0;
  for (int step = 0; step < 8; ++step)
    for_frames(
        "ray-casting", step, "P", {{0, 0}, {0.3, 0.2}}, [](Prediction& p) { p.reveal_choice(0); },
        [&](const RecordingCanvas& canvas, const SceneState&) {
      CAPTURE(step);
      CHECK(dim_labels(canvas, "ray-casting " + std::to_string(step)) == 0);
      for (const DrawCall& label : canvas.of("label"))
        on_tint += label.text == "level: counts as below" || label.text == "in";
        });
  CHECK(on_tint >= 8 * 2);  // the words the reviewer measured are there to be read
}

// Issue 26 §2, the rest of the book (lab28 counted 45 more labels on tints below 4.5:1 with the
// card only in ray-casting: B's purple names inside B's tint, grey and green words): every step of
// the four bundled lessons, presenting, revealed where it asks, each label on paper or on a card.
TEST_CASE("bundled lessons: every label of every step reads 4.5:1 against what lies behind it" *
          doctest::test_suite("screens")) {
  const int dim = dim_labels_in([](auto&& frame) {
    for (const char* id : {"ray-casting", "sat-breaks", "separating-axis", "fast-objects"}) {
      const int steps = LessonPlayer(bundled_lesson(id)).count();
      for (int step = 0; step < steps; ++step) {
        Shell shell(0);
        shell.interactive = false;
        shell.set_presenting(true);
        shell.open_lesson(bundled_lesson(id), step, id);
        if (shell.prediction().asking()) shell.prediction().reveal();
        frame(shell, std::string(id) + " " + std::to_string(step));
      }
    }
  });
  CHECK(dim == 0);
}

// Every scene's presets, presenting (the desk's panel would otherwise hold the counts).
TEST_CASE("every scene's presets: every label reads 4.5:1 against what lies behind it" *
          doctest::test_suite("screens")) {
  const int dim = dim_labels_in([](auto&& frame) {
    for (int i = 0; i < static_cast<int>(scene_list().size()); ++i) {
      Shell shell(i);
      shell.show_sidebar = false;
      shell.interactive = false;
      shell.set_presenting(true);
      for (const auto& preset : shell.scene().presets()) {
        CAPTURE(preset.name);
        shell.set_state(preset.state);
        frame(shell, std::string(scene_list()[static_cast<std::size_t>(i)].id));
      }
    }
  });
  CHECK(dim == 0);
}
