// Issue 26, the sat-breaks lesson as presented (1920×1080 and 800×600): its step 6 numbers the
// C's corners beside the pieces ear clipping cut, and its step 9 (which-approach) draws the pair
// three times. What a reviewer saw: "4" and "3" struck through by the cuts from corner 0 and 4;
// three pictures of 130-odd pixels with a third of the figure empty.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "lesson_frames.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"

namespace test_sat_breaks_steps {

using namespace test_lesson_labels;

// Step 6: the C cut into 6 triangles, every pair of pieces tried. Corner 4 meets the cuts to 0, 6
// and 7, corner 3 the cut to 0: each corner's number (grey, "0" … "7") lies clear of every
// piece's edges (canvas.polygon, the pieces' outlines), the square where it starts and moved.
TEST_CASE("sat-breaks lesson step 6: the C's corner numbers lie off the pieces' cuts" *
          doctest::test_suite("screens")) {
  int numbers = 0;
  for_frames(
      "sat-breaks", 5, "square", {{0, 0}, {0.5, 0.5}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::vector<std::vector<Vec2>> pieces;
    for (const DrawCall& call : canvas.of("polygon"))
      if (!call.legend && call.points.size() == 3) pieces.push_back(call.points);
    REQUIRE(pieces.size() >= 6);  // the C's 6 triangles (and the square's 2)
    for (const DrawCall& label : canvas.of("label")) {
      if (label.legend || label.color != palette::muted || label.text.size() != 1 ||
          !std::isdigit(static_cast<unsigned char>(label.text[0])))
        continue;
      ++numbers;
      CAPTURE(label.text);
      CHECK_FALSE(figures::box_crosses(box_of(canvas, label), pieces));
    }
      });
  CHECK(numbers == 2 * 2 * 8);  // two screens, two positions, corners 0 to 7
}

// Step 9 at 1920×1080: the figure is wide (about 1.5 times as wide as tall), so the three
// pictures stand in a row, the key under them, each C (6 units tall) at least a quarter of the
// view's height (it was 178 of 955 pixels, under a fifth, in a two-by-two grid). At 800×600
// presenting the room is narrower: two by two, the C at least a sixth of the view's height.
TEST_CASE("sat-breaks lesson step 9 (which-approach): the three pictures use the figure" *
          doctest::test_suite("screens")) {
  int frames = 0;
  for_frames(
      "sat-breaks", 8, "square", {{0, 0}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::size_t corners = state.shape("C").points.size();
    std::vector<std::vector<Vec2>> cs;  // the C's fill in each picture, first to third
    for (const DrawCall& call : canvas.of("fill_polygon"))
      if (!call.legend && call.points.size() == corners) cs.push_back(call.points);
    REQUIRE(cs.size() == 3);
    const auto low = [](const std::vector<Vec2>& p) {
      return std::min_element(p.begin(), p.end(), [](Vec2 a, Vec2 b) { return a.y < b.y; })->y;
    };
    const auto left = [](const std::vector<Vec2>& p) {
      return std::min_element(p.begin(), p.end(), [](Vec2 a, Vec2 b) { return a.x < b.x; })->x;
    };
    const double tall = 6 / canvas.view().h;  // the C's height over the view's
    const bool wide = canvas.view().w > 1.3 * canvas.view().h;
    CAPTURE(tall);
    if (wide) {
      CHECK(tall >= 0.25);
      CHECK(low(cs[1]) == doctest::Approx(low(cs[0])));  // in a row
      CHECK(low(cs[2]) == doctest::Approx(low(cs[0])));
      CHECK(left(cs[1]) >= left(cs[0]) + 6);  // each right of the one before, past its width
      CHECK(left(cs[2]) >= left(cs[1]) + 6);
    } else {
      CHECK(tall >= 1.0 / 6);
    }
    ++frames;
      });
  CHECK(frames == 2);
}

}  // namespace test_sat_breaks_steps
