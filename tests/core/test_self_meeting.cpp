// The book's first meeting pair of an outline's edges (self_meeting.hpp), with the tree's budget
// spent at once so the sweeps narrow it, against the book's loop over every pair (outline_pairs.hpp).
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "collide/accel/self_meeting.hpp"
#include "exact_oracle.hpp"
#include "outline_pairs.hpp"

namespace test_self_meeting {

using collide::Vec2;
using Pair = std::optional<std::pair<std::size_t, std::size_t>>;
using outline_pairs::book_pair;
using outline_pairs::Edges;
using outline_pairs::edges_of;

// An outline on a small grid: a star, with a few corners moved anywhere (crossings early, late
// or several), so ends fall on other edges, edges run along one another and corners repeat;
// consecutive repeats removed (the caller collapses them).
std::vector<Vec2> grid_outline(oracle::Generator& g, int corners) {
  std::vector<Vec2> out;
  const int radius = g.integer(2, 12);
  for (int k = 0; k < corners; ++k) {
    const Vec2 p = g.star_corner(k, corners, radius);
    if (out.empty() || out.back() != p) out.push_back(p);
  }
  for (int moved = g.integer(0, 3); moved > 0 && !out.empty(); --moved)
    out[static_cast<std::size_t>(g.integer(0, static_cast<int>(out.size()) - 1))] = {
        double(g.integer(-radius, radius)), double(g.integer(-radius, radius))};
  std::vector<Vec2> kept;
  for (const Vec2 p : out)
    if (kept.empty() || kept.back() != p) kept.push_back(p);
  while (kept.size() > 1 && kept.front() == kept.back()) kept.pop_back();
  return kept;
}

}  // namespace test_self_meeting

TEST_CASE("first meeting pair: edge 0 crosses edge 7, though the sweeps meet the twist 3 × 5 first") {
  using namespace test_self_meeting;
  // A 10 × 10 box whose top is twisted ((7, 10) → (3, 12) crosses (7, 12) → (3, 10) at (5, 11))
  // and whose left side, edge 7 from (0, 10) down to (5, −2), crosses the bottom, edge 0, at
  // (4 1/6, 0). The book's loop reaches k = 0 first: edges 0 and 7.
  const std::vector<Vec2> box{{0, 0}, {10, 0}, {10, 10}, {7, 10}, {3, 12}, {7, 12}, {3, 10}, {0, 10}, {5, -2}};
  const Edges edges = edges_of(box);
  CHECK(book_pair(edges) == Pair{{0, 7}});
  for (const long long budget : {0LL, 3LL, 2'000'000LL}) {
    CAPTURE(budget);
    CHECK(collide::detail::first_meeting_pair(edges, budget) == Pair{{0, 7}});
  }
  // Untwisted, the pair is the same; with edge 7 moved off the bottom, only the twist is left.
  std::vector<Vec2> untwisted = box;
  std::swap(untwisted[4], untwisted[5]);
  CHECK(collide::detail::first_meeting_pair(edges_of(untwisted), 0) == Pair{{0, 7}});
  std::vector<Vec2> twist_only = box;
  twist_only[8] = {-1, 5};
  CHECK(collide::detail::first_meeting_pair(edges_of(twist_only), 0) == Pair{{3, 5}});
}

TEST_CASE("first meeting pair: a square has none; a bow tie's is edges 0 and 2") {
  using namespace test_self_meeting;
  const std::vector<Vec2> square{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, bow{{0, 0}, {2, 2}, {2, 0}, {0, 2}};
  CHECK_FALSE(collide::detail::first_meeting_pair(edges_of(square), 0));
  CHECK(collide::detail::first_meeting_pair(edges_of(bow), 0) == Pair{{0, 2}});
}

TEST_CASE("first meeting pair: the book's loop's pair on 1500 grid outlines, any budget") {
  using namespace test_self_meeting;
  oracle::Generator g(1616);
  int none = 0, late = 0;
  for (int round = 0; round < 1500; ++round) {
    const auto outline = grid_outline(g, g.integer(3, 70));
    if (outline.size() < 3) continue;
    const Edges edges = edges_of(outline);
    const Pair expected = book_pair(edges);
    CAPTURE(round);
    for (const long long budget : {0LL, 1LL, 17LL, 2'000'000LL}) {
      CAPTURE(budget);
      CHECK(collide::detail::first_meeting_pair(edges, budget) == expected);
    }
    none += !expected;
    late += expected && expected->first > 2;
  }
  CHECK(none > 100);  // simple outlines, early pairs and late pairs all occur
  CHECK(late > 100);
}

// Big enough that the sweeps do the work: a star of 2,000 corners with random radii, one pair of
// corners swapped late (often one crossing there) or its last 150 corners shuffled (hundreds of
// crossings, all late), against the book's loop over its 2·10⁶ pairs.
TEST_CASE(
    "first meeting pair, large outlines: 2,000-corner stars crossed or tangled late, as the book's loop finds it" *
    doctest::test_suite("slow")) {
  using namespace test_self_meeting;
  oracle::Generator g(2000);
  int late = 0;
  for (int round = 0; round < 8; ++round) {
    std::vector<Vec2> star;
    for (int k = 0; k < 2000; ++k) {
      const double t = 2 * M_PI * k / 2000, r = g.integer(100, 1000);
      star.push_back({r * std::cos(t), r * std::sin(t)});
    }
    if (round % 2 == 0) {
      std::swap(star[static_cast<std::size_t>(1950 - round)], star[static_cast<std::size_t>(1951 - round)]);
    } else {
      for (std::size_t k = 1999; k > 1850; --k)
        std::swap(star[k], star[static_cast<std::size_t>(g.integer(1850, static_cast<int>(k)))]);
    }
    const Edges edges = edges_of(star);
    const Pair expected = book_pair(edges);
    CAPTURE(round);
    CHECK(collide::detail::first_meeting_pair(edges, 0) == expected);
    CHECK(collide::detail::first_meeting_pair(edges, 5000) == expected);
    if (expected) CHECK(expected->first > 1800);
    late += expected.has_value();
  }
  CHECK(late >= 4);  // a swap of two corners need not cross; a shuffle does
}
