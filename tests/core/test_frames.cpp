// The discrete per-frame test and tunnelling: cases checked by hand (a wall x ∈ [0, 0.25],
// y ∈ [−2, 2]; a ball of radius 0.25, so it overlaps the wall while its centre is in
// [−0.25, 0.5], a stretch 0.75 long), and a sweep of start positions against the interval rule.
#include <doctest/doctest.h>

#include <cmath>

#include "collide/frames.hpp"

namespace test_frames {

using collide::Circle;
using collide::circle_rect_frames;
using collide::FramesTrace;
using collide::Rect;
using collide::rect_frames;
using collide::Vec2;

namespace {
const Rect wall{0, -2, 0.25, 4};
}  // namespace

TEST_CASE("frames: a ball stepping 2 per frame from x = −5 lands at −5, −3, −1, 1 and tunnels") {
  FramesTrace trace;
  const auto r = circle_rect_frames({{-5, 0}, 0.25}, {2, 0}, wall, 40, trace);
  CHECK_FALSE(r.hit);
  CHECK(r.first_hit == -1);
  CHECK(r.frames == 4);
  CHECK(r.past);
  CHECK(r.span == 0.75);  // 0.25 of wall + 0.5 of ball
  REQUIRE(trace.frames.size() == 4);
  CHECK(trace.frames[3].offset == Vec2{6, 0});
  REQUIRE(trace.circle.size() == 4);
  CHECK(trace.circle[2].closest == Vec2{0, 0});  // frame 2 at x = −1: 1 from the wall, r = 0.25
  CHECK(trace.circle[2].distance_squared == 1);
}

TEST_CASE("frames: stepping 0.5 (under 0.75) from x = −3, frame 6 lands at x = 0, inside the wall") {
  FramesTrace trace;
  const auto r = circle_rect_frames({{-3, 0}, 0.25}, {0.5, 0}, wall, 40, trace);
  CHECK(r.hit);
  CHECK(r.first_hit == 6);
  CHECK(r.frames == 7);
  CHECK_FALSE(trace.frames[6].touching);
  CHECK_FALSE(trace.frames[5].collide);  // x = −0.5: 0.5 from the wall
}

TEST_CASE("frames: a step of exactly 0.75 from x = −3.25 touches at frame 4 (x = −0.25)") {
  FramesTrace trace;
  const auto r = circle_rect_frames({{-3.25, 0}, 0.25}, {0.75, 0}, wall, 40, trace);
  CHECK(r.hit);
  CHECK(r.first_hit == 4);
  CHECK(trace.frames[4].touching);
}

TEST_CASE("frames: a ball passing above the wall (y = 3) is missed and wholly past it after x > 0.5") {
  const auto r = circle_rect_frames({{-1, 3}, 0.25}, {0.5, 0}, wall, 40);
  CHECK_FALSE(r.hit);
  CHECK(r.past);
  CHECK(r.frames == 5);  // x = −1, −0.5, 0, 0.5 (its left side still over the wall's), 1
}

TEST_CASE("frames: too slow to reach the wall within the cap, and a still mover, test what they can") {
  const auto slow = circle_rect_frames({{-5, 0}, 0.25}, {0.01, 0}, wall, 40);
  CHECK(slow.frames == 40);
  CHECK_FALSE(slow.hit);
  CHECK_FALSE(slow.past);
  const auto still = circle_rect_frames({{-5, 0}, 0.25}, {0, 0}, wall, 40);
  CHECK(still.frames == 1);
  CHECK_FALSE(still.hit);
}

TEST_CASE("frames: a 0.5 box stepping 2 from x = −5 tunnels; stepping 0.5 from −2.5 touches at frame 4") {
  const Rect box{-5, -0.25, 0.5, 0.5};
  const auto fast = rect_frames(box, {2, 0}, wall, 40);
  CHECK_FALSE(fast.hit);
  CHECK(fast.frames == 4);  // left edges −5, −3, −1, 1
  CHECK(fast.span == 0.75);
  FramesTrace trace;
  const auto slow = rect_frames({-2.5, -0.25, 0.5, 0.5}, {0.5, 0}, wall, 40, trace);
  CHECK(slow.hit);
  CHECK(slow.first_hit == 4);  // box [−0.5, 0]: its right side on the wall's left side
  CHECK(trace.frames[4].touching);
  CHECK(trace.rects[4].x_overlap);
}

TEST_CASE("frames: from 1024 starts, a step up to 0.75 never tunnels; a step of 1 does from some") {
  // The ball overlaps the wall while its centre is in [−0.25, 0.5]; frames x0 + k·step miss that
  // closed stretch exactly when the first frame at or after −0.25 is past 0.5. Dyadic numbers
  // throughout, so every position is exact.
  for (const double step : {0.25, 0.5, 0.75, 1.0, 1.5}) {
    int tunnelled = 0, disagree = 0;
    for (int i = 0; i < 1024; ++i) {
      const double x0 = -4 + i / 1024.0;
      const double k = std::ceil((-0.25 - x0) / step);
      const bool oracle_hit = x0 + k * step <= 0.5;
      const auto r = circle_rect_frames({{x0, 0}, 0.25}, {step, 0}, wall, 100);
      tunnelled += !r.hit;
      disagree += r.hit != oracle_hit;
    }
    INFO("step " << step);
    CHECK(disagree == 0);
    CHECK((tunnelled == 0) == (step <= 0.75));
  }
}

}  // namespace test_frames
