// The prepared ray cast's float filter (fast/ray_float_avx2.cpp): where every decision clears its
// bound it answers from floats and one edge in doubles, the book's answer; where a decision is
// within float rounding it must refuse, and the prepared cast then answers by the exact path.
// float_ray_filter answers edge −2 where the filter refuses.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/fast/ray_lanes.hpp"
#include "collide/ray_cast.hpp"
#include "ray_oracle.hpp"

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

// The batched filter (fast/ray_batch_avx2.cpp): eight rays a call, bit k of its answer set where
// lane k is refused; the span cast answers those by the exact path.
using collide::RaySegment;
using collide::fast::detail::float_ray_batch;

TEST_CASE("the batched float filter: eight rays at the 2 × 2 box, each lane decided or refused as by hand") {
  const Points box{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const PreparedPolygon prepared(box);
  if (!prepared.ray_floats().usable) return;
  const std::array<RaySegment, 8> rays{{
      {{-1, 0.5}, {3, 1.5}},  // 0: in by x = 0 at t = 1/4, (0, 0.75); out by x = 2 at 3/4
      {{-1, 3}, {3, 5}},      // 1: above the top's line, heading away: a miss by the signs
      {{1, 0.5}, {5, 1.5}},   // 2: inside every line: a hit at the start
      {{-1, 1}, {3, 1}},      // 3: parallel to the bottom and the top: slopes 0, refused
      {{-1, -1}, {3, 3}},     // 4: through the corner (0, 0): edges 3 and 0 tie at 1/4, refused
      // 5: in by x = 0 at t = 0.4 (y = 2.5), but out by the top's line y = 2 at t = 0.2: a miss
      // only the intervals show (the latest entry 0.4 past the earliest exit 0.2)
      {{-1, 1.5}, {1.5, 4}},
      {{3, 1}, {-1, 1.5}},     // 6: in by x = 2 at t = 1/4, (2, 1.125)
      {{-1, 0.5}, {-0.5, 1}},  // 7: ends before x = 0 (t = 2): in after out (the end, t = 1), a miss
  }};
  std::array<collide::RayHit, 8> out{};
  const unsigned refused = float_ray_batch(prepared, rays.data(), out.data());
  CHECK(refused == 0b00011000u);
  CHECK(out[0].hit);
  CHECK(out[0].edge == 3);
  CHECK(out[0].fraction == 0.25);
  CHECK(out[0].point == Vec2{0, 0.75});
  CHECK(out[0].normal == Vec2{-1, 0});
  CHECK_FALSE(out[1].hit);
  CHECK(out[2].starts_inside);
  CHECK(out[2].point == Vec2{1, 0.5});
  CHECK_FALSE(out[5].hit);
  CHECK(out[6].edge == 1);
  CHECK(out[6].fraction == 0.25);
  CHECK(out[6].point == Vec2{2, 1.125});
  CHECK(out[6].normal == Vec2{1, 0});
  CHECK_FALSE(out[7].hit);
  // Sixteen lanes (AVX-512, where the processor has it): the same eight twice, the same answers.
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl")) {
    std::array<RaySegment, 16> twice;
    std::copy(rays.begin(), rays.end(), twice.begin());
    std::copy(rays.begin(), rays.end(), twice.begin() + 8);
    std::array<collide::RayHit, 16> wide{};
    CHECK(collide::fast::detail::float_ray_batch16(prepared, twice.data(), wide.data()) == 0b0001100000011000u);
    for (std::size_t k = 0; k < 16; ++k) {
      CAPTURE(k);
      if (!(refused >> (k % 8) & 1)) CHECK(same(wide[k], out[k % 8]));
    }
  }
  // The span cast: every lane the book's answer, field for field, the refused ones included.
  std::array<collide::RayHit, 8> all{};
  collide::fast::ray_cast_polygon(prepared, rays, all);
  for (std::size_t k = 0; k < 8; ++k) {
    CAPTURE(k);
    CHECK(same(all[k], collide::ray_cast_polygon(box, rays[k].from, rays[k].to)));
    if (!(refused >> k & 1)) CHECK(same(out[k], all[k]));
  }
}

