// With "Go on past the first hit" ticked, the concave edge-test scenes run the full pass and
// colour every edge it finds hit (green), the first one dashed as deciding, while the caption
// still counts the book's early-exit run. Without it, only what the book's run tried is coloured. The C's edges: e2 the notch's floor
// (y = −1.5), e4 its ceiling (y = 1.5), e0 bottom, e6 top.
#include <doctest/doctest.h>

#include <algorithm>

#include "concave_edges_support.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_concave_all_hits {

using lab::Vec2;
namespace palette = lab::palette;

namespace {

/// A segment call in `color` between p and q (either way round).
bool drew_segment(const lab::testing::RecordingCanvas& canvas, Vec2 p, Vec2 q, lab::Color color) {
  const auto calls = canvas.of("segment");
  return std::any_of(calls.begin(), calls.end(), [&](const lab::testing::DrawCall& d) {
    if (d.color != color || d.points.size() != 2) return false;
    return (d.points[0] == p && d.points[1] == q) || (d.points[0] == q && d.points[1] == p);
  });
}

}  // namespace

TEST_CASE("concave-polygon-segment: a segment through both arms highlights both crossed edges") {
  auto scene = lab::testing::scene_named("concave-polygon-segment");
  lab::SceneState state = scene->presets().at(0).state;
  // x = 2 from inside the lower arm (y = −2.25) to inside the upper arm (y = 2.25): it leaves
  // the lower arm through e2 and enters the upper arm through e4, and crosses nothing else.
  state.shape("segment").points = {{2, -2.25}, {2, 2.25}};
  state.options["full_pass"] = 1;
  scene->set_state(state);
  // The book's test stops at e2, the third edge tested.
  CHECK(scene->caption() == "the segment meets e2 (3 of 8 edges tested) → collide");
  lab::testing::RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(drew_segment(canvas, {3, -1.5}, {-1, -1.5}, palette::collide));  // e2
  CHECK(drew_segment(canvas, {-1, 1.5}, {3, 1.5}, palette::collide));    // e4
  const auto& c = scene->state().shape("C").points;
  CHECK(concave_test::dashed_edges(canvas, c, palette::deciding) == std::vector<int>{2});
  // Neither arm's outer edge is crossed: e0 and e6 are drawn as tried and missed.
  CHECK(drew_segment(canvas, {-3, -3}, {3, -3}, palette::apart));
  CHECK(drew_segment(canvas, {3, 3}, {-3, 3}, palette::apart));
  CHECK(canvas.has_label("e2: first hit"));
  CHECK(canvas.has_label("met (the full pass went on past the first)"));
}

TEST_CASE("polygon-polygon: every crossing pair's edges are highlighted, on A and on B") {
  auto scene = lab::testing::scene_named("polygon-polygon");
  lab::SceneState state = scene->presets().at(0).state;
  state.shape("A").points = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  REQUIRE(state.shape("B").kind == lab::ShapeKind::Polygon);  // the first preset's B
  state.shape("B").points = {{-1, 1}, {5, 1}, {5, 3}, {-1, 3}};
  state.options["full_pass"] = 1;
  scene->set_state(state);
  // The book's test stops at the fifth pair: A's e1 × B's e0.
  CHECK(scene->caption().rfind("5 of 16 edge pairs tested", 0) == 0);
  lab::testing::RecordingCanvas canvas;
  scene->draw(canvas);
  // A's e1 (x = 4) and e3 (x = 0) each cross B's e0 (y = 1) and e2 (y = 3).
  CHECK(drew_segment(canvas, {4, 0}, {4, 4}, palette::collide));
  CHECK(drew_segment(canvas, {0, 4}, {0, 0}, palette::collide));
  CHECK(drew_segment(canvas, {-1, 1}, {5, 1}, palette::collide));
  CHECK(drew_segment(canvas, {5, 3}, {-1, 3}, palette::collide));
  CHECK(drew_segment(canvas, {4, 4}, {0, 4}, palette::apart));  // A's top: tried with all, no crossing
}

TEST_CASE("concave-polygon-circle: a circle in the lower arm touching its floor and its ceiling") {
  auto scene = lab::testing::scene_named("concave-polygon-circle");
  lab::SceneState state = scene->presets().at(0).state;
  // Centre (2, −2.25), radius 0.8: 0.75 from e0 (y = −3) and from e2 (y = −1.5), 1 from e1 (x = 3).
  state.shape("circle").points = {{2, -2.25}};
  state.shape("circle").radius = 0.8;
  state.options["full_pass"] = 1;
  scene->set_state(state);
  CHECK(scene->caption().find("→ collide") != std::string::npos);
  lab::testing::RecordingCanvas canvas;
  scene->draw(canvas);
  CHECK(drew_segment(canvas, {-3, -3}, {3, -3}, palette::collide));      // e0, the first touched
  CHECK(drew_segment(canvas, {3, -1.5}, {-1, -1.5}, palette::collide));  // e2, found by the full pass
  CHECK(drew_segment(canvas, {3, -3}, {3, -1.5}, palette::apart));       // e1 out of reach
  CHECK(concave_test::dashed_edges(canvas, scene->state().shape("C").points, palette::deciding) == std::vector<int>{0});
}

}  // namespace test_concave_all_hits
