// Contact points without a trace (distance.hpp): the book's clipping (contact.cpp) with each
// polygon's edge normals worked out once, on the stack, and an early out on A's gap.
#include <algorithm>
#include <array>
#include <cmath>

#include "collide/contact_steps.hpp"
#include "collide/fast/detail.hpp"
#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"

namespace collide::fast {
namespace fast_contact {

using Normals = std::array<Vec2, kContactStack>;

void outward_normals(Polygon p, int turn, Normals& out) {
  for (std::size_t i = 0; i < p.size(); ++i) out[i] = contact_steps::outward_normal(p, i, turn);
}

/// contact.cpp's best_face (the same walk round `other`, the same rounded separations), with the
/// normals given and the walk wrapping by a comparison.
ContactFace best_face(Polygon polygon, const Vec2* normals, int turn, Polygon other, int other_turn) {
  ContactFace best;
  const std::size_t m = other.size();
  const bool forward = turn * other_turn > 0;
  auto next = [m, forward](std::size_t k) { return forward ? (k + 1 == m ? 0 : k + 1) : (k == 0 ? m - 1 : k - 1); };
  std::size_t j = m;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 n = normals[i];
    if (n == Vec2{0, 0}) continue;
    if (j == m) j = contact_steps::least_along(other, n);
    for (std::size_t walked = 0; walked < m; ++walked) {
      std::size_t k = next(j);
      while (k != j && other[k] == other[j]) k = next(k);
      if (k == j || dot(n, other[k] - other[j]) >= 0) break;
      j = k;
    }
    const double s = dot(n, other[j] - polygon[i]);
    if (s > 0) return {static_cast<int>(i), s};  // a gap: apart, whichever face shows the most
    if (best.edge < 0 || s > best.separation) best = {static_cast<int>(i), s};
  }
  return best;
}

/// contact.cpp's clip_incident without the trace, the incident edge chosen: clipped by the
/// reference edge's two side planes.
void clip(Polygon ref, const Vec2* ref_normals, int ref_turn, Polygon inc, ContactResult& r) {
  const auto ref_edge = static_cast<std::size_t>(r.reference_edge);
  const Vec2 normal = ref_normals[ref_edge];
  r.normal = r.reference_on_a ? normal : -normal;
  const auto inc_edge = static_cast<std::size_t>(r.incident_edge);
  const auto [v1, v2] = edge(ref, ref_edge);
  const auto [w1, w2] = edge(inc, inc_edge);
  // unit_vector(v2 − v1), as the book forms it: the unit normal turned back a quarter (the same
  // |e|² and the same divisions, so the same doubles), without a square root.
  const Vec2 tangent = ref_turn > 0 ? Vec2{-normal.y, normal.x} : Vec2{normal.y, -normal.x};
  const int second_end = static_cast<int>(ref_edge + 1 == ref.size() ? 0 : ref_edge + 1);
  const std::array<ContactPoint, 2> ends{
      {{w1, 0, static_cast<int>(inc_edge), -1},
       {w2, 0, static_cast<int>(inc_edge + 1 == inc.size() ? 0 : inc_edge + 1), -1}}};
  std::array<ContactPoint, 2> first{}, second{};
  if (contact_steps::clip(ends, -tangent, -dot(tangent, v1), static_cast<int>(ref_edge), first) < 2) return;
  if (contact_steps::clip(first, tangent, dot(tangent, v2), second_end, second) < 2) return;
  for (ContactPoint& p : second) {
    p.separation = dot(normal, p.point - v1);
    if (p.separation <= 0) r.points[static_cast<std::size_t>(r.count++)] = p;
  }
}

/// contact.cpp's clip_incident without the trace: the incident edge, then the clipping.
void clip_incident(Polygon ref, const Vec2* ref_normals, int ref_turn, Polygon inc, const Vec2* inc_normals,
                   ContactResult& r) {
  r.incident_edge =
      contact_steps::most_opposed(ref_normals[static_cast<std::size_t>(r.reference_edge)], inc_normals, inc.size());
  clip(ref, ref_normals, ref_turn, inc, r);
}

/// After A's best face showed no gap: B's best face, the reference edge and the clipping.
ContactResult from_faces(Polygon a, const Vec2* normals_a, int turn_a, ContactFace face_a, Polygon b,
                         const Vec2* normals_b, int turn_b) {
  ContactResult r;
  const ContactFace face_b = best_face(b, normals_b, turn_b, a, turn_a);
  if (face_b.separation > 0) return r;
  r.touching = true;
  r.reference_on_a = face_a.separation >= face_b.separation;
  r.reference_edge = r.reference_on_a ? face_a.edge : face_b.edge;
  if (r.reference_on_a)
    clip_incident(a, normals_a, turn_a, b, normals_b, r);
  else
    clip_incident(b, normals_b, turn_b, a, normals_a, r);
  return r;
}

/// The face pass's reference face is the book's when every face of both is surely not apart
/// and each polygon's best face is clear of its runner-up by more than the slack.
bool sure(const FaceSummary& f, double slack) { return f.sure && f.best >= 0 && f.most - f.second > 2 * slack; }

}  // namespace fast_contact

