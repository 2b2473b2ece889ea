// Issue 26, a reviewer's pass over the bundled lessons presenting at 1920×1080 (and 800×600):
// each name beside what it names, on no outline it does not name, and out of the other shape,
// in the frames test_lesson_labels.cpp draws (lesson_frames.hpp), the moving shape dragged:
//  * sat-breaks steps 2 to 4: each axis name beside the bars of its axes ("axes #1, #3, …" sat
//    under the level line's bars, not by its upright ones);
//  * fast-objects step 4: "frame 6 hits" on paper, off the wall and every stroke (across the wall);
//  * fast-objects step 6: "one step: 2 > 0.75" under the dashed step, off the wall (across it);
//  * ray-casting step 5: "level: counts as below" beside the level corner, off e1 (across it);
//  * point-in-polygon with P on e6 (no lesson step): those words nearer their corner than P;
//  * sat-breaks step 7: "B's vertex 0" beside its vertex, off A's e3 (it straddled it);
//  * fast-objects step 1: A's "e1" out of B (inside it), B's names off its double outline;
//  * fast-objects step 8: B's edge names off its double outline where it touches A ("e3" on it).
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/concave.hpp"
#include "collide/rect.hpp"
#include "collide/vec.hpp"

#include "lesson_frames.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"

// Axis #k is the normal of the k-th edge counted through the C's then the square's: its shadows lie
// on the line across that edge (axis #1, the C's level bottom edge e0: the upright line at the
// left). Each name within 40 pixels of the bars it names ("axes #1, #3, …: overlap" sat under
// the level line's bars at the bottom, 150 pixels past its own at 1920×1080 beside the lessons).
TEST_CASE("sat-breaks lesson steps 1 to 4 (2 revealed): each axis name beside the bars it names" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for (const int step : {0, 1, 2, 3})
    for_frames(
        "sat-breaks", step, "square", {{0, 0}, {0.3, 0}, {-0.2, 0.3}}, [](Prediction& p) { p.reveal_choice(0); },
        [&](const RecordingCanvas& canvas, const SceneState& state) {
      CAPTURE(step);
      std::vector<std::pair<Vec2, Vec2>> edges;  // every edge's direction, the C's then the square's
      for (const char* shape : {"C", "square"}) {
        const std::vector<Vec2>& p = state.shape(shape).points;
        for (std::size_t i = 0; i < p.size(); ++i) edges.push_back({p[i], p[(i + 1) % p.size()]});
      }
      for (const DrawCall& name : labels_with(canvas, "#")) {
        CAPTURE(name.text);
        const std::size_t k = std::stoul(name.text.substr(name.text.find('#') + 1)) - 1;
        const Vec2 edge = edges.at(k).second - edges.at(k).first;
        std::optional<std::pair<Vec2, Vec2>> bars;  // the stretch of the line across that edge
        for (const DrawCall& line : canvas.calls) {
          if (line.legend || (line.kind != "line" && line.kind != "dashed_line")) continue;
          const Vec2 o = line.points[0], u = line.points[1];
          if (std::abs(collide::dot(u, collide::normalize(edge))) > 1e-6) continue;  // not across it
          double lo = 1e300, hi = -1e300;
          for (const DrawCall& bar : canvas.of("interval"))
            if (!bar.legend && bar.points[0] == o && bar.points[1] == u)
              lo = std::min(lo, bar.value), hi = std::max(hi, bar.value2);
          if (lo <= hi) bars = {o + u * lo, o + u * hi};
        }
        REQUIRE(bars);
        ++names;
        CHECK(within(canvas, box_of(canvas, name), 40, bars->first, bars->second));
      }
        });
  CHECK(names >= 4 * 6 * 2);  // two directions' names in each frame
}

// fast-objects step 6: the ball's frames 2 and 3 lie either side of the wall, the dashed step
// between them crosses it. "one step: 2 > 0.75" under that step (within 40 pixels of it) and off
// the wall's outline (it was written across the wall), the ball moved along and across its path.
TEST_CASE("fast-objects lesson step 6: the step's length beside the dashed step, off the wall" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "fast-objects", 5, "ball", {{0, 0}, {0.2, 0}, {0, 0.5}, {-0.1, -0.6}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const auto name = labels_with(canvas, "one step");
    std::vector<DrawCall> steps;
    for (const DrawCall& call : canvas.of("dashed_segment"))
      if (!call.legend && call.color == palette::deciding) steps.push_back(call);
    REQUIRE(name.size() == 1);
    REQUIRE(steps.size() == 1);
    ++names;
    const figures::LabelBox box = box_of(canvas, name.front());
    const auto wall = collide::rect_to_polygon(state.shape("wall").rect());  // stored as two corners
    CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{{wall.begin(), wall.end()}}));
    CHECK(within(canvas, box, 40, steps.front().points[0], steps.front().points[1]));
      });
  CHECK(names == 8);
}

