// The chapters' functions transcribed literally (lists built with map, min/max over them), as the
// baseline the fast core is measured against. Plain doubles: not exact, not for verdicts.
#pragma once
#include <algorithm>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace textbook {

using collide::Vec2;
using Polygon = std::vector<Vec2>;

inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

inline std::vector<std::pair<Vec2, Vec2>> edges(const Polygon& p) {
  std::vector<std::pair<Vec2, Vec2>> out;
  for (std::size_t i = 0; i < p.size(); ++i) out.emplace_back(p[i], p[(i + 1) % p.size()]);
  return out;
}

inline bool overlap(double a_min, double a_max, double b_min, double b_max) { return a_min <= b_max && b_min <= a_max; }

inline std::vector<Vec2> axes(const Polygon& p) {
  std::vector<Vec2> out;
  for (auto [p1, p2] : edges(p)) out.push_back({p2.y - p1.y, p1.x - p2.x});
  return out;
}

inline std::pair<double, double> project(const Polygon& p, Vec2 axis) {
  std::vector<double> values;
  for (Vec2 v : p) values.push_back(dot(v, axis));
  return {*std::min_element(values.begin(), values.end()), *std::max_element(values.begin(), values.end())};
}

/// O((n + m)²): every edge normal projects every vertex of both polygons.
inline bool convex_polygons_collide(const Polygon& a, const Polygon& b) {
  std::vector<Vec2> all = axes(a);
  for (Vec2 axis : axes(b)) all.push_back(axis);
  for (Vec2 axis : all) {
    auto [a_min, a_max] = project(a, axis);
    auto [b_min, b_max] = project(b, axis);
    if (!overlap(a_min, a_max, b_min, b_max)) return false;
  }
  return true;
}

inline double side(Vec2 p, Vec2 p1, Vec2 p2) {
  const double a = p2.y - p1.y, b = p1.x - p2.x, c = -(a * p1.x + b * p1.y);
  return a * p.x + b * p.y + c;
}

/// O(n): one side value per edge.
inline bool point_in_convex_polygon(Vec2 p, const Polygon& polygon) {
  std::vector<double> values;
  for (auto [a, b] : edges(polygon)) values.push_back(side(p, a, b));
  const bool plus = std::any_of(values.begin(), values.end(), [](double v) { return v > 0; });
  const bool minus = std::any_of(values.begin(), values.end(), [](double v) { return v < 0; });
  return !(plus && minus);
}

inline bool ccw(Vec2 a, Vec2 b, Vec2 c) { return (c.y - a.y) * (b.x - a.x) > (b.y - a.y) * (c.x - a.x); }

inline bool segments_intersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return ccw(a, c, d) != ccw(b, c, d) && ccw(a, b, c) != ccw(a, b, d);
}

inline bool point_in_polygon(Vec2 p, const Polygon& polygon) {
  bool inside = false;
  for (auto [a, b] : edges(polygon)) {
    if ((a.y > p.y) != (b.y > p.y)) {
      const double crossing_x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (p.x < crossing_x) inside = !inside;
    }
  }
  return inside;
}

/// O(n·m): every edge of one against every edge of the other, then two containment checks.
inline bool polygons_collide(const Polygon& a, const Polygon& b) {
  const auto ea = edges(a), eb = edges(b);
  const bool crossing = std::any_of(ea.begin(), ea.end(), [&](auto e) {
    return std::any_of(eb.begin(), eb.end(),
                       [&](auto f) { return segments_intersect(e.first, e.second, f.first, f.second); });
  });
  return crossing || point_in_polygon(a[0], b) || point_in_polygon(b[0], a);
}

}  // namespace textbook
