// The separating axis traces built quickly (quick_trace.hpp) against the book's traced loop
// (sat.hpp's traced overloads, which project every vertex on every axis and look back over every
// earlier axis): entry for entry, on random convex and concave pairs, every option.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/accel/parallel_axes.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/rect.hpp"
#include "collide/sat.hpp"
#include "exact_oracle.hpp"
#include "int_convex.hpp"
#include "same_runs.hpp"

namespace test_quick_trace {

using collide::SatOptions;
using collide::SatTrace;
using collide::Vec2;

// The four option sets a figure runs with.
std::vector<SatOptions> every_option() {
  return {{.early_exit = true, .skip_parallel_duplicates = false},
          {.early_exit = false, .skip_parallel_duplicates = false},
          {.early_exit = true, .skip_parallel_duplicates = true},
          {.early_exit = false, .skip_parallel_duplicates = true}};
}

// A star with integer corners round `at`: corners at sorted angles, each at a random radius
// between `inner` and `outer` (so dented), sometimes a corner repeated, sometimes three in a row
// on one line.
std::vector<Vec2> star(oracle::Generator& g, int inner, int outer, int corners, Vec2 at) {
  std::vector<double> angle(static_cast<std::size_t>(corners));
  for (double& t : angle) t = g.uniform(0, 2 * M_PI);
  std::sort(angle.begin(), angle.end());
  std::vector<Vec2> out;
  for (double t : angle) {
    const double r = g.integer(inner, outer);
    const Vec2 p{std::round(r * std::cos(t)) + at.x, std::round(r * std::sin(t)) + at.y};
    out.push_back(p);
    if (g.chance(0.1)) out.push_back(p);
    if (g.chance(0.1) && out.size() >= 2) out.push_back(2.0 * p - out[out.size() - 2]);
  }
  if (g.chance(0.5)) std::reverse(out.begin(), out.end());
  return out;
}

// A random second shape: a big convex polygon, a small one, a rectangle's corners or a segment.
std::vector<Vec2> second_shape(oracle::Generator& g, int round, Vec2 at) {
  switch (round % 4) {
    case 0: return int_convex::big_convex(g, 50, 90, at);
    case 1: {
      std::vector<Vec2> b = int_convex::to_doubles(int_convex::random_convex(g, -8, 8));
      for (Vec2& v : b) v += at;
      return b;
    }
    case 2: {
      const auto corners = collide::rect_to_polygon({at.x, at.y, double(g.integer(1, 60)), double(g.integer(1, 60))});
      return {corners.begin(), corners.end()};
    }
    default: return {at, at + Vec2{g.integer(-90, 90), g.integer(-90, 90)}};
  }
}

// The quick trace of A against B equals the book's, under every option set.
void check_quick_polygons(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  for (const SatOptions& options : every_option()) {
    CAPTURE(options.early_exit);
    CAPTURE(options.skip_parallel_duplicates);
    SatTrace quick, book;
    collide::quick::convex_polygons_collide(a, b, options, quick);
    collide::convex_polygons_collide(a, b, options, book);
    same_runs::check_same_sat_trace(quick, book);
  }
}

}  // namespace test_quick_trace

TEST_CASE("quick SAT trace: the book's trace entry for entry, convex pairs of 70 to 160 corners, every option") {
  using namespace test_quick_trace;
  oracle::Generator g(2041);
  int walked = 0;  // rounds where A is big enough for the walk (the quick part) to run
  for (int round = 0; round < 24; ++round) {
    CAPTURE(round);
    const auto a = int_convex::big_convex(g, 90, 120, {0, 0});
    walked += a.size() > collide::detail::kWalkFrom;
    const auto b = second_shape(g, round, {double(g.integer(-200, 200)), double(g.integer(-200, 200))});
    check_quick_polygons(a, b);
    check_quick_polygons(b, a);
  }
  CHECK(walked >= 12);
}

