// EPA: hand-worked overlaps, and every penetration against the exact core's separating axis MTV
// and the shadows along EPA's own normal.
#include <doctest/doctest.h>

#include <cmath>
#include <glm/geometric.hpp>
#include <vector>

#include "collide/epa.hpp"
#include "collide/sat.hpp"
#include "polygon_oracle.hpp"

namespace test_epa {

using collide::Vec2;
using Points = std::vector<Vec2>;

TEST_CASE("epa_penetration: a 2 × 1 box 1 deep in the right side of a 4 × 2 box moves 1 to the right") {
  // A − B = [−5, 1] × [−1.5, 1.5]: the origin is 1 from its right edge, 1.5 from top and bottom.
  const Points a{{0, 0}, {4, 0}, {4, 2}, {0, 2}}, b{{3, 0.5}, {5, 0.5}, {5, 1.5}, {3, 1.5}};
  collide::EpaTrace trace;
  const auto r = collide::epa_penetration(a, b, trace);
  CHECK(r.overlap);
  CHECK(r.mtv == Vec2{1, 0});
  CHECK(r.depth == 1);
  CHECK(r.normal == Vec2{1, 0});
  REQUIRE(!trace.steps.empty());
  CHECK_FALSE(trace.steps.back().grew);
  for (std::size_t i = 0; i + 1 < trace.steps.size(); ++i) {
    CHECK(trace.steps[i].grew);
    CHECK(trace.steps[i + 1].polytope.size() == trace.steps[i].polytope.size() + 1);
  }
  CHECK(trace.steps.size() == static_cast<std::size_t>(r.steps));
}

TEST_CASE("epa_penetration: apart shapes have no penetration; touching ones a zero one") {
  const Points square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  CHECK_FALSE(collide::epa_penetration(square, Points{{3, 0}, {4, 0}, {4, 1}, {3, 1}}).overlap);
  const auto touching = collide::epa_penetration(square, Points{{1, 0}, {2, 0}, {2, 1}, {1, 1}});
  CHECK(touching.overlap);
  CHECK(touching.depth == 0);
  CHECK(touching.mtv == Vec2{0, 0});
  // A point inside a triangle, 1 below its long edge x + y = 4... and 1 from x = 0 and y = 0:
  // the nearest way out is 1 to the left or down; the long edge is 2/√2 = √2 away.
  const auto inside = collide::epa_penetration(Points{{0, 0}, {4, 0}, {0, 4}}, Points{{1, 1}});
  CHECK(inside.depth == 1);
  CHECK(std::fabs(inside.mtv.x) + std::fabs(inside.mtv.y) == 1);
}

TEST_CASE("epa_penetration: an edge through the origin is at distance 0 exactly, not at the normal's rounding") {
  // A triangle slid 1 9/16 right and 2 1/16 up from the gjk scenes' overlapping pair: GJK stops
  // with the origin on its segment, so EPA's first polygon has the origin on an edge; its
  // distance from the rounded unit normal was 6.9e−18.
  const Points a{{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}}, b{{-5.4375, 7.0625}, {-1.4375, 8.0625}, {-3.4375, 10.0625}};
  collide::EpaTrace trace;
  collide::epa_penetration(a, b, trace);
  REQUIRE(!trace.steps.empty());
  CHECK(trace.steps.front().distance == 0);
  CHECK(trace.steps.front().grew);
}

/// How far B must move along unit n to leave A: the overlap of the shadows, the way n points.
double overlap_along(const poly_oracle::Poly& a, const poly_oracle::Poly& b, Vec2 n) {
  const auto sa = collide::project(a, n), sb = collide::project(b, n);
  return sa.max - sb.min;
}

TEST_CASE("epa_penetration: property: the depth of the separating axis test's MTV, and B leaves along it" *
          doctest::test_suite("slow")) {
  poly_oracle::Gen g(290);
  int wrong_overlap = 0, wrong_depth = 0, not_out = 0, overlapping = 0;
  for (int i = 0; i < 4000; ++i) {
    g.mode = g.integer(0, 1);  // every corner a − b exact, so GJK's verdict is SAT's
    const auto a = poly_oracle::convex_polygon(g, 7), b = poly_oracle::convex_polygon(g, 7);
    if (a.size() < 3 || b.size() < 3) continue;
    collide::SatTrace sat_trace;
    const auto sat = collide::convex_polygons_collide(a, b, collide::SatOptions{false, false}, sat_trace);
    const auto epa = collide::epa_penetration(a, b);
    wrong_overlap += epa.overlap != sat.collide;
    if (!sat.collide) continue;
    ++overlapping;
    const double tolerance = 1e-12 * 16;
    wrong_depth += std::fabs(epa.depth - glm::length(sat.mtv)) > tolerance;
    if (epa.depth > 0) not_out += std::fabs(overlap_along(a, b, epa.normal) - epa.depth) > tolerance;
  }
  CHECK(wrong_overlap == 0);
  CHECK(wrong_depth == 0);
  CHECK(not_out == 0);
  CHECK(overlapping > 500);
}

}  // namespace test_epa
