// polygons_collide's counts without trying every pair (count_edge_pairs) against the book's
// traced walk over all n·m pairs, through the tree of boxes and past its budget through sweeps.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "collide/fast/first_crossing.hpp"
#include "collide/accel/simple_sweep.hpp"
#include "exact_oracle.hpp"
#include "outline_pairs.hpp"

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

// Stars of `spikes` spikes round the origin: A's tips at radius 1000, its dents at 100; B's tips
// 50 beyond A's and its dents 50 beyond A's dents, between A's spikes: no edges meet, B holds A.
// `late`: B's dent 49 from its end pulled in to radius 50, so its two edges cross A's there.
std::pair<std::vector<Vec2>, std::vector<Vec2>> interleaved_stars(int spikes, bool late) {
  std::vector<Vec2> a, b;
  for (int k = 0; k < spikes; ++k) {
    const Vec2 tip{std::cos(2 * M_PI * k / spikes), std::sin(2 * M_PI * k / spikes)};
    const Vec2 dent{std::cos(2 * M_PI * (k + 0.5) / spikes), std::sin(2 * M_PI * (k + 0.5) / spikes)};
    a.insert(a.end(), {1000.0 * tip, 100.0 * dent});
    b.insert(b.end(), {1050.0 * tip, 150.0 * dent});
  }
  if (late) b[b.size() - 49] = (50.0 / 150.0) * b[b.size() - 49];
  return {a, b};
}

// Two combs of `teeth` long diagonal teeth (slope 1, height h), B's hanging from above between
// A's: no edges meet, and neither holds the other. `late`: B's third tooth from the end reaches
// down below A's teeth, across the edge of A's gap it hangs in.
std::pair<std::vector<Vec2>, std::vector<Vec2>> interleaved_combs(int teeth, double h, bool late) {
  std::vector<Vec2> a{{0, -1}}, b;
  for (int i = 0; i < teeth; ++i) {
    const double x = 4.0 * i, tip = late && i == teeth - 3 ? -0.5 : 1;
    a.insert(a.end(), {{x, 0}, {x + h, h}, {x + h + 1, h}, {x + 1, 0}});
    b.insert(b.end(), {{x + 4 + h, h + 2}, {x + 2 + tip, tip}, {x + 3 + tip, tip}, {x + 5 + h, h + 2}});
  }
  a.push_back({4.0 * teeth - 3, -1});
  b.insert(b.end(), {{4.0 * teeth + 1 + h, h + 3}, {4 + h, h + 3}});
  return {a, b};
}

// count_edge_pairs with this budget against the book's traced walk over every pair; whether a
// pair of edges met.
bool same_as_book(const std::vector<Vec2>& a, const std::vector<Vec2>& b, long long budget) {
  CAPTURE(budget);
  EdgeTestTrace book;
  polygons_collide(a, b, book);
  const EdgePairCount count = count_edge_pairs(a, b, budget);
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
  return hit != nullptr;
}

// Whether the sweep over both outlines is what answers past the budget (B not crossing itself):
// only to see that the cases below reach it.
bool sweep_decides(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  const auto ea = outline_pairs::edges_of(a);
  auto both = outline_pairs::edges_of(b);
  const std::size_t m = both.size();
  both.insert(both.end(), ea.begin(), ea.end());
  std::vector<std::size_t> all(both.size());
  for (std::size_t k = 0; k < all.size(); ++k) all[k] = k;
  const auto s = detail::sweep_meeting(both, all, true, m, true);
  return s.kind == detail::SweepMeeting::None || (s.kind == detail::SweepMeeting::Found && s.b >= m);
}

}  // namespace

TEST_CASE("count_edge_pairs: the book's first meeting pair, count and containment rays, on 400 random pairs") {
  oracle::Generator g(1615);
  for (int round = 0; round < 400; ++round) {
    CAPTURE(round);
    const auto a = random_outline(g, {0, 0}, 20);
    const auto b = random_outline(g, {g.integer(-30, 30), g.integer(-30, 30)}, g.integer(2, 30));
    for (const long long budget : {2'000'000LL, 0LL}) same_as_book(a, b, budget);
  }
}

