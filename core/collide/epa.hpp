// Distance and contact chapter, part 3: EPA, the expanding polytope algorithm (G. van den Bergen,
// 2001), in 2D: how deep two overlapping shapes are, from GJK's last simplex.
//
// When A and B overlap, the origin lies inside A − B. The shortest move of B out of A is the
// point of A − B's boundary nearest the origin. EPA grows a polygon inside A − B until its edge
// nearest the origin is an edge of A − B itself:
//
//   polytope = GJK's triangle round the origin
//   loop: e = the polytope's edge nearest the origin, n its outward unit normal
//         w = A − B's support along n
//         w not beyond e's line → e lies on A − B's boundary: the answer is n · distance(e)
//         else put w between e's ends
//
// Convention (as the separating axis test's MTV, sat.hpp): `mtv` moves B out of A; B translated
// by it touches A. "Beyond the line" is decided exactly on the rounded corners a_i − b_j; the
// nearest edge and the vector are computed in doubles. Shapes as GJK takes them (gjk.hpp).
#pragma once
#include <vector>

#include "collide/shapes.hpp"
#include "collide/support.hpp"

namespace collide {

/// One step: the polytope (counter-clockwise), its edge nearest the origin and what grew it.
struct EpaStep {
  std::vector<SupportPoint> polytope;
  int edge = 0;          ///< the nearest edge: polytope[edge] → polytope[edge + 1]
  Vec2 normal{};         ///< its outward unit normal
  double distance = 0;   ///< from the origin to its line (negative: the origin is outside it)
  SupportPoint support;  ///< A − B's support along normal
  bool grew = false;     ///< support lies beyond the edge and joins the polytope; false: the last step
};

struct EpaResult {
  bool overlap = false;  ///< GJK found them overlapping or touching; otherwise nothing else is set
  Vec2 mtv{};            ///< moves B out of A (zero when they only touch)
  double depth = 0;      ///< |mtv|
  Vec2 normal{};         ///< the unit direction of mtv (zero when A − B has no area)
  int steps = 0;
};

struct EpaTrace {
  std::vector<EpaStep> steps;
  EpaResult result;
};

/// A safety net on the polytope's growth.
inline constexpr int kEpaMaxSteps = 400;

/// How deep B lies in A, and the shortest move of B out of A.
EpaResult epa_penetration(Polygon a, Polygon b);
EpaResult epa_penetration(Polygon a, Polygon b, EpaTrace& trace);

}  // namespace collide
