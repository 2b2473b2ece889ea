// FigureMarks answers "does this box meet what the figure drew?" from a grid of cells over runs of
// 32 edges. Here the same question is answered by brute force over every mark, with other
// algorithms: a segment meets a box when no axis separates them (the box's two and the segment's
// normal), and a box crossing no edge lies in a fill when its middle does (the book's ray casting,
// collide::point_in_polygon). Random figures of strokes, outlines and fills (triangulation-like
// runs of small pieces and long outlines), with and without rooms, and one kept across restarts.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "collide/concave.hpp"
#include "window/figure_marks.hpp"

namespace test_figure_marks {

using lab::Vec2;

struct Drawn {
  std::vector<std::vector<Vec2>> outlines;  ///< closed (two points: a segment)
  std::vector<bool> filled;
};

// Separating axes: x, y, and the segment's normal (a box and a segment are both convex).
bool segment_meets_box(Vec2 a, Vec2 b, Vec2 lo, Vec2 hi) {
  if (std::max(a.x, b.x) < lo.x || std::min(a.x, b.x) > hi.x || std::max(a.y, b.y) < lo.y || std::min(a.y, b.y) > hi.y)
    return false;
  const Vec2 n{a.y - b.y, b.x - a.x};
  const double s = n.x * a.x + n.y * a.y;
  double min = INFINITY, max = -INFINITY;
  for (const Vec2 c : {lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}}) {
    min = std::min(min, n.x * c.x + n.y * c.y);
    max = std::max(max, n.x * c.x + n.y * c.y);
  }
  return min <= s && s <= max;
}

bool brute_meets(const Drawn& d, Vec2 lo, Vec2 hi) {
  for (std::size_t k = 0; k < d.outlines.size(); ++k) {
    const auto& o = d.outlines[k];
    for (std::size_t i = 0; i < o.size(); ++i)
      if (segment_meets_box(o[i], o[(i + 1) % o.size()], lo, hi)) return true;
    if (d.filled[k] && collide::point_in_polygon((lo + hi) * 0.5, o)) return true;
  }
  return false;
}

// A figure of `pieces` marks round a 1280×800 screen: strokes in chains (an outline drawn edge by
// edge), small triangles in turn along a circle (a triangulation's pieces), and long outlines.
Drawn random_figure(std::mt19937& rng, int pieces) {
  std::uniform_real_distribution<double> x(-100, 1380), y(-100, 900), u(0, 1);
  Drawn d;
  for (int p = 0; p < pieces; ++p) {
    const double kind = u(rng);
    const Vec2 c{x(rng), y(rng)};
    if (kind < 0.3) {  // a chain of strokes
      Vec2 at = c;
      for (int i = 0; i < 40; ++i) {
        const Vec2 next = at + Vec2{u(rng) * 40 - 20, u(rng) * 40 - 20};
        d.outlines.push_back({at, next});
        d.filled.push_back(false);
        at = next;
      }
    } else if (kind < 0.6) {  // triangles along a circle's rim, in turn
      const double r = 50 + 300 * u(rng);
      for (int i = 0; i < 60; ++i) {
        const double t = i * 0.1;
        d.outlines.push_back({c + r * Vec2{std::cos(t), std::sin(t)},
                              c + r * Vec2{std::cos(t + 0.1), std::sin(t + 0.1)},
                              c + 0.8 * r * Vec2{std::cos(t + 0.05), std::sin(t + 0.05)}});
        d.filled.push_back(u(rng) < 0.5);
      }
    } else {  // a star of 50–400 points, filled or not
      const int n = 50 + static_cast<int>(350 * u(rng));
      const double r = 20 + 400 * u(rng);
      std::vector<Vec2> star;
      for (int i = 0; i < n; ++i) {
        const double t = 2 * M_PI * i / n, s = i % 2 ? 0.6 * r : r;
        star.push_back(c + s * Vec2{std::cos(t), std::sin(t)});
      }
      d.outlines.push_back(star);
      d.filled.push_back(u(rng) < 0.5);
    }
  }
  return d;
}

void record(lab::FigureMarks& marks, const Drawn& d) {
  for (std::size_t k = 0; k < d.outlines.size(); ++k) {
    const auto& o = d.outlines[k];
    if (o.size() == 2 && !d.filled[k])
      marks.stroke(o[0], o[1]);  // a segment as the canvas hands it on
    else
      marks.outline(o, d.filled[k]);
  }
}

// Number-sized boxes (and a few big ones) inside `room`: a mark outside every room was not kept.
void check_boxes(std::mt19937& rng, const lab::FigureMarks& marks, const Drawn& d, const lab::ScreenBox& room,
                 int boxes) {
  std::uniform_real_distribution<double> u(0, 1);
  for (int b = 0; b < boxes; ++b) {
    const double big = b % 10 == 0 ? 300 : 0;
    const double w = std::min(8 + (big + 40) * u(rng), static_cast<double>(room.max.x - room.min.x));
    const double h = std::min(10 + (big + 8) * u(rng), static_cast<double>(room.max.y - room.min.y));
    const double x0 = room.min.x + (room.max.x - room.min.x - w) * u(rng);
    const double y0 = room.min.y + (room.max.y - room.min.y - h) * u(rng);
    const lab::ScreenBox box{{static_cast<float>(x0), static_cast<float>(y0)},
                             {static_cast<float>(x0 + w), static_cast<float>(y0 + h)}};
    const Vec2 lo{box.min.x, box.min.y}, hi{box.max.x, box.max.y};
    INFO("box " << lo.x << ", " << lo.y << " – " << hi.x << ", " << hi.y);
    REQUIRE(marks.meets(box) == brute_meets(d, lo, hi));
  }
}

TEST_CASE("figure marks: a box meets what was drawn exactly when brute force over every mark says so" *
          doctest::test_suite("quick")) {
  std::mt19937 rng(20261207);
  lab::FigureMarks kept;  // the window's: restarted each frame, its arrays kept
  for (int figure = 0; figure < 12; ++figure) {
    const Drawn d = random_figure(rng, 2 + figure * 3);
    lab::FigureMarks everything;
    record(everything, d);
    check_boxes(rng, everything, d, {{-200, -200}, {1480, 1000}}, 150);
    // Rooms as number_rooms gives them: rows along two heights, a column; marks outside them are
    // dropped, and only boxes inside them are asked about.
    const std::vector<lab::ScreenBox> rooms{{{0, 380}, {1280, 430}}, {{0, 760}, {1280, 790}}, {{600, 0}, {760, 800}}};
    kept.restart(rooms);
    record(kept, d);
    for (const auto& room : rooms) check_boxes(rng, kept, d, room, 50);
  }
}

}  // namespace test_figure_marks
