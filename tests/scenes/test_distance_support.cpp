// The support-point scene: its start and its two ties worked by hand (caption, the vertices lit,
// the tie's words), and an audit over dragged states: the vertex lit is the exact farthest (the
// first of equals), the ties are exactly the vertices as far, and every distance along d and
// coordinate it prints is the exact value (integers on the 2⁻⁵⁶ grid) correctly rounded.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "../core/polygon_oracle.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"
#include "shows_rounded.hpp"

namespace test_distance_support {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

// The dots drawn at p in one colour.
int dots_at(const RecordingCanvas& c, Vec2 p, lab::Color color) {
  int n = 0;
  for (const auto& call : c.of("point")) n += call.color == color && call.points.at(0) == p;
  return n;
}

TEST_CASE("support-point: the start: A's v2 and B's v0, and A − B's w = (−5.5, 2.5) behind the origin along d") {
  // d = (2, 1.2), |d| = √5.44. A's v2 (−2.5, 5): (−5 + 6) / √5.44 = 0.4287, the largest of A's
  // −3.1727, −1.2862, 0.4287, −1.0290. Along −d, B's v0 (3, 2.5) is −9 / √5.44 = −3.8587 for −B,
  // the largest of −3.8587, −6.0025, −6.4312. w = (−2.5, 5) − (3, 2.5) = (−5.5, 2.5): −8 / √5.44.
  auto s = scene_named("support-point");
  CHECK(s->caption() == "A − B's support along d = A's v2 − B's v0, −3.4300 along d");
  const auto named = s->named();
  REQUIRE(named.size() == 2);
  CHECK((named[0].role == "support_vertex" && named[0].shape == "A" && named[0].vertex == 2));
  CHECK((named[1].role == "support_vertex" && named[1].shape == "B" && named[1].vertex == 0));
  std::vector<std::string> table;
  for (const auto& p : s->printed())
    if (p.where == "table") table.push_back(p.text);
  CHECK(table == std::vector<std::string>{"−3.1727", "−1.2862", "0.4287", "−1.0290", "−3.8587", "−6.0025", "−6.4312"});
  const auto c = drawn(*s);
  // Lit on A, on B, on −B (at −(3, 2.5)) and w on A − B, each with its line square to d.
  for (const Vec2 p : {Vec2{-2.5, 5}, Vec2{3, 2.5}, Vec2{-3, -2.5}, Vec2{-5.5, 2.5}}) {
    CAPTURE(p);
    CHECK(dots_at(c, p, palette::deciding) == 1);
  }
  CHECK(c.count("dashed_segment", palette::deciding) == 4);
  CHECK(c.has_label("w"));
  CHECK(c.has_label("v2"));
  CHECK(c.has_label("−B"));
}

TEST_CASE("support-point: A's edge v1–v2 square to d: a tie, named with the vertex support takes") {
  // d = (2.5, −0.5): v1 (−3, 2.5) and v2 (−2.5, 5) are both −8.75 / √6.5 = −3.4320 along d.
  auto s = scene_at_preset("support-point", 1);
  CHECK(s->caption() ==
        "A − B's support along d = A's v1 − B's v0, −5.8835 along d; A's v1 and v2 tie: the first is taken");
  const auto named = s->named();
  REQUIRE(named.size() == 3);
  CHECK((named[0].role == "support_vertex" && named[0].vertex == 1));
  CHECK((named[1].role == "tied_vertex" && named[1].shape == "A" && named[1].vertex == 2));
  const auto c = drawn(*s);
  CHECK(c.has_label("v2"));   // A's vertex numbers are written for predict mode's question
  CHECK(c.has_label("tie"));  // and the tie beside v2
  // Both print as −3.4320: the same value, exactly.
  int tied = 0;
  for (const auto& p : s->printed()) tied += p.where == "table" && p.text == "−3.4320";
  CHECK(tied == 3);  // A's v1 and v2, and −B's v2 (−(−11.25 + 2.5) … by chance the same)
}

TEST_CASE("support-point: B's edge v0–v1 square to −d, and a d that reaches past the origin") {
  auto s = scene_at_preset("support-point", 2);
  // d = (0, 2): A's v3 (−4.5, 5.5) is 5.5 along; B's v0 and v1 are both at y = 2.5: −B's −2.5.
  CHECK(s->caption() == "A − B's support along d = A's v3 − B's v0, 3 along d; B's v0 and v1 tie: the first is taken");
}

TEST_CASE("support-point: an arrow with no direction gives no verdict, and says why") {
  auto s = scene_with("support-point", [](lab::SceneState& state) { state.shape("d").points[1] = {0, 0}; });
  CHECK(s->caption() == "no verdict: d has no direction: its tip is on its tail");
  CHECK(s->named().empty());
}

using poly_oracle::Big;
using poly_oracle::P;

// v · d exactly (2¹¹² units) and |d| (2⁵⁶ units).
Big dot_exact(const P& v, const P& d) {
  return poly_oracle::wide(v.x) * poly_oracle::wide(d.x) + poly_oracle::wide(v.y) * poly_oracle::wide(d.y);
}
long double along_exact(const P& v, const P& d) {
  return dot_exact(v, d).convert_to<long double>() / std::sqrt(dot_exact(d, d).convert_to<long double>()) /
         std::ldexp(1.0L, poly_oracle::kBits);
}

struct Exact {
  std::vector<long double> along;
  std::vector<int> farthest;  // every vertex as far as the farthest, in outline order
};

// Each vertex's distance along d and the farthest ones, from the integers alone.
Exact exact_support(const std::vector<Vec2>& polygon, const P& d) {
  Exact out;
  std::vector<Big> dots;
  for (const Vec2 v : polygon) dots.push_back(dot_exact(poly_oracle::big(v), d));
  const Big best = *std::max_element(dots.begin(), dots.end());
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    out.along.push_back(along_exact(poly_oracle::big(polygon[i]), d));
    if (dots[i] == best) out.farthest.push_back(static_cast<int>(i));
  }
  return out;
}

