// Concave polygons chapter: ray casting, and the tests that walk the edges.
// Each is the book's walk, written once as a template over a sink: the traced overloads record
// every check, the others pass a sink that records nothing. fast::polygons_collide (fast/fast.hpp) is
// a different algorithm for the same verdict.
#include "collide/concave.hpp"

#include "collide/circle.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"

namespace collide {

namespace {

// Ray casting to the right of P, even–odd rule.
//   An edge straddles the horizontal line through P when exactly one end is strictly above P.
//   Its crossing lies to P's right when x_cross − p.x > 0, and
//   x_cross − p.x = cross(b − a, p − a) / (b.y − a.y),
// so the exact answer is orientation(a, b, p) having the sign of b.y − a.y: no division decides.
bool straddles(Vec2 p, Vec2 a, Vec2 b) { return (a.y > p.y) != (b.y > p.y); }
// Of a straddling edge: its crossing is to P's right.
bool right_of(int turn, Vec2 a, Vec2 b) { return turn == (b.y > a.y ? 1 : -1); }

template <class Sink>
bool ray_cast(Vec2 p, Polygon polygon, Sink& sink) {
  bool inside = false;
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    if (!straddles(p, a, b)) continue;
    const int turn = orientation(a, b, p);
    const bool to_the_right = right_of(turn, a, b);
    if (to_the_right) inside = !inside;
    if constexpr (Sink::enabled) {
      const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);  // for drawing only
      // A straddling edge collinear with P meets the line at P itself: P lies on that edge.
      sink.crossing(static_cast<int>(i), {x, p.y}, to_the_right, turn == 0);
    }
  }
  return inside;
}

// The edge tests: each edge of the polygon is tried against the other shape, and the first that
// meets it answers "collide". With no edge met, one shape lies all inside the other or they are
// apart, and a ray cast from a point of one tells which (the sink's contain_a / contain_b).
template <class Sink>
bool segment_edges(Polygon polygon, Vec2 a, Vec2 b, Sink& sink) {
  const std::size_t n = polygon.size();
  bool any = false;  // only set when the sink asked to go on past a hit
  for (std::size_t i = 0; i < n; ++i) {
    const bool hit = segments_intersect(a, b, polygon[i], polygon[(i + 1) % n]);
    sink.check({static_cast<int>(i), -1, hit, {}});
    if (hit && sink.stop_at_first_hit()) return true;
    any = any || hit;
  }
  if (any) return true;
  // No edge crossed: the segment is all inside or all outside, and its end a tells which.
  return sink.contain_a(a, polygon);
}

template <class Sink>
bool circle_edges(Polygon polygon, const Circle& circle, Sink& sink) {
  const std::size_t n = polygon.size();
  bool any = false;  // only set when the sink asked to go on past a hit
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = polygon[i], q = polygon[(i + 1) % n];
    bool hit;
    if constexpr (Sink::enabled) {
      CircleTrace step;
      hit = circle_segment_collide(circle, p, q, step);
      sink.check({static_cast<int>(i), -1, hit, step.closest, step.distance_squared, step.limit_squared});
    } else {
      hit = circle_segment_collide(circle, p, q);
    }
    if (hit && sink.stop_at_first_hit()) return true;
    any = any || hit;
  }
  if (any) return true;
  // No edge touched: the circle is all inside or all outside, and its centre tells which.
  return sink.contain_a(circle.c, polygon);
}

template <class Sink>
bool polygon_edges(Polygon a, Polygon b, Sink& sink) {
  if (a.empty() || b.empty()) return false;
  const std::size_t n = a.size(), m = b.size();
  bool any = false;  // only set when the sink asked to go on past a hit
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < m; ++j) {
      const bool hit = segments_intersect(a[i], a[(i + 1) % n], b[j], b[(j + 1) % m]);
      sink.check({static_cast<int>(i), static_cast<int>(j), hit, {}});
      if (hit && sink.stop_at_first_hit()) return true;
      any = any || hit;
    }
  }
  if (any) return true;
  // No edges cross: apart, unless one sits entirely inside the other.
  return sink.contain_a(a[0], b) || sink.contain_b(b[0], a);
}

}  // namespace

// The sinks that record the walks, and the public functions.

namespace {

struct NoRayTrace {
  static constexpr bool enabled = false;
  void crossing(int, Vec2, bool, bool) {}
};

struct RayTraceSink {
  static constexpr bool enabled = true;
  RayTrace& trace;
  void crossing(int edge, Vec2 point, bool toggled, bool at_p) {
    trace.crossings.push_back({edge, point, toggled, at_p});
    trace.count += toggled;
  }
};

// The first edge P lies on, or −1.
int boundary_edge_of(Vec2 p, Polygon polygon) {
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    if (detail::on_segment(p, polygon[i], polygon[(i + 1) % polygon.size()])) { return static_cast<int>(i); }
  }
  return -1;
}

}  // namespace

bool point_in_polygon(Vec2 p, Polygon polygon) {
  NoRayTrace sink;
  return ray_cast(p, polygon, sink);
}

bool ray_flips(Vec2 p, Vec2 a, Vec2 b) { return straddles(p, a, b) && right_of(orientation(a, b, p), a, b); }

bool point_in_polygon(Vec2 p, Polygon polygon, RayTrace& trace) {
  detail::reset_keeping(trace, &RayTrace::crossings);
  RayTraceSink sink{trace};
  trace.inside = ray_cast(p, polygon, sink);
  trace.boundary_edge = boundary_edge_of(p, polygon);
  if (trace.boundary_edge >= 0) {  // P on an edge: is it one of the edge's ends?
    const std::size_t e = static_cast<std::size_t>(trace.boundary_edge), n = polygon.size();
    const std::size_t v = p == polygon[e] ? e : p == polygon[(e + 1) % n] ? (e + 1) % n : n;
    if (v < n) {
      trace.boundary_vertex = static_cast<int>(v);
      trace.arriving_edge = static_cast<int>((v + n - 1) % n);
      trace.leaving_edge = static_cast<int>(v);
    }
  }
  trace.location = trace.boundary_edge >= 0 ? Location::Boundary : trace.inside ? Location::Inside : Location::Outside;
  return trace.inside;
}

