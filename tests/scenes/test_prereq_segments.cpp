// "segments-crossing": AB from (−4, −2) to (4, 2) lies on y = x/2.
// orientation(A, B, X) is the sign of cross(B − A, X − A) = 8·(X.y + 2) − 4·(X.x + 4).
#include <doctest/doctest.h>

#include <cmath>

#include "scene_test_support.hpp"

namespace test_prereq_segments {

using namespace lab;
using namespace lab::testing;

namespace {
const Color green_fill = palette::inside.with_alpha(70);
const Color orange_fill = palette::outside.with_alpha(70);
}  // namespace

TEST_CASE("segments-crossing: start, CD from (−2, 3) to (2, −3) crosses AB") {
  // ABC: 8·5 − 4·2 = 32 ccw; ABD: 8·(−1) − 4·6 = −32 cw;
  // CDA: cross((4, −6), (−2, −5)) = −32 cw; CDB: cross((4, −6), (6, −1)) = 32 ccw.
  auto scene = scene_named("segments-crossing");
  CHECK(scene->caption() == "C and D are on opposite sides of AB, and A and B on opposite sides of CD → they cross");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("C (ABC: ccw)"));
  CHECK(canvas.has_label("D (ABD: cw)"));
  CHECK(canvas.has_label("A (CDA: cw)"));
  CHECK(canvas.has_label("B (CDB: ccw)"));
  CHECK(canvas.count("fill_polygon", green_fill) == 4);
  CHECK(canvas.count("fill_polygon", orange_fill) == 0);
  CHECK(canvas.count_in_figure("segment", palette::shape_a) == 1);
  CHECK(canvas.count_in_figure("segment", palette::shape_b) == 1);
  CHECK(canvas.of("dashed_line").size() == 2);  // the lines through AB and CD
}

TEST_CASE("segments-crossing: D dragged to (−1, 1) joins C on the left of AB → apart") {
  // ABD: 8·3 − 4·3 = 12 > 0, like ABC.
  auto scene = scene_named("segments-crossing");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("CD").points[1] = {-1, 1}; });
  CHECK(scene->caption() == "C and D are both on the left of AB → apart");
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("fill_polygon", orange_fill) == 2);  // ABC and ABD: the pair that says apart
}

TEST_CASE("segments-crossing: the T, where only the CD pair says apart") {
  // AB from (−5, −1) to (−1, 1); CD is x = 2 from y = 3 to y = −3.
  // ABC: cross((4, 2), (7, 4)) = 2, ABD: cross((4, 2), (7, −2)) = −22: C and D straddle AB's line;
  // CDA: cross((0, −6), (−7, −4)) = −42, CDB: cross((0, −6), (−3, −2)) = −18: A, B both right of CD.
  auto scene = scene_at_preset("segments-crossing", "T: AB stops short");
  CHECK(scene->caption() == "C and D straddle AB's line, but A and B are both on the right of CD → apart");
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("fill_polygon", green_fill) == 2);
  CHECK(canvas.count("fill_polygon", orange_fill) == 2);
}

TEST_CASE("segments-crossing: touching, D = (2, 1) lies on AB") {
  auto scene = scene_at_preset("segments-crossing", "touching: D on AB");
  CHECK(scene->caption() == "D lies on AB → they touch");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("D (ABD: collinear)"));
  CHECK(canvas.of("fill_polygon").size() == 3);  // the flat triangle ABD is not filled
}

TEST_CASE("segments-crossing: a shared end point touches from both sides") {
  auto scene = scene_named("segments-crossing");
  change_state(*scene, [&](lab::SceneState& state) {
    state.shape("AB").points = {{-4, -2}, {0, 0}};
    state.shape("CD").points = {{0, 0}, {3, -3}};
  });
  CHECK(scene->caption() == "C lies on AB and B lies on CD → they touch");
}

TEST_CASE("segments-crossing: collinear segments, overlapping or not") {
  auto scene = scene_at_preset("segments-crossing", "collinear, overlapping");
  CHECK(scene->caption() == "All four tests are collinear and the segments share (0, 0) to (2, 1) → they touch");
  CHECK(drawn(*scene).of("fill_polygon").empty());
  load_preset(*scene, "collinear, apart");
  CHECK(scene->caption() == "All four tests are collinear, but there is a gap along their line → apart");
}

TEST_CASE("segments-crossing: the whole triangle of one test on request") {
  auto scene = scene_named("segments-crossing");
  auto state = scene->state();
  state.options["full"] = 2;  // ABD
  scene->set_state(state);
  const auto canvas = drawn(*scene);
  const auto outlines = canvas.of("polygon");
  REQUIRE(outlines.size() == 1);
  CHECK(outlines[0].points == std::vector<collide::Vec2>{{-4, -2}, {4, 2}, {2, -3}});
  CHECK(canvas.of("fill_polygon").size() == 5);  // four small triangles and the whole one
}

TEST_CASE("segments-crossing: each small triangle turns like its test (arrows walk it)") {
  auto scene = scene_named("segments-crossing");
  const auto canvas = drawn(*scene);
  std::vector<DrawCall> arrows;  // the figure's, not the key's swatches
  for (const DrawCall& call : canvas.of("arrow"))
    if (!call.legend) arrows.push_back(call);
  REQUIRE(arrows.size() == 12);  // three per test
  // Test 1 (ABC) sits at C = (−2, 3): its arrows walk a counter-clockwise loop (positive area).
  double twice_area = 0;
  for (int k = 0; k < 3; ++k) {
    const auto a = arrows[k].points[0], b = arrows[k].points[1];
    twice_area += a.x * b.y - a.y * b.x;
  }
  CHECK(twice_area > 0);
  CHECK(arrows[1].points[1] == collide::Vec2{-2, 3});  // the second arrow ends at C
}

TEST_CASE("segments-crossing: a zero-length segment is warned about; infinity is refused") {
  auto scene = scene_named("segments-crossing");
  auto state = scene->state();
  state.shape("CD").points = {{1, 1}, {1, 1}};
  scene->set_state(state);
  REQUIRE(scene->warnings().size() == 1);
  CHECK(scene->warnings()[0].find("CD has length 0") != std::string::npos);
  CHECK(scene->caption() == "C and D are both on the left of AB → apart");  // (1, 1) is above y = x/2

  state.shape("AB").points[0] = {INFINITY, 0};
  scene->set_state(state);
  CHECK(scene->caption().rfind("No verdict: ", 0) == 0);
  drawn(*scene);
}

}  // namespace test_prereq_segments
