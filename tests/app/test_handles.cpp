// Generic handles on shapes other than the pentagon: rect corners, circle rims, segments, lines.
#include <doctest/doctest.h>

#include "scenes/handles.hpp"

namespace test_handles {

using lab::Handle;
using lab::HandleKind;
using lab::SceneState;
using lab::Shape;
using lab::ShapeKind;
using lab::Vec2;

namespace {
Shape make(std::string name, ShapeKind kind, std::vector<Vec2> points, double radius = 0) {
  Shape s;
  s.name = std::move(name);
  s.kind = kind;
  s.points = std::move(points);
  s.radius = radius;
  return s;
}
}  // namespace

TEST_CASE("a rectangle's four corners are handles; the two implied corners move two coordinates") {
  const Shape r = make("box", ShapeKind::Rect, {{0, 0}, {4, 2}});
  const auto corners = lab::handle_points(r);
  REQUIRE(corners.size() == 4);
  CHECK(corners[2] == Vec2{0, 2});
  CHECK(corners[3] == Vec2{4, 0});
  // Drag corner 2 (0, 2) to (−1, 3): points[0].x and points[1].y follow.
  const Shape moved = lab::dragged(r, {0, HandleKind::Vertex, 2}, {0, 2}, {-1, 3});
  CHECK(moved.points[0] == Vec2{-1, 0});
  CHECK(moved.points[1] == Vec2{4, 3});
}

TEST_CASE("a circle: the centre and the inside move it, the rim changes the radius") {
  SceneState state;
  state.shapes = {make("circle", ShapeKind::Circle, {{0, 0}}, 2)};
  CHECK(*lab::hit_test(state, {0.05, 0}, 0.1) == Handle{0, HandleKind::Vertex, 0});
  CHECK(*lab::hit_test(state, {2.05, 0}, 0.1) == Handle{0, HandleKind::Rim, 0});
  CHECK(*lab::hit_test(state, {1, 0}, 0.1) == Handle{0, HandleKind::Body, 0});
  CHECK_FALSE(lab::hit_test(state, {3, 0}, 0.1));
  // Grab the rim at (2, 0), pull to (3, 0): radius 3, centre unchanged.
  const Shape bigger = lab::dragged(state.shapes[0], {0, HandleKind::Rim, 0}, {2, 0}, {3, 0});
  CHECK(bigger.radius == doctest::Approx(3));
  CHECK(bigger.points[0] == Vec2{0, 0});
  // Pushed in to (0.5, 0) the radius is 0.5; onto the centre, 0.
  CHECK(lab::dragged(state.shapes[0], {0, HandleKind::Rim, 0}, {2, 0}, {0.5, 0}).radius == doctest::Approx(0.5));
  CHECK(lab::dragged(state.shapes[0], {0, HandleKind::Rim, 0}, {2, 0}, {0, 0}).radius == 0);
  // Grabbed 0.1 outside the rim, the offset is kept: the radius follows the mouse's motion.
  CHECK(lab::dragged(state.shapes[0], {0, HandleKind::Rim, 0}, {2.1, 0}, {3.1, 0}).radius == doctest::Approx(3));
  // The centre handle moves the whole circle.
  CHECK(lab::dragged(state.shapes[0], {0, HandleKind::Vertex, 0}, {0, 0}, {1, 1}).points[0] == Vec2{1, 1});
}

TEST_CASE("a segment: end points one at a time, the middle moves both") {
  SceneState state;
  state.shapes = {make("s", ShapeKind::Segment, {{0, 0}, {4, 0}})};
  CHECK(*lab::hit_test(state, {4, 0.05}, 0.1) == Handle{0, HandleKind::Vertex, 1});
  CHECK(*lab::hit_test(state, {2, 0.05}, 0.1) == Handle{0, HandleKind::Body, 0});
  CHECK_FALSE(lab::hit_test(state, {5, 0}, 0.1));  // past the end
  const Shape moved = lab::dragged(state.shapes[0], {0, HandleKind::Body, 0}, {2, 0}, {2, 1});
  CHECK(moved.points == std::vector<Vec2>{{0, 1}, {4, 1}});
}

TEST_CASE("a line is grabbable anywhere along it, beyond its two points") {
  SceneState state;
  state.shapes = {make("l", ShapeKind::Line, {{0, 0}, {1, 1}})};
  CHECK(*lab::hit_test(state, {10, 10.05}, 0.1) == Handle{0, HandleKind::Body, 0});
  CHECK_FALSE(lab::hit_test(state, {10, 11}, 0.1));
}

TEST_CASE("points win over bodies; among bodies the one drawn last wins") {
  SceneState state;
  state.shapes = {make("A", ShapeKind::Polygon, {{0, 0}, {4, 0}, {4, 4}, {0, 4}}),
                  make("B", ShapeKind::Polygon, {{2, 2}, {6, 2}, {6, 6}, {2, 6}}),
                  make("P", ShapeKind::Point, {{3, 3}})};
  CHECK(*lab::hit_test(state, {3.05, 3}, 0.1) == Handle{2, HandleKind::Vertex, 0});  // P
  CHECK(*lab::hit_test(state, {2.5, 3.5}, 0.1) == Handle{1, HandleKind::Body, 0});   // B over A
  CHECK(*lab::hit_test(state, {1, 1}, 0.1) == Handle{0, HandleKind::Body, 0});
  CHECK(*lab::hit_test(state, {4.02, 4.02}, 0.1) == Handle{0, HandleKind::Vertex, 2});
}

TEST_CASE("only editable polygons gain or lose vertices") {
  Shape fixed = make("A", ShapeKind::Polygon, {{0, 0}, {4, 0}, {4, 4}, {0, 4}});
  CHECK_FALSE(lab::insert_vertex(fixed, {2, 0}, 0.1));
  CHECK_FALSE(lab::remove_vertex(fixed, 0));
  fixed.editable = true;
  CHECK(lab::insert_vertex(fixed, {2, 0.05}, 0.1) == 1);
  CHECK(fixed.points[1] == Vec2{2, 0});
  CHECK(lab::remove_vertex(fixed, 1));
  CHECK_FALSE(lab::remove_vertex(fixed, 7));  // no such vertex
  fixed.min_vertices = 4;
  CHECK_FALSE(lab::remove_vertex(fixed, 0));  // already at the minimum
  CHECK(fixed.points.size() == 4);
}

TEST_CASE("snapping rounds to the nearest multiple of the step") {
  CHECK(lab::snap_to_grid({1.26, -0.74}, 0.5) == Vec2{1.5, -0.5});
  CHECK(lab::snap_to_grid({1.26, -0.74}, 0) == Vec2{1.26, -0.74});
}

TEST_CASE("a circle shrunk to nothing grows again from its rim; its centre still moves") {
  // Radius 0 at (1, 1), grab tolerance 0.25: a press 0.1 away takes the rim, not the centre.
  SceneState state;
  state.shapes.push_back(make("C", ShapeKind::Circle, {{1, 1}}, 0));
  auto h = lab::hit_test(state, {1.1, 1}, 0.25);
  REQUIRE(h);
  CHECK(h->kind == HandleKind::Rim);
  const Shape grown = lab::dragged(state.shapes[0], *h, {1.1, 1}, {3.1, 1}, 0);
  CHECK(grown.radius == doctest::Approx(2.0));
  // Radius 0.2: a press on the centre itself (inside half the radius) still moves it.
  state.shapes[0].radius = 0.2;
  h = lab::hit_test(state, {1.05, 1}, 0.25);
  REQUIRE(h);
  CHECK(h->kind == HandleKind::Vertex);
}

TEST_CASE("a vertex that cannot be removed says why") {
  Shape triangle = make("triangle", ShapeKind::Polygon, {{0, 0}, {2, 0}, {1, 2}});
  triangle.editable = true;
  triangle.min_vertices = 3;
  CHECK(lab::why_vertex_stays(triangle, 0) ==
        "vertex 0 of triangle stays: triangle has 3 vertices, the fewest this figure allows");
  // A shape labelled "pentagon" cut down to three vertices is said to have three (issue 27).
  Shape pentagon = triangle;
  pentagon.name = "pentagon";
  CHECK(lab::why_vertex_stays(pentagon, 2) ==
        "vertex 2 of pentagon stays: pentagon has 3 vertices, the fewest this figure allows");
  CHECK_FALSE(lab::remove_vertex(triangle, 0));
  triangle.points.push_back({0, 2});
  CHECK(lab::why_vertex_stays(triangle, 0).empty());
  CHECK(lab::remove_vertex(triangle, 0));
  triangle.editable = false;
  CHECK(lab::why_vertex_stays(triangle, 0).find("fixed shape") != std::string::npos);
}

}  // namespace test_handles

