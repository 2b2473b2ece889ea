// The swept tests (time of impact): cases checked by hand, and a property test of the moving
// separating axis test against an exact integer oracle written here.
//
// Index of this file:
//   [SECTION] By hand: polygons, circles, a circle and a polygon
//   [SECTION] The property test: an exact oracle on integer inputs
//   [SECTION] Circles: property tests on integer inputs
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/circle.hpp"
#include "collide/sat.hpp"
#include "collide/time_of_impact.hpp"
#include "int_convex.hpp"

namespace test_time_of_impact {

using collide::Circle;
using collide::circle_polygon_time_of_impact;
using collide::circles_time_of_impact;
using collide::convex_polygons_time_of_impact;
using collide::Overlap;
using collide::TimeOfImpactResult;
using collide::TimeOfImpactTrace;
using collide::Vec2;
using Points = std::vector<Vec2>;

namespace {

// [SECTION] By hand: polygons, circles, a circle and a polygon

// A 1 × 10 wall from x = 10 to 11, and a 2 × 2 box left of it, 8 away.
const Points wall{{10, 0}, {11, 0}, {11, 10}, {10, 10}};
const Points box{{0, 4}, {2, 4}, {2, 6}, {0, 6}};
const Points square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};

Points moved(const Points& p, Vec2 by) {
  Points out;
  for (const Vec2 v : p) out.push_back(v + by);
  return out;
}

}  // namespace

TEST_CASE("convex_polygons_time_of_impact: a box moving straight at a wall hits at gap / speed") {
  // Gap 8, speed 16: t = 0.5. A's e1 and e3 (and B's e1) all enter at 0.5; the first in book
  // order, A's e1, is the deciding axis. The normal points from the wall back to the box.
  TimeOfImpactTrace trace;
  const TimeOfImpactResult r = convex_polygons_time_of_impact(wall, box, {16, 0}, trace);
  CHECK(r.hit);
  CHECK(r.toi == 0.5);
  CHECK(r.normal == Vec2{-1, 0});
  CHECK(r.deciding == 1);
  CHECK_FALSE(r.overlapping_at_start);
  REQUIRE(trace.axes.size() == 8);
  // A's e0 (normal down): B does not move along it, the shadows overlap in y: always.
  CHECK(trace.axes[0].overlap == Overlap::Always);
  // A's e1 (normal +x): overlap from 0.5 (box's right edge reaches 10) to 13/16 (its left passes 11).
  CHECK(trace.axes[1].overlap == Overlap::Window);
  CHECK(trace.axes[1].entry == 0.5);
  CHECK(trace.axes[1].exit == 11.0 / 16);
  CHECK(trace.axes[1].closing_speed == 16);
  // At half the speed the box stops exactly on the wall: t = 1. At a quarter, 4 short: a miss.
  CHECK(convex_polygons_time_of_impact(wall, box, {8, 0}).toi == 1);
  CHECK_FALSE(convex_polygons_time_of_impact(wall, box, {4, 0}, trace).hit);
  CHECK(trace.result.deciding == 1);
}

