// "Split into convex pieces" and "Which approach": the C and the square, hand-checked.
// The C (8 corners, counter-clockwise from (−3, −3)) is the ring [−3, 3]² with the notch
// x ∈ [−1, 3], y ∈ [−1.5, 1.5] cut from its right side; the square has side 2.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "collide/ear_clip.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scenes/shape_library.hpp"
#include "scene_test_support.hpp"

namespace test_concave_sat_pieces {

using lab::Vec2;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

namespace {

void set_step(lab::Scene& scene, int step) {
  auto state = scene.state();
  state.options["step"] = step;
  scene.set_state(state);
}

// Twice the signed area, by the shoelace formula (exact here: the coordinates are halves).
double twice_area(const std::vector<Vec2>& p) {
  double sum = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Vec2 a = p[i], b = p[(i + 1) % p.size()];
    sum += a.x * b.y - a.y * b.x;
  }
  return sum;
}

}  // namespace

TEST_CASE("ear clipping cuts the C into n − 2 = 6 triangles that tile its outline") {
  const auto& c = lab::find_shape_preset("c-shape")->points;
  const auto pieces = collide::ear_clip(c);
  REQUIRE(pieces.ok());
  REQUIRE(pieces.triangles.size() == 6);
  // The C's area: 36 for the ring minus 4 × 3 for the notch = 24; the triangles add up to it,
  // each counter-clockwise (positive area), and every corner of the C is used.
  double total = 0;
  std::map<int, int> used;
  for (const auto& t : pieces.triangles) {
    const double twice = twice_area({c[t[0]], c[t[1]], c[t[2]]});
    CHECK(twice > 0);
    total += twice / 2;
    for (int i : t) ++used[i];
  }
  CHECK(total == doctest::Approx(24));
  CHECK(twice_area(c) / 2 == doctest::Approx(24));
  CHECK(used.size() == 8);
}

TEST_CASE("convex pieces: the square in the notch is apart again, piece by piece") {
  auto scene = lab::testing::scene_named("convex-pieces");
  // Start at the end: 6 pieces of C × 2 of the square = 12 pairs, none collide.
  CHECK(scene->caption() ==
        "SAT on pieces: none of the 12 piece pairs collide → apart (on the whole C, SAT said collide)");
  RecordingCanvas canvas;
  scene->draw(canvas);
  // Every piece of C cleared (a gap against both square pieces): outlined orange, and named.
  CHECK(canvas.count("polygon", palette::apart) == 6);
  CHECK(canvas.count("polygon", palette::shape_a) == 0);
  for (const char* name : {"T0", "T1", "T2", "T3", "T4", "T5", "S0", "S1"}) CHECK(canvas.has_label(name));
  CHECK(canvas.count("dashed_line", palette::deciding) == 0);  // the verdict: no pair is current
}

TEST_CASE("convex pieces: the first corner examined is blocked by the notch's corner 3") {
  // Corner 0 = (−3, −3) with neighbours 7 = (−3, 3) and 1 = (3, −3): its triangle is the half of
  // the ring below the diagonal x + y = 0, and corner 3 = (−1, −1.5) lies inside it.
  auto scene = lab::make_scene("convex-pieces");
  set_step(*scene, 0);
  CHECK(scene->caption() ==
        "Ear clipping: 8 vertices → 6 triangles (8 candidate ears, 2 rejected): press Play (Enter)");
  // Printed (a handout), it asks for no key: paper has no Play.
  scene->set_on_paper(true);
  CHECK(scene->caption() == "Ear clipping: 8 vertices → 6 triangles (8 candidate ears, 2 rejected)");
  scene->set_on_paper(false);
  set_step(*scene, 1);
  CHECK(scene->caption() == "Step 1: corner 0 (7–0–1): corner 3 lies inside → not an ear");
  RecordingCanvas canvas;
  scene->draw(canvas);
  // Ear clipping is no collision test: no verdict colours. The rejected triangle grey, the
  // vertex that blocks it circled in the colour of the step's reason.
  CHECK(canvas.count("dashed_segment", palette::muted) == 3);       // the rejected triangle
  CHECK(canvas.count_in_figure("circle", palette::deciding) == 1);  // around vertex 3
  CHECK(canvas.count("dashed_segment", palette::apart) == 0);
  CHECK(canvas.has_label("a vertex inside: not an ear"));

  // Corner 1 = (3, −3), between 0 and 2 = (3, −1.5): nothing inside, so it is the first ear.
  set_step(*scene, 2);
  CHECK(scene->caption() == "Step 2: corner 1 (0–1–2): convex, nothing inside → an ear: clip it");
  canvas.calls.clear();
  scene->draw(canvas);
  CHECK(canvas.count("fill_polygon", palette::shape_a.with_alpha(150)) == 1);
}

