// Axis-aligned rectangles. A rectangle is the polygon rect_to_polygon gives: its right and top
// edges sit at x + w and y + h rounded to doubles (see Rect in shapes.hpp), so every test here
// compares plain doubles, and only the circle's squared distance needs exact arithmetic.
#include "collide/rect.hpp"

#include <algorithm>

#include "collide/exact/expansion.hpp"
#include "collide/exact/filtered.hpp"

namespace collide {
namespace {

using filtered::Value;

// The gap from v to the interval [lo, hi] as two exact terms (their sum is the gap, 0 inside),
// so the squared distance can be formed exactly.
struct Gap {
  double t0 = 0, t1 = 0;
};
Gap gap(double v, Interval i) {
  if (v < i.min) return {i.min, -v};
  if (v > i.max) return {v, -i.max};
  return {};
}

// Sign of (gx)² + (gy)² − r², exactly.
int compare_gaps(Gap gx, Gap gy, double r) {
  using filtered::exact;
  const Value x = exact(gx.t0) + exact(gx.t1);
  const Value y = exact(gy.t0) + exact(gy.t1);
  if (const int s = filtered::certain_sign(x * x + y * y - exact(r) * exact(r)); s != 2) return s;
  const auto ex = exact::E(gx.t0) + exact::E(gx.t1);
  const auto ey = exact::E(gy.t0) + exact::E(gy.t1);
  return (ex * ex + ey * ey - exact::product(r, r)).sign();
}

// The rectangle's shadows: [x, x + w] and [y, y + h], the right and top rounded as in rect_to_polygon.
Interval x_shadow(const Rect& r) { return {r.x, r.x + r.w}; }
Interval y_shadow(const Rect& r) { return {r.y, r.y + r.h}; }

bool within(double v, Interval i) { return i.min <= v && v <= i.max; }
bool overlap(Interval a, Interval b) { return a.min <= b.max && b.min <= a.max; }

}  // namespace

bool point_in_rect(Vec2 p, const Rect& r) { return within(p.x, x_shadow(r)) && within(p.y, y_shadow(r)); }

bool point_in_rect(Vec2 p, const Rect& r, RectsTrace& trace) {
  trace.ax = x_shadow(r);
  trace.ay = y_shadow(r);
  trace.bx = {p.x, p.x};
  trace.by = {p.y, p.y};
  trace.x_overlap = within(p.x, trace.ax);
  trace.y_overlap = within(p.y, trace.ay);
  return trace.x_overlap && trace.y_overlap;
}

bool rects_collide(const Rect& a, const Rect& b, RectsTrace& trace) {
  trace.ax = x_shadow(a);
  trace.bx = x_shadow(b);
  trace.ay = y_shadow(a);
  trace.by = y_shadow(b);
  trace.x_overlap = overlap(trace.ax, trace.bx);
  trace.y_overlap = overlap(trace.ay, trace.by);
  return trace.x_overlap && trace.y_overlap;
}

bool rects_collide(const Rect& a, const Rect& b) {
  return overlap(x_shadow(a), x_shadow(b)) && overlap(y_shadow(a), y_shadow(b));
}

bool circle_rect_collide(const Circle& c, const Rect& r, CircleTrace& trace) {
  const Interval x = x_shadow(r), y = y_shadow(r);
  trace.closest = {std::clamp(c.c.x, x.min, x.max), std::clamp(c.c.y, y.min, y.max)};
  const Vec2 d = c.c - trace.closest;
  trace.distance_squared = d.x * d.x + d.y * d.y;
  trace.limit_squared = c.r * c.r;
  trace.comparison = compare_gaps(gap(c.c.x, x), gap(c.c.y, y), c.r);
  trace.collide = trace.comparison <= 0;
  return trace.collide;
}

bool circle_rect_collide(const Circle& c, const Rect& r) {
  return compare_gaps(gap(c.c.x, x_shadow(r)), gap(c.c.y, y_shadow(r)), c.r) <= 0;
}

std::array<Vec2, 4> rect_to_polygon(const Rect& r) {
  return {Vec2{r.x, r.y}, Vec2{r.x + r.w, r.y}, Vec2{r.x + r.w, r.y + r.h}, Vec2{r.x, r.y + r.h}};
}

}  // namespace collide
