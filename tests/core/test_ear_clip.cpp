// Ear clipping and the separating axis test over the pieces.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "collide/vec.hpp"
#include "c_shape.hpp"

namespace test_ear_clip {

using namespace collide;

namespace {

// Twice the triangle's signed area (exact here: small integers and halves).
double area2(Polygon polygon, const std::array<int, 3>& t) {
  return cross(polygon[t[1]] - polygon[t[0]], polygon[t[2]] - polygon[t[0]]);
}

double total_area2(Polygon polygon, const Triangulation& result) {
  double sum = 0;
  for (const auto& t : result.triangles) sum += area2(polygon, t);
  return sum;
}

}  // namespace

TEST_CASE("ear clipping: the C-shape gives 6 triangles") {
  EarClipTrace trace;
  const Triangulation result = ear_clip(kC, trace);
  REQUIRE(result.ok());
  CHECK(result.triangles.size() == 6);
  CHECK(total_area2(kC, result) == 2 * 28);  // 6 × 6 minus the 4 × 2 notch
  for (const auto& t : result.triangles) CHECK(area2(kC, t) > 0);
  // Walking from vertex 0: its triangle holds vertex 3 (the notch's corner (2, 2)); then 1, 2,
  // 3 are ears; 4 (the notch's corner (2, 4)) is a dent; 5, 6, 7 are ears.
  REQUIRE(trace.candidates.size() == 8);
  CHECK(trace.candidates[0].vertex == 0);
  CHECK(trace.candidates[0].verdict == EarVerdict::ContainsVertex);
  CHECK(trace.candidates[0].blocking_vertex == 3);
  CHECK(trace.candidates[1].verdict == EarVerdict::Ear);
  CHECK(trace.candidates[1].prev == 0);
  CHECK(trace.candidates[1].next == 2);
  CHECK(trace.candidates[4].vertex == 4);
  CHECK(trace.candidates[4].verdict == EarVerdict::Reflex);
  CHECK(trace.candidates[7].verdict == EarVerdict::Ear);
  CHECK(result.triangles[0] == std::array<int, 3>{0, 1, 2});
  CHECK(ear_clip(kC).triangles == result.triangles);  // the fast path agrees
}

TEST_CASE("ear clipping: clockwise input gives counter-clockwise triangles of the same area") {
  const std::vector<Vec2> cw = reversed(kC);
  const Triangulation result = ear_clip(cw);
  REQUIRE(result.ok());
  CHECK(result.triangles.size() == 6);
  CHECK(total_area2(cw, result) == 2 * 28);
  for (const auto& t : result.triangles) CHECK(area2(cw, t) > 0);
}

TEST_CASE("ear clipping: collinear and repeated vertices are dropped as degenerate") {
  // A 2 × 2 square with a vertex in the middle of its bottom edge and a repeated corner.
  const std::vector<Vec2> square{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {2, 2}, {0, 2}};
  EarClipTrace trace;
  const Triangulation result = ear_clip(square, trace);
  REQUIRE(result.ok());
  // Walking from vertex 0: ears at 0, 1 (the mid-edge vertex is a fine corner) and 2, then the
  // repeated corner is left on a line with its neighbours and dropped.
  CHECK(result.triangles.size() == 3);
  CHECK(total_area2(square, result) == 8);
  for (const auto& t : result.triangles) CHECK(area2(square, t) > 0);
  const auto degenerate = std::count_if(trace.candidates.begin(), trace.candidates.end(),
                                        [](const EarCandidate& c) { return c.verdict == EarVerdict::Degenerate; });
  CHECK(degenerate == 1);
  CHECK(trace.candidates.back().vertex == 3);
  // A triangle given with every vertex twice.
  const std::vector<Vec2> doubled{{0, 0}, {0, 0}, {4, 0}, {4, 0}, {0, 4}, {0, 4}};
  const Triangulation twice = ear_clip(doubled);
  REQUIRE(twice.ok());
  CHECK(twice.triangles.size() == 1);
  CHECK(total_area2(doubled, twice) == 16);
}

TEST_CASE("ear clipping: a vertex on the candidate's diagonal blocks it") {
  // An M: a square with a dent (2, 2) pushed in from the top, exactly on the diagonal from
  // (0, 0) to (4, 4) and on the one from (4, 0) to (0, 4).
  const std::vector<Vec2> m{{0, 0}, {4, 0}, {4, 4}, {2, 2}, {0, 4}};
  EarClipTrace trace;
  const Triangulation result = ear_clip(m, trace);
  REQUIRE(result.ok());
  CHECK(result.triangles.size() == 2);
  CHECK(total_area2(m, result) == 24);
  REQUIRE(trace.candidates.size() == 5);
  CHECK(trace.candidates[0].verdict == EarVerdict::ContainsVertex);  // (0, 4), (0, 0), (4, 0)
  CHECK(trace.candidates[0].blocking_vertex == 3);
  CHECK(trace.candidates[1].verdict == EarVerdict::ContainsVertex);  // (0, 0), (4, 0), (4, 4)
  CHECK(trace.candidates[1].blocking_vertex == 3);
  CHECK(trace.candidates[2].verdict == EarVerdict::Ear);         // (4, 0), (4, 4), (2, 2)
  CHECK(trace.candidates[3].verdict == EarVerdict::Degenerate);  // (2, 2) now on a line
  CHECK(trace.candidates[4].verdict == EarVerdict::Ear);
}

TEST_CASE("ear clipping: crossing or touching edges are rejected by name") {
  // A bow tie: edges 0 and 2 cross at (1, 1).
  Triangulation result = ear_clip(std::vector<Vec2>{{0, 0}, {2, 2}, {2, 0}, {0, 2}});
  CHECK_FALSE(result.ok());
  CHECK(result.error == "the outline crosses itself: edges 0 and 2 cross");
  CHECK(result.triangles.empty());
  // A hook whose edge 5 (x = 3, from y 5 down to 1) cuts through edge 2 (y = 3).
  result = ear_clip(std::vector<Vec2>{{0, 0}, {6, 0}, {6, 3}, {1, 3}, {1, 5}, {3, 5}, {3, 1}});
  CHECK(result.error == "the outline crosses itself: edges 2 and 5 cross");
  // Vertex 3 lands on edge 0: the outline touches itself.
  result = ear_clip(std::vector<Vec2>{{0, 0}, {4, 0}, {4, 4}, {2, 0}});
  CHECK(result.error == "the outline crosses itself: edges 0 and 2 touch");
}

TEST_CASE("ear clipping: too few vertices or no area") {
  CHECK(ear_clip(std::vector<Vec2>{{0, 0}, {1, 1}}).error ==
        "ear clipping needs at least 3 vertices, the polygon has 2");
  CHECK(ear_clip(std::vector<Vec2>{{0, 0}, {1, 0}, {3, 0}}).error ==
        "the polygon has no area: all its vertices lie on one line");
  CHECK(ear_clip(std::vector<Vec2>{{1, 1}, {1, 1}, {2, 2}}).error ==
        "the polygon has no area: fewer than 3 different vertices");
}

TEST_CASE("convex pieces: the C and a square in its notch are apart, piece by piece") {
  const Triangulation c = ear_clip(kC);
  const Triangulation square = ear_clip(kInNotch);
  REQUIRE(c.ok());
  REQUIRE(square.ok());
  CHECK(square.triangles.size() == 2);
  PiecesTrace trace;
  CHECK_FALSE(convex_pieces_collide(kC, c, kInNotch, square, trace));
  CHECK(trace.pairs.size() == 12);  // 6 × 2, none colliding
  CHECK(trace.axes_tested >= 12);
  CHECK(trace.error.empty());
  CHECK_FALSE(convex_pieces_collide(kC, c, kInNotch, square));
  // Slid left into the bar: some pair collides, and the search stops there.
  std::vector<Vec2> into_bar = kInNotch;
  for (Vec2& v : into_bar) v.x -= 2;
  CHECK(convex_pieces_collide(kC, c, into_bar, square, trace));
  CHECK(trace.collide);
  CHECK(trace.pairs.back().result.collide);
  CHECK(trace.pairs.back().result.mtv != Vec2{0, 0});
}

TEST_CASE("convex pieces: an unusable triangulation is reported, not used") {
  const Triangulation bad = ear_clip(std::vector<Vec2>{{0, 0}, {2, 2}, {2, 0}, {0, 2}});
  const Triangulation c = ear_clip(kC);
  PiecesTrace trace;
  CHECK_FALSE(convex_pieces_collide(kC, c, kC, bad, trace));
  CHECK(trace.error.find("B's triangulation failed") == 0);
  // The C's triangulation used with a triangle: its indices do not fit.
  const std::vector<Vec2> triangle{{0, 0}, {1, 0}, {0, 1}};
  CHECK_FALSE(convex_pieces_collide(triangle, c, kC, c, trace));
  CHECK(trace.error.find("A's triangle") == 0);
  CHECK_FALSE(convex_pieces_collide(triangle, c, kC, c));
}

}  // namespace test_ear_clip
