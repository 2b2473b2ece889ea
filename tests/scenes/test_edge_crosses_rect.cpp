// Whether an edge meets a label's box (edge_crosses_rect, scenes/figures/draw.hpp): by hand on a
// unit box, then on random edges and boxes, on a coarse grid (edges along sides, through corners,
// touching) and anywhere, against the closed segment and box worked in exact rationals
// (concave_exact.hpp): an end inside the box, or the edge meeting one of its four sides.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "concave_exact.hpp"
#include "portable_random.hpp"
#include "scenes/figures/draw.hpp"

namespace test_edge_crosses_rect {

using lab::Vec2;

bool exact_meet(Vec2 a, Vec2 b, const collide::Rect& r) {
  const Vec2 c0{r.x, r.y}, c1{r.x + r.w, r.y}, c2{r.x + r.w, r.y + r.h}, c3{r.x, r.y + r.h};
  const bool a_in = c0.x <= a.x && a.x <= c2.x && c0.y <= a.y && a.y <= c2.y;
  return a_in || concave_exact::segments_meet(a, b, c0, c1) || concave_exact::segments_meet(a, b, c1, c2) ||
         concave_exact::segments_meet(a, b, c2, c3) || concave_exact::segments_meet(a, b, c3, c0);
}

TEST_CASE("an edge meets the unit box where it crosses, touches or lies in it") {
  const collide::Rect box{0, 0, 1, 1};
  CHECK(lab::figures::edge_crosses_rect({-1, 0.5}, {2, 0.5}, box));     // straight through
  CHECK(lab::figures::edge_crosses_rect({0.2, 0.2}, {0.4, 0.3}, box));  // wholly inside
  CHECK(lab::figures::edge_crosses_rect({-1, 1}, {2, 1}, box));         // along the top side
  CHECK(lab::figures::edge_crosses_rect({1, 1}, {2, 3}, box));          // from a corner
  CHECK(lab::figures::edge_crosses_rect({0, 2}, {2, 0}, box));          // touching the corner (1, 1)
  // x + y = 1.9 passes inside the corner (1, 1): it meets the box at (0.95, 0.95).
  CHECK(lab::figures::edge_crosses_rect({1.5, 0.4}, {0.4, 1.5}, box));
  // x + y = 2.2 passes outside it, though the edge's bounds hold the whole box.
  CHECK_FALSE(lab::figures::edge_crosses_rect({2.2, 0}, {0, 2.2}, box));
  CHECK_FALSE(lab::figures::edge_crosses_rect({1.1, -1}, {1.1, 2}, box));  // beside it
  CHECK_FALSE(lab::figures::edge_crosses_rect({2, 2}, {3, 3}, box));       // far
}

TEST_CASE("an edge meets a box exactly when the closed edge and box have a point in common") {
  std::mt19937_64 rng(31);
  const auto real = [&](double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng); };
  const auto grid = [&] { return std::floor(real(-3, 4)) / 2; };
  int met = 0, missed = 0;
  for (int k = 0; k < 12000; ++k) {
    const bool coarse = k % 2 == 0;
    const auto at = [&] { return coarse ? grid() : real(-2, 2); };
    const Vec2 a{at(), at()}, b = k % 7 == 0 ? a : Vec2{at(), at()};
    const collide::Rect box{at(), at(), coarse ? std::floor(real(0, 4)) / 2 : real(0, 2),
                            coarse ? std::floor(real(0, 4)) / 2 : real(0, 2)};
    const bool expected = exact_meet(a, b, box);
    CAPTURE(a.x);
    CAPTURE(a.y);
    CAPTURE(b.x);
    CAPTURE(b.y);
    CAPTURE(box.x);
    CAPTURE(box.y);
    CAPTURE(box.w);
    CAPTURE(box.h);
    REQUIRE(lab::figures::edge_crosses_rect(a, b, box) == expected);
    (expected ? met : missed) += 1;
  }
  CHECK(met > 1500);
  CHECK(missed > 1500);
}

}  // namespace test_edge_crosses_rect
