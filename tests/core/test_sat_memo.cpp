// The separating axis trace and tally with a SatMemo (sat_memo.hpp) against the book's traced
// loop (sat.hpp), along a drag: one shape moved a step at a time by adding to its coordinates
// (which rounds, as the app's drag does), now and then the other one moved instead, so the memo
// is kept for one shape and made afresh for the other. Entry for entry, every frame.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/accel/sat_memo.hpp"
#include "exact_oracle.hpp"
#include "int_convex.hpp"
#include "same_runs.hpp"

namespace test_sat_memo {

using namespace collide;

namespace {

// An n-pointed star round `at` (inner corners at 0.6 of the radius): concave, inexact corners.
std::vector<Vec2> star(std::size_t n, double radius, Vec2 at) {
  std::vector<Vec2> out;
  for (std::size_t i = 0; i < n; ++i) {
    const double t = 2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(n);
    const double r = i % 2 ? 0.6 * radius : radius;
    out.push_back(at + Vec2{r * std::cos(t), r * std::sin(t)});
  }
  return out;
}

void move(std::vector<Vec2>& shape, Vec2 by) {
  for (Vec2& p : shape) p += by;
}

// The tally's counts and each axis's verdict, as the book's run over every axis gives them.
void check_same_tally(const SatTrace& counted, const SatTrace& book) {
  same_runs::check_same_sat_result(counted.result, book.result);
  REQUIRE(counted.steps.size() == book.steps.size());
  for (std::size_t k = 0; k < book.steps.size(); ++k) {
    CAPTURE(k);
    CHECK(counted.steps[k].gap == book.steps[k].gap);
    CHECK(counted.steps[k].touching == book.steps[k].touching);
    CHECK(counted.steps[k].separation == book.steps[k].separation);
  }
}

// A drag of b across a (a moved instead every fourth frame), checked frame by frame.
void check_drag(std::vector<Vec2> a, std::vector<Vec2> b, Vec2 step) {
  quick::SatMemo memo, tally_memo;
  SatTrace with_memo, tally;  // kept across frames, as a scene keeps them
  int frames_apart = 0, frames_colliding = 0;
  for (int frame = 0; frame < 16; ++frame) {
    CAPTURE(frame);
    move(frame % 4 == 3 ? a : b, step);
    for (const bool early_exit : {true, false}) {
      const SatOptions options{.early_exit = early_exit, .skip_parallel_duplicates = frame % 2 == 1};
      SatTrace book;
      convex_polygons_collide(a, b, options, book);
      quick::convex_polygons_collide(a, b, options, with_memo, memo);
      same_runs::check_same_sat_trace(with_memo, book);
    }
    SatTrace book_tally;
    convex_polygons_collide(a, b, SatOptions{.early_exit = false}, book_tally);
    quick::count_every_axis(a, b, tally, tally_memo);
    check_same_tally(tally, book_tally);
    (book_tally.result.collide ? frames_colliding : frames_apart)++;
  }
  // The drag crosses from apart to overlapping, so both verdicts were checked.
  CHECK(frames_apart > 0);
  CHECK(frames_colliding > 0);
}

}  // namespace

TEST_CASE("SAT memo: a 100-gon dragged across a fixed 120-gon, traces as the book's every frame") {
  oracle::Generator g(1515);
  const std::vector<Vec2> a = int_convex::big_convex(g, 60, 120, {0, 0});
  std::vector<Vec2> b = int_convex::big_convex(g, 40, 100, {-150, 3});
  check_drag(a, b, {10.1, 0.3});
}

TEST_CASE("SAT memo: a star dragged across a fixed star (concave, seen through their hulls)") {
  check_drag(star(140, 50, {0, 0}), star(100, 30, {-130, 1}), {9.7, 0.1});
}

TEST_CASE("SAT memo: a small triangle dragged past a fixed 120-gon, and the 120-gon past it") {
  oracle::Generator g(1516);
  const std::vector<Vec2> a = int_convex::big_convex(g, 60, 120, {0, 0});
  const std::vector<Vec2> triangle{{-100, 0}, {-90.5, 0.25}, {-95, 8.125}};
  check_drag(a, triangle, {10.1, 0.3});
  check_drag(triangle, a, {-10.1, 0.3});
}

TEST_CASE("SAT memo: a shape changed in any way (its corners renumbered, one coordinate an ulp off) is made afresh") {
  // A's corners numbered from its second one (the same outline: every extreme vertex's index
  // moves by one, so a kept share would name the wrong vertices); then one coordinate an ulp
  // off. Each run must be the book's for the polygon as it is now.
  oracle::Generator g(1517);
  std::vector<Vec2> a = int_convex::big_convex(g, 60, 120, {0, 0});
  const std::vector<Vec2> b = int_convex::big_convex(g, 40, 100, {95, 0});
  quick::SatMemo memo;
  SatTrace with_memo, book;
  for (int change = 0; change < 3; ++change) {
    CAPTURE(change);
    if (change == 1) std::rotate(a.begin(), a.begin() + 1, a.end());
    if (change == 2) a[5].y = std::nextafter(a[5].y, -1e9);
    convex_polygons_collide(a, b, SatOptions{.early_exit = false}, book);
    quick::convex_polygons_collide(a, b, SatOptions{.early_exit = false}, with_memo, memo);
    same_runs::check_same_sat_trace(with_memo, book);
  }
}

}  // namespace test_sat_memo
