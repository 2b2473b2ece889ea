// "Where SAT breaks": every shadow bar lies where the geometry says, for the square dragged all
// round the C (issue 11: with the square right of the C the C's x shadow was drawn from about
// −1.5 to 4.5 instead of −3 to 3, because the bars' line did not pass through the axis's zero).
// The expected ends are computed here from the vertices alone: min and max of dot(vertex, u)
// over each shape, u the drawn direction scaled to length 1.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "collide/vec.hpp"
#include "recording_canvas.hpp"
#include "registry.hpp"

using lab::Vec2;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

namespace {

std::vector<Vec2> square_at(Vec2 centre) {
  return {centre + Vec2{-1, -1}, centre + Vec2{1, -1}, centre + Vec2{1, 1}, centre + Vec2{-1, 1}};
}

// The smallest and largest dot(vertex, u) over the vertices.
std::pair<double, double> shadow(const std::vector<Vec2>& vertices, Vec2 u) {
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  for (Vec2 v : vertices) {
    const double t = v.x * u.x + v.y * u.y;
    lo = std::min(lo, t);
    hi = std::max(hi, t);
  }
  return {lo, hi};
}

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
      const auto [lo, hi] = shadow(*vertices, u);
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
  const std::vector<std::vector<Vec2>> squares{
      {{4, -1}, {6, -1}, {6, 1}, {4, 1}}, square_at({5, 5}), square_at({1, 0}), square_at({1.5, -1.8}),
      square_at({0, 5}), square_at({-5.5, 0}), square_at({-5, -5}), {{-2.5, -0.25}, {-2, -0.25}, {-2, 0.25}, {-2.5, 0.25}},
      {{1, -1.25}, {2.25, 0}, {1, 1.25}, {-0.25, 0}}};
  for (double units_per_pixel : {1.0 / 82, 0.02})
    for (const auto& square : squares) {
      CAPTURE(units_per_pixel);
      CAPTURE(square[0].x);
      CAPTURE(square[0].y);
      auto scene = lab::make_scene("sat-breaks");
      REQUIRE(scene != nullptr);
      auto state = scene->state();
      state.shape("square").points = square;
      scene->set_state(state);
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
  auto state = scene->state();
  state.shape("square").points = {{4, -1}, {6, -1}, {6, 1}, {4, 1}};
  scene->set_state(state);
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
