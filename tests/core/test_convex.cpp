// Convex chapter, part 1: edges, winding, convexity, point in a convex polygon, polygon vs line.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "collide/convex.hpp"

namespace test_convex {

using namespace collide;

namespace {

// The chapter's pentagon, counter-clockwise (y up).
const std::vector<Vec2> kPentagon{{0, 0}, {4, 0}, {5, 3}, {2, 5}, {-1, 3}};

std::vector<Vec2> reversed(std::vector<Vec2> polygon) {
  std::reverse(polygon.begin(), polygon.end());
  return polygon;
}

}  // namespace

TEST_CASE("edges: the last vertex joins back to the first") {
  const auto e = edges(kPentagon);
  REQUIRE(e.size() == 5);
  CHECK(e[0].first == Vec2{0, 0});
  CHECK(e[0].second == Vec2{4, 0});
  CHECK(e[4].first == Vec2{-1, 3});
  CHECK(e[4].second == Vec2{0, 0});
  CHECK(edges(std::vector<Vec2>{}).empty());
}

TEST_CASE("winding: counter-clockwise +1, clockwise −1, no area 0") {
  CHECK(winding(kPentagon) == 1);
  CHECK(winding(reversed(kPentagon)) == -1);
  CHECK(winding(std::vector<Vec2>{{0, 0}, {1, 1}, {2, 2}}) == 0);  // collinear
  CHECK(winding(std::vector<Vec2>{{0, 0}, {2, 0}}) == 0);          // a segment
  // A bow tie whose two loops have equal and opposite areas.
  CHECK(winding(std::vector<Vec2>{{0, 0}, {2, 2}, {2, 0}, {0, 2}}) == 0);
  // A sliver far from the origin: the rounded shoelace sum cannot decide, the exact one can.
  const std::vector<Vec2> sliver{{1e15, 1e15}, {1e15 + 2, 1e15 + 2}, {1e15 + 1, 1e15 + 1.125}};
  CHECK(winding(sliver) == 1);
  CHECK(winding(reversed(sliver)) == -1);
}

TEST_CASE("is_convex: exact, either winding, collinear vertices allowed") {
  CHECK(is_convex(kPentagon));
  CHECK(is_convex(reversed(kPentagon)));
  // A square with an extra vertex in the middle of its bottom edge, and a repeated corner.
  CHECK(is_convex(std::vector<Vec2>{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {2, 2}, {0, 2}}));
  // An L-shape has a dent.
  CHECK_FALSE(is_convex(std::vector<Vec2>{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}}));
  // A pentagram turns the same way at every vertex but goes round twice.
  CHECK_FALSE(is_convex(std::vector<Vec2>{{0, 3}, {2, -3}, {-3, 1}, {3, 1}, {-2, -3}}));
  // A spike folding back along an edge.
  CHECK_FALSE(is_convex(std::vector<Vec2>{{0, 0}, {2, 0}, {2, 2}, {2, 1}, {0, 2}}));
  // A dent (or a bulge) of one unit in a top edge 10^15 long: only exact signs tell them apart.
  CHECK_FALSE(is_convex(std::vector<Vec2>{{0, 0}, {1e15, 0}, {1e15, 1e15}, {0.5e15, 1e15 - 1}, {0, 1e15}}));
  CHECK(is_convex(std::vector<Vec2>{{0, 0}, {1e15, 0}, {1e15, 1e15}, {0.5e15, 1e15 + 1}, {0, 1e15}}));
  // Flat polygons, a segment and a point are convex: their region is a segment or a point.
  CHECK(is_convex(std::vector<Vec2>{{0, 0}, {1, 0}, {3, 0}}));
  CHECK(is_convex(std::vector<Vec2>{{0, 0}, {1, 1}}));
  CHECK(is_convex(std::vector<Vec2>{{1, 1}}));
}

TEST_CASE("point in convex polygon: the figure, P outside 2 of the 5 edges") {
  // P sits past the corner (4, 0): below edge 0 and right of edge 1.
  PointInConvexTrace trace;
  CHECK_FALSE(point_in_convex_polygon({5, -1}, kPentagon, trace));
  CHECK_FALSE(point_in_convex_polygon({5, -1}, kPentagon));
  CHECK(trace.outer_edges == 2);
  CHECK(trace.on_edges == 0);
  CHECK_FALSE(trace.inside);
  REQUIRE(trace.edges.size() == 5);
  // side() of the lines chapter, positive on the right of each edge (the outside, here).
  const double values[] = {4, 4, -12, -24, -14};
  const bool outer[] = {true, true, false, false, false};
  for (int i = 0; i < 5; ++i) {
    CHECK(trace.edges[i].value == values[i]);
    CHECK(trace.edges[i].sign == (values[i] > 0 ? 1 : -1));
    CHECK(trace.edges[i].outer == outer[i]);
  }
}

TEST_CASE("point in convex polygon: clockwise gives the same verdict and outer edges") {
  PointInConvexTrace trace;
  CHECK_FALSE(point_in_convex_polygon({5, -1}, reversed(kPentagon), trace));
  CHECK(trace.outer_edges == 2);
  // Reversed, edge 3 runs (4, 0) → (0, 0) and edge 2 runs (5, 3) → (4, 0).
  CHECK(trace.edges[3].outer);
  CHECK(trace.edges[2].outer);
  CHECK(trace.edges[3].sign == -1);  // the outer side of a clockwise polygon is the left
}

