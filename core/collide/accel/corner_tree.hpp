// The corners that can block an ear, in a tree of boxes (a kd-tree), for quick ear clipping.
//
// A convex corner V with neighbours P and N is an ear unless another vertex lies in triangle PVN;
// and when one does, a corner that does not turn convex lies there too: the outline enters the
// triangle across PN (it cannot cross PV or VN, they are edges), and where it comes nearest V it
// turns back with the inside of the polygon on V's side, a reflex turn (or a flat run whose ends
// turn reflex; a repeated point has no turn either way). So the quick walk keeps only the corners
// whose turn is not convex "active", and an ear's search visits only boxes that meet its triangle
// and hold an active corner: a long thin ear across a crowded outline no longer tests every vertex
// in its bounding box. Clipping changes the turn of the two neighbours only, so each step updates
// two paths of the tree: O(log n).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

class CornerTree {
 public:
  /// Every vertex starts inactive. The polygon must outlive the tree.
  explicit CornerTree(Polygon polygon);

  /// Whether vertex i takes part in later searches.
  void set_active(std::size_t i, bool active);

  /// An active vertex other than p, v and q that blocks the ear p v q (ear_clip_steps.hpp's
  /// blocks: in or on the triangle, not a copy of a corner), or −1. Which one, when several do,
  /// is the tree's choice, not the ring's order.
  int find_blocker(std::size_t p, std::size_t v, std::size_t q) const;

 private:
  struct Node {
    Vec2 lo{}, hi{};           // the box of the vertices in the node
    std::uint32_t active = 0;  // active vertices in the node
  };
  struct Ear;  // a search's triangle, its box and its corners' indices
  void build(std::size_t lo, std::size_t hi);
  int search(std::size_t lo, std::size_t hi, const Ear& ear) const;
  int scan(std::size_t lo, std::size_t hi, const Ear& ear) const;

  // The tree is implicit: node [lo, hi) holds the vertices order_[lo..hi); a node of more than
  // kBucket vertices has its own vertex at mid = (lo + hi) / 2 and children [lo, mid) and
  // [mid + 1, hi); nodes_[mid] is its box. A smaller node is a bucket, scanned vertex by vertex.
  static constexpr std::size_t kBucket = 8;
  Polygon polygon_;
  std::vector<std::uint32_t> order_, place_;  // place_[i]: where vertex i sits in order_
  std::vector<Vec2> points_;                  // points_[k] = polygon_[order_[k]], for scanning
  std::vector<char> active_;                  // by place in order_
  std::vector<Node> nodes_;
};

}  // namespace collide::detail
