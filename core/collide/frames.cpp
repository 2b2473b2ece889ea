#include "collide/frames.hpp"

#include <algorithm>
#include <cmath>

#include "collide/vec.hpp"

namespace collide {
namespace {

// The rectangle's shadow on `unit`: the least and greatest dot product of a corner with it.
Interval shadow(const Rect& r, Vec2 unit) {
  Interval out{1e308, -1e308};
  for (const Vec2 corner : rect_to_polygon(r)) {
    const double d = dot(corner, unit);
    out.min = std::min(out.min, d), out.max = std::max(out.max, d);
  }
  return out;
}

// Whether [a] and [b] share exactly one end: shadows that touch without overlapping.
bool ends_meet(const Interval& a, const Interval& b) { return a.max == b.min || b.max == a.min; }

// The loop both movers share: `test(k)` runs the static test at frame k and returns its step;
// `beyond(k)` says whether frame k's mover lies wholly past the wall along the step.
template <class Test, class Beyond>
FramesResult run_frames(Vec2 step, int max_frames, FramesTrace& trace, Test test, Beyond beyond) {
  FramesResult& r = trace.result;
  const bool moving = step != Vec2{0, 0};
  for (int k = 0; k < std::max(max_frames, 1); ++k) {
    const FrameStep frame = test(k);
    trace.frames.push_back(frame);
    r.frames = k + 1;
    if (frame.collide) {
      r.hit = true, r.first_hit = k, r.touching = frame.touching;
      break;
    }
    if (beyond(k)) {
      r.past = true;
      break;
    }
    if (!moving) break;  // frame 0 is all there is
  }
  return r;
}

}  // namespace

FramesResult circle_rect_frames(const Circle& mover, Vec2 step, const Rect& wall, int max_frames, FramesTrace& trace) {
  trace = {};
  const Vec2 unit = normalize(step);
  const Interval w = shadow(wall, unit);
  trace.result.span = (w.max - w.min) + 2 * mover.r;
  auto test = [&](int k) {
    const Vec2 offset = static_cast<double>(k) * step;
    CircleTrace t;
    const bool hit = circle_rect_collide({mover.c + offset, mover.r}, wall, t);
    trace.circle.push_back(t);
    return FrameStep{offset, hit, hit && t.comparison == 0};
  };
  auto beyond = [&](int k) { return dot(mover.c + static_cast<double>(k) * step, unit) - mover.r > w.max; };
  return run_frames(step, max_frames, trace, test, beyond);
}

FramesResult circle_rect_frames(const Circle& mover, Vec2 step, const Rect& wall, int max_frames) {
  FramesTrace trace;
  return circle_rect_frames(mover, step, wall, max_frames, trace);
}

FramesResult rect_frames(const Rect& mover, Vec2 step, const Rect& wall, int max_frames, FramesTrace& trace) {
  trace = {};
  const Vec2 unit = normalize(step);
  const Interval w = shadow(wall, unit), m = shadow(mover, unit);
  trace.result.span = (w.max - w.min) + (m.max - m.min);
  auto moved = [&](int k) {
    const Vec2 offset = static_cast<double>(k) * step;
    return Rect{mover.x + offset.x, mover.y + offset.y, mover.w, mover.h};
  };
  auto test = [&](int k) {
    RectsTrace t;
    const bool hit = rects_collide(moved(k), wall, t);
    trace.rects.push_back(t);
    // Overlapping shadows on both axes, one of them meeting at an end only: they touch.
    const bool touching = hit && (ends_meet(t.ax, t.bx) || ends_meet(t.ay, t.by));
    return FrameStep{static_cast<double>(k) * step, hit, touching};
  };
  auto beyond = [&](int k) { return shadow(moved(k), unit).min > w.max; };
  return run_frames(step, max_frames, trace, test, beyond);
}

FramesResult rect_frames(const Rect& mover, Vec2 step, const Rect& wall, int max_frames) {
  FramesTrace trace;
  return rect_frames(mover, step, wall, max_frames, trace);
}

}  // namespace collide
