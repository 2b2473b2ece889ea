// Issue 26: which-approach (sat-breaks lesson step 9) draws one pair three times, each picture moved
// into its cell. The grid's numbers ran across all three (−15 … 25 at 1920×1080): a coordinate in
// the first picture at most, meaningless in the others, so the figure has none (its squares still
// give the scale). Its key, in the fourth cell, had no card: the grid's lines and the first
// picture's shadow axis ran through its words, where every other figure's key lies on one.
#include <doctest/doctest.h>
#include <imgui.h>

#include <vector>

#include "app_screen.hpp"
#include "lesson_frames.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_side_by_side {

using namespace test_lesson_labels;

TEST_CASE("which-approach, at the desk and presenting: no grid numbers, the grid's lines still drawn" *
          doctest::test_suite("screens")) {
  for (const bool presenting : {false, true}) {
    CAPTURE(presenting);
    const ImVec2 size = presenting ? ImVec2{1920, 1080} : ImVec2{1280, 800};
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    Shell shell(lab::testing::scene_index("which-approach"));
    shell.interactive = false;
    shell.set_presenting(presenting);
    screen.frames(shell);
    CHECK(shell.tick_boxes().empty());
    CHECK(shell.grid_lines().size() >= 10);
    // Nor an origin: the world's axes ran darker through the first two pictures (read29).
    for (const lab::GridLine& l : shell.grid_lines()) CHECK_FALSE(l.axis);
  }
}

// Each key row's words on the card: the card (paper, a faint edge) drawn before them, its box
// holding every one, at 1920×1080 and 800×600, the square in the notch and far out of it.
TEST_CASE("sat-breaks lesson step 9 (which-approach): the key's words lie on a card" * doctest::test_suite("screens")) {
  int keys = 0;
  for_frames(
      "sat-breaks", 8, "square", {{0, 0}, {4, 0}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::optional<std::size_t> card;
    int words = 0;
    for (std::size_t i = 0; i < canvas.calls.size(); ++i) {
      const DrawCall& call = canvas.calls[i];
      if (call.kind == "fill_polygon" && lab::testing::key_card(call) && !card) card = i;
      if (!call.legend || call.kind != "label") continue;
      ++words;
      CAPTURE(call.text);
      REQUIRE(card);  // before the words
      const figures::LabelBox box = box_of(canvas, call);
      const std::vector<Vec2>& paper = canvas.calls[*card].points;
      CHECK(collide::point_in_polygon({box.x0, box.y0}, paper));
      CHECK(collide::point_in_polygon({box.x1, box.y1}, paper));
    }
    CHECK(words >= 5);
    ++keys;
      });
  CHECK(keys == 4);
}

// The first picture's shadow axes reach 20 pixels past its shadows, not across the figure: a
// whole line ran through the other two pictures and the key (below "pieces: apart", through the
// key's words), where its coordinates mean nothing.
TEST_CASE("sat-breaks lesson step 9 (which-approach): the shadow axes stay in the first picture" *
          doctest::test_suite("screens")) {
  int axes = 0;
  for_frames(
      "sat-breaks", 8, "square", {{0, 0}, {4, 0}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<Vec2>& c = state.shape("C").points;
    double right = c[0].x, bottom = c[0].y;
    for (const Vec2& p : c) right = std::max(right, p.x), bottom = std::min(bottom, p.y);
    for (const DrawCall& call : canvas.calls) {
      if (call.legend || call.color != palette::axis) continue;
      CHECK(call.kind != "line");  // a line has no end
      if (call.kind != "segment") continue;
      ++axes;
      for (const Vec2& end : call.points) {  // the second picture starts right of C, the third below
        CHECK(end.x < right + 0.5 * (right - c[0].x) + 2);
        CHECK(end.y > bottom - 4);
      }
    }
      });
  CHECK(axes >= 8);
}

// The three pictures' titles in one size: in a narrow view the two long ones went down a size and
// the short "3 · edge tests" stayed large (read29, step 9 presenting at 1920×1080).
TEST_CASE("sat-breaks lesson step 9 (which-approach): the three titles in one size" * doctest::test_suite("screens")) {
  int frames = 0;
  for_frames(
      "sat-breaks", 8, "square", {{0, 0}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::vector<TextSize> sizes;
    for (const DrawCall& call : canvas.calls)
      if (call.kind == "label" &&
          (call.text.starts_with("1 \u00b7") || call.text.starts_with("2 \u00b7") || call.text.starts_with("3 \u00b7")))
        sizes.push_back(call.size);
    REQUIRE(sizes.size() == 3);
    CHECK(sizes[0] == sizes[1]);
    CHECK(sizes[1] == sizes[2]);
    ++frames;
      });
  CHECK(frames == 2);
}

}  // namespace test_side_by_side