TEST_CASE("convex_polygons_time_of_impact: B's straight stretch of two edges touches A on the edge it lands on") {
  // B's e0 (2, 1) → (3, 0) and e1 (3, 0) → (4, −1) lie on the line x + y = 3 and share its axis;
  // A's corner (1, 1) is on x + y = 2. Moving by (−5, 3), B closes that gap of 1/√2 at 2/√2 a unit
  // of time: t = 1/2, when B has moved (−2.5, 1.5) and A's corner meets the middle of B's e1,
  // (0.5, 1.5) → (1.5, 0.5). Both edges' axes enter at 1/2 (the first, e0, decides), but only
  // e1 touches A. Moving by (−3, 1) instead, the corner meets the middle of e0.
  const Points a{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
  const Points b{{2, 1}, {3, 0}, {4, -1}, {4, 1}};
  const TimeOfImpactResult on_e1 = convex_polygons_time_of_impact(a, b, {-5, 3});
  CHECK(on_e1.hit);
  CHECK(on_e1.toi == 0.5);
  CHECK(on_e1.deciding == 4);  // A's four axes, then B's e0
  CHECK(on_e1.at_entry.owner == collide::AxisOwner::B);
  CHECK(on_e1.at_entry.edge == 1);
  const TimeOfImpactResult on_e0 = convex_polygons_time_of_impact(a, b, {-3, 1});
  CHECK(on_e0.toi == 0.5);
  CHECK(on_e0.at_entry.edge == 0);
  // The same with the roles swapped: A's stretch is met by B's corner, moving the other way.
  const TimeOfImpactResult a_e1 = convex_polygons_time_of_impact(b, a, {5, -3});
  CHECK(a_e1.toi == 0.5);
  CHECK(a_e1.at_entry.owner == collide::AxisOwner::A);
  CHECK(a_e1.at_entry.edge == 1);
}

TEST_CASE(
    "convex_polygons_time_of_impact from two points: an arrow exactly parallel to an edge never crosses its normal") {
  // B moves from (0.1 / 3, −0.5) to (3.7, 0.5); A's e0 runs from (0.1 / 3, −3.5) to (3.7, −2.5),
  // the same arrow 3 lower. In doubles 3.7 − 0.1 / 3 rounds, so the rounded velocity crosses e0's
  // normal at about 1e−17 per step and its window opens near t = 1e16; taken from the two points,
  // exactly, B stays 2.5 above e0's line: that axis never overlaps, and B misses A.
  const double mx = 0.1 / 3;
  const Points a{{mx, -3.5}, {3.7, -2.5}, {3.7, -6}, {mx, -6}}, b{{0.1, -1}, {0, -1}, {0, 0.5}};
  const Vec2 from{mx, -0.5}, to{3.7, 0.5};
  TimeOfImpactTrace exact, rounded;
  const TimeOfImpactResult r = convex_polygons_time_of_impact(a, b, from, to, exact);
  CHECK_FALSE(r.hit);
  CHECK(r.miss == collide::TimeOfImpactMiss::Never);
  CHECK(r.never == 0);
  CHECK(exact.axes[0].overlap == Overlap::Never);
  CHECK(exact.axes[0].closing_speed == 0);
  CHECK(exact.velocity == to - from);
  // The same arrow as one rounded velocity: a window on e0 that opens or closes some 10¹⁶ steps away.
  convex_polygons_time_of_impact(a, b, to - from, rounded);
  REQUIRE(rounded.axes[0].overlap == Overlap::Window);
  CHECK(std::max(std::fabs(rounded.axes[0].entry), std::fabs(rounded.axes[0].exit)) > 1e15);
}

TEST_CASE("convex_polygons_time_of_impact: passing a corner by a hair misses, by nothing touches") {
  // The unit box's lower-left corner runs along x + y = 20 + ε, past the square's corner (10, 10).
  const double hair = std::nextafter(15.0, 16.0);
  const Points by_a_hair{{5, hair}, {6, hair}, {6, 16}, {5, 16}};
  CHECK_FALSE(convex_polygons_time_of_impact(square, by_a_hair, {10, -10}).hit);
  const Points exactly{{5, 15}, {6, 15}, {6, 16}, {5, 16}};
  const TimeOfImpactResult r = convex_polygons_time_of_impact(square, exactly, {10, -10});
  CHECK(r.hit);  // corner on corner at t = 0.5, for an instant
  CHECK(r.toi == 0.5);
}

TEST_CASE("convex_polygons_time_of_impact: already overlapping, moving away, not moving") {
  const Points inside{{4, 4}, {6, 4}, {6, 6}, {4, 6}};
  const TimeOfImpactResult overlapping = convex_polygons_time_of_impact(square, inside, {100, 3});
  CHECK(overlapping.hit);
  CHECK(overlapping.toi == 0);
  CHECK(overlapping.overlapping_at_start);
  CHECK(overlapping.normal == Vec2{0, 0});
  // The box left of the wall moving further left: the windows lie before t = 0.
  CHECK_FALSE(convex_polygons_time_of_impact(wall, box, {-5, 1}).hit);
  // Zero velocity: every axis is always or never; the answer is the static test's.
  TimeOfImpactTrace trace;
  const TimeOfImpactResult still = convex_polygons_time_of_impact(wall, box, {0, 0}, trace);
  CHECK_FALSE(still.hit);
  CHECK(still.never == 1);  // A's e1: the box lies wholly left of the wall, for ever
  CHECK(trace.axes[1].overlap == Overlap::Never);
  const TimeOfImpactResult touching_still = convex_polygons_time_of_impact(wall, moved(box, {8, 0}), {0, 0});
  CHECK(touching_still.hit);
  CHECK(touching_still.toi == 0);
  // Touching at t = 0 and moving in: the contact axis is known.
  const TimeOfImpactResult touching_in = convex_polygons_time_of_impact(wall, moved(box, {8, 0}), {1, 0});
  CHECK(touching_in.hit);
  CHECK(touching_in.toi == 0);
  CHECK(touching_in.normal == Vec2{-1, 0});
}

TEST_CASE("convex_polygons_time_of_impact: a velocity parallel to an edge") {
  // A slab 10 × 1; a unit box sliding right along its top line touches from t = 0.1 (its right
  // side reaches x = 0); one ulp higher it slides past for ever.
  const Points slab{{0, 0}, {10, 0}, {10, 1}, {0, 1}};
  const Points on_line{{-3, 1}, {-2, 1}, {-2, 2}, {-3, 2}};
  const TimeOfImpactResult r = convex_polygons_time_of_impact(slab, on_line, {20, 0});
  CHECK(r.hit);
  CHECK(r.toi == doctest::Approx(0.1).epsilon(1e-15));
  CHECK(r.normal == Vec2{-1, 0});
  const double above = std::nextafter(1.0, 2.0);
  const Points over{{-3, above}, {-2, above}, {-2, 2}, {-3, 2}};
  const TimeOfImpactResult miss = convex_polygons_time_of_impact(slab, over, {20, 0});
  CHECK_FALSE(miss.hit);
  CHECK(miss.never == 0);  // A's e0 (the bottom's line, normal down) already keeps B above
}

TEST_CASE("convex_polygons_time_of_impact: segments, points and empty input") {
  // A point moving along a segment's line onto it; a point passing beside a segment.
  const Points segment{{0, 0}, {4, 0}}, point{{-2, 0}}, beside{{-2, 1}};
  const TimeOfImpactResult along = convex_polygons_time_of_impact(segment, point, {4, 0});
  CHECK(along.hit);
  CHECK(along.toi == 0.5);
  CHECK_FALSE(convex_polygons_time_of_impact(segment, beside, {8, 0}).hit);
  // Two points: one moving exactly onto the other, and one just missing it.
  CHECK(convex_polygons_time_of_impact(Points{{1, 1}}, Points{{0, 0}}, {2, 2}).toi == 0.5);
  CHECK_FALSE(convex_polygons_time_of_impact(Points{{1, 1}}, Points{{0, 0}}, {2, 3}).hit);
  CHECK_FALSE(convex_polygons_time_of_impact(Points{}, box, {1, 0}).hit);
  // A repeated vertex (a zero-length edge) is skipped, not tested.
  TimeOfImpactTrace trace;
  const Points repeated{{10, 0}, {10, 0}, {11, 0}, {11, 10}, {10, 10}};
  CHECK(convex_polygons_time_of_impact(repeated, box, {16, 0}, trace).toi == 0.5);
  CHECK(trace.axes[0].degenerate);
}

TEST_CASE("convex_polygons_time_of_impact: the end of the step compared exactly, not by dividing") {
  // A thin triangle's tip at x = −2⁻⁶⁰ moving right at speed 1 at a wall whose face is x = 1:
  // the gap is 1 + 2⁻⁶⁰, so the tip arrives just after the step ends: a miss. In doubles the
  // gap rounds to 1 and gap / speed to exactly 1.0, which would call it a hit.
  const Points thin{{1, -1}, {2, -1}, {2, 1}, {1, 1}};
  const double tip_x = -0x1p-60;
  const Points tip{{tip_x, 0}, {-1, 0x1p-30}, {-1, -0x1p-30}};
  REQUIRE((1 - tip_x) / 1.0 == 1.0);
  CHECK_FALSE(convex_polygons_time_of_impact(thin, tip, {1, 0}).hit);
  // One ulp faster, the tip arrives just before the end.
  const TimeOfImpactResult r = convex_polygons_time_of_impact(thin, tip, {1 + 0x1p-52, 0});
  CHECK(r.hit);
  CHECK(r.toi < 1);
  CHECK(r.toi == doctest::Approx(1).epsilon(1e-15));
}

TEST_CASE("circles_time_of_impact: by hand") {
  const Circle a{{10, 0}, 1};
  // Surfaces 8 apart, closing at 16 per step: t = 0.5, normal from a back towards b.
  const TimeOfImpactResult hit = circles_time_of_impact(a, Circle{{0, 0}, 1}, {16, 0});
  CHECK(hit.hit);
  CHECK(hit.toi == 0.5);
  CHECK(hit.normal == Vec2{-1, 0});
  // Passing above at centre distance 2 + ulp misses; at exactly 2 they graze at t = 0.5.
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, std::nextafter(2.0, 3.0)}, 1}, {20, 0}).hit);
  const TimeOfImpactResult graze = circles_time_of_impact(a, Circle{{0, 2}, 1}, {20, 0});
  CHECK(graze.hit);
  CHECK(graze.toi == 0.5);
  CHECK(graze.normal == Vec2{0, 1});
  // Overlapping: toi 0, no normal. Moving away, standing still, stopping short: misses.
  const TimeOfImpactResult overlapping = circles_time_of_impact(a, Circle{{10.5, 0}, 1}, {-3, 0});
  CHECK(overlapping.hit);
  CHECK(overlapping.toi == 0);
  CHECK(overlapping.normal == Vec2{0, 0});
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, 0}, 1}, {-16, 0}).hit);
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, 0}, 1}, {0, 0}).hit);
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, 0}, 1}, {4, 0}).hit);
  // Stopping exactly on contact: t = 1.
  CHECK(circles_time_of_impact(a, Circle{{0, 0}, 1}, {8, 0}).toi == 1);
  // Touching at the start: a hit at 0 with the contact normal.
  CHECK(circles_time_of_impact(a, Circle{{8, 0}, 1}, {0, 0}).normal == Vec2{-1, 0});
}

