// Ear clipping with a grid (quick::ear_clip) against the book's ear clipping (ear_clip): the same
// candidates in the same order, the same verdicts and blocking vertices, the same triangles.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/ear_clip.hpp"
#include "collide/fast/quick_ear_clip.hpp"
#include "exact_oracle.hpp"
#include "same_runs.hpp"

namespace test_quick_ear_clip {

using collide::Vec2;

// A star round the origin on an integer grid, either winding: corners at even angles, each at a
// random radius (deep dents make ears that hold other vertices); sometimes a corner repeated,
// sometimes three corners on one line, sometimes one corner moved anywhere (often a crossing).
std::vector<Vec2> star(oracle::Generator& g, int corners, int inner, int outer) {
  std::vector<Vec2> out;
  for (int k = 0; k < corners; ++k) {
    const double t = 2 * M_PI * k / corners, r = g.integer(inner, outer);
    out.push_back({std::round(r * std::cos(t)), std::round(r * std::sin(t))});
    if (g.chance(0.05)) out.push_back(out.back());
    if (g.chance(0.05) && out.size() >= 2) out.push_back(2.0 * out.back() - out[out.size() - 2]);
  }
  if (g.chance(0.1))
    out[static_cast<std::size_t>(g.integer(0, corners - 1))] = {double(g.integer(-outer, outer)),
                                                                double(g.integer(-outer, outer))};
  if (g.chance(0.5)) std::reverse(out.begin(), out.end());
  return out;
}

void check_same(const std::vector<Vec2>& polygon) {
  collide::EarClipTrace quick_trace, book_trace;
  const collide::Triangulation quick = collide::quick::ear_clip(polygon, quick_trace);
  const collide::Triangulation book = collide::ear_clip(polygon, book_trace);
  CHECK(quick.error == book.error);
  CHECK(quick.triangles == book.triangles);
  same_runs::check_same_ear_candidates(quick_trace, book_trace);
}

}  // namespace test_quick_ear_clip

TEST_CASE("quick ear clipping: the book's candidates and triangles on 200 random stars, 3 to 400 corners") {
  using namespace test_quick_ear_clip;
  oracle::Generator g(2071);
  int clipped = 0, blocked = 0;
  for (int round = 0; round < 200; ++round) {
    CAPTURE(round);
    const int corners = round % 4 == 0 ? g.integer(100, 400) : g.integer(3, 40);
    const auto polygon = star(g, corners, g.integer(1, 30), 60);
    check_same(polygon);
    collide::EarClipTrace trace;
    clipped += collide::quick::ear_clip(polygon, trace).ok();
    blocked += std::any_of(trace.candidates.begin(), trace.candidates.end(),
                           [](const auto& c) { return c.verdict == collide::EarVerdict::ContainsVertex; });
  }
  CHECK(clipped > 100);  // most are simple
  CHECK(blocked > 15);   // and some ears have a vertex in the way
}

TEST_CASE("quick ear clipping: the C-shape's 6 triangles, as the book clips them") {
  const std::vector<collide::Vec2> c{{-3, -3}, {3, -3}, {3, -1.5}, {-1, -1.5}, {-1, 1.5}, {3, 1.5}, {3, 3}, {-3, 3}};
  test_quick_ear_clip::check_same(c);
  CHECK(collide::quick::ear_clip(c).triangles.size() == 6);
}
