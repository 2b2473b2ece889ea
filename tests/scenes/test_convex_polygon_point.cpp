// "Polygon vs point": captions, counts and colours for states checked by hand.
// The pentagon is (0, 3), (−2.9, 0.9), (−1.8, −2.4), (1.8, −2.4), (2.9, 0.9), counter-clockwise.
#include <doctest/doctest.h>

#include <algorithm>
#include <limits>

#include "scenes/handles.hpp"
#include "recording_canvas.hpp"
#include "test_prereq_labels.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_convex_polygon_point {

using lab::Vec2;
namespace palette = lab::palette;

namespace {

std::unique_ptr<lab::Scene> point_scene(Vec2 p) {
  auto scene = lab::testing::scene_named("polygon-point");
  scene->state().shape("P").points[0] = p;
  scene->update();
  return scene;
}

int orange_edges(const lab::Scene& scene) {
  lab::testing::RecordingCanvas canvas;
  scene.draw(canvas);
  return canvas.count("segment", palette::outside);
}

}  // namespace

TEST_CASE("polygon-point start: P beyond the right corner is outside two edges") {
  auto scene = lab::testing::scene_named("polygon-point");
  CHECK(scene->info().chapter == "Convex polygons");
  // P = (4, 2.6) is right of edge 3's line (1.8, −2.4)→(2.9, 0.9) and above edge 4 (2.9, 0.9)→(0, 3).
  CHECK(scene->caption() == "P is on the outer side of 2 of the 5 edges → outside");
  CHECK(orange_edges(*scene) == 2);
  CHECK(scene->warnings().empty());
}

TEST_CASE("polygon-point: P at (0.5, 0.2) is inside every edge") {
  auto scene = point_scene({0.5, 0.2});
  CHECK(scene->caption() == "P is on the outer side of 0 of the 5 edges → inside");
  CHECK(orange_edges(*scene) == 0);
}

TEST_CASE("polygon-point: P straight below the bottom edge is outside exactly that edge") {
  auto scene = point_scene({0, -3.5});
  CHECK(scene->caption() == "P is on the outer side of 1 of the 5 edges → outside");
  CHECK(orange_edges(*scene) == 1);
}

TEST_CASE("polygon-point: P on the bottom edge touches, which counts as inside") {
  auto scene = point_scene({0, -2.4});
  CHECK(scene->caption() ==
        "P is on the outer side of 0 of the 5 edges and on the line of 1 → inside (on the boundary)");
  CHECK(orange_edges(*scene) == 0);
  // On a vertex: on two edges' lines at once, still inside.
  scene->state().shape("P").points[0] = {1.8, -2.4};
  scene->update();
  CHECK(scene->caption() ==
        "P is on the outer side of 0 of the 5 edges and on the line of 2 → inside (on the boundary)");
}

TEST_CASE("polygon-point: clockwise vertices give the same verdict and orange edges") {
  auto scene = lab::make_scene("polygon-point");
  auto& v = scene->state().shape("pentagon").points;
  std::reverse(v.begin(), v.end());
  scene->update();
  CHECK(scene->caption() == "P is on the outer side of 2 of the 5 edges → outside");
  CHECK(orange_edges(*scene) == 2);
}

TEST_CASE("polygon-point: a dented polygon is flagged and the verdict is qualified") {
  auto scene = lab::make_scene("polygon-point");
  // Pull the top vertex down below the middle: the outline now has a dent.
  scene->state().shape("pentagon").points[0] = {0, -1};
  scene->update();
  REQUIRE(scene->warnings().size() == 1);
  CHECK(scene->warnings()[0].find("pentagon") != std::string::npos);
  CHECK(scene->caption().rfind("the convex test says: ", 0) == 0);
  // Said once, by the app's panel (warnings()); the figure and the scene's panel do not repeat it.
  lab::testing::RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK_FALSE(canvas.has_label("Warning"));
}

