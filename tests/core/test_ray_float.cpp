// The prepared ray cast's float filter (fast/ray_float_avx2.cpp): where every decision clears its
// bound it answers from floats and one edge in doubles, the book's answer; where a decision is
// within float rounding it must refuse, and the prepared cast then answers by the exact path.
// float_ray_filter answers edge −2 where the filter refuses.
#include <doctest/doctest.h>

#include <array>
#include <vector>

#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/fast/ray_lanes.hpp"
#include "collide/ray_cast.hpp"

namespace test_ray_float {

using collide::Vec2;
using collide::fast::PreparedPolygon;
using Points = std::vector<Vec2>;

bool same(const collide::RayHit& f, const collide::RayHit& b) {
  return f.hit == b.hit && f.fraction == b.fraction && f.point == b.point && f.normal == b.normal && f.edge == b.edge &&
         f.starts_inside == b.starts_inside && f.vertex == b.vertex && f.vertex_edges == b.vertex_edges;
}

bool refused(const collide::RayHit& h) { return h.edge == -2 && !h.hit; }

#if defined(__x86_64__) && defined(__GNUC__)
using collide::fast::detail::float_ray_filter;

TEST_CASE("the float filter answers clear cases: the 2 × 2 box hit a quarter of the way, missed, started inside") {
  const Points box{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const PreparedPolygon prepared(box);
  if (!prepared.ray_floats().usable) return;  // no AVX2 and FMA here: the filter is never used
  // From (−1, 1) to (3, 1) the ray runs parallel to the bottom and the top: their slopes are 0, a
  // sign floats cannot be sure of, so the filter refuses it (the exact path answers).
  CHECK(refused(float_ray_filter(prepared, {-1, 1}, {3, 1})));
  // From (−1, 0.5) to (3, 1.5): in by x = 0 at t = 1/4 (y = 0.75), out by x = 2 at t = 3/4; the
  // bottom's line y = 0 is crossed at t = −2 and the top's y = 2 at t = 6, far from both.
  const auto hit = float_ray_filter(prepared, {-1, 0.5}, {3, 1.5});
  CHECK(hit.hit);
  CHECK(hit.edge == 3);
  CHECK(hit.fraction == 0.25);
  CHECK(hit.point == Vec2{0, 0.75});
  CHECK(hit.normal == Vec2{-1, 0});
  CHECK(hit.vertex == -1);
  CHECK(same(hit, collide::ray_cast_polygon(box, {-1, 0.5}, {3, 1.5})));
  // From (−1, 3) to (3, 5): above the top edge's line and heading away from it: a miss.
  const auto miss = float_ray_filter(prepared, {-1, 3}, {3, 5});
  CHECK_FALSE(miss.hit);
  CHECK(miss.edge == -1);
  // From (1, 0.5) to (5, 1.5): inside every edge's line: a hit at the start.
  const auto inside = float_ray_filter(prepared, {1, 0.5}, {5, 1.5});
  CHECK(inside.hit);
  CHECK(inside.starts_inside);
  CHECK(inside.fraction == 0);
  CHECK(inside.point == Vec2{1, 0.5});
  CHECK(same(inside, collide::ray_cast_polygon(box, {1, 0.5}, {5, 1.5})));
}

// The triangle (0.1, 0.2), (2.3, 0.1), (1.7, 1.9): rays aimed at vertex 0, where edge 2 (coming
// in from (1.7, 1.9)) and edge 0 (going on to (2.3, 0.1)) meet. Just below the vertex the ray
// enters by edge 0, just above by edge 2; the two cuts differ by about the miss over the ray's
// length, which below float rounding (u = 2⁻²⁴ ≈ 6·10⁻⁸ of the sizes) floats cannot order.
const Points triangle{{0.1, 0.2}, {2.3, 0.1}, {1.7, 1.9}};

TEST_CASE("the float filter refuses a near-tie of two edges within float error: 10⁻⁹ below a vertex") {
  const PreparedPolygon prepared(triangle);
  if (!prepared.ray_floats().usable) return;
  // From (0, 0.1) to (0.2, 0.299999998): halfway, at y = 0.199999999, 10⁻⁹ below vertex 0. The
  // book's doubles enter by edge 0 at 0.5000000047826088; in floats edge 2's cut (0.50000012)
  // comes out above edge 0's (0.49999994), the wrong way round: only the bound keeps the float
  // answer out.
  const Vec2 from{0, 0.1}, to{0.2, 0.299999998};
  const auto book = collide::ray_cast_polygon(triangle, from, to);
  REQUIRE(book.edge == 0);
  REQUIRE(book.vertex == -1);
  CHECK(book.fraction == 0x1.0000002915116p-1);
  CHECK(refused(float_ray_filter(prepared, from, to)));
  CHECK(same(collide::fast::ray_cast_polygon(prepared, from, to), book));
}

TEST_CASE("the float filter refuses a ray grazing a vertex by 10⁻⁷, and one through a corner exactly") {
  const PreparedPolygon prepared(triangle);
  if (!prepared.ray_floats().usable) return;
  // From (−3, −2.5) to (3.2, 2.8999998): halfway, at y = 0.1999999, about 10⁻⁷ below vertex 0:
  // in by edge 0 in doubles, by edge 2 in floats.
  const Vec2 from{-3, -2.5}, grazing{3.2, 2.8999998};
  const auto book = collide::ray_cast_polygon(triangle, from, grazing);
  REQUIRE(book.edge == 0);
  REQUIRE(book.vertex == -1);
  CHECK(refused(float_ray_filter(prepared, from, grazing)));
  CHECK(same(collide::fast::ray_cast_polygon(prepared, from, grazing), book));
  // Through the 2 × 2 box's corner (0, 0) exactly, from (−1, −1) to (3, 3): edges 3 and 0 both
  // cut the ray at 1/4, a tie; the book names vertex 0, where they meet.
  const Points box{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const auto through = collide::ray_cast_polygon(box, {-1, -1}, {3, 3});
  REQUIRE(through.vertex == 0);
  CHECK(through.vertex_edges == std::array{3, 0});
  CHECK(refused(float_ray_filter(PreparedPolygon(box), {-1, -1}, {3, 3})));
  CHECK(same(collide::fast::ray_cast_polygon(PreparedPolygon(box), {-1, -1}, {3, 3}), through));
}
#endif

}  // namespace test_ray_float
