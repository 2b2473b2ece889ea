// Segments: crossing, touching, collinear overlap, closest point, segment vs line.
// Property tests compare with an oracle that solves a + s(b − a) = c + t(d − c) exactly.
#include <doctest/doctest.h>

#include <algorithm>

#include "collide/line.hpp"
#include "collide/segment.hpp"
#include "exact_oracle.hpp"

namespace test_segments {

using collide::Line;
using collide::Vec2;
using oracle::kCases;
using oracle::product_of_differences;
using oracle::Wide;

namespace {

Wide cross(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {  // (a2 − a1) × (b2 − b1)
  return product_of_differences(a2.x, a1.x, b2.y, b1.y) - product_of_differences(a2.y, a1.y, b2.x, b1.x);
}
Wide dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {  // (a2 − a1) · (b2 − b1)
  return product_of_differences(a2.x, a1.x, b2.x, b1.x) + product_of_differences(a2.y, a1.y, b2.y, b1.y);
}

// P lies on segment CD (C may equal D).
bool on_segment(Vec2 p, Vec2 c, Vec2 d) { return cross(c, d, c, p) == 0 && dot(p, c, p, d) <= 0; }

// AB and CD share a point: solve for the parameters s (on AB) and t (on CD) exactly.
bool oracle_intersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  if (a == b) return on_segment(a, c, d);
  if (c == d) return on_segment(c, a, b);
  const Wide denominator = cross(a, b, c, d);
  if (denominator != 0) {
    // s = ((c − a) × (d − c)) / denominator, t = ((c − a) × (b − a)) / denominator, both in [0, 1].
    Wide s = cross(a, c, c, d), t = cross(a, c, a, b), den = denominator;
    if (den < 0) s = -s, t = -t, den = -den;
    return 0 <= s && s <= den && 0 <= t && t <= den;
  }
  if (cross(a, b, a, c) != 0) return false;  // parallel, on different lines
  // One line: C and D at parameters dot(c − a, b − a) and dot(d − a, b − a); AB spans [0, |b − a|²].
  const Wide tc = dot(a, c, a, b), td = dot(a, d, a, b), length = dot(a, b, a, b);
  const Wide lo = tc < td ? tc : td, hi = tc < td ? td : tc;
  return lo <= length && hi >= 0;
}

Vec2 segment_end(oracle::Generator& g, Vec2 a, Vec2 b) {
  return g.chance(0.1) ? g.nudge(g.chance(0.5) ? a : b) : g.related(a, b);
}

}  // namespace

TEST_CASE("segments_intersect: hand-checked configurations") {
  collide::SegmentsTrace trace;
  // An X through (1, 1): C = (0, 2) is left of A → B, D = (2, 0) right; A is right of
  // C → D (heading down-right), B left. Each pair straddles.
  CHECK(collide::segments_intersect({0, 0}, {2, 2}, {0, 2}, {2, 0}, trace));
  CHECK(trace.abc == 1);
  CHECK(trace.abd == -1);
  CHECK(trace.cda == -1);
  CHECK(trace.cdb == 1);
  CHECK_FALSE(trace.collinear);
  // T shape: CD ends exactly on AB (touching counts).
  CHECK(collide::segments_intersect({0, 0}, {4, 0}, {2, 0}, {2, 3}, trace));
  CHECK(trace.abc == 0);
  CHECK(trace.abd == 1);
  // End to end at (2, 0), at an angle.
  CHECK(collide::segments_intersect({0, 0}, {2, 0}, {2, 0}, {3, 5}));
  // Parallel, one unit apart.
  CHECK_FALSE(collide::segments_intersect({0, 0}, {4, 0}, {0, 1}, {4, 1}));
  // CD's line crosses AB's line beyond B: apart.
  CHECK_FALSE(collide::segments_intersect({0, 0}, {1, 0}, {2, -1}, {2, 1}));
  // C on AB's line but beyond B, D off it: apart.
  CHECK_FALSE(collide::segments_intersect({0, 0}, {1, 0}, {2, 0}, {2, 1}, trace));
  CHECK(trace.abc == 0);
  CHECK(trace.cda * trace.cdb == 1);
  // Collinear: overlapping, touching end to end, and apart with a gap.
  CHECK(collide::segments_intersect({0, 0}, {4, 4}, {2, 2}, {6, 6}, trace));
  CHECK(trace.collinear);
  CHECK(collide::segments_intersect({0, 0}, {2, 2}, {2, 2}, {6, 6}, trace));
  CHECK(trace.collinear);
  CHECK_FALSE(collide::segments_intersect({0, 0}, {2, 2}, {3, 3}, {6, 6}, trace));
  CHECK(trace.collinear);
  // Vertical collinear segments (the x extents are equal, the y extents decide).
  CHECK_FALSE(collide::segments_intersect({1, 0}, {1, 2}, {1, 3}, {1, 5}));
  CHECK(collide::segments_intersect({1, 0}, {1, 3}, {1, 3}, {1, 5}));
  // A point segment on, and off, the other segment.
  CHECK(collide::segments_intersect({1, 1}, {1, 1}, {0, 0}, {2, 2}));
  CHECK_FALSE(collide::segments_intersect({3, 3}, {3, 3}, {0, 0}, {2, 2}));
  CHECK(collide::segments_intersect({3, 3}, {3, 3}, {3, 3}, {3, 3}));
  // Kettner-style near miss: D a single ulp below AB's line at x = 0.5 ⇒ apart, on it ⇒ touching.
  CHECK(collide::segments_intersect({0, 0}, {1, 1}, {0.5, 0.5}, {0.5, 2}));
  CHECK_FALSE(collide::segments_intersect({0, 0}, {1, 1}, {0.5, std::nextafter(0.5, 1.0)}, {0.5, 2}));
}

TEST_CASE("closest_point_on_segment: projection, clamping, the exact ends") {
  collide::ClosestPointTrace trace;
  // Above the middle of AB: the foot of the perpendicular, not clamped.
  CHECK(collide::closest_point_on_segment({2, 3}, {0, 0}, {4, 0}, trace) == Vec2{2, 0});
  CHECK(trace.t == 0.5);
  CHECK(trace.clamped_to == -1);
  // Before A: t < 0, clamped to A.
  CHECK(collide::closest_point_on_segment({-3, 1}, {0, 0}, {4, 0}, trace) == Vec2{0, 0});
  CHECK(trace.t == -0.75);
  CHECK(trace.projection == Vec2{-3, 0});
  CHECK(trace.clamped_to == 0);
  // Beyond B: clamped to B.
  CHECK(collide::closest_point_on_segment({6, -2}, {0, 0}, {4, 0}, trace) == Vec2{4, 0});
  CHECK(trace.t == 1.5);
  CHECK(trace.clamped_to == 1);
  // Exactly above B: B itself, no clamping needed.
  CHECK(collide::closest_point_on_segment({4, 7}, {0, 0}, {4, 0}, trace) == Vec2{4, 0});
  CHECK(trace.clamped_to == -1);
  // A diagonal segment: (0, 2) projects to (1, 1).
  CHECK(collide::closest_point_on_segment({0, 2}, {0, 0}, {2, 2}) == Vec2{1, 1});
  // A = B: A.
  CHECK(collide::closest_point_on_segment({5, 5}, {1, 2}, {1, 2}, trace) == Vec2{1, 2});
  CHECK(trace.clamped_to == -1);
}

TEST_CASE("line_segment_collide: a line meets a segment unless both ends are strictly on one side") {
  const Line y_is_1{0, 1, -1};                                   // y − 1 = 0
  CHECK(collide::line_segment_collide(y_is_1, {0, 0}, {0, 2}));  // crosses
  CHECK(collide::line_segment_collide(y_is_1, {0, 1}, {5, 3}));  // an end on the line
  CHECK(collide::line_segment_collide(y_is_1, {0, 1}, {5, 1}));  // lies along it
  CHECK_FALSE(collide::line_segment_collide(y_is_1, {0, 1.5}, {5, 3}));
  // The same with the line through two points.
  CHECK(collide::line_segment_collide({0, 1}, {1, 1}, {3, 0}, {3, 2}));
  CHECK(collide::line_segment_collide({0, 0}, {1, 1}, {5, 5}, {9, 0}));  // end on the diagonal
  CHECK_FALSE(collide::line_segment_collide({0, 0}, {1, 1}, {1, 0}, {9, 0}));
}

TEST_CASE("segments_intersect: 10^5 random cases vs an exact parametric oracle" * doctest::test_suite("slow")) {
  oracle::Generator g(11);
  int wrong = 0, hits = 0, collinear = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec2 a = g.point(), b = g.chance(0.03) ? a : g.point();
    const Vec2 c = segment_end(g, a, b), d = g.chance(0.03) ? c : segment_end(g, a, b);
    collide::SegmentsTrace trace;
    const bool ours = collide::segments_intersect(a, b, c, d, trace);
    const bool truth = oracle_intersect(a, b, c, d);
    wrong += ours != truth;
    if (i % 4 == 0) {
      wrong += collide::segments_intersect(a, b, c, d) != ours;  // fast path agrees with traced
      wrong += collide::segments_intersect(c, d, a, b) != ours;  // and the order does not matter
      // A y-down caller sees every point mirrored: the same verdict.
      auto flip = [](Vec2 v) { return Vec2{v.x, -v.y}; };
      wrong += collide::segments_intersect(flip(a), flip(b), flip(c), flip(d)) != ours;
    }
    hits += truth;
    collinear += trace.collinear;
  }
  CHECK(wrong == 0);
  // The generator really mixes the classes.
  oracle::check_both_answers(hits);
  CHECK(collinear > kCases / 20);
}

