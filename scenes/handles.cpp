#include "handles.hpp"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

#include "collide/convex.hpp"
#include "collide/exact/predicates.hpp"

namespace lab {
namespace {

// The closest point to p on the segment ab (a itself when a = b).
Vec2 closest_on_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double len2 = glm::dot(d, d);
  if (len2 == 0) return a;
  const double t = std::clamp(glm::dot(p - a, d) / len2, 0.0, 1.0);
  return a + t * d;
}

// Doubles near the edge a→b around `target`, nearest first: along the edge's longer axis up to
// 256 steps (one ulp each) either way, and across it up to 2 steps either side of the edge's line
// there (computed in doubles: a few ulps off at most).
std::vector<Vec2> doubles_along(Vec2 a, Vec2 b, Vec2 target) {
  const auto step = [](double v, int by) {
    for (; by > 0; --by) v = std::nextafter(v, INFINITY);
    for (; by < 0; ++by) v = std::nextafter(v, -INFINITY);
    return v;
  };
  const bool along_x = std::abs(b.x - a.x) >= std::abs(b.y - a.y);
  std::vector<std::pair<int, Vec2>> near;
  for (int i = -256; i <= 256; ++i) {
    const double u = step(along_x ? target.x : target.y, i);
    const double v = along_x ? a.y + (u - a.x) * (b.y - a.y) / (b.x - a.x)
                             : a.x + (u - a.y) * (b.x - a.x) / (b.y - a.y);
    for (int j = -2; j <= 2; ++j) {
      const double w = step(v, j);
      near.push_back({i * i + j * j, along_x ? Vec2{u, w} : Vec2{w, u}});
    }
  }
  std::stable_sort(near.begin(), near.end(), [](const auto& l, const auto& r) { return l.first < r.first; });
  std::vector<Vec2> out;
  for (const auto& [d, q] : near) out.push_back(q);
  return out;
}

// Whether the outline, convex and winding `winding` before vertex `at` was put in, still turns
// only that way (or straight on, never back) at it and its two neighbours.
bool turns_kept(const std::vector<Vec2>& p, std::size_t at, int winding) {
  const std::size_t n = p.size();
  for (std::size_t k = at + n - 1; k <= at + n + 1; ++k) {
    const Vec2 a = p[(k + n - 1) % n], b = p[k % n], c = p[(k + 1) % n];
    const int o = collide::orientation(a, b, c);
    if (o == -winding || (o == 0 && collide::sign_dot(a, b, b, c) < 0)) return false;
  }
  return true;
}

// Where a new vertex on edge `edge` of `outline` goes, near `target` (the edge's middle, or the
// point double-clicked): exactly on the edge when a double near there is (the core's exact
// orientation says 0), as the middle is when it is exact. Often none is (a pentagon's edge, whose
// ends are rounded decimals, passes between the doubles near its middle): then, in a convex
// outline, the double a hair (ulps) outside the edge that keeps it convex with the most room to
// spare (the next vertex put beside it needs room too), never one inside it, so adding a vertex
// never makes the convex test see a turn the other way; none when no double near there does.
// Any other outline: `target`.
std::optional<Vec2> vertex_on_edge(const std::vector<Vec2>& outline, int edge, Vec2 target) {
  const std::size_t at = static_cast<std::size_t>(edge) + 1;
  const Vec2 a = outline[edge], b = outline[at % outline.size()];
  if (a == b) return target;
  const std::vector<Vec2> near = doubles_along(a, b, target);
  for (const Vec2& c : near)
    if (collide::orientation(a, b, c) == 0 && collide::sign_dot(a, c, c, b) > 0) return c;
  const int winding = collide::winding(outline);
  if (winding == 0 || !collide::is_convex(outline)) return target;
  std::vector<Vec2> with = outline;
  with.insert(with.begin() + static_cast<std::ptrdiff_t>(at), target);
  std::optional<Vec2> best;
  double room = 0;  // how far outside the edge, roughly: only to choose among those that are
  const Vec2 along = b - a;
  for (const Vec2& c : near) {
    with[at] = c;
    const double out = -winding * (along.x * (c.y - a.y) - along.y * (c.x - a.x));
    if ((!best || out > room) && turns_kept(with, at, winding)) best = c, room = out;
  }
  if (!best) return std::nullopt;
  with[at] = *best;
  return collide::is_convex(with) ? best : std::nullopt;
}

// Even-odd crossing count: good enough to decide what the mouse is over (not a geometric verdict).
bool inside_outline(const std::vector<Vec2>& v, Vec2 p) {
  bool in = false;
  for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
    if ((v[i].y > p.y) != (v[j].y > p.y)) {
      const double x = v[j].x + (p.y - v[j].y) * (v[i].x - v[j].x) / (v[i].y - v[j].y);
      if (p.x < x) in = !in;
    }
  }
  return in;
}

