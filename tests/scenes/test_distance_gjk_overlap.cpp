// The gjk-overlap scene, worked by hand: the presets' runs (apart after one iteration, a triangle
// round the origin, an origin on the simplex when they touch), each beside SAT's count, and what
// the figure marks. The dragged states are audited in test_distance_sat_audit.cpp.
#include <doctest/doctest.h>

#include <string>

#include "recording_canvas.hpp"
#include "scene_test_support.hpp"

namespace test_distance_gjk_overlap {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

const PresetsOf preset("gjk-overlap");

std::string count_of(const lab::Scene& s, const std::string& where, const std::string& of) {
  for (const lab::Printed& p : s.printed())
    if (p.where == where && p.of == of) return p.text;
  return "";
}

TEST_CASE(
    "gjk-overlap: apart: the first support point (−5, −4) falls short of the origin; SAT stops at the 2nd of 7 axes") {
  // A = (−10, 5) (−6, 4) (−5, 7) (−8, 9), B = (−2, 4) (1, 5) (−1, 8). GJK starts along b₀ − a₀ =
  // (8, −1): A's v2 − B's v0 = (−3, 3). From there towards the origin, d = (3, −3): A's v1 (−6, 4)
  // minus B's v2 (−1, 8) = (−5, −4), and w · d = −15 + 12 = −3 < 0: the origin lies beyond A − B's
  // support line there. SAT: A's e0 (normal (−1, −4)) shadows [−28, −10] and [−31, −14] overlap;
  // A's e1 (normal (3, −1)) shadows [−35, −22] and [−11, −2] leave a gap.
  const auto s = preset("Apart: a support point falls short of the origin");
  CHECK(s->caption() ==
        "GJK: 1 iteration, the support point fails to reach the origin; SAT: 2 of 7 axes, the last with a gap → apart");
  CHECK(count_of(*s, "caption", "GJK's iterations") == "1");
  CHECK(count_of(*s, "caption", "SAT's axes tested") == "2");
  CHECK(count_of(*s, "caption", "SAT's axes") == "7");
  const auto c = drawn(*s);
  // The support line through w, dashed, and the origin beyond it ringed in the "apart" colour: a
  // ring, not a dot, so it is never read as the vermillion dot w (close to orange in tritanopia).
  const auto* support_line = c.first("dashed_line", palette::deciding);
  REQUIRE(support_line != nullptr);
  CHECK(support_line->points[0] == Vec2{-5, -4});
  const auto* ring = c.first("circle", palette::apart);
  REQUIRE(ring != nullptr);
  CHECK(ring->points[0] == Vec2{0, 0});
  CHECK(c.first("point", palette::apart) == nullptr);
  CHECK(c.has_label("w"));
  const auto named = s->named();
  REQUIRE(named.size() == 2);
  CHECK(named[0].vertex == 1);
  CHECK(named[1].vertex == 2);
}

TEST_CASE("gjk-overlap: apart, in presenter mode: the key says the orange ring is the origin beyond w's support line") {
  // The figure's marks of the "Apart" preset, each with its line in the key: the support line
  // dashed vermillion, the origin ringed orange, w a vermillion dot; one simplex point (sky blue).
  const auto s = preset("Apart: a support point falls short of the origin");
  RecordingCanvas canvas;
  canvas.panel_hidden = true;
  s->draw(canvas);
  auto key_has = [&](const char* kind, lab::Color color, const std::string& words) {
    bool swatch = false, text = false;
    for (const DrawCall& call : canvas.calls) {
      swatch |= call.legend && call.kind == kind && call.color == color;
      text |= call.legend && call.kind == "label" && call.text == words;
    }
    return swatch && text;
  };
  CHECK(key_has("circle", palette::apart, "the origin beyond it: apart"));
  CHECK(key_has("dashed_segment", palette::deciding, "A − B's support line at w"));
  CHECK(key_has("point", palette::deciding, "support point w, and its vertices"));
  CHECK(key_has("point", palette::line, "the simplex it keeps: one point"));
  CHECK(key_has("arrow", palette::axis, "the direction searched"));
  for (const DrawCall& call : canvas.calls) CHECK_FALSE((call.kind == "point" && call.color == palette::apart));
}

TEST_CASE("gjk-overlap: overlapping: the triangle holds the origin after 3 iterations; SAT tries all 7 axes") {
  const auto s = preset("Overlapping: the triangle holds the origin");
  CHECK(s->caption() == "GJK: 3 iterations, the triangle holds the origin; SAT: 7 axes, no gap → they collide");
  CHECK(count_of(*s, "caption", "SAT's axes tested").empty());  // all of them: "7 axes"
  const auto c = drawn(*s);
  // The last triangle, filled in the "collide" colour; no support line, nothing orange.
  int filled = 0;
  for (const auto& call : c.of("fill_polygon"))
    filled += call.color.r == palette::collide.r && call.color.g == palette::collide.g && call.points.size() == 3;
  CHECK(filled == 1);
  CHECK(c.of("dashed_line").empty());
  CHECK(c.first("point", palette::apart) == nullptr);
  // The first iteration: one point, A's v2 − B's v0 = (−5, 7) − (−7, 5) = (2, 2), and the search
  // from it towards the origin.
  const auto first = preset("Overlapping: the first iteration");
  CHECK(first->caption() == s->caption());
  CHECK(count_of(*first, "panel", "the iteration shown") == "1");
  const auto c1 = drawn(*first);
  CHECK(c1.first("point", palette::line)->points[0] == Vec2{2, 2});
  CHECK(c1.first("arrow", palette::axis) != nullptr);
}

TEST_CASE("gjk-overlap: touching along an edge: the origin lies on the simplex; SAT's shadows touch") {
  // B = (−6, 4) (−3, 5) (−5, 7) shares A's e1. GJK: w = (1, 3), then (−5, −2), then A's v1 −
  // B's v2 = (−1, −3): the origin is the middle of (1, 3)–(−1, −3), on the simplex.
  const auto s = preset("Touching along A's e1: the origin on the simplex");
  CHECK(s->caption() == "GJK: 3 iterations, the origin lies on the simplex; SAT: 7 axes, no gap → they touch");
}

}  // namespace test_distance_gjk_overlap
