// Exact signs, two stages each:
//  1. evaluate in doubles and bound the rounding error; if |value| > bound, its sign is right;
//  2. otherwise evaluate exactly with expansions (expansion.hpp) and take that sign.
// The cross and dot products use Shewchuk's static bound for orient2d (the fast path the SAT
// and point tests run millions of times); the rest use running error bounds (filtered.hpp).
//
// Index of this file:
//   [SECTION] the exact fallbacks' helpers
//   [SECTION] the signs of cross and dot products, sides and distances
//   [SECTION] the segment distances
//   [SECTION] the line distances and the projection on an axis
//   [SECTION] the lengths along two axes (compare_along_axis)
#include "collide/exact/predicates.hpp"

#include <array>
#include <cmath>
#include <utility>

#include "collide/exact/bounds.hpp"
#include "collide/exact/expansion.hpp"
#include "collide/exact/filtered.hpp"

namespace collide {
namespace {

// [SECTION] the exact fallbacks' helpers
using exact::diff;
using exact::E;
using exact::product;
using filtered::Value;

int sign_of(double x) { return (x > 0) - (x < 0); }

// fl(l ∓ r) for rounded products of rounded differences: Shewchuk's bound (bounds.hpp).
constexpr double kProductPairBound = bounds::kDeterminant;

// Sign of (p1 − p0)·(q1 − q0) ± (r1 − r0)·(s1 − s0) (`plus_or_minus` = +1 or −1), exactly.
// When the four differences are exact doubles (close or integer inputs, the usual reason
// the filter failed) two exact products suffice; otherwise each difference is a two-term
// expansion.
int exact_product_pair(double p1, double p0, double q1, double q0, double r1, double r0, double s1, double s0,
                       int plus_or_minus) {
  // The same two factors on both sides, (p·q − q·p) or (p·q − (−q)(−p)): zero, without
  // expansions. That is a segment crossed with itself either way round, which the SAT walks ask
  // of every edge along its own axis and the filter can never decide.
  if (plus_or_minus < 0 &&
      ((p1 == s1 && p0 == s0 && q1 == r1 && q0 == r0) || (p1 == s0 && p0 == s1 && q1 == r0 && q0 == r1)))
    return 0;
  double dp, tp, dq, tq, dr, tr, ds, ts;
  exact::two_sum(p1, -p0, dp, tp);
  exact::two_sum(q1, -q0, dq, tq);
  exact::two_sum(r1, -r0, dr, tr);
  exact::two_sum(s1, -s0, ds, ts);
  if (tp == 0 && tq == 0 && tr == 0 && ts == 0) {
    const auto second = product(dr, ds);
    return (product(dp, dq) + (plus_or_minus > 0 ? second : -second)).sign();
  }
  const auto second = diff(r1, r0) * diff(s1, s0);
  return (diff(p1, p0) * diff(q1, q0) + (plus_or_minus > 0 ? second : -second)).sign();
}

// Sign of (p1 − p0)·(q1 − q0) − (r1 − r0)·(s1 − s0), exactly.
// No early exit on the signs of the two products (Shewchuk's orient2d has one): on random
// input that branch is mispredicted half the time, and the bound holds for any signs.
inline int sign_of_product_difference(double p1, double p0, double q1, double q0, double r1, double r0, double s1,
                                      double s0) {
  const double left = (p1 - p0) * (q1 - q0);
  const double right = (r1 - r0) * (s1 - s0);
  const double value = left - right;
  if (std::fabs(value) > kProductPairBound * (std::fabs(left) + std::fabs(right))) return sign_of(value);
  return exact_product_pair(p1, p0, q1, q0, r1, r0, s1, s0, -1);
}

// Sign of (p1 − p0)·(q1 − q0) + (r1 − r0)·(s1 − s0), exactly.
inline int sign_of_product_sum(double p1, double p0, double q1, double q0, double r1, double r0, double s1, double s0) {
  const double left = (p1 - p0) * (q1 - q0);
  const double right = (r1 - r0) * (s1 - s0);
  const double value = left + right;
  if (std::fabs(value) > kProductPairBound * (std::fabs(left) + std::fabs(right))) return sign_of(value);
  return exact_product_pair(p1, p0, q1, q0, r1, r0, s1, s0, 1);
}

Value difference(double a, double b) { return filtered::exact(a) - filtered::exact(b); }

// |p − q|² as exact expansion.
auto exact_distance_squared(Vec2 p, Vec2 q) {
  const auto dx = diff(p.x, q.x);
  const auto dy = diff(p.y, q.y);
  return dx * dx + dy * dy;
}

// The four differences a − b as doubles, when every one of them is exact (no rounding):
// then the exact fallbacks below work on single doubles instead of two-term expansions.
bool exact_differences(double a1, double b1, double& d1, double a2, double b2, double& d2, double a3, double b3,
                       double& d3, double a4, double b4, double& d4) {
  double t1, t2, t3, t4;
  exact::two_sum(a1, -b1, d1, t1);
  exact::two_sum(a2, -b2, d2, t2);
  exact::two_sum(a3, -b3, d3, t3);
  exact::two_sum(a4, -b4, d4, t4);
  return t1 == 0 && t2 == 0 && t3 == 0 && t4 == 0;
}

// Sign of (u × w)² − r²·|u|², given the exact components of u and w.
template <class X>
int line_distance_sign(const X& ux, const X& uy, const X& wx, const X& wy, double r) {
  const auto cross = ux * wy - uy * wx;
  return (cross * cross - product(r, r) * (ux * ux + uy * uy)).sign();
}

// Sign of d² − r²·|n|² with d = w·n, or w·n⊥ for an edge normal (the caller knows d > 0).
template <class X>
int shadow_beyond_sign(const X& nx, const X& ny, const X& wx, const X& wy, double r, bool edge_normal) {
  const auto d = edge_normal ? wx * ny - wy * nx : wx * nx + wy * ny;
  return (d * d - product(r, r) * (nx * nx + ny * ny)).sign();
}

// Where on segment pq the point nearest c lies: its end p, its end q, or inside (the foot of
// the perpendicular). A segment whose ends coincide is its end p.
enum class Foot { P, Q, Inside };
Foot foot_on_segment(Vec2 c, Vec2 p, Vec2 q) {
  if ((p.x == q.x && p.y == q.y) || sign_dot(p, q, p, c) <= 0) return Foot::P;
  return sign_dot(q, p, q, c) <= 0 ? Foot::Q : Foot::Inside;
}

// dist(c, pq)² as a fraction num / den with den = |q − p|² (> 0), built from the exact
// differences u = q − p, w = c − p, v = c − q (any type with + − ·: Value or expansions):
// an end's |w|²·den / den, or inside cross(u, w)² / den. `one` stands in for u when p = q.
template <class X>
struct SegmentDistance {
  X ux, uy, wx, wy, vx, vy;
  Foot foot;
  auto den() const { return ux * ux + uy * uy; }
  auto num() const {
    if (foot == Foot::Inside) {
      const auto cross = ux * wy - uy * wx;
      return cross * cross;
    }
    const auto end = foot == Foot::P ? wx * wx + wy * wy : vx * vx + vy * vy;
    return end * den();
  }
};

template <class X, class Diff>
SegmentDistance<X> segment_distance(Vec2 c, Vec2 p, Vec2 q, Diff d, X one, X zero) {
  const Foot foot = foot_on_segment(c, p, q);
  const bool point = p.x == q.x && p.y == q.y;
  return {
      point ? one : d(q.x, p.x), point ? zero : d(q.y, p.y), d(c.x, p.x), d(c.y, p.y), d(c.x, q.x), d(c.y, q.y), foot};
}

template <class X, class Diff>
int segment_distances_sign(Vec2 c, Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2, Diff d, X one, X zero) {
  const auto s1 = segment_distance(c, p1, q1, d, one, zero), s2 = segment_distance(c, p2, q2, d, one, zero);
  return (s1.num() * s2.den() - s2.num() * s1.den()).sign();
}

// Sign of d₁²·|n₂|² − d₂²·|n₁|² for d = w·n (or w·n⊥), given each one's exact components.
template <class X>
int along_squares_sign(const std::array<X, 4>& x, const std::array<X, 4>& y, bool x_normal, bool y_normal) {
  // {w.x, w.y, n.x, n.y} of each: d = w·n, or w·n⊥ = wx·ny − wy·nx.
  const auto d1 = x_normal ? x[0] * x[3] - x[1] * x[2] : x[0] * x[2] + x[1] * x[3];
  const auto d2 = y_normal ? y[0] * y[3] - y[1] * y[2] : y[0] * y[2] + y[1] * y[3];
  const auto n1 = x[2] * x[2] + x[3] * x[3], n2 = y[2] * y[2] + y[3] * y[3];
  return ((d1 * d1) * n2 - (d2 * d2) * n1).sign();
}

// The signs of the two lengths' numerators, exactly.
int along_sign(const AlongAxis& a) {
  return a.edge_normal ? sign_cross(a.from, a.to, a.axis_from, a.axis_to)
                       : sign_dot(a.from, a.to, a.axis_from, a.axis_to);
}

}  // namespace

// [SECTION] the signs of cross and dot products, sides and distances
int orientation(Vec2 a, Vec2 b, Vec2 c) {
  // (a − c) × (b − c), the form Shewchuk's orient2d bounds.
  return sign_of_product_difference(a.x, c.x, b.y, c.y, a.y, c.y, b.x, c.x);
}

int sign_cross(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  return sign_of_product_difference(a2.x, a1.x, b2.y, b1.y, a2.y, a1.y, b2.x, b1.x);
}

int sign_dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  return sign_of_product_sum(a2.x, a1.x, b2.x, b1.x, a2.y, a1.y, b2.y, b1.y);
}

