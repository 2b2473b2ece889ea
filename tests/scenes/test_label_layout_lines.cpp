// The label layout keeps names off the lines a figure drew (LabelLayout::keep_off) and keeps two
// labels with the same words apart (apart_from_namesakes): on a bare canvas with places a reader
// can check, then on the two figures where it was seen (push-apart's "vertex 2" on the circle's
// axis, sat-breaks' C "e3" beside the square's "e3").
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "collide/segment.hpp"
#include "scenes/figures/label_layout.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_label_layout_lines {

using lab::Vec2;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

// The box of a recorded label in world units.
lab::figures::LabelBox box_of(const RecordingCanvas& canvas, const DrawCall& label) {
  return lab::figures::label_box(canvas, label.points.at(0), label.offset, label.text, label.size);
}

// Whether the segment ab crosses or enters the box.
bool crosses(const lab::figures::LabelBox& box, Vec2 a, Vec2 b) {
  const std::vector<std::vector<Vec2>> segment{{a, b}};
  return lab::figures::box_crosses(box, segment);
}

std::vector<DrawCall> labels_saying(const RecordingCanvas& canvas, const std::string& text) {
  std::vector<DrawCall> out;
  for (const DrawCall& l : canvas.of("label"))
    if (l.text == text) out.push_back(l);
  return out;
}

}  // namespace test_label_layout_lines

TEST_CASE("keep_off: a name takes its second place when the first lies on a line the figure drew") {
  // 0.02 units a pixel: the first place (10 px right, 6 px up of the origin) puts "vertex 2" over
  // the x axis from (0, 0.1) to (2, 0.1); the second (10 px right, 30 px up) is clear of it.
  lab::testing::RecordingCanvas canvas;
  const std::vector<lab::Vec2> offsets{{10, 6}, {10, 30}};
  {
    lab::figures::LabelLayout layout(canvas);
    layout.place({0, 0}, "vertex 2", lab::palette::text, lab::TextSize::Small, offsets);
  }
  CHECK(canvas.of("label").back().offset == lab::Vec2{10, 6});  // no line given: the first place
  {
    lab::figures::LabelLayout layout(canvas);
    layout.keep_off({{0, 0.1}, {2, 0.1}});
    layout.place({0, 0}, "vertex 2", lab::palette::text, lab::TextSize::Small, offsets);
  }
  CHECK(canvas.of("label").back().offset == lab::Vec2{10, 30});
}

TEST_CASE("namesakes: a second \"e3\" takes a place two text heights from the first; \"e4\" need not") {
  // The first "e3" at the origin; the next anchor 1 unit (50 px) right with places 4 px left of
  // it (beside the first, 30-odd px away) or 40 px down-right (far from it).
  lab::testing::RecordingCanvas canvas;
  lab::figures::LabelLayout layout(canvas);
  layout.place({0, 0}, "e3", lab::palette::shape_a, lab::TextSize::Small, std::vector<lab::Vec2>{{4, 6}});
  const std::vector<lab::Vec2> offsets{{-20, 6}, {40, -40}};
  layout.place({1, 0}, "e3", lab::palette::shape_b, lab::TextSize::Small, offsets);
  CHECK(canvas.of("label").back().offset == lab::Vec2{40, -40});
  layout.place({1, 1}, "e4", lab::palette::shape_b, lab::TextSize::Small, std::vector<lab::Vec2>{{-20, 6}, {40, -40}});
  CHECK(canvas.of("label").back().offset == lab::Vec2{-20, 6});
  // With no other place at all, the name is still drawn beside its namesake, never left out.
  layout.place({1, 1.6}, "e4", lab::palette::shape_a, lab::TextSize::Small, std::vector<lab::Vec2>{{-20, 6}});
  CHECK(canvas.of("label").back().offset == lab::Vec2{-20, 6});
}

TEST_CASE("push-apart, circle at A's corner: \"vertex 2\" lies off the dashed axis it names") {
  // A = (−3, −2)–(3, 2), circle B at (3.5, 2.2) r 1: the circle's axis runs from A's vertex 2 at
  // (3, 2) to the centre, dashed (it decides: 0.46 < 0.5).
  auto scene = lab::testing::scene_named("push-apart");
  for (const auto& p : scene->presets())
    if (p.name.find("Circle at a corner") != std::string::npos) scene->set_state(p.state);
  const lab::testing::RecordingCanvas canvas = lab::testing::drawn(*scene);
  const auto names = test_label_layout_lines::labels_saying(canvas, "vertex 2");
  REQUIRE(names.size() == 1);
  CHECK(canvas.count("dashed_segment", lab::palette::deciding) >= 1);
  CHECK_FALSE(test_label_layout_lines::crosses(test_label_layout_lines::box_of(canvas, names[0]), {3, 2}, {3.5, 2.2}));
}

TEST_CASE("sat-breaks, the square against the notch's inner edge: the C's e3 and the square's e3 stand apart") {
  // The square (−1, −1)–(1, 1) shares the line x = −1 with the C's e3 (the notch's inner edge):
  // their names, each on its outer side, used to stand side by side, "e3e3".
  auto scene = lab::testing::scene_named("sat-breaks");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) {
    state.shape("square").points = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
  });
  // About the app's view at 1280x800: the C's 6 units across 500 pixels.
  lab::testing::RecordingCanvas canvas;
  canvas.visible = {-6.5, -5, 13, 10};
  canvas.units_per_pixel = 0.012;
  scene->draw(canvas);
  const auto names = test_label_layout_lines::labels_saying(canvas, "e3");
  REQUIRE(names.size() == 2);
  const auto a = test_label_layout_lines::box_of(canvas, names[0]),
             b = test_label_layout_lines::box_of(canvas, names[1]);
  const double h = lab::Canvas::font_pixels(lab::TextSize::Small) * canvas.pixel();
  const lab::figures::LabelBox wide{a.x0 - h, a.y0 - h, a.x1 + h, a.y1 + h};
  CHECK_FALSE(wide.overlaps(b));
}
