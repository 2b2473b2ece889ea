// Convex polygons chapter, part 1: edges, winding, convexity, point in a convex polygon,
// polygon vs line. Every deciding sign comes from predicates.hpp.
#include "collide/convex.hpp"

#include <cmath>
#include <limits>
#include <vector>

#include "collide/exact/bounds.hpp"
#include "collide/exact/expansion.hpp"
#include "collide/line.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/exact/predicates.hpp"

namespace collide {

std::vector<std::pair<Vec2, Vec2>> edges(Polygon polygon) {
  std::vector<std::pair<Vec2, Vec2>> result;
  result.reserve(polygon.size());
  for (std::size_t i = 0; i < polygon.size(); ++i) result.push_back(edge(polygon, i));
  return result;
}

namespace {

// Adds the double b to the expansion h[0..n) (non-overlapping, increasing magnitude), exactly
// (Shewchuk's GROW-EXPANSION with zero elimination). h must have room for n + 1 components.
int grow_expansion(double* h, int n, double b) {
  double q = b;
  int out = 0;
  for (int i = 0; i < n; ++i) {
    double sum, err;
    exact::two_sum(q, h[i], sum, err);
    if (err != 0) h[out++] = err;
    q = sum;
  }
  if (q != 0) h[out++] = q;
  return out;
}

// The exact sign of twice the signed area, Σ x_i·y_(i+1) − x_(i+1)·y_i, summed exactly.
int exact_area_sign(Polygon polygon, double* buffer) {
  int n = 0;
  const std::size_t count = polygon.size();
  for (std::size_t i = 0; i < count; ++i) {
    const Vec2 p = polygon[i];
    const Vec2 q = polygon[(i + 1) % count];
    double hi, lo;
    exact::two_product(p.x, q.y, hi, lo);
    n = grow_expansion(buffer, n, lo);
    n = grow_expansion(buffer, n, hi);
    exact::two_product(-q.x, p.y, hi, lo);
    n = grow_expansion(buffer, n, lo);
    n = grow_expansion(buffer, n, hi);
  }
  return n == 0 ? 0 : (buffer[n - 1] > 0 ? 1 : -1);
}

}  // namespace

int winding(Polygon polygon) {
  const std::size_t count = polygon.size();
  if (count < 3) return 0;
  // Rounded sum first, with a generous bound on its error (2n products and 2n − 1 additions,
  // each off by at most one rounding relative to the sum of magnitudes).
  double sum = 0, magnitude = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Vec2 p = polygon[i];
    const Vec2 q = polygon[(i + 1) % count];
    const double l = p.x * q.y, r = q.x * p.y;
    sum += l - r;
    magnitude += std::fabs(l) + std::fabs(r);
  }
  const double bound = (4.0 * static_cast<double>(count) + 4.0) * bounds::kEpsilon * magnitude;
  if (sum > bound) return 1;
  if (sum < -bound) return -1;
  // Too close to call: add every product exactly. The expansion never has more components
  // than the 4n doubles that went in, so a small polygon fits on the stack.
  constexpr std::size_t kStack = 1024;
  if (4 * count <= kStack) {
    double buffer[kStack];
    return exact_area_sign(polygon, buffer);
  }
  std::vector<double> buffer(4 * count + 1);
  return exact_area_sign(polygon, buffer.data());
}

Convexity convexity(Polygon polygon) {
  // Work on the outline with repeated vertices dropped; a point or a segment is convex.
  const detail::DistinctVertices distinct(polygon);
  const std::size_t n = distinct.size();
  Convexity result;
  if (n < 3) return result;
  auto at = [&](std::size_t k) { return polygon[distinct[k % n]]; };
  bool any_turn = false;
  for (std::size_t k = 0; k < n && !any_turn; ++k) any_turn = orientation(at(k + n - 1), at(k), at(k + 1)) != 0;
  if (!any_turn) return result;  // every vertex on one line: the region is a segment
  int turn = 0;
  std::size_t turn_at = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const Vec2 a = at(k + n - 1), b = at(k), c = at(k + 1);
    const int o = orientation(a, b, c);
    if (o == 0) {
      // Straight on is fine; turning straight back (a spike) is not.
      if (sign_dot(a, b, b, c) < 0) return {Convexity::Reason::DoublesBack, 0, distinct[k], 0};
      continue;
    }
    if (turn == 0) {
      turn = o, turn_at = distinct[k];
    } else if (o != turn) {
      return {Convexity::Reason::MixedTurns, o, distinct[k], turn_at};
    }
  }
  // Every turn goes the same way; the outline goes round once when the edges' x and y components
  // each change sign at most twice (a star that winds round twice changes them four times).
  auto sign_changes = [&](auto component) {
    int changes = 0, first = 0, last = 0;
    for (std::size_t k = 0; k < n; ++k) {
      const double u = component(at(k)), v = component(at(k + 1));
      const int d = (v > u) - (v < u);
      if (d == 0) continue;
      if (first == 0) first = d;
      if (last != 0 && d != last) ++changes;
      last = d;
    }
    return changes + (last != first);
  };
  if (sign_changes([](Vec2 v) { return v.x; }) > 2 || sign_changes([](Vec2 v) { return v.y; }) > 2)
    result.reason = Convexity::Reason::WindsTwice;
  return result;
}

bool is_convex(Polygon polygon) { return convexity(polygon).convex(); }

