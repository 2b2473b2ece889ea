// SAT on convex pieces, counted (see piece_pairs.hpp).
#include "collide/fast/piece_pairs.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/accel/edge_tree.hpp"
#include "collide/segment.hpp"
#include "collide/fast/triangle_sat.hpp"

namespace collide {

namespace piece_pairs_steps {

using Piece = std::array<Vec2, 3>;
using Box = std::pair<Vec2, Vec2>;  // lowest corner, highest corner

Piece corners(Polygon polygon, const std::array<int, 3>& t) { return triangle_corners(polygon, t); }

// The box of some points as a segment from its lowest to its highest corner: the edge tree keeps
// a segment's box, so a tree of these is a tree of boxes.
template <class Points>
Box box_of(const Points& points) {
  Box box{points[0], points[0]};
  for (const Vec2 p : points) {
    box.first = {std::min(box.first.x, p.x), std::min(box.first.y, p.y)};
    box.second = {std::max(box.second.x, p.x), std::max(box.second.y, p.y)};
  }
  return box;
}

// Whether some edge of `outline` meets s–u by `meets` (exact). A long edge of a thin piece has a
// box over much of B, and the tree would hand every edge of B in that box to `meets`: the edge
// is asked about in short stretches instead, each stretch's box widened by far more than the
// rounding of its ends, so together the boxes still cover the whole edge; `meets` tests the
// whole edge, so a widened box can only cost a test, never change an answer.
template <class Meets>
bool meets_along(Vec2 s, Vec2 u, const Box& b_box, const detail::EdgeTree& outline, Meets meets,
                 std::vector<std::size_t>& stack) {
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

// B once for all of A's pieces: its box, the tree of its edges, the tree of its pieces' boxes.
struct Other {
  Polygon b;
  const Triangulation& pieces;
  Box box;
  detail::EdgeTree outline, piece_boxes;
};

std::vector<std::pair<Vec2, Vec2>> edges_of(Polygon b) {
  std::vector<std::pair<Vec2, Vec2>> edges;
  edges.reserve(b.size());
  for (std::size_t j = 0; j < b.size(); ++j) edges.emplace_back(b[j], b[(j + 1) % b.size()]);
  return edges;
}

std::vector<std::pair<Vec2, Vec2>> piece_boxes_of(Polygon b, const Triangulation& pieces) {
  std::vector<std::pair<Vec2, Vec2>> boxes;
  boxes.reserve(pieces.triangles.size());
  for (const auto& t : pieces.triangles) boxes.push_back(box_of(corners(b, t)));
  return boxes;
}

// Whether piece t meets the polygon B (closed, touching counts): an edge of t meets an edge of
// B, or (their outlines apart) one holds a corner of the other. `inside_b()` says whether a
// corner of t is in B (worked out once per vertex of A).
template <class InsideB>
bool meets_outline(const Piece& t, const Other& other, std::vector<std::size_t>& stack, InsideB inside_b) {
  const auto [lo, hi] = box_of(t);
  const auto& [b_lo, b_hi] = other.box;
  if (hi.x < b_lo.x || b_hi.x < lo.x || hi.y < b_lo.y || b_hi.y < lo.y) return false;
  for (std::size_t e = 0; e < 3; ++e) {
    const Vec2 s = t[e], u = t[(e + 1) % 3];
    const auto meets = [&](std::size_t j) {
      return segments_intersect(s, u, other.outline.segment(j).first, other.outline.segment(j).second);
    };
    if (meets_along(s, u, other.box, other.outline, meets, stack)) return true;
  }
  // No edges meet: t's corners are all inside B or all outside, so any one answers for t.
  return point_in_convex_polygon(other.b[0], t) || inside_b();
}

// The book's pairs from pair `from` on: for each of A's pieces, the lowest-numbered piece of B
// whose box meets its box and which SAT says collides. Sets the count's tested pairs and the
// colliding pair, if any.
void find_first_colliding(Polygon a, const Triangulation& pieces_a, const Other& other, long long from,
                          PiecePairCount& count) {
  const auto nb = static_cast<long long>(other.pieces.triangles.size());
  std::vector<signed char> inside(a.size(), -1);  // A's vertex in B: −1 not known yet
  std::vector<std::size_t> stack;
  for (long long i = from / nb; i < static_cast<long long>(pieces_a.triangles.size()); ++i) {
    const auto& corner = pieces_a.triangles[static_cast<std::size_t>(i)];
    const Piece t = corners(a, corner);
    const std::size_t first = i == from / nb ? static_cast<std::size_t>(from % nb) : 0;
    const auto inside_b = [&] {  // a corner already placed, else corner 0
      for (const int v : corner)
        if (inside[static_cast<std::size_t>(v)] >= 0) return inside[static_cast<std::size_t>(v)] == 1;
      signed char& known = inside[static_cast<std::size_t>(corner[0])];
      known = point_in_polygon(t[0], other.b) ? 1 : 0;
      return known == 1;
    };
    if (first == 0 && !meets_outline(t, other, stack, inside_b)) continue;
    const auto [lo, hi] = box_of(t);
    const auto meets = [&](std::size_t j) {
      return count_triangle_sat(t, corners(other.b, other.pieces.triangles[j])).collide;
    };
    const int j = other.piece_boxes.first_meeting(lo, hi, first, meets, stack);
    if (j < 0) continue;
    count.tested = i * nb + j + 1;
    count.piece_a = static_cast<int>(i), count.piece_b = j;
    count.collide = true;
    return;
  }
  count.tested = count.total;
}

// The first `up_to` pairs, one SAT each, counting axes; true when one collided.
bool count_axes(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b, long long up_to,
                PiecePairCount& count) {
  const auto nb = static_cast<long long>(pieces_b.triangles.size());
  long long axes = 0;
  for (long long k = 0; k < count.total && k < up_to; ++k) {
    const auto i = static_cast<std::size_t>(k / nb), j = static_cast<std::size_t>(k % nb);
    // The core's SAT of the pair, counted (triangle_sat.hpp: convex_polygons_collide's verdict
    // and axes, without the shadows a count does not read).
    const TriangleSatCount r = count_triangle_sat(corners(a, pieces_a.triangles[i]), corners(b, pieces_b.triangles[j]));
    axes += r.tested;
    count.tested = count.axes_counted_pairs = k + 1;
    if (r.collide) {
      count.piece_a = static_cast<int>(i), count.piece_b = static_cast<int>(j);
      count.collide = true;
      break;
    }
  }
  if (count.collide || count.tested == count.total) count.axes_tested = axes;
  return count.collide;
}

}  // namespace piece_pairs_steps

PiecePairCount count_piece_pairs(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b,
                                 long long count_axes_up_to) {
  using namespace piece_pairs_steps;
  PiecePairCount count;
  count.error = detail::pieces_error(a, pieces_a, b, pieces_b);
  if (!count.error.empty()) return count;
  count.total = static_cast<long long>(pieces_a.triangles.size()) * static_cast<long long>(pieces_b.triangles.size());
  if (count_axes(a, pieces_a, b, pieces_b, count_axes_up_to, count) || count.tested == count.total) return count;
  const Other other{b, pieces_b, box_of(b), detail::EdgeTree(edges_of(b)),
                    detail::EdgeTree(piece_boxes_of(b, pieces_b))};
  find_first_colliding(a, pieces_a, other, count.tested, count);
  return count;
}

}  // namespace collide
