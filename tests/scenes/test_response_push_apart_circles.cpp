// The push-apart scene's circle modes. Mode 1: A is the 6 × 4 rectangle (−3, −2)–(3, 2) (edges e0
// bottom, e1 right, e2 top, e3 left; vertex 2 is (3, 2)) and "circle B" is pushed out of it.
// Mode 2: "circle A" and "circle B", one axis through the centres. Arrows, dashed axes and
// captions for states checked by hand.
#include <doctest/doctest.h>

#include <cmath>

#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_push_apart_circles {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

// The scene in `mode` with circle B at `centre`, radius `r` (and circle A's radius `ra` in mode 2).
std::unique_ptr<lab::Scene> with_circle(int mode, Vec2 centre, double r, double ra = 3, bool resolve = false) {
  return scene_from_preset("push-apart", 0, [&](lab::SceneState& state) {
    state.options["mode"] = mode;
    state.options["resolve"] = resolve ? 1 : 0;
    state.shape("circle B").points = {centre};
    state.shape("circle B").radius = r;
    state.shape("circle A").radius = ra;
  });
}

// The MTV arrow's two ends (none when there is no arrow).
std::vector<Vec2> deciding_arrow(const RecordingCanvas& c) {
  const DrawCall* arrow = c.first("arrow", palette::deciding);
  return arrow ? arrow->points : std::vector<Vec2>{};
}

TEST_CASE("push-apart, polygon and circle: a circle of radius 1 at (3.5, 0) is pushed 0.5 right, out of e1") {
  // The circle spans x 2.5 … 4.5, A ends at 3: overlap 0.5 on e1 (and on e3, its parallel twin);
  // y −1 … 1 against −2 … 2: 3. The axis to vertex 1 or 2 ((3, ∓2), 2.06 away) overlaps more.
  auto s = with_circle(1, {3.5, 0}, 1);
  REQUIRE(s->state().shapes.size() == 2);  // A and circle B only: nothing hidden to drag
  CHECK(s->caption() == "least push-out 0.5, on A's e1: the arrow moves circle B out of A by 0.5 → they collide");
  const auto c = drawn(*s);
  CHECK(deciding_arrow(c) == std::vector<Vec2>{{3.5, 0}, {4, 0}});
  CHECK(c.has_label("MTV 0.5"));
  CHECK(c.has_label("circle B"));
  // The e1 edge dashed (the deciding axis), the circle's axis a thin grey segment.
  CHECK(c.count("dashed_segment", palette::deciding) == 1);
  CHECK(c.count("segment", palette::axis) == 1);
}

TEST_CASE("push-apart, polygon and circle: near A's corner the circle's axis wins, 0.46 against e1's 0.5") {
  // Centre (3.5, 2.2), radius 1: the nearest vertex (3, 2) is √(0.5² + 0.2²) ≈ 0.539 away, so
  // along that line the circle reaches 1 − 0.539 ≈ 0.461 past it; e1 overlaps 0.5, e2 0.8.
  auto s = with_circle(1, {3.5, 2.2}, 1);
  CHECK(s->caption() ==
        "least push-out 0.46, on the circle's axis (to A's vertex 2): the arrow moves circle B out of A by 0.46 → they "
        "collide");
  const auto c = drawn(*s);
  const auto arrow = deciding_arrow(c);
  REQUIRE(arrow.size() == 2);
  // Away from the vertex, along (0.5, 0.2) / 0.539.
  const Vec2 push = arrow[1] - arrow[0];
  CHECK(push.x == doctest::Approx(0.5 / std::sqrt(0.29) * (1 - std::sqrt(0.29))));
  CHECK(push.y == doctest::Approx(0.2 / std::sqrt(0.29) * (1 - std::sqrt(0.29))));
  CHECK(c.has_label("vertex 2"));
}

