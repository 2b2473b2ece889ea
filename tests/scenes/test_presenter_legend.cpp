// Issue 26: presenter mode has no panel, and the SAT scenes keep their colour key in the panel
// (under the axes table). With the panel hidden (Canvas::legend_in_figure) the key comes into the
// figure: the same lines, each a swatch of the colour it names, the deciding axis's dashed.
#include <doctest/doctest.h>

#include <string>

#include "scene_test_support.hpp"

namespace test_presenter_legend {

using namespace lab;
using namespace lab::testing;

RecordingCanvas drawn_presenting(const Scene& scene, bool presenting) {
  RecordingCanvas canvas;
  canvas.panel_hidden = presenting;
  scene.draw(canvas);
  return canvas;
}

int legend_calls(const RecordingCanvas& canvas, const std::string& kind) {
  int n = 0;
  for (const auto& call : canvas.calls) n += call.legend && call.kind == kind;
  return n;
}

TEST_CASE("presenter mode: the SAT scenes' colour key, kept in the panel, comes into the figure") {
  for (const char* id : {"separating-axis", "polygon-rect", "polygon-segment", "polygon-circle", "sat-breaks",
                         "convex-pieces"}) {
    CAPTURE(id);
    const auto scene = scene_named(id);
    // At the desk the panel holds the key: none in the figure.
    CHECK(legend_calls(drawn_presenting(*scene, false), "label") == 0);
    const auto canvas = drawn_presenting(*scene, true);
    CHECK(legend_calls(canvas, "label") >= 2);
    bool dashed_vermillion = false;
    for (const auto& call : canvas.calls) {
      if (!call.legend) continue;
      dashed_vermillion |= call.kind == "dashed_segment" && call.color == palette::deciding;
      CHECK_FALSE((call.kind == "segment" && call.color == palette::deciding));  // never a plain vermillion line
    }
    CHECK(dashed_vermillion);  // every start position has a deciding axis
  }
}

}  // namespace test_presenter_legend