namespace {

// Point in convex polygon, the book's walk over every edge (fast::point_in_convex_polygon is the
// O(log n) bisection, a different algorithm).
struct NoPointTrace {
  static constexpr bool enabled = false;
  void edge(double, int) {}
};

struct PointTraceSink {
  static constexpr bool enabled = true;
  PointInConvexTrace& trace;
  void edge(double value, int sign) { trace.edges.push_back({value, sign, false}); }
};

template <class Sink>
bool point_in_convex_polygon_impl(Vec2 p, Polygon polygon, Sink& sink) {
  bool plus = false, minus = false;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const auto [a, b] = edge(polygon, i);
    const int sign = side_sign(p, a, b);
    plus |= sign > 0;
    minus |= sign < 0;
    if constexpr (Sink::enabled) sink.edge(exact_side(p, a, b), sign);  // printed: the true value's rounding
  }
  if (polygon.empty()) return false;
  if (plus && minus) return false;
  if (plus || minus) return true;
  // P is on the line of every edge: the polygon is flat (all vertices on one line, or a single
  // point), and the region is the segment its vertices span. Inside when P lies in that box.
  double min_x = polygon[0].x, max_x = min_x, min_y = polygon[0].y, max_y = min_y;
  for (const Vec2 v : polygon) {
    min_x = std::fmin(min_x, v.x), max_x = std::fmax(max_x, v.x);
    min_y = std::fmin(min_y, v.y), max_y = std::fmax(max_y, v.y);
  }
  return min_x <= p.x && p.x <= max_x && min_y <= p.y && p.y <= max_y;
}

}  // namespace

bool point_in_convex_polygon(Vec2 p, Polygon polygon) {
  NoPointTrace sink;
  return point_in_convex_polygon_impl(p, polygon, sink);
}

bool point_in_convex_polygon(Vec2 p, Polygon polygon, PointInConvexTrace& trace) {
  detail::reset_keeping(trace, &PointInConvexTrace::edges);
  trace.edges.reserve(polygon.size());
  PointTraceSink sink{trace};
  trace.inside = point_in_convex_polygon_impl(p, polygon, sink);
  // An edge is outer when P is strictly on the side away from the polygon: the side value's
  // sign is the polygon's winding (side() is positive on the right, the inside of a ccw polygon
  // is on the left). A polygon with no area has no inner side: any non-zero sign is outer.
  const int turn = winding(polygon);
  for (std::size_t i = 0; i < trace.edges.size(); ++i) {
    EdgeSide& e = trace.edges[i];
    e.outer = e.sign != 0 && (turn == 0 || e.sign == turn);
    trace.outer_edges += e.outer;
    if (e.sign == 0) {
      ++trace.on_edges;
      const auto [a, b] = edge(polygon, i);
      if (trace.inside && detail::on_segment(p, a, b)) trace.on_boundary = true;
    }
  }
  return trace.inside;
}

namespace {

// Polygon vs line, written once: `sign_of(v)` is the exact sign, `value_of(v)` the rounded value.
struct NoLineTrace {
  static constexpr bool enabled = false;
  void vertex(double, int) {}
};

struct LineTraceSink {
  static constexpr bool enabled = true;
  PolygonLineTrace& trace;
  void vertex(double value, int sign) {
    trace.vertices.push_back({value, sign});
    (sign > 0 ? trace.plus : sign < 0 ? trace.minus : trace.zero) += 1;
  }
};

template <class Sink, class SignOf, class ValueOf>
bool polygon_line_collide_impl(Polygon polygon, SignOf sign_of, ValueOf value_of, Sink& sink) {
  bool some_non_negative = false, some_non_positive = false;
  for (const Vec2 v : polygon) {
    const int sign = sign_of(v);
    some_non_negative |= sign >= 0;
    some_non_positive |= sign <= 0;
    if constexpr (Sink::enabled) sink.vertex(value_of(v), sign);
  }
  return some_non_negative && some_non_positive;
}

}  // namespace

bool polygon_line_collide(Polygon polygon, const Line& line) {
  NoLineTrace sink;
  return polygon_line_collide_impl(
      polygon, [&](Vec2 v) { return side_sign(v, line); }, [](Vec2) { return 0.0; }, sink);
}

bool polygon_line_collide(Polygon polygon, const Line& line, PolygonLineTrace& trace) {
  detail::reset_keeping(trace, &PolygonLineTrace::vertices);
  trace.vertices.reserve(polygon.size());
  LineTraceSink sink{trace};
  trace.collide = polygon_line_collide_impl(
      polygon, [&](Vec2 v) { return side_sign(v, line); }, [&](Vec2 v) { return exact_side(v, line); }, sink);
  return trace.collide;
}

bool polygon_line_collide(Polygon polygon, Vec2 p1, Vec2 p2) {
  NoLineTrace sink;
  return polygon_line_collide_impl(
      polygon, [&](Vec2 v) { return side_sign(v, p1, p2); }, [](Vec2) { return 0.0; }, sink);
}

bool polygon_line_collide(Polygon polygon, Vec2 p1, Vec2 p2, PolygonLineTrace& trace) {
  detail::reset_keeping(trace, &PolygonLineTrace::vertices);
  trace.vertices.reserve(polygon.size());
  LineTraceSink sink{trace};
  // The printed values: the true line's, exact and rounded once, so each has its exact sign.
  trace.collide = polygon_line_collide_impl(
      polygon, [&](Vec2 v) { return side_sign(v, p1, p2); }, [&](Vec2 v) { return exact_side(v, p1, p2); }, sink);
  return trace.collide;
}

}  // namespace collide