TEST_CASE("polygon-point: a NaN vertex gives no verdict and names the vertex") {
  auto scene = lab::make_scene("polygon-point");
  scene->state().shape("pentagon").points[2].x = std::numeric_limits<double>::quiet_NaN();
  scene->update();
  REQUIRE_FALSE(scene->warnings().empty());
  CHECK(scene->caption().rfind("no verdict: ", 0) == 0);
  CHECK(scene->caption().find("pentagon") != std::string::npos);
  lab::testing::RecordingCanvas canvas;
  scene->draw(canvas);  // must not crash
  CHECK(orange_edges(*scene) == 0);
}

TEST_CASE("polygon-point: the normals toggle draws one outward arrow per edge") {
  auto scene = lab::make_scene("polygon-point");
  scene->state().options["show_normals"] = 1;
  scene->update();
  lab::testing::RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.count("arrow", palette::muted) == 5);
  CHECK(canvas.has_label("counter-clockwise"));
  // Each normal points away from the pentagon's middle (the origin), for either winding.
  for (bool reversed : {false, true}) {
    if (reversed) {
      auto& v = scene->state().shape("pentagon").points;
      std::reverse(v.begin(), v.end());
      scene->update();
    }
    lab::testing::RecordingCanvas c;
    scene->draw(c);
    for (const auto& arrow : c.of("arrow")) {
      if (arrow.color != palette::muted) continue;
      const Vec2 from = arrow.points[0], to = arrow.points[1];
      CHECK(from.x * (to.x - from.x) + from.y * (to.y - from.y) > 0);
    }
    CHECK(c.has_label(reversed ? "clockwise" : "counter-clockwise"));
  }
}


TEST_CASE("polygon-point editing: a vertex added on an edge and removed again, never below 3") {
  auto scene = lab::make_scene("polygon-point");
  auto& pentagon = scene->state().shape("pentagon");
  // Double-click the middle of the bottom edge (e2): a sixth vertex, the outline unchanged.
  const auto added = lab::insert_vertex(pentagon, {0, -2.4}, 0.1);
  REQUIRE(added);
  scene->update();
  CHECK(scene->caption() == "P is on the outer side of 2 of the 6 edges → outside");
  CHECK(orange_edges(*scene) == 2);
  // Remove vertices until the triangle is left; a fourth removal is refused.
  CHECK(lab::remove_vertex(pentagon, *added));
  CHECK(lab::remove_vertex(pentagon, 0));
  CHECK(lab::remove_vertex(pentagon, 0));
  CHECK_FALSE(lab::remove_vertex(pentagon, 0));
  REQUIRE(pentagon.points.size() == 3);
  scene->update();
  // The triangle (−1.8, −2.4), (1.8, −2.4), (2.9, 0.9): P = (4, 2.6) is beyond edges 1 and 2.
  CHECK(scene->caption() == "P is on the outer side of 2 of the 3 edges → outside");
}

// Issue 11 regression (figure audit, polygon-point seed 6): the pentagon scaled by 1e-3 (3 px wide
// in the 2-unit view the app fits), P on the bottom edge: "e1" and "e2" were drawn over each other.
TEST_CASE("polygon-point scaled by 1e-3, P on the bottom edge: no two labels overlap") {
  auto s = lab::testing::scene_named("polygon-point");
  for (Vec2& v : s->state().shape("pentagon").points) v = v * 1e-3;
  s->state().shape("P").points = {{0, -0.0024}};
  s->update();
  const auto c = lab::testing::drawn(*s, {-1.17, -1.5, 2.34, 2.8}, 1 / 285.0);
  CHECK(lab::testing::overlapping_labels(c).empty());
  CHECK(lab::testing::labels_out_of_view(c).empty());
  int p_named = 0;
  for (const auto& call : c.of("label")) p_named += call.text == "P";
  CHECK(p_named == 1);
}

}  // namespace test_convex_polygon_point
