// The tree of boxes over segments (see edge_tree.hpp).
#include "collide/accel/edge_tree.hpp"

namespace collide::detail {

EdgeTree::EdgeTree(std::vector<std::pair<Vec2, Vec2>> ends) : ends_(std::move(ends)) {
  const std::size_t n = ends_.size();
  while (leaves_ < n) leaves_ *= 2;
  node_.assign(2 * leaves_, Box{});
  for (std::size_t j = 0; j < n; ++j) node_[leaves_ + j].add(ends_[j].first), node_[leaves_ + j].add(ends_[j].second);
  for (std::size_t k = leaves_ - 1; k >= 1; --k) {
    node_[k] = node_[2 * k];
    node_[k].add(node_[2 * k + 1]);
  }
}

}  // namespace collide::detail
