// Issue 25 in the chapter "Before polygons" and polygon vs circle: every printed number is the true
// value correctly rounded, every named step is the one that acts. Each case is worked by hand in
// its comment, and where the value is not a short decimal it is computed again here with exact
// rationals (boost::multiprecision), never by the code that printed it.
//
// Index of this file:
//   [SECTION] By hand, scene by scene
//   [SECTION] Printed numbers read back as exact values
#include <doctest/doctest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "captions/prerequisites.hpp"
#include "headless_imgui.hpp"
#include "scenes/panel_text.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_true_numbers {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;
using Rational = boost::multiprecision::cpp_rational;
using Integer = boost::multiprecision::cpp_int;

// [SECTION] By hand, scene by scene

/// A non-zero rational in two significant digits as the figures write a tiny number: "−6.1e−16".
/// Worked from the rational alone: find e with 10^e ≤ |v| < 10^(e+1), round |v|·10^(1−e) to an integer.
std::string two_digits(Rational v) {
  const bool negative = v < 0;
  if (negative) v = -v;
  int e = 0;
  Rational scale = 1;  // 10^e
  while (scale > v) scale /= 10, --e;
  while (scale * 10 <= v) scale *= 10, ++e;
  Rational m = v * 10 / scale;  // in [10, 100)
  Integer digits = numerator(m) / denominator(m);
  if (m - Rational(digits) >= Rational(1, 2)) ++digits;  // half up; no tie arises below
  if (digits == 100) digits = 10, ++e;
  const std::string d = digits.str();
  std::string text = d.substr(0, 1) + (d[1] == '0' ? "" : "." + d.substr(1, 1));
  text += "e" + std::string(e < 0 ? "−" : "+") + std::to_string(e < 0 ? -e : e);
  return (negative ? "−" : "") + text;
}

TEST_CASE("side-of-line prints a·x + b·y + c computed exactly, not side()'s rounded steps") {
  // The start line through P₁ = (−3, 0) and P₂ = (3, 2): a = 2, b = −6, and at P the value is
  // 2·(x + 3) − 6·y. P = (0.1, 1.0333333333333334) is on the line up to rounding: with x and y the
  // doubles, the exact value is −6.1e−16, while side() (c rounded, then a sum of rounded products)
  // gives −8.9e−16, which the figure used to print.
  const Vec2 p{0.1, 1.0333333333333334};
  const Rational exact = 2 * (Rational(p.x) + 3) - 6 * Rational(p.y);
  REQUIRE(exact < 0);
  CHECK(two_digits(exact) == "−6.1e−16");  // the rational, worked independently
  auto scene = scene_with("side-of-line", [&](SceneState& s) { s.shape("P").points[0] = p; });
  CHECK(scene->caption() == "P is on the − side: ax + by + c = " + two_digits(exact) + " < 0");
  CHECK(drawn(*scene).has_label("ax + by + c = −6.1e−16 < 0"));
}

TEST_CASE("side-of-line one step off the line 3x − y = 0: the exact 1.1e−16, not side()'s") {
  // The line through (0, 0) and (1, 3) is 3x − y = 0 (a = 3, b = −1, c = 0). x = the double just
  // above 1/3 = 1/3 + 2·2⁻⁵⁴/3, so 3x − 1 = 2⁻⁵³ = 1.1e−16 exactly (in rationals below).
  const double x = std::nextafter(1.0 / 3.0, 1.0);
  const Rational exact = 3 * Rational(x) - 1;
  CHECK(exact == Rational(1, Integer(1) << 53));
  auto scene = scene_with("side-of-line", [&](SceneState& s) {
    s.shape("line").points = {{0, 0}, {1, 3}};
    s.shape("P").points[0] = {x, 1.0};
  });
  // The + side is to the right of (0, 0) → (1, 3): P is a hair right of the line.
  CHECK(scene->caption() == "P is on the + side: ax + by + c = " + two_digits(exact) + " > 0");
  CHECK(two_digits(exact) == "1.1e−16");
}

