// Issue 11: "each table row's result follows from its printed numbers". For random convex pairs
// and polygon–circle pairs, every tested axis row of the SAT table (captions::axis_row, which the
// figure's table and `--report` print) is read back as a reader would, from its words alone:
// "gap g" must be the distance between the printed shadows, "push-out p" the smaller of the two
// printed overlaps, "touching" two printed ends that meet. Checked in hundredths, the unit the
// row prints in.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "portable_random.hpp"
#include "captions/convex.hpp"
#include "captions/prerequisites.hpp"
#include "captions/text.hpp"
#include "collide/sat.hpp"
#include "sat_exact.hpp"

namespace test_row_arithmetic {

using collide::Vec2;

// A printed number in units of 10^−places ("−3", "2.5", "0.41" in hundredths); nothing for
// "< 0.01", "1.2e+07" and such.
std::optional<long long> read_units(std::string text, int places) {
  const std::string minus = "\u2212";
  bool negative = false;
  if (text.starts_with(minus)) negative = true, text = text.substr(minus.size());
  if (text.empty() || text.find_first_not_of("0123456789.") != std::string::npos) return std::nullopt;
  const auto dot = text.find('.');
  std::string whole = text.substr(0, dot), part = dot == std::string::npos ? "" : text.substr(dot + 1);
  if (whole.empty() || part.size() > static_cast<std::size_t>(places) || whole.size() > 12) return std::nullopt;
  part.resize(static_cast<std::size_t>(places), '0');
  const long long h = std::stoll(whole + part);
  return negative ? -h : h;
}

std::optional<long long> read_hundredths(const std::string& text) { return read_units(text, 2); }

// "lo…hi" → both ends in hundredths.
std::optional<std::pair<long long, long long>> read_shadow(const std::string& text) {
  const std::string dots = "\u2026";
  const auto at = text.find(dots);
  if (at == std::string::npos) return std::nullopt;
  const auto lo = read_hundredths(text.substr(0, at)), hi = read_hundredths(text.substr(at + dots.size()));
  if (!lo || !hi) return std::nullopt;
  return std::pair{*lo, *hi};
}

using sat_exact::random_convex;

// Checks one row; returns a description of what does not add up, or "" when it does.
std::string row_problem(const collide::AxisStep& step) {
  const auto row = lab::captions::axis_row(step);
  const auto a = read_shadow(row.a), b = read_shadow(row.b);
  if (!a || !b) return "";  // scientific or beyond hundredths: not this check's business
  if (a->first > a->second || b->first > b->second) return "ends out of order: " + row.a + " / " + row.b;
  const long long gap = std::max(b->first - a->second, a->first - b->second);
  // The push-out the trace chose: B up past A's high end, or down past its low end. Where both
  // ways push exactly as far (on a grid of tenths they can), either is true and the printed ends
  // are the chosen way's: the shorter of the two printed differences may be the other way's.
  const long long push = step.b_up ? a->second - b->first : b->second - a->first;
  const std::string shown = row.a + " / " + row.b + " → " + row.verdict;
  if (row.verdict == "touching") return gap == 0 ? "" : "touching, but the printed ends do not meet: " + shown;
  const bool is_gap = row.verdict.starts_with("gap "), is_push = row.verdict.starts_with("push-out ");
  if (!is_gap && !is_push) return "unexpected verdict: " + shown;
  const std::string amount = row.verdict.substr(is_gap ? 4 : 9);
  const long long expected = is_gap ? gap : push;
  if (amount == "< 0.01") return expected == 0 ? "" : "\"< 0.01\" but the printed ends differ: " + shown;
  const auto printed = read_hundredths(amount);
  if (!printed) return "unreadable amount: " + shown;
  return *printed == expected ? "" : "the amount is not the difference of the printed ends: " + shown;
}

TEST_CASE("every SAT table row adds up from its printed ends (3,000 random pairs)" * doctest::test_suite("slow")) {
  std::mt19937 rng(11);
  int rows = 0, gaps = 0, pushes = 0;
  for (int k = 0; k < 3000; ++k) {
    const auto a = random_convex(rng), b = random_convex(rng);
    collide::SatTrace trace;
    collide::SatOptions options;
    options.early_exit = k % 2 == 0;
    if (k % 3 == 0) {
      const collide::Circle circle{b[0], std::abs(b[1].x - b[0].x) + 0.1};
      collide::convex_polygon_circle_collide(a, circle, options, trace);
    } else {
      collide::convex_polygons_collide(a, b, options, trace);
    }
    for (const collide::AxisStep& step : trace.steps) {
      if (!step.tested || step.degenerate) continue;
      const std::string problem = row_problem(step);
      INFO("pair " << k);
      CHECK_MESSAGE(problem.empty(), problem);
      ++rows;
      gaps += step.gap;
      pushes += !step.gap && !step.touching;
    }
  }
  CHECK(gaps > 500);  // both kinds of row were read
  CHECK(pushes > 500);
  CHECK(rows > 5000);
}

TEST_CASE("the example the issue gives reads right: −3…2.5 / 0.9…3.3") {
  // Two squares on the x axis: A spans −3…2.5, B spans 0.9…3.3; the overlap is 1.6 (2.5 − 0.9),
  // and B leaves by moving 1.6 to the right, less than the 6.3 to the left.
  const std::vector<Vec2> a{{-3, -1}, {2.5, -1}, {2.5, 1}, {-3, 1}}, b{{0.9, -1}, {3.3, -1}, {3.3, 1}, {0.9, 1}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(a, b, collide::SatOptions{}, trace);
  REQUIRE(!trace.steps.empty());
  const auto row = lab::captions::axis_row(trace.steps[0]);    // A's e0: normal (0, −1), the y axis
  const auto x_row = lab::captions::axis_row(trace.steps[1]);  // A's e1: normal (1, 0), the x axis
  CHECK(row.verdict == "push-out 2");
  CHECK(x_row.a == "\u22123\u20262.5");
  CHECK(x_row.b == "0.9\u20263.3");
  CHECK(x_row.verdict == "push-out 1.6");
}

TEST_CASE("a row of shadows a few thousandths long is printed to enough places: 0…0.0036 / 0.0051…0.006, gap 0.0015") {
  // A spans x 0 … 0.0036, B spans 0.0051 … 0.006: in hundredths both read "0…0" and "0.01…0.01"
  // with a "gap 0.01", seven times the true 0.0015. The longer shadow (0.0036) asks for 4 places.
  const std::vector<Vec2> a{{0, 0}, {0.0036, 0}, {0.0036, 0.002}, {0, 0.002}};
  const std::vector<Vec2> b{{0.0051, 0}, {0.006, 0}, {0.006, 0.002}, {0.0051, 0.002}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(a, b, collide::SatOptions{.early_exit = false}, trace);
  REQUIRE(trace.steps.size() >= 2);
  const auto x_row = lab::captions::axis_row(trace.steps[1]);  // A's e1: normal (1, 0), the x axis
  CHECK(x_row.a == "0\u20260.0036");
  CHECK(x_row.b == "0.0051\u20260.006");
  CHECK(x_row.verdict == "gap 0.0015");
  CHECK(lab::captions::decimals_for(5) == 2);
  CHECK(lab::captions::decimals_for(0.5) == 2);
  CHECK(lab::captions::decimals_for(0.05) == 3);
  CHECK(lab::captions::decimals_for(0.0036) == 4);
  CHECK(lab::captions::decimals_for(1e-40) == 9);
  CHECK(lab::captions::decimals_for(0) == 2);
}

TEST_CASE("the rectangles' rows add up too: overlap or gap is the difference of the printed ends") {
  // A's x shadow 0.004…1.006 prints "0…1.01"; B's 0.5…2 prints "0.5…2": the overlap reads
  // 1.01 − 0.5 = 0.51 (the unrounded 0.506 would print "0.51" too, but 1.006 − 0.996 would not).
  CHECK(lab::captions::amount_text(lab::captions::shadow_amount({0.004, 1.006}, {0.5, 2}, true)) == "overlap 0.51");
  // 0.994…1.004 against 1.006…3: a gap of 0.002, which ends printed in hundredths ("1", "1.01")
  // would make 0.01: printed to thousandths instead, where the ends subtract to it.
  CHECK(lab::captions::amount_text(lab::captions::shadow_amount({0.994, 1.004}, {1.006, 3}, false)) == "gap 0.002");
  // Touching exactly reads 0; a sliver of 0.001 reads as itself, never "0" or "< 0.01".
  CHECK(lab::captions::amount_text(lab::captions::shadow_amount({0, 1}, {1, 2}, true)) == "overlap 0");
  CHECK(lab::captions::amount_text(lab::captions::shadow_amount({0, 1.001}, {1, 2}, true)) == "overlap 0.001");
  std::mt19937 rng(12);
  portable::uniform_real_distribution<double> coord(-5, 5);
  for (int k = 0; k < 3000; ++k) {
    // A third of the cases a thousand times smaller: shadows under a tenth, printed to more places.
    const double scale = k % 3 == 0 ? 0.001 : 1;
    double a0 = scale * coord(rng), a1 = scale * coord(rng), b0 = scale * coord(rng), b1 = scale * coord(rng);
    if (a0 > a1) std::swap(a0, a1);
    if (b0 > b1) std::swap(b0, b1);
    const bool overlap = std::max(a0, b0) <= std::min(a1, b1);
    const auto w = lab::captions::shadow_amount({a0, a1}, {b0, b1}, overlap);
    const std::string text = lab::captions::amount_text(w);
    const int d = w.places.decimals;  // hundredths, or more places where the row needs them
    // An end below the row's last place prints its own digits ("−0.0012"): 0 at the row's places.
    const auto end = [d](double x) -> std::optional<long long> {
      const std::string text = lab::captions::end_text(x, d);
      if (const auto u = read_units(text, d)) return u;
      const bool digits = text.find_first_of("123456789") != std::string::npos;  // no signed zero
      if (std::fabs(x) * std::pow(10.0, d) < 0.5 && digits) return 0;
      return std::nullopt;
    };
    const auto ea0 = end(a0), ea1 = end(a1), eb0 = end(b0), eb1 = end(b1);
    REQUIRE((ea0 && ea1 && eb0 && eb1));
    const long long expected = overlap ? std::min(*ea1, *eb1) - std::max(*ea0, *eb0)
                                       : std::max(*ea0, *eb0) - std::min(*ea1, *eb1);
    const std::string amount = text.substr(text.find(' ') + 1);
    INFO(a0 << "…" << a1 << " / " << b0 << "…" << b1 << " → " << text);
    if (amount.starts_with("< ")) {
      CHECK(expected == 0);
    } else if (amount.starts_with("\u2248")) {
      // Marked approximate: no places up to nine round every end clear of a tie, so the ends
      // need not subtract to it exactly; they are each within half a unit, the amount too.
      const auto approximate = read_units(amount.substr(std::string("\u2248").size()), d);
      REQUIRE(approximate);
      CHECK(std::llabs(*approximate - expected) <= 1);
    } else {
      CHECK(read_units(amount, d) == expected);
    }
  }
}

}  // namespace test_row_arithmetic
