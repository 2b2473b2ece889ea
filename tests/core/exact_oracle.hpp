// Test-only exact arithmetic, independent of the core's expansions.
//
// Two oracles:
//  * Rational: GMP's rationals (exact_numbers.hpp: Boost's in the browser build); a double converts to it
//    exactly. Slow (microseconds per operation), so used where cases are few or wide-ranging.
//  * Fixed point: x·2⁶⁰ as an integer, exact for every double that is a multiple of 2⁻⁶⁰
//    with |x| < 2⁶⁶ (the random generators below only make such numbers). Differences fit a
//    128-bit integer, products of two a checked 256-bit one, of four a checked 512-bit one;
//    overflow throws, never wraps. About 20× faster than rationals, so the 10⁵-case
//    property tests can afford it.
#pragma once
#include <boost/multiprecision/cpp_int.hpp>
#include "exact_numbers.hpp"
#include <doctest/doctest.h>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "collide/shapes.hpp"

namespace oracle {

/// How many random cases each property test runs: the "10⁵ cases" of the README and the test
/// names, which put these loops in the slow set (tests/CMakeLists.txt).
inline constexpr int kCases = 100000;

/// Both answers came up often enough to be tested: of the kCases cases, more than a fifth say
/// yes (collide, hit, inside) and more than a fifth say no.
inline void check_both_answers(int yes) {
  CHECK(yes > kCases / 5);
  CHECK(yes < kCases * 4 / 5);
}

/// What one random case of a property test found: how many of the answers under test were wrong,
/// and whether the oracle's answer was yes (collide, hit, inside).
struct Verdicts {
  int wrong = 0;
  bool yes = false;
};

/// The loop of a property test: kCases cases, case i judged by `one_case(i)` (a Verdicts); no
/// answer may be wrong, and both answers must come up (check_both_answers).
template <class OneCase>
void check_cases(OneCase&& one_case) {
  int wrong = 0, yes = 0;
  for (int i = 0; i < kCases; ++i) {
    const Verdicts v = one_case(i);
    wrong += v.wrong;
    yes += v.yes;
  }
  CHECK(wrong == 0);
  check_both_answers(yes);
}

using Rational = exact_numbers::Rational;
__extension__ typedef __int128 Scaled;                  ///< x·2⁶⁰, and differences
using Wide = boost::multiprecision::checked_int256_t;   ///< products of two
using Fixed = boost::multiprecision::checked_int512_t;  ///< products of four

/// Every generated number is a multiple of this power of two (2⁻⁶⁰).
constexpr int kFractionBits = 60;

/// x·2⁶⁰ as an integer; x must be a multiple of 2⁻⁶⁰ below 2⁶⁶ (checked).
inline Scaled scaled(double x) {
  const double s = std::ldexp(x, kFractionBits);
  if (s != std::nearbyint(s) || std::fabs(s) >= 0x1p126) throw std::logic_error("not on the 2^-60 grid");
  return static_cast<Scaled>(s);
}
inline Fixed fixed(double x) { return Fixed(scaled(x)); }
/// (a − b)·(c − d) on the grid, exactly.
inline Wide product_of_differences(double a, double b, double c, double d) {
  return Wide(scaled(a) - scaled(b)) * Wide(scaled(c) - scaled(d));
}

/// x rounded to the nearest multiple of 2⁻⁶⁰, so fixed() can hold it.
inline double snap(double x) { return std::ldexp(std::nearbyint(std::ldexp(x, kFractionBits)), -kFractionBits); }

template <class T>
int sign(const T& v) {
  return v > 0 ? 1 : (v < 0 ? -1 : 0);
}

/// Random inputs that mix plain, integer and near-degenerate numbers.
/// (SplitMix64 instead of <random>'s engines and distributions: those are several times
/// slower in an unoptimised sanitizer build, and these tests draw millions of numbers.)
struct Generator {
  std::uint64_t state;
  explicit Generator(std::uint64_t seed) : state(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [lo, hi] (the modulo bias is far below anything these tests could notice).
  int integer(int lo, int hi) { return lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo + 1)); }
  /// Uniform in [lo, hi), on a grid of 2⁻⁵³·(hi − lo).
  double uniform(double lo, double hi) { return lo + (hi - lo) * std::ldexp(static_cast<double>(next() >> 11), -53); }
  bool chance(double p) { return uniform(0, 1) < p; }

  /// A coordinate: a small integer, or a non-integer in [−1000, 1000] (2⁻⁶⁰ grid).
  double coordinate() {
    if (chance(0.4)) return integer(-12, 12);
    return snap(uniform(-1000, 1000));
  }
  collide::Vec2 point() { return {coordinate(), coordinate()}; }
  /// Corner k of a star of n corners: at angle 2πk/n, a random whole radius 1 … max_radius,
  /// rounded to whole numbers (so corners often fall on one line or on each other).
  collide::Vec2 star_corner(int k, int n, int max_radius) {
    const double t = 2 * M_PI * k / n, r = integer(1, max_radius);
    return {std::round(r * std::cos(t)), std::round(r * std::sin(t))};
  }

  /// x moved by a few ulps either way (then snapped to the 2⁻⁶⁰ grid).
  double nudge(double x) {
    int steps = integer(-3, 3);
    for (; steps > 0; --steps) x = std::nextafter(x, HUGE_VAL);
    for (; steps < 0; ++steps) x = std::nextafter(x, -HUGE_VAL);
    return snap(x);
  }
  collide::Vec2 nudge(collide::Vec2 p) { return {chance(0.5) ? nudge(p.x) : p.x, chance(0.5) ? nudge(p.y) : p.y}; }

  /// A point on (or, after rounding, next to) the line through a and b, or a copy of one.
  collide::Vec2 on_line(collide::Vec2 a, collide::Vec2 b) {
    static constexpr double kT[] = {-1, 0, 0.5, 1, 2, 0.25, 3};
    const double t = chance(0.7) ? kT[integer(0, 6)] : uniform(-2, 3);
    return {snap(a.x + t * (b.x - a.x)), snap(a.y + t * (b.y - a.y))};
  }

  /// A third point for a,b: random, collinear, duplicate, or nudged off the line.
  collide::Vec2 related(collide::Vec2 a, collide::Vec2 b) {
    switch (integer(0, 4)) {
      case 0: return point();
      case 1: return on_line(a, b);
      case 2: return chance(0.5) ? a : b;
      default: return nudge(on_line(a, b));
    }
  }
};

}  // namespace oracle
