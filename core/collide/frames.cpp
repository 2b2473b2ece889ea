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

// The stretch [from, to] of s where the point c + s·u (u of length 1) lies in a convex region,
// or empty (from > to). Meeting regions make one stretch: the union of their stretches.
struct PathStretch {
  double from = HUGE_VAL, to = -HUGE_VAL;
  bool empty() const { return from > to; }
  void join(const PathStretch& other) {
    if (other.empty()) return;
    from = std::min(from, other.from), to = std::max(to, other.to);
  }
};

// Along the line c + s·u through the box lo … hi (the slab method).
PathStretch line_through_box(Vec2 c, Vec2 u, Vec2 lo, Vec2 hi) {
  PathStretch out{-HUGE_VAL, HUGE_VAL};
  for (int i = 0; i < 2; ++i) {
    if (u[i] == 0) {
      if (c[i] < lo[i] || c[i] > hi[i]) return {};
      continue;
    }
    const double t0 = (lo[i] - c[i]) / u[i], t1 = (hi[i] - c[i]) / u[i];
    out.from = std::max(out.from, std::min(t0, t1)), out.to = std::min(out.to, std::max(t0, t1));
  }
  return out;
}

// Along the line c + s·u through the disc round q of radius r: |c − q + s·u|² = r².
PathStretch line_through_disc(Vec2 c, Vec2 u, Vec2 q, double r) {
  const Vec2 d = c - q;
  const double b = dot(d, u), disc = b * b - (dot(d, d) - r * r);
  if (disc < 0) return {};
  const double root = std::sqrt(disc);
  return {-b - root, -b + root};
}

// The length of a stretch, or −1 for none.
double stretch_length(const PathStretch& s) { return s.empty() ? -1 : s.to - s.from; }

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
  // The centre's line through the wall grown by r: two boxes grown one way each, a disc per corner.
  const Vec2 lo{wall.x, wall.y}, hi{wall.x + wall.w, wall.y + wall.h}, r{mover.r, mover.r};
  PathStretch path = line_through_box(mover.c, unit, lo - Vec2{r.x, 0}, hi + Vec2{r.x, 0});
  path.join(line_through_box(mover.c, unit, lo - Vec2{0, r.y}, hi + Vec2{0, r.y}));
  for (const Vec2 corner : rect_to_polygon(wall)) path.join(line_through_disc(mover.c, unit, corner, mover.r));
  if (step != Vec2{0, 0}) trace.result.path_span = stretch_length(path);
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
  // The box's middle's line through the wall grown by half the box each way.
  const Vec2 half{mover.w / 2, mover.h / 2}, middle = Vec2{mover.x, mover.y} + half;
  if (step != Vec2{0, 0})
    trace.result.path_span = stretch_length(
        line_through_box(middle, unit, Vec2{wall.x, wall.y} - half, Vec2{wall.x + wall.w, wall.y + wall.h} + half));
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
