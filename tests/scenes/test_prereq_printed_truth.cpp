// Issue 25: the numbers the printed-number audit (test_prereq_printed_audit.cpp) found untrue in the
// chapter "Before polygons" and polygon vs point and line, each as a named case worked by hand.
// The line through (0.1, 0.7) and (0.3, 2.1) is y = 7x as a reader reads it, but the doubles are
// not those decimals: the exact values below come from the doubles in rationals (Python's
// fractions agree), and the old computations (rounded differences, then rounded products) gave
// the values in the comments.
#include <doctest/doctest.h>

#include <string>

#include "headless_imgui.hpp"
#include "scenes/panel_text.hpp"
#include "prereq_exact.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_printed_truth {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;
using prereq_exact::Rational;

/// The text of the first entry of `scene`'s printed list at `where` for `of`.
std::string printed_text(const Scene& scene, const std::string& where, const std::string& of) {
  for (const Printed& p : scene.printed())
    if (p.where == where && p.of == of) return p.text;
  return "(not listed)";
}

// With the doubles p1 = (0.1, 0.7), p2 = (0.3, 2.1): c = p2.x·p1.y − p2.y·p1.x exactly.
Rational exact_c() { return Rational(0.3) * Rational(0.7) - Rational(2.1) * Rational(0.1); }

TEST_CASE("side-of-line prints the line's c exactly rounded, not −(a·P₁.x + b·P₁.y) in doubles") {
  // The line through the origin, nearly: c is −4.2e−17; the doubles' −(a·x₁ + b·y₁) gave −2.8e−17.
  CHECK(prereq_exact::untrue("−4.2e−17", exact_c()).empty());
  auto scene = scene_with("side-of-line", [](SceneState& s) { s.shape("line").points = {{0.1, 0.7}, {0.3, 2.1}}; });
  CHECK(printed_text(*scene, "panel", "c") == "−4.2e−17");
  CHECK(printed_text(*scene, "panel", "|c|") == "4.2e−17");
}

TEST_CASE("closest-point's |PQ| for P a hair off AB is its exact distance, not the rounded Q's") {
  // P = (0.2, 1.4) on y = 7x up to rounding, between A = (0.1, 0.7) and B = (0.3, 2.1): its distance
  // from the line is |cross| / |AB| = 2.9e−17; from the rounded projection it read 5.6e−17.
  const Rational cross = (Rational(0.3) - Rational(0.1)) * (Rational(1.4) - Rational(0.7)) -
                         (Rational(2.1) - Rational(0.7)) * (Rational(0.2) - Rational(0.1));
  const Rational length = (Rational(0.3) - Rational(0.1)) * (Rational(0.3) - Rational(0.1)) +
                          (Rational(2.1) - Rational(0.7)) * (Rational(2.1) - Rational(0.7));
  CHECK(prereq_exact::untrue_root("2.9e−17", cross * cross / length).empty());
  auto scene = scene_with("closest-point", [](SceneState& s) {
    s.shape("AB").points = {{0.1, 0.7}, {0.3, 2.1}};
    s.shape("P").points = {{0.2, 1.4}};
  });
  CHECK(printed_text(*scene, "caption", "|PQ|") == "2.9e−17");
  CHECK(printed_text(*scene, "figure", "|PQ|") == "2.9e−17");
  CHECK(scene->caption().ends_with("|PQ| = 2.9e−17"));
}

TEST_CASE("closest-point says P lies on AB only when it does, not when the rounded projection is P") {
  // A = (−4, −1), B = (2, 1), P = (−3.4, −0.8): a tenth of the way along, as a reader reads it; but
  // the doubles put P off the line, cross = 6·(P.y + 1) − 2·(P.x + 4) = −4.4e−16, so
  // |PQ| = 4.4e−16 / √40 = 7.02e−17. The rounded projection is exactly P, and the caption said
  // "P lies on AB … |PQ| = 0".
  const Rational cross = 6 * (Rational(-0.8) + 1) - 2 * (Rational(-3.4) + 4);
  CHECK(cross != 0);
  CHECK(prereq_exact::untrue_root("7e−17", cross * cross / 40).empty());
  auto scene = scene_with("closest-point", [](SceneState& s) {
    s.shape("AB").points = {{-4, -1}, {2, 1}};
    s.shape("P").points = {{-3.4, -0.8}};
  });
  CHECK(scene->caption() == "P projects between A and B (t = 0.1) → Q = (−3.4, −0.8), |PQ| = 7e−17");
}