TEST_CASE("quick SAT trace: the book's trace for concave stars (seen through their hull), small and big") {
  using namespace test_quick_trace;
  oracle::Generator g(2042);
  for (int round = 0; round < 24; ++round) {
    CAPTURE(round);
    const int corners = round % 2 ? g.integer(3, 12) : g.integer(70, 140);
    const auto a = star(g, 20, 100, corners, {0, 0});
    const auto b = second_shape(g, round, {double(g.integer(-150, 150)), double(g.integer(-150, 150))});
    check_quick_polygons(a, b);
  }
}

TEST_CASE("quick SAT trace: the book's trace for a big polygon and circles, rectangles and segments") {
  using namespace test_quick_trace;
  oracle::Generator g(2043);
  for (int round = 0; round < 24; ++round) {
    CAPTURE(round);
    const auto a = round % 3 == 2 ? star(g, 40, 100, 90, {0, 0}) : int_convex::big_convex(g, 90, 120, {0, 0});
    // A centre on a vertex (the circle's axis has no direction), or anywhere.
    Vec2 c{g.integer(-150, 150), g.integer(-150, 150)};
    if (round % 4 == 0) c = a[static_cast<std::size_t>(g.integer(0, static_cast<int>(a.size()) - 1))];
    const collide::Circle circle{c, double(g.integer(0, 60))};
    const collide::Rect rect{c.x, c.y, double(g.integer(0, 50)), double(g.integer(1, 50))};
    const Vec2 end = c + Vec2{g.integer(-80, 80), g.integer(-80, 80)};
    for (const SatOptions& options : every_option()) {
      SatTrace quick, book;
      collide::quick::convex_polygon_circle_collide(a, circle, options, quick);
      collide::convex_polygon_circle_collide(a, circle, options, book);
      same_runs::check_same_sat_trace(quick, book);
      collide::quick::convex_polygon_rect_collide(a, rect, options, quick);
      collide::convex_polygon_rect_collide(a, rect, options, book);
      same_runs::check_same_sat_trace(quick, book);
      collide::quick::convex_polygon_segment_collide(a, c, end, options, quick);
      collide::convex_polygon_segment_collide(a, c, end, options, book);
      same_runs::check_same_sat_trace(quick, book);
    }
  }
}

TEST_CASE("first_parallel: a square's opposite edges, a repeated corner, a zero-length edge") {
  // Square (0,0) (2,0) (2,2) (0,2), then (0,2) again: edges e0 → +x, e1 → +y, e2 → −x (parallel
  // to e0), e3 zero length, e4 → −y (parallel to e1).
  const std::vector<collide::Vec2> p{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 2}};
  std::vector<collide::detail::AxisEdge> edges;
  for (std::size_t i = 0; i < p.size(); ++i) edges.emplace_back(p[i], p[(i + 1) % p.size()]);
  CHECK(collide::detail::first_parallel(edges) == std::vector<int>{-1, -1, 0, -1, 1});
}

TEST_CASE("first_parallel: the first earlier parallel edge, as a look back over every earlier edge finds it") {
  oracle::Generator g(2044);
  for (int round = 0; round < 40; ++round) {
    // Edges between small integer points: many parallel, some of zero length.
    std::vector<collide::detail::AxisEdge> edges(static_cast<std::size_t>(g.integer(1, 40)));
    for (auto& e : edges) e = {{g.integer(-3, 3), g.integer(-3, 3)}, {g.integer(-3, 3), g.integer(-3, 3)}};
    const std::vector<int> found = collide::detail::first_parallel(edges);
    for (std::size_t k = 0; k < edges.size(); ++k) {
      int expected = -1;
      const collide::Vec2 d = edges[k].second - edges[k].first;
      for (std::size_t j = 0; j < k && d != collide::Vec2{0, 0} && expected < 0; ++j) {
        const collide::Vec2 e = edges[j].second - edges[j].first;
        if (e != collide::Vec2{0, 0} && d.x * e.y - d.y * e.x == 0)
          expected = static_cast<int>(j);  // small integers: exact
      }
      CAPTURE(round);
      CAPTURE(k);
      CHECK(found[k] == expected);
    }
  }
}
