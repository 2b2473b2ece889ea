// The push-apart scene: A is the 6 × 4 rectangle (−3, −2)–(3, 2); its edges e0 bottom, e1
// right, e2 top, e3 left. The MTV arrow, its length, the resolved B and the ghost, read from the
// recording canvas; the captions for states checked by hand.
#include <doctest/doctest.h>

#include <algorithm>

#include "collide/concave.hpp"
#include "headless_imgui.hpp"
#include "scenes/figures/label_layout.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_push_apart {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

std::unique_ptr<lab::Scene> push_apart(std::vector<Vec2> b, bool resolve) {
  return scene_with("push-apart", [&](lab::SceneState& state) {
    state.shape("B").points = std::move(b);
    state.options["resolve"] = resolve ? 1 : 0;
  });
}

// The MTV arrow, drawn in the deciding colour.
const DrawCall* arrow(const RecordingCanvas& c) { return c.first("arrow", palette::deciding); }

TEST_CASE("push-apart: B sunk 0.5 into A's right side is pushed 0.5 to the right") {
  // B spans x 2.5 … 5.5: the x shadows overlap by 3 − 2.5 = 0.5, the y shadows by 2 + 1 = 3.
  auto s = push_apart({{2.5, -1}, {5.5, -1}, {5.5, 1}, {2.5, 1}}, false);
  CHECK(s->caption() == "least push-out 0.5, on A's e1: the arrow moves B out of A by 0.5 → they collide");
  const auto c = drawn(*s);
  const auto* a = arrow(c);
  REQUIRE(a);
  // From B's middle (4, 0), 0.5 to the right: B moves out of A, not A out of B.
  CHECK(a->points[0] == Vec2{4, 0});
  CHECK(a->points[1] == Vec2{4.5, 0});
  CHECK(c.has_label("MTV 0.5"));
  CHECK(c.has_label("A"));
  CHECK(c.has_label("B"));
  // A's e1, the deciding axis's edge, dashed in the deciding colour.
  CHECK(c.count("dashed_segment", palette::deciding) == 1);
}

TEST_CASE("push-apart: resolve draws B where the push leaves it, touching A, and the ghost where it was") {
  auto s = push_apart({{2.5, -1}, {5.5, -1}, {5.5, 1}, {2.5, 1}}, true);
  const auto c = drawn(*s);
  // The ghost: B's outline at the dragged position, in the untested grey.
  bool ghost = false, resolved = false;
  for (const auto& call : c.calls) {
    if (call.kind == "polygon" && call.color == palette::untested && call.points.front() == Vec2{2.5, -1}) ghost = true;
    if (call.kind == "polygon" && call.color == palette::shape_b && call.points.front() == Vec2{3, -1}) resolved = true;
  }
  CHECK(ghost);
  CHECK(resolved);  // its left side on A's right side, x = 3: touching
  // The state itself is not changed: the mouse still owns B.
  CHECK(s->state().shape("B").points.front() == Vec2{2.5, -1});
}

TEST_CASE("push-apart: apart and touching need no push") {
  auto apart = push_apart({{4, -1}, {6, -1}, {6, 1}, {4, 1}}, true);
  CHECK(apart->caption() == "a gap on A's e1: nothing to push → apart");
  const auto apart_drawn = drawn(*apart);
  CHECK(arrow(apart_drawn) == nullptr);
  auto touching = push_apart({{3, -1}, {5, -1}, {5, 1}, {3, 1}}, true);
  CHECK(touching->caption() == "least push-out 0, on A's e1: they only touch, nothing to push → they touch");
  const auto touching_drawn = drawn(*touching);
  CHECK(arrow(touching_drawn) == nullptr);
}

TEST_CASE("push-apart: deep inside, the shortest way out is down through A's bottom or up through its top") {
  // B spans y −0.5 … 0.5: out through the bottom (y = −2) takes 2.5, the top 2.5 too (a tie:
  // the caption names both, the arrow is the first in book order, down through e0); left or
  // right takes 3.5 at best.
  auto s = push_apart({{-1, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-1, 0.5}}, false);
  CHECK(s->caption() ==
        "least push-out 2.5, on A's e0 and e2 equally: the arrow moves B out of A by 2.5 → they collide");
  const auto c = drawn(*s);
  const auto* a = arrow(c);
  REQUIRE(a);
  CHECK(a->points[1].y - a->points[0].y == doctest::Approx(-2.5));
}

