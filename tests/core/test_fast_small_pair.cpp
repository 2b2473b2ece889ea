// The small-pair kernel (fast/small_pair.cpp), each build this processor runs (AVX2, baseline),
// against the book's SAT: what it proves must be the book's verdict (and depth), and it must
// prove almost everything (only touching pairs are left to the exact tests).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/convex.hpp"
#include "collide/fast/detail.hpp"
#include "collide/sat.hpp"
#include "fast_cases.hpp"

namespace test_fast_small_pair {

using namespace collide;
using fast::detail::Proof;
using fast::detail::Simd;
using fast_cases::Poly;

namespace {

std::vector<Simd> builds_here() {
  std::vector<Simd> builds{Simd::kBaseline};
  if (fast::detail::widest_simd() == Simd::kAvx2) builds.push_back(Simd::kAvx2);
  return builds;
}

struct Tally {
  int cases = 0, proved = 0, wrong = 0;
  // One pair: the verdict's proof, then the mtv's, each checked against the book.
  void check(const Poly& a, const Poly& b, Simd simd) {
    ++cases;
    const SatResult book = convex_polygons_collide(a, b, SatOptions{});
    const Proof verdict = fast::detail::small_pair_collide(a, b, simd).proof;
    if (verdict != Proof::kUnsure) ++proved, wrong += (verdict == Proof::kCollide) != book.collide;
    const fast::detail::SmallPair m = fast::detail::small_pair_mtv(a, b, simd);
    if (m.proof == Proof::kUnsure) return;
    if ((m.proof == Proof::kCollide) != book.collide) {
      ++wrong;
    } else if (book.collide) {
      double scale = 0;  // the tolerance follows the shapes' size, at any scale
      for (const Poly* p : {&a, &b}) {
        for (Vec2 v : *p) scale = std::max({scale, std::fabs(v.x), std::fabs(v.y)});
      }
      wrong += std::fabs(std::hypot(m.mtv.x, m.mtv.y) - std::hypot(book.mtv.x, book.mtv.y)) > 1e-9 * scale;
    }
  }
};

}  // namespace

TEST_CASE("small-pair kernel: hand-checked pairs, every build" * doctest::test_suite("slow")) {
  // Unit square and a square of side 2 at x = 1.5: overlap 0.5 on x (the least), 1 on y.
  const Poly unit{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  const Poly right{{1.5, 0}, {3.5, 0}, {3.5, 2}, {1.5, 2}};
  const Poly over{{0.5, 0.25}, {2.5, 0.25}, {2.5, 2.25}, {0.5, 2.25}};
  const Poly cw_over{{0.5, 2.25}, {2.5, 2.25}, {2.5, 0.25}, {0.5, 0.25}};  // the same, clockwise
  const Poly touching{{1, 0}, {2, 0}, {2, 1}, {1, 1}};
  for (const Simd simd : builds_here()) {
    CAPTURE(int(simd));
    CHECK(fast::detail::small_pair_collide(unit, right, simd).proof == Proof::kApart);
    CHECK(fast::detail::small_pair_mtv(unit, right, simd).proof == Proof::kApart);
    for (const Poly* b : {&over, &cw_over}) {
      CHECK(fast::detail::small_pair_collide(unit, *b, simd).proof == Proof::kCollide);
      const fast::detail::SmallPair m = fast::detail::small_pair_mtv(unit, *b, simd);
      REQUIRE(m.proof == Proof::kCollide);
      CHECK(m.mtv.x == doctest::Approx(0.5));  // B moves right by the x overlap 1 − 0.5
      CHECK(m.mtv.y == doctest::Approx(0.0));
    }
    // Sharing an edge: no depth clears the rounding bound, so the exact tests must decide.
    CHECK(fast::detail::small_pair_collide(unit, touching, simd).proof == Proof::kUnsure);
    // A segment across the square (flat: its edges go both ways, so no point is surely inside
    // it) is the merge walk's case.
    CHECK(fast::detail::small_pair_collide(unit, Poly{{0.5, -1}, {0.5, 2}}, simd).proof == Proof::kUnsure);
    CHECK(fast::detail::small_pair_mtv(unit, Poly{{0.5, -1}, {0.5, 2}}, simd).proof == Proof::kUnsure);
    // A point (once, or repeated) inside: the centre of the boxes' overlap is that point.
    CHECK(fast::detail::small_pair_collide(unit, Poly{{0.5, 0.5}}, simd).proof == Proof::kCollide);
    CHECK(fast::detail::small_pair_collide(Poly{{0.5, 0.5}, {0.5, 0.5}, {0.5, 0.5}}, unit, simd).proof ==
          Proof::kCollide);
    // On the square's edge: touching, left to the exact tests.
    CHECK(fast::detail::small_pair_collide(unit, Poly{{1, 0.5}}, simd).proof == Proof::kUnsure);
  }
}

TEST_CASE("small-pair kernel: every build agrees with the book on random and degenerate pairs" *
          doctest::test_suite("slow")) {
  for (const Simd simd : builds_here()) {
    CAPTURE(int(simd));
    fast_cases::Gen g(41);
    Tally random, repeated;
    for (int k = 0; k < 30000; ++k) {
      Poly a, b;
      if (k % 3 == 0) {
        a = g.grid_convex(0, 6), b = g.grid_convex(0, 6);
      } else if (k % 3 == 1) {
        // Grid shapes scaled off the integers: pairs that touch in exact arithmetic but whose
        // rounded depths are a few ulps off zero, where only the rounding bound keeps the kernel
        // from a false proof.
        const double s = g.real(0.1, 3.7);
        const Vec2 t{g.real(-5, 5), g.real(-5, 5)};
        a = g.scaled(g.grid_convex(0, 6), s, t), b = g.scaled(g.grid_convex(0, 6), s, t);
      } else {
        a = g.ellipse(g.integer(3, 16), {0, 0}, g.real(0.5, 3), g.real(0.5, 3), g.real(0, 7));
        b = g.ellipse(g.integer(3, 16), {g.real(-4, 4), g.real(-4, 4)}, g.real(0.5, 3), g.real(0.5, 3), g.real(0, 7));
      }
      if (g.coin()) std::reverse(b.begin(), b.end());
      if (!is_convex(a) || !is_convex(b) || a.size() > 16 || b.size() > 16) continue;
      random.check(a, b, simd);
      // Every vertex of A twice (zero-length edges among real ones), while it fits.
      if (a.size() <= 8) {
        Poly twice;
        for (Vec2 v : a) twice.insert(twice.end(), 2, v);
        repeated.check(twice, b, simd);
      }
    }
    MESSAGE("build " << int(simd) << ": " << random.proved << " of " << random.cases << " random pairs proved");
    CHECK(random.cases > 10000);
    CHECK(random.wrong == 0);
    CHECK(random.proved > random.cases * 6 / 10);  // grid pairs touch often; the rest is proved
    CHECK(repeated.cases > 1000);
    CHECK(repeated.wrong == 0);
  }
}

TEST_CASE("small-pair kernel: every build agrees with the book at extreme scales and far out" *
          doctest::test_suite("slow")) {
  // The rounding bounds scale with the largest coordinate: shapes of size 1e-45 or 1e45 (the
  // ends of what validate.hpp lets in, near enough), and unit shapes 1e8 from the origin, where
  // most depths are still far larger than their rounding.
  for (const Simd simd : builds_here()) {
    CAPTURE(int(simd));
    fast_cases::Gen g(77);
    Tally tally;
    for (const double scale : {1e-45, 1e45}) {
      for (const double offset : {0.0, 1e8}) {
        for (int k = 0; k < 2000; ++k) {
          const Vec2 o{offset, -offset};
          Poly a = g.ellipse(g.integer(3, 16), o, g.real(0.5, 1.5), g.real(0.5, 1.5), g.real(0, 7));
          Poly b = g.ellipse(g.integer(3, 16), o + Vec2{g.real(-2, 2), g.real(-2, 2)}, g.real(0.5, 1.5),
                             g.real(0.5, 1.5), g.real(0, 7));
          for (Poly* p : {&a, &b}) {
            for (Vec2& v : *p) v *= scale;
          }
          if (!is_convex(a) || !is_convex(b)) continue;
          tally.check(a, b, simd);
        }
      }
    }
    MESSAGE("build " << int(simd) << ": " << tally.proved << " of " << tally.cases << " proved");
    CHECK(tally.cases > 6000);
    CHECK(tally.wrong == 0);
    CHECK(tally.proved > tally.cases * 9 / 10);
  }
}

}  // namespace test_fast_small_pair
