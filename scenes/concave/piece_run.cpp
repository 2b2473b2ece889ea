#include "concave/piece_run.hpp"

#include <algorithm>
#include <cmath>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/edge_tree.hpp"
#include "collide/segment.hpp"
#include "collide/sat.hpp"
#include "collide/triangle_sat.hpp"

namespace lab::concave {

namespace piece_run {

using collide::Vec2;

std::array<Vec2, 3> corners(const std::vector<Vec2>& polygon, const std::array<int, 3>& t) {
  return {polygon[static_cast<std::size_t>(t[0])], polygon[static_cast<std::size_t>(t[1])],
          polygon[static_cast<std::size_t>(t[2])]};
}

// The piece's box as a segment from its lowest to its highest corner: the edge tree keeps a
// segment's box, so a tree of these is a tree of the pieces' boxes.
std::pair<Vec2, Vec2> box_diagonal(const std::array<Vec2, 3>& t) {
  Vec2 lo = t[0], hi = t[0];
  for (Vec2 p : t) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  return {lo, hi};
}

// The core's own check's words (ear_clip.cpp's check_pieces) for a triangle naming a vertex the
// polygon does not have; the scenes' pieces come from ear clipping their own outline.
std::string bad_index(const char* name, const std::vector<Vec2>& polygon, const collide::Triangulation& pieces) {
  if (!pieces.ok()) return std::string(name) + "'s triangulation failed: " + pieces.error;
  for (std::size_t t = 0; t < pieces.triangles.size(); ++t)
    for (const int index : pieces.triangles[t])
      if (index < 0 || static_cast<std::size_t>(index) >= polygon.size())
        return std::string(name) + "'s triangle " + std::to_string(t) + " names vertex " + std::to_string(index) +
               ", but the polygon has " + std::to_string(polygon.size());
  return {};
}

// Whether some edge of `outline` meets s–u by `meets` (exact). A long edge of a thin piece has a
// box over much of B, and the tree would hand every edge of B in that box to `meets`: the edge
// is asked about in short stretches instead, each stretch's box widened by far more than the
// rounding of its ends, so together the boxes still cover the whole edge; `meets` tests the
// whole edge, so a widened box can only cost a test, never change an answer.
template <class Meets>
bool meets_along(Vec2 s, Vec2 u, const std::pair<Vec2, Vec2>& b_box, const collide::detail::EdgeTree& outline,
                 Meets meets, std::vector<std::size_t>& stack) {
  const Vec2 d = u - s, b_size = b_box.second - b_box.first;
  const double span = std::max(std::abs(d.x), std::abs(d.y)), cell = std::max(b_size.x, b_size.y) / 32;
  const int stretches = cell > 0 ? static_cast<int>(std::clamp(std::ceil(span / cell), 1.0, 64.0)) : 1;
  const double scale = std::max({std::abs(s.x), std::abs(s.y), std::abs(u.x), std::abs(u.y), 1.0});
  const Vec2 margin{scale * 1e-12, scale * 1e-12};
  Vec2 from = s;
  for (int k = 1; k <= stretches; ++k) {
    const Vec2 to = k == stretches ? u : s + d * (static_cast<double>(k) / stretches);
    const Vec2 lo{std::min(from.x, to.x), std::min(from.y, to.y)}, hi{std::max(from.x, to.x), std::max(from.y, to.y)};
    if (outline.first_meeting(lo - margin, hi + margin, 0, meets, stack) >= 0) return true;
    from = to;
  }
  return false;
}

// Whether triangle t meets the polygon b (closed, touching counts), whose edges are in `outline`:
// an edge of t meets an edge of b, or (their outlines apart) one holds a corner of the other.
// `inside_b()` says whether a corner of t is in b (worked out once per vertex of A).
template <class InsideB>
bool meets_outline(const std::array<Vec2, 3>& t, const std::pair<Vec2, Vec2>& b_box, const std::vector<Vec2>& b,
                   const collide::detail::EdgeTree& outline, std::vector<std::size_t>& stack, InsideB inside_b) {
  const auto [lo, hi] = box_diagonal(t);
  if (hi.x < b_box.first.x || b_box.second.x < lo.x || hi.y < b_box.first.y || b_box.second.y < lo.y) return false;
  for (std::size_t e = 0; e < 3; ++e) {
    const Vec2 s = t[e], u = t[(e + 1) % 3];
    const auto meets = [&](std::size_t j) {
      return collide::segments_intersect(s, u, outline.segment(j).first, outline.segment(j).second);
    };
    if (meets_along(s, u, b_box, outline, meets, stack)) return true;
  }
  // No edges meet: t's corners are all inside b or all outside, so any one answers for t.
  return collide::point_in_convex_polygon(b[0], t) || inside_b();
}

}  // namespace piece_run

void PieceRun::run(collide::Polygon a, const collide::Triangulation& pieces_a, collide::Polygon b,
                   const collide::Triangulation& pieces_b, long long traced_up_to, long long counted_up_to) {
  a_.assign(a.begin(), a.end());
  b_.assign(b.begin(), b.end());
  pieces_a_ = pieces_a;
  pieces_b_ = pieces_b;
  const auto na = static_cast<long long>(pieces_a.triangles.size());
  const auto nb = static_cast<long long>(pieces_b.triangles.size());
  total_ = na * nb;
  tested_ = counted_ = 0;
  axes_.reset();
  collide_ = whole_ = false;
  trace_ = {};
  error_ = piece_run::bad_index("A", a_, pieces_a_);
  if (error_.empty()) error_ = piece_run::bad_index("B", b_, pieces_b_);
  if (!error_.empty()) return;
  if (total_ <= traced_up_to) {  // small: the core's traced run, every pair kept
    collide::convex_pieces_collide(a, pieces_a, b, pieces_b, trace_);
    whole_ = true;
    error_ = trace_.error;
    collide_ = trace_.collide;
    tested_ = counted_ = static_cast<long long>(trace_.pairs.size());
    axes_ = trace_.axes_tested;
    return;
  }
  // The book's order, one pair at a time, counting axes, as far as the budget goes.
  long long axes = 0;
  for (long long k = 0; k < total_ && k < counted_up_to; ++k) {
    const auto [i, j] = pieces_of(k);
    // The core's SAT of the pair with early exit, counted (triangle_sat.hpp: the same verdict
    // and axes as convex_polygons_collide, without the shadows a count does not read).
    const auto r = collide::count_triangle_sat(piece_run::corners(a_, pieces_a_.triangles[static_cast<std::size_t>(i)]),
                                               piece_run::corners(b_, pieces_b_.triangles[static_cast<std::size_t>(j)]));
    axes += r.tested;
    counted_ = tested_ = k + 1;
    if (r.collide) {
      collide_ = true;
      axes_ = axes;
      return;
    }
  }
  if (tested_ == total_) {
    axes_ = axes;
    return;
  }
  find_first_colliding(tested_);
}

// From pair `from` on, in the book's order: for each of A's pieces, the lowest-numbered piece of B
// whose box meets its box and which SAT says collides. A pair whose boxes are apart is apart. A
// piece of A that meets no part of B (B's pieces cover B exactly) skips that search: only the
// piece that holds the colliding pair runs SAT against the pieces round it.
void PieceRun::find_first_colliding(long long from) {
  std::vector<std::pair<collide::Vec2, collide::Vec2>> boxes, edges;
  for (const auto& t : pieces_b_.triangles) boxes.push_back(piece_run::box_diagonal(piece_run::corners(b_, t)));
  for (std::size_t j = 0; j < b_.size(); ++j) edges.emplace_back(b_[j], b_[(j + 1) % b_.size()]);
  const collide::detail::EdgeTree tree(std::move(boxes)), outline(std::move(edges));
  const auto nb = static_cast<long long>(pieces_b_.triangles.size());
  std::pair<collide::Vec2, collide::Vec2> b_box{b_[0], b_[0]};
  for (collide::Vec2 p : b_)
    b_box = {{std::min(b_box.first.x, p.x), std::min(b_box.first.y, p.y)},
             {std::max(b_box.second.x, p.x), std::max(b_box.second.y, p.y)}};
  std::vector<signed char> inside(a_.size(), -1);  // A's vertex in B: −1 not known yet
  std::vector<std::size_t> stack;
  for (long long i = from / nb; i < static_cast<long long>(pieces_a_.triangles.size()); ++i) {
    const auto t = piece_run::corners(a_, pieces_a_.triangles[static_cast<std::size_t>(i)]);
    const std::size_t first = i == from / nb ? static_cast<std::size_t>(from % nb) : 0;
    const auto& corner = pieces_a_.triangles[static_cast<std::size_t>(i)];
    const auto inside_b = [&] {  // a corner already placed, else corner 0
      for (const int v : corner)
        if (inside[static_cast<std::size_t>(v)] >= 0) return inside[static_cast<std::size_t>(v)] == 1;
      signed char& known = inside[static_cast<std::size_t>(corner[0])];
      known = collide::point_in_polygon(t[0], b_) ? 1 : 0;
      return known == 1;
    };
    if (first == 0 && !piece_run::meets_outline(t, b_box, b_, outline, stack, inside_b)) continue;
    const auto [lo, hi] = piece_run::box_diagonal(t);
    const auto meets = [&](std::size_t j) {
      return collide::count_triangle_sat(t, piece_run::corners(b_, pieces_b_.triangles[j])).collide;
    };
    const int j = tree.first_meeting(lo, hi, first, meets, stack);
    if (j < 0) continue;
    tested_ = i * nb + j + 1;
    collide_ = true;
    return;
  }
  tested_ = total_;
}

std::array<int, 2> PieceRun::pieces_of(long long k) const {
  const auto nb = static_cast<long long>(pieces_b_.triangles.size());
  return {static_cast<int>(k / nb), static_cast<int>(k % nb)};
}

collide::PiecePair PieceRun::pair(long long k) const {
  if (whole_) return trace_.pairs[static_cast<std::size_t>(k)];
  const auto [i, j] = pieces_of(k);
  collide::SatTrace steps;
  collide::PiecePair out;
  out.piece_a = i;
  out.piece_b = j;
  out.result = collide::convex_polygons_collide(piece_run::corners(a_, pieces_a_.triangles[static_cast<std::size_t>(i)]),
                                                piece_run::corners(b_, pieces_b_.triangles[static_cast<std::size_t>(j)]),
                                                collide::SatOptions{}, steps);
  out.steps = std::move(steps.steps);
  return out;
}

}  // namespace lab::concave