namespace test_handles {

TEST_CASE("keyboard order: each shape as drawn, its body, a circle's rim, then its points") {
  SceneState state;
  state.shapes = {make("P", ShapeKind::Point, {{1, 1}}), make("c", ShapeKind::Circle, {{0, 0}}, 2),
                  make("box", ShapeKind::Rect, {{0, 0}, {4, 2}}), make("s", ShapeKind::Segment, {{0, 0}, {4, 0}})};
  const std::vector<Handle> expected = {
      {0, HandleKind::Vertex, 0},                              // P: a point is all vertex
      {1, HandleKind::Rim, 0},    {1, HandleKind::Vertex, 0},  // the circle: rim, centre (which moves it whole)
      {2, HandleKind::Body, 0},   {2, HandleKind::Vertex, 0}, {2, HandleKind::Vertex, 1},
      {2, HandleKind::Vertex, 2}, {2, HandleKind::Vertex, 3},  // the rectangle's four corners
      {3, HandleKind::Body, 0},   {3, HandleKind::Vertex, 0}, {3, HandleKind::Vertex, 1}};
  CHECK(lab::handle_order(state) == expected);
}

TEST_CASE("a nudge moves a point, a corner or a body by its amount; a rim grows by x + y, never below 0") {
  const Shape box = make("box", ShapeKind::Rect, {{0, 0}, {4, 2}});
  // Corner 2 is (0, 2): nudged by (−0.5, 0.25) it is (−0.5, 2.25), so points[0].x and points[1].y move.
  const Shape corner = lab::nudged(box, {0, HandleKind::Vertex, 2}, {-0.5, 0.25});
  CHECK(corner.points[0] == Vec2{-0.5, 0});
  CHECK(corner.points[1] == Vec2{4, 2.25});
  const Shape body = lab::nudged(box, {0, HandleKind::Body, 0}, {1, -1});
  CHECK(body.points[0] == Vec2{1, -1});
  CHECK(body.points[1] == Vec2{5, 1});
  const Shape c = make("c", ShapeKind::Circle, {{3, 4}}, 2);
  CHECK(lab::nudged(c, {0, HandleKind::Rim, 0}, {0.5, 0}).radius == 2.5);
  CHECK(lab::nudged(c, {0, HandleKind::Rim, 0}, {0, 0.25}).radius == 2.25);
  CHECK(lab::nudged(c, {0, HandleKind::Rim, 0}, {-0.5, 0}).radius == 1.5);
  CHECK(lab::nudged(c, {0, HandleKind::Rim, 0}, {0, -3}).radius == 0);
  CHECK(lab::nudged(c, {0, HandleKind::Rim, 0}, {0, -3}).points[0] == Vec2{3, 4});
  CHECK(lab::nudged(c, {0, HandleKind::Vertex, 0}, {1, 0}).points[0] == Vec2{4, 4});
  // Snapped to multiples of 0.5: the centre (3, 4) + (0.1, 0) rounds back to (3, 4); the radius
  // 2 + 0.3 to 2.5; corner 2, (0, 2) + (0.3, 0.3), to (0.5, 2.5).
  CHECK(lab::nudged(c, {0, HandleKind::Vertex, 0}, {0.1, 0}, 0.5).points[0] == Vec2{3, 4});
  CHECK(lab::nudged(c, {0, HandleKind::Rim, 0}, {0.3, 0}, 0.5).radius == 2.5);
  const Shape snapped = lab::nudged(box, {0, HandleKind::Vertex, 2}, {0.3, 0.3}, 0.5);
  CHECK(snapped.points[0] == Vec2{0.5, 0});
  CHECK(snapped.points[1] == Vec2{4, 2.5});
}

TEST_CASE("a vertex on an edge by number: at its middle, only on polygons that take one") {
  Shape square = make("square", ShapeKind::Polygon, {{0, 0}, {4, 0}, {4, 4}, {0, 4}});
  CHECK_FALSE(lab::insert_vertex_on_edge(square, 3));  // not editable
  square.editable = true;
  CHECK_FALSE(lab::insert_vertex_on_edge(square, 4));  // no edge 4
  CHECK_FALSE(lab::insert_vertex_on_edge(square, -1));
  REQUIRE(lab::insert_vertex_on_edge(square, 3) == 4);  // the closing edge, (0, 4) → (0, 0)
  CHECK(square.points.back() == Vec2{0, 2});
  REQUIRE(lab::insert_vertex_on_edge(square, 0) == 1);
  CHECK(square.points[1] == Vec2{2, 0});
  CHECK(square.points.size() == 6);
  Shape s = make("s", ShapeKind::Segment, {{0, 0}, {4, 0}});
  s.editable = true;
  CHECK_FALSE(lab::insert_vertex_on_edge(s, 0));
}

}  // namespace test_handles
