// The key figures::draw_legend draws keeps its whole block from later labels, not only its lines
// (issue 26 §2: in presenter mode a name sat beside the key's short line, inside the key). On a
// bare canvas whose places a reader can work out: the test canvas's view is 20 × 20 units at 0.02
// units a pixel (1,000 pixels square), text is 0.6 em a glyph wide, a key line is the type's
// height + 6 pixels, and the key keeps 12 pixels in from the view's edges.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "scenes/figures/label_layout.hpp"
#include "recording_canvas.hpp"

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
