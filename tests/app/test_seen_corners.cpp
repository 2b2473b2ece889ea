// Issue 28: a 2,000-gon's outline drawn through the corners the eye can tell apart (seen_corners),
// not as 2,000 anti-aliased quads under a pixel long each, and nowhere more than a quarter pixel
// from the whole outline.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app_screen.hpp"
#include "window/imgui_canvas.hpp"
#include "window/seen_corners.hpp"

namespace test_seen_corners {

using lab::Polyline;
using lab::Vec2;

// The distance from p to the polyline through `line`'s points (each segment tried): an answer of
// its own, not seen_corners' chord test.
double distance_to(const Polyline& line, Vec2 p) {
  double best = INFINITY;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const Vec2 a = line[i], d = line[i + 1] - a;
    const double t = std::clamp(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y), 0.0, 1.0);
    best = std::min(best, std::hypot(p.x - a.x - t * d.x, p.y - a.y - t * d.y));
  }
  return best;
}

TEST_CASE("seen_corners: points on a line keep its ends; a corner 0.3 pixels off the chord stays, 0.2 goes") {
  CHECK(lab::seen_corners({{0, 0}, {1, 0}, {2, 0}, {3, 0}}, 0.25) == Polyline{{0, 0}, {3, 0}});
  CHECK(lab::seen_corners({{0, 0}, {1, 0.3}, {2, 0}}, 0.25) == Polyline{{0, 0}, {1, 0.3}, {2, 0}});
  CHECK(lab::seen_corners({{0, 0}, {1, 0.2}, {2, 0}}, 0.25) == Polyline{{0, 0}, {2, 0}});
  // A point past the chord's end is as far as from that end: (3, 0) lies 1 pixel beyond (2, 0).
  CHECK(lab::seen_corners({{0, 0}, {3, 0}, {2, 0}}, 0.25).size() == 3);
  // A square's corners are all seen; two points and one are kept as they are.
  const Polyline square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  CHECK(lab::seen_corners(square, 0.25) == square);
  CHECK(lab::seen_corners({{0, 0}, {5, 5}}, 0.25).size() == 2);
}

TEST_CASE("seen_corners: a 2,000-gon 200 pixels round keeps under a hundred corners, within a quarter pixel") {
  // Its edges are 0.63 pixels long and its corners 0.001 pixels off their neighbours' chord; a
  // circle of 200 pixels needs 89 sides to stay within a quarter pixel (circle_sides).
  Polyline ring;
  for (int i = 0; i <= 2000; ++i)
    ring.push_back({200 * std::cos(2 * M_PI * i / 2000), 200 * std::sin(2 * M_PI * i / 2000)});
  const Polyline kept = lab::seen_corners(ring, 0.25);
  CHECK(kept.size() <= 100);
  CHECK(kept.front() == ring.front());
  CHECK(kept.back() == ring.back());
  double worst = 0;
  for (const Vec2 p : ring) worst = std::max(worst, distance_to(kept, p));
  CHECK(worst <= 0.25);
  // A zigzag of the same size (corners 4 pixels apart in and out) keeps every corner.
  Polyline zigzag;
  for (int i = 0; i < 2000; ++i) {
    const double r = i % 2 ? 196 : 200;
    zigzag.push_back({r * std::cos(2 * M_PI * i / 2000), r * std::sin(2 * M_PI * i / 2000)});
  }
  CHECK(lab::seen_corners(zigzag, 0.25).size() == zigzag.size());
}

TEST_CASE("ImGuiCanvas: a 2,000-gon's outline and fill take the vertices of its seen corners, not 2,000") {
  // 40 pixels a unit: radius 5 units is 200 pixels. Before: 8,000 vertices for the outline (4 a
  // corner, anti-aliased) and 4,000 for the fill (2 a corner).
  lab::testing::CanvasOnScreen on_screen({800, 600});
  ImDrawList& list = on_screen.frame.list;
  lab::ImGuiCanvas& canvas = on_screen.canvas;
  std::vector<Vec2> ring;
  for (int i = 0; i < 2000; ++i) ring.push_back({5 * std::cos(2 * M_PI * i / 2000), 5 * std::sin(2 * M_PI * i / 2000)});
  int from = list.VtxBuffer.Size;
  canvas.polygon(ring, lab::palette::shape_a, 2.5f);
  const int outline = list.VtxBuffer.Size - from;
  // Every vertex of the stroke lies in its band: 200 pixels out, ± half the width and the fringe.
  for (int i = from; i < list.VtxBuffer.Size; ++i) {
    const ImVec2 p = list.VtxBuffer[i].pos;
    CHECK(std::abs(std::hypot(p.x - 400, p.y - 300) - 200) <= 1.25 + 1 + 0.25);
  }
  from = list.VtxBuffer.Size;
  canvas.fill_polygon(ring, lab::palette::shape_a.with_alpha(40));
  const int fill = list.VtxBuffer.Size - from;
  CHECK(outline > 0);
  CHECK(outline <= 4 * 100);
  CHECK(fill > 0);
  CHECK(fill <= 2 * 100);
}

}  // namespace test_seen_corners