// Past the tree's budget (0 here, so at once), the sweep over both outlines gives the book's pair
// whenever it is sure, and the tree's loop when not: grid stars whose corners fall on each other's
// corners and edges, whose edges run along each other's, some crossing themselves.
TEST_CASE("count_edge_pairs past its budget: the book's pair and count on 2000 pairs of tiny grid stars") {
  oracle::Generator g(2718);
  int swept = 0, swept_meeting = 0;
  for (int round = 0; round < 2000; ++round) {
    CAPTURE(round);
    const auto a = outline_pairs::tiny_star(g, g.integer(4, 30));
    auto b = outline_pairs::tiny_star(g, g.integer(4, 30));
    const Vec2 shift{double(g.integer(-12, 12)), double(g.integer(-12, 12))};
    for (Vec2& p : b) p = p + shift;
    if (a.size() < 3 || b.size() < 3) continue;
    CAPTURE(a);
    CAPTURE(b);
    const bool met = same_as_book(a, b, 0);
    if (sweep_decides(a, b)) ++swept, swept_meeting += met;
  }
  // The sweep answers a good share of them (about 540: 297 meeting; the rest are unsure, share a
  // corner or B crosses itself).
  CHECK(swept > 350);
  CHECK(swept_meeting > 100);
  CHECK(swept - swept_meeting > 100);
}

// The shapes that made the tree slow: two stars of long thin spikes, B's between A's, and two
// combs of long diagonal teeth, B's between A's, every edge's box overlapping many of the other's
// without the edges meeting; and the same with one of B's dents or teeth near its end pulled in
// across A's edges.
TEST_CASE("count_edge_pairs past its budget: interleaved stars and combs, apart and meeting late") {
  for (const bool late : {false, true}) {
    CAPTURE(late);
    const auto [a, b] = interleaved_stars(200, late);
    CHECK(sweep_decides(a, b));
    CHECK(same_as_book(a, b, 0) == late);
    const auto [c, d] = interleaved_combs(50, 40, late);
    CHECK(sweep_decides(c, d));
    CHECK(same_as_book(c, d, 0) == late);
  }
}

// Issue 31, item 5: a vertex repeated, a vertex shared by both outlines, an end on the other's
// edge, an edge along the other's, an outline touching itself: none of these may leave the sweep
// unsure, which sent the rest to the tree's loop with no budget (10^5 vertices: minutes). With no
// budget, the tree then makes only the tests for the one edge of A the sweep names (at most m),
// where its loop over A's edges made tens of thousands here; the pair and counts are the book's.
TEST_CASE("count_edge_pairs past its budget: repeated, shared and touching vertices leave the sweep sure") {
  const auto linear = [](const std::vector<Vec2>& a, const std::vector<Vec2>& b, bool meet) {
    CHECK(same_as_book(a, b, 0) == meet);
    const EdgePairCount count = count_edge_pairs(a, b, 0);
    CHECK(count.segment_tests <= static_cast<long long>(a.size() + b.size()));
  };
  SUBCASE("A's vertex 10 written twice (an edge of no length): apart, B holds A") {
    auto [a, b] = interleaved_stars(100, false);
    a.insert(a.begin() + 10, a[10]);
    linear(a, b, false);
  }
  SUBCASE("B's vertex 10 written twice") {
    auto [a, b] = interleaved_stars(100, false);
    b.insert(b.begin() + 10, b[10]);
    linear(a, b, false);
  }
  SUBCASE("A's vertex 0 written twice: its edge 0 has no length") {
    auto [a, b] = interleaved_stars(100, false);
    a.insert(a.begin(), a[0]);
    linear(a, b, false);
  }
  SUBCASE("A's dents 3 and 50 both at the centre: A touches itself there") {
    auto [a, b] = interleaved_stars(100, false);
    a[7] = a[101] = Vec2{0, 0};
    linear(a, b, false);
  }
  SUBCASE("B's vertex 49 from its end (a dent) put on A's dent there: they meet at a vertex of both") {
    auto [a, b] = interleaved_stars(100, false);
    b[b.size() - 49] = a[a.size() - 49];
    linear(a, b, true);
  }
  SUBCASE("a corner of B's third tooth from the end on A's edge between two teeth") {
    // B's tooth hangs between A's teeth at x = 4i and 4i + 4; its corner (4i + 3, 1) moved down
    // its own side to (4i + 2, 0) lies inside A's edge from (4i + 1, 0) to (4i + 4, 0).
    auto [a, b] = interleaved_combs(50, 40, false);
    const std::size_t i = 47;
    b[4 * i + 1] = {4.0 * i + 2, 0};
    linear(a, b, true);
  }
  SUBCASE("B's third tooth from the end with its tip along A's edge between two teeth") {
    auto [a, b] = interleaved_combs(50, 40, false);
    const std::size_t i = 47;
    b[4 * i + 1] = {4.0 * i + 2, 0};
    b[4 * i + 2] = {4.0 * i + 3, 0};
    linear(a, b, true);
  }
}

