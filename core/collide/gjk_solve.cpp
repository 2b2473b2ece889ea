// GJK's question each iteration: which Voronoi region of the simplex holds the origin?
// The signs are exact (predicates.hpp) on the corners as given; the weights are doubles.
// The region tests follow Box2D's b2Solve2 / b2Solve3 (E. Catto, "Computing distance using
// GJK", GDC 2010): barycentric coordinates of the origin on each edge, and in the triangle.
#include "collide/gjk.hpp"

#include "collide/exact/predicates.hpp"
#include "collide/vec.hpp"

namespace collide {
namespace {

const Vec2 kSolveOrigin{0, 0};

/// Sign of (O − p)·(q − p): positive when the origin lies past p, in the direction of q.
int past(Vec2 p, Vec2 q) { return sign_dot(p, kSolveOrigin, p, q); }

void keep(Simplex& s, std::initializer_list<int> which) {
  Simplex out;
  for (const int i : which) out.v[static_cast<std::size_t>(out.count++)] = s.v[static_cast<std::size_t>(i)];
  s = out;
}

GjkRegion keep_vertex(Simplex& s, int i) {
  keep(s, {i});
  s.weight = {1, 0, 0};
  return GjkRegion::Vertex;
}

/// The weights of the origin's foot on the edge p → q (its region is the edge's).
GjkRegion keep_edge(Simplex& s, int i, int j) {
  keep(s, {i, j});
  const Vec2 p = s.v[0].w, q = s.v[1].w, e = q - p;
  const double to_p = dot(q, e), to_q = -dot(p, e);  // each grows as the foot nears the other end
  const double t = to_p + to_q > 0 ? to_q / (to_p + to_q) : 0.5;
  s.weight = {1 - t, t, 0};
  return GjkRegion::Edge;
}

GjkRegion solve2(Simplex& s) {
  const Vec2 w1 = s.v[0].w, w2 = s.v[1].w;
  if (past(w1, w2) <= 0) return keep_vertex(s, 0);
  if (past(w2, w1) <= 0) return keep_vertex(s, 1);
  return keep_edge(s, 0, 1);
}

/// Inside the triangle: the weights are the areas opposite each corner.
GjkRegion keep_inside(Simplex& s) {
  const Vec2 w1 = s.v[0].w, w2 = s.v[1].w, w3 = s.v[2].w;
  const double a1 = cross(w2, w3), a2 = cross(w3, w1), a3 = cross(w1, w2), sum = a1 + a2 + a3;
  s.weight = sum != 0 ? std::array<double, 3>{a1 / sum, a2 / sum, a3 / sum}
                      : std::array<double, 3>{1.0 / 3, 1.0 / 3, 1.0 / 3};
  return GjkRegion::Inside;
}

GjkRegion solve3(Simplex& s) {
  const Vec2 w1 = s.v[0].w, w2 = s.v[1].w, w3 = s.v[2].w;
  const int turn = orientation(w1, w2, w3);
  // The origin on the far side of an edge from the third corner (or a flat triangle: 0).
  const bool out23 = -turn * orientation(kSolveOrigin, w2, w3) >= 0;
  const bool out31 = -turn * orientation(kSolveOrigin, w3, w1) >= 0;
  const bool out12 = -turn * orientation(kSolveOrigin, w1, w2) >= 0;
  const int p12 = past(w1, w2), p21 = past(w2, w1), p13 = past(w1, w3), p31 = past(w3, w1);
  const int p23 = past(w2, w3), p32 = past(w3, w2);
  if (p12 <= 0 && p13 <= 0) return keep_vertex(s, 0);
  if (p12 > 0 && p21 > 0 && out12) return keep_edge(s, 0, 1);
  if (p13 > 0 && p31 > 0 && out31) return keep_edge(s, 0, 2);
  if (p21 <= 0 && p23 <= 0) return keep_vertex(s, 1);
  if (p31 <= 0 && p32 <= 0) return keep_vertex(s, 2);
  if (p23 > 0 && p32 > 0 && out23) return keep_edge(s, 1, 2);
  return keep_inside(s);
}

}  // namespace

GjkRegion gjk_solve(Simplex& simplex) {
  if (simplex.count == 3) return solve3(simplex);
  if (simplex.count == 2) return solve2(simplex);
  simplex.weight = {1, 0, 0};
  return GjkRegion::Vertex;
}

}  // namespace collide