TEST_CASE("circle_polygon_time_of_impact: by hand") {
  // A unit circle at (0, 5) moving right at the wall (x = 10): its rim reaches the wall at
  // x = 9, after 9 of 16: t = 0.5625, first touching e3 (the wall's left side).
  collide::CirclePolygonTimeOfImpactTrace trace;
  const TimeOfImpactResult r = circle_polygon_time_of_impact(Circle{{0, 5}, 1}, {16, 0}, wall, trace);
  CHECK(r.hit);
  CHECK(r.toi == doctest::Approx(0.5625).epsilon(1e-14));
  CHECK(r.normal.x == doctest::Approx(-1));
  CHECK(r.normal.y == doctest::Approx(0).epsilon(1e-15));
  CHECK(trace.contact_edge == 3);
  // Sliding along the square's top line at height 11 + ulp: a miss; at 11 it touches the
  // corner (0, 10) when the centre is above it, at t = 5/20.
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, std::nextafter(11.0, 12.0)}, 1}, {20, 0}, square).hit);
  const TimeOfImpactResult slide = circle_polygon_time_of_impact(Circle{{-5, 11}, 1}, {20, 0}, square, trace);
  CHECK(slide.hit);
  CHECK(slide.toi == doctest::Approx(0.25).epsilon(1e-12));
  // A corner first: the centre runs along y = 10.5 towards the corner (0, 10); it touches when
  // x = −√0.75, after (5 − √0.75)/20.
  const TimeOfImpactResult corner = circle_polygon_time_of_impact(Circle{{-5, 10.5}, 1}, {20, 0}, square, trace);
  CHECK(corner.hit);
  CHECK(corner.toi == doctest::Approx((5 - std::sqrt(0.75)) / 20).epsilon(1e-13));
  CHECK(trace.contact_vertex == 3);
  CHECK(corner.normal.x == doctest::Approx(-std::sqrt(0.75)));
  CHECK(corner.normal.y == doctest::Approx(0.5));
  // Inside at the start; moving away; standing still apart.
  CHECK(circle_polygon_time_of_impact(Circle{{5, 5}, 1}, {1, 0}, square).overlapping_at_start);
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, 5}, 1}, {-10, 0}, square).hit);
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, 5}, 1}, {0, 0}, square).hit);
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, 5}, 1}, {1, 0}, Points{}).hit);
}