// fast-objects step 4: the ball (0.5 across) steps 0.5 a frame from x = −3, so frame 6 lands at
// x = 0, on the wall's left side, and the wall (x = 0 to 0.25, y = −2 to 2) runs above and below
// it. "frame 6 hits" on its green card lay across the wall (read30). Now on paper: its box grown
// by its frame (2.5 pixels) and 2 more crosses no stroke the figure draws (the wall, every frame's
// rim, the path), and no fill (the wall's tint, the hit frame's) lies under any of its corners or
// its middle. The ball moved along and across its path (another frame hits, or the hit is a touch).
TEST_CASE("fast-objects lesson step 4: the frame that hits named on paper, off the wall and every stroke" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "fast-objects", 3, "ball", {{0, 0}, {0.2, 0}, {0, 0.3}, {-0.1, -0.4}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::vector<DrawCall> hit;
    for (const char* words : {" hits", " touches"})
      for (const DrawCall& call : labels_with(canvas, words)) hit.push_back(call);
    REQUIRE(hit.size() == 1);
    ++names;
    CAPTURE(hit.front().text);
    const figures::LabelBox b = box_of(canvas, hit.front());
    const double d = 4.5 * canvas.pixel();
    const figures::LabelBox ink{b.x0 - d, b.y0 - d, b.x1 + d, b.y1 + d};
    std::vector<std::vector<Vec2>> strokes;
    for (std::size_t i = 0; i < canvas.calls.size(); ++i) {
      const DrawCall& c = canvas.calls[i];
      if (c.legend || (i > 0 && canvas.calls[i - 1].kind == "label")) continue;  // a label's frame or underline
      if (c.kind == "polygon" || c.kind == "segment" || c.kind == "dashed_segment" || c.kind == "arrow")
        strokes.push_back(c.points);
      if (c.kind == "circle") {
        std::vector<Vec2> rim;
        for (int k = 0; k < 64; ++k)
          rim.push_back(c.points[0] + Vec2{std::cos(k * 0.0981748), std::sin(k * 0.0981748)} * c.value);
        strokes.push_back(rim);
      }
    }
    CHECK_FALSE(figures::box_crosses(ink, strokes));
    const Vec2 middle{(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2};
    for (const DrawCall& fill : canvas.calls) {
      const bool paper = fill.color.r == palette::background.r && fill.color.g == palette::background.g &&
                         fill.color.b == palette::background.b;  // a card, a halo: no ink
      if (fill.legend || paper || (fill.kind != "fill_polygon" && fill.kind != "fill_circle")) continue;
      for (const Vec2 p : {Vec2{b.x0, b.y0}, Vec2{b.x1, b.y0}, Vec2{b.x0, b.y1}, Vec2{b.x1, b.y1}, middle}) {
        const bool under = fill.kind == "fill_polygon"
                               ? collide::point_in_polygon(p, fill.points)
                               : collide::distance_squared(p, fill.points[0]) <= fill.value * fill.value;
        CHECK_FALSE(under);
      }
    }
      });
  CHECK(names == 8);
}

// ray-casting step 5: P level with the corner (6, 0) where e1 and e2 meet. "level: counts as
// below" within 40 pixels of that corner, crossing no edge (it lay across e1, under the corner),
// P slid along the ray's line (the corner stays level with it).
TEST_CASE("ray-casting lesson step 5: the level rule's words beside the level corner, on no edge" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "ray-casting", 4, "P", {{0, 0}, {1, 0}, {-2, 0}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<Vec2>& polygon = state.shape("polygon").points;
    const auto name = labels_with(canvas, "counts as below");
    REQUIRE(name.size() == 1);
    ++names;
    const figures::LabelBox box = box_of(canvas, name.front());
    CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{polygon}));
    CHECK(within(canvas, box, 40, {6, 0}, {6, 0}));
      });
  CHECK(names == 6);
}

// point-in-polygon presenting, P = (0, 3) on the comb's e6, the top of its middle tooth from
// (1, 3) to (−1, 3): the ray runs right from P past the corner (1, 3), where e5 goes down, and
// "level: counts as below" (anchored there) explains that corner. It began at P's x (1920×1080)
// or ended at P (800×600) and read as P's. Now its words begin right of x = 0.5, halfway from P
// to the corner, and cross no edge.
TEST_CASE("point-in-polygon with P on e6 presenting: the level words begin nearer their corner than P" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  const std::vector<Vec2> comb{{-5, -3}, {5, -3}, {5, 3},   {3, 3},   {3, -1}, {1, -1},
                               {1, 3},   {-1, 3}, {-1, -1}, {-3, -1}, {-3, 3}, {-5, 3}};
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    CAPTURE(size.x);
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    Shell shell(lab::testing::scene_index("point-in-polygon"));
    shell.interactive = false;
    shell.set_presenting(true);
    SceneState state = shell.scene().state();
    state.shape("polygon").points = comb;
    state.shape("P").points = {{0, 3}};
    shell.set_state(state);
    screen.frames(shell);
    const RecordingCanvas canvas = drawn_in_frame(shell, screen.fonts);
    int names = 0;
    for (const DrawCall& name : labels_with(canvas, "counts as below")) {
      if (name.points.at(0) != Vec2{1, 3}) continue;  // the other: e2's, from (3, 3) to (5, 3)
      ++names;
      const figures::LabelBox box = box_of(canvas, name);
      CHECK(box.x0 > 0.5);
      CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{comb}));
    }
    CHECK(names == 1);
  }
}

