// Axis-aligned rectangles. The right and top edges sit at x + w and y + h, which doubles may
// not hold exactly, so each comparison against them is the exact sign of a three-term sum.
#include "collide/rect.hpp"

#include "collide/expansion.hpp"
#include "collide/filtered.hpp"

namespace collide {
namespace {

using filtered::Value;

// Sign of a + b + c, exactly.
int sign_of_sum(double a, double b, double c) {
  using filtered::exact;
  if (const int s = filtered::certain_sign(exact(a) + exact(b) + exact(c)); s != 2) return s;
  return (exact::E(a) + exact::E(b) + exact::E(c)).sign();
}

// v ≤ start + length, exactly.
bool at_most_end(double v, double start, double length) { return sign_of_sum(v, -start, -length) <= 0; }

// The gap from v to the interval [start, start + length] as up to three exact terms
// (its sum is the gap, 0 inside), so the squared distance can be formed exactly.
struct Gap {
  double t0 = 0, t1 = 0, t2 = 0;
};
Gap gap(double v, double start, double length) {
  if (v < start) return {start, -v, 0};
  if (!at_most_end(v, start, length)) return {v, -start, -length};
  return {};
}

// Sign of (gx)² + (gy)² − r², exactly.
int compare_gaps(Gap gx, Gap gy, double r) {
  using filtered::exact;
  const Value x = exact(gx.t0) + exact(gx.t1) + exact(gx.t2);
  const Value y = exact(gy.t0) + exact(gy.t1) + exact(gy.t2);
  if (const int s = filtered::certain_sign(x * x + y * y - exact(r) * exact(r)); s != 2) return s;
  const auto ex = exact::E(gx.t0) + exact::E(gx.t1) + exact::E(gx.t2);
  const auto ey = exact::E(gy.t0) + exact::E(gy.t1) + exact::E(gy.t2);
  return (ex * ex + ey * ey - exact::product(r, r)).sign();
}

double clamp_to(double v, double start, double length) {
  if (v < start) return start;
  if (!at_most_end(v, start, length)) return start + length;
  return v;
}

}  // namespace

bool point_in_rect(Vec2 p, const Rect& r) {
  return r.x <= p.x && at_most_end(p.x, r.x, r.w) && r.y <= p.y && at_most_end(p.y, r.y, r.h);
}

bool rects_collide(const Rect& a, const Rect& b, RectsTrace& trace) {
  trace.ax = {a.x, a.x + a.w};
  trace.bx = {b.x, b.x + b.w};
  trace.ay = {a.y, a.y + a.h};
  trace.by = {b.y, b.y + b.h};
  // overlap(a_min, a_max, b_min, b_max) with the maxima kept exact: a.x ≤ b.x + b.w, b.x ≤ a.x + a.w.
  trace.x_overlap = at_most_end(a.x, b.x, b.w) && at_most_end(b.x, a.x, a.w);
  trace.y_overlap = at_most_end(a.y, b.y, b.h) && at_most_end(b.y, a.y, a.h);
  return trace.x_overlap && trace.y_overlap;
}

bool rects_collide(const Rect& a, const Rect& b) {
  RectsTrace trace;
  return rects_collide(a, b, trace);
}

bool circle_rect_collide(const Circle& c, const Rect& r, CircleTrace& trace) {
  trace.closest = {clamp_to(c.c.x, r.x, r.w), clamp_to(c.c.y, r.y, r.h)};
  const Vec2 d = c.c - trace.closest;
  trace.distance_squared = d.x * d.x + d.y * d.y;
  trace.limit_squared = c.r * c.r;
  trace.collide = compare_gaps(gap(c.c.x, r.x, r.w), gap(c.c.y, r.y, r.h), c.r) <= 0;
  return trace.collide;
}

bool circle_rect_collide(const Circle& c, const Rect& r) {
  return compare_gaps(gap(c.c.x, r.x, r.w), gap(c.c.y, r.y, r.h), c.r) <= 0;
}

std::array<Vec2, 4> rect_to_polygon(const Rect& r) {
  return {Vec2{r.x, r.y}, Vec2{r.x + r.w, r.y}, Vec2{r.x + r.w, r.y + r.h}, Vec2{r.x, r.y + r.h}};
}

}  // namespace collide
