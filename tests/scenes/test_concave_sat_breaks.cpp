// "Where SAT breaks": the C-shape with a square in its notch, hand-checked.
// The C is the ring [−3, 3]² with the notch x ∈ [−1, 3], y ∈ [−1.5, 1.5] cut from its right side;
// the square has side 2. Every edge of both is horizontal or vertical, so every axis is x or y.
#include <doctest/doctest.h>

#include <cmath>

#include "collide/vec.hpp"
#include "headless_imgui.hpp"
#include "scenes/figures/draw.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_concave_sat_breaks {

using lab::Vec2;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

TEST_CASE("square in the C's notch: SAT says collide, the edge tests say apart") {
  // Square [0, 2] × [−1, 1]: 1 from the notch's back, 0.5 from each arm. On x the C's shadow is
  // [−3, 3] and the square's [0, 2]; on y [−3, 3] and [−1, 1]: all 8 + 4 axes overlap.
  auto scene = lab::testing::scene_named("sat-breaks");
  CHECK(scene->info().chapter == "Concave polygons");
  CHECK(scene->caption() ==
        "SAT: all 12 axes overlap → collide (least push-out: the dashed axis) · edges: none cross, neither inside → "
        "apart");
  CHECK(scene->warnings().empty());

  RecordingCanvas canvas;
  scene->draw(canvas);
  // The rubber band: the C's hull is the square [−3, 3]², 4 dashed sides in the C's colour.
  CHECK(canvas.count("dashed_segment", palette::shape_a) == 4);
  CHECK(canvas.has_label("rubber band"));
  CHECK(canvas.has_label("touches nothing"));  // on one line, or two rows where the notch is narrow
  CHECK(canvas.has_label("yet SAT says collide"));
  // No axis shows a gap: nothing orange; the least-overlap axis is dashed in the deciding colour.
  CHECK(canvas.count("interval", palette::outside) == 0);
  CHECK(canvas.count("dashed_line", palette::deciding) == 1);
  // Parallel axes share their shadows: both shadows drawn once per direction (x and y), each
  // direction labelled with its axes, numbered as the panel's table (the y axes: the normals of
  // the C's 4 horizontal edges, #1 #3 #5 #7, and of the square's 2, #9 #11).
  CHECK(canvas.count("interval", palette::shape_a) == 2);
  CHECK(canvas.count("interval", palette::shape_b) == 2);
  CHECK(canvas.count("interval", palette::inside) == 2);
  CHECK(canvas.has_label("axes #1, #3, #5, #7, #9, #11: overlap"));
}

TEST_CASE("\"touches nothing, yet SAT says collide\" crosses no line of the figure") {
  // It was drawn from the square's top corner and ran across the rubber band's dashed side x = 3.
  // At the app's start scale (1/82 unit per pixel) it fits in the notch above or below the square;
  // at the recording canvas's 0.02 it is wider than the notch and goes in two rows beside the
  // square (right of the dashed side), each row clear of every line. The square
  // is 0.5 from the arms at the start; nearer the ceiling (y up to 0.45) or the floor it moves.
  for (double units_per_pixel : {1.0 / 82, 0.02})
    for (Vec2 centre : {Vec2{1, 0}, Vec2{1, 0.45}, Vec2{1, -0.45}, Vec2{0.2, 0}, Vec2{1.8, 0.3}}) {
      CAPTURE(units_per_pixel);
      CAPTURE(centre.x);
      CAPTURE(centre.y);
      auto scene = lab::testing::scene_with_square_at("sat-breaks", centre);
      REQUIRE(scene->caption().find("· they agree") == std::string::npos);  // SAT is fooled
      RecordingCanvas canvas;
      canvas.units_per_pixel = units_per_pixel;
      scene->draw(canvas);
      // Every straight line drawn: the C's and the square's edges, the rubber band's dashed sides.
      std::vector<std::vector<Vec2>> lines;
      for (const auto& c : canvas.calls)
        if (c.kind == "segment" || c.kind == "dashed_segment") lines.push_back(c.points);
      REQUIRE(lines.size() >= 16);
      int notes = 0;
      for (const auto& c : canvas.of("label")) {
        const bool row = c.text == "touches nothing," || c.text == "yet SAT says collide";
        if (c.text != "touches nothing, yet SAT says collide" && !row) continue;
        notes += c.text.starts_with("touches nothing");
        CHECK_FALSE(lab::figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, lines, 2));
        CHECK(lab::figures::label_in_view(canvas, c.points[0], c.offset, c.text, c.size));
      }
      CHECK(notes == 1);
    }
}