int sign_side(Vec2 p, const Line& line) {
  using filtered::exact;
  const Value value = exact(line.a) * exact(p.x) + exact(line.b) * exact(p.y) + exact(line.c);
  if (const int s = filtered::certain_sign(value); s != 2) return s;
  return (product(line.a, p.x) + product(line.b, p.y) + E(line.c)).sign();
}

int compare_distance(Vec2 p, Vec2 q, double r) {
  const Value dx = difference(p.x, q.x), dy = difference(p.y, q.y), rr = filtered::exact(r);
  if (const int s = filtered::certain_sign(dx * dx + dy * dy - rr * rr); s != 2) return s;
  return (exact_distance_squared(p, q) - product(r, r)).sign();
}

int compare_distance_sum(Vec2 p, Vec2 q, double r1, double r2) {
  const Value dx = difference(p.x, q.x), dy = difference(p.y, q.y);
  const Value sum = filtered::exact(r1) + filtered::exact(r2);
  if (const int s = filtered::certain_sign(dx * dx + dy * dy - sum * sum); s != 2) return s;
  const auto exact_sum = E(r1) + E(r2);
  return (exact_distance_squared(p, q) - exact_sum * exact_sum).sign();
}

int compare_distances(Vec2 p, Vec2 q1, Vec2 q2) {
  const Value dx1 = difference(p.x, q1.x), dy1 = difference(p.y, q1.y);
  const Value dx2 = difference(p.x, q2.x), dy2 = difference(p.y, q2.y);
  const Value value = (dx1 * dx1 + dy1 * dy1) - (dx2 * dx2 + dy2 * dy2);
  if (const int s = filtered::certain_sign(value); s != 2) return s;
  return (exact_distance_squared(p, q1) - exact_distance_squared(p, q2)).sign();
}

