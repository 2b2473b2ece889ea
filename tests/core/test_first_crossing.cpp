// polygons_collide's counts without trying every pair (count_edge_pairs) against the book's
// traced walk over all n·m pairs.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "collide/first_crossing.hpp"
#include "exact_oracle.hpp"

namespace test_first_crossing {

using namespace collide;

namespace {

// A star-shaped outline round `at` (simple), or, at random, points anywhere (crossing itself):
// integer corners, so edges often touch, cross at vertices or run along each other.
std::vector<Vec2> random_outline(oracle::Generator& g, Vec2 at, int size) {
  const int n = g.integer(3, 40);
  std::vector<Vec2> out;
  const bool star = g.chance(0.7);
  for (int k = 0; k < n; ++k) {
    if (!star) {
      out.push_back(at + Vec2{g.integer(-size, size), g.integer(-size, size)});
      continue;
    }
    const double t = 2 * M_PI * k / n, r = g.integer(1, size);
    out.push_back(at + Vec2{std::round(r * std::cos(t)), std::round(r * std::sin(t))});
  }
  return out;
}

}  // namespace

TEST_CASE("count_edge_pairs: the book's first meeting pair, count and containment rays, on 400 random pairs") {
  oracle::Generator g(1615);
  for (int round = 0; round < 400; ++round) {
    CAPTURE(round);
    const auto a = random_outline(g, {0, 0}, 20);
    const auto b = random_outline(g, {g.integer(-30, 30), g.integer(-30, 30)}, g.integer(2, 30));
    EdgeTestTrace book;
    polygons_collide(a, b, book);
    const EdgePairCount count = count_edge_pairs(a, b);
    CHECK(count.collide == book.collide);
    CHECK(count.total == book.total);
    CHECK(count.tested == static_cast<long long>(book.checks.size()));
    const auto* hit = book.first_hit >= 0 ? &book.checks[static_cast<std::size_t>(book.first_hit)] : nullptr;
    CHECK(count.edge_a == (hit ? hit->edge : -1));
    CHECK(count.edge_b == (hit ? hit->other_edge : -1));
    REQUIRE(count.containment_a.has_value() == book.containment_a.has_value());
    REQUIRE(count.containment_b.has_value() == book.containment_b.has_value());
    if (book.containment_a) CHECK(count.containment_a->location == book.containment_a->location);
    if (book.containment_b) CHECK(count.containment_b->location == book.containment_b->location);
  }
}

TEST_CASE("count_edge_pairs: two 10^4-gons, one inside the other, no edge meets: all 10^8 pairs counted") {
  std::vector<Vec2> outer, inner;
  for (int k = 0; k < 10000; ++k) {
    const double t = 2 * M_PI * k / 10000;
    outer.push_back({1000 * std::cos(t), 1000 * std::sin(t)});
    inner.push_back({500 * std::cos(t), 500 * std::sin(t)});
  }
  const EdgePairCount count = count_edge_pairs(inner, outer);
  CHECK(count.collide);
  CHECK(count.total == 100000000);
  CHECK(count.tested == 100000000);
  CHECK(count.edge_a == -1);
  REQUIRE(count.containment_a);
  CHECK(count.containment_a->location == Location::Inside);  // inner's vertex 0 is inside outer
  CHECK_FALSE(count.containment_b);
}

TEST_CASE("count_edge_pairs: a square across a triangle's hypotenuse: A's e1 meets B's e0 at the 5th try") {
  // Triangle A: (0,0) → (10,0) → (0,10); its e1 is the hypotenuse x + y = 10. Square B from
  // (4,4) to (8,8): in the book's order A's e0 (the base, y = 0) meets none of B's 4 edges, then
  // A's e1 meets B's e0, (4,4)→(8,4), at (6,4).
  const std::vector<Vec2> a{{0, 0}, {10, 0}, {0, 10}}, b{{4, 4}, {8, 4}, {8, 8}, {4, 8}};
  const EdgePairCount count = count_edge_pairs(a, b);
  CHECK(count.collide);
  CHECK(count.edge_a == 1);
  CHECK(count.edge_b == 0);
  CHECK(count.tested == 5);  // A's e0 against 4 edges, then A's e1 against B's e0
}

}  // namespace test_first_crossing
