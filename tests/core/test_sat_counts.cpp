// The separating axis tallies in about linear time (count_every_axis, sat_extremes.hpp) against
// the book's traced run over every axis, and the extremes walk against a plain pass written here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "collide/exact/predicates.hpp"
#include "collide/rect.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/accel/sat_extremes.hpp"
#include "collide/accel/sat_memo.hpp"
#include "exact_oracle.hpp"
#include "int_convex.hpp"

namespace test_sat_counts {

using namespace collide;

namespace {

// The first highest and first lowest vertex along the normal of from → to, one pass, as the
// chapter says: compare every vertex with the best so far, exactly.
std::pair<std::size_t, std::size_t> plain_extremes(Polygon polygon, Vec2 from, Vec2 to) {
  std::size_t lo = 0, hi = 0;
  for (std::size_t v = 1; v < polygon.size(); ++v) {
    if (sign_cross(polygon[hi], polygon[v], from, to) > 0) hi = v;
    if (sign_cross(polygon[lo], polygon[v], from, to) < 0) lo = v;
  }
  return {lo, hi};
}

// The walk's lowest and highest vertex of `a` along each axis are plain_extremes' (an axis of
// zero length is skipped: it has no normal).
void check_extremes(const detail::AxisExtremes& found, Polygon a, const std::vector<detail::AxisEdge>& axes) {
  for (std::size_t k = 0; k < axes.size(); ++k) {
    if (axes[k].first == axes[k].second) continue;
    const auto [lo, hi] = plain_extremes(a, axes[k].first, axes[k].second);
    CAPTURE(k);
    CHECK(found.lo[k] == lo);
    CHECK(found.hi[k] == hi);
  }
}

void check_same_tally(const SatTrace& fast, const SatTrace& book) {
  const SatResult &f = fast.result, &b = book.result;
  CHECK(f.collide == b.collide);
  CHECK(f.axes == b.axes);
  CHECK(f.tested == b.tested);
  CHECK(f.with_gap == b.with_gap);
  CHECK(f.touching == b.touching);
  CHECK(f.deciding == b.deciding);
  CHECK(f.mtv == b.mtv);
  REQUIRE(fast.steps.size() == book.steps.size());
  for (std::size_t k = 0; k < book.steps.size(); ++k) {
    const AxisStep &s = fast.steps[k], &t = book.steps[k];
    CHECK(s.gap == t.gap);
    CHECK(s.touching == t.touching);
    CHECK(s.degenerate == t.degenerate);
    CHECK(s.along_line == t.along_line);
    CHECK(s.separation == t.separation);
  }
}

}  // namespace

TEST_CASE("extremes walk: a 200-gon's highest and lowest vertex along every axis, as one pass finds them") {
  oracle::Generator g(1601);
  for (int round = 0; round < 40; ++round) {
    CAPTURE(round);
    const auto a = int_convex::big_convex(g, 300, 200, {0, 0});
    const auto b = int_convex::big_convex(g, 120, 80, {g.integer(-400, 400), g.integer(-400, 400)});
    std::vector<detail::AxisEdge> axes;
    for (const Polygon p : {Polygon(a), Polygon(b)})
      for (std::size_t i = 0; i < p.size(); ++i) axes.emplace_back(p[i], p[(i + 1) % p.size()]);
    const detail::AxisExtremes found = detail::extremes_along(a, axes);
    REQUIRE(found.ready == (a.size() > detail::kWalkFrom));
    if (found.ready) check_extremes(found, a, axes);
  }
}

TEST_CASE("extremes walk: a dented 200-gon's highest and lowest vertex along every axis, round its hull" *
          doctest::test_suite("slow")) {
  oracle::Generator g(1602);
  for (int round = 0; round < 30; ++round) {
    CAPTURE(round);
    // A big convex polygon with dents: some corners followed by a point halfway to the middle.
    std::vector<Vec2> a;
    for (Vec2 v : int_convex::big_convex(g, 300, 200, {0, 0})) {
      a.push_back(v);
      if (g.chance(0.3)) a.push_back({std::round(v.x / 2), std::round(v.y / 2)});
    }
    std::vector<detail::AxisEdge> axes;
    for (std::size_t i = 0; i < a.size(); ++i) axes.emplace_back(a[i], a[(i + 1) % a.size()]);
    for (int k = 0; k < 40; ++k) axes.emplace_back(Vec2{0, 0}, Vec2{g.integer(-9, 9), g.integer(-9, 9)});
    const detail::AxisExtremes found = detail::extremes_along(a, axes);
    REQUIRE(found.ready);
    check_extremes(found, a, axes);
  }
}

TEST_CASE("extremes walk: a comb's top corners tie along the vertical axis; the first of them is the highest") {
  std::vector<Vec2> comb;  // 100 vertices: teeth up to y = 5 at even x, notches at y = 1
  for (int i = 0; i < 50; ++i) comb.push_back({i, i % 2 ? 1 : 5});
  for (int i = 49; i >= 0; --i) comb.push_back({i, 0});
  const detail::AxisEdge up{{1, 0}, {0, 0}};  // normal (0, 1): straight up
  const detail::AxisExtremes found = detail::extremes_along(comb, {&up, 1});
  REQUIRE(found.ready);
  CHECK(found.hi[0] == 0);   // (0, 5): the first of the 25 tooth tips
  CHECK(found.lo[0] == 50);  // (49, 0): the first of the bottom edge's 50 vertices
}

TEST_CASE("extremes walk: left to the book for small polygons") {
  const std::vector<Vec2> square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  const detail::AxisEdge axis{{0, 0}, {1, 0}};
  CHECK_FALSE(detail::extremes_along(square, {&axis, 1}).ready);  // 4 vertices: the book's pass
}

// Issue 27: a polygon with no area (every vertex on one line) had no walk, so each of its axes
// was the book's pass over every vertex: two 5,000-vertex ones took 15.7 s in the swept test.
// Now its ends answer every axis; here against the plain pass.
TEST_CASE("extremes walk: a flat 100-gon's ends answer every axis, ties to its first vertex") {
  std::vector<Vec2> flat;  // 100 vertices on y = 2x: out to (49, 98), back to (0, 0)
  for (int i = 0; i < 50; ++i) flat.push_back({i, 2 * i});
  for (int i = 49; i >= 0; --i) flat.push_back({i, 2 * i});
  const std::vector<detail::AxisEdge> axes{
      {{0, 0}, {1, 0}},   // normal (0, −1): down, lowest first: (0, 0) is vertex 0
      {{0, 0}, {1, 2}},   // normal (2, −1): across the line, every vertex as high
      {{0, 0}, {-2, 1}},  // normal (1, 2): along the line, (49, 98) highest (vertex 49 first)
  };
  const detail::AxisExtremes found = detail::extremes_along(flat, axes);
  REQUIRE(found.ready);
  CHECK(found.hi[0] == 0);   // (0, 0) is lowest in y, so highest along (0, −1); vertex 0 first
  CHECK(found.lo[0] == 49);  // (49, 98): vertices 49 and 50, the first is 49
  CHECK(found.hi[1] == 0);   // all tie: the first vertex
  CHECK(found.lo[1] == 0);
  CHECK(found.hi[2] == 49);
  CHECK(found.lo[2] == 0);
  check_extremes(found, flat, axes);
}

TEST_CASE(
    "extremes walk: property: flat polygons of 65 to 300 vertices, back and forth along a line, against the plain "
    "pass" *
    doctest::test_suite("slow")) {
  oracle::Generator g(2707);
  for (int round = 0; round < 60; ++round) {
    CAPTURE(round);
    const Vec2 step{g.integer(-5, 5), g.integer(-5, 5)}, at{g.integer(-50, 50), g.integer(-50, 50)};
    std::vector<Vec2> flat;
    const int n = g.integer(65, 300);
    for (int k = 0; k < n; ++k) flat.push_back(at + double(g.integer(-20, 20)) * step);
    std::vector<detail::AxisEdge> axes;
    for (std::size_t i = 0; i < flat.size(); ++i) axes.emplace_back(flat[i], flat[(i + 1) % flat.size()]);
    for (int k = 0; k < 30; ++k) axes.emplace_back(Vec2{0, 0}, Vec2{g.integer(-9, 9), g.integer(-9, 9)});
    axes.emplace_back(Vec2{0, 0}, step);
    const detail::AxisExtremes found = detail::extremes_along(flat, axes);
    REQUIRE(found.ready);
    check_extremes(found, flat, axes);
    if (round % 10 != 0) continue;
    // And with a big convex polygon, through the memo the figures keep between frames.
    const auto other = int_convex::big_convex(g, 120, 80, {g.integer(-400, 400), g.integer(-400, 400)});
    SatTrace book, fast, counted;
    convex_polygons_collide(flat, other, SatOptions{.early_exit = false}, book);
    quick::SatMemo memo;
    quick::count_every_axis(flat, other, counted, memo);
    count_every_axis(other, flat, fast);
    CHECK(counted.result.collide == book.result.collide);
    CHECK(counted.result.with_gap == book.result.with_gap);
    CHECK(counted.result.deciding == book.result.deciding);
    SatTrace book_ba;
    convex_polygons_collide(other, flat, SatOptions{.early_exit = false}, book_ba);
    check_same_tally(fast, book_ba);
  }
}

TEST_CASE("count_every_axis: the book's tally for big convex polygons against polygons, rectangles, segments") {
  oracle::Generator g(1615);
  for (int round = 0; round < 60; ++round) {
    CAPTURE(round);
    const auto a = int_convex::big_convex(g, 200, 150, {0, 0});
    // Apart, touching or overlapping: B's centre anywhere from inside A to well outside it.
    const Vec2 at{g.integer(-330, 330), g.integer(-330, 330)};
    std::vector<Vec2> b;
    switch (round % 4) {
      case 0: b = int_convex::big_convex(g, 100, 100, at); break;
      case 1: b = int_convex::to_doubles(int_convex::random_convex(g, -8, 8)); break;
      case 2: {
        const auto corners = rect_to_polygon({at.x, at.y, double(g.integer(1, 90)), double(g.integer(1, 90))});
        b.assign(corners.begin(), corners.end());
        break;
      }
      default: b = {at, at + Vec2{g.integer(-150, 150), g.integer(-150, 150)}};
    }
    if (round % 4 == 1)
      for (Vec2& v : b) v += at;
    SatTrace fast, book;
    count_every_axis(a, b, fast);
    convex_polygons_collide(a, b, SatOptions{.early_exit = false}, book);
    check_same_tally(fast, book);
    // And the other way round: the big polygon second.
    count_every_axis(b, a, fast);
    convex_polygons_collide(b, a, SatOptions{.early_exit = false}, book);
    check_same_tally(fast, book);
  }
}

TEST_CASE("count_every_axis: the book's tally for a big convex polygon and circles, apart, touching, overlapping") {
  oracle::Generator g(1616);
  for (int round = 0; round < 60; ++round) {
    CAPTURE(round);
    const auto a = int_convex::big_convex(g, 200, 150, {0, 0});
    // A circle centred on a vertex, on an edge's line, or anywhere; its radius from 0 up.
    Vec2 c{g.integer(-300, 300), g.integer(-300, 300)};
    if (round % 3 == 0) c = a[static_cast<std::size_t>(g.integer(0, static_cast<int>(a.size()) - 1))];
    const Circle circle{c, double(g.integer(0, 120))};
    SatTrace fast, book;
    count_every_axis(a, circle, fast);
    convex_polygon_circle_collide(a, circle, SatOptions{.early_exit = false}, book);
    check_same_tally(fast, book);
  }
}

TEST_CASE(
    "count_every_axis: a 10^4-gon and a triangle, apart by one unit: 10,003 axes, the triangle's one gap decides") {
  // The regular 10^4-gon of radius 1000 round the origin, rounded to doubles; the triangle sits
  // to its right with its left corner at x = 1001: only axes near the x axis can show the gap.
  std::vector<Vec2> ring;
  for (int k = 0; k < 10000; ++k)
    ring.push_back({1000 * std::cos(2 * M_PI * k / 10000), 1000 * std::sin(2 * M_PI * k / 10000)});
  const std::vector<Vec2> triangle{{1001, 0}, {1100, -50}, {1100, 50}};
  SatTrace counts;
  const SatResult r = count_every_axis(ring, triangle, counts);
  CHECK_FALSE(r.collide);
  CHECK(r.axes == 10003);
  CHECK(counts.steps.size() == 10003);
  CHECK(r.with_gap >= 1);
  // The triangle's left edge (its e2, from (1100, 50) to (1001, 0)) is not vertical; but the
  // ring's edge 0 normal points along +x: the ring reaches x = 1000, the triangle starts at 1001.
  CHECK(r.deciding == 0);
}

}  // namespace test_sat_counts