TEST_CASE("closest_point_on_segment: 10^5 random clamp decisions vs the exact oracle" * doctest::test_suite("slow")) {
  oracle::Generator g(12);
  int wrong = 0, clamped = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec2 a = g.point(), b = g.chance(0.02) ? a : g.point();
    // P often projects exactly or nearly onto an end: on the perpendicular through it.
    Vec2 p = g.point();
    if (g.chance(0.5) && a != b) {
      const Vec2 end = g.chance(0.5) ? a : b;
      const double k = g.integer(-3, 3);
      p = g.nudge(Vec2{oracle::snap(end.x - k * (b.y - a.y)), oracle::snap(end.y + k * (b.x - a.x))});
    }
    collide::ClosestPointTrace trace;
    const Vec2 closest = collide::closest_point_on_segment(p, a, b, trace);
    const Wide along = dot(a, p, a, b), length = dot(a, b, a, b);
    int expected_clamp = -1;
    Vec2 expected_end{};
    bool at_end = true;
    if (a == b)
      expected_end = a;
    else if (along < 0)
      expected_clamp = 0, expected_end = a;
    else if (along > length)
      expected_clamp = 1, expected_end = b;
    else if (along == 0)
      expected_end = a;
    else if (along == length)
      expected_end = b;
    else
      at_end = false;
    wrong += trace.clamped_to != expected_clamp;
    wrong += closest != trace.closest;
    if (at_end) {
      wrong += closest != expected_end;
    } else {  // strictly inside: on the segment's box, near the rounded projection
      wrong += closest.x < std::min(a.x, b.x) || closest.x > std::max(a.x, b.x);
      wrong += closest.y < std::min(a.y, b.y) || closest.y > std::max(a.y, b.y);
    }
    if (i % 4 == 0) wrong += collide::closest_point_on_segment(p, a, b) != closest;
    clamped += expected_clamp != -1;
  }
  CHECK(wrong == 0);
  CHECK(clamped > kCases / 5);
}

