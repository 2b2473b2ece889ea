// The contact-points scene: a hand-worked box on a box (caption, edges and points drawn), turning
// B, and an audit over dragged and turned states: every number it prints is the exact value,
// worked out here in rationals (tests/core/contact_oracle.hpp), correctly rounded.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "../core/contact_oracle.hpp"
#include "collide/contact.hpp"
#include "collide/convex.hpp"
#include "concave_sat_oracle.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_distance_contact {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

TEST_CASE("contact-points: a 2 × 2 box 0.5 deep in a wide box's top: two points, each 0.5 deep") {
  // A = [−4, 4] × [−1, 1], B = [−1, 1] × [0.5, 2.5]. A's top edge e2 (from (4, 1) to (−4, 1))
  // and B's bottom edge e0 both show separation −0.5: a tie, so A's edge is the reference. B's
  // bottom edge is incident; both its ends lie between the side planes x = 4 and x = −4.
  auto s = scene_with("contact-points", [](lab::SceneState& state) {
    state.shape("B").points = {{-1, 0.5}, {1, 0.5}, {1, 2.5}, {-1, 2.5}};
  });
  CHECK(s->caption() ==
        "reference edge A's e2, incident edge B's e0: 2 points, separations −0.5 and −0.5 → they collide");
  const auto c = drawn(*s);
  const auto* reference = c.first("dashed_segment", palette::deciding);
  REQUIRE(reference != nullptr);
  CHECK(reference->points == std::vector<Vec2>{{4, 1}, {-4, 1}});
  const auto* kept = c.first("segment", palette::line);
  REQUIRE(kept != nullptr);
  CHECK(kept->points == std::vector<Vec2>{{-1, 0.5}, {1, 0.5}});
  CHECK(c.count("point", palette::collide) == 2);
  CHECK(c.count("point", palette::apart) == 0);
  CHECK(c.has_label("−0.5"));
  const auto named = s->named();
  REQUIRE(named.size() == 2);
  CHECK(named[0].role == "reference_edge");
  CHECK(named[0].shape == "A");
  CHECK(named[0].edge == 2);
  CHECK(named[1].shape == "B");
  CHECK(named[1].edge == 0);
}

TEST_CASE("contact-points: turned 20°, one corner is in and the other end of its edge is above: one point") {
  auto s = scene_at_preset("contact-points", 1);
  CHECK(s->caption().find(": 1 point, separation −") != std::string::npos);
  const auto c = drawn(*s);
  CHECK(c.count("point", palette::collide) == 1);
  CHECK(c.count("point", palette::apart) == 1);  // the end above the reference edge
}

TEST_CASE("contact-points: apart, the edge with the gap is named and measured") {
  // B = [−1, 1] × [3, 5] above A's top y = 1: a gap of 2 on A's e2 (and on B's e0).
  auto s = scene_with("contact-points", [](lab::SceneState& state) {
    state.shape("B").points = {{-1, 3}, {1, 3}, {1, 5}, {-1, 5}};
  });
  CHECK(s->caption() == "A's e2 shows a gap of 2: no contact points → apart");
  CHECK(drawn(*s).has_label("gap 2"));
  const auto named = s->named();
  REQUIRE(named.size() == 1);
  CHECK(named[0].role == "gap_edge");
  CHECK(named[0].edge == 2);
}

/// `text` is `value` correctly rounded at what it shows.
bool rounds(const std::string& text, double value) {
  return concave_sat_oracle::rounds_to(text, sat_exact::Dec(value));
}

/// The best separation of any edge of `p` against `other`, exactly (up to the last division).
double best_separation(std::span<const Vec2> p, std::span<const Vec2> other) {
  const int turn = collide::winding(p);
  double best = -INFINITY;
  for (std::size_t i = 0; i < p.size(); ++i)
    best = std::max(best, contact_oracle::exact_separation(p, static_cast<int>(i), turn, other));
  return best;
}

/// Each printed number of one state beside its exact value; returns how many were wrong.
int wrong_numbers(const lab::Scene& s, int& checked) {
  const auto a = s.state().shape("A").points, b = s.state().shape("B").points;
  collide::ContactTrace trace;
  collide::polygon_contact_points(a, b, trace);
  const double sa = best_separation(a, b), sb = best_separation(b, a);
  contact_oracle::Exact e;
  if (trace.result.touching) {
    const bool on_a = trace.result.reference_on_a;
    e = contact_oracle::exact_contact(on_a ? a : b, trace.result.reference_edge, collide::winding(on_a ? a : b),
                                      on_a ? b : a, trace.result.incident_edge, 1);
  }
  int wrong = 0;
  for (const lab::Printed& p : s.printed()) {
    ++checked;
    const std::size_t end =
        p.of.find("end ") == std::string::npos ? 0 : std::stoul(p.of.substr(p.of.find("end ") + 4, 1)) - 1;
    double exact = NAN;
    if (p.of == "A's best edge's separation")
      exact = sa;
    else if (p.of == "B's best edge's separation")
      exact = sb;
    else if (p.quantity == "gap")
      exact = std::max(sa, sb);
    else if (p.of.starts_with("contact point "))
      exact = e.separations[std::stoul(p.of.substr(14)) - 1];
    else if (p.of.ends_with(", x"))
      exact = e.end_points[end].x;
    else if (p.of.ends_with(", y"))
      exact = e.end_points[end].y;
    else if (p.of.starts_with("the clipped"))
      exact = e.end_separations[end];
    const bool ok = !std::isnan(exact) && rounds(p.text, exact);
    if (!ok) MESSAGE(p.where, " ", p.of, ": ", p.text, " for ", exact);
    wrong += !ok;
  }
  // The reference edge's separation is the best of both polygons' (up to a rounding tie).
  if (trace.result.touching) {
    const bool on_a = trace.result.reference_on_a;
    const double ref = contact_oracle::exact_separation(on_a ? a : b, trace.result.reference_edge,
                                                        collide::winding(on_a ? a : b), on_a ? b : a);
    wrong += ref < std::max(sa, sb) - 1e-12;
  }
  return wrong;
}

TEST_CASE("contact-points: audit: every printed number is the exact one correctly rounded (300 states)" *
          doctest::test_suite("slow")) {
  std::mt19937_64 rng(2929);
  portable::uniform_int_distribution<int> tenth(-15, 15), degrees(-90, 90);
  int wrong = 0, checked = 0, points[3] = {0, 0, 0};
  for (int i = 0; i < 300; ++i) {
    auto s = scene_from_preset("contact-points", static_cast<std::size_t>(i % 4), [&](lab::SceneState& state) {
      auto& b = state.shape("B").points;
      Vec2 centre{0, 0};
      for (const Vec2 p : b) centre += p / 4.0;
      const double t = degrees(rng) * M_PI / 180, dx = tenth(rng) * 0.1, dy = tenth(rng) * 0.1;
      for (Vec2& p : b)
        p = centre + Vec2{dx, dy} +
            Vec2{std::cos(t) * (p - centre).x - std::sin(t) * (p - centre).y,
                 std::sin(t) * (p - centre).x + std::cos(t) * (p - centre).y};
    });
    wrong += wrong_numbers(*s, checked);
    ++points[collide::polygon_contact_points(s->state().shape("A").points, s->state().shape("B").points).count];
  }
  CHECK(wrong == 0);
  CHECK(checked > 1500);
  CHECK(points[1] > 20);
  CHECK(points[2] > 20);
}

}  // namespace test_distance_contact