// [SECTION] The property test: an exact oracle on integer inputs
//
// The oracle knows nothing of axes. B + t·v meets A at a set of times that is one interval
// (A − B is convex); its start is t = 0 or an instant at which a vertex of one shape reaches an
// edge (or a vertex) of the other. So it lists those instants as exact fractions, and tests
// the shapes at each, in increasing order, with an integer intersection test (any two edges
// cross or touch, or a vertex of one lies in the other).
namespace {

using int_convex::P;
__extension__ typedef __int128 Big;

struct Fraction {
  Big num = 0, den = 1;  // den > 0
  bool operator<(const Fraction& o) const { return num * o.den < o.num * den; }
  bool operator==(const Fraction& o) const { return num * o.den == o.num * den; }
};

Big cross(P a, P b) { return Big(a.x) * b.y - Big(a.y) * b.x; }
Big dot(P a, P b) { return Big(a.x) * b.x + Big(a.y) * b.y; }
P sub(P a, P b) { return {a.x - b.x, a.y - b.y}; }
int sgn(Big x) { return (x > 0) - (x < 0); }

// Closed segments pq and rs share a point (either may be a single point).
bool segments_meet(P p, P q, P r, P s) {
  const int d1 = sgn(cross(sub(q, p), sub(r, p))), d2 = sgn(cross(sub(q, p), sub(s, p)));
  const int d3 = sgn(cross(sub(s, r), sub(p, r))), d4 = sgn(cross(sub(s, r), sub(q, r)));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  auto on = [](P a, P b, P c) {  // c on segment ab, given collinear
    return sgn(cross(sub(b, a), sub(c, a))) == 0 && std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) &&
           std::min(a.y, b.y) <= c.y && c.y <= std::max(a.y, b.y);
  };
  return on(p, q, r) || on(p, q, s) || on(r, s, p) || on(r, s, q);
}

