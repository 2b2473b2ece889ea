// The ray-cast scene: a box and a circle worked by hand (caption, each edge's cut in the table, the
// stretch inside, the edge hit drawn), and an audit over dragged states: every fraction, point and
// normal it prints is the exact one correctly rounded — each edge's cut against the exact
// intersection of the two lines, the hit against the exact first meeting of the segment with the
// outline (tests/core/ray_oracle.hpp), the circle against the quadratic's root from exact integers.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "../core/ray_oracle.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"
#include "shows_rounded.hpp"

namespace test_distance_ray {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

// The 2 × 2 box at the origin, the circle of radius 1 at (5, 1), and a ray along y = 1.
std::unique_ptr<lab::Scene> box_and_circle(Vec2 from, Vec2 to) {
  return scene_with("ray-cast", [&](lab::SceneState& state) {
    state.shape("A").points = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
    state.shape("C").points = {{5, 1}};
    state.shape("C").radius = 1;
    state.shape("ray").points = {from, to};
  });
}

std::vector<std::string> texts(const lab::Scene& s, const std::string& where) {
  std::vector<std::string> out;
  for (const auto& p : s.printed())
    if (p.where == where) out.push_back(p.text);
  return out;
}

TEST_CASE("ray-cast: along y = 1 from (−1, 1) to (7, 1): into the box at 1/8 through e3, the circle at 5/8") {
  // r = (8, 0). The box's left edge e3 (x = 0) is crossed inwards at t = 1/8, its right edge e1
  // outwards at t = 3/8; e0 and e2 run parallel with the start inside their lines. The circle
  // (x − 5)² + (y − 1)² = 1 is first met at x = 4: t = 5/8, normal (−1, 0).
  auto s = box_and_circle({-1, 1}, {7, 1});
  CHECK(s->caption() ==
        "A: the ray enters through e3, 0.125 of the way along → hit; C: the ray enters, 0.625 of the way along → hit");
  CHECK(texts(*s, "table") == std::vector<std::string>{"0.375", "0.125"});
  const auto named = s->named();
  REQUIRE(named.size() == 1);
  CHECK(named[0].edge == 3);
  const auto c = drawn(*s);
  const auto* inside = c.first("segment", palette::collide);
  REQUIRE(inside != nullptr);
  CHECK(inside->points == std::vector<Vec2>{{0, 1}, {2, 1}});  // the stretch inside, t = 1/8 … 3/8
  const auto* edge = c.first("dashed_segment", palette::deciding);
  REQUIRE(edge != nullptr);
  CHECK(edge->points == std::vector<Vec2>{{0, 2}, {0, 0}});
  CHECK(c.has_label("t = 0.125"));
  CHECK(c.has_label("t = 0.625"));
  CHECK(c.count("arrow", palette::deciding) == 2);  // the two normals
  const auto panel = texts(*s, "panel");
  CHECK(std::count(panel.begin(), panel.end(), "−1") == 2);  // both normals point left: (−1, 0)
}

TEST_CASE("ray-cast: a ray that stops short, one that starts inside, one parallel outside an edge") {
  // To (−0.5, 1): the box's e3 is crossed at t = 2 (past the end): entering 2 > leaving 1.
  auto short_ray = box_and_circle({-1, 1}, {-0.5, 1});
  CHECK(short_ray->caption() == "A: the ray never gets inside → miss; C: the ray never gets inside → miss");
  CHECK(short_ray->named().empty());
  auto inside = box_and_circle({1, 1}, {7, 1});
  CHECK(inside->caption() == "A: the ray starts inside → hit; C: the ray enters, 0.5 of the way along → hit");
  CHECK(drawn(*inside).has_label("starts inside"));
  // Along y = 3, above the box: outside e2's line (y = 2) and parallel to it.
  auto above = box_and_circle({-1, 3}, {7, 3});
  CHECK(above->caption() == "A: the ray never gets inside → miss; C: the ray never gets inside → miss");
}

// The colour of the label reading exactly `text` (transparent when there is none).
lab::Color label_colour(const RecordingCanvas& c, const std::string& text) {
  for (const auto& d : c.calls)
    if (d.kind == "label" && d.text == text) return d.color;
  return {};
}

TEST_CASE("ray-cast: along y = 0.9 the ray enters the pentagon at vertex v1, where e0 and e1 meet") {
  // The pentagon's vertex 1 is (−2.9, 0.9): the end of e0 (from (0, 3)) and the start of e1 (to
  // (−1.8, −2.4)). From (−6, 0.9) to (10, 0.9) both lines are crossed inwards there, at
  // t = 3.1/16 = 0.19375, and the ray leaves at vertex 4, (2.9, 0.9), at t = 8.9/16 = 0.55625.
  auto s = scene_with("ray-cast", [](lab::SceneState& state) { state.shape("ray").points = {{-6, 0.9}, {10, 0.9}}; });
  CHECK(
      s->caption().starts_with("A: the ray enters through vertex v1 (where e0 and e1 meet), 0.1938 of the way "
                               "along → hit; C: "));
  const auto named = s->named();
  REQUIRE(named.size() == 3);
  CHECK(named[0].role == "hit_vertex");
  CHECK(named[0].vertex == 1);
  CHECK(named[0].edge == -1);
  std::vector<int> edges{named[1].edge, named[2].edge};
  std::sort(edges.begin(), edges.end());
  CHECK(edges == std::vector<int>{0, 1});
  CHECK(named[1].role == "hit_edge");
  CHECK(named[2].role == "hit_edge");
  // Both edges dashed, both names in vermillion; the rest of the outline is not.
  const auto c = drawn(*s);
  CHECK(c.count("dashed_segment", palette::deciding) == 2);
  CHECK(label_colour(c, "e0") == palette::deciding);
  CHECK(label_colour(c, "e1") == palette::deciding);
  CHECK(label_colour(c, "e4") == palette::shape_a);
  CHECK(label_colour(c, "v1") == palette::deciding);  // the vertex the caption names
  // The stretch inside, from vertex 1 to vertex 4.
  const auto* inside = c.first("segment", palette::collide);
  REQUIRE(inside != nullptr);
  CHECK(inside->points[0].x == doctest::Approx(-2.9));
  CHECK(inside->points[1].x == doctest::Approx(2.9));
  // A hair above, the ray crosses e0 inside the edge: e0 alone.
  change_state(*s, [](lab::SceneState& state) { state.shape("ray").points = {{-6, 0.9 + 1e-9}, {10, 0.9 + 1e-9}}; });
  CHECK(s->caption().starts_with("A: the ray enters through e0, 0.1938 of the way along → hit"));
  REQUIRE(s->named().size() == 1);
  CHECK(s->named()[0].edge == 0);
}

TEST_CASE("ray-cast: a flat polygon gives no verdict, and says why") {
  auto s = scene_with("ray-cast", [](lab::SceneState& state) { state.shape("A").points = {{0, 0}, {1, 1}, {2, 2}}; });
  CHECK(s->caption() ==
        "no verdict: A has no area (its vertices are on one line): a ray cast needs a polygon with area");
}

// [audit] -------------------------------------------------------------------------------------

using poly_oracle::Big;
using poly_oracle::Int;
using poly_oracle::P;
using Ld = long double;

Ld ratio(const Big& num, const Big& den) { return num.convert_to<Ld>() / den.convert_to<Ld>(); }
Big cross_big(const P& a, const P& b) {
  return poly_oracle::wide(a.x) * poly_oracle::wide(b.y) - poly_oracle::wide(a.y) * poly_oracle::wide(b.x);
}
Big dot_big(const P& a, const P& b) {
  return poly_oracle::wide(a.x) * poly_oracle::wide(b.x) + poly_oracle::wide(a.y) * poly_oracle::wide(b.y);
}
P minus(const P& a, const P& b) { return {a.x - b.x, a.y - b.y}; }
constexpr Ld kUnit = 0x1p56L;

// The exact answers for one state: per edge, where its line cuts the ray (nothing when parallel),
// and whether the ray enters there from outside; the stretch inside; the polygon's and circle's hit.
struct Answers {
  std::vector<std::optional<Ld>> cut;
  Ld enter = 0, leave = 1;
  ray_oracle::FirstMeeting polygon;
  Ld hit_x = 0, hit_y = 0, normal_x = 0, normal_y = 0;
  bool circle_hit = false, circle_inside = false;
  Ld circle_t = 0, circle_x = 0, circle_y = 0, circle_nx = 0, circle_ny = 0;
};

// `edge`: the edge the scene names (one of the exact first meeting's, checked apart), for its normal.
Answers exact_answers(const std::vector<Vec2>& polygon, Vec2 centre, double radius, Vec2 from, Vec2 to, int edge) {
  Answers out;
  const P f = poly_oracle::big(from), g = poly_oracle::big(to), r = minus(g, f);
  const auto big_polygon = poly_oracle::big(poly_oracle::Poly(polygon.begin(), polygon.end()));
  const int turn = poly_oracle::area2(big_polygon) > 0 ? 1 : -1;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const P p = big_polygon[i], e = minus(big_polygon[(i + 1) % polygon.size()], p);
    const Big across = cross_big(r, e);
    if (across == 0) {
      out.cut.push_back(std::nullopt);
      continue;
    }
    const Ld t = ratio(cross_big(minus(p, f), e), across);
    out.cut.push_back(t);
    const bool outside = poly_oracle::orient(p, big_polygon[(i + 1) % polygon.size()], f) * turn < 0;
    const bool entering = across.sign() * turn < 0;  // the outward normal against the ray
    if (entering && outside) out.enter = std::max(out.enter, t);
    if (!entering) out.leave = std::min(out.leave, t);
  }
  out.polygon = ray_oracle::first_meeting(poly_oracle::Poly(polygon.begin(), polygon.end()), from, to);
  if (out.polygon.hit && edge >= 0) {
    const Ld t = ratio(out.polygon.t.num, out.polygon.t.den);
    out.hit_x = from.x + t * r.x / kUnit, out.hit_y = from.y + t * r.y / kUnit;
    const auto k = static_cast<std::size_t>(edge);
    const P e = minus(big_polygon[(k + 1) % polygon.size()], big_polygon[k]);
    const Ld length = std::sqrt(dot_big(e, e).convert_to<Ld>());
    out.normal_x = turn * e.y / length, out.normal_y = -turn * e.x / length;
  }
  const P c = poly_oracle::big(centre), m = minus(f, c);
  const Int radius_big = poly_oracle::big(radius);
  out.circle_hit = poly_oracle::segment_within(c, radius_big, f, g);
  const Big cc = dot_big(m, m) - poly_oracle::wide(radius_big) * poly_oracle::wide(radius_big);
  out.circle_inside = cc <= 0;
  if (out.circle_hit && !out.circle_inside) {
    const Big a = dot_big(r, r), b = dot_big(m, r);
    const Ld root = std::sqrt((b * b - a * cc).convert_to<Ld>());
    out.circle_t = cc.convert_to<Ld>() / (-b.convert_to<Ld>() + root);  // the smaller root
    out.circle_x = from.x + out.circle_t * r.x / kUnit, out.circle_y = from.y + out.circle_t * r.y / kUnit;
    out.circle_nx = (out.circle_x - centre.x) / radius, out.circle_ny = (out.circle_y - centre.y) / radius;
  }
  return out;
}