TEST_CASE("the batched float filter refuses the near-tie 10⁻⁹ below a vertex and the graze by 10⁻⁷, lane by lane") {
  const PreparedPolygon prepared(triangle);
  if (!prepared.ray_floats().usable) return;
  // Lanes 0 and 1 the two rays of the single filter's cases (floats order their two cuts the wrong
  // way round); the other six clear hits and misses of the same triangle, which must not be held
  // back by them.
  std::array<RaySegment, 8> rays{{{{0, 0.1}, {0.2, 0.299999998}},
                                  {{-3, -2.5}, {3.2, 2.8999998}},
                                  {{-1, 0.5}, {3, 0.7}},
                                  {{1.2, -1}, {1.3, 3}},
                                  {{-1, 3}, {3, 3.5}},
                                  {{3, 0.5}, {-1, 0.6}},
                                  {{1.3, 0.7}, {5, 5}},
                                  {{-1, -1}, {-0.5, 0}}}};
  std::array<collide::RayHit, 8> out{};
  const unsigned refused = float_ray_batch(prepared, rays.data(), out.data());
  CHECK((refused & 3u) == 3u);
  CHECK((refused & ~3u) == 0u);
  std::array<collide::RayHit, 8> all{};
  collide::fast::ray_cast_polygon(prepared, rays, all);
  for (std::size_t k = 0; k < 8; ++k) {
    CAPTURE(k);
    const auto book = collide::ray_cast_polygon(triangle, rays[k].from, rays[k].to);
    CHECK(same(all[k], book));
    if (!(refused >> k & 1)) CHECK(same(out[k], book));
  }
  CHECK(all[0].edge == 0);  // the book's edges, which floats alone would get wrong
  CHECK(all[1].edge == 0);
}

TEST_CASE("the batched float filter refuses an exit and an entry 5·10⁻¹¹ apart, which floats put the wrong way round") {
  const PreparedPolygon prepared(triangle);
  if (!prepared.ray_floats().usable) return;
  // A ray cutting past vertex 0 just outside it: the book's doubles leave edge 0's line at
  // 0.58823529409063 and enter edge 2's at 0.58823529414466, after it: a miss. In floats the
  // entry comes first; only the exits' widths in the test for in before out keep the float
  // answer (a hit by edge 2) out. (Found by a search along the vertex's bisector.)
  const RaySegment ray{{-0.27568362282206299, 1.1267479784403578}, {0.36297853581789696, -0.44872358497211662}};
  collide::RayCastTrace trace;
  const auto book = collide::ray_cast_polygon(triangle, ray.from, ray.to, trace);
  REQUIRE_FALSE(book.hit);
  CHECK(trace.cuts[0].t < trace.cuts[2].t);
  CHECK(trace.cuts[2].t - trace.cuts[0].t < 1e-10);
  std::array<RaySegment, 8> rays;
  rays.fill(ray);
  std::array<collide::RayHit, 8> out{};
  CHECK(float_ray_batch(prepared, rays.data(), out.data()) == 0xffu);
  std::array<collide::RayHit, 8> all{};
  collide::fast::ray_cast_polygon(prepared, rays, all);
  for (const auto& hit : all) CHECK(same(hit, book));
}

