// Input checks: each message names the shape, the part (vertex i, x coordinate, radius, …)
// and what is wrong with it, so a student or a script can fix the input.
#include "collide/validate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "collide/exact/bounds.hpp"
#include "collide/convex.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/segment.hpp"

namespace collide {
namespace {

// The accepted magnitudes: beyond them the exact predicates could overflow or underflow.
constexpr double kLargest = bounds::kLargestInput;
constexpr double kSmallest = bounds::kSmallestInput;

std::string number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}

// One snprintf, not "(" + a + ", " + b + ")": GCC 12 at -O2 warned (-Wstringop-overflow) about
// the inlined string concatenation, a false positive, and the build should print no warnings.
std::string point_text(Vec2 p) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%.17g, %.17g)", p.x, p.y);
  return buffer;
}

std::string quoted(std::string_view kind, std::string_view name) {
  return std::string(kind) + " \"" + std::string(name) + "\"";
}

// Within the accepted range: finite, and 0 or 1e−50 ≤ |x| ≤ 1e50. Cheap, no strings.
bool acceptable(double x) {
  const double magnitude = std::fabs(x);
  return magnitude <= kLargest && (magnitude >= kSmallest || magnitude == 0);  // false for NaN
}

}  // namespace

Problem check_number(std::string_view what, double value) {
  const std::string subject(what);
  if (std::isnan(value)) return subject + " is NaN (not a number)";
  if (std::isinf(value)) return subject + " is infinite";
  const double magnitude = std::fabs(value);
  if (magnitude > kLargest)
    return subject + " is " + number_text(value) + ", too large: the limit is 1e50 in magnitude";
  if (magnitude != 0 && magnitude < kSmallest)
    return subject + " is " + number_text(value) + ", too close to zero: use 0 or a magnitude of at least 1e-50";
  return std::nullopt;
}

namespace {

// The first of a shape's fields (what it is, its value) that check_number refuses.
Problem check_numbers(const std::string& shape, std::initializer_list<std::pair<const char*, double>> fields) {
  for (const auto& [what, value] : fields)
    if (Problem problem = check_number(shape + ": " + what, value)) return problem;
  return std::nullopt;
}

// A rectangle's side ("width", 'w'): 0 or negative leaves no rectangle.
Problem check_side(const std::string& shape, const std::string& side, char letter, double value) {
  const std::string what = shape + ": the " + side + " " + letter, needs = std::string(1, letter) + " > 0";
  if (value == 0) return what + " is 0; a rectangle needs " + needs;
  if (value < 0) return what + " is negative (" + number_text(value) + "); a rectangle needs " + needs;
  return std::nullopt;
}

}  // namespace

Problem check_point(std::string_view name, Vec2 p) {
  const std::string shape = quoted("point", name);
  if (Problem problem = check_number(shape + ": the x coordinate", p.x)) return problem;
  return check_number(shape + ": the y coordinate", p.y);
}

Problem check_polygon(std::string_view name, Polygon polygon, int min_vertices) {
  const auto shape = [&] { return quoted("polygon", name); };
  if (static_cast<long long>(polygon.size()) < min_vertices)
    return shape() + ": has " + std::to_string(polygon.size()) + (polygon.size() == 1 ? " vertex" : " vertices") +
           ", the test needs at least " + std::to_string(min_vertices);
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    if (acceptable(polygon[i].x) && acceptable(polygon[i].y)) continue;  // the message only when needed
    if (Problem problem = check_number(shape() + ": the x coordinate of vertex " + std::to_string(i), polygon[i].x))
      return problem;
    return check_number(shape() + ": the y coordinate of vertex " + std::to_string(i), polygon[i].y);
  }
  return std::nullopt;
}

Problem check_circle(std::string_view name, const Circle& circle) {
  const std::string shape = quoted("circle", name);
  if (Problem problem = check_numbers(shape, {{"the centre's x coordinate", circle.c.x},
                                              {"the centre's y coordinate", circle.c.y},
                                              {"the radius", circle.r}}))
    return problem;
  if (circle.r < 0) return shape + ": the radius is negative (" + number_text(circle.r) + "); it must be 0 or more";
  return std::nullopt;
}