// The exact value a printed entry stands for, by what it is of (scene's printed() words).
std::optional<Ld> exact_for(const lab::Printed& p, const Answers& x) {
  const std::string& of = p.of;
  if (of.ends_with("'s cut")) return x.cut.at(std::stoul(of.substr(1)));
  if (of == "the largest entering t") return x.enter;
  if (of == "the smallest leaving t") return x.leave;
  const bool circle = of.rfind("C's", 0) == 0;
  if (of.ends_with("along the ray")) return circle ? x.circle_t : ratio(x.polygon.t.num, x.polygon.t.den);
  if (of.ends_with("hit point, x")) return circle ? x.circle_x : x.hit_x;
  if (of.ends_with("hit point, y")) return circle ? x.circle_y : x.hit_y;
  if (of.ends_with("normal at the hit, x")) return circle ? x.circle_nx : x.normal_x;
  if (of.ends_with("normal at the hit, y")) return circle ? x.circle_ny : x.normal_y;
  return std::nullopt;
}

TEST_CASE("ray-cast: audit: every cut, hit, point and normal printed is the exact one correctly rounded" *
          doctest::test_suite("slow")) {
  std::mt19937_64 rng(2930);
  portable::uniform_int_distribution<int> tenth(-90, 90), preset(0, 3), small(-10, 10);
  int wrong_verdict = 0, wrong_edge = 0, wrong_number = 0, unknown = 0, checked = 0, hits = 0, vertices = 0;
  for (int i = 0; i < 300; ++i) {
    auto s = scene_from_preset("ray-cast", static_cast<std::size_t>(preset(rng)), [&](lab::SceneState& state) {
      for (Vec2& p : state.shape("ray").points) p += Vec2{tenth(rng) * 0.1, small(rng) * 0.1};
      for (Vec2& p : state.shape("A").points) p += Vec2{small(rng) * 0.01 * 8, small(rng) * 0.01 * 8};
      state.shape("C").points[0] += Vec2{small(rng) * 0.1, small(rng) * 0.1};
      state.shape("C").radius = 0.5 + (small(rng) + 10) * 0.1;
      // Every sixth ray runs level through A's vertex 1 from the left, or vertex 4 from the right
      // (each the far corner on its side): it enters A exactly there. (Level, so the ray's line
      // holds the vertex exactly, whatever the rounding of its ends' x.)
      if (i % 6 == 0) {
        const bool left = i / 6 % 2 == 0;
        const Vec2 v = state.shape("A").points[left ? 1 : 4];
        state.shape("ray").points = {{v.x + (left ? -8 : 8), v.y}, {v.x + (left ? 8 : -8), v.y}};
      }
      // And every sixth, three on, ends exactly on a vertex: its end touches A there, a hit at
      // t = 1 when nothing is met before (8 of 50 were called misses: t = 1 divided out as 1 + ulp).
      if (i % 6 == 3) state.shape("ray").points[1] = state.shape("A").points[static_cast<std::size_t>(i / 6 % 5)];
    });
    const auto& state = s->state();
    const auto& polygon = state.shape("A").points;
    if (!s->warnings().empty()) continue;  // A dragged out of convex: the slab method does not apply
    const Vec2 from = state.shape("ray").points[0], to = state.shape("ray").points[1];
    const auto named = s->named();
    // The edge whose normal is drawn: the first edge named (at a vertex, one of the two).
    const auto normal_edge = std::find_if(named.begin(), named.end(), [](const lab::Named& n) { return n.edge >= 0; });
    const Answers x = exact_answers(polygon, state.shape("C").points[0], state.shape("C").radius, from, to,
                                    normal_edge == named.end() ? -1 : normal_edge->edge);
    // The verdicts as the caption says them, and the edge the figure names.
    const std::string caption = s->caption();
    const bool said_a = caption.find("→ hit; C") != std::string::npos, said_c = caption.ends_with("→ hit");
    wrong_verdict += said_a != x.polygon.hit || said_c != x.circle_hit;
    hits += said_a + said_c;
    // Every edge named is met at the first meeting; a vertex is named exactly when it is met there
    // (two neighbouring edges met at one fraction meet at their common end).
    int vertex = -1, exact_vertex = -1;
    for (const auto& n : named) {
      if (n.edge >= 0)
        wrong_edge += std::find(x.polygon.edges.begin(), x.polygon.edges.end(), n.edge) == x.polygon.edges.end();
      if (n.vertex >= 0) vertex = n.vertex;
    }
    const int count = static_cast<int>(polygon.size());
    for (const int e : x.polygon.edges)
      if (std::find(x.polygon.edges.begin(), x.polygon.edges.end(), (e + 1) % count) != x.polygon.edges.end())
        exact_vertex = (e + 1) % count;
    wrong_edge += vertex != exact_vertex;
    vertices += vertex >= 0;
    for (const lab::Printed& p : s->printed()) {
      ++checked;
      const auto exact = exact_for(p, x);
      if (!exact) {
        ++unknown;
        MESSAGE("not checked: " << p.of);
      } else if (!shows_rounded(p.text, *exact)) {
        ++wrong_number;
        MESSAGE(p.of << ": " << p.text << " for " << static_cast<double>(*exact) << " in " << caption);
      }
    }
  }
  CHECK(wrong_verdict == 0);
  CHECK(wrong_edge == 0);
  CHECK(wrong_number == 0);
  CHECK(unknown == 0);
  CHECK(checked > 2000);
  CHECK(hits > 150);
  CHECK(vertices > 5);  // rays that enter exactly at a vertex were among them
}

}  // namespace test_distance_ray