// c inside or on a convex polygon with area (either winding).
bool inside(const std::vector<P>& poly, P c) {
  Big area = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) area += cross(poly[i], poly[(i + 1) % poly.size()]);
  if (area == 0) return false;  // flat: its edges answer for it
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const P a = poly[i], b = poly[(i + 1) % poly.size()];
    if (sgn(cross(sub(b, a), sub(c, a))) * sgn(area) < 0) return false;
  }
  return true;
}

bool meet(const std::vector<P>& a, const std::vector<P>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < b.size(); ++j)
      if (segments_meet(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()])) return true;
  return inside(a, b[0]) || inside(b, a[0]);
}

// A and B + (num/den)·v, both scaled by den so every coordinate stays an integer.
bool meet_at(const std::vector<P>& a, const std::vector<P>& b, P v, const Fraction& t) {
  std::vector<P> sa, sb;
  const auto d = static_cast<long long>(t.den), n = static_cast<long long>(t.num);
  for (const P p : a) sa.push_back({p.x * d, p.y * d});
  for (const P p : b) sb.push_back({p.x * d + n * v.x, p.y * d + n * v.y});
  return meet(sa, sb);
}

// The instants in [0, 1] at which a vertex p, moving by `velocity`, lies on segment q1q2.
void vertex_edge_times(P p, P q1, P q2, P velocity, std::vector<Fraction>& out) {
  const P e = sub(q2, q1);
  const Big rate = cross(e, velocity);
  Fraction t;
  if (rate != 0) {
    t = {cross(e, sub(q1, p)), rate};
  } else if ((velocity.x != 0 || velocity.y != 0) && cross(sub(q1, p), velocity) == 0) {
    t = {dot(sub(q1, p), velocity), dot(velocity, velocity)};  // the path runs through q1
  } else {
    return;
  }
  if (t.den < 0) t.num = -t.num, t.den = -t.den;
  if (t.num < 0 || t.num > t.den) return;
  // Only where the moved vertex lies between q1 and q2 (times den, to stay in integers).
  const P at{static_cast<long long>((Big(p.x) - q1.x) * t.den + t.num * velocity.x),
             static_cast<long long>((Big(p.y) - q1.y) * t.den + t.num * velocity.y)};
  const Big along = dot(at, e);
  if (along >= 0 && along <= t.den * dot(e, e)) out.push_back(t);
}

