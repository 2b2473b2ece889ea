// "Where SAT breaks": every shadow bar lies where the geometry says, for the square dragged all
// round the C (issue 11: with the square right of the C the C's x shadow was drawn from about
// −1.5 to 4.5 instead of −3 to 3, because the bars' line did not pass through the axis's zero).
// The expected ends are computed here from the vertices alone: min and max of dot(vertex, u)
// over each shape, u the drawn direction scaled to length 1.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <array>
#include <limits>

#include "collide/vec.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_concave_sat_shadows {

using lab::Vec2;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
using lab::testing::square_at;
namespace palette = lab::palette;

namespace {

bool shape_bar(const DrawCall& c, lab::Color shape) {
  return c.kind == "interval" && (c.color == shape || c.color == palette::untested);
}

// Checks every (C, square) pair of bars the scene drew: each direction draws the C's bar, then
// the square's. Returns how many directions were drawn.
int check_bars(const lab::Scene& scene, const RecordingCanvas& canvas) {
  const auto& c = scene.state().shape("C").points;
  const auto& square = scene.state().shape("square").points;
  const double tolerance = 1e-9 * 20;  // the figure is about 20 units across
  int directions = 0;
  for (std::size_t k = 0; k + 1 < canvas.calls.size(); ++k) {
    const DrawCall& a = canvas.calls[k];
    const DrawCall& b = canvas.calls[k + 1];
    if (!shape_bar(a, palette::shape_a) || !shape_bar(b, palette::shape_b)) continue;
    ++directions;
    for (const auto& [bar, vertices] : {std::pair{&a, &c}, std::pair{&b, &square}}) {
      const Vec2 origin = bar->points[0], d = bar->points[1];
      const Vec2 u = d / std::sqrt(d.x * d.x + d.y * d.y);
      // The bar's drawn ends, as the canvas places them, and their positions along u.
      const Vec2 from = origin + u * bar->value, to = origin + u * bar->value2;
      const auto [lo, hi] = lab::testing::shadow_of(*vertices, u);
      CAPTURE(u.x);
      CAPTURE(u.y);
      CHECK(std::fabs(collide::dot(from, u) - lo) <= tolerance);
      CHECK(std::fabs(collide::dot(to, u) - hi) <= tolerance);
    }
  }
  return directions;
}

}  // namespace

TEST_CASE("sat-breaks regression: every shadow bar's ends are the shapes' exact extremes") {
  // Right of the C (the state: x shadows), above-right (y shadows), in the notch, on the
  // arm, above, left, below-left, inside the back wall, and a diamond (slanted directions).
  const std::vector<std::vector<Vec2>> squares{{{4, -1}, {6, -1}, {6, 1}, {4, 1}},
                                               square_at({5, 5}),
                                               square_at({1, 0}),
                                               square_at({1.5, -1.8}),
                                               square_at({0, 5}),
                                               square_at({-5.5, 0}),
                                               square_at({-5, -5}),
                                               {{-2.5, -0.25}, {-2, -0.25}, {-2, 0.25}, {-2.5, 0.25}},
                                               {{1, -1.25}, {2.25, 0}, {1, 1.25}, {-0.25, 0}}};
  for (double units_per_pixel : {1.0 / 82, 0.02})
    for (const auto& square : squares) {
      CAPTURE(units_per_pixel);
      CAPTURE(square[0].x);
      CAPTURE(square[0].y);
      auto scene = lab::testing::scene_named("sat-breaks");
      lab::testing::change_state(*scene, [&](lab::SceneState& state) { state.shape("square").points = square; });
      RecordingCanvas canvas;
      canvas.units_per_pixel = units_per_pixel;
      scene->draw(canvas);
      // Axis-aligned squares give two directions (x and y); the diamond two more (its coordinates
      // are exact in binary, so its opposite edges are exactly parallel).
      CHECK(check_bars(*scene, canvas) == (square[0].y == -1.25 ? 4 : 2));
    }
}

