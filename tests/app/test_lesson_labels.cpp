// Issue 26: in the bundled lessons a label sits beside what it names and on no outline it does not
// name, in presenter mode at a projector's 1920×1080 and a small 800×600, in the views the window
// shows: the shell lays out the frame (its camera, UI scale, caption strip and, after a reveal,
// the result's band) and the scene is drawn again into a recording canvas with that view, its
// text measured with the app's fonts (lesson_frames.hpp). More in test_lesson_labels_placed.cpp. Each step as the lesson
// has it and with the moving shape dragged a little.
//  * sat-breaks step 2, revealed: no axis name crosses the C or the square ("axes #1, #3, …:
//    overlap" lay across the C's top edge);
//  * sat-breaks step 4: "rubber band: all SAT sees" beside the dashed line across the notch,
//    (3, −1.5) to (3, 1.5), crossing no outline (it sat at the view's top-left);
//  * fast-objects step 2, revealed, and step 3: "MTV 0.55" within 12 pixels of its arrow or joined
//    to its tip by a leader, crossing neither shape's outline (it crossed B's left side); the other
//    names off the arrowhead.
//  * sat-breaks step 2, revealed: "touches nothing, yet SAT says collide" crosses no outline (at
//    1920×1080 it lay across the notch's inner edges); at step 4 it faces the square within 140
//    pixels (it sat at the figure's top), the band's name off the C;
//  * separating-axis step 8 (every axis): a name in a shape's colour keeps off the other shape's
//    outline, and out of it unless what it names is in it (the triangle's "counter-clockwise" lay
//    over the pentagon's side, the pentagon's vertex 4's number under the triangle); the deciding
//    axis's name beside its dashed line and on no shape;
//  * fast-objects step 10 with B dragged: every edge name off A's and B's outlines ("e0" sat on
//    A's bottom edge); sat-breaks step 8 with B dragged: each first pair's name beside its edge
//    and off the other shape ("B's e0: first pair" crossed A's dashed e3 at 1920×1080);
//  * separating-axis steps 5, 6 and 9, dragged: the deciding axis's name beside its bars' middle
//    (it stood level with the gap, at the bars' end, or past it);
//  * sat-breaks step 7: A's and B's same-named edge names apart ("e3e3"), "B's vertex 0" out of B.
// Index of this file:
//   [SECTION] names beside what they name: sat-breaks, fast-objects, separating-axis step 8
//   [SECTION] names off the other outlines as B is dragged, the deciding axis's name beside its bars
//   [SECTION] keys and arrows as drawn: edge-test keys, the deciding normal
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "collide/concave.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "deciding_axis_drawn.hpp"
#include "lesson_frames.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/lesson.hpp"
#include "shell/presenter.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

// [SECTION] names beside what they name: sat-breaks, fast-objects, separating-axis step 8

TEST_CASE("sat-breaks lesson step 2, revealed: no axis name lies on the C or the square" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "sat-breaks", 1, "square", {{0, 0}, {0.3, 0}, {-0.2, 0.3}, {0.2, -0.4}},
      [](Prediction& p) { p.reveal_choice(0); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<std::vector<Vec2>> outlines{state.shape("C").points, state.shape("square").points};
    for (const DrawCall& name : labels_with(canvas, "#")) {
      ++names;
      CAPTURE(name.text);
      CHECK_FALSE(figures::box_crosses(box_of(canvas, name), outlines));
    }
      });
  CHECK(names >= 16);  // two directions' names in each of 8 frames
}