TEST_CASE("push-apart, polygon and circle: a 3-4-5 circle over A's corner overlaps by 9e−17, so it collides, by ε") {
  // Centre (3.6, 2.8), radius 1, A's corner (3, 2): on paper 0.6² + 0.8² = 1, a touch. But 3.6 and 2.8
  // are doubles: 3.6 = 3.600000000000000088817841970012523…, 2.8 = 2.79999999999999982236431605997495353…,
  // and exactly (3.6 − 3)² + (2.8 − 2)² = 1 − 1.776e−16 < 1: the corner lies inside the circle, by
  // 1 − √(1 − 1.776e−16) ≈ 8.9e−17. The exact test says collide (polygon-circle says so too); the
  // push-out, computed in doubles, came out 0 and the caption said "they only touch".
  auto s = with_circle(1, {3.6, 2.8}, 1);
  CHECK(s->caption() ==
        "least push-out ε, on the circle's axis (to A's vertex 2): the arrow moves circle B out of A by ε → they "
        "collide");
  for (const auto& p : s->printed()) {
    CAPTURE(p.of);
    if (p.quantity == "overlap" || p.quantity == "mtv_length") CHECK(p.text != "0");  // not 0, never "0"
  }
}

TEST_CASE("push-apart, polygon and circle: resolve leaves the circle touching A, the ghost where it was") {
  auto s = with_circle(1, {3.5, 0}, 1, 3, true);
  const auto c = drawn(*s);
  bool resolved = false, ghost = false;
  for (const auto& call : c.of("circle")) {
    resolved |= call.color == palette::shape_b && call.points[0] == Vec2{4, 0};
    ghost |= call.color == palette::untested && call.points[0] == Vec2{3.5, 0};
  }
  CHECK(resolved);
  CHECK(ghost);
}

TEST_CASE("push-apart, two circles: radii 3 and 1, centres 3.5 apart along (0.6, 0.8): pushed 0.5 that way") {
  auto s = with_circle(2, {2.1, 2.8}, 1);
  CHECK(s->caption() ==
        "least push-out 0.5, on the line through the centres: the arrow moves circle B out of circle A by 0.5 → they "
        "collide");
  const auto arrow = deciding_arrow(drawn(*s));
  REQUIRE(arrow.size() == 2);
  CHECK((arrow[1] - arrow[0]).x == doctest::Approx(0.3));
  CHECK((arrow[1] - arrow[0]).y == doctest::Approx(0.4));
}

TEST_CASE("push-apart, two circles: apart, touching, and on one centre") {
  CHECK(with_circle(2, {4.5, 0}, 1)->caption() == "a gap on the line through the centres: nothing to push → apart");
  CHECK(with_circle(2, {4, 0}, 1)->caption() ==
        "least push-out 0, on the line through the centres: they only touch, nothing to push → they touch");
  auto same = with_circle(2, {0, 0}, 1);
  CHECK(same->caption() ==
        "the centres coincide, every direction is as short: the arrow moves circle B out of circle A by 4 along +x → "
        "they collide");
  CHECK(deciding_arrow(drawn(*same)) == std::vector<Vec2>{{0, 0}, {4, 0}});
}

TEST_CASE("push-apart: an unknown mode or a negative radius gives no verdict and says why") {
  auto s = lab::make_scene("push-apart");
  auto state = s->presets().front().state;
  state.options["mode"] = 3;
  s->set_state(state);
  CHECK(s->caption() == "no verdict: unknown mode 3 (0 polygons, 1 polygon and circle, 2 circles)");
  auto bad = with_circle(2, {1, 0}, -1);
  CHECK(bad->caption().rfind("no verdict: ", 0) == 0);
  CHECK(bad->caption().find("circle B") != std::string::npos);
}

TEST_CASE("push-apart, two tiny circles overlapping by 0.0005: every number says so, never \"0\"") {
  // circle A: centre (0, 0), r 0.003; circle B: centre (0.0035, 0), r 0.001.
  // r₁ + r₂ − distance = 0.004 − 0.0035 = 0.0005: they collide, and the push is 0.0005 long.
  const auto scene = with_circle(2, {0.0035, 0}, 0.001, 0.003);
  CHECK(scene->caption() ==
        "least push-out 5e−4, on the line through the centres: the arrow moves circle B out of circle A by 5e−4 → "
        "they collide");
  RecordingCanvas canvas;
  canvas.units_per_pixel = 0.0001;  // the shapes span about 50 pixels
  canvas.visible = {-0.05, -0.05, 0.1, 0.1};
  scene->draw(canvas);
  bool named_b = false, mtv = false;
  for (const auto& l : canvas.of("label")) {
    named_b = named_b || l.text == "circle B";
    mtv = mtv || l.text == "MTV 5e−4";
  }
  CHECK(named_b);
  CHECK(mtv);
}

}  // namespace test_response_push_apart_circles
