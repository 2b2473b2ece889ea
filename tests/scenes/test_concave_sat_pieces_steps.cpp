// "Split into convex pieces", stepped pair by pair (issue 11: at step 9 the caption said "a gap on
// axis #1" and the figure drew no axis at all). At every pair step the figure draws the axis the
// caption names, dashed, with both pieces' shadows on it where the geometry puts them, and
// names that axis and its edge as the caption does. The expected shadows are computed here from
// the pieces' corners alone.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <regex>

#include "collide/ear_clip.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_concave_sat_pieces_steps {

using lab::Vec2;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

namespace {

std::vector<Vec2> piece(const std::vector<Vec2>& polygon, const std::array<int, 3>& t) {
  return {polygon[static_cast<std::size_t>(t[0])], polygon[static_cast<std::size_t>(t[1])],
          polygon[static_cast<std::size_t>(t[2])]};
}

// Walks every step of the scene as it stands; checks each pair step. Returns the pair steps seen.
int check_pair_steps(lab::Scene& scene) {
  const auto c = scene.state().shape("C").points;
  const auto square = scene.state().shape("square").points;
  const auto c_pieces = collide::ear_clip(c), square_pieces = collide::ear_clip(square);
  REQUIRE(c_pieces.ok());
  int pairs_seen = 0;
  const std::regex pair_caption(
      R"(^Pair (\d+): T(\d+) vs S(\d+): (a gap on axis #(\d+) \(([TS]\d+ e\d)\) → apart|all (\d+) axes overlap.*))");
  for (int step = 1; step < 60; ++step) {
    auto state = scene.state();
    state.options["step"] = step;
    scene.set_state(state);
    const std::string caption = scene.caption();
    if (caption.rfind("SAT on pieces: ", 0) == 0) break;  // the verdict: the last step
    std::smatch m;
    if (!std::regex_match(caption, m, pair_caption)) continue;  // an ear-clipping step
    CAPTURE(caption);
    ++pairs_seen;
    const auto ta = piece(c, c_pieces.triangles[static_cast<std::size_t>(std::stoi(m[2]))]);
    const auto tb = piece(square, square_pieces.triangles[static_cast<std::size_t>(std::stoi(m[3]))]);
    RecordingCanvas canvas;
    canvas.units_per_pixel = 1.0 / 82;
    scene.draw(canvas);
    // One dashed axis, in the deciding colour, and on it both pieces' shadows.
    const auto axes = canvas.of("dashed_line");
    REQUIRE(axes.size() == 1);
    CHECK(axes[0].color == palette::deciding);
    const Vec2 u = axes[0].points[1];
    REQUIRE(std::fabs(std::hypot(u.x, u.y) - 1) < 1e-12);
    int bars = 0;
    for (const auto& bar : canvas.of("interval")) {
      if (bar.color != palette::shape_a && bar.color != palette::shape_b) continue;
      ++bars;
      CHECK(bar.points[1] == u);  // on the dashed axis
      const Vec2 from = bar.points[0] + u * bar.value, to = bar.points[0] + u * bar.value2;
      const auto [lo, hi] = lab::testing::shadow_of(bar.color == palette::shape_a ? ta : tb, u);
      CHECK(std::fabs(from.x * u.x + from.y * u.y - lo) < 1e-9 * 10);
      CHECK(std::fabs(to.x * u.x + to.y * u.y - hi) < 1e-9 * 10);
    }
    CHECK(bars == 2);
    if (m[5].matched) {
      // A gap: the axis is a normal of the edge the caption names, and the figure says so.
      CHECK(canvas.has_label("axis #" + m[5].str() + " (" + m[6].str() + "): gap"));
      CHECK(canvas.has_label(m[6].str()));
      CHECK(canvas.count("interval", palette::apart) == 1);
      const auto [alo, ahi] = lab::testing::shadow_of(ta, u);
      const auto [blo, bhi] = lab::testing::shadow_of(tb, u);
      CHECK((ahi < blo || bhi < alo));  // the shadows really miss each other
    } else {
      CHECK(canvas.has_label("least push-out"));
      CHECK(canvas.count("interval", palette::collide) == 1);
    }
  }
  return pairs_seen;
}

}  // namespace

TEST_CASE("convex-pieces regression: every pair step draws the axis its caption names") {
  // The start (square in the notch: 12 pairs, all apart), on the arm (a pair collides), pulled
  // out, and far away.
  for (Vec2 centre : {Vec2{1, 0}, Vec2{1.5, -1.8}, Vec2{5, 0}, Vec2{8, 5}}) {
    CAPTURE(centre.x);
    CAPTURE(centre.y);
    auto scene = lab::testing::scene_with_square_at("convex-pieces", centre);
    CHECK(check_pair_steps(*scene) >= 1);
  }
}

TEST_CASE("convex-pieces regression: step 9 is pair 1, T0 against S0, a gap on axis #1") {
  // The issue's state. T0 is the ear at corner 1, (0, 1, 2): its edge 0 runs along the C's
  // bottom y = −3, normal (0, −6); along (0, −1) T0 spans 1.5…3 and S0 (the square's lower-left
  // half, y from −1 to 1) spans −1…1: a gap of 0.5.
  auto scene = lab::make_scene("convex-pieces");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) { state.options["step"] = 9; });
  CHECK(scene->caption() == "Pair 1: T0 vs S0: a gap on axis #1 (T0 e0) → apart");
  RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.has_label("axis #1 (T0 e0): gap 0.5"));
  const auto bars = canvas.of("interval");
  REQUIRE(bars.size() == 3);
  CHECK(bars[0].points[1] == Vec2{0, -1});
}

}  // namespace test_concave_sat_pieces_steps