TEST_CASE("polygon-line's table prints a vertex's side value exactly rounded") {
  // Vertex 0 = (0.2, 1.4) a hair off the line through (0.1, 0.7) and (0.3, 2.1): 4.2e−17 exactly
  // (side() with the rounded a, b, c gave 2.8e−17).
  const Rational value = (Rational(2.1) - Rational(0.7)) * (Rational(0.2) - Rational(0.1)) -
                         (Rational(0.3) - Rational(0.1)) * (Rational(1.4) - Rational(0.7));
  CHECK(prereq_exact::untrue("4.2e−17", value).empty());
  auto scene = scene_with("polygon-line", [](SceneState& s) {
    s.shape("pentagon").points = {{0.2, 1.4}, {4, 0}, {4, 4}};
    s.shape("line").points = {{0.1, 0.7}, {0.3, 2.1}};
  });
  CHECK(printed_text(*scene, "table", "vertex 0's side value") == "4.2e−17");
}

TEST_CASE("polygon-point's table prints an edge's side value exactly rounded") {
  // P = (0.2, 1.4) a hair off edge e0 from (0.1, 0.7) to (0.3, 2.1): the same 4.2e−17.
  auto scene = scene_with("polygon-point", [](SceneState& s) {
    s.shape("pentagon").points = {{0.1, 0.7}, {0.3, 2.1}, {-3, 2}};
    s.shape("P").points = {{0.2, 1.4}};
  });
  CHECK(printed_text(*scene, "table", "e0's side value") == "4.2e−17");
}

TEST_CASE("rectangles' circle mode lists its clamp and squares, and names the edge Q is on") {
  // C = (4.1, 0.3) off A's right edge x = 2 (A from (−4, −2) to (2, 2)): Q = (2, 0.3), and
  // |CQ|² = (4.1 − 2)² = 4.41 in decimals; the doubles give 4.409999999999999…, which rounds to 4.41.
  auto scene = scene_at_preset("rectangles", "circle over an edge");
  change_state(*scene, [](SceneState& s) { s.shape("C").points = {{4.1, 0.3}}; });
  CHECK(printed_text(*scene, "caption", "|CQ|²") == "4.41");
  CHECK(printed_text(*scene, "panel", "Q, x") == "2");
  CHECK(printed_text(*scene, "panel", "A's x range, high end") == "2");
  const auto named = scene->named();
  REQUIRE(named.size() == 1);
  CHECK(named[0].role == "closest_point");
  CHECK(named[0].edge == 1);  // the right edge, from the low right corner up
}

TEST_CASE("circles writes a tiny radius squared as (3e−6)², not 3e−6², which reads as 3·10^(−36)") {
  // C at the origin, r = 3e−6, AB along y = 3e−6: Q = (0, 3e−6), |CQ|² = 9e−12 = r² → they touch.
  const HeadlessImGui imgui;
  auto scene = scene_named("circles");
  change_state(*scene, [](SceneState& s) { s.options["mode"] = 2; });  // the mode's shapes: C and AB
  change_state(*scene, [](SceneState& s) {
    s.shape("C").points = {{0, 0}};
    s.shape("C").radius = 3e-6;
    s.shape("AB").points = {{-4e-6, 3e-6}, {4e-6, 3e-6}};
  });
  const std::string text = panel_text([&] { scene->panel(); });
  INFO(text);
  CHECK(text.find("| r² | (3e−6)² | 9e−12 |") != std::string::npos);
  CHECK(text.find("3e−6²") == std::string::npos);
}

}  // namespace test_prereq_printed_truth
