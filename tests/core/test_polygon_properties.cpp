// Property tests for the polygon chapters: 10⁵ random cases per test against exact oracles
// (polygon_oracle.hpp, 512-bit integers, no code shared with the core), with integer, decimal
// and arbitrary coordinates, both windings, repeated and on-edge vertices, touching shapes and
// points on edges and vertices. The book's algorithm (traced and untraced) and the fast paths
// (collide::fast) must each agree with the oracle on every case.
//
// Index of this file:
//   [SECTION] Helpers: moved and touching shapes, a failure described
//   [SECTION] The convex chapter against the exact oracles
//   [SECTION] The concave chapter: ray casting, edge tests, ear clipping
#include <doctest/doctest.h>

#include <cmath>
#include <sstream>
#include <string>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "collide/fast/fast.hpp"
#include "collide/line.hpp"
#include "collide/rect.hpp"
#include "collide/sat.hpp"
#include "exact_oracle.hpp"
#include "polygon_oracle.hpp"

namespace test_polygon_properties {

using namespace collide;
using namespace poly_oracle;

using oracle::kCases;

namespace {

// [SECTION] Helpers: moved and touching shapes, a failure described

bool same(const SatResult& a, const SatResult& b) {
  return a.collide == b.collide && a.axes == b.axes && a.tested == b.tested && a.with_gap == b.with_gap &&
         a.duplicates_skipped == b.duplicates_skipped && a.deciding == b.deciding && a.mtv == b.mtv &&
         a.circle_axis_vertex == b.circle_axis_vertex;
}

Poly moved(Poly polygon, Vec2 by) {
  for (Vec2& v : polygon) v = snap(v + by);
  return polygon;
}

// Slides B so that one of its vertices lands on one of A's vertices or edges (touching, or
// nearly: the sums round).
Poly touching(Gen& g, const Poly& a, Poly b) {
  if (a.empty() || b.empty()) return b;
  const Vec2 target = g.chance(0.5) ? a[static_cast<std::size_t>(g.integer(0, int(a.size()) - 1))]
                                    : g.along(a[0], a[a.size() - 1]);
  return moved(b, target - b[static_cast<std::size_t>(g.integer(0, int(b.size()) - 1))]);
}

std::string describe(const Poly& polygon) {
  std::ostringstream out;
  out.precision(17);
  for (const Vec2 v : polygon) out << "(" << v.x << ", " << v.y << ") ";
  return out.str();
}

// The parts written one after another, numbers to 17 digits: what a failing case reports.
template <class... Parts>
std::string said(const Parts&... parts) {
  std::ostringstream out;
  out.precision(17);
  (out << ... << parts);
  return out.str();
}

// The loop of every property test here: kCases cases, each in a freshly picked mode (integer,
// decimal or arbitrary coordinates). `one_case(i)` checks case i and returns "" when every
// answer agrees with the oracle, else what to report; the first three such cases are reported.
template <class OneCase>
void check_cases(Gen& g, OneCase&& one_case) {
  int disagreements = 0;
  for (int i = 0; i < kCases; ++i) {
    g.pick_mode();
    const std::string problem = one_case(i);
    if (!problem.empty() && ++disagreements <= 3) MESSAGE(problem << " (case " << i << ", mode " << g.mode << ")");
  }
  CHECK(disagreements == 0);
}

}  // namespace

// [SECTION] The convex chapter against the exact oracles

TEST_CASE("property: point_in_convex_polygon agrees with the exact hull test" * doctest::test_suite("slow")) {
  Gen g(101);
  int boundary_cases = 0;
  PointInConvexTrace trace;
  check_cases(g, [&](int) -> std::string {
    const Poly poly = convex_polygon(g, 7);
    const Vec2 p = probe(g, poly);
    const Small<P> h = hull_points(big(poly));
    const P bp = big(p);
    const bool expected = in_hull(bp, h);
    const bool traced = point_in_convex_polygon(p, poly, trace);
    const bool untraced = point_in_convex_polygon(p, poly);
    const bool quick = fast::point_in_convex_polygon(p, poly);
    bool on_edge = false;
    for (const auto& [a, b] : hull_edges(h)) on_edge |= on_segment(bp, a, b);
    boundary_cases += on_edge;
    bool ok = traced == expected && untraced == expected && quick == expected && trace.on_boundary == on_edge;
    // With an area, P is outside exactly when some edge has it on its outer side.
    if (h.size() >= 3) ok = ok && (trace.outer_edges == 0) == expected;
    return ok ? "" : said("point (", p.x, ", ", p.y, ") in a polygon of ", poly.size());
  });
  CHECK(boundary_cases > kCases / 20);  // the degenerate class is really exercised
}

TEST_CASE("property: polygon_line_collide counts the exact signs" * doctest::test_suite("slow")) {
  Gen g(102);
  PolygonLineTrace trace;
  check_cases(g, [&](int) -> std::string {
    const Poly poly = star_polygon(g, 7);
    const Small<P> bpoly = big(poly);
    int plus = 0, minus = 0, zero = 0;
    bool untraced, traced;
    if (g.chance(0.5)) {
      // The true line through two points, often through a vertex or along an edge.
      const Vec2 p1 = g.chance(0.3) ? poly[0] : g.point();
      Vec2 p2 = g.chance(0.3) ? poly[1] : g.point();
      if (p2 == p1) p2 = p1 + Vec2{1, 0};
      const P b1 = big(p1), b2 = big(p2);
      for (const P& v : bpoly) {
        const int s = -orient(b1, b2, v);  // side() is positive on the right
        (s > 0 ? plus : s < 0 ? minus : zero) += 1;
      }
      untraced = polygon_line_collide(poly, p1, p2);
      traced = polygon_line_collide(poly, p1, p2, trace);
    } else {
      Line line{g.coordinate(), g.coordinate(), g.coordinate()};
      if (line.a == 0 && line.b == 0) line.a = 1;
      // a·x + b·y + c at scale 2¹¹².
      const Int a = big(line.a), b = big(line.b), c = big(line.c) * (Int(1) << kBits);
      for (const P& v : bpoly) {
        const int s = sign(a * v.x + b * v.y + c);
        (s > 0 ? plus : s < 0 ? minus : zero) += 1;
      }
      untraced = polygon_line_collide(poly, line);
      traced = polygon_line_collide(poly, line, trace);
    }
    const bool expected = !(plus == int(poly.size()) || minus == int(poly.size()));
    const bool ok = untraced == expected && traced == expected && trace.plus == plus && trace.minus == minus &&
                    trace.zero == zero;
    return ok ? "" : said("line against a polygon of ", poly.size());
  });
}

TEST_CASE("property: winding and is_convex agree with exact area and hull" * doctest::test_suite("slow")) {
  Gen g(103);
  int convex_seen = 0, concave_seen = 0;
  check_cases(g, [&](int) -> std::string {
    const Poly poly = g.chance(0.5) ? convex_polygon(g, 7) : star_polygon(g, 7);
    const Small<P> bpoly = big(poly);
    const Int area = area2(bpoly);
    const int turn = sign(area);
    // Convex: every vertex weakly on the inner side of every edge's line and the outline goes
    // round once (its area is the hull's); or flat (all on one line).
    bool expected;
    const Small<P> h = hull_points(bpoly);
    if (h.size() < 3) {
      expected = true;
    } else if (turn == 0) {
      expected = false;
    } else {
      expected = poly_oracle::abs(area) == area2(h);
      for (std::size_t e = 0; e < bpoly.size() && expected; ++e) {
        const P& a = bpoly[e];
        const P& b = bpoly[(e + 1) % bpoly.size()];
        for (const P& v : bpoly) expected = expected && orient(a, b, v) * turn >= 0;
      }
    }
    (expected ? convex_seen : concave_seen) += 1;
    const bool ok = winding(poly) == turn && is_convex(poly) == expected;
    return ok ? "" : said("polygon of ", poly.size(), " vertices");
  });
  CHECK(convex_seen > kCases / 10);
  CHECK(concave_seen > kCases / 10);
}

TEST_CASE("property: SAT on convex polygons agrees with the exact edge/containment oracle" *
          doctest::test_suite("slow")) {
  Gen g(104);
  int collisions = 0, mtv_failures = 0, mtv_checked = 0;
  const SatOptions all_options[] = {{true, false}, {false, false}, {true, true}, {false, true}};
  SatTrace trace;
  check_cases(g, [&](int i) -> std::string {
    const Poly a = convex_polygon(g, 6);
    Poly b = g.chance(0.15) ? Poly{g.point(), g.point()}  // a segment
                            : convex_polygon(g, 6);
    // Sliding B rounds its vertices, which can dent it by an ulp: keep its hull, which is convex.
    if (g.chance(0.3)) b = hull_of(touching(g, a, b));
    const bool expected = hulls_meet(hull_points(big(a)), hull_points(big(b)));
    collisions += expected;
    const SatOptions& options = all_options[i % 4];
    const SatResult untraced = convex_polygons_collide(a, b, options);
    const SatResult traced = convex_polygons_collide(a, b, options, trace);
    const bool plain_ok = (i % 4 != 1 || convex_polygons_collide(a, b) == expected) &&
                          fast::convex_polygons_collide(a, b) == expected &&
                          fast::convex_polygons_mtv(a, b).collide == expected;
    bool ok = plain_ok && untraced.collide == expected && same(untraced, traced) &&
              untraced.axes == int(a.size() + b.size()) && (untraced.with_gap == 0) == expected &&
              trace.steps.size() >= a.size() + b.size();
    // The edge test answers the same question another way (on a sample: it is n·m checks).
    if (i % 8 == 0) ok = ok && polygons_collide(a, b) == expected;

    // The MTV: 1 % short of it they still collide, 1 % past it they are apart.
    if (untraced.collide && i % 4 == 0 && std::hypot(untraced.mtv.x, untraced.mtv.y) > 1e-6) {
      ++mtv_checked;
      Poly short_of = b, past = b;
      for (Vec2& v : short_of) v += untraced.mtv * 0.99;
      for (Vec2& v : past) v += untraced.mtv * 1.01;
      if (!convex_polygons_collide(a, short_of) || convex_polygons_collide(a, past)) ++mtv_failures;
    }
    return ok ? "" : said("SAT: expected ", expected, ", A ", describe(a), ", B ", describe(b));
  });
  CHECK(mtv_failures == 0);
  CHECK(mtv_checked > kCases / 40);
  oracle::check_both_answers(collisions);
}

TEST_CASE("property: SAT polygon vs circle agrees with the exact distance oracle" * doctest::test_suite("slow")) {
  Gen g(105);
  int collisions = 0;
  SatTrace trace;
  check_cases(g, [&](int i) -> std::string {
    const Poly poly = convex_polygon(g, 6);
    Circle circle{g.point(), g.radius()};
    const int kind = g.integer(0, 5);
    const Vec2 v = poly[static_cast<std::size_t>(g.integer(0, int(poly.size()) - 1))];
    if (kind == 0) circle.c = v;  // centre on a vertex
    if (kind == 1) {
      // Touching a vertex from outside along a 3-4-5 triangle: |c − v| = r exactly.
      const double s = g.mode == 0 ? 1 : 0.5;
      circle = {snap(v + Vec2{3 * s * (g.chance(0.5) ? 1 : -1), 4 * s * (g.chance(0.5) ? 1 : -1)}), 5 * s};
    }
    const Small<P> h = hull_points(big(poly));
    const P c = big(circle.c);
    const Int r = big(circle.r);
    bool expected = in_hull(c, h);
    for (const auto& [p, q] : hull_edges(h)) expected = expected || segment_within(c, r, p, q);
    collisions += expected;
    bool ok = convex_polygon_circle_collide(poly, circle) == expected;
    const SatOptions options{i % 2 == 0, i % 4 >= 2};
    const SatResult untraced = convex_polygon_circle_collide(poly, circle, options);
    const SatResult traced = convex_polygon_circle_collide(poly, circle, options, trace);
    ok = ok && untraced.collide == expected && same(untraced, traced) && untraced.axes == int(poly.size()) + 1 &&
         trace.steps.size() == poly.size() + 1;
    // The edge-walking test answers the same question (on a sample).
    if (i % 8 == 0) ok = ok && polygon_circle_collide(poly, circle) == expected;
    return ok ? "" : "circle";
  });
  oracle::check_both_answers(collisions);
}

// [SECTION] The concave chapter: ray casting, edge tests, ear clipping

TEST_CASE("property: ray casting and classify_point agree with the exact winding parity" *
          doctest::test_suite("slow")) {
  Gen g(106);
  int boundary_cases = 0, inside_cases = 0;
  RayTrace trace;
  check_cases(g, [&](int) -> std::string {
    const Poly poly = star_polygon(g, 9);
    const Vec2 p = probe(g, poly);
    const Small<P> bpoly = big(poly);
    const P bp = big(p);
    const bool boundary = on_boundary(bp, bpoly);
    const bool inside = !boundary && inside_even_odd(bp, bpoly);
    boundary_cases += boundary;
    inside_cases += inside;
    const Location expected = boundary ? Location::Boundary : inside ? Location::Inside : Location::Outside;
    const bool traced = point_in_polygon(p, poly, trace);
    const bool untraced = point_in_polygon(p, poly);
    int toggles = 0;
    for (const RayCrossing& c : trace.crossings) toggles += c.toggled;
    bool ok = classify_point(p, poly) == expected && trace.location == expected && traced == untraced &&
              trace.inside == untraced && trace.count == toggles && untraced == (trace.count % 2 == 1);
    if (!boundary) ok = ok && untraced == inside;  // on the boundary the book's rule may go either way
    return ok ? "" : said("point (", p.x, ", ", p.y, ")");
  });
  CHECK(boundary_cases > kCases / 20);
  CHECK(inside_cases > kCases / 10);
}

TEST_CASE("property: edge tests (segment, circle, polygon, rectangle) agree with exact oracles" *
          doctest::test_suite("slow")) {
  Gen g(107);
  int collisions = 0;
  EdgeTestTrace trace;
  check_cases(g, [&](int i) -> std::string {
    const Poly poly = star_polygon(g, 8);
    const Small<P> bpoly = big(poly);
    bool expected = false, untraced = false, traced = false, fast_ok = true;
    switch (i % 4) {
      case 0: {  // segment
        const Vec2 a = probe(g, poly), b = g.chance(0.3) ? probe(g, poly) : g.point();
        const P ba = big(a), bb = big(b);
        for (std::size_t e = 0; e < bpoly.size(); ++e) {
          expected = expected || segments_meet(ba, bb, bpoly[e], bpoly[(e + 1) % bpoly.size()]);
        }
        expected = expected || inside_even_odd(ba, bpoly);
        untraced = polygon_segment_collide(poly, a, b);
        traced = polygon_segment_collide(poly, a, b, trace);
        break;
      }
      case 1: {  // circle
        const Circle circle{probe(g, poly), g.radius()};
        const P c = big(circle.c);
        const Int r = big(circle.r);
        for (std::size_t e = 0; e < bpoly.size(); ++e) {
          expected = expected || segment_within(c, r, bpoly[e], bpoly[(e + 1) % bpoly.size()]);
        }
        expected = expected || inside_even_odd(c, bpoly);
        untraced = polygon_circle_collide(poly, circle);
        traced = polygon_circle_collide(poly, circle, trace);
        break;
      }
      case 2: {  // two polygons
        Poly other = star_polygon(g, 6);
        if (g.chance(0.3)) other = touching(g, poly, other);
        const Small<P> bother = big(other);
        for (std::size_t e = 0; e < bpoly.size(); ++e) {
          for (std::size_t f = 0; f < bother.size(); ++f) {
            expected = expected || segments_meet(bpoly[e], bpoly[(e + 1) % bpoly.size()], bother[f],
                                                 bother[(f + 1) % bother.size()]);
          }
        }
        expected = expected || inside_even_odd(bpoly[0], bother) || inside_even_odd(bother[0], bpoly);
        untraced = polygons_collide(poly, other);
        fast_ok = fast::polygons_collide(poly, other) == expected;
        traced = polygons_collide(poly, other, trace);
        break;
      }
      default: {  // a rectangle
        const Vec2 corner = g.point();
        const Rect rect{corner.x, corner.y, std::fabs(g.coordinate()) + 0.5, std::fabs(g.coordinate()) + 0.5};
        const std::array<Vec2, 4> r4 = rect_to_polygon(rect);
        const Small<P> brect = big(Poly(r4.begin(), r4.end()));
        for (std::size_t e = 0; e < bpoly.size(); ++e) {
          for (std::size_t f = 0; f < 4; ++f) {
            expected = expected || segments_meet(bpoly[e], bpoly[(e + 1) % bpoly.size()], brect[f], brect[(f + 1) % 4]);
          }
        }
        expected = expected || inside_even_odd(bpoly[0], brect) || inside_even_odd(brect[0], bpoly);
        untraced = polygon_rect_collide(poly, rect);
        fast_ok = fast::polygons_collide(poly, r4) == expected;
        traced = polygon_rect_collide(poly, rect, trace);
      }
    }
    collisions += expected;
    // The trace stops at the first hit, and that check is the only hit.
    bool trace_ok = trace.collide == traced && (trace.first_hit < 0 || trace.first_hit == int(trace.checks.size()) - 1);
    if (trace.first_hit >= 0) trace_ok = trace_ok && trace.checks.back().hit;
    const bool ok = untraced == expected && traced == expected && fast_ok && trace_ok;
    return ok ? "" : said("edge test of kind ", i % 4);
  });
  oracle::check_both_answers(collisions);
}

TEST_CASE("property: ear clipping covers the polygon exactly, with no inverted triangle" *
          doctest::test_suite("slow")) {
  Gen g(108);
  int rejected = 0;
  EarClipTrace trace;
  check_cases(g, [&](int) -> std::string {
    const Poly poly = star_polygon(g, 9);
    const Small<P> bpoly = big(poly);
    const Triangulation result = ear_clip(poly, trace);
    const Triangulation untraced = ear_clip(poly);
    bool ok = untraced.triangles == result.triangles && untraced.error == result.error;
    // Simple: after collapsing repeated points, no two edges meet except neighbours at their
    // shared vertex (spikes aside, which the generator does not make).
    Small<P> distinct;
    for (std::size_t k = 0; k < bpoly.size(); ++k) {
      if (!(bpoly[k] == bpoly[(k + 1) % bpoly.size()])) distinct.push_back(bpoly[k]);
    }
    const std::size_t m = distinct.size();
    bool simple = m >= 3 && area2(bpoly) != 0;
    for (std::size_t k = 0; k < m && simple; ++k) {
      for (std::size_t l = k + 1; l < m && simple; ++l) {
        const P &p = distinct[k], &q = distinct[(k + 1) % m], &r = distinct[l], &s = distinct[(l + 1) % m];
        if (l == k + 1 || (k == 0 && l == m - 1)) {
          // Neighbours share one vertex; they may not fold back over each other.
          const P& shared = l == k + 1 ? q : p;
          const P& x = l == k + 1 ? p : q;
          const P& y = l == k + 1 ? s : r;
          simple = !(orient(x, shared, y) == 0 && dot(shared, x, y) > 0);
        } else {
          simple = !segments_meet(p, q, r, s);
        }
      }
    }
    if (!simple) {
      ++rejected;
      ok = ok && !result.ok() && result.triangles.empty();
    } else {
      ok = ok && result.ok() && result.triangles.size() <= poly.size() - 2;
      Int sum = 0;
      for (const auto& t : result.triangles) {
        const Int a = cross(bpoly[t[0]], bpoly[t[1]], bpoly[t[2]]);
        ok = ok && a > 0;  // counter-clockwise, never inverted or flat
        sum += a;
      }
      ok = ok && sum == poly_oracle::abs(area2(bpoly));
    }
    return ok ? "" : said("ear clipping: ", result.error);
  });
  CHECK(rejected > 0);
  CHECK(rejected < kCases / 2);
}

TEST_CASE("property: SAT over ear-clipped pieces agrees with the edge test" * doctest::test_suite("slow")) {
  Gen g(109);
  int compared = 0;
  PiecesTrace trace;
  check_cases(g, [&](int i) -> std::string {
    const Poly a = star_polygon(g, 5);
    Poly b = star_polygon(g, 4);
    if (g.chance(0.3)) b = touching(g, a, b);
    const Triangulation ta = ear_clip(a), tb = ear_clip(b);
    if (!ta.ok() || !tb.ok()) return "";  // not compared
    ++compared;
    const bool expected = polygons_collide(a, b);
    const bool untraced = convex_pieces_collide(a, ta, b, tb);
    const bool traced = i % 4 == 0 ? convex_pieces_collide(a, ta, b, tb, trace) : untraced;
    const bool ok = untraced == expected && traced == expected && (i % 4 != 0 || trace.collide == expected);
    return ok ? "" : "pieces";
  });
  CHECK(compared > kCases / 2);
}

}  // namespace test_polygon_properties