TEST_CASE("circles, C₂ at (2.0000000001, 0) prints the places that show it is apart") {
  // C₁ = (0, 0), C₂ = (2.0000000001, 0), both radius 1: |C₁C₂| = 2.0000000001 > 2 = r₁ + r₂ and
  // |C₁C₂|² = 4.0000000004… > 4. At hundredths both read "2 vs 2" and "(2, 0)": ten places tell.
  const HeadlessImGui imgui;
  auto scene = scene_named("circles");
  change_state(*scene, [](SceneState& s) {
    s.shape("C₁").points = {{0, 0}};
    s.shape("C₁").radius = 1;
    s.shape("C₂").points = {{2.0000000001, 0}};
    s.shape("C₂").radius = 1;
  });
  // The double nearest 2.0000000001 is 2.00000000010000000827…: its square rounds to
  // 4.0000000004 at ten places, and to 2.0000000001 itself.
  const Rational x(2.0000000001);
  CHECK(x * x - Rational(4000000000400000000LL, 1000000000000000000LL) < Rational(1, 20000000000LL));
  CHECK(scene->caption() == "|C₁C₂|² = 4.0000000004 > (r₁ + r₂)² = 4 → apart");
  const std::string text = panel_text([&] { scene->panel(); });
  INFO(text);
  CHECK(text.find("| C₂ | second centre | (2.0000000001, 0) |") != std::string::npos);
  CHECK(text.find("| (not needed) | |C₁C₂| and r₁ + r₂ | 2.0000000001 > 2 |") != std::string::npos);
  CHECK(text.find("2 vs 2") == std::string::npos);
}

TEST_CASE("places_to_tell adds places until the printed pair shows the exact order") {
  CHECK(captions::places_to_tell(3.25, 1.5, 1) == 2);
  CHECK(captions::places_to_tell(2.0000000001L, 2, 1) == 10);
  CHECK(captions::places_to_tell(2, 2, 0) == 2);
  CHECK(captions::places_to_tell(0.00012L, 0.00011L, 1) == 5);  // "0.00012 > 0.00011"
  CHECK(captions::places_to_tell(1e8, 2, 1) == -1);             // scientific: format_compared
  CHECK(captions::places_to_tell(2, 2.5, 1) == -1);             // the rounded pair disagrees
  // The pair's numbers are true_number's (fixed_text is gone): a non-zero value never reads "0".
  CHECK(captions::told_apart(2.5L, 1.5L, 1) == std::pair<std::string, std::string>{"2.5", "1.5"});
  CHECK(captions::true_number(-2.5, 3) == "−2.5");
  CHECK(captions::true_number(-0.0001, 2) == "−1e−4");
}

TEST_CASE("closest-point with A = B divides nothing: t is 0/0, so Q = A") {
  // A = B = (1, 1), P = (4, 5): the segment is one point, Q = A, |PQ| = 5 (a 3-4-5 triangle).
  const HeadlessImGui imgui;
  auto scene = scene_named("closest-point");
  change_state(*scene, [](SceneState& s) {
    s.shape("AB").points = {{1, 1}, {1, 1}};
    s.shape("P").points = {{4, 5}};
  });
  CHECK(scene->caption() == "A and B coincide, so the closest point is A: Q = (1, 1), |PQ| = 5");
  const std::string text = panel_text([&] { scene->panel(); });
  INFO(text);
  CHECK(text.find("| t | (AP · AB) / |AB|² | 0/0: not computed |") != std::string::npos);
  CHECK(text.find("| |PQ| | distance from P to Q | 5 |") != std::string::npos);
  CHECK(text.find("/ |AB|² | 0 |") == std::string::npos);  // the old "t = 0"
}

