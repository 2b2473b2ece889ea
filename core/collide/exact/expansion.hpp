// Exact arithmetic on doubles: the sign of a polynomial in double inputs, computed without error.
//
// A number is held as an expansion: a sum of doubles that do not overlap, smallest first
// (J. R. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
// Predicates", 1997). Sums and products of expansions are exact; the sign of an expansion is
// the sign of its largest component. Capacities are fixed at compile time, so nothing allocates.
//
// Exactness needs the intermediate products to stay clear of overflow and underflow; the
// validating constructors (validate.hpp) keep coordinates inside the range where they do.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>

namespace collide::exact {

/// a + b = x + y exactly, with x = fl(a + b).
inline void two_sum(double a, double b, double& x, double& y) {
  x = a + b;
  const double bv = x - a;
  const double av = x - bv;
  y = (a - av) + (b - bv);
}

/// Splits a into hi + lo, each with at most 26 significant bits (Veltkamp).
inline void split(double a, double& hi, double& lo) {
  const double c = 134217729.0 * a;  // 2^27 + 1
  hi = c - (c - a);
  lo = a - hi;
}

/// a · b = x + y exactly, with x = fl(a · b) (Dekker; no FMA needed).
inline void two_product(double a, double b, double& x, double& y) {
  x = a * b;
  double ah, al, bh, bl;
  split(a, ah, al);
  split(b, bh, bl);
  y = al * bl - (((x - ah * bh) - al * bh) - ah * bl);
}

/// An exact sum of up to N non-overlapping doubles, in increasing magnitude.
/// Only e[0 … n) is ever read, so the rest is neither zeroed nor copied: a product's capacity is
/// its worst case (a 2-by-2 expansion's square of a square holds 16,384), its value a few parts.
template <int N>
struct Expansion {
  std::array<double, N> e;
  int n = 0;

  Expansion() = default;
  Expansion(const Expansion& other) : n(other.n) { std::copy_n(other.e.begin(), n, e.begin()); }
  Expansion& operator=(const Expansion& other) {
    n = other.n;
    std::copy_n(other.e.begin(), n, e.begin());
    return *this;
  }