ContactResult polygon_contact_points(Polygon a, Polygon b) {
  if (a.size() > kContactStack || b.size() > kContactStack) return collide::polygon_contact_points(a, b);
  const int turn_a = detail::area_winding(a), turn_b = detail::area_winding(b);
  if (turn_a == 0 || turn_b == 0) return {};
  fast_contact::Normals normals_a, normals_b;
  fast_contact::outward_normals(a, turn_a, normals_a);
  const ContactFace face_a = fast_contact::best_face(a, normals_a.data(), turn_a, b, turn_b);
  if (face_a.separation > 0) return {};  // a gap: apart, whatever B's faces show
  fast_contact::outward_normals(b, turn_b, normals_b);
  return fast_contact::from_faces(a, normals_a.data(), turn_a, face_a, b, normals_b.data(), turn_b);
}

ContactResult polygon_contact_points(const PreparedPolygon& a, const PreparedPolygon& b) {
  ContactResult r;  // every path returns this one: built in place, not copied out
  const int turn_a = a.winding(), turn_b = b.winding();
  if (turn_a == 0 || turn_b == 0) return r;
  const Vec2 *normals_a = a.unit_normals().data(), *normals_b = b.unit_normals().data();
  if (std::max(a.size(), b.size()) <= kFacePass && a.finite() && b.finite()) {
    // Every face at once; the book's walk only where rounding could make the pass's choice differ.
    const double slack = face_slack(a, b);
    const FaceSummary pass_a = face_summary(a, b.outline(), slack);
    if (pass_a.gap) return r;
    const FaceSummary pass_b = face_summary(b, a.outline(), slack);
    if (pass_b.gap) return r;
    if (fast_contact::sure(pass_a, slack) && fast_contact::sure(pass_b, slack) &&
        std::fabs(pass_a.most - pass_b.most) > 2 * slack) {
      r.touching = true;
      r.reference_on_a = pass_a.most > pass_b.most;
      const PreparedPolygon &ref = r.reference_on_a ? a : b, &inc = r.reference_on_a ? b : a;
      r.reference_edge = r.reference_on_a ? pass_a.best : pass_b.best;
      r.incident_edge = most_opposed(inc, ref.unit_normals()[static_cast<std::size_t>(r.reference_edge)]);
      fast_contact::clip(ref.outline(), ref.unit_normals().data(), ref.winding(), inc.outline(), r);
      return r;
    }
  }
  const ContactFace face_a = fast_contact::best_face(a.outline(), normals_a, turn_a, b.outline(), turn_b);
  if (face_a.separation > 0) return r;
  r = fast_contact::from_faces(a.outline(), normals_a, turn_a, face_a, b.outline(), normals_b, turn_b);
  return r;
}

}  // namespace collide::fast
