// Private to core: a double that carries a bound on its own rounding error.
//
// Running error analysis: each operation adds the rounding error of its own result to the
// errors it inherits, so after evaluating a polynomial we know how far the double result can be
// from the exact value. When |value| exceeds that bound its sign is certain; otherwise the
// caller falls back to exact expansion arithmetic (expansion.hpp).
//
// The bound uses |fl(s) − s| ≤ u·|fl(s)| with u = 2⁻⁵³ (round to nearest, no underflow or
// overflow: the range validate.hpp accepts keeps every intermediate normal).
#pragma once
#include <cmath>

#include "collide/exact/bounds.hpp"

namespace collide::filtered {

/// Unit roundoff: half the distance from 1 to the next double.
constexpr double u = bounds::kUnitRoundoff;

/// `v` is within `e` of the exact value of the expression it was computed from.
struct Value {
  double v = 0;
  double e = 0;
};

/// An input: exact, no error.
inline Value exact(double x) { return {x, 0}; }

inline Value operator+(Value a, Value b) {
  const double r = a.v + b.v;
  return {r, a.e + b.e + u * std::fabs(r)};
}

inline Value operator-(Value a, Value b) {
  const double r = a.v - b.v;
  return {r, a.e + b.e + u * std::fabs(r)};
}

// (x + ex)(y + ey) − xy = x·ey + y·ex + ex·ey, plus the rounding of the product.
inline Value operator*(Value a, Value b) {
  const double r = a.v * b.v;
  return {r, std::fabs(a.v) * b.e + std::fabs(b.v) * a.e + a.e * b.e + u * std::fabs(r)};
}

// |√X − √x| = |X − x| / (√X + √x) ≤ e / √x. When x may be 0 the bound is useless: give up.
inline Value sqrt(Value a) {
  const double r = std::sqrt(a.v > 0 ? a.v : 0);
  if (a.e == 0) return {r, u * r};
  if (a.v <= a.e) return {r, HUGE_VAL};
  return {r, a.e / r + u * r};
}

/// The certain sign of x (−1, 0, +1), or 2 when the error bound cannot decide.
/// The bound itself was computed in rounded arithmetic on non-negative numbers, each step
/// losing at most a factor (1 − u); the 2⁻⁴⁰ margin covers thousands of such steps.
inline int certain_sign(Value x) {
  if (x.e == 0) return (x.v > 0) - (x.v < 0);  // no rounding happened anywhere: exact
  const double bound = x.e * (1 + bounds::kBoundSlack);
  if (x.v > bound) return 1;
  if (-x.v > bound) return -1;
  return 2;
}

}  // namespace collide::filtered
