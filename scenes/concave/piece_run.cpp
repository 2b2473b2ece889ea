#include "concave/piece_run.hpp"

#include "collide/fast/piece_pairs.hpp"
#include "collide/sat.hpp"

namespace lab::concave {

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
  error_ = collide::detail::pieces_error(a_, pieces_a_, b_, pieces_b_);
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
  // The book's order, counting axes as far as the budget goes, then by boxes (piece_pairs.hpp).
  const collide::PiecePairCount count = collide::count_piece_pairs(a, pieces_a, b, pieces_b, counted_up_to);
  error_ = count.error;
  tested_ = count.tested;
  counted_ = count.axes_counted_pairs;
  axes_ = count.axes_tested;
  collide_ = count.collide;
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
  out.result =
      collide::convex_polygons_collide(collide::triangle_corners(a_, pieces_a_.triangles[static_cast<std::size_t>(i)]),
                                       collide::triangle_corners(b_, pieces_b_.triangles[static_cast<std::size_t>(j)]),
                                       collide::SatOptions{}, steps);
  out.steps = std::move(steps.steps);
  return out;
}

}  // namespace lab::concave
