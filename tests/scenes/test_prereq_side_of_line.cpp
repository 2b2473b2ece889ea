// "side-of-line": the line through P₁ = (−3, 0) and P₂ = (3, 2) is 2x − 6y + 6 = 0
// (a = 2 − 0, b = −3 − 3, c = −(2·(−3) + (−6)·0) = 6); its + side is to the right of P₁ → P₂.
#include <doctest/doctest.h>

#include <cmath>

#include "scene_test_support.hpp"

namespace test_prereq_side_of_line {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;

TEST_CASE("side-of-line: start, P = (2, −1) gives 4 + 6 + 6 = 16 → + side") {
  auto scene = scene_named("side-of-line");
  CHECK(scene->info().chapter == "Before polygons");
  CHECK(scene->caption() == "P is on the + side: ax + by + c = 16 > 0");
  CHECK(scene->warnings().empty());
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("ax + by + c = 16 > 0"));
  CHECK(canvas.has_label("+ side"));
  CHECK(canvas.has_label("− side"));
  CHECK(canvas.has_label("(a, b)"));
  // The shaded half-plane is the + side: every corner of the fill satisfies 2x − 6y + 6 ≥ 0.
  const auto fills = canvas.of("fill_polygon");
  REQUIRE(fills.size() == 1);
  CHECK(fills[0].color == palette::line.with_alpha(45));
  for (Vec2 p : fills[0].points) CHECK(2 * p.x - 6 * p.y + 6 >= -1e-9);
  // The normal arrow (a, b) = (2, −6) points into the + side: down and to the right.
  const auto arrows = canvas.of("arrow");
  REQUIRE(arrows.size() == 1);
  const Vec2 d = arrows[0].points[1] - arrows[0].points[0];
  CHECK(d.x > 0);
  CHECK(d.y < 0);
}

TEST_CASE("side-of-line: P dragged to (−2, 3) gives −4 − 18 + 6 = −16 → − side") {
  auto scene = scene_named("side-of-line");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("P").points[0] = {-2, 3}; });
  CHECK(scene->caption() == "P is on the − side: ax + by + c = −16 < 0");
}

TEST_CASE("side-of-line: P on the line (0, 1) reads exactly 0") {
  auto scene = scene_at_preset("side-of-line", "P on the line");
  CHECK(scene->caption() == "P is on the line: ax + by + c = 0");
  CHECK(drawn(*scene).has_label("ax + by + c = 0"));
  CHECK_FALSE(drawn(*scene).has_label("= 0 = 0"));
}

TEST_CASE("side-of-line: a point that only looks as if it were on the line") {
  // The line through (0, 0) and (1, 3) is 3x − y = 0. The double nearest 1/3 is below 1/3 by
  // 2⁻⁵⁴/3, so at P = (1/3, 1) the exact value is −2⁻⁵⁴ < 0, while the rounded 3·x − 1 is 0.
  // The caption prints the exact value rounded, −2⁻⁵⁴ = −5.55…e−17, never the rounded 0.
  auto scene = scene_named("side-of-line");
  change_state(*scene, [&](lab::SceneState& state) {
    state.shape("line").points = {{0, 0}, {1, 3}};
    state.shape("P").points[0] = {1.0 / 3.0, 1.0};
  });
  CHECK(scene->caption() == "P is on the − side: ax + by + c = −5.6e−17 < 0");
}

TEST_CASE("side-of-line: swapping P₁ and P₂ flips the sign at the same P") {
  auto scene = scene_at_preset("side-of-line", "P₁ and P₂ swapped");
  CHECK(scene->caption() == "P is on the − side: ax + by + c = −16 < 0");
}

TEST_CASE("side-of-line: P₁ = P₂ is no line, said in words, no crash") {
  auto scene = scene_named("side-of-line");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("line").points = {{1, 1}, {1, 1}}; });
  CHECK(scene->caption().rfind("No verdict: ", 0) == 0);
  REQUIRE(scene->warnings().size() == 1);
  CHECK(scene->warnings()[0].find("line") != std::string::npos);
  const auto canvas = drawn(*scene);
  CHECK(canvas.of("fill_polygon").empty());
  CHECK(canvas.has_label("P₁"));
}

TEST_CASE("side-of-line: NaN and missing shapes give a message, not a crash") {
  auto scene = scene_named("side-of-line");
  auto state = scene->state();
  state.shape("P").points[0] = {std::nan(""), 0};
  scene->set_state(state);
  CHECK(scene->caption().rfind("No verdict: ", 0) == 0);
  CHECK(scene->warnings().at(0).find("P") != std::string::npos);

  scene->set_state(SceneState{});
  CHECK(scene->caption().rfind("No verdict: the state is incomplete", 0) == 0);
  drawn(*scene);  // draws the last known points; must not throw
}

}  // namespace test_prereq_side_of_line