// sat-breaks step 4: the square (0, −1) … (2, 1) in the notch, the rubber band's dashed line
// across the notch's mouth at x = 3. One line "touches nothing, yet SAT says collide" is wider
// than the notch: it went above the whole C, 280 pixels from the square at 1920×1080. Now it
// faces the square (level with it, or over or under it) within 140 pixels of it, crossing no
// outline nor the dashed line. The band's name beside that line (within 24 pixels: a third of
// the notch's height at 1920×1080), crossing no outline (it sat at the view's top-left), and off
// the C (a place by the line's end, tried now that the note may stand by its middle, lay on the
// C's top arm).
TEST_CASE("sat-breaks lesson step 4: the note beside the square, the rubber band's name beside the dashed line" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int notes = 0;
  for_frames(
      "sat-breaks", 3, "square", {{0, 0}, {0.3, 0}, {-0.2, 0.3}, {0.2, -0.4}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<Vec2>& square = state.shape("square").points;
    const std::vector<std::vector<Vec2>> outlines{state.shape("C").points, square, {{3, -1.5}, {3, 1.5}}};
    std::optional<figures::LabelBox> note;  // its rows as one box
    for (const char* words : {"touches nothing", "yet SAT says collide"})
      for (const DrawCall& row : labels_with(canvas, words)) {
        const figures::LabelBox b = box_of(canvas, row);
        note = note ? figures::LabelBox{std::min(note->x0, b.x0), std::min(note->y0, b.y0), std::max(note->x1, b.x1),
                                        std::max(note->y1, b.y1)}
                    : b;
      }
    REQUIRE(note);
    ++notes;
    CHECK_FALSE(figures::box_crosses(*note, outlines));
    const bool level = note->y0 < square[2].y && square[0].y < note->y1;
    const bool over_or_under = note->x0 < square[1].x && square[0].x < note->x1;
    CHECK((level || over_or_under));
    bool near = false;
    for (std::size_t i = 0; i < square.size(); ++i)
      near = near || within(canvas, *note, 140, square[i], square[(i + 1) % 4]);
    CHECK(near);
    const auto band = labels_with(canvas, "rubber band");
    REQUIRE(band.size() == 1);
    const figures::LabelBox b = box_of(canvas, band.front());
    CHECK_FALSE(figures::box_crosses(b, outlines));
    CHECK(within(canvas, b, 24, {3, -1.5}, {3, 1.5}));
    CHECK(collide::classify_point({(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2}, state.shape("C").points) ==
          collide::Location::Outside);
      });
  CHECK(notes == 8);
}

// At step 3 the arrow (0.55 up from B's middle) lies inside B, 2 units across; "MTV 0.55" is
// wider than either half, so no place beside it stays off B's sides. Its name is within 12 pixels
// of the arrow or, where B leaves no room, in line past the tip outside B, joined to the tip by a
// thin vermillion leader: a segment from 2 pixels past the tip (within 3) to 2 short of the box
// (within 3 pixels), along the arrow. It stood 26 pixels past the tip at 800×600, 45 at 1920×1080, joined to
// nothing (read30). Either way 2 pixels clear of both double outlines (5.75 from their edges).
// B's name 10 pixels from it. And every other name keeps 2 pixels off the arrow as drawn: its head is 8 + 2 × 3 pixels long
// and half as wide, 7 either side of the shaft (B's "e2" touched the head's corner).
TEST_CASE("fast-objects lesson steps 2 (revealed) and 3: the push's length at its arrow, off both outlines" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0, leaders = 0;
  for (const int step : {1, 2})
    for_frames(
        "fast-objects", step, "B", {{0, 0}, {0.1, 0.05}, {-0.1, 0}, {0.05, 0.15}},
        [](Prediction& p) {
      Guess up;
      up.arrow = {0, 0.55};
      p.reveal(up);
        },
        [&](const RecordingCanvas& canvas, const SceneState& state) {
      CAPTURE(step);
      const auto mtv = labels_with(canvas, "MTV");
      REQUIRE(mtv.size() == 1);
      ++names;
      CAPTURE(mtv.front().text);
      const figures::LabelBox box = box_of(canvas, mtv.front());
      const auto arrows = pushes(canvas);
      REQUIRE(arrows.size() == 1);
      const Vec2 tail = arrows.front().points[0], tip = arrows.front().points[1];
      const double px = canvas.pixel();
      const Vec2 along = collide::normalize(tip - tail);
      bool joined = false;
      for (const DrawCall& s : canvas.of("segment")) {
        if (s.legend || s.color != palette::deciding || s.width != 1) continue;
        const Vec2 from = s.points[0], to = s.points[1];
        const Vec2 on_box{std::clamp(to.x, box.x0, box.x1), std::clamp(to.y, box.y0, box.y1)};
        const bool in_line = std::abs(collide::cross(along, collide::normalize(to - from))) < 1e-6;
        joined = joined || (std::sqrt(collide::distance_squared(from, tip)) <= 3 * px &&
                            std::sqrt(collide::distance_squared(to, on_box)) <= 3 * px && in_line &&
                            collide::dot(to - from, along) > 0);
      }
      leaders += joined;
      CHECK((within(canvas, box, 12, tail, tip) || joined));
      CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{{tail, tip}}));
      for (const char* shape : {"A", "B"}) {
        const std::vector<Vec2>& p = state.shape(shape).points;
        for (std::size_t i = 0; i < p.size(); ++i) CHECK_FALSE(within(canvas, box, 5.75, p[i], p[(i + 1) % p.size()]));
      }
      // B's name 10 pixels or more from it ("B MTV 0.55" read as one phrase, 4 pixels apart).
      for (const DrawCall& name : labels_with(canvas, "B"))
        if (name.text == "B") {
          const figures::LabelBox n = box_of(canvas, name);
          CHECK_FALSE(figures::LabelBox{n.x0 - 10 * px, n.y0 - 10 * px, n.x1 + 10 * px, n.y1 + 10 * px}.overlaps(box));
        }
      const Vec2 side = Vec2{-along.y, along.x} * (7 * px);
      const std::vector<std::vector<Vec2>> head{{tail - side, tip - side, tip + side, tail + side}};
      for (const DrawCall& name : canvas.of("label")) {
        if (name.legend || name.text == mtv.front().text) continue;
        CAPTURE(name.text);
        const figures::LabelBox b = box_of(canvas, name);
        CHECK_FALSE(figures::box_crosses({b.x0 - 2 * px, b.y0 - 2 * px, b.x1 + 2 * px, b.y1 + 2 * px}, head));
      }
    });
  CHECK(names == 16);
  CHECK(leaders >= 1);  // at 800×600 B leaves no room: the leader is drawn and checked
}