TEST_CASE("each direction's tally is in view and crosses no other line's bars or tally") {
  // A diamond in the notch brings slanted directions; their "1 axis: overlap" ran off the
  // right of the view into each other, and "4 axes: overlap" sat on a slanted line's bars.
  // At the app's start (1/82 unit per pixel, about its view) and the recording canvas's scale.
  auto scene = lab::testing::scene_named("sat-breaks");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) {
    state.shape("square").points = {{1, -1.2}, {2.2, 0}, {1, 1.2}, {-0.2, 0}};
  });
  struct View {
    double units_per_pixel;
    collide::Rect visible;
  };
  for (const View view : {View{1.0 / 82, {-5.6, -5.2, 11.2, 9.75}}, View{0.02, {-10, -10, 20, 20}}}) {
    CAPTURE(view.units_per_pixel);
    RecordingCanvas canvas;
    canvas.units_per_pixel = view.units_per_pixel;
    canvas.visible = view.visible;
    scene->draw(canvas);
    // Each bar as its stretch of its line, as the canvas draws it: origin + t·unit, lo ≤ t ≤ hi.
    std::vector<std::vector<Vec2>> bars;
    for (const auto& c : canvas.of("interval")) {
      const Vec2 o = c.points[0], u = c.points[1];
      bars.push_back({o + u * c.value, o + u * c.value2});
    }
    std::vector<std::vector<Vec2>> tallies;
    const double px = canvas.pixel();
    for (const auto& c : canvas.of("label")) {
      if (c.text.find(": overlap") == std::string::npos && c.text.find(": gap") == std::string::npos) continue;
      CAPTURE(c.text);
      CHECK(lab::figures::label_in_view(canvas, c.points[0], c.offset, c.text, c.size));
      CHECK_FALSE(lab::figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, bars, 5));
      CHECK_FALSE(lab::figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, tallies, 2));
      const double w = canvas.text_width(c.text, c.size) * px, h = lab::Canvas::font_pixels(c.size) * px;
      const Vec2 tl = c.points[0] + c.offset * px;
      tallies.push_back({tl, tl + Vec2{w, 0}, tl + Vec2{w, -h}, tl + Vec2{0, -h}});
    }
    CHECK(tallies.size() == 6);  // x, y, and one for each of the diamond's edges
  }
}

TEST_CASE("square pulled out of the notch: both say apart, and the caption says they agree") {
  // Square [4, 6] × [−1, 1]: a gap of 1 on x. The C's 4 vertical edges and the square's 2 give
  // x axes (6 gaps); the 6 horizontal edges give y axes, which overlap.
  auto scene = lab::testing::scene_with_square_at("sat-breaks", {5, 0});
  // Early exit is on: the caption cites the walk the figure draws, which stops at axis #2 (the
  // C's e1, x = 3 against the square's x = 4) after trying #1 and #2, not the tally of all 12.
  CHECK(scene->caption() ==
        "SAT stops at its first gap (2 of 12 axes tried) → apart · edges: none cross, "
        "neither inside → apart · they agree");
  RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.count("interval", palette::outside) == 1);  // the gap [3, 4] on x
  // Early exit (on in every start position) stops at the first gap, axis #2: the other five x
  // axes and the y axes after #1 were never tried, and the figure says so.
  CHECK(canvas.has_label("axis #2: gap · axes #4, #6, #8, #10, #12: not tried"));
  CHECK(canvas.has_label("axis #1: overlap · axes #3, #5, #7, #9, #11: not tried"));
  CHECK_FALSE(canvas.has_label("touches nothing"));
  // Early exit off: every axis is tried and drawn, and the caption counts them all.
  lab::testing::change_state(*scene, [](lab::SceneState& state) { state.options["early_exit"] = 0; });
  CHECK(scene->caption() ==
        "SAT, trying every axis: 6 of 12 axes show a gap → apart · edges: none cross, neither inside → apart · they "
        "agree");
  RecordingCanvas all;
  scene->draw(all);
  CHECK_FALSE(all.has_label("not tried"));
}

TEST_CASE("square on the C's lower arm: both say collide") {
  // Square [0.5, 2.5] × [−2.8, −0.8] crosses the notch's floor y = −1.5 (edge 2, from (3, −1.5)
  // to (−1, −1.5)); the first edge of the C it crosses, walking A's edges in order, is edge 2.
  auto scene = lab::testing::scene_with_square_at("sat-breaks", {1.5, -1.8});
  const std::string caption = scene->caption();
  CHECK(caption.rfind("SAT: all 12 axes overlap → collide (least push-out: the dashed axis) · edges: C e2 × square e",
                      0) == 0);
  CHECK(caption.find("cross → collide · they agree") != std::string::npos);
}

