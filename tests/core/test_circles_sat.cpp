// Two circles pushed apart along the line through their centres: cases checked by hand.
#include <doctest/doctest.h>

#include "collide/circles_sat.hpp"

namespace test_circles_sat {

using collide::Circle;
using collide::circles_sat;
using collide::SatTrace;
using collide::Vec2;

TEST_CASE("circles_sat: radii 2 and 1, centres 2 apart on x: overlap 1, B pushed 1 along +x") {
  SatTrace trace;
  const auto r = circles_sat({{0, 0}, 2}, {{2, 0}, 1}, trace);
  CHECK(r.collide);
  CHECK(r.mtv == Vec2{1, 0});  // 2 + 1 − 2 = 1, from A's centre towards B's
  REQUIRE(trace.steps.size() == 1);
  const auto& s = trace.steps[0];
  CHECK(s.separation == -1);
  CHECK(s.a_world.min == -2);
  CHECK(s.a_world.max == 2);
  CHECK(s.b_world.min == 1);
  CHECK(s.b_world.max == 3);
  CHECK(s.between.min == 1);  // B's near end to A's far end: the push-out
  CHECK(s.between.max == 2);
  CHECK(s.owner == collide::AxisOwner::Circle);
}

TEST_CASE("circles_sat: a 3-4-5 offset: centres 5 apart, radii 3 and 3, B pushed 1 along (0.6, 0.8)") {
  SatTrace trace;
  const auto r = circles_sat({{0, 0}, 3}, {{3, 4}, 3}, trace);
  CHECK(r.collide);
  CHECK(r.mtv.x == doctest::Approx(0.6));
  CHECK(r.mtv.y == doctest::Approx(0.8));
  CHECK(trace.steps[0].separation == doctest::Approx(-1));
}

TEST_CASE("circles_sat: touching (centres 3 apart, radii 1 and 2) and apart (4 apart) push nothing") {
  SatTrace trace;
  const auto touch = circles_sat({{0, 0}, 1}, {{0, 3}, 2}, trace);
  CHECK(touch.collide);
  CHECK(trace.steps[0].touching);
  CHECK(touch.mtv == Vec2{0, 0});
  const auto apart = circles_sat({{0, 0}, 1}, {{0, 4}, 2}, trace);
  CHECK_FALSE(apart.collide);
  CHECK(trace.steps[0].gap);
  CHECK(trace.steps[0].separation == 1);
  CHECK(apart.mtv == Vec2{0, 0});
}

TEST_CASE("circles_sat: one centre: no direction, so B goes along +x by r1 + r2") {
  SatTrace trace;
  const auto r = circles_sat({{1, 1}, 1}, {{1, 1}, 0.5}, trace);
  CHECK(r.collide);
  CHECK(trace.steps[0].degenerate);
  CHECK(r.mtv == Vec2{1.5, 0});
}

}  // namespace test_circles_sat