// sat-breaks step 7: the square B in the C's notch, B's vertex 0 (its lower-left corner, (0, −1))
// a unit from the notch's left side, A's e3: too little room for the name above it. Each "X's
// vertex 0" within 40 pixels of that vertex and crossing no edge of either shape ("B's vertex 0"
// straddled A's e3), B moved about the notch.
TEST_CASE("sat-breaks lesson step 7: each ray's start named beside its vertex, on no edge" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "sat-breaks", 6, "B", {{0, 0}, {0.2, 0}, {0.3, 0.2}, {-0.3, -0.2}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<std::vector<Vec2>> outlines{state.shape("A").points, state.shape("B").points};
    for (const auto& [shape, words] : {std::pair{"A", "A's vertex 0"}, {"B", "B's vertex 0"}}) {
      const auto name = labels_with(canvas, words);
      REQUIRE(name.size() == 1);
      ++names;
      CAPTURE(name.front().text);
      const figures::LabelBox box = box_of(canvas, name.front());
      CHECK_FALSE(figures::box_crosses(box, outlines));
      const Vec2 vertex = state.shape(shape).points.front();
      CHECK(within(canvas, box, 40, vertex, vertex));
    }
      });
  CHECK(names == 16);
}

// fast-objects step 1: B overlaps A's right side, A's e1, x = 3 from y = −2 to 2, which the
// caption names ("on A's e1"); B covers it only from y = −1 to 1. A's "e1" beside its edge and
// out of B (it sat inside B, beside B's own "e3"), B moved a little. And B's own edge names clear
// of its double outline as at step 8 (B's "e1" sat on its right side's outer stroke).
TEST_CASE("fast-objects lesson step 1: the caption's edge named beside it, out of B" * doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0, b_names = 0;
  for_frames(
      "fast-objects", 0, "B", {{0, 0}, {0.1, 0.05}, {-0.1, -0.1}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<Vec2>& a = state.shape("A").points;
    for (const DrawCall& name : labels_with(canvas, "e1")) {
      if (name.color != palette::deciding) continue;  // A's, in the deciding edge's colour
      ++names;
      const figures::LabelBox box = box_of(canvas, name);
      CHECK(within(canvas, box, 12, a[1], a[2]));
      const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
      CHECK(collide::classify_point(middle, state.shape("B").points) == collide::Location::Outside);
      CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{state.shape("B").points}));
    }
    const std::vector<Vec2>& b = state.shape("B").points;
    for (const DrawCall& name : canvas.of("label")) {
      if (name.legend || name.color != palette::shape_b || name.text.size() != 2 || name.text[0] != 'e') continue;
      ++b_names;
      CAPTURE(name.text);
      for (std::size_t i = 0; i < b.size(); ++i)
        CHECK_FALSE(within(canvas, box_of(canvas, name), 5.75, b[i], b[(i + 1) % b.size()]));
    }
      });
  CHECK(names == 6);
  // Less B's "e3" at 800 × 600 unmoved and moved by (−0.1, −0.1): its edge inside A, with no room
  // on B's own tint, it is left out rather than read as A's (test_fast_objects_names.cpp).
  CHECK(b_names == 6 * 4 - 2);
}

// fast-objects step 8: B where it first touches A is drawn double (RoleCanvas: two 2.5-pixel
// lines with 2.5 pixels of paper between, 3.75 pixels either side of the edge). Each of its edge
// names at least 2 pixels clear of that stroke: its box, grown by 5.75 pixels, reaches none of B's
// edges there (B's "e3" sat on B's left side, 1.5 pixels from the edge's line), B moved up and down.
TEST_CASE("fast-objects lesson step 8: B's edge names clear of its double outline where it touches A" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "fast-objects", 7, "B", {{0, 0}, {0, 0.2}, {0, -0.15}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::vector<Vec2> impact;  // the first opaque purple outline: B at the first touch (then its names' frames)
    for (const DrawCall& call : canvas.of("polygon"))
      if (!call.legend && call.color == palette::shape_b && impact.empty()) impact = call.points;
    REQUIRE(impact.size() == 4);
    for (const DrawCall& name : canvas.of("label")) {
      if (name.legend || name.color != palette::shape_b || name.text.size() != 2 || name.text[0] != 'e') continue;
      ++names;
      CAPTURE(name.text);
      for (std::size_t i = 0; i < impact.size(); ++i)
        CHECK_FALSE(within(canvas, box_of(canvas, name), 5.75, impact[i], impact[(i + 1) % impact.size()]));
    }
      });
  CHECK(names >= 6 * 3);  // B's edges but the one the caption cites, in each frame
}