// A miss the floats see, but by less than the widths' margin: the batch answers a miss only when
// the latest entry's lower end T1 − W(T1) is past (R + b)(1 + 3a) + b, the most the book's
// earliest exit's exact cut can be (ray_batch_kernel.hpp: W(t) = |t|·a + b, a = ed/flattest + 8u,
// b = en/flattest, R = min(T0 + W(T0), 1)), so this ray goes to the exact path. With the 2 × 2
// box's bounds (ray_float_avx2.cpp; PreparedPolygon: per_x = per_y = 18u, base = 72u, u = 2⁻²⁴)
// the ray from (3, 1 + d) to (1, 3 + d), d = 2⁻¹⁶ = 256u, has en = 18u(3 + 1 + d) + 72u ≈ 144u
// and ed = 72u; every slope is ±4, so a = 26u, b = 36u. In by the right edge (x = 2) at
// T1 = 1/2, W = 49u; out by the top's line (y = 2) at T0 = (1 − d)/2 = 1/2 − 128u, W = 49u:
// T1 − W(T1) = 1/2 − 49u is past R = 1/2 − 79u by 30u, but short of (R + b)(1 + 3a) + b
// ≈ 1/2 + 32u: refused. (Taken as a miss at T1 − W(T1) > R, the answer would still be the book's:
// the bound's room, 9u where 6.1u is needed, is far wider than the book's doubles' error; only the
// refusal shows the margin.) Moved inside the corner, d = −2⁻¹⁷, the ray hits: in at 1/2, out at
// T0 = 1/2 + 64u; but T1 + W(T1) = 1/2 + 49u is not below T0 − W(T0) = 1/2 + 15u: refused too.
TEST_CASE("the batched float filter refuses a ray missing the box by 2⁻¹⁷ at a corner, and one hitting by 2⁻¹⁸") {
  const Points box{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const PreparedPolygon prepared(box);
  if (!prepared.ray_floats().usable) return;
  const double d = 0x1p-16;
  const RaySegment ray{{3, 1 + d}, {1, 3 + d}};  // the line x + y = 4 + d, outside the corner (2, 2)
  collide::RayCastTrace trace;
  const auto book = collide::ray_cast_polygon(box, ray.from, ray.to, trace);
  REQUIRE_FALSE(book.hit);
  CHECK(trace.cuts[1].t == 0.5);            // in by the right edge
  CHECK(trace.cuts[2].t == 0.5 - 0x1p-17);  // out by the top's line before it
  std::array<RaySegment, 16> rays;
  rays.fill(ray);
  rays[3] = {{-1, 1.5}, {1.5, 4}};  // the eight-ray case's miss by 0.2 of the ray: decided
  const RaySegment inside{{3, 1 - d / 2}, {1, 3 - d / 2}};
  const auto hit = collide::ray_cast_polygon(box, inside.from, inside.to, trace);
  REQUIRE(hit.hit);
  CHECK(hit.edge == 1);
  CHECK(trace.cuts[2].t == 0.5 + 0x1p-18);  // out by the top just after
  rays[5] = inside;
  std::array<collide::RayHit, 16> out{};
  CHECK(float_ray_batch(prepared, rays.data(), out.data()) == 0xf7u);
  CHECK_FALSE(out[3].hit);
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
    CHECK(collide::fast::detail::float_ray_batch16(prepared, rays.data(), out.data()) == 0xfff7u);
  std::array<collide::RayHit, 16> all{};
  collide::fast::ray_cast_polygon(prepared, rays, all);
  for (std::size_t k = 0; k < 16; ++k) CHECK(same(all[k], collide::ray_cast_polygon(box, rays[k].from, rays[k].to)));
}

TEST_CASE("the batched cast: 300 polygons × 11 rays, the book field for field and the exact first meeting") {
  poly_oracle::Gen g(2931);
  int differ = 0, wrong_hit = 0, hits = 0, cases = 0, accepted = 0, lane_differs = 0;
  while (cases < 300) {
    g.pick_mode();
    const auto polygon = poly_oracle::convex_polygon(g, 8);
    if (poly_oracle::hull_of(polygon).size() < 3) continue;
    ++cases;
    const PreparedPolygon prepared(polygon);
    std::vector<RaySegment> rays;  // 11: a block of eight and a padded block of three
    for (int k = 0; k < 11; ++k) rays.push_back({g.point(), g.point()});
    std::vector<collide::RayHit> out(rays.size());
    collide::fast::ray_cast_polygon(prepared, rays, out);
    std::array<collide::RayHit, 8> lanes{};  // the first eight through the filter alone
    const unsigned refused = prepared.ray_floats().usable ? float_ray_batch(prepared, rays.data(), lanes.data())
                                                          : 0xffu;
    for (std::size_t k = 0; k < 8; ++k) {
      if (refused >> k & 1) continue;
      ++accepted;
      lane_differs += !same(lanes[k], out[k]);  // the eight-lane build's answer, beside the span cast's
    }
    for (std::size_t k = 0; k < rays.size(); ++k) {
      const auto book = collide::ray_cast_polygon(polygon, rays[k].from, rays[k].to);
      differ += !same(out[k], book);
      wrong_hit += out[k].hit != ray_oracle::first_meeting(polygon, rays[k].from, rays[k].to).hit;
      hits += out[k].hit;
    }
  }
  CHECK(differ == 0);
  CHECK(lane_differs == 0);
  CHECK(wrong_hit == 0);
  CHECK(hits > 300);
  MESSAGE("rays the filter answered alone: " << accepted << " of 2400");
  CHECK((accepted > 1200 || !PreparedPolygon(triangle).ray_floats().usable));
}
#endif

}  // namespace test_ray_float
