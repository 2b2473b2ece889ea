// Regressions from the figure audit's label check (issue 11, "no label overlaps another or
// leaves the view") for states a learner can drag the concave edge scenes and push-apart to:
// shapes a thousandth of a unit across, a speck of a C inside a huge circle, B deep inside A,
// a warning longer than the view is wide.
#include <doctest/doctest.h>

#include "concave_edges_support.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_concave_edges_labels_drag {

using concave_test::drawn_in_app;
using concave_test::first_outside;
using concave_test::first_overlap;
using lab::Vec2;
namespace palette = lab::palette;

namespace {

// The chapter's comb: a 10 × 6 block with two slots cut down from the top, 12 edges.
std::vector<Vec2> comb(double k) {
  std::vector<Vec2> p{{-5, -3}, {5, -3}, {5, 3},   {3, 3},   {3, -1}, {1, -1},
                      {1, 3},   {-1, 3}, {-1, -1}, {-3, -1}, {-3, 3}, {-5, 3}};
  for (Vec2& v : p) v *= k;
  return p;
}

// The chapter's C scaled by k: a 6 × 6 square with a 4 × 3 notch cut into its right side.
std::vector<Vec2> c_of(double k) {
  std::vector<Vec2> p{{-3, -3}, {3, -3}, {3, -1.5}, {-1, -1.5}, {-1, 1.5}, {3, 1.5}, {3, 3}, {-3, 3}};
  for (Vec2& v : p) v *= k;
  return p;
}

std::unique_ptr<lab::Scene> scene_with(const char* id, const char* polygon, std::vector<Vec2> outline) {
  auto s = lab::testing::scene_named(id);
  lab::testing::change_state(*s, [&](lab::SceneState& state) { state.shape(polygon).points = std::move(outline); });
  return s;
}

}  // namespace

TEST_CASE("point-in-polygon, a comb 0.01 wide with P on e5: the view fits the comb, every edge named, no overlap") {
  // Audit seed 40: the frame had a one-unit floor, so a 0.01-wide comb was a speck of ~6 px under
  // twelve edge names printed on top of each other.
  auto s = scene_with("point-in-polygon", "polygon", comb(1e-3));
  auto state = s->state();
  state.shape("P").points = {{0.001, 0.0012}};  // on e5, the slot's right wall x = 0.001
  s->set_state(state);
  const auto frame = s->frame();
  REQUIRE(frame);
  CHECK(frame->w < 0.02);  // the comb's 0.01 and no more than a margin
  const auto canvas = drawn_in_app(*s);
  CHECK(first_overlap(canvas) == "");
  CHECK(first_outside(canvas) == "");
  CHECK(canvas.has_label("e5: P is on it"));
  for (const char* e : {"e0", "e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "e10", "e11"}) CHECK(canvas.has_label(e));
}

TEST_CASE("concave-polygon-circle, a C 0.006 wide inside a circle of radius 1: no overlap, the deciding edge named") {
  // Audit seed 161: the C is ~2 px across; its eight edge names cannot all fit, and used to be
  // printed over one another. Now the plain ones give way and the one the caption cites stays.
  auto s = scene_with("concave-polygon-circle", "C", c_of(1e-3));
  lab::testing::change_state(*s, [&](lab::SceneState& state) {
    state.shape("circle").points = {{0.001, 0}};
    state.shape("circle").radius = 1.0190566071997933;
  });
  // Every edge lies within the radius: the book's test stops at e0, the first edge it tries.
  CHECK(s->caption() == "the circle touches e0 (1 of 8 edges tested) → collide");
  const auto canvas = drawn_in_app(*s);
  CHECK(first_overlap(canvas) == "");
  CHECK(first_outside(canvas) == "");
  CHECK(canvas.has_label("e0: first hit"));
}

TEST_CASE("push-apart, B deep inside A: the names A and B, the MTV and A's e0 are drawn and overlap nothing") {
  // The "Deep inside" preset: B (−1, −0.5)–(0.5, 0.5) in A (−3, −2)–(3, 2). Shadows on x: B's
  // −1…0.5 in A's −3…3 overlap by min(0.5 + 3, 3 + 1) = 3.5; on y: −0.5…0.5 in −2…2 by
  // min(0.5 + 2, 2 + 0.5) = 2.5, the least, down through e0 or up through e2 (the arrow: e0,
  // the first of the ties). "e0" and "A" used to overprint at A's middle.
  auto s = lab::testing::scene_named("push-apart");
  s->set_state(s->presets().at(2).state);
  CHECK(s->caption() ==
        "least push-out 2.5, on A's e0 and e2 equally: the arrow moves B out of A by 2.5 → they collide");
  const auto canvas = drawn_in_app(*s);
  CHECK(first_overlap(canvas) == "");
  CHECK(first_outside(canvas) == "");
  for (const char* text : {"A", "B", "MTV 2.5"}) CHECK(canvas.has_label(text));
  // The deciding edge's name in the deciding colour, at body-text size.
  bool e0_deciding = false;
  for (const auto& d : canvas.of("label"))
    e0_deciding = e0_deciding || (d.text == "e0" && d.color == palette::deciding && d.size == lab::TextSize::Normal);
  CHECK(e0_deciding);
}

TEST_CASE("push-apart, B not convex: the warning wraps inside the view") {
  // Audit seed 16: one of B's corners dragged in; the warning (≈ 90 glyphs) ran off the right.
  auto s = lab::testing::scene_named("push-apart");
  auto state = s->presets().at(1).state;
  state.shape("B").points = {{4.302309816328357, 1.9567910403972584}, {4.4, 1.45}, {4.4, 3.45}, {2.4, 3.45}};
  s->set_state(state);
  REQUIRE_FALSE(s->warnings().empty());
  const auto canvas = drawn_in_app(*s);
  CHECK(first_overlap(canvas) == "");
  CHECK(first_outside(canvas) == "");
  // More than one line, the first starting the warning.
  int lines = 0;
  for (const auto& d : canvas.of("label"))
    lines += d.color == palette::deciding && d.points[0] == canvas.of("label")[0].points[0];
  CHECK(lines >= 2);
  CHECK(canvas.of("label")[0].text.rfind("Warning: polygon \"B\": is not convex", 0) == 0);
}

}  // namespace test_concave_edges_labels_drag
