// What the SAT trace records for figures: each axis scaled to length 1, both shadows along it,
// and which earlier axis it is parallel to, so a figure never divides or compares directions.
#include <doctest/doctest.h>

#include <vector>

#include "collide/ear_clip.hpp"
#include "collide/sat.hpp"

namespace test_sat_trace_figures {

using collide::Vec2;

TEST_CASE("SAT trace: the C and a square right of it, unit axes, shadows and parallel axes") {
  // The C-shape (edges e0 … e7, counter-clockwise from its bottom-left corner) and the square
  // [4, 6] × [−1, 1]. Edge normals alternate: e0 points down (0, −6), e1 right (1.5, 0), …
  const std::vector<Vec2> c{{-3, -3}, {3, -3}, {3, -1.5}, {-1, -1.5}, {-1, 1.5}, {3, 1.5}, {3, 3}, {-3, 3}};
  const std::vector<Vec2> square{{4, -1}, {6, -1}, {6, 1}, {4, 1}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(c, square, {.early_exit = false}, trace);
  REQUIRE(trace.steps.size() == 12);
  const auto& e0 = trace.steps[0];
  CHECK(e0.unit == Vec2{0, -1});
  CHECK(e0.parallel_to == -1);
  // Along (0, −1): the C from −3 to 3, the square from −1 to 1.
  CHECK(e0.a_world.min == -3);
  CHECK(e0.a_world.max == 3);
  CHECK(e0.b_world.min == -1);
  CHECK(e0.b_world.max == 1);
  const auto& e1 = trace.steps[1];
  CHECK(e1.unit == Vec2{1, 0});
  CHECK(e1.parallel_to == -1);
  CHECK(e1.a_world.min == -3);
  CHECK(e1.a_world.max == 3);
  CHECK(e1.b_world.min == 4);
  CHECK(e1.b_world.max == 6);
  // Every later axis is parallel to e0 (horizontal edges) or e1 (vertical ones).
  for (std::size_t k = 2; k < 12; ++k) {
    CAPTURE(k);
    CHECK(trace.steps[k].parallel_to == static_cast<int>(k % 2));
  }
}

TEST_CASE("SAT trace: nearly parallel edges are not parallel (exact, no tolerance)") {
  // A's edge 0 runs along (1, 0); B's edge 0 along (1, 1e−15), which a rounded direction
  // compared with a tolerance would call the same. Both have a vertical edge 2.
  const std::vector<Vec2> a{{0, 0}, {1, 0}, {0, 1}};
  const std::vector<Vec2> b{{0, 3}, {1, 3 + 1e-15}, {0, 4}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(a, b, {.early_exit = false}, trace);
  REQUIRE(trace.steps.size() == 6);
  CHECK(trace.steps[3].parallel_to == -1);
  CHECK(trace.steps[4].parallel_to == -1);  // (−1, 1 − 1e−15) against A's (−1, 1)
  CHECK(trace.steps[5].parallel_to == 2);   // both vertical
}

TEST_CASE("convex pieces: each pair tested keeps its SAT steps") {
  // Two unit triangles 4 apart on x: one pair, and its deciding axis shows the gap.
  const std::vector<Vec2> a{{0, 0}, {1, 0}, {0, 1}};
  const std::vector<Vec2> b{{5, 0}, {6, 0}, {5, 1}};
  const auto pa = collide::ear_clip(a), pb = collide::ear_clip(b);
  collide::PiecesTrace trace;
  CHECK_FALSE(collide::convex_pieces_collide(a, pa, b, pb, trace));
  REQUIRE(trace.pairs.size() == 1);
  const auto& pair = trace.pairs[0];
  REQUIRE(pair.result.deciding >= 0);
  REQUIRE(pair.steps.size() == 6);
  const auto& deciding = pair.steps[static_cast<std::size_t>(pair.result.deciding)];
  CHECK(deciding.gap);
  CHECK(deciding.tested);
}

}  // namespace test_sat_trace_figures