Problem check_rect(std::string_view name, const Rect& rect) {
  const std::string shape = quoted("rect", name);
  if (Problem problem = check_numbers(shape, {{"the corner's x coordinate", rect.x},
                                              {"the corner's y coordinate", rect.y},
                                              {"the width w", rect.w},
                                              {"the height h", rect.h}}))
    return problem;
  if (Problem problem = check_side(shape, "width", 'w', rect.w)) return problem;
  return check_side(shape, "height", 'h', rect.h);
}

Problem check_line(std::string_view name, const Line& line) {
  const std::string shape = quoted("line", name);
  if (Problem problem = check_numbers(
          shape, {{"the coefficient a", line.a}, {"the coefficient b", line.b}, {"the coefficient c", line.c}}))
    return problem;
  if (line.a == 0 && line.b == 0) return shape + ": a and b are both 0, so a·x + b·y + c = 0 is not a line";
  return std::nullopt;
}

Problem check_line_points(std::string_view name, Vec2 p1, Vec2 p2) {
  const std::string shape = quoted("line", name);
  if (Problem problem = check_numbers(shape, {{"the x coordinate of point 1", p1.x},
                                              {"the y coordinate of point 1", p1.y},
                                              {"the x coordinate of point 2", p2.x},
                                              {"the y coordinate of point 2", p2.y}}))
    return problem;
  if (p1 == p2) return shape + ": its two points are the same point " + point_text(p1) + ", so they do not fix a line";
  return std::nullopt;
}

// For the convex-only tests: is_convex's own walk (convexity, convex.hpp), its reason in words.
Problem check_convex(std::string_view name, Polygon polygon) {
  if (Problem problem = check_polygon(name, polygon, 3)) return problem;
  const std::string shape = quoted("polygon", name);
  const Convexity c = convexity(polygon);
  const auto way = [](int t) { return t > 0 ? "counter-clockwise" : "clockwise"; };
  switch (c.reason) {
    case Convexity::Reason::Convex: return std::nullopt;
    case Convexity::Reason::DoublesBack:
      return shape + ": is not convex: the outline doubles back on itself at vertex " + std::to_string(c.vertex);
    case Convexity::Reason::MixedTurns:
      return shape + ": is not convex: it turns " + way(c.turn) + " at vertex " + std::to_string(c.vertex) + " but " +
             way(-c.turn) + " at vertex " + std::to_string(c.other_vertex);
    case Convexity::Reason::WindsTwice: return shape + ": crosses itself: its outline winds round more than once";
  }
  return std::nullopt;
}

std::optional<std::pair<std::size_t, std::size_t>> first_meeting_pair_by_loop(const OutlineEdges& edges) {
  const std::size_t m = edges.size();
  for (std::size_t k = 0; k < m; ++k)
    for (std::size_t l = k + 2; l < m; ++l) {
      if (k == 0 && l == m - 1) continue;  // the last edge and edge 0 are neighbours
      if (segments_intersect(edges[k].first, edges[k].second, edges[l].first, edges[l].second)) return std::pair{k, l};
    }
  return std::nullopt;
}

// Repeated points are collapsed first, so a zero-length edge is not a meeting; a spike (an edge
// folding back along its neighbour) is tolerated: it encloses no area.
std::optional<std::string> crossing_edges(Polygon polygon, FirstMeetingPair first) {
  const detail::DistinctVertices distinct(polygon);
  const std::size_t m = distinct.size();
  if (m < 3) return std::nullopt;
  auto start = [&](std::size_t k) { return polygon[distinct[k % m]]; };
  // For each edge k in turn, the first later edge l ≥ k + 2 it meets.
  OutlineEdges edges;
  edges.reserve(m);
  for (std::size_t k = 0; k < m; ++k) edges.emplace_back(start(k), start(k + 1));
  const auto pair = first(edges);
  if (!pair) return std::nullopt;
  const auto [k, l] = *pair;
  const Vec2 p = start(k), q = start(k + 1), r = start(l), s = start(l + 1);
  const bool crossing = orientation(p, q, r) * orientation(p, q, s) < 0 &&
                        orientation(r, s, p) * orientation(r, s, q) < 0;
  return "edges " + std::to_string(distinct[k]) + " and " + std::to_string(distinct[l]) +
         (crossing ? " cross" : " touch");
}

Problem check_simple(std::string_view name, Polygon polygon, FirstMeetingPair first) {
  if (const auto crossing = crossing_edges(polygon, first))
    return quoted("polygon", name) + ": crosses itself: " + *crossing;
  return std::nullopt;
}

}  // namespace collide
