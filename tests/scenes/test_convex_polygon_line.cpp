// "Polygon vs line": the sign of ax + by + c at each vertex decides.
// The line through P₁ and P₂ has its normal (a, b) pointing right of P₁ → P₂ (the + side).
#include <doctest/doctest.h>

#include "recording_canvas.hpp"
#include "registry.hpp"

using lab::Vec2;
using lab::testing::RecordingCanvas;

namespace {

std::unique_ptr<lab::Scene> line_scene(Vec2 p1, Vec2 p2) {
  auto s = lab::make_scene("polygon-line");
  REQUIRE(s);
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
  auto s = lab::make_scene("polygon-line");
  REQUIRE(s);
  // P₁ = (5, 0.5) → P₂ = (2, 3.5): a = 3, b = 3, c = −16.5; the corner (2.9, 0.9) gives −5.1.
  CHECK(s->caption() == "all 5 vertices on the − side → apart");
  RecordingCanvas c;
  s->draw(c);
  CHECK(labels(c, "−") == 5);
  CHECK(labels(c, "+") == 0);
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
  CHECK(c.count("point", lab::palette::inside) == 1);
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