  /// −1, 0 or +1: the sign of the exact value.
  int sign() const { return n == 0 ? 0 : (e[n - 1] > 0 ? 1 : -1); }
  /// The value rounded (roughly) to a double.
  double estimate() const {
    double s = 0;
    for (int i = 0; i < n; ++i) s += e[i];
    return s;
  }
};

/// A double as an expansion.
inline Expansion<1> E(double x) {
  Expansion<1> r;
  if (x != 0) r.e[0] = x, r.n = 1;
  return r;
}

template <int N>
Expansion<N> operator-(const Expansion<N>& a) {
  Expansion<N> r = a;
  for (int i = 0; i < r.n; ++i) r.e[i] = -r.e[i];
  return r;
}

namespace expansion_detail {

/// `from` as an expansion with room for K components.
template <int K, int N>
Expansion<K> widened(const Expansion<N>& from) {
  Expansion<K> h;
  for (int i = 0; i < from.n; ++i) h.e[i] = from.e[i];
  h.n = from.n;
  return h;
}

/// Adds `next` (component k of `from`) and the components after it to the running sum q, each
/// exactly, keeping every non-zero rounding error in h: the tail of the sum once the other
/// expansion is used up.
template <int K, int N>
void add_rest(const Expansion<N>& from, int k, double next, double& q, Expansion<K>& h) {
  while (k < from.n) {
    double qnew, hh;
    two_sum(q, next, qnew, hh);
    next = ++k < from.n ? from.e[k] : 0;
    q = qnew;
    if (hh != 0) h.e[h.n++] = hh;
  }
}

}  // namespace expansion_detail

/// Exact sum (Shewchuk's FAST-EXPANSION-SUM with zero elimination).
template <int N, int M>
Expansion<N + M> operator+(const Expansion<N>& a, const Expansion<M>& b) {
  if (a.n == 0) return expansion_detail::widened<N + M>(b);
  if (b.n == 0) return expansion_detail::widened<N + M>(a);
  Expansion<N + M> h;
  int i = 0, j = 0;
  double q;
  double enow = a.e[0], fnow = b.e[0];
  // The components merged by magnitude, smallest first: (fnow > enow) == (fnow > −enow) says
  // |enow| < |fnow|.
  if ((fnow > enow) == (fnow > -enow)) {
    q = enow;
    enow = ++i < a.n ? a.e[i] : 0;
  } else {
    q = fnow;
    fnow = ++j < b.n ? b.e[j] : 0;
  }
  double qnew, hh;
  if (i < a.n && j < b.n) {
    if ((fnow > enow) == (fnow > -enow)) {
      // Fast-Two-Sum is safe: q and enow are the two smallest components overall.
      qnew = enow + q;
      hh = q - (qnew - enow);
      enow = ++i < a.n ? a.e[i] : 0;
    } else {
      qnew = fnow + q;
      hh = q - (qnew - fnow);
      fnow = ++j < b.n ? b.e[j] : 0;
    }
    q = qnew;
    if (hh != 0) h.e[h.n++] = hh;
    while (i < a.n && j < b.n) {
      if ((fnow > enow) == (fnow > -enow)) {
        two_sum(q, enow, qnew, hh);
        enow = ++i < a.n ? a.e[i] : 0;
      } else {
        two_sum(q, fnow, qnew, hh);
        fnow = ++j < b.n ? b.e[j] : 0;
      }
      q = qnew;
      if (hh != 0) h.e[h.n++] = hh;
    }
  }
  expansion_detail::add_rest(a, i, enow, q, h);
  expansion_detail::add_rest(b, j, fnow, q, h);
  if (q != 0) h.e[h.n++] = q;
  return h;
}

template <int N, int M>
Expansion<N + M> operator-(const Expansion<N>& a, const Expansion<M>& b) {
  return a + (-b);
}

/// Exact product of an expansion and a double (Shewchuk's SCALE-EXPANSION, zero elimination).
template <int N>
Expansion<2 * N> scale(const Expansion<N>& a, double b) {
  Expansion<2 * N> h;
  if (a.n == 0 || b == 0) return h;
  double q, hh;
  two_product(a.e[0], b, q, hh);
  if (hh != 0) h.e[h.n++] = hh;
  for (int i = 1; i < a.n; ++i) {
    double p1, p0, sum;
    two_product(a.e[i], b, p1, p0);
    two_sum(q, p0, sum, hh);
    if (hh != 0) h.e[h.n++] = hh;
    // fast two-sum: |p1| ≥ |sum| holds here
    q = p1 + sum;
    hh = sum - (q - p1);
    if (hh != 0) h.e[h.n++] = hh;
  }
  if (q != 0) h.e[h.n++] = q;
  return h;
}

/// Exact product of two expansions: the sum of a scaled by each component of b.
template <int N, int M>
Expansion<2 * N * M> operator*(const Expansion<N>& a, const Expansion<M>& b) {
  Expansion<2 * N * M> r;
  for (int j = 0; j < b.n; ++j) {
    const Expansion<2 * N> part = scale(a, b.e[j]);
    const Expansion<2 * N* M + 2 * N> sum = r + part;
    for (int i = 0; i < sum.n; ++i) r.e[i] = sum.e[i];
    r.n = sum.n;
  }
  return r;
}

/// a − b as an exact two-component expansion.
inline Expansion<2> diff(double a, double b) {
  Expansion<2> r;
  double x, y;
  two_sum(a, -b, x, y);
  if (y != 0) r.e[r.n++] = y;
  if (x != 0) r.e[r.n++] = x;
  return r;
}

/// a · b as an exact two-component expansion.
inline Expansion<2> product(double a, double b) {
  Expansion<2> r;
  double x, y;
  two_product(a, b, x, y);
  if (y != 0) r.e[r.n++] = y;
  if (x != 0) r.e[r.n++] = x;
  return r;
}

}  // namespace collide::exact
