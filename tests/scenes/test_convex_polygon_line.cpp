// "Polygon vs line": the sign of ax + by + c at each vertex decides.
// The line through P₁ and P₂ has its normal (a, b) pointing right of P₁ → P₂ (the + side).
#include <doctest/doctest.h>

#include "recording_canvas.hpp"
#include "test_prereq_labels.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_convex_polygon_line {

using lab::Vec2;
using lab::testing::RecordingCanvas;

namespace {

std::unique_ptr<lab::Scene> line_scene(Vec2 p1, Vec2 p2) {
  auto s = lab::testing::scene_named("polygon-line");
  s->state().shape("line").points = {p1, p2};
  s->update();
  return s;
}

int labels(const RecordingCanvas& c, const std::string& text) {
  int n = 0;
  for (const auto& call : c.of("label")) n += call.text == text;
  return n;
}

}  // namespace

TEST_CASE("polygon-line start: the line x + y = 5.5 passes above-right of every vertex") {
  auto s = lab::testing::scene_named("polygon-line");
  // P₁ = (5, 0.5) → P₂ = (2, 3.5): a = 3, b = 3, c = −16.5; the corner (2.9, 0.9) gives −5.1.
  CHECK(s->caption() == "all 5 vertices on the − side → apart");
  RecordingCanvas c;
  s->draw(c);
  CHECK(labels(c, "−") == 5);
  CHECK(labels(c, "+") == 0);
  // The legend says what the shading means; no vertex is on the line, so no entry for one.
  CHECK(labels(c, "the line's + side (shaded)") == 1);
  CHECK(labels(c, "vertex on the line (0)") == 0);
}

TEST_CASE("polygon-line: the same line walked the other way puts every vertex on the + side") {
  auto s = line_scene({2, 3.5}, {5, 0.5});
  CHECK(s->caption() == "all 5 vertices on the + side → apart");
}

TEST_CASE("polygon-line: a vertical line x = 1 cuts the pentagon") {
  // Upwards, the + side is x > 1: the vertices at x = 1.8 and 2.9 are +, the other three −.
  auto s = line_scene({1, -5}, {1, 5});
  CHECK(s->caption() == "2 vertices +, 3 − → the line crosses the outline → collide");
  RecordingCanvas c;
  s->draw(c);
  CHECK(labels(c, "+") == 2);
  CHECK(labels(c, "−") == 3);
}

TEST_CASE("polygon-line: the vertical line x = 2.9 only touches the right corner") {
  auto s = line_scene({2.9, -3}, {2.9, 4});
  CHECK(s->caption() == "1 vertex on the line, the rest − → they touch");  // query's words too
  RecordingCanvas c;
  s->draw(c);
  CHECK(labels(c, "0") == 1);
  // The corner (2.9, 0.9) on the line, in the palette's "collide" colour, and its legend dot.
  CHECK(c.count("point", lab::palette::inside) == 2);
  CHECK(labels(c, "vertex on the line (0)") == 1);
  CHECK(labels(c, "the line's + side (shaded)") == 1);
  // Along the bottom edge y = −2.4: two vertices on the line.
  s = line_scene({-5, -2.4}, {5, -2.4});
  CHECK(s->caption() == "2 vertices on the line, the rest − → they touch");
}

TEST_CASE("polygon-line: P₁ = P₂ defines no line, and the caption says so") {
  auto s = line_scene({1, 1}, {1, 1});
  CHECK(s->caption().rfind("no verdict: ", 0) == 0);
  CHECK(s->caption().find("line") != std::string::npos);
  RecordingCanvas c;
  s->draw(c);
  CHECK(c.has_label("Warning"));
}

// Issue 11 regression (figure audit, polygon-line seed 0): at the start position, fitted as the
// app fits it at 1280x800 (about 72 px a unit), "+ side (shaded)" was drawn over "P₂", and far
// drags put the side names and handles' names out of the view.
TEST_CASE("polygon-line start, fitted at 1280x800: no label overlaps another or leaves the view") {
  auto s = lab::testing::scene_named("polygon-line");
  const auto c = lab::testing::drawn(*s, {-3.6, -5.4, 9.3, 11.1}, 1 / 72.2);
  CHECK(lab::testing::overlapping_labels(c).empty());
  CHECK(lab::testing::labels_out_of_view(c).empty());
  CHECK(labels(c, "P₁") == 1);
  CHECK(labels(c, "P₂") == 1);
  CHECK(labels(c, "−") == 5);
}

TEST_CASE("polygon-line scaled by 1e-3, line through the right corner: the five signs stay apart") {
  // The figure audit's seed 5: a pentagon 6 thousandths wide in a 2-unit view (about 4 px);
  // every sign and both handles' names still get a place of their own.
  auto s = lab::testing::scene_named("polygon-line");
  for (Vec2& v : s->state().shape("pentagon").points) v = v * 1e-3;
  s->state().shape("line").points = {{0.0029, -0.003}, {0.0029, 0.004}};
  s->update();
  CHECK(s->caption() == "1 vertex on the line, the rest − → they touch");
  const auto c = lab::testing::drawn(*s, {-1.17, -1.5, 2.34, 2.8}, 1 / 285.0);
  CHECK(lab::testing::overlapping_labels(c).empty());
  CHECK(labels(c, "−") == 4);
  CHECK(labels(c, "0") == 1);
}

}  // namespace test_convex_polygon_line