TEST_CASE("square wholly inside the C's solid part: no edges cross, the square is inside") {
  // A small square [−2.5, −2] × [−0.25, 0.25] in the C's back wall (x ∈ [−3, −1]).
  auto scene = lab::make_scene("sat-breaks");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) {
    state.shape("square").points = {{-2.5, -0.25}, {-2, -0.25}, {-2, 0.25}, {-2.5, 0.25}};
  });
  CHECK(scene->caption() ==
        "SAT: all 12 axes overlap → collide (least push-out: the dashed axis) · edges: none cross, square inside C → "
        "collide · they agree");
}

TEST_CASE("a C that crosses itself gets a warning; a vertex with NaN gets no verdict") {
  auto scene = lab::make_scene("sat-breaks");
  auto state = scene->state();
  std::swap(state.shape("C").points[0], state.shape("C").points[1]);  // a bow tie at the bottom
  scene->set_state(state);
  REQUIRE(scene->warnings().size() == 1);
  CHECK(scene->warnings()[0].find("C crosses itself") == 0);
  CHECK(scene->warnings()[0].find("even–odd") != std::string::npos);

  state = scene->state();
  state.shape("C").points[3].x = std::nan("");
  scene->set_state(state);
  CHECK(scene->caption().rfind("no verdict: ", 0) == 0);
  CHECK(scene->caption().find("vertex 3") != std::string::npos);
  RecordingCanvas canvas;
  scene->draw(canvas);  // draws the shapes and the warning, no axes
  CHECK(canvas.count("interval", palette::shape_a) == 0);
}

// Issue 25: with every axis overlapping no axis decides the verdict, yet the figure dashes one in
// vermillion: the axis of least push-out, the way SAT would push the square out. Square [0, 2] ×
// [−1, 1] in the C [−3, 3]²: on x it must move 3 (right) or 5 (left), on y 4 either way, so the x
// axes (#2, #4, … #12) hold the least push-out, 3. The key, the caption and the panel say so;
// none calls it "the deciding axis" or says it "decides".
TEST_CASE("square in the notch: the dashed axis is named as the least push-out, not as deciding") {
  auto scene = lab::testing::scene_named("sat-breaks");
  RecordingCanvas canvas;
  scene->draw(canvas);
  REQUIRE(canvas.count("dashed_line", palette::deciding) == 1);
  CHECK(canvas.has_label("dashed vermillion: least push-out"));
  CHECK_FALSE(canvas.has_label("dashed vermillion: the deciding axis"));
  CHECK(scene->caption().find("(least push-out: the dashed axis)") != std::string::npos);
  const HeadlessImGui imgui;
  const std::string panel = panel_text([&] { scene->panel(); });
  CHECK(panel.find("No axis shows a gap: #2 has the least push-out.") != std::string::npos);
  CHECK(panel.find("decides.") == std::string::npos);
  // Pulled out, the first gap decides: the key and the panel say "deciding" and "decides".
  auto apart = lab::testing::scene_with_square_at("sat-breaks", {5, 0});
  RecordingCanvas out;
  apart->draw(out);
  CHECK(out.has_label("dashed vermillion: the deciding axis"));
  CHECK(apart->caption().find("push-out") == std::string::npos);
  CHECK(panel_text([&] { apart->panel(); }).find("#2 decides.") != std::string::npos);
}

// Issue 25: a square smaller than its name ("square", about 45 × 16 px) had the name written
// over it, hiding it. The name goes beside it, its box clear of the square's.
TEST_CASE("a square too small for its name is named beside it") {
  for (Vec2 at : {Vec2{1, 0}, Vec2{-2, 0}, Vec2{5, 0}, Vec2{0, 2.25}})
    for (double side : {0.1, 0.25, 0.4}) {
      auto scene = lab::testing::scene_named("sat-breaks");
      lab::testing::change_state(*scene, [&](lab::SceneState& state) {
        const double h = side / 2;
        state.shape("square").points = {at + Vec2{-h, -h}, at + Vec2{h, -h}, at + Vec2{h, h}, at + Vec2{-h, h}};
      });
      RecordingCanvas canvas;
      scene->draw(canvas);
      CAPTURE(at.x);
      CAPTURE(at.y);
      CAPTURE(side);
      const auto labels = canvas.of("label");
      const auto name = std::find_if(labels.begin(), labels.end(), [](const auto& l) { return l.text == "square"; });
      REQUIRE(name != labels.end());
      const double px = canvas.pixel(), h = side / 2;
      const Vec2 tl = name->points[0] + name->offset * px;
      const double w = canvas.text_width("square", name->size) * px, tall = lab::Canvas::font_pixels(name->size) * px;
      const bool apart = tl.x > at.x + h || tl.x + w < at.x - h || tl.y - tall > at.y + h || tl.y < at.y - h;
      CHECK(apart);
    }
}

}  // namespace test_concave_sat_breaks