struct OracleAnswer {
  bool hit = false;
  Fraction toi;
};

OracleAnswer oracle_time_of_impact(const std::vector<P>& a, const std::vector<P>& b, P v) {
  std::vector<Fraction> times{{0, 1}, {1, 1}};
  const P back{-v.x, -v.y};
  for (const P p : b)
    for (std::size_t i = 0; i < a.size(); ++i) vertex_edge_times(p, a[i], a[(i + 1) % a.size()], v, times);
  for (const P q : a)
    for (std::size_t j = 0; j < b.size(); ++j) vertex_edge_times(q, b[j], b[(j + 1) % b.size()], back, times);
  std::sort(times.begin(), times.end());
  times.erase(std::unique(times.begin(), times.end()), times.end());
  for (const Fraction& t : times)
    if (meet_at(a, b, v, t)) return {true, t};
  return {};
}

std::vector<P> shifted(std::vector<P> p, P by) {
  for (P& q : p) q = {q.x + by.x, q.y + by.y};
  return p;
}

// The largest separation over SAT's axes: > 0 apart by that much, ≤ 0 touching or overlapping.
double separation(const Points& a, const Points& b) {
  collide::SatTrace trace;
  collide::convex_polygons_collide(a, b, collide::SatOptions{.early_exit = false}, trace);
  double most = -HUGE_VAL;
  for (const auto& step : trace.steps)
    if (step.tested) most = std::max(most, step.separation);
  // Two points have no axis with a direction: their distance.
  return most == -HUGE_VAL ? std::hypot(a[0].x - b[0].x, a[0].y - b[0].y) : most;
}

// What a time-of-impact property counts over its rounds; the first three failures of each kind
// are reported with their round.
struct ToiTally {
  int wrong = 0, not_touching = 0, overlapping_before = 0, hits = 0, rounds = 0;

  // Whether the round goes on to check the time: the swept test hit, as the oracle says it does (a
  // wrong verdict is counted and reported).
  bool hit_as_expected(const TimeOfImpactResult& got, bool expected, int round) {
    ++rounds;
    if (got.hit != expected) {
      if (++wrong <= 3) CHECK_MESSAGE(false, "result differs, round " << round);
      return false;
    }
    hits += got.hit;
    return got.hit;
  }

  // A little before toi the shapes are still apart; `touch(t)`: do they touch at time t?
  template <class Touch>
  void apart_before(double toi, int round, Touch touch) {
    if (!(toi > 0)) return;
    const double before = toi - std::min(1e-7, toi / 2);
    if (touch(before) && ++overlapping_before <= 3)
      CHECK_MESSAGE(false, "already touching before toi, round " << round);
  }

  // Every verdict right, touching at toi and apart before it, and plenty of hits.
  void check() const {
    CHECK(wrong == 0);
    CHECK(not_touching == 0);
    CHECK(overlapping_before == 0);
    CHECK(hits > rounds / 10);  // the generator makes plenty of both answers
  }
};

}  // namespace

