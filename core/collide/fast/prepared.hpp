// A convex polygon made ready once for many questions, as Box2D keeps its b2PolygonShape (edge
// normals stored) and b2DistanceProxy: what the distance and contact fast paths would otherwise
// work out again on every call. Everything stored is what the book's functions compute from the
// vertices, rounded the same way, so the prepared paths (distance.hpp) give the same answers.
#pragma once
#include <cmath>
#include <vector>

#include "collide/accel/box.hpp"
#include "collide/fast/detail.hpp"
#include "collide/shapes.hpp"

namespace collide::fast {

class PreparedPolygon {
 public:
  /// Copies the vertices (a convex polygon, either winding) and works out the rest once.
  explicit PreparedPolygon(Polygon polygon);

  Polygon outline() const { return vertices_; }
  std::size_t size() const { return vertices_.size(); }
  /// collide::winding's answer (the exact sign of the area): +1 counter-clockwise, −1 clockwise,
  /// 0 flat.
  int winding() const { return winding_; }
  /// Edge i's outward normal, not unit: (e.y, −e.x) counter-clockwise, with e = v[i + 1] − v[i]
  /// rounded once, as the book's ray cast forms it. Zero for a flat polygon.
  const std::vector<Vec2>& edge_normals() const { return edge_normals_; }
  /// Edge i's outward unit normal as the contact points round it (contact_steps::outward_normal).
  const std::vector<Vec2>& unit_normals() const { return unit_normals_; }
  /// Edge i has length and both its neighbours surely turn away from it: the ray cast's hit on
  /// edge i needs no walk along a straight stretch.
  bool plain_edge(std::size_t i) const { return plain_[i] != 0; }
  /// The largest |x| and |y| of the vertices: a bound on every support's dot product.
  double largest_x() const { return largest_x_; }
  double largest_y() const { return largest_y_; }
  /// The mean of the vertices, rounded: a point in or near the polygon, where GJK starts looking.
  Vec2 centre() const { return centre_; }
  /// The bounding box (exact: comparisons only).
  const collide::detail::Box& box() const { return box_; }
  /// The edges' unit normals (unit_normals) and n_i · v[i], apart, for passes over every face at
  /// once: faces() entries each, a multiple of eight, the rest and the edges of no length given
  /// (0, 0, +∞), which nothing is ever beyond. Empty for a flat polygon.
  std::size_t faces() const { return faces_; }
  /// Every coordinate is finite (no ∞, no NaN).
  bool finite() const { return finite_; }
  const double* face_x() const { return face_parts_.data(); }
  const double* face_y() const { return face_parts_.data() + faces_; }
  const double* face_offset() const { return face_parts_.data() + 2 * faces_; }
  /// For the ray cast's lanes (ray_lanes.hpp): the vertices' x and y and the edge normals' x and
  /// y (edge_normals), apart, ray_edges() entries each, a multiple of four, the rest copies of
  /// vertex and edge 0 (a copy changes no bound of the slab); empty for a flat polygon.
  std::size_t ray_edges() const { return ray_edges_; }
  const double* ray_parts() const { return ray_parts_.data(); }
  /// The largest |n.x| and |n.y| of the edge normals: with largest_x and largest_y, a bound on
  /// every edge's products in the ray cast, for its filters.
  double largest_normal_x() const { return largest_normal_x_; }
  double largest_normal_y() const { return largest_normal_y_; }

  /// For the ray cast's float filter (fast/ray_float_avx2.cpp), polygons of 3 to 8 edges: each
  /// edge's normal (edge_normals) and n_i · v_i rounded to floats, eight each (past the last
  /// edge, edge 0 again), and the filter's error bound for a ray from `from` along r:
  /// per_x·|from.x| + per_y·|from.y| + base on a depth, per_x·|r.x| + per_y·|r.y| + floor on a
  /// slope (the derivation is in ray_float_avx2.cpp). `usable` only on a processor with AVX2 and
  /// FMA and within the ranges that derivation needs (elsewhere base is NaN, so the filter, which
  /// does not look at `usable`, refuses every ray); `edges` has bit i set for each real edge i.
  /// And each edge's doubles the chosen edge's answer reads, a coordinate an array (the batched
  /// cast picks four rays' edges from each at once, fast/ray_batch_avx2.cpp).
  struct RayFloats {
    float nx[8], ny[8], offset[8];
    // edge_normals, the vertex each edge starts at, unit_normals: what the book's answer reads
    double normal_x[8], normal_y[8], vertex_x[8], vertex_y[8], unit_x[8], unit_y[8];
    float per_x = 0, per_y = 0, base = NAN, floor = 0;  // base NaN: every ray refused
    unsigned edges = 0;
    bool usable = false;
  };
  const RayFloats& ray_floats() const { return ray_floats_; }

