// Validation: bad input gets a message naming the shape, the vertex or field, and the problem.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <string>
#include <vector>

#include "collide/convex.hpp"
#include "collide/validate.hpp"
#include "exact_oracle.hpp"

namespace test_validate {

using collide::Circle;
using collide::Line;
using collide::Rect;
using collide::Vec2;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

// The problem's text, or "" when there is none.
std::string text(const collide::Problem& problem) { return problem ? *problem : std::string(); }

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("check_number: the accepted range is 0 or 1e-50 ≤ |x| ≤ 1e50") {
  CHECK_FALSE(collide::check_number("x", 0.0));
  CHECK_FALSE(collide::check_number("x", -0.0));
  CHECK_FALSE(collide::check_number("x", 1e50));
  CHECK_FALSE(collide::check_number("x", -1e-50));
  CHECK_FALSE(collide::check_number("x", 12.5));
  CHECK(text(collide::check_number("the radius", kNaN)) == "the radius is NaN (not a number)");
  CHECK(text(collide::check_number("the radius", -kInf)) == "the radius is infinite");
  CHECK(contains(text(collide::check_number("w", 1e300)), "w is 1.0000000000000001e+300, too large"));
  CHECK(contains(text(collide::check_number("w", 1e-60)), "too close to zero"));
  CHECK(contains(text(collide::check_number("w", std::nextafter(1e50, kInf))), "too large"));
}

TEST_CASE("check_point names the point and the coordinate") {
  CHECK_FALSE(collide::check_point("p", {1, 2}));
  CHECK(text(collide::check_point("p", {1, kNaN})) == "point \"p\": the y coordinate is NaN (not a number)");
  CHECK(text(collide::check_point("q", {kInf, 0})) == "point \"q\": the x coordinate is infinite");
}

TEST_CASE("check_polygon: too few vertices, and the bad vertex by index") {
  const std::vector<Vec2> triangle{{0, 0}, {4, 0}, {0, 3}};
  CHECK_FALSE(collide::check_polygon("a", triangle));
  const std::vector<Vec2> two{{0, 0}, {1, 1}};
  CHECK(text(collide::check_polygon("a", two)) == "polygon \"a\": has 2 vertices, the test needs at least 3");
  CHECK_FALSE(collide::check_polygon("segment", two, 2));  // a segment is a two-vertex polygon
  const std::vector<Vec2> one{{0, 0}};
  CHECK(text(collide::check_polygon("s", one, 2)) == "polygon \"s\": has 1 vertex, the test needs at least 2");
  CHECK(contains(text(collide::check_polygon("e", {})), "has 0 vertices"));

  const std::vector<Vec2> bad_vertex{{0, 0}, {4, 0}, {4, 4}, {kNaN, 4}};
  CHECK(text(collide::check_polygon("b", bad_vertex)) ==
        "polygon \"b\": the x coordinate of vertex 3 is NaN (not a number)");
  const std::vector<Vec2> huge_vertex{{0, 0}, {4, 1e300}, {4, 4}};
  CHECK(contains(text(collide::check_polygon("b", huge_vertex)),
                 "polygon \"b\": the y coordinate of vertex 1 is 1.0000000000000001e+300, too large"));
}

TEST_CASE("check_circle: centre, radius, negative radius") {
  CHECK_FALSE(collide::check_circle("c", Circle{{1, 2}, 3}));
  CHECK_FALSE(collide::check_circle("c", Circle{{1, 2}, 0}));  // a point circle is allowed
  CHECK(text(collide::check_circle("c", Circle{{1, 2}, -1})) ==
        "circle \"c\": the radius is negative (-1); it must be 0 or more");
  CHECK(text(collide::check_circle("c", Circle{{1, 2}, kNaN})) == "circle \"c\": the radius is NaN (not a number)");
  CHECK(text(collide::check_circle("c", Circle{{1, 2}, kInf})) == "circle \"c\": the radius is infinite");
  CHECK(text(collide::check_circle("c", Circle{{kInf, 2}, 1})) ==
        "circle \"c\": the centre's x coordinate is infinite");
  CHECK(
      contains(text(collide::check_circle("big", Circle{{0, 1e300}, 1})), "circle \"big\": the centre's y coordinate"));
}

TEST_CASE("check_rect: zero-size and negative rectangles, bad numbers") {
  CHECK_FALSE(collide::check_rect("r", Rect{0, 0, 2, 1}));
  CHECK(text(collide::check_rect("r", Rect{0, 0, 0, 1})) == "rect \"r\": the width w is 0; a rectangle needs w > 0");
  CHECK(text(collide::check_rect("r", Rect{0, 0, 2, 0})) == "rect \"r\": the height h is 0; a rectangle needs h > 0");
  CHECK(text(collide::check_rect("r", Rect{0, 0, -2, 1})) ==
        "rect \"r\": the width w is negative (-2); a rectangle needs w > 0");
  CHECK(text(collide::check_rect("r", Rect{0, 0, 2, -0.5})) ==
        "rect \"r\": the height h is negative (-0.5); a rectangle needs h > 0");
  CHECK(text(collide::check_rect("r", Rect{kNaN, 0, 2, 1})) ==
        "rect \"r\": the corner's x coordinate is NaN (not a number)");
  CHECK(contains(text(collide::check_rect("r", Rect{0, 0, 1e300, 1})),
                 "rect \"r\": the width w is 1.0000000000000001e+300, too large"));
}

TEST_CASE("check_line and check_line_points") {
  CHECK_FALSE(collide::check_line("l", Line{1, 0, -2}));
  CHECK(text(collide::check_line("l", Line{0, 0, 5})) ==
        "line \"l\": a and b are both 0, so a·x + b·y + c = 0 is not a line");
  CHECK(text(collide::check_line("l", Line{1, kNaN, 0})) == "line \"l\": the coefficient b is NaN (not a number)");
  CHECK_FALSE(collide::check_line_points("m", {0, 0}, {1, 0}));
  CHECK(text(collide::check_line_points("m", {2, 3}, {2, 3})) ==
        "line \"m\": its two points are the same point (2, 3), so they do not fix a line");
  CHECK(text(collide::check_line_points("m", {0, 0}, {1, -kInf})) ==
        "line \"m\": the y coordinate of point 2 is infinite");
}

TEST_CASE("check_convex: names the vertex where the turn changes") {
  const std::vector<Vec2> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  CHECK_FALSE(collide::check_convex("a", square));
  const std::vector<Vec2> clockwise{{0, 0}, {0, 2}, {2, 2}, {2, 0}};
  CHECK_FALSE(collide::check_convex("a", clockwise));
  // Collinear and repeated vertices are allowed.
  const std::vector<Vec2> with_extras{{0, 0}, {1, 0}, {2, 0}, {2, 0}, {2, 2}, {0, 2}};
  CHECK_FALSE(collide::check_convex("a", with_extras));
  // An arrow head: the notch at vertex 3 turns clockwise, every other corner counter-clockwise.
  const std::vector<Vec2> arrow{{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}};
  CHECK(text(collide::check_convex("a", arrow)) ==
        "polygon \"a\": is not convex: it turns clockwise at vertex 3 but counter-clockwise at vertex 0");
  // A five-pointed star drawn in one stroke turns the same way at every vertex, but goes round twice.
  std::vector<Vec2> star;
  for (int k = 0; k < 5; ++k) {
    const double angle = std::numbers::pi / 2 + k * 4 * std::numbers::pi / 5;
    star.push_back({std::round(100 * std::cos(angle)), std::round(100 * std::sin(angle))});
  }
  CHECK(text(collide::check_convex("star", star)) ==
        "polygon \"star\": crosses itself: its outline winds round more than once");
  // Going out and back along one line.
  const std::vector<Vec2> spike{{0, 0}, {4, 0}, {2, 0}, {2, 3}};
  CHECK(text(collide::check_convex("s", spike)) ==
        "polygon \"s\": is not convex: the outline doubles back on itself at vertex 1");
  // Flat outlines enclose a segment, which is convex (is_convex agrees).
  const std::vector<Vec2> flat{{0, 0}, {1, 1}, {2, 2}};
  CHECK_FALSE(collide::check_convex("f", flat));
  const std::vector<Vec2> repeated{{1, 1}, {1, 1}, {3, 1}};
  CHECK_FALSE(collide::check_convex("r", repeated));
  // Bad numbers are reported before convexity.
  const std::vector<Vec2> nan_vertex{{0, 0}, {1, 0}, {kNaN, 1}};
  CHECK(text(collide::check_convex("n", nan_vertex)) ==
        "polygon \"n\": the x coordinate of vertex 2 is NaN (not a number)");
}

TEST_CASE("check_convex agrees with is_convex on 3·10^4 random small polygons") {
  // Two implementations written apart (this one also names the vertex); random outlines on a
  // small grid so that collinear, repeated, convex, concave and self-crossing ones all occur.
  oracle::Generator g(61);
  int disagree = 0, convex = 0;
  for (int i = 0; i < 30000; ++i) {
    std::vector<Vec2> polygon;
    const int n = g.integer(3, 7);
    if (g.chance(0.5)) {  // round a circle (or twice round, a star), snapped to the grid
      const int step = g.chance(0.8) ? 1 : 2;
      for (int k = 0; k < n; ++k) {
        const double angle = 2 * std::numbers::pi * k * step / n;
        polygon.push_back({std::round(6 * std::cos(angle)), std::round(6 * std::sin(angle))});
      }
    } else {
      for (int k = 0; k < n; ++k) polygon.push_back({double(g.integer(-3, 3)), double(g.integer(-3, 3))});
    }
    const bool ours = !collide::check_convex("p", polygon);
    disagree += ours != collide::is_convex(polygon);
    convex += ours;
  }
  CHECK(disagree == 0);
  CHECK(convex > 3000);
  CHECK(convex < 27000);
}

TEST_CASE("check_simple names the two edges that meet, in words a reader checks by hand") {
  // A bow tie: edge 0 (0,0)→(2,2) and edge 2 (2,0)→(0,2) cross at (1, 1).
  const std::vector<Vec2> bow_tie{{0, 0}, {2, 2}, {2, 0}, {0, 2}};
  CHECK(collide::crossing_edges(bow_tie) == std::optional<std::string>("edges 0 and 2 cross"));
  CHECK(collide::check_simple("T", bow_tie) ==
        std::optional<std::string>("polygon \"T\": crosses itself: edges 0 and 2 cross"));
  // A square, and the same square with a repeated vertex: simple.
  CHECK_FALSE(collide::check_simple("S", std::vector<Vec2>{{0, 0}, {1, 0}, {1, 1}, {0, 1}}));
  CHECK_FALSE(collide::crossing_edges(std::vector<Vec2>{{0, 0}, {1, 0}, {1, 0}, {1, 1}, {0, 1}}));
  // A vertex of one edge resting on another edge (not a neighbour): they touch.
  const std::vector<Vec2> pinched{{0, 0}, {4, 0}, {4, 2}, {2, 0}, {0, 2}};
  CHECK(collide::crossing_edges(pinched) == std::optional<std::string>("edges 0 and 2 touch"));
}

}  // namespace test_validate
