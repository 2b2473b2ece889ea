// Every number of a SAT table row (captions::axis_row, which the table, the figure's deciding-axis
// label and `--report` print) is the true value correctly rounded at the places printed, and the gap
// or push-out is also the difference of the printed ends. "True" is computed here independently, in
// 100-digit decimal arithmetic from the shapes' coordinates: the exact edge normal, its exact length,
// the exact shadows; never from the trace's rounded numbers.
//
// Index of this file:
//   [SECTION] the exact rows and their checks
//   [SECTION] hand cases (the start, hundredths and nine places, shapes 10⁻⁹ and 10⁶ across)
//   [SECTION] the audits at extreme scales and on random pairs
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "captions/convex.hpp"
#include "captions/text.hpp"
#include "collide/sat.hpp"
#include "concave_sat_oracle.hpp"
#include "sat_exact.hpp"

namespace test_row_truth {

using namespace sat_exact;

using collide::AxisOwner;
using collide::AxisStep;
using collide::Vec2;
struct Tally {
  int rows = 0, gaps = 0, pushes = 0, approximate = 0, deeper = 0;
};

// [SECTION] the exact rows and their checks
// Significant digits a plain number's text shows ("−3.04" 3, "0.000000003" 1).
int significant(const std::string& text) {
  const auto first = text.find_first_of("123456789");
  if (first == std::string::npos) return 0;
  int digits = 0;
  for (std::size_t i = first; i < text.size(); ++i) digits += text[i] >= '0' && text[i] <= '9';
  return digits;
}

// What is untrue in one tested row, or "". With `exponent` ≠ 0 the row is in units of
// 10^exponent (a table of tiny or huge shapes): its numbers are compared with the exact values
// divided by that power of ten (exactly, in decimal).
// `shown_places`: an end is checked at the decimals its text shows, as --report's audit reads it (a
// row of shapes 10⁶ across that no number of places up to nine makes add up is marked "≈", and
// its ends drop the digits past the doubles' own rounding: "5625442.40069" at nine places).
std::string row_problem(const Pair& pair, const AxisStep& s, Tally& tally, int exponent = 0,
                        bool shown_places = false) {
  const auto row = lab::captions::axis_row(s, exponent);
  auto [a, b] = exact_shadows(pair, s);
  const Dec unit = pow(Dec(10), exponent);
  for (Dec* x : {&a.lo, &a.hi, &b.lo, &b.hi}) *x /= unit;
  const int d = row.decimals;
  const auto [a_lo, a_hi] = ends_of(row.a);
  const auto [b_lo, b_hi] = ends_of(row.b);
  const std::string shown = row.a + " / " + row.b + " → " + row.verdict + " (" + std::to_string(d) + " places)";
  if (shown_places) {
    if (!concave_sat_oracle::rounds_to(a_lo, a.lo) || !concave_sat_oracle::rounds_to(a_hi, a.hi) ||
        !concave_sat_oracle::rounds_to(b_lo, b.lo) || !concave_sat_oracle::rounds_to(b_hi, b.hi))
      return "an end is not its exact value rounded at the places it shows: " + shown;
    if (row.verdict.find("\u2248") != std::string::npos) return "";  // marked approximate: its ends need not add up
  } else if (!rounded_right(a_lo, a.lo, d) || !rounded_right(a_hi, a.hi, d) || !rounded_right(b_lo, b.lo, d) ||
             !rounded_right(b_hi, b.hi, d)) {
    return "an end is not its exact value rounded: " + shown;
  }
  ++tally.rows;
  tally.deeper +=
      d > lab::captions::decimals_for(std::max(s.a_world.max - s.a_world.min, s.b_world.max - s.b_world.min));
  if (row.verdict == "touching")
    return units(a_hi, d) == units(b_lo, d) || units(b_hi, d) == units(a_lo, d) ? "" : "touching ends apart: " + shown;
  const bool gap = row.verdict.starts_with("gap ");
  const std::string amount = row.verdict.substr(gap ? 4 : 9);
  // The exact amount the row names: the gap; or the push-out the trace chose (B up past A's high
  // end, or down past its low end). Its own record of the way, not a guess from the rounded
  // stretch: where both ways push exactly as far, either is true, and the row's ends are the way's.
  const bool up = s.b_up;
  const Dec exact = gap ? std::max(b.lo - a.hi, a.lo - b.hi) : up ? a.hi - b.lo : b.hi - a.lo;
  (gap ? tally.gaps : tally.pushes)++;
  if (amount.starts_with("\u2248")) {
    ++tally.approximate;
    return "";
  }
  if (amount.starts_with("< ")) return abs(exact) < read(amount.substr(2)) ? "" : "not below the bound: " + shown;
  if (amount.find('e') != std::string::npos)  // below the last place: two significant digits
    return abs(read(amount) - exact) <= abs(exact) / 20 ? "" : "tiny amount wrong: " + shown;
  if (shown_places ? !concave_sat_oracle::rounds_to(amount, exact) : !rounded_right(amount, exact, d))
    return "the amount is not its exact value rounded: " + shown;
  const long long printed = gap  ? std::max(units(b_lo, d) - units(a_hi, d), units(a_lo, d) - units(b_hi, d))
                            : up ? units(a_hi, d) - units(b_lo, d)
                                 : units(b_hi, d) - units(a_lo, d);
  return printed == units(amount, d) ? "" : "the amount is not the difference of the printed ends: " + shown;
}

// [SECTION] hand cases (the start, hundredths and nine places, shapes 10⁻⁹ and 10⁶ across)
TEST_CASE("the separating-axis start: gap 3.257, the true 3.2571 rounded, and ends that subtract to it") {
  // The pentagon's e1 runs (−2.9, 0.9) → (−1.8, −2.4): normal (−3.3, −1.1), length √12.1. The
  // pentagon's shadow starts at (−2.9·−3.3 + 0.9·−1.1)/√12.1 = −10.56/√12.1 = −3.0358; the triangle's
  // ends at (7.9·−3.3 + 3.4·−1.1)/√12.1 = −21.89/√12.1 = −6.2929. Gap 11.33/√12.1 = 3.25714…:
  // hundredths would print ends −3.04 and −6.29, 3.25 apart; thousandths agree.
  const std::vector<Vec2> pentagon{{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}};
  const std::vector<Vec2> triangle{{6.1, 1.6}, {8.6, 0.9}, {7.9, 3.4}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(pentagon, triangle, collide::SatOptions{}, trace);
  REQUIRE(trace.result.deciding == 1);
  CHECK(lab::captions::deciding_label(trace) == "deciding axis #2: gap 3.257");
  const auto row = lab::captions::axis_row(trace.steps[1]);
  CHECK(row.a == "\u22123.036\u20262.467");
  CHECK(row.b == "\u22128.570\u2026\u22126.293");  // −8.5698: the zero is the value's, not dropped
  CHECK(row.decimals == 3);
}

TEST_CASE("an amount a hundredth rounding would misprint, and one beyond nine places") {
  // Squares on the x axis: A spans 0…1.004, B starts at 1.0051; the gap 0.0011 in hundredths would
  // read "1…1.01"'s 0.01; its own rounding is 0.001, and the ends at thousandths, 1.004 and 1.005, agree.
  const std::vector<Vec2> a{{0, 0}, {1.004, 0}, {1.004, 1}, {0, 1}}, b{{1.0051, 0}, {2, 0}, {2, 1}, {1.0051, 1}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(a, b, collide::SatOptions{}, trace);
  const auto row = lab::captions::axis_row(trace.steps[1]);  // A's e1: normal (1, 0)
  CHECK(row.verdict == "gap 0.001");
  CHECK(row.a == "0\u20261.004");
  // A gap of 1e−12 beside coordinates near 1: no number of places up to 9 shows it as a difference,
  // and rounded dot products are not sure of it to two digits either: it reads as the bound.
  const std::vector<Vec2> c{{1.004 + 1e-12, 0}, {2, 0}, {2, 1}, {1.004 + 1e-12, 1}};
  collide::convex_polygons_collide(a, c, collide::SatOptions{}, trace);
  CHECK(lab::captions::axis_row(trace.steps[1]).verdict == "gap < 1e\u22129");
  // Shapes 1e−20 across, 2.5e−21 apart: the coordinates themselves are that small, so the gap is
  // known to far better than two digits, and reads as its value.
  const std::vector<Vec2> e{{0, 0}, {1e-20, 0}, {1e-20, 1e-20}, {0, 1e-20}},
      f{{1.25e-20, 0}, {2e-20, 0}, {2e-20, 1e-20}, {1.25e-20, 1e-20}};
  collide::convex_polygons_collide(e, f, collide::SatOptions{}, trace);
  CHECK(lab::captions::axis_row(trace.steps[1]).verdict == "gap 2.5e\u221221");
}

TEST_CASE("shapes 10⁻⁹ across: the row is in units of 10⁻⁹, three significant digits and more, not 0.000000003") {
  // The separating-axis start scaled by 10⁻⁹: the same digits as at its everyday size, in a unit
  // said once (the table's note; a verdict quoted outside the table carries it).
  std::vector<Vec2> pentagon{{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}};
  std::vector<Vec2> triangle{{6.1, 1.6}, {8.6, 0.9}, {7.9, 3.4}};
  for (Vec2& p : pentagon) p *= 1e-9;
  for (Vec2& p : triangle) p *= 1e-9;
  collide::SatTrace trace;
  collide::convex_polygons_collide(pentagon, triangle, collide::SatOptions{}, trace);
  const int exponent = lab::captions::shadow_exponent(trace.steps);
  CHECK(exponent == -9);
  CHECK(lab::captions::unit_text(exponent) == "×10⁻⁹");
  const auto row = lab::captions::axis_row(trace.steps[1], exponent);
  CHECK(row.a == "−3.036…2.467");
  CHECK(row.b == "−8.570…−6.293");
  CHECK(row.verdict == "gap 3.257");
  CHECK(row.verdict_in_units() == "gap 3.257×10⁻⁹");
  CHECK(lab::captions::deciding_label(trace) == "deciding axis #2: gap 3.257×10⁻⁹");
  // Without the unit the row would print every number at 9 places, one significant digit.
  CHECK(lab::captions::axis_row(trace.steps[1]).a == "−0.000000003…0.000000002");
  // Everyday sizes keep plain numbers, and so do shapes a thousand times larger (ends up to 8,570);
  // a million times larger, the rows are in units of 10⁶: "gap 3.26", not "gap 3257145.99".
  for (Vec2& p : pentagon) p *= 1e9 * 1e3;
  for (Vec2& p : triangle) p *= 1e9 * 1e3;
  collide::convex_polygons_collide(pentagon, triangle, collide::SatOptions{}, trace);
  CHECK(lab::captions::shadow_exponent(trace.steps) == 0);
  for (Vec2& p : pentagon) p *= 1e3;
  for (Vec2& p : triangle) p *= 1e3;
  collide::convex_polygons_collide(pentagon, triangle, collide::SatOptions{}, trace);
  CHECK(lab::captions::shadow_exponent(trace.steps) == 6);
  CHECK(lab::captions::axis_row(trace.steps[1], 6).verdict == "gap 3.257");
}

// Issue 25: the square ±5·10⁵ put the table in units of 10³, where the triangle's −3.4 read
// "−0.0034" and the pentagon's −2.9996 "−0.0030" (audit25 had fixed "−0.00"); true, but no one
// reads −0.0034 thousands. A unit is now kept only while every end still reads 0.01 or more in
// it: here none, so plain world units, the small shapes' ends as themselves.
TEST_CASE("a 10⁶ square beside the small triangle: every end in world units, as itself (\"−3.4\", not \"−0.0034\")") {
  const std::vector<Vec2> square{{-5e5, -5e5}, {5e5, -5e5}, {5e5, 5e5}, {-5e5, 5e5}};
  const std::vector<Vec2> triangle{{6.1, 1.6}, {8.6, 0.9}, {7.9, 3.4}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(square, triangle, collide::SatOptions{.early_exit = false}, trace);
  const int exponent = lab::captions::shadow_exponent(trace.steps);
  REQUIRE(exponent == 0);
  const auto row = lab::captions::axis_row(trace.steps[0], exponent);
  CHECK(row.a == "−500000…500000");
  CHECK(row.b == "−3.4…−0.9");
  CHECK(row.verdict == "push-out 499999.1");
  // Every end of every row, checked against its exact value (the same decimal arithmetic as the
  // audits below): correctly rounded at the places its own text shows, and never "0.00…".
  const Pair pair{square, triangle};
  Tally tally;
  const auto no_leading_zeros = [](const std::string& shadow) { return shadow.find("0.00") == std::string::npos; };
  for (std::size_t k = 0; k < trace.steps.size(); ++k) {
    const AxisStep& st = trace.steps[k];
    const auto r = lab::captions::axis_row(st, exponent);
    CAPTURE(k);
    CHECK(row_problem(pair, st, tally, exponent, true) == "");
    for (const std::string& shadow : {r.a, r.b}) {
      CAPTURE(shadow);
      CHECK(no_leading_zeros(shadow));
    }
  }
  CHECK(tally.rows == 7);
  // The pentagon inside that square (polygon-rect with a 10⁶ rectangle printed "−0.0000030"
  // in units of 10⁶): on its e0's axis the pentagon's −2.9996 … 2.4298 and the square's ±698225.97
  // are known to a tenth (the square's size on a short edge's axis), so the row is in tenths.
  const std::vector<Vec2> pentagon{{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}};
  collide::convex_polygons_collide(pentagon, square, collide::SatOptions{.early_exit = false}, trace);
  REQUIRE(lab::captions::shadow_exponent(trace.steps) == 0);
  CHECK(lab::captions::axis_row(trace.steps[0], 0).a == "−3.0…2.4");
  CHECK(lab::captions::axis_row(trace.steps[0], 0).b == "−698226.0…698226.0");
  CHECK(lab::captions::axis_row(trace.steps[0], 0).verdict == "push-out 698228.4");
  const Pair inside{pentagon, square};
  for (std::size_t k = 0; k < trace.steps.size(); ++k) {
    CAPTURE(k);
    CHECK(row_problem(inside, trace.steps[k], tally, 0, true) == "");
    CHECK(no_leading_zeros(lab::captions::axis_row(trace.steps[k], 0).a));
  }
  // separating-axis with the triangle moved 10⁶ to the right printed "−0.002999579" in units of
  // 10³ at nine places. Now whole numbers where they hold ("−3…2", "gap 586509"), and a row no
  // places make add up is "≈" at its shadows' places, not nine.
  std::vector<Vec2> far = triangle;
  for (Vec2& p : far) p.x += 1e6;
  collide::convex_polygons_collide(pentagon, far, collide::SatOptions{.early_exit = false}, trace);
  REQUIRE(lab::captions::shadow_exponent(trace.steps) == 0);
  CHECK(lab::captions::axis_row(trace.steps[0], 0).a == "−3…2");
  CHECK(lab::captions::axis_row(trace.steps[0], 0).verdict == "gap 586509");
  CHECK(lab::captions::axis_row(trace.steps[3], 0).verdict == "gap ≈948686.11");
  const Pair apart{pentagon, far};
  for (std::size_t k = 0; k < trace.steps.size(); ++k) {
    CAPTURE(k);
    CHECK(row_problem(apart, trace.steps[k], tally, 0, true) == "");
    CHECK(lab::captions::axis_row(trace.steps[k], 0).decimals <= 2);
  }
  CHECK(lab::captions::end_text(-0.00123, 2) == "−0.0012");
  CHECK(lab::captions::end_text(0.004, 2) == "0.004");
  CHECK(lab::captions::end_text(-3e-9, 2) == "−3e−9");
  CHECK(lab::captions::end_text(-2.9996, 2) == "−3.00");  // not tiny: the row's places
}

TEST_CASE(
    "audit: SAT rows of shapes 10⁻⁹ and 10⁶ across are exact values correctly rounded, in their unit (at extreme "
    "scales)" *
    doctest::test_suite("slow")) {
  std::mt19937 rng(2535);
  for (const double scale : {1e-9, 1e-6, 1e6, 1e9}) {
    Tally tally;
    int rows = 0, thin = 0;
    for (int k = 0; k < 1500; ++k) {
      Pair pair;
      const int grid = k % 3 == 0 ? 0 : k % 3 == 1 ? 10 : 2;
      pair.a = random_convex(rng, grid);
      pair.b = random_convex(rng, grid);
      if (pair.a.size() < 3 || pair.b.size() < 3) continue;
      for (Vec2& p : pair.a) p *= scale;
      for (Vec2& p : pair.b) p *= scale;
      collide::SatTrace trace;
      collide::convex_polygons_collide(pair.a, pair.b, collide::SatOptions{}, trace);
      const int exponent = lab::captions::shadow_exponent(trace.steps);
      for (const AxisStep& s : trace.steps) {
        if (!s.tested || s.degenerate || s.along_line) continue;
        const std::string problem = row_problem(pair, s, tally, exponent, true);
        CAPTURE(scale);
        INFO("pair " << k);
        CHECK_MESSAGE(problem.empty(), problem);
        // The row's largest end keeps three significant digits (or is its value exactly).
        const auto row = lab::captions::axis_row(s, exponent);
        const auto [a_lo, a_hi] = ends_of(row.a);
        const auto [b_lo, b_hi] = ends_of(row.b);
        int most = 0;
        for (const std::string& end : {a_lo, a_hi, b_lo, b_hi}) most = std::max(most, significant(end));
        ++rows;
        thin += grid == 0 && most < 3;  // on a grid an end may be exact in fewer digits ("2.5")
      }
    }
    CAPTURE(scale);
    CHECK(rows > 4000);
    CHECK(thin * 1000 < rows);  // a row whose ends are all a few units of their last place: rare
    CHECK(tally.gaps > 1000);
    CHECK(tally.pushes > 1000);
  }
}

// [SECTION] the audits at extreme scales and on random pairs
TEST_CASE("audit: every SAT row number is the exact value correctly rounded (6,000 random pairs)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(25);
  Tally tally;
  for (int k = 0; k < 6000; ++k) {
    Pair pair;
    const int grid = k % 3 == 0 ? 0 : k % 3 == 1 ? 10 : 2;
    pair.a = random_convex(rng, grid);
    pair.b = random_convex(rng, grid);
    if (pair.a.size() < 3 || pair.b.size() < 3) continue;
    collide::SatTrace trace;
    if (k % 4 == 0) {
      pair.c = pair.b[0];
      pair.r = std::abs(pair.b[1].x - pair.b[0].x) + 0.1;
      collide::convex_polygon_circle_collide(pair.a, collide::Circle{pair.c, pair.r}, collide::SatOptions{}, trace);
    } else {
      collide::convex_polygons_collide(pair.a, pair.b, collide::SatOptions{}, trace);
    }
    for (const AxisStep& s : trace.steps) {
      if (!s.tested || s.degenerate || s.along_line) continue;
      const std::string problem = row_problem(pair, s, tally);
      INFO("pair " << k);
      CHECK_MESSAGE(problem.empty(), problem);
    }
  }
  CHECK(tally.gaps > 3000);
  CHECK(tally.pushes > 3000);
  CHECK(tally.deeper > 1000);                    // the rows hundredths would have misprinted
  CHECK(tally.approximate * 1000 < tally.rows);  // "≈" is rare
}

}  // namespace test_row_truth
