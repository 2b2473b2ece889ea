// Issue 26: a key names both shapes, on one row. The convex SAT figures' keys, push-apart's and
// swept-test's named only B's purple ("purple, double: triangle"), so a student could not tell
// from the key which shape is A; a row of its own for A's blue made the keys taller and the key
// covered the figure. Now one row shows A's blue dot and its name, then B's double purple line
// and its name: at every preset of those scenes, presenting (every figure has its key), drawn as
// the app draws it (RoleCanvas: B's purple stroked double), in the view the app fits at 1280×800.
// The concave chapter's sat-breaks and convex-pieces named only the square ("purple, double:
// square"), not the C drawn in blue with its vertices' dots: their keys do the same now, and so
// does which-approach's key in its free cell (its own drawer named only the square).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "drawn_marks.hpp"
#include "fitted_canvas.hpp"
#include "scene_test_support.hpp"
#include "scenes/role_canvas.hpp"

namespace test_key_both_shapes {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

bool same_rgb(Color a, Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

/// The key's first swatch in `color` (a call of one of `kinds`), as a reader sees it (mark_at),
/// and the key's label drawn right after it (its words).
struct Swatch {
  DrawCall mark;
  std::string seen;
  DrawCall words;
};

/// The height of a swatch's middle (a dot's centre, a line's or a chip's middle).
double middle_y(const DrawCall& call) {
  double sum = 0;
  for (const Vec2 p : call.points) sum += p.y;
  return sum / static_cast<double>(call.points.size());
}

/// The key's top swatch in `color` (a call of one of `kinds`: the first a reader meets, whatever
/// order the rows are drawn in; which-approach's key has a second purple line further down), as
/// a reader sees it (mark_at), and the key's label drawn right after it (its words).
std::optional<Swatch> key_swatch(const RecordingCanvas& canvas, Color color, std::vector<std::string> kinds) {
  std::optional<Swatch> top;
  for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
    const DrawCall& call = canvas.calls[k];
    if (!call.legend || !same_rgb(call.color, color)) continue;
    if (std::find(kinds.begin(), kinds.end(), call.kind) == kinds.end()) continue;
    if (top && middle_y(call) <= middle_y(top->mark)) continue;
    for (std::size_t j = k + 1; j < canvas.calls.size(); ++j)
      if (canvas.calls[j].legend && canvas.calls[j].kind == "label") {
        top = Swatch{call, lab::testing::marks::mark_at(canvas.calls, k), canvas.calls[j]};
        break;
      }
  }
  return top;
}

/// Where a label's words end on the right (world units).
double right_end(const RecordingCanvas& canvas, const DrawCall& label) {
  return label.points.at(0).x + (label.offset.x + canvas.text_width(label.text, label.size)) * canvas.pixel();
}

}  // namespace test_key_both_shapes

TEST_CASE("the SAT keys, push-apart's and swept-test's name both shapes on one row: A's blue dot, B's purple") {
  using namespace test_key_both_shapes;
  int keys = 0;
  for (const char* id : {"separating-axis", "polygon-rect", "polygon-segment", "polygon-circle", "push-apart",
                         "swept-test", "sat-breaks", "convex-pieces", "which-approach"}) {
    auto scene = lab::testing::scene_named(id);
    for (const Preset& preset : scene->presets()) {
      scene->set_state(preset.state);
      RecordingCanvas canvas = lab::testing::fitted(*scene, 1280, 800);
      canvas.panel_hidden = true;  // presenting: every figure carries its key
      RoleCanvas roles(canvas);
      scene->draw(roles);
      const std::string scene_id = id;
      CAPTURE(scene_id);
      CAPTURE(preset.name);
      // A's dot (the SAT figures draw its vertices) or its tinted chip (push-apart, swept-test).
      const std::optional<Swatch> a = key_swatch(canvas, palette::shape_a, {"point", "fill_polygon"});
      const std::optional<Swatch> b = key_swatch(canvas, palette::shape_b, {"segment", "polygon", "fill_polygon"});
      REQUIRE(a);
      REQUIRE(b);
      ++keys;
      // A's dot and words, then B's swatch and words, on one row: B's swatch right of A's words.
      // (which-approach's key, in its free cell two by two: where the square's purple line is the
      // long "square's edge tried against some edges only", it has a row of its own; under the
      // pictures in a row the key is wide enough for it beside the C's, and the rest holds.)
      const double px = canvas.pixel();
      if (scene_id == "which-approach" && !b->words.text.starts_with("purple, double") &&
          std::fabs(middle_y(a->mark) - middle_y(b->mark)) >= 0.5 * px) {
        CHECK(a->words.text == "blue: C");
        CHECK(b->words.text.starts_with("square's edge tried against"));
        continue;
      }
      CHECK(std::fabs(middle_y(a->mark) - middle_y(b->mark)) < 0.5 * px);
      CHECK(std::fabs(a->words.points.at(0).y - b->words.points.at(0).y) < 0.5 * px);
      CHECK(right_end(canvas, a->words) < b->mark.points.at(0).x);
      // Each names its shape as the figure does: "blue: pentagon", "purple, double: triangle".
      const std::string a_name = scene->state().shapes.at(0).name, b_name = scene->state().shapes.at(1).name;
      CAPTURE(a->words.text);
      CAPTURE(b->words.text);
      CHECK(a->words.text.starts_with("blue"));
      CHECK(a->words.text.ends_with(": " + a_name));
      // (swept-test's circle is "B" in its figure and its key, "circle" in the state.)
      CHECK((b->words.text.find(b_name) != std::string::npos || b->words.text.find('B') != std::string::npos));
      // B's purple is stroked double in the figure, so its swatch is double too.
      if (b->mark.kind == "segment") CHECK(b->seen == "double solid line");
    }
  }
  CHECK(keys >= 20);
}
