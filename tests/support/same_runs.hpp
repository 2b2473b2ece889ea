// Two runs that must agree entry for entry: a quick or early-stopping run against the book's
// traced run. Every field is compared exactly (both runs read the same vertices, so even the
// rounded numbers agree to the bit). The caller chooses the two runs; these checks only compare.
#pragma once

#include <doctest/doctest.h>

#include <cstddef>

#include "collide/ear_clip.hpp"
#include "collide/sat.hpp"

namespace same_runs {

inline void check_same_sat_result(const collide::SatResult& q, const collide::SatResult& b) {
  CHECK(q.collide == b.collide);
  CHECK(q.axes == b.axes);
  CHECK(q.tested == b.tested);
  CHECK(q.with_gap == b.with_gap);
  CHECK(q.touching == b.touching);
  CHECK(q.duplicates_skipped == b.duplicates_skipped);
  CHECK(q.deciding == b.deciding);
  CHECK(q.mtv == b.mtv);
  CHECK(q.circle_axis_vertex == b.circle_axis_vertex);
}

inline void check_same_interval(const collide::Interval& s, const collide::Interval& t) {
  CHECK(s.min == t.min);
  CHECK(s.max == t.max);
}

inline void check_same_axis_step(const collide::AxisStep& s, const collide::AxisStep& t) {
  CHECK(s.owner == t.owner);
  CHECK(s.edge == t.edge);
  CHECK(s.axis == t.axis);
  check_same_interval(s.a, t.a);
  check_same_interval(s.b, t.b);
  CHECK(s.tested == t.tested);
  CHECK(s.duplicate == t.duplicate);
  CHECK(s.parallel_to == t.parallel_to);
  CHECK(s.degenerate == t.degenerate);
  CHECK(s.along_line == t.along_line);
  CHECK(s.gap == t.gap);
  CHECK(s.touching == t.touching);
  CHECK(s.separation == t.separation);
  CHECK(s.unit == t.unit);
  check_same_interval(s.a_world, t.a_world);
  check_same_interval(s.b_world, t.b_world);
  check_same_interval(s.between, t.between);
  CHECK(s.a_low_at == t.a_low_at);
  CHECK(s.a_high_at == t.a_high_at);
  CHECK(s.b_low_at == t.b_low_at);
  CHECK(s.b_high_at == t.b_high_at);
}

// Every field of the result and of every step.
inline void check_same_sat_trace(const collide::SatTrace& q, const collide::SatTrace& b) {
  check_same_sat_result(q.result, b.result);
  REQUIRE(q.steps.size() == b.steps.size());
  for (std::size_t k = 0; k < b.steps.size(); ++k) {
    CAPTURE(k);
    check_same_axis_step(q.steps[k], b.steps[k]);
  }
}

// Every ear candidate, in order: the corner, its neighbours, the verdict and what blocked it.
inline void check_same_ear_candidates(const collide::EarClipTrace& q, const collide::EarClipTrace& b) {
  REQUIRE(q.candidates.size() == b.candidates.size());
  for (std::size_t k = 0; k < b.candidates.size(); ++k) {
    const auto &c = q.candidates[k], &d = b.candidates[k];
    CAPTURE(k);
    CHECK(c.vertex == d.vertex);
    CHECK(c.prev == d.prev);
    CHECK(c.next == d.next);
    CHECK(c.verdict == d.verdict);
    CHECK(c.blocking_vertex == d.blocking_vertex);
  }
}

}  // namespace same_runs
