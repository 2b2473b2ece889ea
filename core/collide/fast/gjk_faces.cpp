// The face pass's answers before GJK's search (gjk_faces.hpp): every face of both polygons
// against every vertex of the other at once, then the one face that shows the most.
#include "collide/fast/gjk_faces.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "collide/vec.hpp"

namespace collide::fast::fast_gjk {
namespace {

bool small_and_finite(const PreparedPolygon& a, const PreparedPolygon& b) {
  return std::max(a.size(), b.size()) <= kFacePass && a.finite() && b.finite() && a.faces() > 0 && b.faces() > 0;
}

/// The foot fell past the face's end p[k]: that corner and q[j] are the nearest pair when each is
/// the farthest of its polygon towards the other (the gap along the line between them is then
/// their distance, and none is wider).
bool corner_to_corner(const PreparedPolygon& face_side, std::size_t k, const PreparedPolygon& other, std::size_t j,
                      bool on_a, GjkResult& r) {
  const Vec2 corner = face_side.outline()[k], vertex = other.outline()[j], u = vertex - corner;
  if (!surely_farthest(face_side, k, u) || !surely_farthest(other, j, -u)) return false;
  r.overlap = false;
  r.stop = GjkStop::NoCloser;
  r.distance = std::sqrt(dot(u, u));
  r.witness_a = on_a ? corner : vertex;
  r.witness_b = on_a ? vertex : corner;
  return true;
}

}  // namespace

/// Prepared polygons whose boxes meet: the centre of where the boxes overlap (the small-pair
/// kernel's first try) surely inside every face of both (surely_inside: the face pass with that
/// one point, without storing the separations) answers an overlap with a witness on each. (Each
/// face's line is the one through p_i with the rounded normal, within an ulp's turn of the
/// edge's: far under the slack.)
bool centre_in_both(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r) {
  if (!small_and_finite(a, b)) return false;
  const detail::Box &p = a.box(), &q = b.box();
  const Vec2 c{(std::max(p.min_x, q.min_x) + std::min(p.max_x, q.max_x)) * 0.5,
               (std::max(p.min_y, q.min_y) + std::min(p.max_y, q.max_y)) * 0.5};
  const double slack = face_slack(a, b);
  if (!surely_inside(a, c, slack) || !surely_inside(b, c, slack)) return false;
  r.overlap = true;
  r.stop = GjkStop::Inside;
  r.witness_a = r.witness_b = c;
  return true;
}

/// Overlaps too shallow for the boxes' overlap centre to be in both: most have a corner of one
/// inside the other.
bool vertex_in_other(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r) {
  if (!small_and_finite(a, b)) return false;
  const double slack = face_slack(a, b);
  std::array<double, kFacePass> s;
  for (const bool in_a : {true, false}) {
    const PreparedPolygon &faces = in_a ? a : b, &other = in_a ? b : a;
    greatest_separations(faces, other.outline(), s.data());
    for (std::size_t j = 0; j < other.size(); ++j) {
      if (!(s[j] < -slack)) continue;
      r.overlap = true;
      r.stop = GjkStop::Inside;
      r.witness_a = r.witness_b = other.outline()[j];
      return true;
    }
  }
  return false;
}

/// Prepared polygons apart (a face's gap surely wider than the pass's rounding: `gap`) whose
/// nearest points are a vertex of one and a point inside a face of the other: the face that
/// shows the widest gap, and the other's vertex least along its normal, whose foot falls surely
/// inside the face. No direction shows a wider gap than the distance, and the vertex is that gap
/// from its foot, so the gap is the distance (to within the face pass's rounding). Otherwise
/// false, with `start` turned along that face's normal when there is a gap.
bool vertex_to_face(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r, Vec2& start, bool& gap) {
  if (!small_and_finite(a, b)) return false;
  const WidestFace best = widest_face(a, b);
  gap = best.separation > face_slack(a, b);
  if (!gap) return false;
  const PreparedPolygon &face_side = best.on_a ? a : b, &other = best.on_a ? b : a;
  const auto i = static_cast<std::size_t>(best.edge);
  const Vec2 n = face_side.unit_normals()[i];
  start = best.on_a ? n : -n;  // from A towards B
  const Polygon q = other.outline(), p = face_side.outline();
  const std::size_t j = best.nearest;
  const Vec2 p0 = p[i], e = p[i + 1 == p.size() ? 0 : i + 1] - p0, v = q[j] - p0;
  // Surely inside: the foot's rounded place along the edge clear of either end by far more than
  // its rounding.
  const double along = dot(v, e), length2 = dot(e, e);
  const double room = 0x1p-40 * (std::fabs(v.x) + std::fabs(v.y)) * (std::fabs(e.x) + std::fabs(e.y));
  if (!(along > room && length2 - along > room))
    return corner_to_corner(face_side, along > room ? (i + 1 == p.size() ? 0 : i + 1) : i, other, j, best.on_a, r);
  const Vec2 foot = p0 + (along / length2) * e;
  r.overlap = false;
  r.stop = GjkStop::NoCloser;
  r.distance = dot(n, v);
  r.witness_a = best.on_a ? foot : q[j];
  r.witness_b = best.on_a ? q[j] : foot;
  return true;
}

}  // namespace collide::fast::fast_gjk
