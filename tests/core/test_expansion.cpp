// The exact expansion arithmetic (expansion.hpp): results equal the exact value, and every
// expansion keeps Shewchuk's invariants (no zero components, increasing magnitude, no two
// components overlapping in their bits), which the sign and the next operation rely on.
#include <doctest/doctest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "collide/exact/expansion.hpp"
#include "exact_oracle.hpp"

namespace test_expansion {

namespace exact = collide::exact;
using Integer = boost::multiprecision::cpp_int;

namespace {

constexpr int kCases = 30000;

// Inputs are at least 2⁻¹¹³ in magnitude when not 0 (a few ulps' nudge reaches 2⁻¹⁶⁶), so
// every bit of a product of up to four of them is a multiple of 2^(−4·200); scaled by
// 2^(200·degree) they become exact integers.
constexpr int kBitsPerDegree = 200;

Integer scaled(double x, int degree) {
  if (x == 0) return 0;
  int e = 0;
  const double m = std::frexp(x, &e);
  const Integer mantissa(static_cast<std::int64_t>(std::ldexp(m, 53)));
  const int shift = e - 53 + kBitsPerDegree * degree;
  if (shift < 0) throw std::logic_error("input below the range this oracle scales");
  return mantissa << shift;
}

template <int N>
Integer value(const exact::Expansion<N>& x, int degree) {
  Integer sum = 0;
  for (int i = 0; i < x.n; ++i) sum += scaled(x.e[i], degree);
  return sum;
}

// Exponent of the lowest set bit of a non-zero double.
int lowest_bit(double x) {
  int e = 0;
  const auto mantissa = static_cast<std::uint64_t>(std::fabs(std::ldexp(std::frexp(x, &e), 53)));
  return e - 53 + __builtin_ctzll(mantissa);
}

// No zeros, increasing magnitude, and each component's bits all below the next one's lowest bit.
template <int N>
bool well_formed(const exact::Expansion<N>& x) {
  if (x.n < 0 || x.n > N) return false;
  for (int i = 0; i < x.n; ++i) {
    if (x.e[i] == 0 || !std::isfinite(x.e[i])) return false;
    if (i + 1 < x.n && !(std::ilogb(x.e[i]) < lowest_bit(x.e[i + 1]))) return false;
  }
  return true;
}

int sign_of(const Integer& v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

double random_double(oracle::Generator& g) {
  if (g.chance(0.05)) return 0;
  return std::ldexp(g.uniform(-1, 1), g.integer(-60, 60));
}

// x moved by a few ulps, so differences and products nearly cancel.
double near(oracle::Generator& g, double x) {
  if (x == 0) return 0;  // its neighbours are subnormal, outside the accepted range
  for (int k = g.integer(0, 3); k > 0; --k) x = std::nextafter(x, g.chance(0.5) ? HUGE_VAL : -HUGE_VAL);
  return x;
}

}  // namespace

TEST_CASE("two_sum and two_product are exact") {
  oracle::Generator g(51);
  int wrong = 0;
  for (int i = 0; i < kCases; ++i) {
    const double a = random_double(g), b = g.chance(0.3) ? -near(g, a) : random_double(g);
    double x, y;
    exact::two_sum(a, b, x, y);
    wrong += x != a + b;
    wrong += scaled(x, 1) + scaled(y, 1) != scaled(a, 1) + scaled(b, 1);
    exact::two_product(a, b, x, y);
    wrong += x != a * b;
    wrong += scaled(x, 2) + scaled(y, 2) != scaled(a, 1) * scaled(b, 1);
  }
  CHECK(wrong == 0);
}

TEST_CASE("expansions: hand-checked values") {
  // 1e100 + 1e−100 − 1e100 leaves exactly 1e−100, which doubles alone would lose.
  const auto tiny = (exact::E(1e100) + exact::E(1e-100)) - exact::E(1e100);
  CHECK(tiny.n == 1);
  CHECK(tiny.e[0] == 1e-100);
  CHECK(tiny.sign() == 1);
  // 0.1 · 10 − 1 is not 0 for the double nearest 0.1: it is 2⁻⁵⁴ exactly.
  const auto residue = exact::product(0.1, 10) - exact::E(1);
  CHECK(residue.sign() == 1);
  CHECK(residue.estimate() == std::ldexp(1.0, -54));
  // Zero is the empty expansion, whatever produced it.
  CHECK(exact::E(0).n == 0);
  CHECK((exact::diff(3, 3)).n == 0);
  CHECK((exact::product(7, 0)).n == 0);
  CHECK((exact::diff(0.1, 0.3) + exact::diff(0.3, 0.1)).sign() == 0);
  CHECK(exact::scale(exact::diff(1e16, 1), 0).n == 0);
  // (2²⁷ + 1)² = 2⁵⁴ + 2²⁸ + 1 needs two components.
  const auto square = exact::product(134217729.0, 134217729.0);
  CHECK(square.n == 2);
  CHECK(square.e[0] == 1);
  CHECK(square.e[1] == 18014398777917440.0);  // 2⁵⁴ + 2²⁸
}

TEST_CASE("expansions: sums, scalings and products equal the exact value and stay well formed") {
  oracle::Generator g(52);
  int wrong = 0, malformed = 0;
  for (int i = 0; i < kCases / 3; ++i) {  // long integers: fewer cases
    const double a = random_double(g), b = random_double(g);
    const double c = g.chance(0.5) ? near(g, a) : random_double(g);
    const double d = g.chance(0.5) ? near(g, b) : random_double(g);
    // a·b − c·d, often nearly cancelling.
    const auto s = exact::product(a, b) - exact::product(c, d);
    const Integer sv = scaled(a, 1) * scaled(b, 1) - scaled(c, 1) * scaled(d, 1);
    wrong += value(s, 2) != sv;
    wrong += s.sign() != sign_of(sv);
    malformed += !well_formed(s);
    // Scaling by a double.
    const double k = random_double(g);
    const auto sk = exact::scale(s, k);
    wrong += value(sk, 3) != sv * scaled(k, 1);
    malformed += !well_formed(sk);
    // Products of expansions: (a·b − c·d)·(a − c), and its square minus a near copy.
    const auto t = s * exact::diff(a, c);
    const Integer tv = sv * (scaled(a, 1) - scaled(c, 1));
    wrong += value(t, 3) != tv;
    wrong += t.sign() != sign_of(tv);
    malformed += !well_formed(t);
    const auto u = s * s - exact::product(a, b) * exact::product(c, d);
    const Integer uv = sv * sv - scaled(a, 1) * scaled(b, 1) * scaled(c, 1) * scaled(d, 1);
    wrong += value(u, 4) != uv;
    wrong += u.sign() != sign_of(uv);
    malformed += !well_formed(u);
    // Negation.
    wrong += value(-u, 4) != -uv;
  }
  CHECK(wrong == 0);
  CHECK(malformed == 0);
}

}  // namespace test_expansion
