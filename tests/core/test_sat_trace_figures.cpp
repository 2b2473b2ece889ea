// What the separating axis test's trace carries for the figures: the exact touching flag and
// count, each axis scaled to length 1 with both shadows along it, the stretch the verdict reads
// (gap or push-out), the points casting each end, and the earlier axis a parallel copy repeats,
// so a figure never divides or compares directions.
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

namespace test_sat_trace_figures_touching {

using collide::Vec2;

TEST_CASE("SAT trace: a triangle standing on a square's corner touches on 6 of its 7 axes") {
  // Square (0,0)–(2,2); triangle (2,2) (4,2) (3,4). The shadows meet at one value on the square's
  // four normals (x = 2, y = 2), the triangle's bottom edge (y = 2) and its right edge's normal
  // (2, 1) (both reach 6 at the corner); on its left edge's normal (−2, 1) they overlap: the
  // triangle −6 … −2, the square −4 … 2.
  const std::vector<Vec2> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, triangle{{2, 2}, {4, 2}, {3, 4}};
  collide::SatTrace trace;
  const auto r = collide::convex_polygons_collide(square, triangle, {.early_exit = false}, trace);
  CHECK(r.collide);
  CHECK(r.touching == 6);
  CHECK(r.mtv == Vec2{0, 0});
  for (int i = 0; i < 6; ++i) CHECK(trace.steps[static_cast<std::size_t>(i)].touching);
  CHECK_FALSE(trace.steps[6].touching);
  CHECK(trace.steps[6].separation < 0);
  // Parallel copies, exactly: the square's e2 and e3 repeat e0 and e1, the triangle's e0 repeats e0.
  CHECK(trace.steps[0].parallel_to == -1);
  CHECK(trace.steps[2].parallel_to == 0);
  CHECK(trace.steps[3].parallel_to == 1);
  CHECK(trace.steps[4].parallel_to == 0);
  CHECK(trace.steps[5].parallel_to == -1);
}

TEST_CASE("SAT trace: one square inside another, the push-out is not the shadows' shared length") {
  // A = (0,0)–(4,4), B = (1,1)–(2,2). On A's e1 normal (+x): A 0 … 4, B 1 … 2. They share 1, but
  // B must move 2 (down to A's low end 0, from its high end 2) to leave them touching.
  const std::vector<Vec2> a{{0, 0}, {4, 0}, {4, 4}, {0, 4}}, b{{1, 1}, {2, 1}, {2, 2}, {1, 2}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(a, b, {.early_exit = false}, trace);
  const auto& s = trace.steps[1];
  CHECK(s.unit == Vec2{1, 0});
  CHECK(s.a_world.min == 0);
  CHECK(s.a_world.max == 4);
  CHECK(s.b_world.min == 1);
  CHECK(s.b_world.max == 2);
  CHECK(s.between.min == 0);
  CHECK(s.between.max == 2);
  CHECK(s.separation == -2);
  CHECK(s.a_low_at.x == 0);
  CHECK(s.b_high_at.x == 2);
}

TEST_CASE("SAT trace: a circle's shadow ends are its rim points along the axis; a gap is the stretch between") {
  // Square (0,0)–(2,2), circle at (5, 1) radius 1: on the square's e1 normal (+x) the square is
  // 0 … 2, the circle 4 … 6, the gap 2 … 4; the circle's low end is cast by its rim point (4, 1).
  const std::vector<Vec2> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  collide::SatTrace trace;
  collide::convex_polygon_circle_collide(square, {{5, 1}, 1}, {.early_exit = false}, trace);
  const auto& s = trace.steps[1];
  CHECK(s.gap);
  CHECK(s.between.min == 2);
  CHECK(s.between.max == 4);
  CHECK(s.b_low_at == Vec2{4, 1});
  CHECK(s.b_high_at == Vec2{6, 1});
  CHECK(trace.result.touching == 0);
}

}  // namespace test_sat_trace_figures_touching
