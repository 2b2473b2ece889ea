// The dents still on the ring, for a counting ear-clipping walk: a run of dents round the ring is
// a run of the book's Reflex candidates, each changing nothing, so the walk may pass it at once
// and count it. The corners that are not dents sit in an ordered set by their place round the
// ring, and a Fenwick tree counts the vertices still in play between two places: O(log n) per run
// and per change. A spiral's walk goes round and round past its dents: 5·10⁶ candidates for 10⁵
// vertices, now counted a run at a time.
#pragma once
#include <cstddef>
#include <set>
#include <vector>

namespace collide::detail {

class DentRuns {
 public:
  /// n vertices, all in play and none a dent yet; `turn` +1 when the ring runs in index order.
  DentRuns(std::size_t n, int turn);

  /// Vertex i (in play) is a dent, or no longer one.
  void set_dent(std::size_t i, bool dent);
  /// Vertex i leaves the ring.
  void remove(std::size_t i);

  /// How many dents follow one another round the ring from vertex i on (0 when i is not a dent,
  /// or when every vertex left is one), and in `after` the first vertex after them.
  std::size_t run_from(std::size_t i, std::size_t& after) const;

 private:
  std::size_t place(std::size_t i) const { return turn_ > 0 ? i : n_ - 1 - i; }  // and back
  std::size_t in_play_before(std::size_t place) const;                           // vertices in play at places < place

  std::size_t n_, left_;
  int turn_;
  std::set<std::size_t> others_;  // places of the vertices in play that are not dents
  std::vector<char> dent_;        // by vertex
  std::vector<int> fenwick_;      // by place + 1: vertices in play
};

}  // namespace collide::detail