// [SECTION] the segment distances
// Each distance² as num / den (SegmentDistance), so compare num₁·den₂ with num₂·den₁.
int compare_segment_distances(Vec2 c, Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2) {
  {
    const auto s1 = segment_distance(c, p1, q1, difference, filtered::exact(1), filtered::exact(0));
    const auto s2 = segment_distance(c, p2, q2, difference, filtered::exact(1), filtered::exact(0));
    if (const int s = filtered::certain_sign(s1.num() * s2.den() - s2.num() * s1.den()); s != 2) return s;
  }
  // Every difference exact in a double (close or integer inputs, the usual tie): single-double
  // factors keep the expansions small (256 terms, not 32,768: a small stack, as in the browser).
  bool all_exact = true;
  for (auto [v, w] : {std::pair{q1, p1}, {c, p1}, {c, q1}, {q2, p2}, {c, p2}, {c, q2}}) {
    double d, t;
    exact::two_sum(v.x, -w.x, d, t), all_exact = all_exact && t == 0;
    exact::two_sum(v.y, -w.y, d, t), all_exact = all_exact && t == 0;
  }
  if (all_exact)
    return segment_distances_sign(
        c, p1, q1, p2, q2, [](double a, double b) { return E(a - b); }, E(1), E(0));
  return segment_distances_sign(c, p1, q1, p2, q2, diff, diff(1, 0), diff(0, 0));
}

// [SECTION] the line distances and the projection on an axis
// distance² = cross(b − a, c − a)² / |b − a|², so compare cross² with r²·|b − a|².
int compare_line_distance(Vec2 c, Vec2 a, Vec2 b, double r) {
  const Value ux = difference(b.x, a.x), uy = difference(b.y, a.y);
  const Value wx = difference(c.x, a.x), wy = difference(c.y, a.y);
  const Value cross = ux * wy - uy * wx;
  const Value rr = filtered::exact(r);
  const Value value = cross * cross - rr * rr * (ux * ux + uy * uy);
  if (const int s = filtered::certain_sign(value); s != 2) return s;
  if (double ux, uy, wx, wy; exact_differences(b.x, a.x, ux, b.y, a.y, uy, c.x, a.x, wx, c.y, a.y, wy))
    return line_distance_sign(E(ux), E(uy), E(wx), E(wy), r);
  return line_distance_sign(diff(b.x, a.x), diff(b.y, a.y), diff(c.x, a.x), diff(c.y, a.y), r);
}