TEST_CASE("sat-breaks lesson step 2, revealed: \"touches nothing, yet SAT says collide\" crosses no outline" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int notes = 0;
  for_frames(
      "sat-breaks", 1, "square", {{0, 0}, {0.3, 0}, {-0.2, 0.3}, {0.2, -0.4}},
      [](Prediction& p) { p.reveal_choice(0); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    // The C, the square, and the rubber band's dashed side across the notch's mouth where it is
    // drawn (from step 4 on, which explains it; the note may run out through the open mouth).
    std::vector<std::vector<Vec2>> outlines{state.shape("C").points, state.shape("square").points};
    if (state.flag("show_hull")) outlines.push_back({{3, -1.5}, {3, 1.5}});
    const auto note = labels_with(canvas, "touches nothing");
    REQUIRE(note.size() == 1);
    ++notes;
    CHECK_FALSE(figures::box_crosses(box_of(canvas, note.front()), outlines));
      });
  CHECK(notes == 8);
}

// With the winding and the normals shown too (the step showed them until 2026-12-07): each vertex
// number (grey, beside its vertex) and each shape's "counter-clockwise" keep off the other shape.
// And asked (P) and revealed, in the smaller figure the result's band leaves: there every place
// beside the deciding axis crossed another axis's bars, and its name lay on the triangle.
TEST_CASE("separating-axis lesson step 8: each shape's names keep off the other; the deciding axis beside its line" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0, deciding = 0;
  for (const auto& mode : {std::pair{0.0, false}, {1.0, false}, {0.0, true}}) {
    const double normals = mode.first;  // not a structured binding: clang 14 cannot capture one
    const bool revealed = mode.second;
    for_frames(
        "separating-axis", 7, "triangle", {{0, 0}, {0.15, 0}, {-0.1, 0.15}, {0.1, -0.15}},
        [](Prediction& p) { p.reveal_choice(0); },
        [&](const RecordingCanvas& canvas, const SceneState& state) {
      CAPTURE(normals);
      CAPTURE(revealed);
      const std::vector<Vec2>& pentagon = state.shape("pentagon").points;
      const std::vector<Vec2>& triangle = state.shape("triangle").points;
      // Whose a label is: by its colour, or for a vertex number by the vertex it stands beside.
      auto vertex_of = [&](const std::vector<Vec2>& shape, const DrawCall& label) {
        return std::find(shape.begin(), shape.end(), label.points.at(0)) != shape.end() &&
               label.text.find_first_not_of("0123456789") == std::string::npos;
      };
      for (const DrawCall& label : canvas.of("label")) {
        if (label.legend) continue;
        const bool of_pentagon = label.color == palette::shape_a || vertex_of(pentagon, label);
        const bool of_triangle = label.color == palette::shape_b || vertex_of(triangle, label);
        if (of_pentagon == of_triangle) continue;
        const std::vector<Vec2>& other = of_pentagon ? triangle : pentagon;
        ++names;
        CAPTURE(label.text);
        CHECK_FALSE(figures::box_crosses(box_of(canvas, label), std::vector<std::vector<Vec2>>{other}));
        CHECK_FALSE(inside_other(canvas, label, other));
      }
      const auto name = labels_with(canvas, "deciding axis");
      REQUIRE(name.size() == 1);
      std::vector<DrawCall> lines;
      for (const DrawCall& line : canvas.of("dashed_line"))
        if (!line.legend && line.color == palette::deciding) lines.push_back(line);
      REQUIRE(lines.size() == 1);
      ++deciding;
      const figures::LabelBox box = box_of(canvas, name.front());
      const Vec2 p = lines.front().points[0], d = lines.front().points[1];
      const double reach = 4 * (canvas.visible.w + canvas.visible.h);
      // Beside it: within 40 pixels of the dashed line, and on neither shape.
      CHECK(within(canvas, box, 40, p - d * reach, p + d * reach));
      CHECK_FALSE(figures::box_crosses(box, std::vector<std::vector<Vec2>>{pentagon, triangle}));
        },
        {{"show_normals", normals}}, revealed);
  }
  CHECK(deciding == 24);
  CHECK(names >= 24 * 8);  // at least the 5 + 3 edge names in each frame
}

