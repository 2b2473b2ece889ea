// SAT on convex pieces counted for big outlines (ear_clip.hpp's convex_pieces_collide, the
// book's loop, tries pieces of A × pieces of B pairs: 10¹⁰ for two 10⁵-gons apart).
//
// The same pairs in the same order (A's piece 0 against B's pieces 0, 1, …, then A's piece 1, …):
//   the first `count_axes_up_to` pairs are decided by the core's own SAT one by one, counting the
//   axes each projects (early exit, as the book tests pieces);
//   then, if none collided yet, the first colliding pair is found through a tree of the boxes of
//   B's pieces: a pair whose boxes are apart is apart (SAT decides gaps exactly), and a piece of A
//   that meets no part of B (B's pieces cover B exactly) is passed over whole. So the pairs tested,
//   the colliding pair and the verdict are the book's; the axes of the pairs after the first
//   `count_axes_up_to` are not counted (each pair's count needs its own SAT).
// Used by `query` (convex_pieces_collide) and by the piece scenes (scenes/concave/piece_run.hpp).
#pragma once
#include <optional>
#include <string>

#include "collide/ear_clip.hpp"

namespace collide {

/// Pairs whose axes `query` counts one by one (about 0.1 s of SAT on triangles).
inline constexpr long long kAxesCountedPairs = 1'000'000;

struct PiecePairCount {
  long long total = 0;                   ///< pieces of A × pieces of B: the pairs a full pass tries
  long long tested = 0;                  ///< in the book's order, up to the first that collides (or all)
  long long axes_counted_pairs = 0;      ///< the first pairs tested whose axes were counted
  std::optional<long long> axes_tested;  ///< summed over the pairs tested, when all were counted
  int piece_a = -1, piece_b = -1;        ///< the colliding pair, when they collide
  bool collide = false;
  std::string error;  ///< as PiecesTrace::error (nothing tested)
};

/// The book's SAT on pieces as counts (see the file comment). About O((n + m) log(n + m)) past
/// the counted pairs for pieces whose boxes overlap few others; `count_axes_up_to` pairs of SAT.
PiecePairCount count_piece_pairs(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b,
                                 long long count_axes_up_to = kAxesCountedPairs);

}  // namespace collide