TEST_CASE("point in convex polygon: inside, on an edge, on a vertex") {
  PointInConvexTrace trace;
  CHECK(point_in_convex_polygon({2, 2}, kPentagon, trace));
  CHECK(trace.outer_edges == 0);
  CHECK_FALSE(trace.on_boundary);

  CHECK(point_in_convex_polygon({2, 0}, kPentagon, trace));  // middle of edge 0
  CHECK(trace.on_edges == 1);
  CHECK(trace.edges[0].sign == 0);
  CHECK(trace.on_boundary);

  CHECK(point_in_convex_polygon({4, 0}, kPentagon, trace));  // vertex 1: on edges 0 and 1
  CHECK(trace.on_edges == 2);
  CHECK(trace.on_boundary);

  // On the line of edge 0 but beyond the pentagon: outside, and not on the boundary.
  CHECK_FALSE(point_in_convex_polygon({-2, 0}, kPentagon, trace));
  CHECK(trace.on_edges == 1);
  CHECK_FALSE(trace.on_boundary);
  CHECK(trace.outer_edges == 1);  // edge 4's line has it on the outer side
}

TEST_CASE("point in convex polygon: a flat polygon is the segment its vertices span") {
  const std::vector<Vec2> flat{{0, 0}, {2, 0}, {4, 0}};
  PointInConvexTrace trace;
  CHECK(point_in_convex_polygon({1, 0}, flat, trace));
  CHECK(trace.on_boundary);
  CHECK(trace.on_edges == 3);
  // On the line but past the end: every side value is 0, yet it is outside.
  CHECK_FALSE(point_in_convex_polygon({5, 0}, flat, trace));
  CHECK_FALSE(point_in_convex_polygon({5, 0}, flat));
  // Off the line: no area means no inner side, so every edge has P on an outer side.
  CHECK_FALSE(point_in_convex_polygon({1, 1}, flat, trace));
  CHECK(trace.outer_edges == 3);
  CHECK_FALSE(point_in_convex_polygon({1, 1}, std::vector<Vec2>{}));
}

TEST_CASE("polygon vs line: signs of ax + by + c at each vertex") {
  PolygonLineTrace trace;
  // y = 1 crosses the pentagon: two vertices below, three above.
  CHECK(polygon_line_collide(kPentagon, Line{0, 1, -1}, trace));
  CHECK(trace.minus == 2);
  CHECK(trace.plus == 3);
  CHECK(trace.zero == 0);
  CHECK(trace.vertices[3].value == 4);
  CHECK(trace.vertices[3].sign == 1);
  // y = −1 misses it: every vertex on the + side.
  CHECK_FALSE(polygon_line_collide(kPentagon, Line{0, 1, 1}, trace));
  CHECK(trace.plus == 5);
  CHECK_FALSE(polygon_line_collide(kPentagon, Line{0, 1, 1}));
  // y = 0 runs along edge 0: touching counts.
  CHECK(polygon_line_collide(kPentagon, Line{0, 1, 0}, trace));
  CHECK(trace.zero == 2);
  CHECK(trace.plus == 3);
}

TEST_CASE("polygon vs line through two points: the figure, every vertex on the − side") {
  // The line through (0, −1) and (1, −1): a = 0, b = −1, c = −1, so side = −y − 1.
  PolygonLineTrace trace;
  CHECK_FALSE(polygon_line_collide(kPentagon, Vec2{0, -1}, Vec2{1, -1}, trace));
  CHECK(trace.minus == 5);
  CHECK(trace.vertices[0].value == -1);
  CHECK_FALSE(polygon_line_collide(kPentagon, Vec2{0, -1}, Vec2{1, -1}));
  // Through (5, 3) and (2, 5): two vertices on it, the rest on one side: touching.
  CHECK(polygon_line_collide(kPentagon, Vec2{5, 3}, Vec2{2, 5}, trace));
  CHECK(trace.zero == 2);
  CHECK(trace.plus + trace.minus == 3);
  CHECK((trace.plus == 0 || trace.minus == 0));
}

TEST_CASE("convexity names the reason and the vertex, as a reader checks by hand") {
  using Reason = Convexity::Reason;
  // A square, counter-clockwise, with a repeated vertex and a straight-on vertex: convex.
  const std::vector<Vec2> square{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {2, 2}, {0, 2}};
  CHECK(convexity(square).reason == Reason::Convex);
  // An L: turns left everywhere but right at vertex 3 (the inner corner (1, 1)).
  const std::vector<Vec2> l_shape{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}};
  const Convexity l = convexity(l_shape);
  CHECK(l.reason == Reason::MixedTurns);
  CHECK(l.vertex == 3);
  CHECK(l.turn == -1);
  CHECK(l.other_vertex == 0);  // the first turn seen, counter-clockwise
  // A spike: from (2, 0) out to (3, 0) and straight back along the same line.
  const std::vector<Vec2> spike{{0, 0}, {3, 0}, {2, 0}, {2, 2}};
  const Convexity s = convexity(spike);
  CHECK(s.reason == Reason::DoublesBack);
  CHECK(s.vertex == 1);
  // A pentagram: every turn the same way, but the outline goes round twice.
  const std::vector<Vec2> star{{0, 3}, {1.8, -2.4}, {-2.9, 0.9}, {2.9, 0.9}, {-1.8, -2.4}};
  CHECK(convexity(star).reason == Reason::WindsTwice);
  CHECK_FALSE(is_convex(star));
  // Every vertex on one line: a segment, convex.
  CHECK(convexity(std::vector<Vec2>{{0, 0}, {1, 1}, {3, 3}}).convex());
}

}  // namespace test_convex