TEST_CASE("sat-breaks regression: the square right of the C, its x shadows by hand") {
  // C spans x −3…3, the square x 4…6: on x the bars are exactly [−3, 3] and [4, 6], gap [3, 4].
  auto scene = lab::make_scene("sat-breaks");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) {
    state.shape("square").points = {{4, -1}, {6, -1}, {6, 1}, {4, 1}};
  });
  RecordingCanvas canvas;
  scene->draw(canvas);
  int x_bars = 0;
  for (const auto& c : canvas.of("interval")) {
    const Vec2 u = c.points[1];
    if (u != Vec2{1, 0}) continue;
    const double from = c.points[0].x + c.value, to = c.points[0].x + c.value2;
    if (c.color == palette::shape_a) CHECK((from == doctest::Approx(-3) && to == doctest::Approx(3)));
    if (c.color == palette::shape_b) CHECK((from == doctest::Approx(4) && to == doctest::Approx(6)));
    if (c.color == palette::apart) CHECK((from == doctest::Approx(3) && to == doctest::Approx(4)));
    ++x_bars;
  }
  CHECK(x_bars == 3);
}

TEST_CASE("sat-breaks regression: the turned C shows four directions, all overlapping, yet apart") {
  // The preset turns the C by (x, y) → (4x − 3y, 3x + 4y) / 4: its edges run along (4, 3) and
  // (−3, 4); the upright square [0, 2] × [−0.25, 1.75] sits in the notch. Four directions, every
  // one with overlapping shadows, and no edge crosses: SAT is fooled with many axes, not just x and y.
  auto scene = lab::make_scene("sat-breaks");
  const auto presets = scene->presets();
  const auto turned =
      std::find_if(presets.begin(), presets.end(), [](const lab::Preset& p) { return p.name.find("C turned") == 0; });
  REQUIRE(turned != presets.end());
  scene->set_state(turned->state);
  CHECK(scene->caption() ==
        "SAT: all 12 axes overlap → collide (least push-out: the dashed axis) · edges: none cross, neither inside → "
        "apart");
  RecordingCanvas canvas;
  canvas.units_per_pixel = 1.0 / 60;
  scene->draw(canvas);
  CHECK(check_bars(*scene, canvas) == 4);
  CHECK(canvas.count("interval", palette::apart) == 0);
  CHECK(canvas.count("interval", palette::collide) == 4);
  CHECK(canvas.has_label("axes #1, #3, #5, #7: overlap"));
  CHECK(canvas.has_label("axes #9, #11: overlap"));
}

TEST_CASE("sat-breaks: every edge the table and caption cite is named in the figure, no text on another") {
  // The edges as "e0" … "e7" (C) and "e0" … "e3" (square), the scheme of the panel's table and
  // of the caption ("C e2 × square e1"); no two texts of the figure overlap.
  for (Vec2 centre : {Vec2{1, 0}, Vec2{5, 0}, Vec2{1.5, -1.8}, Vec2{5, 5}}) {
    CAPTURE(centre.x);
    CAPTURE(centre.y);
    auto scene = lab::testing::scene_with_square_at("sat-breaks", centre);
    // The view the app fits to the scene's frame in a 920 × 800 figure (50 px margin, 63 px caption).
    RecordingCanvas canvas;
    const collide::Rect frame = *scene->frame();
    const double scale = std::min(820 / frame.w, (800 - 100 - 63) / frame.h);
    const Vec2 mid{frame.x + frame.w / 2, frame.y + frame.h / 2 - 63 / 2 / scale};
    canvas.units_per_pixel = 1 / scale;
    canvas.visible = {mid.x - 460 / scale, mid.y - 400 / scale, 920 / scale, 800 / scale};
    scene->draw(canvas);
    int c_edges = 0, square_edges = 0;
    for (const auto& c : canvas.of("label")) {
      if (c.text.size() != 2 || c.text[0] != 'e') continue;
      (c.color == palette::shape_a ? c_edges : square_edges)++;
    }
    CHECK(c_edges == 8);
    CHECK(square_edges == 4);
    const auto labels = canvas.of("label");
    const double px = canvas.pixel();
    auto box = [&](const DrawCall& c) {
      const Vec2 tl = c.points[0] + c.offset * px;
      return std::array<double, 4>{tl.x, tl.y - lab::Canvas::font_pixels(c.size) * px,
                                   tl.x + canvas.text_width(c.text, c.size) * px, tl.y};
    };
    for (std::size_t i = 0; i < labels.size(); ++i)
      for (std::size_t j = i + 1; j < labels.size(); ++j) {
        const auto a = box(labels[i]), b = box(labels[j]);
        CAPTURE(labels[i].text);
        CAPTURE(labels[j].text);
        CHECK_FALSE((a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]));
      }
  }
}

}  // namespace test_concave_sat_shadows