 private:
  std::vector<Vec2> vertices_, edge_normals_, unit_normals_;
  std::vector<unsigned char> plain_;
  int winding_ = 0;
  double largest_x_ = 0, largest_y_ = 0;
  Vec2 centre_{};
  collide::detail::Box box_;
  std::size_t faces_ = 0, ray_edges_ = 0;
  bool finite_ = true;
  std::vector<double> face_parts_, ray_parts_;
  double largest_normal_x_ = 0, largest_normal_y_ = 0;
  RayFloats ray_floats_{};

  void prepare_faces();
  void prepare_ray_parts();
  void prepare_ray_floats();
};

/// The face pass (fast/face_pass.cpp) takes polygons of up to this many vertices.
inline constexpr std::size_t kFacePass = 16;

/// Every face's least separation from `other`: s[i] = the least n_i · v over other's vertices v,
/// less n_i · p_i, for i < p.faces() (at most kFacePass: p.size() ≤ kFacePass), −∞ for the
/// padding and edges of no length. Rounded in its own way, vectors of faces at once; finite
/// coordinates only (p.finite(), and other's).
void least_separations(const PreparedPolygon& p, Polygon other, double* s);

/// What a face pass (least_separations) shows at a glance, beyond `slack`: the widest
/// separation and the first face with it, the widest of the other faces (`most` again when two
/// faces share it), whether any face shows a gap wider than `slack` and whether every face is
/// surely not apart (below −slack). NaN separations count in none of them. The same limits.
struct FaceSummary {
  double most = -HUGE_VAL, second = -HUGE_VAL;
  int best = -1;  // −1: no face above −∞
  bool gap = false, sure = true;
};
/// `simd` picks a build (detail.hpp), here and below: tests try each the processor runs.
FaceSummary face_summary(const PreparedPolygon& p, Polygon other, double slack,
                         detail::Simd simd = detail::widest_simd());

/// The face of a or b whose least separation from the other is the widest (face_summary's
/// `most` of each: a's faces first, b's wins only by more; edge −1 when none is above −∞), and
/// the other's first vertex least along its normal (the least rounded n · v, as contact_steps'
/// least_along rounds it). The same limits, both polygons.
struct WidestFace {
  bool on_a = true;
  int edge = -1;
  double separation = -HUGE_VAL;
  std::size_t nearest = 0;
};
WidestFace widest_face(const PreparedPolygon& a, const PreparedPolygon& b, detail::Simd simd = detail::widest_simd());

/// The first face of p whose unit normal is most opposed to n: the least n · u (as dot rounds
/// it; faces of no length skipped), the contact points' incident edge. −1 when none. Not flat.
int most_opposed(const PreparedPolygon& p, Vec2 n, detail::Simd simd = detail::widest_simd());

/// Vertex k of p (not flat) is surely the farthest along u: for every other vertex v,
/// (v − p[k]) · u below −2⁻⁴⁰ (|Δx| + |Δy|)(|u.x| + |u.y|), far more than its rounding.
bool surely_farthest(const PreparedPolygon& p, std::size_t k, Vec2 u, detail::Simd simd = detail::widest_simd());

/// Whether c is inside every face of p by more than `slack`: least_separations(p, {c}) all below
/// −slack, without storing them. The same limits.
bool surely_inside(const PreparedPolygon& p, Vec2 c, double slack);

/// Each vertex of `other` against every face of p: s[j] = the largest n_i · v_j − n_i · p_i over
/// p's faces i, for j < other.size() (at most kFacePass): below 0, v_j is inside p. Rounded as
/// least_separations; the same limits.
void greatest_separations(const PreparedPolygon& p, Polygon other, double* s);

/// How far a face pass's separation may be from another rounding of it, or from the one the
/// book's walk (contact.cpp's best_face) stops at, for convex polygons of up to kFacePass
/// vertices: each is within a few ulps of the largest coordinate L of a and b, and the walk may
/// stop short by a few more an edge; 2⁻⁴⁰·L is over 30 times their sum.
double face_slack(const PreparedPolygon& a, const PreparedPolygon& b);

}  // namespace collide::fast
