// Issue 11 ("each row's result follows from its printed numbers") and issue 16 #13 ("a caption's
// comparison must read true as printed"): the circles caption "|C₁C₂|² = 9 < (r₁ + r₂)² = 25 →
// they collide" is read back as a reader would, from its words alone, for circles at every scale
// from 2⁻¹⁶⁰ to 2¹⁶⁰: the two printed numbers, compared, give the printed sign (or, where they print
// equal, a "+ ε"/"− ε" says which way they differ), and that sign is the true one, worked out
// independently in integers from the integer circles before scaling (scaling by a power
// of two changes no sign and, within a double's range, rounds nothing).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <regex>
#include <string>

#include "portable_random.hpp"
#include "captions/prerequisites.hpp"
#include "collide/circle.hpp"

namespace test_compared_as_printed {

using collide::Vec2;

// "8e−100" → 8e-100; "1.0000000002e+80"; "−3" (U+2212 minus signs).
double read_number(std::string text) {
  for (std::size_t at; (at = text.find("\u2212")) != std::string::npos;) text.replace(at, 3, "-");
  return std::stod(text);
}

struct Read {
  double left = 0, right = 0;
  int left_eps = 0;  ///< "+ ε" after the first number: +1; "− ε": −1
  int relation = 0;  ///< the printed sign: "<" −1, "=" 0, ">" +1
};

// "|C₁C₂|² = X [± ε] REL (r₁ + r₂)² = Y → …"
Read read_caption(const std::string& caption) {
  static const std::regex pattern("= (\\S+)( \\+ ε| \u2212 ε)? ([<=>]) \\(r₁ \\+ r₂\\)² = (\\S+) →");
  std::smatch m;
  REQUIRE_MESSAGE(std::regex_search(caption, m, pattern), caption);
  Read r;
  r.left = read_number(m[1]);
  r.left_eps = m[2].length() == 0 ? 0 : m[2].str().find('+') != std::string::npos ? 1 : -1;
  r.relation = m[3] == "<" ? -1 : m[3] == "=" ? 0 : 1;
  r.right = read_number(m[4]);
  return r;
}

TEST_CASE("the circles caption's comparison reads true as printed, at every scale") {
  std::mt19937 rng(1103);
  portable::uniform_int_distribution<int> coordinate(-1000, 1000), radius(0, 800), scale(-160, 160);
  int near_misses = 0;
  for (int k = 0; k < 4000; ++k) {
    const long long x1 = coordinate(rng), y1 = coordinate(rng), x2 = coordinate(rng), y2 = coordinate(rng);
    long long r1 = radius(rng), r2 = radius(rng);
    // Every fourth pair just touching or one unit either way: the hard cases for rounding.
    if (k % 4 == 0) {
      const double d = std::hypot(double(x2 - x1), double(y2 - y1));
      r1 = std::max(0LL, (long long)std::llround(d) - r2 + (k / 4) % 3 - 1);
      ++near_misses;
    }
    // The truth: the sign of |C₁C₂|² − (r₁ + r₂)², exactly.
    const long long dx = x2 - x1, dy = y2 - y1, sum = r1 + r2;  // squares below 10⁷: exact
    const long long diff = dx * dx + dy * dy - sum * sum;
    const int truth = diff < 0 ? -1 : diff > 0 ? 1 : 0;
    const double s = std::ldexp(1.0, scale(rng));
    collide::CircleTrace trace;
    collide::circles_collide({Vec2{double(x1), double(y1)} * s, double(r1) * s},
                             {Vec2{double(x2), double(y2)} * s, double(r2) * s}, trace);
    const std::string caption = lab::captions::circles_caption(trace);
    CAPTURE(caption);
    const Read r = read_caption(caption);
    CHECK(r.relation == truth);
    // As printed: the numbers themselves in that order, or equal with an ε saying which way.
    if (r.left_eps == 0) {
      CHECK((r.left < r.right ? -1 : r.left > r.right ? 1 : 0) == r.relation);
    } else {
      CHECK(r.left == r.right);
      CHECK(r.left_eps == r.relation);
    }
  }
  CHECK(near_misses == 1000);
}

}  // namespace test_compared_as_printed