// sat-breaks step 7: the square B (0, −1) … (2, 1) in the C's notch, whose back wall (A's e3) is
// a unit left of B's left side (B's e3). The two "e3" stood side by side and read "e3e3": now
// each same-named pair of A's and B's edge names keeps a text height apart at least. "B's vertex
// 0" (the ray's start, B's bottom-left corner) sat in B's middle, 26 pixels over the ray, reading
// as B's own name: now its box is out of A, within 40 pixels of the vertex, and out of B too, or
// where the notch leaves no room under B (B moved down-left: 30 pixels) in B's corner, its box
// touching the vertex's 12 pixels. B moved about the notch.
TEST_CASE("sat-breaks lesson step 7: same-named edges' names apart, B's vertex 0 named out of B" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int pairs = 0, starts = 0;
  for_frames(
      "sat-breaks", 6, "B", {{0, 0}, {0.2, 0}, {0.3, 0.2}, {-0.3, -0.2}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    std::map<std::string, std::vector<DrawCall>> by_words;  // the edge names, "e0" … "e7"
    for (const DrawCall& name : canvas.of("label"))
      if (!name.legend && name.text.size() == 2 && name.text[0] == 'e') by_words[name.text].push_back(name);
    const double h = Canvas::font_pixels(TextSize::Normal) * canvas.pixel();
    for (const auto& same : by_words)
      for (std::size_t i = 0; i < same.second.size(); ++i)
        for (std::size_t j = i + 1; j < same.second.size(); ++j) {
          const DrawCall &one = same.second[i], &other = same.second[j];
          if (one.color == other.color) continue;  // one shape's, twice: not a pair
          ++pairs;
          CAPTURE(one.text);
          const figures::LabelBox a = box_of(canvas, one), b = box_of(canvas, other);
          CHECK_FALSE(figures::LabelBox{a.x0 - h, a.y0 - h, a.x1 + h, a.y1 + h}.overlaps(b));
        }
    const auto start = labels_with(canvas, "B's vertex 0");
    REQUIRE(start.size() == 1);
    ++starts;
    const figures::LabelBox box = box_of(canvas, start.front());
    const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
    const Vec2 vertex = state.shape("B").points.front();
    CHECK(collide::classify_point(middle, state.shape("A").points) == collide::Location::Outside);
    CHECK((collide::classify_point(middle, state.shape("B").points) == collide::Location::Outside ||
           within(canvas, box, 12, vertex, vertex)));
    CHECK(within(canvas, box, 40, vertex, vertex));
      });
  CHECK(pairs >= 8 * 3);  // e0 … e3 of both shapes, in each frame (a name left out for room aside)
  CHECK(starts == 8);
}