TEST_CASE("convex pieces: a square on the arm collides with a piece") {
  auto scene = lab::testing::scene_with_square_at("convex-pieces", {1.5, -1.8});
  // At the end, the verdict as `query` words it; one step back, the colliding pair itself.
  const std::string caption = scene->caption();
  CHECK(caption.rfind("SAT on pieces: ", 0) == 0);
  CHECK(caption.find(" piece pairs tested, piece T") != std::string::npos);
  CHECK(caption.find("→ they collide (on the whole C, SAT said collide)") != std::string::npos);
  // The step before the verdict shows the colliding pair.
  int step = 0;
  for (;; ++step) {
    set_step(*scene, step + 1);
    if (scene->caption().rfind("SAT on pieces: ", 0) == 0) break;
    REQUIRE(step < 40);
  }
  set_step(*scene, step);
  CHECK(scene->caption().find("axes overlap → collide; one colliding pair is enough") != std::string::npos);
}

TEST_CASE("convex pieces: a C that crosses itself cannot be split, and says why") {
  auto scene = lab::make_scene("convex-pieces");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) {
    std::swap(state.shape("C").points[0], state.shape("C").points[1]);
  });
  CHECK(scene->caption().rfind("no pieces: C cannot be split: the outline crosses itself: edges ", 0) == 0);
  RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.has_label("Warning: C cannot be split"));
}

TEST_CASE("which approach: the notch case, three ways, with the work each did") {
  auto scene = lab::testing::scene_named("which-approach");
  // The boxes [−3, 3]² and [0, 2] × [−1, 1] overlap; SAT on pieces tries all 12 pairs; the
  // edge test tries all 8 × 4 = 32 edge pairs, none cross.
  const std::string caption = scene->caption();
  CHECK(caption.rfind("boxes: overlap → go on · pieces: apart, ", 0) == 0);
  CHECK(caption.find(" · edges: apart, 32 edge pairs") != std::string::npos);
  RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.has_label("1 · bounding boxes first"));
  CHECK(canvas.has_label("2 · SAT on convex pieces"));
  CHECK(canvas.has_label("3 · edge tests"));
  CHECK(canvas.has_label("32 edge pairs, 2 rays"));
  CHECK(canvas.has_label("12 pairs, "));
}

TEST_CASE("which approach: the shadows' names sit past the bars, not on them") {
  // Each shadow line carries three bars; with their end ticks they reach 11 pixels either side
  // of the line. "y: overlap" used to start 8 pixels beside the y line, over a bar. Checked for
  // the notch case, far apart (gaps on both axes) and on the arm.
  for (Vec2 square : {Vec2{1, 0}, Vec2{8, 5}, Vec2{1.5, -1.8}}) {
    auto scene = lab::testing::scene_with_square_at("which-approach", square);
    RecordingCanvas canvas;
    scene->draw(canvas);
    const double px = canvas.pixel();
    int checked = 0;
    for (const auto& label : canvas.of("label")) {
      if (label.text.rfind("x: ", 0) != 0 && label.text.rfind("y: ", 0) != 0) continue;
      CAPTURE(label.text);
      const Vec2 top_left = label.points[0] + label.offset * px;
      const Vec2 bottom_right = top_left + Vec2{canvas.text_width(label.text, label.size) * px, -13 * px};
      const bool horizontal = label.text[0] == 'x';
      for (const auto& bar : canvas.of("interval")) {
        if ((bar.points[1].x != 0) != horizontal) continue;
        // The bar's band on screen: [lo, hi] along the line, 11 pixels either side of it.
        const Vec2 o = bar.points[0];
        const double lo = bar.value, hi = bar.value2, band = 11 * px;
        const bool clear =
            horizontal
                ? (bottom_right.x < lo || top_left.x > hi || bottom_right.y > o.y + band || top_left.y < o.y - band)
                : (bottom_right.y > hi || top_left.y < lo || top_left.x > o.x + band || bottom_right.x < o.x - band);
        CHECK(clear);
      }
      ++checked;
    }
    CHECK(checked == 2);
  }
}

TEST_CASE("which approach: far apart, the boxes alone settle it in 2 comparisons") {
  auto scene = lab::testing::scene_with_square_at("which-approach", {8, 5});
  const std::string caption = scene->caption();
  CHECK(caption.rfind("boxes: apart after 2 comparisons · pieces: apart, ", 0) == 0);
  RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.has_label("boxes apart → apart, stop here"));
  CHECK(canvas.has_label("(skipped after the boxes)"));
  CHECK(canvas.count("interval", palette::outside) == 2);  // a gap on x and on y
}

TEST_CASE("which approach: on the arm, pieces and edges both say collide") {
  auto scene = lab::testing::scene_with_square_at("which-approach", {1.5, -1.8});
  const std::string caption = scene->caption();
  CHECK(caption.rfind("boxes: overlap → go on · pieces: collide, ", 0) == 0);
  CHECK(caption.find(" · edges: collide, ") != std::string::npos);
  RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(canvas.count("fill_polygon", palette::inside.with_alpha(140)) == 2);  // the colliding pair
}

TEST_CASE("which approach: a C that crosses itself has no pieces, and the other two still answer") {
  auto scene = lab::make_scene("which-approach");
  lab::testing::change_state(*scene, [&](lab::SceneState& state) {
    std::swap(state.shape("C").points[0], state.shape("C").points[1]);
  });
  const auto warnings = scene->warnings();
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("C cannot be split into pieces: the outline crosses itself: edges ", 0) == 0);
  const std::string caption = scene->caption();
  CHECK(caption.find(" · pieces: cannot split · edges: ") != std::string::npos);
}

}  // namespace test_concave_sat_pieces
