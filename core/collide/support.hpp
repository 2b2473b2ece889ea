// Distance and contact chapter, part 1: support points, the idea GJK is built on.
//
// The support point of a shape in a direction d is its point farthest along d: the vertex with
// the largest dot product with d. For the Minkowski difference A − B it needs no A − B at all:
// the farthest point of A − B along d is A's farthest along d minus B's farthest along −d.
// Which vertex is farthest is decided exactly (predicates.hpp); on a tie (an edge square to d)
// the first such vertex in outline order wins.
#pragma once
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// The index of the polygon's vertex farthest along d (the first of equals); −1 when empty.
/// Any polygon: the farthest vertex of a concave one is also its convex outline's.
int support(Polygon polygon, Vec2 d);

/// A support point of A − B: a_i − b_j with a_i A's farthest along d and b_j B's farthest along −d.
struct SupportPoint {
  int a = -1;  ///< index of A's vertex
  int b = -1;  ///< index of B's vertex
  Vec2 w{};    ///< a_i − b_j, rounded once to doubles
  bool operator==(const SupportPoint&) const = default;
};

/// A − B's support point along d, from A's and B's own supports. A and B must not be empty.
SupportPoint support(Polygon a, Polygon b, Vec2 d);

/// What one support() call weighed, for a figure: how far along d each vertex lies, and which
/// vertices tie with the one chosen (an edge square to d).
struct SupportTrace {
  std::vector<double> along;  ///< v_i · d / |d|, rounded; tied vertices share the chosen one's value
  std::vector<int> tied;      ///< the vertices exactly as far along d as the chosen one, it first
  int chosen = -1;
};

/// A − B's support as its two parts: A's along d, B's along −d (so −B's along d).
struct SupportPairTrace {
  SupportTrace a, b;  ///< b.along holds −b_j · d / |d|: −B's distances along d
  SupportPoint point;
  double along = 0;  ///< w · d / |d|
  int sign = 0;      ///< the sign of (a_i − b_j) · d, exact: < 0 when all of A − B lies behind the origin along d
};

/// support() with its trace. d must not be zero.
int support(Polygon polygon, Vec2 d, SupportTrace& trace);
SupportPoint support(Polygon a, Polygon b, Vec2 d, SupportPairTrace& trace);

}  // namespace collide
