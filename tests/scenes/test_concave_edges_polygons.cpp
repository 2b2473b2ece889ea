// "Polygon vs polygon and rectangle": the edge-pair counter and containment, checked by hand.
// A is the C (8 edges); B a square (4 edges): 32 pairs.
#include <doctest/doctest.h>

#include "scenes/figures/draw.hpp"
#include "scenes/figures/ray_figure.hpp"
#include "concave_edges_support.hpp"

namespace test_concave_edges_polygons {

using namespace lab::testing;
using namespace concave_test;  // Vec2, palette and the edge readers
const PresetsOf preset{"polygon-polygon"};

TEST_CASE("polygon-polygon start: the square in the C's notch, all 32 pairs tried, apart") {
  auto scene = preset.start();
  CHECK(scene->caption() == "none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is outside A → apart");
  const auto canvas = drawn(*scene);
  CHECK(concave_test::edges_in(canvas, scene->state().shape("A").points, palette::apart) == 8);  // all tried, none met
  CHECK(concave_test::edges_in(canvas, scene->state().shape("B").points, palette::apart) == 4);
  CHECK(canvas.has_label("A's vertex 0"));
  CHECK(canvas.has_label("B's vertex 0"));
  CHECK(canvas.count("arrow", palette::apart) == 3);  // both rays, outside all the way, and the legend's swatch
}

TEST_CASE("polygon-polygon: the names of the rays' starts sit above or under the rays, not on them") {
  // "A's vertex 0" used to be drawn up and to the right of its dot, straddling the ray (and, on
  // the C, its bottom edge, which runs along the ray). Every preset. (The scenes "Polygon vs
  // line segment" and "Polygon vs circle" name their rays' starts the same way.) Under the ray
  // where no place above it is clear of the outlines: the square in the C's notch, a unit from
  // its side, has no room above for "B's vertex 0" (it straddled the C's e3 there).
  auto scene = preset.start();
  int total = 0;
  for (const auto& preset : scene->presets()) {
    CAPTURE(preset.name);
    scene->set_state(preset.state);
    const auto canvas = drawn(*scene);
    int checked = 0;
    for (const auto& c : canvas.of("label")) {
      if (c.text != "A's vertex 0" && c.text != "B's vertex 0") continue;
      CAPTURE(c.text);
      // The text's box, pixels from the ray (y up): its bottom edge at least 4 pixels above, or
      // its top at least 4 pixels under.
      const double bottom = c.offset.y - lab::Canvas::font_pixels(c.size);
      CHECK((bottom >= 4 || c.offset.y <= -4));
      ++checked;
    }
    total += checked;
  }
  CHECK(total >= 2);  // the presets where no edge pair crosses cast both rays
}

TEST_CASE("a ray's start is named up and to the left, or up and to the right when an edge is in the way") {
  // P = (0, 0); the recording canvas has 0.02 units per pixel, so a Large name 6 pixels above
  // the ray spans y ∈ [0.12, 0.56]; "P" is about 13 pixels wide, so on the left x ∈ [−0.42, −0.16].
  const std::vector<Vec2> clear_square{{2, -1}, {4, -1}, {4, 1}, {2, 1}};  // right of P, clear of both places
  const std::vector<Vec2> in_the_way{{-0.6, 0.3}, {-0.1, 0.3}};            // across where the left name goes
  for (bool blocked : {false, true}) {
    CAPTURE(blocked);
    lab::testing::RecordingCanvas canvas;
    std::vector<std::vector<Vec2>> obstacles{clear_square};
    if (blocked) obstacles.push_back(in_the_way);
    lab::figures::draw_ray_start(canvas, {0, 0}, "P", palette::point, obstacles);
    const auto labels = canvas.of("label");
    REQUIRE(labels.size() == 1);
    const double h = lab::Canvas::font_pixels(lab::TextSize::Large);
    CHECK(labels[0].offset.y - h >= 4);           // above the ray
    CHECK((labels[0].offset.x < 0) == !blocked);  // left of P unless the segment is there
  }
}

TEST_CASE("polygon-polygon: a square inside the C's back") {
  auto scene = preset("A square inside the C");  // B = [−2.6, −1.4] × [−1, 1]; A's vertex 0 (−3, −3) is outside B
  CHECK(scene->caption() ==
        "none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is inside A → collide");
}

TEST_CASE("polygon-polygon: interlocking stars, A's tip pokes into B's dent") {
  // A's point (0.9, 0) is past B's inner corner (0.7, 0): A's edge 0 crosses B's edge 4, and
  // A's edge 0 is tried against B's edges 0–4 first.
  auto scene = preset("Two interlocking stars");
  CHECK(scene->caption() == "5 of 100 edge pairs tested; A's e0 meets B's e4 → collide");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("A's e0: first pair"));
  CHECK(canvas.has_label("B's e4: first pair"));
  // The first pair met, dashed over on each shape; the book's run stopped there, so the mirror
  // pair A's e9 × B's e5 is never tried and A's e9 stays grey.
  const auto& a = scene->state().shape("A").points;
  const auto& b = scene->state().shape("B").points;
  CHECK(concave_test::dashed_edges(canvas, a, palette::deciding) == std::vector<int>{0});
  CHECK(concave_test::dashed_edges(canvas, b, palette::deciding) == std::vector<int>{4});
  CHECK(concave_test::edge_color(canvas, a[9], a[0]) == palette::untested);
}

TEST_CASE("polygon-polygon: a rectangle over the notch's ceiling") {
  // B = [0.5, 2.5] × [−0.5, 2] as corners (0.5,−0.5) (2.5,−0.5) (2.5,2) (0.5,2): A's edges 0–3
  // miss all 4 (16 pairs), then A's edge 4 (y = 1.5) misses B's edge 0 and crosses B's edge 1.
  auto scene = preset("The C and a rectangle on its arm");
  CHECK(scene->state().shape("B").kind == lab::ShapeKind::Rect);
  CHECK(scene->caption() == "18 of 32 edge pairs tested; A's e4 meets B's e1 → collide");
}

TEST_CASE("polygon-polygon: the rectangle toggle keeps B in place") {
  auto scene = preset("The C and a square in its notch: apart");
  auto state = scene->state();
  state.options["b_is_rect"] = 1;
  scene->set_state(state);
  REQUIRE(scene->state().shape("B").kind == lab::ShapeKind::Rect);
  CHECK(scene->state().shape("B").rect().w == 2);
  CHECK(scene->caption() == "none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is outside A → apart");
  state = scene->state();
  state.options["b_is_rect"] = 0;
  scene->set_state(state);
  REQUIRE(scene->state().shape("B").kind == lab::ShapeKind::Polygon);
  CHECK(scene->state().shape("B").points.size() == 4);
  CHECK(scene->state().shape("B").editable);
}

TEST_CASE("polygon-polygon: a self-crossing B gets a warning naming it") {
  auto scene = preset("The C and a square in its notch: apart");
  auto state = scene->state();
  // A bow tie: (0,−1) (2,1) (2,−1) (0,1).
  state.shape("B").points = {Vec2{0, -1}, Vec2{2, 1}, Vec2{2, -1}, Vec2{0, 1}};
  scene->set_state(state);
  REQUIRE(scene->warnings().size() == 1);
  CHECK(scene->warnings()[0].rfind("B crosses itself", 0) == 0);
}

}  // namespace test_concave_edges_polygons