TEST_CASE("push-apart: every preset has a caption ending in a verdict, and the frame holds the resolved B") {
  auto s = lab::make_scene("push-apart");
  for (const auto& preset : s->presets()) {
    CAPTURE(preset.name);
    auto state = preset.state;
    state.options["resolve"] = 1;
    s->set_state(state);
    CHECK(s->caption().find("→") != std::string::npos);
    const auto frame = s->frame();
    REQUIRE(frame);
    for (const auto& call : drawn(*s).calls) {
      if (call.kind != "polygon") continue;
      for (const Vec2 p : call.points) {
        CHECK(p.x >= frame->x);
        CHECK(p.x <= frame->x + frame->w);
        CHECK(p.y >= frame->y);
        CHECK(p.y <= frame->y + frame->h);
      }
    }
  }
}

TEST_CASE("push-apart: B touching A's right side is named beside its own corner, not inside A") {
  // B spans x 3 … 6, its left side on A's right side x = 3. The name "B" used to go above and left
  // of B's top-left corner (3, 1): inside A, where it reads as a name of A.
  auto s = push_apart({{3, -1}, {6, -1}, {6, 1}, {3, 1}}, false);
  CHECK(s->caption() == "least push-out 0, on A's e1: they only touch, nothing to push → they touch");
  const auto c = drawn(*s);
  const std::vector<Vec2> a{{-3, -2}, {3, -2}, {3, 2}, {-3, 2}};
  int names = 0;
  for (const auto& l : c.of("label")) {
    if (l.text != "B") continue;
    ++names;
    const auto box = lab::figures::label_box(c, l.points[0], l.offset, l.text, l.size);
    for (Vec2 corner : {Vec2{box.x0, box.y0}, Vec2{box.x1, box.y0}, Vec2{box.x0, box.y1}, Vec2{box.x1, box.y1}})
      CHECK_FALSE(collide::point_in_polygon(corner, a));
  }
  CHECK(names == 1);
}

// Issue 25: B (2 × 2) centred in A (4 × 4) overlaps by 3 on every axis and leaves by 3 through
// any side of A. The caption, the figure and `named` gave A's e0 alone; now all four, the arrow
// still the first way in book order (down, through e0).
TEST_CASE("push-apart: B centred in a square A leaves by 3 through each of A's four sides, all named") {
  auto s = scene_with("push-apart", [](lab::SceneState& state) {
    state.shape("A").points = {{-2, -2}, {2, -2}, {2, 2}, {-2, 2}};
    state.shape("B").points = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
  });
  CHECK(s->caption() ==
        "least push-out 3, on A's e0, e1, e2 and e3 equally: the arrow moves B out of A by 3 → they collide");
  const auto c = drawn(*s);
  CHECK(c.count("dashed_segment", palette::deciding) == 4);
  const auto* a = arrow(c);
  REQUIRE(a);
  CHECK(a->points[1] == Vec2{0, -3});
  std::vector<int> edges;
  for (const lab::Named& n : s->named())
    if (n.role == "mtv_edge") {
      CHECK(n.shape == "A");
      edges.push_back(n.edge);
    }
  CHECK(edges == std::vector<int>{0, 1, 2, 3});
  // The panel marks every axis as deep as the least (all eight here).
  const HeadlessImGui imgui;
  const std::string panel = panel_text([&] { s->panel(); });
  std::size_t marked = 0;
  for (std::size_t at = panel.find("(least)"); at != std::string::npos; at = panel.find("(least)", at + 1)) ++marked;
  CHECK(marked == 8);
  // A quarter off the middle, one side is nearest: A's e1 alone.
  change_state(*s, [](lab::SceneState& state) {
    state.shape("B").points = {{-0.75, -1}, {1.25, -1}, {1.25, 1}, {-0.75, 1}};
  });
  CHECK(s->caption() == "least push-out 2.75, on A's e1: the arrow moves B out of A by 2.75 → they collide");
  CHECK(drawn(*s).count("dashed_segment", palette::deciding) == 1);
}

}  // namespace test_response_push_apart
