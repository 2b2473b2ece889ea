// A concave fill's triangles kept for the same outline moved (app/window/triangulation_memo.hpp):
// which-approach draws each shape in three cells, and a shape dragged whole moves every vertex.
// Kept triangles must cut the moved copy as they cut the outline: each counter-clockwise on it
// (exact orientation) and together its area (the shoelace sum), so its fill covers it once.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "collide/exact/predicates.hpp"
#include "big_shapes.hpp"
#include "window/triangulation_memo.hpp"

namespace test_triangulation_memo {

namespace {

using lab::Vec2;

std::vector<Vec2> moved(std::vector<Vec2> outline, Vec2 shift) {
  for (Vec2& v : outline) v += shift;  // each vertex rounded on its own, as a drag or a cell moves it
  return outline;
}

double area(const std::vector<Vec2>& p) {
  double a = 0;
  for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) a += p[j].x * p[i].y - p[i].x * p[j].y;
  return a / 2;
}

// Every triangle counter-clockwise on `outline`, and their areas summing to the outline's.
void check_cuts(const collide::Triangulation& t, const std::vector<Vec2>& outline) {
  REQUIRE(t.ok());
  CHECK(t.triangles.size() == outline.size() - 2);
  double sum = 0;
  int turned = 0;
  for (const auto& tri : t.triangles) {
    const auto c = collide::triangle_corners(outline, tri);
    turned += collide::orientation(c[0], c[1], c[2]) > 0 ? 0 : 1;
    sum += area({c.begin(), c.end()});
  }
  CHECK(turned == 0);
  CHECK(sum == doctest::Approx(area(outline)).epsilon(1e-12));
}

}  // namespace

TEST_CASE("a 2,000-corner star moved a thousandth, or into another cell, is cut by the kept triangles") {
  const auto star = lab::testing::big_polygon({3.1, -1.7}, 2.5, 2000, true);
  lab::TriangulationMemo memo;
  check_cuts(memo.get(star), star);
  for (const Vec2 shift : {Vec2{1e-3, 0}, Vec2{-1e-3, 2e-3}, Vec2{37.25, 0}, Vec2{-1e5, 3e4}}) {
    CAPTURE(shift.x);
    const auto copy = moved(star, shift);
    CHECK(lab::TriangulationMemo::moved_copy(star, copy));
    check_cuts(memo.get(copy), copy);
  }
}

TEST_CASE("an outline with one vertex moved, or one more vertex, is not a moved copy") {
  const auto star = lab::testing::big_polygon({0, 0}, 2.5, 2000, true);
  auto bent = star;
  bent[700].x += 1e-9;  // far above rounding (8 units in the last place of 2.5: 4e-15), a change
  CHECK_FALSE(lab::TriangulationMemo::moved_copy(star, bent));
  auto more = star;
  more.push_back({0.1, 0.1});
  CHECK_FALSE(lab::TriangulationMemo::moved_copy(star, more));
  CHECK_FALSE(lab::TriangulationMemo::moved_copy(star, {}));
  // A vertex pulled out past the far side (its two edges cross the outline there): clipped afresh
  // and refuses it, though its unbent copy was kept.
  lab::TriangulationMemo memo;
  REQUIRE(memo.get(star).ok());
  auto crossed = star;
  crossed[10] = {-3, 0.05};
  CHECK_FALSE(memo.get(crossed).ok());
  CHECK_FALSE(memo.get(crossed).ok());
}

}  // namespace test_triangulation_memo