TEST_CASE(
    "count_edge_pairs past its budget: B one point written three times, on A's right side: A's e1 meets B's e0 at the "
    "4th try") {
  // Square A (0,0) → (10,0) → (10,10) → (0,10); B's three corners all at (10, 5), on A's e1. A's
  // e0 (the base) meets none of B's three edges of no length; A's e1 meets B's e0 at once.
  const std::vector<Vec2> a{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, b{{10, 5}, {10, 5}, {10, 5}};
  CHECK(same_as_book(a, b, 0));
  const EdgePairCount count = count_edge_pairs(a, b, 0);
  CHECK(count.edge_a == 1);
  CHECK(count.edge_b == 0);
  CHECK(count.tested == 4);
}

// The same sweep on tiny grid stars, now with corners written twice and corners of one copied
// into the other: the book's pair and count whatever the budget.
TEST_CASE(
    "count_edge_pairs past its budget: the book's pair on 1000 random pairs of tiny grid stars with repeated and "
    "shared corners" *
    doctest::test_suite("slow")) {
  oracle::Generator g(3141);
  for (int round = 0; round < 1000; ++round) {
    CAPTURE(round);
    auto a = outline_pairs::tiny_star(g, g.integer(4, 30));
    auto b = outline_pairs::tiny_star(g, g.integer(4, 30));
    const Vec2 shift{double(g.integer(-6, 6)), double(g.integer(-6, 6))};
    for (Vec2& p : b) p = p + shift;
    if (a.size() < 3 || b.size() < 3) continue;
    for (int k = g.integer(0, 3); k > 0; --k) {  // repeats, next to each other or anywhere
      auto& p = g.chance(0.5) ? a : b;
      const auto at = static_cast<std::ptrdiff_t>(g.integer(0, static_cast<int>(p.size()) - 1));
      const Vec2 copy = g.chance(0.5) ? p[static_cast<std::size_t>(at)]
                                      : p[static_cast<std::size_t>(g.integer(0, static_cast<int>(p.size()) - 1))];
      p.insert(p.begin() + at, copy);
    }
    if (g.chance(0.5))
      a[static_cast<std::size_t>(g.integer(0, static_cast<int>(a.size()) - 1))] =
          b[static_cast<std::size_t>(g.integer(0, static_cast<int>(b.size()) - 1))];
    CAPTURE(a);
    CAPTURE(b);
    same_as_book(a, b, 0);
    same_as_book(a, b, 7);
  }
}

TEST_CASE("count_edge_pairs: two 10^4-gons, one inside the other, no edge meets: all 10^8 pairs counted") {
  std::vector<Vec2> outer, inner;
  for (int k = 0; k < 10000; ++k) {
    const double t = 2 * M_PI * k / 10000;
    outer.push_back({1000 * std::cos(t), 1000 * std::sin(t)});
    inner.push_back({500 * std::cos(t), 500 * std::sin(t)});
  }
  for (const long long budget : {2'000'000LL, 0LL}) {  // the tree's loop, the sweep
    CAPTURE(budget);
    const EdgePairCount count = count_edge_pairs(inner, outer, budget);
    CHECK(count.collide);
    CHECK(count.total == 100000000);
    CHECK(count.tested == 100000000);
    CHECK(count.edge_a == -1);
    REQUIRE(count.containment_a);
    CHECK(count.containment_a->location == Location::Inside);  // inner's vertex 0 is inside outer
    CHECK_FALSE(count.containment_b);
  }
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

TEST_CASE("count_edge_pairs past its budget: a bar across a square's right side: A's e1 meets B's e1 at the 6th try") {
  // Square A from (0,0) to (10,10), its e1 the right side x = 10. Bar B (12,4) → (12,6) → (8,6)
  // → (8,4) across it: A's e0 (the base) meets none of B's 4 edges; A's e1 misses B's e0 (x = 12)
  // and meets B's e1 (y = 6) at (10,6). With no budget the sweep finds A's e1, the tree B's e1.
  const std::vector<Vec2> a{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, b{{12, 4}, {12, 6}, {8, 6}, {8, 4}};
  CHECK(sweep_decides(a, b));
  const EdgePairCount count = count_edge_pairs(a, b, 0);
  CHECK(count.collide);
  CHECK(count.edge_a == 1);
  CHECK(count.edge_b == 1);
  CHECK(count.tested == 6);  // A's e0 against 4 edges, then A's e1 against B's e0 and e1
}

}  // namespace test_first_crossing