// distance² = (a·x + b·y + c)² / (a² + b²).
int compare_line_distance(Vec2 c, const Line& line, double r) {
  using filtered::exact;
  const Value a = exact(line.a), b = exact(line.b), rr = exact(r);
  const Value side = a * exact(c.x) + b * exact(c.y) + exact(line.c);
  const Value value = side * side - rr * rr * (a * a + b * b);
  if (const int s = filtered::certain_sign(value); s != 2) return s;
  const auto exact_side = product(line.a, c.x) + product(line.b, c.y) + E(line.c);
  const auto normal_squared = product(line.a, line.a) + product(line.b, line.b);
  return (exact_side * exact_side - product(r, r) * normal_squared).sign();
}

int compare_projection(Vec2 v, Vec2 c, double r, Vec2 from, Vec2 to, bool edge_normal) {
  // n = to − from, or its perpendicular (n.y, −n.x): the same length either way.
  const Value nx = difference(to.x, from.x), ny = difference(to.y, from.y);
  const Value wx = difference(v.x, c.x), wy = difference(v.y, c.y);
  const Value d = edge_normal ? wx * ny - wy * nx : wx * nx + wy * ny;
  const Value value = d - filtered::exact(r) * filtered::sqrt(nx * nx + ny * ny);
  if (const int s = filtered::certain_sign(value); s != 2) return s;

  // Exactly: first the sign of d = dot(v − c, n), then, when d > 0 and r·|n| > 0,
  // d − r·|n| has the sign of d² − r²·|n|².
  const int d_sign = edge_normal ? sign_cross(c, v, from, to) : sign_dot(c, v, from, to);
  const bool n_zero = from.x == to.x && from.y == to.y;
  if (r == 0 || n_zero) return d_sign;
  if (d_sign <= 0) return -1;
  if (double nx, ny, wx, wy; exact_differences(to.x, from.x, nx, to.y, from.y, ny, v.x, c.x, wx, v.y, c.y, wy))
    return shadow_beyond_sign(E(nx), E(ny), E(wx), E(wy), r, edge_normal);
  return shadow_beyond_sign(diff(to.x, from.x), diff(to.y, from.y), diff(v.x, c.x), diff(v.y, c.y), r, edge_normal);
}

// [SECTION] the lengths along two axes (compare_along_axis)
// d₁/|n₁| − d₂/|n₂| has the sign of d₁·|n₂| − d₂·|n₁|. Exactly: by the signs of d₁ and d₂ when
// they differ, else by d₁²·|n₂|² against d₂²·|n₁|² (reversed for two negative lengths).
int compare_along_axis(const AlongAxis& x, const AlongAxis& y) {
  {
    const auto d = [](const AlongAxis& a) {
      const Value nx = difference(a.axis_to.x, a.axis_from.x), ny = difference(a.axis_to.y, a.axis_from.y);
      const Value wx = difference(a.to.x, a.from.x), wy = difference(a.to.y, a.from.y);
      return std::pair{a.edge_normal ? wx * ny - wy * nx : wx * nx + wy * ny, filtered::sqrt(nx * nx + ny * ny)};
    };
    const auto [d1, n1] = d(x);
    const auto [d2, n2] = d(y);
    if (const int s = filtered::certain_sign(d1 * n2 - d2 * n1); s != 2) return s;
  }
  const int s1 = along_sign(x), s2 = along_sign(y);
  if (s1 != s2) return s1 > s2 ? 1 : -1;
  if (s1 == 0) return 0;
  // Each one's w = to − from and n = axis_to − axis_from, as single doubles when every difference is.
  const std::array<std::pair<double, double>, 8> parts{std::pair{x.to.x, x.from.x},  {x.to.y, x.from.y},
                                                       {x.axis_to.x, x.axis_from.x}, {x.axis_to.y, x.axis_from.y},
                                                       {y.to.x, y.from.x},           {y.to.y, y.from.y},
                                                       {y.axis_to.x, y.axis_from.x}, {y.axis_to.y, y.axis_from.y}};
  bool all_exact = true;
  std::array<double, 8> plain{};
  for (std::size_t i = 0; i < parts.size(); ++i) {
    double t;
    exact::two_sum(parts[i].first, -parts[i].second, plain[i], t);
    all_exact = all_exact && t == 0;
  }
  int sign;
  if (all_exact) {
    std::array<exact::Expansion<1>, 4> e1, e2;
    for (std::size_t i = 0; i < 4; ++i) e1[i] = E(plain[i]), e2[i] = E(plain[i + 4]);
    sign = along_squares_sign<exact::Expansion<1>>(e1, e2, x.edge_normal, y.edge_normal);
  } else {
    std::array<exact::Expansion<2>, 4> e1, e2;
    for (std::size_t i = 0; i < 4; ++i)
      e1[i] = diff(parts[i].first, parts[i].second), e2[i] = diff(parts[i + 4].first, parts[i + 4].second);
    sign = along_squares_sign<exact::Expansion<2>>(e1, e2, x.edge_normal, y.edge_normal);
  }
  return s1 > 0 ? sign : -sign;
}

}  // namespace collide
