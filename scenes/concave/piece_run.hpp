// The book's SAT on convex pieces (collide::convex_pieces_collide) as the piece scenes read it,
// kept small for big outlines (issue 15): two 2,000-vertex shapes make about 4·10⁶ piece pairs,
// and the traced run keeps every axis of every one of them.
//
// Up to kTracedPairs pairs in all, this is the core's traced run, kept whole. Past that, the
// core's counted run (collide::count_piece_pairs, piece_pairs.hpp), as `query` reads it: the
// pairs in the book's order, each decided by the core's own SAT counting axes for up to
// kCountedPairs; then the first colliding pair through a tree of the boxes of B's pieces, so the
// pairs tested, the colliding pair and the verdict are exactly the book's; the axes tested are
// then not counted (that needs every pair's SAT), and the figures say so.
// Any one pair's trace, axis by axis, is rerun on demand (pair(k)): what a figure or a table row
// shows of pair k is the core's traced SAT of that very pair.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "collide/ear_clip.hpp"

namespace lab::concave {

/// Pairs in all up to which the whole traced run is kept.
inline constexpr long long kTracedPairs = 4096;
/// Pairs whose axes a big run counts one by one before it looks for the colliding pair by boxes.
inline constexpr long long kCountedPairs = 5000;

class PieceRun {
 public:
  /// Runs the book's test on the pieces of `a` and `b` (ear_clip triangulations). `traced_up_to`
  /// and `counted_up_to` are kTracedPairs and kCountedPairs but for tests.
  void run(collide::Polygon a, const collide::Triangulation& pieces_a, collide::Polygon b,
           const collide::Triangulation& pieces_b, long long traced_up_to = kTracedPairs,
           long long counted_up_to = kCountedPairs);

  long long total() const { return total_; }    ///< pairs a full pass tries: pieces of A × pieces of B
  long long tested() const { return tested_; }  ///< pairs the book tries, up to the first that collides
  bool collide() const { return collide_; }
  const std::string& error() const { return error_; }  ///< as PiecesTrace::error
  /// Axes projected over the pairs tested; none when there were more than kCountedPairs.
  std::optional<long long> axes_tested() const { return axes_; }
  /// Whether every pair's trace is kept (a small run); else pair(k) reruns pair k.
  bool whole() const { return whole_; }
  long long counted_pairs() const { return counted_; }  ///< the pairs whose axes were counted

  /// Pair k (0 ≤ k < tested()) in the book's order: its pieces, its SAT result and its axes.
  collide::PiecePair pair(long long k) const;
  /// Which pieces pair k is: A's piece k / (B's pieces), B's piece k % (B's pieces).
  std::array<int, 2> pieces_of(long long k) const;

 private:
  std::vector<collide::Vec2> a_, b_;
  collide::Triangulation pieces_a_, pieces_b_;
  collide::PiecesTrace trace_;  // the whole run, when small
  long long total_ = 0, tested_ = 0, counted_ = 0;
  std::optional<long long> axes_;
  bool collide_ = false, whole_ = false;
  std::string error_;
};

/// Of A's pieces, those SAT has cleared by the time `done` pairs were decided apart (in the book's
/// order every pair before the colliding one is apart): piece i once all of its pairs are done.
/// `b_pieces`: B's count of pieces. Returns how many of A's first pieces are cleared.
inline long long cleared_pieces(long long done, long long b_pieces) { return b_pieces > 0 ? done / b_pieces : 0; }

}  // namespace lab::concave