// 3·10⁴ rounds: 10⁵ found no disagreement when the test was written and took about 14 s of CPU
// under ASan, a fifth of the core's slow part.
TEST_CASE("convex_polygons_time_of_impact: property: 3·10^4 integer cases against the exact oracle" *
          doctest::test_suite("slow")) {
  oracle::Generator g(1303);
  ToiTally tally;
  int wrong_toi = 0;
  for (int round = 0; round < 30000; ++round) {
    const auto a = int_convex::random_convex(g, -6, 6);
    const P offset{g.integer(-16, 16), g.integer(-16, 16)};
    const auto b = shifted(int_convex::random_convex(g, -4, 4), offset);
    P v{g.integer(-24, 24), g.integer(-24, 24)};
    if (g.chance(0.1)) v.x = 0;
    if (g.chance(0.1)) v.y = 0;
    const OracleAnswer expected = oracle_time_of_impact(a, b, v);
    const Points da = int_convex::to_doubles(a), db = int_convex::to_doubles(b);
    const Vec2 dv{static_cast<double>(v.x), static_cast<double>(v.y)};
    const TimeOfImpactResult got = convex_polygons_time_of_impact(da, db, dv);
    if (!tally.hit_as_expected(got, expected.hit, round)) continue;
    // The oracle's fraction has small integer parts: one division rounds it correctly.
    const double exact = static_cast<double>(expected.toi.num) / static_cast<double>(expected.toi.den);
    if (std::fabs(got.toi - exact) > 2 * std::numeric_limits<double>::epsilon() * exact) {
      if (++wrong_toi <= 3) CHECK_MESSAGE(false, "toi " << got.toi << " vs " << exact << ", round " << round);
      continue;
    }
    // At toi, B touches A (up to the rounding of the moved coordinates); a little earlier it is
    // apart (SAT's exact verdict).
    if (std::fabs(separation(da, moved(db, got.toi * dv))) > 1e-9 && !(got.toi == 0 && got.overlapping_at_start)) {
      if (++tally.not_touching <= 3) {
        std::string text;
        for (auto q : a) text += "(" + std::to_string(q.x) + "," + std::to_string(q.y) + ")";
        text += " | ";
        for (auto q : b) text += "(" + std::to_string(q.x) + "," + std::to_string(q.y) + ")";
        text += " v " + std::to_string(v.x) + "," + std::to_string(v.y);
        CHECK_MESSAGE(false, "not touching at toi " << got.toi << " sep " << separation(da, moved(db, got.toi * dv))
                                                    << " round " << round << " " << text);
      }
    }
    tally.apart_before(got.toi, round,
                       [&](double t) { return collide::convex_polygons_collide(da, moved(db, t * dv)); });
  }
  tally.check();
  CHECK(wrong_toi == 0);
  CHECK(tally.hits < tally.rounds * 9 / 10);
}

// [SECTION] Circles: property tests on integer inputs
namespace {

// Whether |d + t·v|² ≤ R² for some t in [0, 1], from the minimum of the quadratic on [0, 1]
// (a different route from the core's roots): f(t) = A·t² + 2B·t + C.
bool circles_oracle(P d, P v, long long reach) {
  const Big A = dot(v, v), B = dot(d, v), C = dot(d, d) - Big(reach) * reach;
  if (C <= 0) return true;              // f(0) ≤ 0
  if (A + 2 * B + C <= 0) return true;  // f(1) ≤ 0
  if (B >= 0 || -B >= A) return false;  // the minimum is at an end: both ends > 0
  return B * B - A * C >= 0;            // f at −B/A is C − B²/A ≤ 0
}

// Squared distance from q to the closed segment s0 s1, as a fraction num / den, exactly.
Fraction distance_squared_to_segment(P q, P s0, P s1) {
  const P e = sub(s1, s0), w = sub(q, s0);
  const Big along = dot(w, e), length = dot(e, e);
  if (along <= 0 || length == 0) return {dot(w, w), 1};
  if (along >= length) return {dot(sub(q, s1), sub(q, s1)), 1};
  const Big c = cross(e, w);
  return {c * c, length};
}

// The moving circle's centre path from c to c + v comes within r of the convex polygon:
// the path crosses or enters it, or a corner of one is within r of the other (integers only).
bool circle_polygon_oracle(P c, long long r, P v, const std::vector<P>& poly) {
  const P end{c.x + v.x, c.y + v.y};
  const Fraction limit{Big(r) * r, 1};
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const P q1 = poly[i], q2 = poly[(i + 1) % poly.size()];
    if (segments_meet(c, end, q1, q2)) return true;
    if (!(limit < distance_squared_to_segment(q1, c, end))) return true;
    if (!(limit < distance_squared_to_segment(c, q1, q2))) return true;
    if (!(limit < distance_squared_to_segment(end, q1, q2))) return true;
  }
  return inside(poly, c);
}

}  // namespace