Location classify_point(Vec2 p, Polygon polygon) {
  if (boundary_edge_of(p, polygon) >= 0) return Location::Boundary;
  return point_in_polygon(p, polygon) ? Location::Inside : Location::Outside;
}

namespace {

// The edge tests' sinks: every check, then the containment rays.
struct NoEdgeTrace {
  static constexpr bool enabled = false;
  bool stop_at_first_hit() const { return true; }
  void check(const EdgeCheck&) {}
  bool contain_a(Vec2 p, Polygon polygon) { return point_in_polygon(p, polygon); }
  bool contain_b(Vec2 p, Polygon polygon) { return point_in_polygon(p, polygon); }
};

struct EdgeTraceSink {
  static constexpr bool enabled = true;
  EdgeTestTrace& trace;
  EdgeTestOptions options{};
  bool stop_at_first_hit() const { return options.stop_at_first_hit; }
  void check(const EdgeCheck& c) {
    if (c.hit && trace.first_hit < 0) trace.first_hit = static_cast<int>(trace.checks.size());
    if (c.hit) ++trace.hits;
    trace.checks.push_back(c);
  }
  bool contain_a(Vec2 p, Polygon polygon) {
    trace.containment_a.emplace();
    return point_in_polygon(p, polygon, *trace.containment_a);
  }
  bool contain_b(Vec2 p, Polygon polygon) {
    trace.containment_b.emplace();
    return point_in_polygon(p, polygon, *trace.containment_b);
  }
};

// The checks whose edge is nearest c, decided exactly: a tie names every edge in it, so a
// caption never picks one of two equally near edges by rounding.
std::vector<int> nearest_edges(Polygon polygon, Vec2 c, const std::vector<EdgeCheck>& checks) {
  std::vector<int> nearest;
  const std::size_t n = polygon.size();
  auto edge = [&](int k) {
    const auto i = static_cast<std::size_t>(checks[static_cast<std::size_t>(k)].edge);
    return std::pair{polygon[i], polygon[(i + 1) % n]};
  };
  for (int k = 0; k < static_cast<int>(checks.size()); ++k) {
    int order = -1;  // nearer than the nearest so far
    if (!nearest.empty()) {
      const auto [p, q] = edge(k);
      const auto [best_p, best_q] = edge(nearest.front());
      order = compare_segment_distances(c, p, q, best_p, best_q);
    }
    if (order < 0) nearest.clear();
    if (order <= 0) nearest.push_back(k);
  }
  return nearest;
}

}  // namespace

bool polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b) {
  NoEdgeTrace sink;
  return segment_edges(polygon, a, b, sink);
}

bool polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, EdgeTestTrace& trace) {
  return polygon_segment_collide(polygon, a, b, trace, EdgeTestOptions{});
}

bool polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, EdgeTestTrace& trace, const EdgeTestOptions& options) {
  detail::reset_keeping(trace, &EdgeTestTrace::checks);
  trace.total = static_cast<long long>(polygon.size());
  EdgeTraceSink sink{trace, options};
  trace.collide = segment_edges(polygon, a, b, sink);
  return trace.collide;
}

bool polygon_circle_collide(Polygon polygon, const Circle& circle) {
  NoEdgeTrace sink;
  return circle_edges(polygon, circle, sink);
}

bool polygon_circle_collide(Polygon polygon, const Circle& circle, EdgeTestTrace& trace) {
  return polygon_circle_collide(polygon, circle, trace, EdgeTestOptions{});
}

bool polygon_circle_collide(Polygon polygon, const Circle& circle, EdgeTestTrace& trace,
                            const EdgeTestOptions& options) {
  detail::reset_keeping(trace, &EdgeTestTrace::checks);
  trace.total = static_cast<long long>(polygon.size());
  EdgeTraceSink sink{trace, options};
  trace.collide = circle_edges(polygon, circle, sink);
  if (trace.first_hit < 0) trace.nearest = nearest_edges(polygon, circle.c, trace.checks);
  return trace.collide;
}

bool polygons_collide(Polygon a, Polygon b) {
  NoEdgeTrace sink;
  return polygon_edges(a, b, sink);
}

bool polygons_collide(Polygon a, Polygon b, EdgeTestTrace& trace) {
  return polygons_collide(a, b, trace, EdgeTestOptions{});
}

bool polygons_collide(Polygon a, Polygon b, EdgeTestTrace& trace, const EdgeTestOptions& options) {
  detail::reset_keeping(trace, &EdgeTestTrace::checks);
  trace.total = static_cast<long long>(a.size()) * static_cast<long long>(b.size());
  EdgeTraceSink sink{trace, options};
  trace.collide = polygon_edges(a, b, sink);
  return trace.collide;
}

bool polygon_rect_collide(Polygon polygon, const Rect& rect) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return polygons_collide(polygon, corners);
}

bool polygon_rect_collide(Polygon polygon, const Rect& rect, EdgeTestTrace& trace) {
  return polygon_rect_collide(polygon, rect, trace, EdgeTestOptions{});
}

bool polygon_rect_collide(Polygon polygon, const Rect& rect, EdgeTestTrace& trace, const EdgeTestOptions& options) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return polygons_collide(polygon, corners, trace, options);
}

}  // namespace collide
