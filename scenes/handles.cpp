#include "handles.hpp"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

#include "decimal_steps.hpp"
#include "vertex_on_edge.hpp"

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
  return {nearest_multiple(v.x, step), nearest_multiple(v.y, step)};
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
      if (snap > 0) r = nearest_multiple(r, snap);
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
  Shape s = before;
  if (h.kind == HandleKind::Rim) {
    const double r = decimal_sum(before.radius, by.x + by.y);
    s.radius = std::max(snap > 0 ? nearest_multiple(r, snap) : r, 0.0);
    return s;
  }
  if (snap > 0) return dragged(before, h, {0, 0}, by, snap);
  // Each coordinate moved lands on the decimal a user expects: 3.5 → 3.6, not 3.5999999999999996.
  s = dragged(before, h, {0, 0}, by);
  for (std::size_t i = 0; i < s.points.size(); ++i) {
    if (s.points[i].x != before.points[i].x) s.points[i].x = decimal_sum(before.points[i].x, by.x);
    if (s.points[i].y != before.points[i].y) s.points[i].y = decimal_sum(before.points[i].y, by.y);
  }
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
