// Concave chapter: ray casting, the exact three-valued classification, and the edge tests.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/concave.hpp"
#include "collide/sat.hpp"
#include "c_shape.hpp"

namespace test_concave {

using namespace collide;

TEST_CASE("ray casting: a point in the C's solid part, and one in its notch") {
  RayTrace trace;
  // (1, 3): edge 3 runs (2, 2) → (2, 4) and straddles y = 3 at x = 2, right of P: one crossing.
  CHECK(point_in_polygon({1, 3}, kC, trace));
  CHECK(trace.count == 1);
  REQUIRE(trace.crossings.size() == 2);  // edge 3 at x = 2 (toggled), edge 7 at x = 0 (left)
  CHECK(trace.crossings[0].edge == 3);
  CHECK(trace.crossings[0].point == Vec2{2, 3});
  CHECK(trace.crossings[0].toggled);
  CHECK(trace.crossings[1].edge == 7);
  CHECK_FALSE(trace.crossings[1].toggled);
  CHECK(trace.location == Location::Inside);
  // (4, 3) in the notch: edge 3 is now to the left; no crossing to the right → outside.
  CHECK_FALSE(point_in_polygon({4, 3}, kC, trace));
  CHECK(trace.count == 0);
  CHECK(trace.location == Location::Outside);
  // (1, 1): the ray crosses edge 1 (x = 6, from y 0 to 2) → inside.
  CHECK(point_in_polygon({1, 1}, kC));
  CHECK_FALSE(point_in_polygon({7, 1}, kC));
}

TEST_CASE("ray casting: a ray through a vertex counts once") {
  // The ray from (1, 2) passes through the triangle's vertex (4, 2), where edges 0 and 1 meet.
  // Edge 0 ends level with P ("not above"), so only edge 1 straddles: one crossing → inside.
  const std::vector<Vec2> triangle{{0, 0}, {4, 2}, {0, 4}};
  RayTrace trace;
  CHECK(point_in_polygon({1, 2}, triangle, trace));
  CHECK(trace.count == 1);
  REQUIRE(trace.crossings.size() == 2);
  CHECK(trace.crossings[0].edge == 1);
  CHECK(trace.crossings[0].point == Vec2{4, 2});
  // The ray from (0, 2) grazes a peak: both edges at (2, 2) end level, neither straddles.
  const std::vector<Vec2> peak{{1, 0}, {3, 0}, {2, 2}};
  CHECK_FALSE(point_in_polygon({0, 2}, peak, trace));
  CHECK(trace.crossings.empty());
  // A point below the peak and left of the triangle is outside too.
  CHECK_FALSE(point_in_polygon({0, 1}, peak));
}

TEST_CASE("ray casting: a ray along a horizontal edge") {
  // From (0, 0) the ray runs along the square's bottom edge; that edge straddles nothing, and
  // the two sides cross at x = 3 and x = 1: two crossings → outside.
  const std::vector<Vec2> square{{1, 0}, {3, 0}, {3, 2}, {1, 2}};
  RayTrace trace;
  CHECK_FALSE(point_in_polygon({0, 0}, square, trace));
  CHECK(trace.count == 2);
  // On that bottom edge the book's rule says inside (x = 3 is to the right, x = 1 is not);
  // the three-valued answer says boundary.
  CHECK(point_in_polygon({2, 0}, square, trace));
  CHECK(trace.location == Location::Boundary);
  CHECK(trace.boundary_edge == 0);
  // On the top edge the rule says outside (the top edge ends count as "not above").
  CHECK_FALSE(point_in_polygon({2, 2}, square));
  CHECK(classify_point({2, 2}, square) == Location::Boundary);
}

TEST_CASE("classify_point: inside, outside, boundary, exactly") {
  CHECK(classify_point({1, 3}, kC) == Location::Inside);
  CHECK(classify_point({4, 3}, kC) == Location::Outside);
  CHECK(classify_point({4, 2}, kC) == Location::Boundary);  // on edge 2
  CHECK(classify_point({2, 4}, kC) == Location::Boundary);  // a vertex
  CHECK(classify_point({2, 5}, kC) == Location::Inside);
  // (0.15, 0.35) is exactly halfway between the doubles 0.3 and 0.7 and the origin, so it lies on
  // edge 0; one ulp higher it is off the edge (inside, as the triangle is to the edge's left).
  const std::vector<Vec2> triangle{{0, 0}, {0.3, 0.7}, {-1, 1}};
  CHECK(classify_point({0.15, 0.35}, triangle) == Location::Boundary);
  CHECK(classify_point({0.15, std::nextafter(0.35, 1.0)}, triangle) == Location::Inside);
  CHECK(classify_point({0.15, std::nextafter(0.35, 0.0)}, triangle) == Location::Outside);
  CHECK(classify_point({0, 0}, triangle) == Location::Boundary);
  // Clockwise gives the same.
  CHECK(classify_point({1, 3}, reversed(kC)) == Location::Inside);
  CHECK(classify_point({4, 2}, reversed(kC)) == Location::Boundary);
}

TEST_CASE("polygon vs segment: crossing an edge, wholly inside, wholly outside") {
  EdgeTestTrace trace;
  // Wholly inside the C's left bar: no edge crossed; the end a is inside.
  CHECK(polygon_segment_collide(kC, {0.5, 1}, {0.5, 5}, trace));
  CHECK(trace.total == 8);
  CHECK(trace.checks.size() == 8);
  CHECK(trace.first_hit == -1);
  REQUIRE(trace.containment_a.has_value());
  CHECK(trace.containment_a->inside);
  CHECK(trace.collide);
  // Inside the notch: outside the C, touching nothing.
  CHECK_FALSE(polygon_segment_collide(kC, {3, 3}, {5, 3}, trace));
  CHECK_FALSE(trace.containment_a->inside);
  CHECK_FALSE(polygon_segment_collide(kC, {3, 3}, {5, 3}));
  // From the notch into the bar: crosses edge 3 (x = 2); the checks stop there.
  CHECK(polygon_segment_collide(kC, {3, 3}, {1, 3}, trace));
  CHECK(trace.first_hit == 3);
  CHECK(trace.checks.size() == 4);
  CHECK(trace.checks[3].hit);
  CHECK_FALSE(trace.containment_a.has_value());
  // Touching the notch's floor at one end counts.
  CHECK(polygon_segment_collide(kC, {4, 2}, {4, 3}));
}

TEST_CASE("polygon vs circle: touching an edge, or the centre inside") {
  EdgeTestTrace trace;
  // In the notch, radius 0.5, centre (4, 3): 1 from the floor and the roof, 2 from x = 2.
  CHECK_FALSE(polygon_circle_collide(kC, Circle{{4, 3}, 0.5}, trace));
  CHECK(trace.checks.size() == 8);
  CHECK_FALSE(trace.containment_a->inside);
  // Radius 1: touches edge 2 (the floor) exactly.
  CHECK(polygon_circle_collide(kC, Circle{{4, 3}, 1}, trace));
  CHECK(trace.first_hit == 2);
  // A small circle inside the left bar: no edge touched, the centre is inside.
  CHECK(polygon_circle_collide(kC, Circle{{1, 3}, 0.25}, trace));
  CHECK(trace.first_hit == -1);
  CHECK(trace.containment_a->inside);
  CHECK(polygon_circle_collide(reversed(kC), Circle{{1, 3}, 0.25}));
}

TEST_CASE("polygon vs circle: the trace's nearest edges, every one of an exact tie (issue 25)") {
  EdgeTestTrace trace;
  // Centre (4, 3): the floor e2 (y = 2) and the roof e4 (y = 4) are both 1 away, the back e3 2,
  // the corner (6, 2) of e1 √5.
  CHECK_FALSE(polygon_circle_collide(kC, Circle{{4, 3}, 0.5}, trace));
  CHECK(trace.nearest == std::vector<int>{2, 4});
  CHECK_FALSE(polygon_circle_collide(kC, Circle{{4, 3}, 0}, trace));
  CHECK(trace.nearest == std::vector<int>{2, 4});
  // A hair up and the roof alone is nearest.
  CHECK_FALSE(polygon_circle_collide(kC, Circle{{4, 3.0000000001}, 0.5}, trace));
  CHECK(trace.nearest == std::vector<int>{4});
  // Inside the left bar at (1, 3): e7 (x = 0) and e3 (x = 2) are both 1 away.
  CHECK(polygon_circle_collide(kC, Circle{{1, 3}, 0.25}, trace));
  CHECK(trace.nearest == std::vector<int>{3, 7});
  // An edge touched: the first hit decides, and no nearest miss is traced.
  CHECK(polygon_circle_collide(kC, Circle{{4, 3}, 1}, trace));
  CHECK(trace.nearest.empty());
}

TEST_CASE("polygons: the C-shape and a square in its notch, SAT says collide, edges say apart") {
  EdgeTestTrace trace;
  CHECK_FALSE(polygons_collide(kC, kInNotch, trace));
  CHECK(trace.total == 32);
  CHECK(trace.checks.size() == 32);
  CHECK(trace.first_hit == -1);
  REQUIRE(trace.containment_a.has_value());  // the C's vertex 0 in the square: no
  CHECK_FALSE(trace.containment_a->inside);
  REQUIRE(trace.containment_b.has_value());  // the square's vertex 0 in the C: no (the notch)
  CHECK_FALSE(trace.containment_b->inside);
  // The book's SAT (the traced walk): the convex outline fills the notch.
  CHECK(convex_polygons_collide(kC, kInNotch, SatOptions{}).collide);
  // Pushed left until it touches the notch's back wall (x = 2): they collide.
  const std::vector<Vec2> touching{{2, 2.5}, {4, 2.5}, {4, 3.5}, {2, 3.5}};
  CHECK(polygons_collide(kC, touching, trace));
  CHECK(trace.checks[trace.first_hit].edge == 3);
}

TEST_CASE("polygons: one inside the other, either way round") {
  const std::vector<Vec2> big{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  const std::vector<Vec2> small{{4, 4}, {6, 4}, {5, 6}};
  EdgeTestTrace trace;
  CHECK(polygons_collide(big, small, trace));
  CHECK(trace.first_hit == -1);
  CHECK_FALSE(trace.containment_a->inside);  // big's corner is not in the small triangle
  REQUIRE(trace.containment_b.has_value());
  CHECK(trace.containment_b->inside);  // the triangle's vertex is in the big square
  CHECK(polygons_collide(small, big, trace));
  CHECK(trace.containment_a->inside);
  CHECK_FALSE(trace.containment_b.has_value());  // not needed
}

TEST_CASE("polygons: touching at a vertex and along an edge") {
  const std::vector<Vec2> left{{0, 0}, {2, 0}, {1, 2}};
  const std::vector<Vec2> right{{2, 0}, {4, 0}, {3, 2}};
  EdgeTestTrace trace;
  CHECK(polygons_collide(left, right, trace));
  CHECK(trace.first_hit == 0);  // edge 0 of A ends at (2, 0), edge 0 of B starts there
  CHECK(trace.checks[0].other_edge == 0);
  const std::vector<Vec2> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const std::vector<Vec2> beside{{2, 1}, {4, 1}, {4, 3}, {2, 3}};
  CHECK(polygons_collide(square, beside));
  CHECK(polygons_collide(reversed(square), reversed(beside)));
}

TEST_CASE("polygon vs rectangle: the rectangle as four vertices") {
  EdgeTestTrace trace;
  CHECK_FALSE(polygon_rect_collide(kC, Rect{3, 2.5, 2, 1}, trace));  // in the notch
  CHECK(trace.total == 32);
  CHECK(polygon_rect_collide(kC, Rect{1, 2.5, 2, 1}, trace));  // reaching into the bar
  CHECK(polygon_rect_collide(kC, Rect{-1, -1, 10, 10}));       // around the whole C
  CHECK_FALSE(polygon_rect_collide(kC, Rect{7, 0, 1, 1}));
}

TEST_CASE("edge tests: an empty polygon meets nothing") {
  const std::vector<Vec2> none;
  CHECK_FALSE(point_in_polygon({0, 0}, none));
  CHECK(classify_point({0, 0}, none) == Location::Outside);
  CHECK_FALSE(polygon_segment_collide(none, {0, 0}, {1, 1}));
  CHECK_FALSE(polygon_circle_collide(none, Circle{{0, 0}, 1}));
  CHECK_FALSE(polygons_collide(none, kC));
}

TEST_CASE("edge pair counts are 64-bit: two 46,341-vertex outlines have 2,147,488,281 pairs") {
  // A: edge 0 along the x axis from (0, 0) to (10, 0), closed by a many-vertex arch above it.
  // B: edge 0 up the line x = 5 from (5, −5) to (5, 5), closed by an arch to its right. Their
  // first edges cross at (5, 0), so the book's walk stops at the first pair: 1 of 46,341².
  constexpr int n = 46341;
  std::vector<Vec2> a{{0, 0}, {10, 0}}, b{{5, -5}, {5, 5}};
  for (int i = 0; i < n - 2; ++i) {
    const double t = 3.14159 * (i + 1) / (n - 1);
    a.push_back({5 + 5 * std::cos(t), 1 + 5 * std::sin(t)});
    b.push_back({6 + 5 * std::sin(t), 5 * std::cos(t)});
  }
  EdgeTestTrace trace;
  CHECK(polygons_collide(a, b, trace));
  CHECK(trace.checks.size() == 1);
  CHECK(trace.total == 2147488281LL);  // 46,341²: past an int's 2,147,483,647
}

}  // namespace test_concave
