// The concave edge scenes run each edge test once, past the first hit (to highlight every crossed
// edge), and read the book's early-exit counts from that one trace. Here the counts read that way
// are compared with a separate early-exit run of the core, on configurations checkable by hand.
// The C's edges: e0 bottom (y = −3), e1 lower right (x = 3), e2 the notch's floor (y = −1.5),
// e3 its back wall (x = −1), e4 its ceiling (y = 1.5), e5 upper right, e6 top, e7 left (x = −3).
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "collide/concave.hpp"
#include "scenes/concave/edge_walk_figure.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_concave_first_hit_counts {

using collide::EdgeTestOptions;
using collide::EdgeTestTrace;
using lab::Vec2;

namespace {

constexpr EdgeTestOptions kFullPass{.stop_at_first_hit = false};

/// Every field of the two traces agrees (the rays by their verdict and crossings).
void check_same_trace(const EdgeTestTrace& read, const EdgeTestTrace& early) {
  CHECK(read.total == early.total);
  CHECK(read.first_hit == early.first_hit);
  CHECK(read.hits == early.hits);
  CHECK(read.collide == early.collide);
  REQUIRE(read.checks.size() == early.checks.size());
  for (std::size_t k = 0; k < read.checks.size(); ++k) {
    CAPTURE(k);
    CHECK(read.checks[k].edge == early.checks[k].edge);
    CHECK(read.checks[k].other_edge == early.checks[k].other_edge);
    CHECK(read.checks[k].hit == early.checks[k].hit);
    CHECK(read.checks[k].closest == early.checks[k].closest);
  }
  for (auto ray : {&EdgeTestTrace::containment_a, &EdgeTestTrace::containment_b}) {
    REQUIRE((read.*ray).has_value() == (early.*ray).has_value());
    if (!(read.*ray)) continue;
    CHECK((read.*ray)->count == (early.*ray)->count);
    CHECK((read.*ray)->location == (early.*ray)->location);
    CHECK((read.*ray)->crossings.size() == (early.*ray)->crossings.size());
  }
}

/// Runs one edge test twice, past the first hit and stopping there (`run(trace, options)` calls
/// the core), and checks that the early run is the full run read up to its first hit.
template <class Run>
std::pair<EdgeTestTrace, EdgeTestTrace> full_and_early(Run run) {
  EdgeTestTrace all, early;
  run(all, kFullPass);
  run(early, EdgeTestOptions{});
  check_same_trace(lab::concave::stopped_at_first_hit(all), early);
  return {all, early};
}

/// The caption of `id` after its first preset's state is changed by `edit`.
template <class Edit>
std::string caption_after(const char* id, Edit edit) {
  return lab::testing::scene_from_preset(id, 0, edit)->caption();
}

}  // namespace

TEST_CASE("segment through both arms: 3 of 8 edges tested, as the early-exit run says") {
  const auto c = lab::concave::c_outline();
  // x = 2 from the lower arm (y = −2.25) to the upper arm (y = 2.25): e0 and e1 miss, e2 is
  // crossed first; the full pass also crosses e4.
  const Vec2 a{2, -2.25}, b{2, 2.25};
  const auto [all, early] = full_and_early(
      [&](EdgeTestTrace& t, const EdgeTestOptions& o) { collide::polygon_segment_collide(c, a, b, t, o); });
  CHECK(all.checks.size() == 8);
  CHECK(all.hits == 2);
  CHECK(early.checks.size() == 3);
  CHECK(early.hits == 1);
  CHECK(caption_after("concave-polygon-segment", [&](lab::SceneState& s) {
          s.shape("segment").points = {a, b};
        }) == "the segment meets e2 (3 of 8 edges tested) → collide");
}

TEST_CASE("segment in the notch: nothing crossed, all 8 edges and end a's ray, as the early run") {
  const auto c = lab::concave::c_outline();
  const Vec2 a{0, 0}, b{2, 0.6};
  const auto [all, early] = full_and_early(
      [&](EdgeTestTrace& t, const EdgeTestOptions& o) { collide::polygon_segment_collide(c, a, b, t, o); });
  CHECK(early.checks.size() == 8);
  CHECK(early.first_hit == -1);
  REQUIRE(early.containment_a);
  CHECK(early.containment_a->location == collide::Location::Outside);
  CHECK(caption_after("concave-polygon-segment", [&](lab::SceneState& s) {
          s.shape("segment").points = {a, b};
        }).rfind("0 of 8 edges met", 0) == 0);
}

TEST_CASE("circle in the lower arm: e0 touched first, 1 of 8 edges tested, as the early run") {
  const auto c = lab::concave::c_outline();
  // Centre (2, −2.25), radius 0.8: 0.75 from e0 and from e2, 1 from e1.
  const collide::Circle circle{{2, -2.25}, 0.8};
  const auto [all, early] = full_and_early(
      [&](EdgeTestTrace& t, const EdgeTestOptions& o) { collide::polygon_circle_collide(c, circle, t, o); });
  CHECK(all.hits == 2);
  CHECK(early.checks.size() == 1);
  CHECK(caption_after("concave-polygon-circle", [&](lab::SceneState& s) {
          s.shape("circle").points = {circle.c};
          s.shape("circle").radius = circle.r;
        }) == "the circle touches e0 (1 of 8 edges tested) → collide");
}

TEST_CASE("two crossing squares: 5 of 16 pairs tested, as the early-exit run says") {
  // A's e1 (x = 4) and e3 (x = 0) each cross B's e0 (y = 1) and e2 (y = 3): 4 crossing pairs,
  // the first A's e1 × B's e0, the fifth pair tried (A's e0 misses all four of B's edges).
  const std::vector<Vec2> a{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const std::vector<Vec2> b{{-1, 1}, {5, 1}, {5, 3}, {-1, 3}};
  const auto [all, early] =
      full_and_early([&](EdgeTestTrace& t, const EdgeTestOptions& o) { collide::polygons_collide(a, b, t, o); });
  CHECK(all.hits == 4);
  CHECK(early.checks.size() == 5);
  CHECK(caption_after("polygon-polygon", [&](lab::SceneState& s) {
          s.shape("A").points = a;
          s.shape("B").points = b;
        }) == "5 of 16 edge pairs tested; A's e1 meets B's e0 → collide");
}

TEST_CASE("the C and a rectangle over its upper notch edge: 18 of 32 pairs, as the early run") {
  const auto c = lab::concave::c_outline();
  // The rectangle x ∈ [0.5, 2.5], y ∈ [−0.5, 2] crosses only e4 (y = 1.5): e0…e3 try all four
  // of its edges (16 pairs), then e4 misses its bottom and crosses its right side (x = 2.5);
  // the full pass also finds e4 × its left side.
  const collide::Rect rect{0.5, -0.5, 2, 2.5};
  const auto [all, early] =
      full_and_early([&](EdgeTestTrace& t, const EdgeTestOptions& o) { collide::polygon_rect_collide(c, rect, t, o); });
  CHECK(all.hits == 2);
  CHECK(early.checks.size() == 18);
  auto scene = lab::testing::scene_named("polygon-polygon");
  scene->set_state(scene->presets().at(3).state);  // the C and a rectangle on its arm
  REQUIRE(scene->state().shape("B").kind == lab::ShapeKind::Rect);
  CHECK(scene->caption() == "18 of 32 edge pairs tested; A's e4 meets B's e1 → collide");
}

}  // namespace test_concave_first_hit_counts