TEST_CASE("support-point: audit: the vertices lit are the exact farthest, every number the exact one rounded" *
          doctest::test_suite("slow")) {
  std::mt19937_64 rng(2929);
  portable::uniform_int_distribution<int> tenth(-40, 40), preset(0, 2), tie(0, 3);
  int wrong_vertex = 0, wrong_number = 0, checked = 0, ties = 0;
  for (int i = 0; i < 300; ++i) {
    auto s = scene_from_preset("support-point", static_cast<std::size_t>(preset(rng)), [&](lab::SceneState& state) {
      for (Vec2& p : state.shape("B").points) p += Vec2{tenth(rng) * 0.1, tenth(rng) * 0.1};
      // One state in four keeps the preset's direction (two of them tie); the rest turn d.
      if (tie(rng) != 0) state.shape("d").points[1] = {tenth(rng) * 0.1, tenth(rng) * 0.1};
      if (i % 5 == 0) state.shape("d").points[0] = {tenth(rng) * 0.1, tenth(rng) * 0.1};
    });
    const auto& state = s->state();
    const P tail = poly_oracle::big(state.shape("d").points[0]), tip = poly_oracle::big(state.shape("d").points[1]);
    const P d{tip.x - tail.x, tip.y - tail.y}, minus_d{-d.x, -d.y};
    if (d.x == 0 && d.y == 0) continue;
    const auto a = state.shape("A").points, b = state.shape("B").points;
    const Exact ea = exact_support(a, d), eb = exact_support(b, minus_d);
    ties += ea.farthest.size() > 1 || eb.farthest.size() > 1;
    // The vertices lit, in the order named() gives them: A's chosen, A's ties, B's chosen, B's ties.
    std::vector<int> lit_a, lit_b;
    for (const auto& n : s->named()) (n.shape == "A" ? lit_a : lit_b).push_back(n.vertex);
    wrong_vertex += lit_a != ea.farthest || lit_b != eb.farthest;
    const Vec2 w = a[static_cast<std::size_t>(ea.farthest[0])] - b[static_cast<std::size_t>(eb.farthest[0])];
    const long double w_along = along_exact(poly_oracle::big(w), d);
    for (const lab::Printed& p : s->printed()) {
      ++checked;
      long double exact = 0;
      if (p.of.rfind("A's v", 0) == 0)
        exact = ea.along.at(std::stoul(p.of.substr(5)));
      else if (p.of.rfind("−B's v", 0) == 0)
        exact = eb.along.at(std::stoul(p.of.substr(8)));
      else if (p.of.ends_with(", x"))
        exact = w.x;
      else if (p.of.ends_with(", y"))
        exact = w.y;
      else
        exact = w_along;
      if (!shows_rounded(p.text, exact)) {
        ++wrong_number;
        MESSAGE(p.of << ": " << p.text << " for " << static_cast<double>(exact));
      }
    }
  }
  CHECK(wrong_vertex == 0);
  CHECK(wrong_number == 0);
  CHECK(checked > 2500);
  CHECK(ties > 10);  // states with a tie seen (19 drawn): the preset's direction kept, one in four
}

}  // namespace test_distance_support