// Near the infinite line through a and b.
bool near_line(Vec2 p, Vec2 a, Vec2 b, double tol) {
  const Vec2 d = b - a;
  const double len = glm::length(d);
  if (len == 0) return glm::length(p - a) <= tol;
  return std::abs(d.x * (p.y - a.y) - d.y * (p.x - a.x)) / len <= tol;
}

bool over_body(const Shape& s, Vec2 p, double tol) {
  switch (s.kind) {
    case ShapeKind::Point: return false;  // a point is all vertex
    case ShapeKind::Polygon:
      if (s.points.size() >= 3 && inside_outline(s.points, p)) return true;
      return hit_edge(s, p, tol).has_value();
    case ShapeKind::Segment:
      return s.points.size() >= 2 && glm::length(p - closest_on_segment(p, s.points[0], s.points[1])) <= tol;
    case ShapeKind::Line: return s.points.size() >= 2 && near_line(p, s.points[0], s.points[1], tol);
    case ShapeKind::Circle: return !s.points.empty() && glm::length(p - s.points[0]) <= s.radius;
    case ShapeKind::Rect: {
      if (s.points.size() < 2) return false;
      const auto r = s.rect();
      return p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
    }
  }
  return false;
}

}  // namespace

Vec2 snap_to_grid(Vec2 v, double step) {
  if (!(step > 0)) return v;
  return {std::round(v.x / step) * step, std::round(v.y / step) * step};
}

std::vector<Vec2> handle_points(const Shape& s) {
  if (s.kind == ShapeKind::Rect && s.points.size() >= 2) {
    const Vec2 a = s.points[0], b = s.points[1];
    return {a, b, {a.x, b.y}, {b.x, a.y}};
  }
  if (s.kind == ShapeKind::Circle) return s.points.empty() ? std::vector<Vec2>{} : std::vector<Vec2>{s.points[0]};
  return s.points;
}

std::optional<Handle> hit_test(const SceneState& state, Vec2 at, double tol) {
  // A circle shrunk to less than the grab radius: its rim and centre meet, and the rim must win
  // or the circle could never grow again. Its centre still moves from inside half its radius.
  for (int i = static_cast<int>(state.shapes.size()) - 1; i >= 0; --i) {
    const Shape& s = state.shapes[i];
    if (s.kind != ShapeKind::Circle || s.points.empty() || s.radius >= tol) continue;
    const double d = glm::length(at - s.points[0]);
    if (d <= tol && d > s.radius / 2) return Handle{i, HandleKind::Rim, 0};
  }
  std::optional<Handle> best;
  double best_d = tol;
  const int n = static_cast<int>(state.shapes.size());
  for (int i = 0; i < n; ++i) {
    const auto pts = handle_points(state.shapes[i]);
    for (int k = 0; k < static_cast<int>(pts.size()); ++k) {
      const double d = glm::length(at - pts[k]);
      if (d <= best_d) {
        best_d = d;
        best = Handle{i, HandleKind::Vertex, k};
      }
    }
  }
  if (best) return best;
  for (int i = n - 1; i >= 0; --i) {
    const Shape& s = state.shapes[i];
    if (s.kind == ShapeKind::Circle && !s.points.empty() && std::abs(glm::length(at - s.points[0]) - s.radius) <= tol)
      return Handle{i, HandleKind::Rim, 0};
  }
  for (int i = n - 1; i >= 0; --i)
    if (over_body(state.shapes[i], at, tol)) return Handle{i, HandleKind::Body, 0};
  return std::nullopt;
}