TEST_CASE("circles_time_of_impact: property: 10^5 integer cases against the minimum of the quadratic" *
          doctest::test_suite("slow")) {
  oracle::Generator g(77);
  ToiTally tally;
  for (int round = 0; round < 100000; ++round) {
    const Circle a{{double(g.integer(-10, 10)), double(g.integer(-10, 10))}, double(g.integer(0, 4))};
    const Circle b{{double(g.integer(-20, 20)), double(g.integer(-20, 20))}, double(g.integer(0, 4))};
    const Vec2 v{double(g.chance(0.1) ? 0 : g.integer(-30, 30)), double(g.chance(0.1) ? 0 : g.integer(-30, 30))};
    const P d{static_cast<long long>(b.c.x - a.c.x), static_cast<long long>(b.c.y - a.c.y)};
    const bool expected = circles_oracle(d, {static_cast<long long>(v.x), static_cast<long long>(v.y)},
                                         static_cast<long long>(a.r + b.r));
    const TimeOfImpactResult got = circles_time_of_impact(a, b, v);
    if (!tally.hit_as_expected(got, expected, round)) continue;
    // At toi the centres are r₁ + r₂ apart (to rounding), a little before they are farther.
    const Vec2 at = b.c + got.toi * v;
    const double gap = std::hypot(at.x - a.c.x, at.y - a.c.y) - (a.r + b.r);
    if (!got.overlapping_at_start && std::fabs(gap) > 1e-9 && ++tally.not_touching <= 3)
      CHECK_MESSAGE(false, "not touching at toi " << got.toi << ", round " << round);
    tally.apart_before(got.toi, round, [&](double t) { return collide::circles_collide(a, Circle{b.c + t * v, b.r}); });
  }
  tally.check();
}

TEST_CASE("circle_polygon_time_of_impact: property: 10^5 integer cases against an integer oracle" *
          doctest::test_suite("slow")) {
  oracle::Generator g(4242);
  ToiTally tally;
  for (int round = 0; round < 100000; ++round) {
    const auto poly = int_convex::random_convex(g, -6, 6);
    const P c{g.integer(-16, 16), g.integer(-16, 16)};
    const long long r = g.integer(0, 4);
    const P v{g.chance(0.1) ? 0 : g.integer(-30, 30), g.chance(0.1) ? 0 : g.integer(-30, 30)};
    const bool expected = circle_polygon_oracle(c, r, v, poly);
    const Points dp = int_convex::to_doubles(poly);
    const Circle circle{{double(c.x), double(c.y)}, double(r)};
    const Vec2 dv{double(v.x), double(v.y)};
    const TimeOfImpactResult got = circle_polygon_time_of_impact(circle, dv, dp);
    if (!tally.hit_as_expected(got, expected, round)) continue;
    // At toi the circle touches (the polygon's SAT with the circle: separation ≈ 0), and a
    // little before it is apart (exact).
    if (!got.overlapping_at_start) {
      collide::SatTrace trace;
      collide::convex_polygon_circle_collide(dp, Circle{circle.c + got.toi * dv, circle.r},
                                             collide::SatOptions{.early_exit = false}, trace);
      double most = -HUGE_VAL;
      for (const auto& step : trace.steps)
        if (step.tested) most = std::max(most, step.separation);
      // No tested axis (−∞): the centre sits exactly on a one-vertex polygon, which touches.
      if (most != -HUGE_VAL && std::fabs(most) > 1e-9 && ++tally.not_touching <= 3)
        CHECK_MESSAGE(false, "not touching at toi " << got.toi << " (separation " << most << "), round " << round);
    }
    tally.apart_before(got.toi, round, [&](double t) {
      return collide::convex_polygon_circle_collide(dp, Circle{circle.c + t * dv, circle.r});
    });
  }
  tally.check();
}

}  // namespace test_time_of_impact