// [SECTION] names off the other outlines as B is dragged, the deciding axis's name beside its bars
// Where a student drags B from fast-objects step 10's start ((5, −0.5) … (6, 0.5), aimed at (3.5, 0)):
// along, past and round A. A's "e0" sat on A's bottom edge once B moved by (0.2, 0.1): the key
// took the room under it and the only other places were across the edge.
TEST_CASE("fast-objects lesson step 10, B dragged: every edge name keeps off A's and B's outlines" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "fast-objects", 9, "B", {{0, 0}, {0.2, 0.1}, {-1, 0.3}, {-2, -0.4}, {1, 0.2}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const std::vector<std::vector<Vec2>> outlines{state.shape("A").points, state.shape("B").points};
    for (const DrawCall& name : canvas.of("label")) {
      if (name.legend || name.text.size() < 2 || name.text[0] != 'e' ||
          name.text.find_first_not_of("0123456789", 1) != std::string::npos)
        continue;
      ++names;
      CAPTURE(name.text);
      CHECK_FALSE(figures::box_crosses(box_of(canvas, name), outlines));
    }
      });
  CHECK(names >= 2 * 5 * 6);  // A's four and B's two at least, in 10 frames
}

// sat-breaks step 8 as B is dragged in the C's back wall: each first pair's name ("A's e3: first
// pair", "B's e0: first pair") beside its edge (within 28 pixels) and crossing no edge of the other
// shape (B's e0's name lay across A's dashed e3 at 1920×1080: a name on another shape's edge reads
// as that edge's; the key took the notch's room under B's e0, A's "e2" the rest).
TEST_CASE("sat-breaks lesson step 8, B dragged: the first pairs' names beside their edges, off the other shape" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "sat-breaks", 7, "B", {{0, 0}, {0.1, 0}, {-0.1, 0.1}, {0.3, 0.2}, {-0.3, -0.2}, {0.2, -0.3}},
      [](Prediction& p) {
    Guess g;
    g.number = 13;
    p.reveal(g);
      },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    for (const bool of_b : {false, true}) {
      const auto found = labels_with(canvas, of_b ? "B's e" : "A's e");
      const std::vector<std::vector<Vec2>> other{state.shape(of_b ? "A" : "B").points};
      const std::vector<Vec2>& own = state.shape(of_b ? "B" : "A").points;
      for (const DrawCall& name : found) {
        ++names;
        CAPTURE(name.text);
        CHECK_FALSE(figures::box_crosses(box_of(canvas, name), other));
        const std::size_t edge = std::stoul(name.text.substr(5));  // "B's e0: first pair"
        CHECK(within(canvas, box_of(canvas, name), 28, own[edge], own[(edge + 1) % own.size()]));  // beside it
      }
    }
  });
  CHECK(names >= 2 * 12);
}

