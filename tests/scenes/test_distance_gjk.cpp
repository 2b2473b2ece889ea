// The gjk-distance scene: a hand-worked pair of squares (caption, the simplex and the gap drawn),
// and an audit over dragged states: every distance it prints is the exact distance, worked out
// here by brute force over vertex–edge pairs (tests/core/distance_oracle.hpp), correctly rounded.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "../core/distance_oracle.hpp"
#include "collide/gjk.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_distance_gjk {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

TEST_CASE("gjk-distance: unit squares 2 apart: one iteration, distance 2 from A's v1 to B's v0") {
  // A − B = [−4, −2] × [−1, 1]. From a₀ − b₀ = (−3, 0) towards the origin: A's v1 (−4, 5) minus
  // B's v0 (−2, 5) = (−2, 0), 2 from the origin; the next support point is the same one.
  auto s = scene_with("gjk-distance", [](lab::SceneState& state) {
    state.shape("A").points = {{-5, 5}, {-4, 5}, {-4, 6}, {-5, 6}};
    state.shape("B").points = {{-2, 5}, {-1, 5}, {-1, 6}, {-2, 6}};
  });
  CHECK(s->caption() ==
        "distance 2 between A's (−4, 5) and B's (−2, 5): the support point comes no nearer the origin after 1 "
        "iteration → apart");
  const auto c = drawn(*s);
  // The gap from the simplex's nearest point to the origin, and the one between the witness points.
  CHECK(c.first("dashed_segment", palette::apart) != nullptr);
  const auto* gap = c.first("segment", palette::apart);
  REQUIRE(gap != nullptr);
  CHECK(gap->points == std::vector<Vec2>{{-4, 5}, {-2, 5}});
  CHECK(c.has_label("w"));
  // The simplex kept: the one point (−2, 0), and no segment of it.
  CHECK(c.count("point", palette::line) == 1);
  const auto named = s->named();
  REQUIRE(named.size() == 2);
  CHECK(named[0].vertex == 1);
  CHECK(named[1].vertex == 0);
}

TEST_CASE("gjk-distance: overlapping shapes: the caption says how GJK knew") {
  auto s = scene_at_preset("gjk-distance", 2);
  CHECK(s->caption() == "the triangle holds the origin after 3 iterations → they collide");
  CHECK(s->printed().size() == 3);  // the table's distance per iteration, nothing else
}

TEST_CASE("one word for an exact touch: gjk-distance, gjk-overlap and epa all say \"they touch\" for one pair") {
  // gjk-overlap's touching preset: B = (−6, 4) (−3, 5) (−5, 7) lies along A's e1, (−6, 4)–(−5, 7),
  // on its outer side: they share that edge and nothing more. GJK ends with the origin on its
  // simplex; gjk-distance said "→ they collide" where the other two said "→ they touch".
  const auto touching = [](lab::SceneState& state) {
    state.shape("A").points = {{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}};
    state.shape("B").points = {{-6, 4}, {-3, 5}, {-5, 7}};
  };
  CHECK(scene_with("gjk-distance", touching)->caption() ==
        "the origin lies on the simplex after 3 iterations; they only touch → they touch");
  CHECK(scene_with("gjk-overlap", touching)->caption().ends_with("→ they touch"));
  CHECK(scene_with("epa", touching)->caption().ends_with("→ they touch"));
  // Only their corners meet: B's (−6, 4) is A's v1, B going down and right from there.
  const auto corner = [](lab::SceneState& state) {
    state.shape("A").points = {{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}};
    state.shape("B").points = {{-6, 4}, {-4, 2}, {-3, 4}};
  };
  for (const char* id : {"gjk-distance", "gjk-overlap", "epa"}) {
    CAPTURE(id);
    CHECK(scene_with(id, corner)->caption().ends_with("→ they touch"));
  }
  // Moved a little into A, they collide: the word changes in all three.
  const auto into = [](lab::SceneState& state) {
    state.shape("A").points = {{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}};
    state.shape("B").points = {{-6.5, 4}, {-3.5, 5}, {-5.5, 7}};
  };
  for (const char* id : {"gjk-distance", "gjk-overlap", "epa"}) {
    CAPTURE(id);
    CHECK(scene_with(id, into)->caption().ends_with("→ they collide"));
  }
}

/// |text − exact| within half a unit of its last place: the text is the exact value correctly rounded.
bool rounds(const std::string& text, double exact) {
  const std::size_t dot = text.find('.');
  const int places = dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
  return std::fabs(std::stod(text) - exact) <= 0.5 * std::pow(10.0, -places) * (1 + 1e-9);
}

/// The exact distance from the origin to the hull of a step's kept corners (as the trace holds them).
double origin_to(const collide::GjkStep& step) {
  poly_oracle::Poly corners;
  for (int i = 0; i < step.kept.count; ++i) corners.push_back(step.kept.v[static_cast<std::size_t>(i)].w);
  return std::sqrt(distance_oracle::squared_distance(corners, poly_oracle::Poly{{0, 0}}).value());
}

TEST_CASE("gjk-distance: audit: every printed distance is the exact one correctly rounded" *
          doctest::test_suite("slow")) {
  std::mt19937_64 rng(29);
  portable::uniform_int_distribution<int> tenth(-60, 60), iteration(1, 6);
  int wrong = 0, checked = 0;
  for (int i = 0; i < 400; ++i) {
    const int shown = iteration(rng);
    auto s = scene_from_preset("gjk-distance", static_cast<std::size_t>(i % 3), [&](lab::SceneState& state) {
      for (Vec2& p : state.shape("B").points) p += Vec2{tenth(rng) * 0.1, tenth(rng) * 0.1};
      state.options["iteration"] = shown;
    });
    poly_oracle::Poly a, b;
    for (const Vec2 p : s->state().shape("A").points) a.push_back(p);
    for (const Vec2 p : s->state().shape("B").points) b.push_back(p);
    const double exact = std::sqrt(distance_oracle::squared_distance(a, b).value());
    collide::GjkTrace trace;  // the simplex per step; its distance is worked out here, exactly
    collide::gjk_distance(a, b, trace);
    const std::size_t n = trace.steps.size();
    for (const lab::Printed& p : s->printed()) {
      if (p.quantity != "distance") continue;
      ++checked;
      if (p.where == "caption") {
        wrong += !rounds(p.text, exact);
      } else if (p.where == "figure") {
        wrong += !rounds(p.text, origin_to(trace.steps[std::min(static_cast<std::size_t>(shown), n) - 1]));
      } else {
        const std::size_t k = std::stoul(p.of.substr(p.of.rfind(' ') + 1)) - 1;
        wrong += !rounds(p.text, origin_to(trace.steps[k]));
        wrong += origin_to(trace.steps[k]) + 1e-12 < exact;  // never nearer than the true distance
      }
    }
  }
  CHECK(wrong == 0);
  CHECK(checked > 1000);
}

}  // namespace test_distance_gjk
