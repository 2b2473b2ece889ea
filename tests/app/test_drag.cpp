// Dragging through the controller the mouse uses: press, move, release in screen pixels.
// The "Polygon vs point" scene's first preset: pentagon (0, 3), (−2.9, 0.9), (−1.8, −2.4),
// (1.8, −2.4), (2.9, 0.9) and P = (4, 2.6), outside 2 edges. Camera: 800×600, 50 px per unit,
// world (0, 0) at screen (400, 300).
#include <doctest/doctest.h>

#include <string>

#include "shell/drag_controller.hpp"
#include "scenes/registry.hpp"

namespace test_drag {

using lab::Camera;
using lab::HandleKind;
using lab::Vec2;

namespace {

Camera camera() {
  Camera c;
  c.size = {800, 600};
  c.scale = 50;
  return c;
}

std::unique_ptr<lab::Scene> polygon_point() {
  auto scene = lab::make_scene("polygon-point");
  REQUIRE(scene);
  return scene;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("the start position: P outside two edges") {
  const auto scene = polygon_point();
  CHECK(scene->state().shape("P").points[0] == Vec2{4, 2.6});
  CHECK(contains(scene->caption(), "2 of the 5 edges"));
  CHECK(contains(scene->caption(), "outside"));
}

TEST_CASE("dragging P into the pentagon: only P moves, the caption says inside") {
  auto scene = polygon_point();
  const auto pentagon = scene->state().shape("pentagon").points;
  lab::DragController drag;
  const Camera cam = camera();
  // P at (4, 2.6) is at screen (600, 170); grab it 3 pixels off.
  REQUIRE(drag.press(*scene, cam, {603, 168}));
  REQUIRE(drag.grabbed());
  CHECK(drag.grabbed()->kind == HandleKind::Vertex);
  CHECK(scene->state().shapes[drag.grabbed()->shape].name == "P");
  // Move by (−175, +122) pixels = (−3.5, −2.44) units: P lands on (0.5, 0.16).
  CHECK(drag.move(*scene, cam, {603 - 175, 168 + 122}, false));
  drag.release();
  const Vec2 p = scene->state().shape("P").points[0];
  CHECK(p.x == doctest::Approx(0.5));
  CHECK(p.y == doctest::Approx(0.16));
  CHECK(scene->state().shape("pentagon").points == pentagon);
  CHECK(contains(scene->caption(), "0 of the 5 edges"));
  CHECK(contains(scene->caption(), "inside"));
  CHECK_FALSE(drag.grabbed());
}

TEST_CASE("dragging one vertex moves exactly that vertex, and the verdict follows") {
  auto scene = polygon_point();
  auto before = scene->state().shape("pentagon").points;
  lab::DragController drag;
  const Camera cam = camera();
  // Vertex 4 (2.9, 0.9) is at screen (545, 255); pull it out to (5, 3) = screen (650, 150).
  REQUIRE(drag.press(*scene, cam, {545, 255}));
  CHECK(*drag.grabbed() == lab::Handle{0, HandleKind::Vertex, 4});
  drag.move(*scene, cam, {600, 200}, false);  // on the way
  drag.move(*scene, cam, {650, 150}, false);
  drag.release();
  const auto& after = scene->state().shape("pentagon").points;
  REQUIRE(after.size() == 5);
  for (int i = 0; i < 4; ++i) CHECK(after[i] == before[i]);
  CHECK(after[4].x == doctest::Approx(5));
  CHECK(after[4].y == doctest::Approx(3));
  CHECK(scene->state().shape("P").points[0] == Vec2{4, 2.6});
  // P (4, 2.6) is now under the top edge (0, 3)–(5, 3) and left of (1.8, −2.4)→(5, 3): inside.
  CHECK(contains(scene->caption(), "0 of the 5 edges"));
}

TEST_CASE("a press inside the pentagon, away from its vertices, moves the whole shape") {
  auto scene = polygon_point();
  auto before = scene->state().shape("pentagon").points;
  lab::DragController drag;
  const Camera cam = camera();
  REQUIRE(drag.press(*scene, cam, {400, 300}));  // world (0, 0)
  CHECK(drag.grabbed()->kind == HandleKind::Body);
  drag.move(*scene, cam, {450, 300}, false);  // one unit right
  drag.release();
  const auto& after = scene->state().shape("pentagon").points;
  for (int i = 0; i < 5; ++i) {
    CHECK(after[i].x == doctest::Approx(before[i].x + 1));
    CHECK(after[i].y == doctest::Approx(before[i].y));
  }
  // The pentagon's right edges now reach past x = 3.9: P (4, 2.6) is outside only one edge.
  CHECK(contains(scene->caption(), "1 of the 5 edges"));
}

TEST_CASE("a press on empty canvas grabs nothing and a move changes nothing") {
  auto scene = polygon_point();
  const auto state = scene->state().shapes;
  lab::DragController drag;
  const Camera cam = camera();
  CHECK_FALSE(drag.press(*scene, cam, {50, 50}));  // world (−7, 5)
  CHECK_FALSE(drag.move(*scene, cam, {100, 100}, false));
  CHECK(scene->state().shapes[1].points == state[1].points);
}

TEST_CASE("handles are grabbable within the pixel radius at any zoom") {
  auto scene = polygon_point();
  lab::DragController drag;
  Camera cam = camera();
  cam.scale = 5000;  // zoomed far in: P (4, 2.6) is off screen, centre the view on it
  cam.center = {4, 2.6};
  CHECK(drag.press(*scene, cam, {408, 300}));  // 8 px away
  drag.release();
  CHECK_FALSE(drag.press(*scene, cam, {412, 300}));  // 12 px away: outside the 10 px radius
}

TEST_CASE("with snapping the dragged point lands on the grid") {
  auto scene = polygon_point();
  lab::DragController drag;
  const Camera cam = camera();  // grid step at 50 px per unit and 40 px minimum: 1 unit
  REQUIRE(drag.press(*scene, cam, {600, 170}));
  drag.move(*scene, cam, {600 - 130, 170 + 40}, true);  // to about (1.4, 1.8)
  drag.release();
  CHECK(scene->state().shape("P").points[0] == Vec2{1, 2});
}

TEST_CASE("double-click on an edge adds a vertex; right-click removes it, never below the minimum") {
  auto scene = polygon_point();
  lab::DragController drag;
  const Camera cam = camera();
  // The bottom edge runs from (−1.8, −2.4) to (1.8, −2.4): screen y = 420.
  REQUIRE(drag.double_click(*scene, cam, {400, 421}));
  auto& pentagon = scene->state().shape("pentagon").points;
  REQUIRE(pentagon.size() == 6);
  CHECK(pentagon[3].x == doctest::Approx(0));
  CHECK(pentagon[3].y == doctest::Approx(-2.4));
  CHECK(contains(scene->caption(), "of the 6 edges"));
  REQUIRE(drag.remove_at(*scene, cam, {400, 420}));
  CHECK(scene->state().shape("pentagon").points.size() == 5);
  CHECK(contains(scene->caption(), "of the 5 edges"));
  // Down to the minimum of 3, then no further.
  REQUIRE(drag.remove_at(*scene, cam, cam.to_screen({0, 3})));
  REQUIRE(drag.remove_at(*scene, cam, cam.to_screen({2.9, 0.9})));
  CHECK(scene->state().shape("pentagon").points.size() == 3);
  CHECK_FALSE(drag.remove_at(*scene, cam, cam.to_screen({-2.9, 0.9})));
  CHECK(scene->state().shape("pentagon").points.size() == 3);
}

TEST_CASE("a double-click away from every edge adds nothing") {
  auto scene = polygon_point();
  lab::DragController drag;
  CHECK_FALSE(drag.double_click(*scene, camera(), {400, 300}));  // the pentagon's middle
  CHECK_FALSE(drag.double_click(*scene, camera(), {400, 150}));  // on vertex 0, not beside it
  CHECK(scene->state().shape("pentagon").points.size() == 5);
}

}  // namespace test_drag
