// Axis-aligned rectangles: point in rect, two rects, circle vs rect, rect to polygon.
// The right and top edges are at x + w and y + h rounded to doubles (the meaning stated at Rect:
// the rectangle is rect_to_polygon's four corners); the oracle then compares exactly as integers
// on the 2⁻⁶⁰ grid.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "collide/rect.hpp"
#include "exact_oracle.hpp"

namespace test_rects {

using collide::Circle;
using collide::Rect;
using collide::Vec2;
using oracle::kCases;
using oracle::Scaled;
using oracle::scaled;
using oracle::Wide;

namespace {

struct ExactRect {
  Scaled x0, x1, y0, y1;
};
ExactRect exact(const Rect& r) {
  // The corners rect_to_polygon gives, taken as they are.
  const auto c = collide::rect_to_polygon(r);
  return {scaled(c[0].x), scaled(c[2].x), scaled(c[0].y), scaled(c[2].y)};
}

bool oracle_point_in(Vec2 p, const Rect& r) {
  const ExactRect e = exact(r);
  const Scaled x = scaled(p.x), y = scaled(p.y);
  return e.x0 <= x && x <= e.x1 && e.y0 <= y && y <= e.y1;
}

bool oracle_rects(const Rect& a, const Rect& b) {
  const ExactRect p = exact(a), q = exact(b);
  // The intersection of the two boxes is not empty.
  return std::max(p.x0, q.x0) <= std::min(p.x1, q.x1) && std::max(p.y0, q.y0) <= std::min(p.y1, q.y1);
}

bool oracle_circle_rect(const Circle& c, const Rect& r) {
  const ExactRect e = exact(r);
  const Scaled cx = scaled(c.c.x), cy = scaled(c.c.y);
  const Wide dx(std::clamp(cx, e.x0, e.x1) - cx), dy(std::clamp(cy, e.y0, e.y1) - cy);
  const Wide rr(scaled(c.r));
  return dx * dx + dy * dy <= rr * rr;
}

double length(oracle::Generator& g) { return g.chance(0.4) ? g.integer(1, 8) : oracle::snap(g.uniform(1e-3, 60)); }
Rect random_rect(oracle::Generator& g) { return {g.coordinate(), g.coordinate(), length(g), length(g)}; }

// A number at, or a few ulps from, one of the rectangle's edges (x, x + w rounded) or random.
double near_edge(oracle::Generator& g, double start, double size) {
  switch (g.integer(0, 3)) {
    case 0: return g.nudge(start);
    case 1: return g.nudge(oracle::snap(start + size));
    case 2: return oracle::snap(start + g.uniform(0, 1) * size);
    default: return g.coordinate();
  }
}

// A point whose x and y are each near one of r's edges (or random): where the tests are close.
Vec2 near_rect(oracle::Generator& g, const Rect& r) { return {near_edge(g, r.x, r.w), near_edge(g, r.y, r.h)}; }

}  // namespace

TEST_CASE("point_in_rect: the boundary is inside") {
  const Rect r{0, 0, 2, 1};
  CHECK(collide::point_in_rect({0, 0}, r));  // corner (x, y)
  CHECK(collide::point_in_rect({2, 1}, r));  // opposite corner
  CHECK(collide::point_in_rect({1, 1}, r));  // on the top edge
  CHECK_FALSE(collide::point_in_rect({std::nextafter(2.0, 3.0), 0.5}, r));
  CHECK_FALSE(collide::point_in_rect({1, -0.001}, r));
  // The right edge of {0.1, 0, 0.2, 1} is 0.1 + 0.2 rounded: 0.30000000000000004, the corner
  // rect_to_polygon gives, so both that double and 0.3 just left of it are inside; one ulp more is not.
  const Rect tenths{0.1, 0, 0.2, 1};
  CHECK(collide::point_in_rect({0.3, 0.5}, tenths));
  CHECK(collide::point_in_rect({0.1 + 0.2, 0.5}, tenths));
  CHECK_FALSE(collide::point_in_rect({std::nextafter(0.1 + 0.2, 1.0), 0.5}, tenths));
}

// Defect (issue 11): rects_collide kept x + w exact while the polygon-rectangle tests rounded it,
// so a rectangle starting at 0.30000000000000004 was apart for one and touching for the other.
TEST_CASE("one rectangle, one meaning: {0.1, 0, 0.2, 1} touches a rectangle at 0.30000000000000004") {
  const Rect left{0.1, 0, 0.2, 1};
  const Rect right{0.1 + 0.2, 0, 1, 1};  // x = 0.30000000000000004, left's rounded right edge
  REQUIRE(right.x == 0.30000000000000004);
  collide::RectsTrace trace;
  CHECK(collide::rects_collide(left, right, trace));
  CHECK(trace.x_overlap);
  CHECK(trace.ax.max == right.x);  // the shadow printed is the edge tested
  CHECK(collide::rects_collide(right, left));
  // The polygon tests take the same four corners: they agree.
  const auto corners = collide::rect_to_polygon(left);
  CHECK(corners[1].x == right.x);
  CHECK(collide::circle_rect_collide(Circle{{right.x, 0.5}, 0}, left));
  // One ulp further right and every test says apart.
  const Rect past{std::nextafter(right.x, 1.0), 0, 1, 1};
  CHECK_FALSE(collide::rects_collide(left, past));
  CHECK_FALSE(collide::circle_rect_collide(Circle{{past.x, 0.5}, 0}, left));
}

TEST_CASE("point_in_rect, traced: P's shadows are the single numbers P.x and P.y") {
  collide::RectsTrace trace;
  CHECK(collide::point_in_rect({1, 2}, Rect{0, 0, 3, 2}, trace));  // on the top edge
  CHECK(trace.ax.min == 0);
  CHECK(trace.ax.max == 3);
  CHECK(trace.bx.min == 1);
  CHECK(trace.bx.max == 1);
  CHECK(trace.by.min == 2);
  CHECK(trace.x_overlap);
  CHECK(trace.y_overlap);
  CHECK_FALSE(collide::point_in_rect({1, 2.5}, Rect{0, 0, 3, 2}, trace));  // above
  CHECK(trace.x_overlap);
  CHECK_FALSE(trace.y_overlap);
}

TEST_CASE("rects_collide: sharing an edge or a corner collides") {
  collide::RectsTrace trace;
  // Side by side, sharing the edge x = 2.
  CHECK(collide::rects_collide(Rect{0, 0, 2, 2}, Rect{2, 0, 1, 1}, trace));
  CHECK(trace.x_overlap);
  CHECK(trace.y_overlap);
  CHECK(trace.ax.min == 0);
  CHECK(trace.ax.max == 2);
  CHECK(trace.bx.min == 2);
  CHECK(trace.bx.max == 3);
  // Corner to corner at (2, 2).
  CHECK(collide::rects_collide(Rect{0, 0, 2, 2}, Rect{2, 2, 1, 1}));
  // A hair apart on x: x shadows do not overlap, y shadows do.
  CHECK_FALSE(collide::rects_collide(Rect{0, 0, 2, 2}, Rect{std::nextafter(2.0, 3.0), 0, 1, 1}, trace));
  CHECK_FALSE(trace.x_overlap);
  CHECK(trace.y_overlap);
  // Overlapping on x only: one above the other.
  CHECK_FALSE(collide::rects_collide(Rect{0, 0, 4, 1}, Rect{1, 3, 1, 1}, trace));
  CHECK(trace.x_overlap);
  CHECK_FALSE(trace.y_overlap);
  // One inside the other.
  CHECK(collide::rects_collide(Rect{0, 0, 10, 10}, Rect{4, 4, 1, 1}));
}

TEST_CASE("circle_rect_collide: clamp the centre into the rectangle") {
  collide::CircleTrace trace;
  // Off the corner (2, 2), 3-4-5 away: touching.
  CHECK(collide::circle_rect_collide(Circle{{5, 6}, 5}, Rect{0, 0, 2, 2}, trace));
  CHECK(trace.closest == Vec2{2, 2});
  CHECK(trace.distance_squared == 25);
  CHECK(trace.limit_squared == 25);
  CHECK_FALSE(collide::circle_rect_collide(Circle{{5, 6}, 4.999}, Rect{0, 0, 2, 2}));
  // Beside the right edge, touching it at (2, 1).
  CHECK(collide::circle_rect_collide(Circle{{4, 1}, 2}, Rect{0, 0, 2, 2}, trace));
  CHECK(trace.closest == Vec2{2, 1});
  // The centre inside: the clamped point is the centre itself, distance 0.
  CHECK(collide::circle_rect_collide(Circle{{1, 1}, 0.5}, Rect{0, 0, 2, 2}, trace));
  CHECK(trace.closest == Vec2{1, 1});
  CHECK(trace.distance_squared == 0);
  // A point circle on the right edge x = 0.1 + 0.2 rounded (0.30000000000000004) touches; one ulp past, apart.
  CHECK(collide::circle_rect_collide(Circle{{0.1 + 0.2, 0.5}, 0}, Rect{0.1, 0, 0.2, 1}));
  CHECK_FALSE(collide::circle_rect_collide(Circle{{std::nextafter(0.1 + 0.2, 1.0), 0.5}, 0}, Rect{0.1, 0, 0.2, 1}));
}

TEST_CASE("rect_to_polygon: counter-clockwise from (x, y)") {
  const auto corners = collide::rect_to_polygon(Rect{1, 2, 3, 4});
  CHECK(corners[0] == Vec2{1, 2});
  CHECK(corners[1] == Vec2{4, 2});
  CHECK(corners[2] == Vec2{4, 6});
  CHECK(corners[3] == Vec2{1, 6});
}

TEST_CASE("point_in_rect and rects_collide: 10^5 random cases each vs exact integers" * doctest::test_suite("slow")) {
  oracle::Generator g(31);
  int wrong = 0, inside = 0;
  for (int i = 0; i < kCases; ++i) {
    const Rect r = random_rect(g);
    const Vec2 p = near_rect(g, r);
    const bool truth = oracle_point_in(p, r);
    wrong += collide::point_in_rect(p, r) != truth;
    inside += truth;
  }
  CHECK(wrong == 0);
  CHECK(inside > kCases / 5);

  oracle::check_cases([&](int i) {
    const Rect a = random_rect(g);
    Rect b = random_rect(g);
    b.x = near_edge(g, a.x, a.w);
    b.y = near_edge(g, a.y, a.h);
    if (g.chance(0.5)) b.x = g.nudge(oracle::snap(a.x - b.w));  // b's right edge near a's left
    collide::RectsTrace trace;
    const bool truth = oracle_rects(a, b);
    int wrong_here = collide::rects_collide(a, b, trace) != truth;
    wrong_here += (trace.x_overlap && trace.y_overlap) != truth;
    if (i % 4 == 0) wrong_here += collide::rects_collide(b, a) != truth;
    return oracle::Verdicts{wrong_here, truth};
  });
}

TEST_CASE("circle_rect_collide: 10^5 random cases vs exact clamping" * doctest::test_suite("slow")) {
  oracle::Generator g(32);
  oracle::check_cases([&](int i) {
    const Rect r = random_rect(g);
    const Vec2 c = near_rect(g, r);
    const double gx = std::max({r.x - c.x, 0.0, c.x - (r.x + r.w)});
    const double gy = std::max({r.y - c.y, 0.0, c.y - (r.y + r.h)});
    const double distance = std::hypot(gx, gy);
    const double radius = g.chance(0.3) ? oracle::snap(g.uniform(0, 20)) : std::fabs(g.nudge(oracle::snap(distance)));
    const Circle circle{c, radius};
    collide::CircleTrace trace;
    const bool truth = oracle_circle_rect(circle, r);
    int wrong = collide::circle_rect_collide(circle, r, trace) != truth;
    wrong += trace.collide != truth;
    if (i % 4 == 0) wrong += collide::circle_rect_collide(circle, r) != truth;
    return oracle::Verdicts{wrong, truth};
  });
}

}  // namespace test_rects