Shape dragged(const Shape& before, const Handle& h, Vec2 from, Vec2 to, double snap) {
  Shape s = before;
  const Vec2 delta = to - from;
  switch (h.kind) {
    case HandleKind::Body:
    case HandleKind::Vertex: {
      const bool whole = h.kind == HandleKind::Body || s.kind == ShapeKind::Point || s.kind == ShapeKind::Circle;
      if (whole) {
        if (s.points.empty()) return s;
        // Snap the first point; every other point keeps its offset from it.
        const Vec2 shift = snap_to_grid(s.points[0] + delta, snap) - s.points[0];
        for (auto& p : s.points) p += shift;
        return s;
      }
      if (s.kind == ShapeKind::Rect && h.index >= 2 && s.points.size() >= 2) {
        const auto corners = handle_points(before);
        const Vec2 c = snap_to_grid(corners[h.index] + delta, snap);
        if (h.index == 2) {
          s.points[0].x = c.x;
          s.points[1].y = c.y;
        } else {
          s.points[1].x = c.x;
          s.points[0].y = c.y;
        }
        return s;
      }
      if (h.index >= 0 && h.index < static_cast<int>(s.points.size()))
        s.points[h.index] = snap_to_grid(s.points[h.index] + delta, snap);
      return s;
    }
    case HandleKind::Rim: {
      if (s.points.empty()) return s;
      // Keep the grab offset: the rim point grabbed follows the mouse radially.
      const double grabbed = glm::length(from - s.points[0]);
      double r = before.radius + (glm::length(to - s.points[0]) - grabbed);
      if (snap > 0) r = std::round(r / snap) * snap;
      s.radius = std::max(r, 0.0);
      return s;
    }
  }
  return s;
}

std::optional<int> hit_edge(const Shape& s, Vec2 at, double tol) {
  if (s.kind != ShapeKind::Polygon || s.points.size() < 2) return std::nullopt;
  std::optional<int> best;
  double best_d = tol;
  const int n = static_cast<int>(s.points.size());
  for (int i = 0; i < n; ++i) {
    const double d = glm::length(at - closest_on_segment(at, s.points[i], s.points[(i + 1) % n]));
    if (d <= best_d) {
      best_d = d;
      best = i;
    }
  }
  return best;
}

std::optional<int> insert_vertex(Shape& s, Vec2 at, double tol) {
  if (s.kind != ShapeKind::Polygon || !s.editable) return std::nullopt;
  const auto edge = hit_edge(s, at, tol);
  if (!edge) return std::nullopt;
  const int n = static_cast<int>(s.points.size());
  const Vec2 p = closest_on_segment(at, s.points[*edge], s.points[(*edge + 1) % n]);
  const auto v = vertex_on_edge(s.points, *edge, p);
  if (!v) return std::nullopt;
  s.points.insert(s.points.begin() + *edge + 1, *v);
  return *edge + 1;
}

std::vector<Handle> handle_order(const SceneState& state) {
  std::vector<Handle> out;
  for (int i = 0; i < static_cast<int>(state.shapes.size()); ++i) {
    const Shape& s = state.shapes[i];
    if (s.kind != ShapeKind::Point && s.kind != ShapeKind::Circle) out.push_back({i, HandleKind::Body, 0});
    if (s.kind == ShapeKind::Circle && !s.points.empty()) out.push_back({i, HandleKind::Rim, 0});
    const int n = static_cast<int>(handle_points(s).size());
    for (int k = 0; k < n; ++k) out.push_back({i, HandleKind::Vertex, k});
  }
  return out;
}

Shape nudged(const Shape& before, const Handle& h, Vec2 by, double snap) {
  if (h.kind != HandleKind::Rim) return dragged(before, h, {0, 0}, by, snap);
  Shape s = before;
  const double r = before.radius + by.x + by.y;
  s.radius = std::max(snap > 0 ? std::round(r / snap) * snap : r, 0.0);
  return s;
}

std::optional<int> insert_vertex_on_edge(Shape& s, int edge) {
  const int n = static_cast<int>(s.points.size());
  if (s.kind != ShapeKind::Polygon || !s.editable || edge < 0 || edge >= n) return std::nullopt;
  const Vec2 mid = (s.points[edge] + s.points[(edge + 1) % n]) * 0.5;
  const auto v = vertex_on_edge(s.points, edge, mid);
  if (!v) return std::nullopt;
  s.points.insert(s.points.begin() + edge + 1, *v);
  return edge + 1;
}

std::string why_vertex_stays(const Shape& s, int index) {
  if (index < 0 || index >= static_cast<int>(s.points.size())) return "there is no vertex there";
  if (s.kind != ShapeKind::Polygon) return s.name + " is not a polygon: its points can be moved, not removed";
  if (!s.editable) return s.name + " is this figure's fixed shape: its vertices can be moved, not removed";
  const int keep = std::max(s.min_vertices, 1);
  if (static_cast<int>(s.points.size()) <= keep)
    // Named by its label and its count now: a "pentagon" cut down to three is said to be three.
    return "vertex " + std::to_string(index) + " of " + s.name + " stays: " + s.name + " has " +
           std::to_string(s.points.size()) + " vertices, the fewest this figure allows";
  return {};
}

bool remove_vertex(Shape& s, int index) {
  if (!why_vertex_stays(s, index).empty()) return false;
  s.points.erase(s.points.begin() + index);
  return true;
}

}  // namespace lab