TEST_CASE("wrap_at_spaces breaks between words only, never inside a number") {
  // One unit a glyph: "|PQ| = 3.2" is 10 wide; in 8 it breaks at the space before 3.2, where
  // ImGui's own wrap would break after "3." too.
  const auto glyphs = [](std::string_view s) {
    return static_cast<float>(Canvas::estimated_text_width(s, TextSize::Normal));
  };
  const float unit = glyphs("x");
  // Nor round " = " or inside a point: at 800 × 600 the closest-point caption ended in
  // "|PQ| =" / "4.44", and a circles cell could read "(−3.81," / "−2.36)".
  CHECK(wrap_at_spaces("|PQ| = 3.2", 8 * unit, glyphs) == "|PQ| =\n3.2");  // wider than a line: at a space
  CHECK(wrap_at_spaces("so |PQ| = 3.2", 11 * unit, glyphs) == "so\n|PQ| = 3.2");
  CHECK(wrap_at_spaces("Q = (2, 1), |PQ| = 4.44", 14 * unit, glyphs) == "Q = (2, 1),\n|PQ| = 4.44");
  CHECK(wrap_at_spaces("at (−3.81, −2.36)", 14 * unit, glyphs) == "at\n(−3.81, −2.36)");
  CHECK(wrap_at_spaces("(−3.81, −2.36)", 10 * unit, glyphs) == "(−3.81,\n−2.36)");        // wider than a line
  CHECK(wrap_at_spaces("(−3.81, −2.36)", 3 * unit, glyphs) == "(−3.81,\n−2.36)");         // each word whole
  CHECK(wrap_at_spaces("(the wall's size)", 8 * unit, glyphs) == "(the\nwall's\nsize)");  // words, not a point
  CHECK(wrap_at_spaces("a b\nc d", 100 * unit, glyphs) == "a b\nc d");
  CHECK(wrap_at_spaces("a  b", 100 * unit, glyphs) == "a b");
  // A row's mark stays with what it marks (issue 26): "▶ compare" is 9 wide, never "step ▶" / "compare".
  CHECK(wrap_at_spaces("step \u25B6 compare", 10 * unit, glyphs) == "step\n\u25B6 compare");
  CHECK(wrap_at_spaces("\u25B6 compare", 7 * unit, glyphs) == "\u25B6\ncompare");  // wider than a line: at its space
}

TEST_CASE("segments-crossing with C on line AB beyond B: apart, and no text says touching") {
  // AB from (−4, −2) to (0, 0) lies on y = x/2; C = (2, 1) is on that line past B, D = (3, −3)
  // below it. ABC is collinear, but A and B are both right of C → D (CDA and CDB both cw):
  // apart. The ABD triangle is no evidence (its pair has C on the line), so it is not drawn in the
  // deciding colour; the legend lists exactly the colours the tests are drawn in.
  const HeadlessImGui imgui;
  auto scene = scene_with("segments-crossing", [](SceneState& s) {
    s.shape("AB").points = {{-4, -2}, {0, 0}};
    s.shape("CD").points = {{2, 1}, {3, -3}};
  });
  CHECK(scene->caption() == "A and B are both on the right of CD → apart");
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("arrow", palette::deciding) == 0);
  CHECK(canvas.count_in_figure("arrow", palette::apart) == 6);    // CDA and CDB: three arrows each
  CHECK(canvas.count_in_figure("arrow", palette::shape_b) == 3);  // ABD, at D: evidence for neither
  CHECK(canvas.has_label("both points on one side of the other line: apart"));
  const std::string text = panel_text([&] { scene->panel(); });
  CHECK(text.find("A collinear test means an end point lies on the other line: they touch") == std::string::npos);
  CHECK(text.find("they touch unless the other pair has both its points on one side") != std::string::npos);
}

TEST_CASE("polygon-circle with the centre on a vertex decides at the circle's step, before any axis") {
  // The pentagon's vertex 4 is (2.9, 0.9); the circle's centre sits on it. The chapter returns
  // "collide" there: no axis is named as deciding, and the panel does not say every axis must be tried.
  const HeadlessImGui imgui;
  auto scene = scene_with("polygon-circle", [](SceneState& s) { s.shape("circle").points = {{2.9, 0.9}}; });
  CHECK(scene->caption() == "the circle's centre sits on a vertex, so its axis #6 has no direction → they collide");
  const auto canvas = drawn(*scene);
  CHECK_FALSE(canvas.has_label("deciding axis"));
  CHECK(canvas.has_label("#6: the circle's centre sits on a vertex"));
  const std::string text = panel_text([&] { scene->panel(); });
  INFO(text);
  CHECK(text.find("every axis must be tried") == std::string::npos);
  CHECK(text.find("answers \"collide\" there before trying any axis") != std::string::npos);
  CHECK(text.find("#6 decides") != std::string::npos);
  // Walking to the circle's step: its axis is its own, not the normal of anything.
  change_state(*scene, [](SceneState& s) { s.options["step"] = 6; });
  CHECK(scene->caption() == "axis #6 (the circle's axis): the centre sits on the vertex, no direction → they collide");
}

