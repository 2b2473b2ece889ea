// Issue 25 in the concave chapter's point-in-polygon: a P on a vertex names both edges that meet
// there, an edge through P is not "left of P", and the ray where it runs along an edge is the
// boundary, neither "in" nor "out". The comb (start polygon) has vertices (−5, −3), (5, −3),
// (5, 3), (3, 3), (3, −1), (1, −1), (1, 3), (−1, 3), (−1, −1), (−3, −1), (−3, 3), (−5, 3): edge k
// runs from vertex k to vertex k + 1.
#include <doctest/doctest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <map>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "headless_imgui.hpp"
#include "scene_test_support.hpp"

namespace test_concave_true_numbers {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;
using Rational = boost::multiprecision::cpp_rational;

std::unique_ptr<Scene> comb_with_p(Vec2 p) {
  return scene_from_preset("point-in-polygon", 0, [&](SceneState& s) { s.shape("P").points[0] = p; });
}

/// P lies on the closed segment a–b, in exact rationals (independent of the core's predicates).
bool on_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Rational cross = (Rational(b.x) - a.x) * (Rational(p.y) - a.y) - (Rational(b.y) - a.y) * (Rational(p.x) - a.x);
  return cross == 0 && std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

/// The edges the figure names as P's ("e4: P is on it"), by number.
std::vector<int> named_edges(const RecordingCanvas& canvas) {
  std::vector<int> out;
  for (const auto& c : canvas.of("label"))
    if (c.text.size() > 12 && c.text.substr(c.text.size() - 12) == ": P is on it")
      out.push_back(std::stoi(c.text.substr(1)));
  std::sort(out.begin(), out.end());
  return out;
}

TEST_CASE("point-in-polygon with P on vertex 5 = (1, −1) names e4 and e5, and the ray along e4 is boundary") {
  // Vertex 5 = (1, −1) ends e4 (from (3, −1)) and starts e5 (up to (1, 3)). The ray from P runs
  // along e4 from x = 1 to x = 3: on the boundary. e5 meets the line at P itself (one end above,
  // one level): not counted, and not left of P. Counted: e3 at x = 3 and e1 at x = 5 (2, even);
  // left of P: e7, e9, e11 (3).
  const HeadlessImGui imgui;
  auto scene = comb_with_p({1, -1});
  CHECK(scene->caption() ==
        "P lies on vertex 5, where e4 and e5 meet: the ray rule alone says 2 crossings (even: outside); "
        "the exact check puts P on the boundary, which counts as touching");
  const auto canvas = drawn(*scene);
  CHECK(named_edges(canvas) == std::vector<int>{4, 5});
  CHECK(canvas.count("dashed_segment", palette::deciding) >= 2);  // both edges dashed (and the legend's swatch)
  CHECK(canvas.has_label("P's edges: P is on the boundary"));
  CHECK(canvas.has_label("ray along an edge: on the boundary, neither in nor out"));
  CHECK(canvas.has_label("meets the line at or left of P: not counted"));
  // The ray from 1 to 3 is drawn in the polygon's colour, not as "out", and no word sits on it.
  bool boundary_piece = false;
  for (const auto& c : canvas.of("segment"))
    if (!c.legend && c.points[0] == Vec2{1, -1} && c.points[1] == Vec2{3, -1})
      boundary_piece = c.color == palette::shape_a;
  CHECK(boundary_piece);
  for (const auto& c : canvas.of("segment"))
    if (!c.legend && c.color == palette::apart && c.points[0].y == -1) CHECK(c.points[0].x >= 3);
  for (const auto& c : canvas.of("label"))
    if (c.text == "out" || c.text == "in") CHECK_FALSE((c.points[0].x > 1 && c.points[0].x < 3));
  const std::string text = panel_text([&] { scene->panel(); });
  INFO(text);
  CHECK(text.find("Edges meeting the line through P: 6: 2 right of P (counted), 1 through P itself, 3 left of P "
                  "(not counted)") != std::string::npos);
  CHECK(text.find("P lies exactly on vertex 5, where e4 and e5 meet") != std::string::npos);
}

TEST_CASE("point-in-polygon audit, P on 600 points of the comb's outline: the named edges hold P" *
          doctest::test_suite("slow")) {
  // P on a vertex (every vertex), or part way along an edge at a random rational fraction (in
  // sixteenths, exact in doubles). Every edge the figure names as P's holds P (exact rationals);
  // at a vertex both edges that meet there are named, on an edge only that edge.
  auto scene = scene_named("point-in-polygon");
  const auto polygon = scene->presets().at(0).state.shape("polygon").points;
  const int n = static_cast<int>(polygon.size());
  std::mt19937 random(25);
  portable::uniform_int_distribution<int> edge(0, n - 1), sixteenth(1, 15);
  for (int k = 0; k < 600; ++k) {
    const int e = k < n ? k : edge(random);
    const Vec2 a = polygon[static_cast<std::size_t>(e)], b = polygon[static_cast<std::size_t>((e + 1) % n)];
    const bool vertex = k < n || k % 5 == 0;
    const Vec2 p = vertex ? a : a + (b - a) * (sixteenth(random) / 16.0);
    CAPTURE(p.x);
    CAPTURE(p.y);
    auto at = comb_with_p(p);
    const std::vector<int> named = named_edges(drawn(*at));
    for (int i : named)
      CHECK(on_segment(p, polygon[static_cast<std::size_t>(i)], polygon[static_cast<std::size_t>((i + 1) % n)]));
    if (vertex) {
      std::vector<int> both{(e + n - 1) % n, e};
      std::sort(both.begin(), both.end());
      CHECK(named == both);
    } else {
      CHECK(named == std::vector<int>{e});
    }
  }
}


TEST_CASE("point-in-polygon at vertex 5 of the comb lists what it prints and names") {
  // By hand (see the top): e1 meets the line y = −1 at x = 5 and e3 at x = 3, both right of P
  // (counted, e3 first along the ray); e5 at x = 1, P itself; e7, e9, e11 at −1, −3, −5, left.
  auto scene = comb_with_p({1, -1});
  std::vector<std::string> roles;
  for (const auto& n : scene->named())
    roles.push_back(n.role + " " + n.shape + " " + std::to_string(n.edge) + " " + std::to_string(n.vertex));
  CHECK(roles == std::vector<std::string>{"p_on_edge polygon 4 -1", "p_on_edge polygon 5 -1",
                                          "p_is_vertex polygon -1 5", "ray_crossing polygon 3 -1",
                                          "ray_crossing polygon 1 -1", "ray_through_start polygon 5 -1",
                                          "ray_left polygon 7 -1", "ray_left polygon 9 -1", "ray_left polygon 11 -1"});
  std::map<std::string, std::string> panel;  // what → text, for the panel's counts
  std::vector<std::string> table;
  for (const auto& p : scene->printed()) {
    if (p.where == "panel") panel[p.of] = p.text;
    if (p.where == "table") table.push_back(p.text);
    if (p.where == "caption") CHECK(p.text == "2");
  }
  CHECK(panel["edges meeting the line through P"] == "6");
  CHECK(panel["P's ray: crossings counted"] == "2");
  CHECK(panel["edges through P itself"] == "1");
  CHECK(panel["edges meeting the line left of P"] == "3");
  // Each row's x and the start's x it is compared with, in the table's order; then the note's x.
  CHECK(table ==
        std::vector<std::string>{"3", "1", "5", "1", "1", "1", "\u22121", "1", "\u22123", "1", "\u22125", "1", "1"});
}

TEST_CASE("the circle's checks table keeps a coordinate's zeros: (1.00, −1.5) for (1.0001, −1.5), d² 4.00 for 4.0004") {
  // The C's notch floor e2 runs along y = −1.5 from x = 3 to −1; its back wall e3 along x = −1.
  // A circle of radius 1.2 at (1.0001, 0) touches nothing: e2's nearest point is (1.0001, −1.5),
  // and e3's is (−1, 0), at d² = 2.0001² = 4.00040001 from the centre. Printed at 2 places, these
  // are "1.00" and "4.00": "1" and "4" would claim whole numbers.
  const HeadlessImGui imgui;
  auto scene = scene_from_preset("concave-polygon-circle", 0, [](SceneState& s) {
    s.shape("circle").points[0] = {1.0001, 0};
  });
  const std::string text = panel_text([&] { scene->panel(); });
  INFO(text);
  CHECK(text.find("(1.00, \u22121.5)") != std::string::npos);
  CHECK(text.find("4.00 > 1.44") != std::string::npos);
  CHECK(text.find("ray starts at x = 1.00.") != std::string::npos);
}

TEST_CASE("P on the comb's bottom edge: the ray runs along e0 to its one crossing, so no green and no 'inside' line") {
  // P = (0, −3) lies on e0, from (−5, −3) to (5, −3). The rule counts e1 at x = 5 (1 crossing,
  // "inside" from P to there), but all of that stretch lies along e0: the boundary, drawn in the
  // polygon's colour. The legend lists only what is drawn: no "ray inside the polygon".
  auto scene = comb_with_p({0, -3});
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("ray along an edge: on the boundary, neither in nor out"));
  CHECK_FALSE(canvas.has_label("ray inside the polygon"));
  for (const auto& c : canvas.of("segment")) CHECK(c.color != palette::collide);
}

TEST_CASE("a circle's centre on an edge of the tiny C prints d² ≈ 0, not the rounding left in it") {
  // The C shrunk a millionfold, the centre put on an edge at a sixteenth of its length: the exact
  // d² is 0, the rounded one is a residue such as 1.8e−43. The first such place is used.
  bool found = false;
  for (int e = 0; e < 8 && !found; ++e)
    for (int k = 1; k < 16 && !found; ++k) {
      auto scene = scene_from_preset("concave-polygon-circle", 0, [&](SceneState& s) {
        auto& c = s.shape("C").points;
        for (Vec2& v : c) v *= 1e-6;
        const Vec2 a = c[static_cast<std::size_t>(e)], b = c[static_cast<std::size_t>((e + 1) % 8)];
        s.shape("circle").points[0] = a + (b - a) * (k / 16.0);
        s.shape("circle").radius = 1e-7;
      });
      for (const auto& p : scene->printed())
        if (p.of.starts_with("e" + std::to_string(e) + ": d²") && p.value != 0) {
          found = true;
          CAPTURE(p.value);
          CHECK(p.text == "\u2248 0");
        }
    }
  CHECK(found);
}

}  // namespace test_concave_true_numbers