// The deciding axis's name stood level with its gap's middle, at one end of the bars when the gap
// is there, or past their end (separating-axis step 6 presenting: 43 pixels along the axis from
// the bars' middle). Here, where a student drags the triangle in steps 5 and 6 (the deciding axis
// alone) and the rectangle in step 9, in states with room beside the bars (looked at: dragged
// up-left in steps 5 and 6, the bars span the view's height and the name's nearest clear place is
// past them; steps 7 and 8 show every axis and leave no room beside the deciding one): the name's
// middle, taken along the deciding (dashed) line, within 24 pixels (a text height and a half) of
// the middle of the bars drawn on that line (the shadows, the gap or overlap between them). Every
// frame: step 9 as it opened at 800 × 600 (its view 19 units high) was let slide 32 pixels along,
// the five-row key lying under the room beside the bars' middle; its view now reaches half a unit
// lower (19.5 high), and the name sits under the bars' middle, above the key.
TEST_CASE("separating-axis lesson steps 5, 6 and 9, dragged: the deciding axis's name beside its bars' middle" *
          doctest::test_suite("screens")) {
  using namespace test_lesson_labels;
  int beside = 0, frames = 0;
  for (const auto& step_shape : {std::pair{4, "triangle"}, {5, "triangle"}, {8, "rectangle"}}) {
    const int step = step_shape.first;
    CAPTURE(step);
    const std::vector<Vec2> moves = step == 8 ? std::vector<Vec2>{{0, 0}, {-0.5, 0.5}, {0.3, -0.6}}
                                              : std::vector<Vec2>{{0, 0}, {0.5, 0}, {1, -1}};
    for_frames(
        "separating-axis", step, step_shape.second, moves, [](Prediction& p) { p.reveal(); },
        [&](const RecordingCanvas& canvas, const SceneState&) {
      ++frames;
      const auto name = labels_with(canvas, "deciding axis");
      const auto bars = lab::testing::deciding_bars(canvas);
      REQUIRE(name.size() == 1);
      REQUIRE(bars);  // the dashed line, and the stretch its bars cover along it
      const Vec2 origin = bars->origin, u = bars->u;
      const double lo = bars->lo, hi = bars->hi;
      // The name's box: its rows, where it takes two ("deciding axis #2:" over "gap 0.27"), as one.
      const figures::LabelBox box = lab::testing::name_rows_box(canvas, name.front());
      const double reach = 4 * (canvas.visible.w + canvas.visible.h);
      if (!within(canvas, box, 40, origin - u * reach, origin + u * reach)) return;
      ++beside;
      const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
      const double along = (collide::dot(middle - origin, u) - (lo + hi) / 2) / canvas.pixel();
      CAPTURE(along);
      CHECK(std::abs(along) <= 24);
        });
  }
  CHECK(frames == 18);
  CHECK(beside == 18);
}

// [SECTION] keys and arrows as drawn: edge-test keys, the deciding normal
TEST_CASE("edge-test lessons' keys name both shapes as they are drawn" * doctest::test_suite("screens")) {
  // sat-breaks steps 7 and 8: the key named B's purple but never A's blue,
  // and at sat-breaks step 7 it said "purple, double: B" where every edge of B is drawn orange
  // (tried, missed): only B's fill and dots are purple.
  using namespace test_lesson_labels;
  const auto same_rgb = [](Color a, Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; };
  const ImVec2 size{1920, 1080};  // at 800×600 no figure has room for its key
  const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
  for (const auto& lesson_step : {std::pair{"sat-breaks", 6}, {"sat-breaks", 7}}) {
    const char* lesson_id = lesson_step.first;
    const int step = lesson_step.second;
    CAPTURE(lesson_id);
    CAPTURE(step);
    Shell shell(0);
    shell.interactive = false;
    shell.set_presenting(true);
    shell.open_lesson(bundled_lesson(lesson_id), step, lesson_id);
    screen.frames(shell);
    const RecordingCanvas canvas = drawn_in_frame(shell, screen.fonts);
    bool blue = false;
    for (const DrawCall& call : canvas.of("label")) {
      if (!call.legend) continue;
      CAPTURE(call.text);
      blue |= call.text.starts_with("blue");
      if (!call.text.starts_with("purple")) continue;
      // A key line that says B's outline is purple has a purple stroke in the figure.
      const bool outline = std::any_of(canvas.calls.begin(), canvas.calls.end(), [&](const DrawCall& c) {
        return !c.legend && (c.kind == "segment" || c.kind == "polygon") && c.color.a > 0 &&
               same_rgb(c.color, palette::shape_b);
      });
      if (call.text.find("double") != std::string::npos) CHECK(outline);
    }
    CHECK(blue);
  }
}

TEST_CASE("separating-axis lesson step 9: the deciding edge's normal arrow is drawn above both shapes' fills" *
          doctest::test_suite("screens")) {
  // The key says "vermillion edge and arrow"; the arrow, the pentagon's e3's normal, was drawn
  // before the rectangle's fill and lay under it.
  using namespace test_lesson_labels;
  int arrows = 0;
  for_frames(
      "separating-axis", 8, "rectangle", {{0, 0}, {0.2, 0.1}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::size_t last_fill = 0, arrow = 0;
    for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
      const DrawCall& call = canvas.calls[k];
      if (call.legend) continue;
      if (call.kind == "fill_polygon") last_fill = k;
      if (call.kind == "arrow" && call.color == palette::deciding) arrow = k;
    }
    REQUIRE(arrow > 0);
    ++arrows;
    CHECK(arrow > last_fill);
      });
  CHECK(arrows == 4);
}
