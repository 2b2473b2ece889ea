// Test-only: the exact first meeting of a segment (a ray from → to) with a polygon's outline, on
// the 2⁻⁵⁶ grid (polygon_oracle.hpp's integers; no code shared with the core): the oracle of the
// core's ray casts and of the ray-cast figure's audit.
#pragma once
#include <vector>

#include "distance_oracle.hpp"

namespace ray_oracle {

using collide::Vec2;
using poly_oracle::Big;
using poly_oracle::P;

/// The exact first meeting of the segment from → to with the polygon's edges: its fraction and the
/// edges it meets there; starting inside: fraction 0 and no edge.
struct FirstMeeting {
  bool hit = false;
  distance_oracle::Fraction t;
  std::vector<int> edges;
};

/// Candidate fractions where from + t·r meets the edge pq: the crossing, or the ends of an overlap.
inline void meetings(const P& f, const P& g, const P& p, const P& q, std::vector<distance_oracle::Fraction>& out) {
  if (!poly_oracle::segments_meet(f, g, p, q)) return;
  const P r{g.x - f.x, g.y - f.y}, e{q.x - p.x, q.y - p.y};
  const Big den = poly_oracle::wide(r.x * e.y - r.y * e.x);
  if (den != 0) {
    const Big num = poly_oracle::wide((p.x - f.x) * e.y - (p.y - f.y) * e.x);
    out.push_back(den > 0 ? distance_oracle::Fraction{num, den} : distance_oracle::Fraction{-num, -den});
    return;
  }
  const Big len2 = poly_oracle::wide(r.x * r.x + r.y * r.y);
  for (const P& v : {p, q}) {
    if (poly_oracle::on_segment(v, f, g)) out.push_back({poly_oracle::wide(poly_oracle::dot(f, v, g)), len2});
  }
  if (poly_oracle::on_segment(f, p, q)) out.push_back({Big(0), Big(1)});
}

inline FirstMeeting first_meeting(const poly_oracle::Poly& polygon, Vec2 from, Vec2 to) {
  FirstMeeting m;
  const P f = poly_oracle::big(from), g = poly_oracle::big(to);
  if (poly_oracle::in_hull(f, poly_oracle::hull_points(poly_oracle::big(polygon)))) return {true, {}, {}};
  std::vector<std::vector<distance_oracle::Fraction>> per_edge(polygon.size());
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    meetings(f, g, poly_oracle::big(polygon[i]), poly_oracle::big(polygon[(i + 1) % polygon.size()]), per_edge[i]);
    for (const auto& t : per_edge[i]) {
      if (!m.hit || t < m.t) m.t = t;
      m.hit = true;
    }
  }
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    for (const auto& t : per_edge[i]) {
      if (t == m.t) m.edges.push_back(static_cast<int>(i));
    }
  }
  return m;
}

}  // namespace ray_oracle