TEST_CASE("line_segment_collide: 10^5 random cases per form vs exact side values" * doctest::test_suite("slow")) {
  oracle::Generator g(13);
  int wrong = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec2 p1 = g.point(), p2 = g.point();
    if (p1 == p2) continue;
    const Vec2 a = g.related(p1, p2), b = g.related(p1, p2);
    // Exact: a and b are not strictly on one side of the line through p1 and p2.
    const Wide sa = cross(p1, p2, p1, a), sb = cross(p1, p2, p1, b);
    const bool truth = !((sa > 0 && sb > 0) || (sa < 0 && sb < 0));
    wrong += collide::line_segment_collide(p1, p2, a, b) != truth;
    // The same with coefficients: the rounded line_through is a different line, so the oracle
    // uses its stored coefficients.
    const Line l = collide::line_through(p1, p2);
    const Line snapped{oracle::snap(l.a), oracle::snap(l.b), oracle::snap(l.c)};
    auto side = [&](Vec2 p) {
      auto w = [](double x) { return Wide(oracle::scaled(x)); };
      return w(snapped.a) * w(p.x) + w(snapped.b) * w(p.y) + w(snapped.c) * w(1.0);
    };
    const Wide la = side(a), lb = side(b);
    const bool line_truth = !((la > 0 && lb > 0) || (la < 0 && lb < 0));
    wrong += collide::line_segment_collide(snapped, a, b) != line_truth;
  }
  CHECK(wrong == 0);
}

// Defect (issue 11): the collinear figure needs the part both segments cover, from the trace.
TEST_CASE("segments_intersect: collinear overlap carries the shared part") {
  collide::SegmentsTrace trace;
  // AB from (−3, 0) to (1, 0), CD from (0, 0) to (3, 0): they share [0, 1] on the x axis.
  CHECK(collide::segments_intersect({-3, 0}, {1, 0}, {0, 0}, {3, 0}, trace));
  CHECK(trace.collinear);
  CHECK(trace.shared.a == Vec2{0, 0});
  CHECK(trace.shared.b == Vec2{1, 0});
  // Either direction of either segment gives the same part.
  CHECK(collide::segments_intersect({1, 0}, {-3, 0}, {3, 0}, {0, 0}, trace));
  CHECK(trace.shared.a == Vec2{0, 0});
  CHECK(trace.shared.b == Vec2{1, 0});
  // Vertical, one inside the other: the inner one is the shared part.
  CHECK(collide::segments_intersect({2, -5}, {2, 5}, {2, 1}, {2, 3}, trace));
  CHECK(trace.shared.a == Vec2{2, 1});
  CHECK(trace.shared.b == Vec2{2, 3});
  // End to end: one point.
  CHECK(collide::segments_intersect({0, 0}, {1, 1}, {1, 1}, {2, 2}, trace));
  CHECK(trace.shared.a == Vec2{1, 1});
  CHECK(trace.shared.b == Vec2{1, 1});
  // Collinear and apart: none.
  CHECK_FALSE(collide::segments_intersect({0, 0}, {1, 1}, {2, 2}, {3, 3}, trace));
  CHECK(trace.shared.a == Vec2{0, 0});
  CHECK(trace.shared.b == Vec2{0, 0});
}

}  // namespace test_segments