TEST_CASE("polygon-circle, a 3-4-5 circle over a square's corner: the push-out is not 0, it is below the last place") {
  // Square (−3, −2)…(3, 2), circle at (3.6, 2.8) of radius 1 over the corner (3, 2). As doubles
  // 3.6 − 3 and 2.8 − 2 are not 0.6 and 0.8: exactly, (3.6 − 3)² + (2.8 − 2)² = 1 − Δ with Δ > 0
  // (checked here in rationals), so the corner is inside the circle, by about Δ/2 = 8.9e−17: the
  // shapes collide, and the circle's axis (#5) pushes out least. The doubles' push-out is 0.
  const Rational dx = Rational(3.6) - 3, dy = Rational(2.8) - 2, d2 = dx * dx + dy * dy;
  REQUIRE(d2 < 1);
  REQUIRE(1 - d2 < Rational(1, 1000000000000000LL));
  const HeadlessImGui imgui;
  auto scene = scene_with("polygon-circle", [](SceneState& s) {
    s.shape("pentagon").points = {{-3, -2}, {3, -2}, {3, 2}, {-3, 2}};
    s.shape("circle").points = {{3.6, 2.8}};
    s.shape("circle").radius = 1;
  });
  CHECK(scene->caption() == "all 5 axes show the shadows overlapping → they collide");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("deciding axis #5: least push-out < 1e−2"));
  CHECK_FALSE(canvas.has_label("push-out 0"));
  for (const auto& p : scene->printed()) {
    CAPTURE(p.of);
    if (p.quantity == "push_out" || p.quantity == "gap") CHECK(p.text != "0");
  }
}

}  // namespace test_prereq_true_numbers

// [SECTION] Printed numbers read back as exact values

