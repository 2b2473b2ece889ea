// Contact points by clipping (contact.hpp): the best faces, the incident edge, two side planes.
#include "collide/contact.hpp"

#include <cmath>

#include "collide/contact_steps.hpp"
#include "collide/convex.hpp"
#include "collide/vec.hpp"

namespace collide {
namespace {

using contact_steps::clip;
using contact_steps::least_along;
using contact_steps::outward_normal;

/// The edge of `polygon` whose outward normal n shows the largest separation: the least
/// n · (v − the edge's start) over `other`'s vertices v. As n turns from edge to edge, the vertex
/// least along it moves round `other` the same way (rotating calipers): each is found by walking
/// on from the last while the next distinct vertex is lower, O(n + m) for convex polygons.
ContactFace best_face(Polygon polygon, int turn, Polygon other, int other_turn) {
  ContactFace best;
  const std::size_t m = other.size(), step = turn * other_turn > 0 ? 1 : m - 1;
  std::size_t j = m;  // none yet: the first edge scans
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 n = outward_normal(polygon, i, turn);
    if (n == Vec2{0, 0}) continue;
    if (j == m) j = least_along(other, n);
    for (std::size_t walked = 0; walked < m; ++walked) {
      std::size_t k = (j + step) % m;
      while (k != j && other[k] == other[j]) k = (k + step) % m;  // over repeated vertices
      if (k == j || dot(n, other[k] - other[j]) >= 0) break;
      j = k;
    }
    const double s = dot(n, other[j] - polygon[i]);
    if (best.edge < 0 || s > best.separation) best = {static_cast<int>(i), s};
  }
  return best;
}

/// The edge of `polygon` whose outward normal is most opposed to n (the first of equals).
int incident_edge(Polygon polygon, int turn, Vec2 n) {
  int best = -1;
  double least = INFINITY;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 m = outward_normal(polygon, i, turn);
    if (m == Vec2{0, 0}) continue;
    if (const double d = dot(n, m); d < least) least = d, best = static_cast<int>(i);
  }
  return best;
}

/// The reference and incident edges chosen, clip the incident one and keep what lies below.
void clip_incident(Polygon ref, int ref_turn, Polygon inc, int inc_turn, ContactTrace& t) {
  ContactResult& r = t.result;
  const auto ref_edge = static_cast<std::size_t>(r.reference_edge);
  t.reference_normal = outward_normal(ref, ref_edge, ref_turn);
  r.incident_edge = incident_edge(inc, inc_turn, t.reference_normal);
  const auto inc_edge = static_cast<std::size_t>(r.incident_edge);
  const auto [v1, v2] = edge(ref, ref_edge);
  const auto [w1, w2] = edge(inc, inc_edge);
  t.reference = {v1, v2};
  t.incident = {w1, w2};
  t.tangent = unit_vector(v2 - v1);
  const int first_end = static_cast<int>(ref_edge), second_end = static_cast<int>((ref_edge + 1) % ref.size());
  const std::array<ContactPoint, 2> ends{
      {{w1, 0, static_cast<int>(inc_edge), -1}, {w2, 0, static_cast<int>((inc_edge + 1) % inc.size()), -1}}};
  t.first_count = clip(ends, -t.tangent, -dot(t.tangent, v1), first_end, t.first_clip);
  if (t.first_count < 2) return;
  t.second_count = clip(t.first_clip, t.tangent, dot(t.tangent, v2), second_end, t.second_clip);
  if (t.second_count < 2) return;
  for (int i = 0; i < 2; ++i) {
    ContactPoint& p = t.second_clip[static_cast<std::size_t>(i)];
    p.separation = dot(t.reference_normal, p.point - v1);
    t.kept[static_cast<std::size_t>(i)] = p.separation <= 0;
    if (p.separation <= 0) r.points[static_cast<std::size_t>(r.count++)] = p;
  }
}

}  // namespace

ContactResult polygon_contact_points(Polygon a, Polygon b) {
  ContactTrace trace;
  return polygon_contact_points(a, b, trace);
}

ContactResult polygon_contact_points(Polygon a, Polygon b, ContactTrace& trace) {
  trace = ContactTrace{};
  const int turn_a = winding(a), turn_b = winding(b);
  if (turn_a == 0 || turn_b == 0) return trace.result;  // no area: no edge to clip against
  trace.face_a = best_face(a, turn_a, b, turn_b);
  trace.face_b = best_face(b, turn_b, a, turn_a);
  ContactResult& r = trace.result;
  if (trace.face_a.separation > 0 || trace.face_b.separation > 0) return r;  // a gap: apart
  r.touching = true;
  r.reference_on_a = trace.face_a.separation >= trace.face_b.separation;
  r.reference_edge = r.reference_on_a ? trace.face_a.edge : trace.face_b.edge;
  if (r.reference_on_a)
    clip_incident(a, turn_a, b, turn_b, trace);
  else
    clip_incident(b, turn_b, a, turn_a, trace);
  r.normal = r.reference_on_a ? trace.reference_normal : -trace.reference_normal;
  return r;
}

}  // namespace collide
