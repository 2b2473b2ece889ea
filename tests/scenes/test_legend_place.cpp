// The key figures::draw_legend draws keeps its whole block from later labels, not only its lines
// (issue 26 §2: in presenter mode a name sat beside the key's short line, inside the key). On a
// bare canvas whose places a reader can work out: the test canvas's view is 20 × 20 units at 0.02
// units a pixel (1,000 pixels square), text is 0.6 em a glyph wide, a key line is the type's
// height + 6 pixels, and the key keeps 12 pixels in from the view's edges.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "scenes/figures/label_layout.hpp"
#include "recording_canvas.hpp"
#include "scene_test_support.hpp"

namespace test_legend_place {

using lab::Vec2;
using lab::figures::LegendEntry;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

std::vector<DrawCall> key_labels(const RecordingCanvas& canvas) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("label"))
    if (call.legend) out.push_back(call);
  return out;
}

}  // namespace test_legend_place

TEST_CASE("draw_legend: a label placed after the key keeps off the room beside the key's short line") {
  using namespace test_legend_place;
  // The key at the bottom-left, its block from (−9.76, −9.76), 2 × 22 + 4 = 48 px high and as
  // wide as its long line (30 + 40 glyphs × 9.6 + 4 = 418 px): "short" on top ends 80 px in.
  // A label anchored 200 px in and 35 px up, 10 px above that anchor, lies beside "short"
  // (23 to 45 px up), over none of the key's lines but inside its block: it takes its second
  // place, 300 px up.
  RecordingCanvas canvas;
  lab::figures::LabelLayout layout(canvas);
  const std::vector<LegendEntry> entries{{lab::palette::apart, "short"}, {lab::palette::collide, std::string(40, 'x')}};
  lab::figures::draw_legend(layout, entries);
  const auto labels = key_labels(canvas);
  REQUIRE(labels.size() == 2);
  CHECK(labels[0].points[0].x == doctest::Approx(-9.76 + 2 * 0.02));  // bottom-left
  const double px = canvas.pixel();
  const std::vector<Vec2> offsets{{0, 10}, {0, 300}};
  layout.place({-9.76 + 200 * px, -9.76 + 35 * px}, "A", lab::palette::shape_a, lab::TextSize::Large, offsets);
  CHECK(canvas.of("label").back().text == "A");
  CHECK(canvas.of("label").back().offset == Vec2{0, 300});
}

namespace test_legend_place {

/// Where a line {p + t·d} crosses a box's edges or runs inside it (world units).
bool line_crosses_box(Vec2 p, Vec2 d, const collide::Rect& box) {
  // The box's corners on both sides of the line, or all on one: the sign of the cross product.
  int above = 0, below = 0;
  for (Vec2 c : {Vec2{box.x, box.y}, Vec2{box.x + box.w, box.y}, Vec2{box.x, box.y + box.h},
                 Vec2{box.x + box.w, box.y + box.h}}) {
    const double side = d.x * (c.y - p.y) - d.y * (c.x - p.x);
    above += side > 0, below += side < 0;
  }
  return above > 0 && below > 0;
}

}  // namespace test_legend_place

