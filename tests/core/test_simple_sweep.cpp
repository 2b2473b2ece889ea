// The sweep's certificate of a simple outline (simple_sweep.hpp) against a loop over every pair
// of edges written here: it never certifies an outline two of whose edges meet, and it certifies
// the simple ones it was built for (no repeated vertex, no spike).
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "collide/segment.hpp"
#include "collide/accel/simple_sweep.hpp"
#include "collide/fast/quick_outline.hpp"
#include "collide/validate.hpp"
#include "exact_oracle.hpp"
#include "outline_pairs.hpp"

namespace test_simple_sweep {

using collide::Vec2;
using outline_pairs::Edges;
using outline_pairs::edges_of;
using outline_pairs::tiny_star;

// Whether two edges that are not neighbours round the outline meet (every pair tried).
bool any_meeting(const Edges& edges) { return outline_pairs::book_pair(edges).has_value(); }

// A comb: n teeth of width 1 and height h, gaps of 1, on a base (vertical edges, flat runs).
std::vector<Vec2> comb(int teeth, double h) {
  std::vector<Vec2> out{{0, -1}};
  for (int i = 0; i < teeth; ++i) {
    const double x = 2 * i;
    out.insert(out.end(), {{x, h}, {x + 1, h}, {x + 1, 0}, {x + 2, 0}});
  }
  out.back() = {2.0 * teeth - 1, -1};  // the last gap closes onto the base
  return out;
}

}  // namespace test_simple_sweep

TEST_CASE("simple sweep: never certifies an outline with meeting edges, on 3,000 tiny grid stars") {
  using namespace test_simple_sweep;
  oracle::Generator g(7717);
  int certified = 0, simple = 0;
  for (int round = 0; round < 3000; ++round) {
    CAPTURE(round);
    const auto polygon = tiny_star(g, g.integer(4, 40));
    if (polygon.size() < 3) continue;
    std::string text;
    for (const auto& v : polygon) text += "(" + std::to_string(int(v.x)) + "," + std::to_string(int(v.y)) + ")";
    CAPTURE(text);
    const Edges edges = edges_of(polygon);
    const bool meets = any_meeting(edges), sure = collide::detail::surely_simple(edges);
    if (sure) CHECK_FALSE(meets);
    certified += sure;
    simple += !meets;
  }
  // Both kinds occur (about 1,350 simple), and it certifies nearly every simple one, not just
  // refuses (spikes are left to the slow check).
  CHECK(simple > 1000);
  CHECK(simple < 2500);
  CHECK(certified > simple - 50);
}

TEST_CASE("simple sweep: hand cases") {
  using namespace test_simple_sweep;
  using V = std::vector<Vec2>;
  CHECK(collide::detail::surely_simple(edges_of(comb(50, 7))));
  CHECK(collide::detail::surely_simple(edges_of(V{{0, 0}, {4, 0}, {4, 4}, {0, 4}})));
  // A corner on another edge (touch), edges crossing (bow tie), a vertex visited twice.
  CHECK_FALSE(collide::detail::surely_simple(edges_of(V{{0, 0}, {2, 0}, {2, 2}, {1, 2}, {1, 0}, {0, 2}})));
  CHECK_FALSE(collide::detail::surely_simple(edges_of(V{{0, 0}, {2, 2}, {2, 0}, {0, 2}})));
  CHECK_FALSE(collide::detail::surely_simple(edges_of(V{{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}, {1, 1}})));
  // Two teeth of a comb touching at their tips' edge: the outline meets itself along a segment.
  auto touching = comb(3, 2);
  touching.insert(touching.begin() + 3, {{1, 3}, {3, 3}, {3, 2}});  // a bridge from tooth 0 over to tooth 1
  CHECK_FALSE(collide::detail::surely_simple(edges_of(touching)));
  // crossing_edges still names the pair when the sweep refuses.
  CHECK(collide::quick::crossing_edges(V{{0, 0}, {2, 2}, {2, 0}, {0, 2}}) ==
        std::optional<std::string>("edges 0 and 2 cross"));
}

// Going on past each pair (dropping its later edge), the sweep's pair ends at the least later
// edge of any meeting pair, as the loop over every pair finds it; it is always sure, with corners
// repeated, ends on other edges and edges along each other (it was not, then, before issue 31).
TEST_CASE("simple sweep, going on: the least later edge of any meeting pair on 3000 tiny stars") {
  using namespace test_simple_sweep;
  oracle::Generator g(808);
  int found = 0;
  for (int round = 0; round < 3000; ++round) {
    CAPTURE(round);
    const auto polygon = tiny_star(g, g.integer(4, 40));
    if (polygon.size() < 4) continue;
    const Edges edges = edges_of(polygon);
    if (!collide::detail::plain_outline(edges)) continue;
    std::vector<std::size_t> all(edges.size());
    for (std::size_t k = 0; k < all.size(); ++k) all[k] = k;
    const auto s = collide::detail::sweep_meeting(edges, all, true);
    std::string text;
    for (const auto& v : polygon) text += "(" + std::to_string(int(v.x)) + "," + std::to_string(int(v.y)) + ")";
    CAPTURE(text);
    REQUIRE(s.kind != collide::detail::SweepMeeting::Doubtful);  // sure however edges touch
    // The least later edge over every pair, by brute force.
    std::optional<std::size_t> least;
    for (std::size_t l = 0; l < edges.size() && !least; ++l)
      for (std::size_t k = 0; k + 1 < l && !least; ++k)
        if (!(k == 0 && l == edges.size() - 1) &&
            collide::segments_intersect(edges[k].first, edges[k].second, edges[l].first, edges[l].second))
          least = l;
    CHECK((s.kind == collide::detail::SweepMeeting::Found) == least.has_value());
    if (least && s.kind == collide::detail::SweepMeeting::Found) {
      CHECK(s.b == *least);
      CHECK(collide::segments_intersect(edges[s.a].first, edges[s.a].second, edges[s.b].first, edges[s.b].second));
    }
    found += least.has_value();
  }
  CHECK(found > 200);
}
