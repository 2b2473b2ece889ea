// The SAT figures' axis names keep off the dashed projection lines (issue 26: touching, the deciding
// axis's name sat level with the zero-width gap, on the lines from the shapes to their shadows, and
// read as struck through). Read from the recorded drawing: the projection lines are the figure's
// half-transparent dashed segments (A's and B's colours at alpha 127, sat_figure's
// draw_projection_lines), an axis name is a figure label with an axis number ("#3",
// "deciding axis #2: gap 3.257"), and its box is where the label layout measured it.
// On the code before the names kept off the projection lines (99b22fb), 38 of these drawings
// failed: touching at the top vertex, "deciding axis #3: touching" on the lines from (4.56, 3)
// and (4.67, 3); polygon-rect's "Apart" start, "deciding axis #1: gap 0.41" on one from (9.73, 3.34).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "scenes/figures/label_layout.hpp"
#include "recording_canvas.hpp"
#include "scene_test_support.hpp"

namespace test_sat_axis_names {

using lab::Vec2;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// Each axis name that a projection line runs through, as "name / line's end".
std::vector<std::string> names_on_projection_lines(const RecordingCanvas& canvas) {
  std::vector<std::vector<Vec2>> lines;
  for (const DrawCall& call : canvas.of("dashed_segment"))
    if (!call.legend && call.color.a == 127) lines.push_back(call.points);
  std::vector<std::string> out;
  for (const DrawCall& label : canvas.of("label")) {
    if (label.legend || label.text.find('#') == std::string::npos) continue;
    const auto box = lab::figures::label_box(canvas, label.points.at(0), label.offset, label.text, label.size);
    for (const auto& line : lines)
      if (lab::figures::box_crosses(box, std::vector<std::vector<Vec2>>{line}))
        out.push_back(label.text + " / (" + std::to_string(line[1].x) + ", " + std::to_string(line[1].y) + ")");
  }
  return out;
}

/// The scene drawn in a square view `pixels` across, fitted to its frame (as the app fits it).
RecordingCanvas fitted(const lab::Scene& scene, double pixels, float scale) {
  const collide::Rect box = scene.frame().value_or(collide::Rect{-10, -10, 20, 20});
  const double px = std::max(box.w, box.h) / pixels;
  RecordingCanvas canvas;
  canvas.visible = {box.x + box.w / 2 - pixels / 2 * px, box.y + box.h / 2 - pixels / 2 * px, pixels * px, pixels * px};
  canvas.units_per_pixel = px;
  canvas.scale = scale;
  scene.draw(canvas);
  return canvas;
}

}  // namespace test_sat_axis_names

TEST_CASE("SAT figures: no axis name lies on a dashed projection line, at the starts and touching") {
  using namespace test_sat_axis_names;
  // B placed touching the pentagon (0, 3), (−2.9, 0.9), (−1.8, −2.4), (1.8, −2.4), (2.9, 0.9): on
  // its top vertex, on its right edge's middle, and one a little inside; each scene's starts too.
  struct Case {
    const char* scene;
    const char* shape;
    std::vector<Vec2> points;
    double radius;
  };
  const std::vector<Case> cases{
      {"polygon-circle", "circle", {{0, 4}}, 1},             // touching the top vertex
      {"polygon-circle", "circle", {{0, 4.5}}, 1.5},         // the same, larger
      {"polygon-circle", "circle", {{3.3, -0.6}}, 0.8},      // near the right edge
      {"polygon-segment", "segment", {{-1, 0}, {1, 1}}, 0},  // inside
      {"polygon-segment", "segment", {{0, 3}, {2, 5}}, 0},   // touching the top vertex
      {"separating-axis", "triangle", {{0, 3}, {2, 4}, {1, 5}}, 0},
      {"separating-axis", "triangle", {{-1, 0}, {1, 0}, {0, 1}}, 0},
      {"polygon-rect", "rectangle", {{-1, 3}, {1, 4}}, 0},
      {"polygon-rect", "rectangle", {{-1, -1}, {1, 1}}, 0},
  };
  int names = 0;
  const auto check = [&](const lab::Scene& scene, const std::string& where) {
    for (const double pixels : {640.0, 800.0, 1100.0})
      for (const float scale : {0.625f, 1.0f}) {
        const RecordingCanvas canvas = fitted(scene, pixels, scale);
        for (const DrawCall& c : canvas.of("label")) names += !c.legend && c.text.find('#') != std::string::npos;
        CAPTURE(where);
        CAPTURE(pixels);
        CAPTURE(scale);
        std::string on;
        for (const std::string& s : names_on_projection_lines(canvas)) on += s + "; ";
        CHECK(on == "");
      }
  };
  for (const Case& c : cases) {
    auto scene = lab::testing::scene_named(c.scene);
    scene->state().shape(c.shape).points = c.points;
    if (c.radius > 0) scene->state().shape(c.shape).radius = c.radius;
    scene->update();
    check(*scene, c.scene + std::string(" ") + c.shape + " at (" + std::to_string(c.points[0].x) + ", " +
                      std::to_string(c.points[0].y) + ")");
  }
  for (const char* id : {"separating-axis", "polygon-rect", "polygon-circle", "polygon-segment"}) {
    auto scene = lab::testing::scene_named(id);
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      check(*scene, id + std::string(" / ") + preset.name);
    }
  }
  CHECK(names > 100);  // the test read names at all
}