TEST_CASE("the SAT key keeps its words off the deciding axis's dashed line when a place clear of it is free") {
  using namespace test_legend_place;
  // polygon-rect with the rectangle from (−6, −6) to (−1, −3), below-left of the pentagon: axis #3
  // (the pentagon's bottom edge's normal, straight down) decides, its dashed line upright at
  // x ≈ −9.3, through the bottom-left corner where the key went, so the line struck through its
  // words ("purple, double: rec|tangle" at 800×600). The desk's figure at 1920×1080 is
  // 1,310 × 1,080 pixels (between the 250-pixel scene list and the 360-pixel panel), the scene's
  // frame fitted with Shell::fit's 50-pixel margin above the 63-pixel caption strip; there the
  // bottom-right corner is free of the line even with this canvas's text widths (0.6 em a glyph,
  // wider than the app's fonts, which find a clear corner at 800×600 too).
  auto scene = lab::testing::scene_named("polygon-rect");
  lab::SceneState state = scene->state();
  state.shape("rectangle").points = {{-6, -6}, {-1, -3}};
  scene->set_state(state);
  REQUIRE(scene->frame());
  const collide::Rect box = *scene->frame();
  const double w = 1310, h = 1080, margin = 50, strip = 63;
  const double px = std::max(box.w / (w - 2 * margin), box.h / (h - 2 * margin - strip));
  const Vec2 mid{box.x + box.w / 2, box.y + box.h / 2 - strip / 2 * px};
  const RecordingCanvas canvas =
      lab::testing::drawn(*scene, {mid.x - w / 2 * px, mid.y - h / 2 * px, w * px, h * px}, px);
  const auto deciding = std::find_if(canvas.calls.begin(), canvas.calls.end(), [](const DrawCall& c) {
    return c.kind == "dashed_line" && c.color == lab::palette::deciding && !c.legend;
  });
  REQUIRE(deciding != canvas.calls.end());
  const auto labels = key_labels(canvas);
  REQUIRE(labels.size() >= 4);
  for (const DrawCall& label : labels) {
    const double width = canvas.text_width(label.text, label.size), height = lab::Canvas::font_pixels(label.size);
    const Vec2 at = label.points.at(0) + label.offset * px;
    CAPTURE(label.text);
    CHECK_FALSE(line_crosses_box(deciding->points[0], deciding->points[1],
                                 {at.x, at.y - height * px, width * px, height * px}));
  }
}

TEST_CASE("the key at 800 x 600: its words at least 13 pixels on screen, a long line in two rows inside the view") {
  using namespace test_legend_place;
  // An 800 × 600 picture draws at UI scale 0.625, so Normal type (16) would be 10 pixels and the
  // small (13) 8: the key takes Large, 22 × 0.625 = 13.75 pixels. The view here is 540 × 600
  // pixels at scale 1 (0.02 units each); the key's text may run 540 − 2 × 12 − 34 = 482 pixels,
  // 36 glyphs of 0.6 × 22 = 13.2. "vermillion edge and arrow: the deciding axis is its normal"
  // (56 glyphs) breaks at its spaces into "vermillion edge and arrow: the" (30 glyphs; one word
  // more is 39) and "deciding axis is its normal" under it; the other lines fit on one row.
  const std::vector<LegendEntry> entries{
      {lab::palette::shape_b, "purple, double: triangle"},
      {lab::palette::apart, "orange: a gap between shadows, apart"},
      {lab::palette::deciding, "dashed vermillion: the deciding axis", LegendEntry::Mark::Dashed},
      {lab::palette::deciding, "vermillion edge and arrow: the deciding axis is its normal", LegendEntry::Mark::Arrow}};
  for (const float scale : {0.625f, 1.0f}) {
    CAPTURE(scale);
    RecordingCanvas canvas;
    canvas.visible = {-5.4, -6, 10.8, 12};
    canvas.scale = scale;
    lab::figures::LabelLayout layout(canvas);
    lab::figures::draw_legend(layout, entries);
    const auto labels = key_labels(canvas);
    std::vector<std::string> words;
    for (const DrawCall& label : labels) {
      words.push_back(label.text);
      CHECK(lab::Canvas::font_pixels(label.size) * scale >= 13);
      // Inside the view, 12 pixels in from its right edge.
      const double right = label.points[0].x + (label.offset.x + canvas.text_width(label.text, label.size)) * 0.02;
      CHECK(right <= 5.4 - 12 * 0.02 + 1e-9);
    }
    // Drawn bottom-up: the last entry's second row first.
    if (scale < 1) {
      CHECK(labels.at(0).size == lab::TextSize::Large);
      CHECK(words == std::vector<std::string>{"deciding axis is its normal", "vermillion edge and arrow: the",
                                              "dashed vermillion: the deciding axis",
                                              "orange: a gap between shadows, apart", "purple, double: triangle"});
    } else {
      // At scale 1, Normal (16 pixels, 9.6 a glyph): 50 glyphs a row; the long line's first row
      // is "vermillion edge and arrow: the deciding axis is" (47 glyphs; one word more is 51).
      CHECK(labels.at(0).size == lab::TextSize::Normal);
      CHECK(words.at(0) == "its normal");
      CHECK(words.at(1) == "vermillion edge and arrow: the deciding axis is");
    }
    // One swatch an entry, none for a second row.
    std::size_t swatches = 0;
    for (const DrawCall& call : canvas.calls) swatches += call.legend && call.kind != "label";
    CHECK(swatches == entries.size());
  }
}