namespace test_prereq_true_numbers {

/// A printed decimal ("−6.1e−16", "4.0000000004", "2") as an exact rational, and the half unit of
/// its last printed place: the printed text is the correct rounding of v when |v − text| ≤ half.
struct Printed {
  Rational value, half;
};
Printed parse(std::string text) {
  // Real minus signs to ASCII, then split off an exponent.
  for (std::size_t at; (at = text.find("−")) != std::string::npos;) text.replace(at, std::string("−").size(), "-");
  int exponent = 0;
  if (const auto e = text.find('e'); e != std::string::npos) {
    exponent = std::stoi(text.substr(e + 1));
    text = text.substr(0, e);
  }
  const bool negative = !text.empty() && text[0] == '-';
  if (negative) text = text.substr(1);
  const auto dot = text.find('.');
  const std::string digits = dot == std::string::npos ? text : text.substr(0, dot) + text.substr(dot + 1);
  const int places = dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
  Rational scale = 1;
  for (int i = 0; i < places; ++i) scale /= 10;
  for (int i = 0; i < std::abs(exponent); ++i) scale = exponent > 0 ? Rational(scale * 10) : Rational(scale / 10);
  Rational v = Rational(Integer(digits)) * scale;
  return {negative ? -v : v, scale / 2};
}

TEST_CASE(
    "side-of-line property, 2,000 points near lines through random ends: the printed value is the exact one rounded" *
    doctest::test_suite("slow")) {
  // P on the line through P₁ and P₂ up to rounding, nudged by a few units of its last place: the
  // value is tiny and its rounding is where side() went wrong. The caption's number must be within
  // half a unit of its last printed digit of the exact 2·… in rationals, with the exact sign.
  std::mt19937 random(2025);
  portable::uniform_real_distribution<double> coordinate(-10, 10), along(0, 1);
  portable::uniform_int_distribution<int> nudge(-3, 3);
  auto scene = scene_named("side-of-line");
  int tiny = 0;
  for (int k = 0; k < 2000; ++k) {
    const Vec2 p1{coordinate(random), coordinate(random)}, p2{coordinate(random), coordinate(random)};
    const double t = along(random);
    Vec2 p = p1 + (p2 - p1) * t;
    for (int i = nudge(random); i != 0; i += i > 0 ? -1 : 1) p.y = std::nextafter(p.y, i > 0 ? 1e9 : -1e9);
    change_state(*scene, [&](SceneState& s) {
      s.shape("line").points = {p1, p2};
      s.shape("P").points[0] = p;
    });
    const Rational exact =
        (Rational(p2.y) - p1.y) * (Rational(p.x) - p1.x) - (Rational(p2.x) - p1.x) * (Rational(p.y) - p1.y);
    const std::string caption = scene->caption();
    CAPTURE(caption);
    const auto at = caption.find("= ");
    REQUIRE(at != std::string::npos);
    std::string number = caption.substr(at + 2);
    number = number.substr(0, number.find(' '));
    if (exact == 0) {
      CHECK(number == "0");
      continue;
    }
    const Printed printed = parse(number);
    const Rational error = printed.value - exact;
    CHECK((error < 0 ? Rational(-error) : error) <= printed.half);
    CHECK((printed.value > 0) == (exact > 0));
    tiny += abs(exact) < Rational(1, 1000000);
  }
  CHECK(tiny > 1000);  // most cases are the hard ones
}

TEST_CASE(
    "circles property, 2,000 nearly touching pairs: the printed squares are the exact ones rounded and read in the "
    "exact order" *
    doctest::test_suite("slow")) {
  // C₂ placed at distance r₁ + r₂ from C₁ and nudged by a few units of its last place. The
  // caption's |C₁C₂|² and (r₁ + r₂)² are each within half a unit of their last printed digit of the
  // exact squares (rationals), and read as printed they compare as the verdict says.
  std::mt19937 random(2026);
  portable::uniform_real_distribution<double> coordinate(-5, 5), radius(0.5, 3), angle(0, 6.283185307179586);
  portable::uniform_int_distribution<int> nudge(-2, 2);
  auto scene = scene_named("circles");
  int hair = 0;
  for (int k = 0; k < 2000; ++k) {
    const Vec2 c1{coordinate(random), coordinate(random)};
    const double r1 = radius(random), r2 = radius(random), a = angle(random);
    Vec2 c2 = c1 + Vec2{std::cos(a), std::sin(a)} * (r1 + r2);
    for (int i = nudge(random); i != 0; i += i > 0 ? -1 : 1) c2.x = std::nextafter(c2.x, i > 0 ? 1e9 : -1e9);
    change_state(*scene, [&](SceneState& s) {
      s.shape("C₁").points = {c1};
      s.shape("C₁").radius = r1;
      s.shape("C₂").points = {c2};
      s.shape("C₂").radius = r2;
    });
    const Rational dx = Rational(c2.x) - c1.x, dy = Rational(c2.y) - c1.y, sum = Rational(r1) + r2;
    const Rational d2 = dx * dx + dy * dy, l2 = sum * sum;
    const int exact = d2 < l2 ? -1 : d2 > l2 ? 1 : 0;
    const std::string caption = scene->caption();
    CAPTURE(caption);
    // "|C₁C₂|² = X R (r₁ + r₂)² = Y → verdict"
    const std::string first = "|C₁C₂|² = ", second = "(r₁ + r₂)² = ";
    const auto x_at = caption.find(first) + first.size(), y_at = caption.find(second) + second.size();
    const std::string x = caption.substr(x_at, caption.find(' ', x_at) - x_at);
    const std::string y = caption.substr(y_at, caption.find(' ', y_at) - y_at);
    const Printed px = parse(x), py = parse(y);
    const auto within = [](const Printed& p, const Rational& v) {
      const Rational e = p.value - v;
      return (e < 0 ? Rational(-e) : e) <= p.half;
    };
    CHECK(within(py, l2));
    // Closer than the printed digits can tell: "Y + ε" or "Y − ε", of the exact sign.
    if (caption.find(x + " + ε") != std::string::npos || caption.find(x + " − ε") != std::string::npos) {
      ++hair;
      CHECK(x == y);
      CHECK((caption.find(x + " + ε") != std::string::npos ? 1 : -1) == exact);
      continue;
    }
    CHECK(within(px, d2));
    CHECK((px.value < py.value ? -1 : px.value > py.value ? 1 : 0) == exact);
  }
  CHECK(hair < 2000);  // some pairs print as plain numbers too
}

}  // namespace test_prereq_true_numbers
