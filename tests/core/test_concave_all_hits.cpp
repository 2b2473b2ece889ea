// The traced edge tests with EdgeTestOptions{.stop_at_first_hit = false}: they go on past the
// first hit and record every check, while the default still stops like the book's test.
// The square (0,0) (4,0) (4,4) (0,4): e0 bottom, e1 right (x = 4), e2 top, e3 left (x = 0).
#include <doctest/doctest.h>

#include <vector>

#include "collide/concave.hpp"

namespace test_concave_all_hits {

using collide::EdgeTestOptions;
using collide::EdgeTestTrace;
using collide::Vec2;

namespace {

const std::vector<Vec2> square{{0, 0}, {4, 0}, {4, 4}, {0, 4}};

std::vector<int> hit_edges(const EdgeTestTrace& trace, bool of_b = false) {
  std::vector<int> out;
  for (const auto& check : trace.checks)
    if (check.hit) out.push_back(of_b ? check.other_edge : check.edge);
  return out;
}

}  // namespace

TEST_CASE("a segment across the square crosses e1 and e3; the default stops at e1") {
  const Vec2 a{-1, 2}, b{5, 2};
  EdgeTestTrace first;
  CHECK(collide::polygon_segment_collide(square, a, b, first));
  CHECK(first.checks.size() == 2);  // e0 misses, e1 crosses, then stop
  CHECK(first.first_hit == 1);
  CHECK(first.hits == 1);
  CHECK(first.total == 4);

  EdgeTestTrace all;
  CHECK(collide::polygon_segment_collide(square, a, b, all, EdgeTestOptions{.stop_at_first_hit = false}));
  CHECK(all.checks.size() == 4);
  CHECK(all.total == 4);
  CHECK(all.first_hit == 1);
  CHECK(all.hits == 2);
  CHECK(hit_edges(all) == std::vector<int>{1, 3});
  CHECK_FALSE(all.containment_a);  // an edge was crossed: no ray needed
  CHECK(all.collide == collide::polygon_segment_collide(square, a, b));

  // The explicit default is the book's early exit.
  EdgeTestTrace explicit_default;
  collide::polygon_segment_collide(square, a, b, explicit_default, EdgeTestOptions{});
  CHECK(explicit_default.checks.size() == 2);
  CHECK(explicit_default.hits == 1);
}

TEST_CASE("a segment crossing nothing: the full pass makes the same 4 checks and casts the ray") {
  EdgeTestTrace all;
  CHECK(collide::polygon_segment_collide(square, {1, 1}, {3, 2}, all, {.stop_at_first_hit = false}));
  CHECK(all.checks.size() == 4);
  CHECK(all.hits == 0);
  CHECK(all.first_hit == -1);
  REQUIRE(all.containment_a);
  CHECK(all.containment_a->inside);
  EdgeTestTrace outside;
  CHECK_FALSE(collide::polygon_segment_collide(square, {5, 1}, {6, 2}, outside, {.stop_at_first_hit = false}));
  CHECK(outside.hits == 0);
}

TEST_CASE("a unit circle on the square's corner (0,0) touches e0 and e3, not e1 or e2") {
  const collide::Circle circle{{0, 0}, 1};
  EdgeTestTrace first, all;
  CHECK(collide::polygon_circle_collide(square, circle, first));
  CHECK(first.checks.size() == 1);
  CHECK(first.hits == 1);
  CHECK(collide::polygon_circle_collide(square, circle, all, {.stop_at_first_hit = false}));
  CHECK(all.checks.size() == 4);
  CHECK(all.first_hit == 0);
  CHECK(all.hits == 2);
  CHECK(hit_edges(all) == std::vector<int>{0, 3});
}

TEST_CASE("a band y ∈ [1, 3] wider than the square: 4 of 16 edge pairs cross") {
  // B: e0 y = 1, e1 x = 5, e2 y = 3, e3 x = −1. A's e1 and e3 each cross B's e0 and e2.
  const std::vector<Vec2> band{{-1, 1}, {5, 1}, {5, 3}, {-1, 3}};
  EdgeTestTrace first, all;
  CHECK(collide::polygons_collide(square, band, first));
  CHECK(first.checks.size() == 5);  // A's e0 × 4 miss, then A's e1 × B's e0 crosses
  CHECK(first.hits == 1);
  CHECK(collide::polygons_collide(square, band, all, {.stop_at_first_hit = false}));
  CHECK(all.checks.size() == 16);
  CHECK(all.total == 16);
  CHECK(all.first_hit == 4);
  CHECK(all.hits == 4);
  CHECK(hit_edges(all) == std::vector<int>{1, 1, 3, 3});
  CHECK(hit_edges(all, true) == std::vector<int>{0, 2, 0, 2});
  CHECK_FALSE(all.containment_a);
  CHECK_FALSE(all.containment_b);
}

}  // namespace test_concave_all_hits
