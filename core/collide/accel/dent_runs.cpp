// The dents still on the ring (see dent_runs.hpp).
#include "collide/accel/dent_runs.hpp"

namespace collide::detail {

DentRuns::DentRuns(std::size_t n, int turn) : n_(n), left_(n), turn_(turn), dent_(n, 0), fenwick_(n + 1, 0) {
  for (std::size_t k = 0; k < n; ++k) others_.insert(others_.end(), k);
  // Every place holds one vertex: node j of the Fenwick tree covers the j & −j places up to j.
  for (std::size_t j = 1; j <= n; ++j) fenwick_[j] = static_cast<int>(j & (~j + 1));
}

void DentRuns::set_dent(std::size_t i, bool dent) {
  if (static_cast<bool>(dent_[i]) == dent) return;
  dent_[i] = dent;
  if (dent)
    others_.erase(place(i));
  else
    others_.insert(place(i));
}

void DentRuns::remove(std::size_t i) {
  others_.erase(place(i));
  dent_[i] = 0;
  --left_;
  for (std::size_t j = place(i) + 1; j <= n_; j += j & (~j + 1)) --fenwick_[j];
}

std::size_t DentRuns::in_play_before(std::size_t place) const {
  long long sum = 0;
  for (std::size_t j = place; j > 0; j -= j & (~j + 1)) sum += fenwick_[j];
  return static_cast<std::size_t>(sum);
}

std::size_t DentRuns::run_from(std::size_t i, std::size_t& after) const {
  if (!dent_[i] || others_.empty()) return 0;
  const std::size_t from = place(i);
  auto it = others_.upper_bound(from);
  const bool wraps = it == others_.end();
  if (wraps) it = others_.begin();
  const std::size_t to = *it;
  after = place(to);  // the same formula maps a place back to its vertex
  const std::size_t before_from = in_play_before(from), before_to = in_play_before(to);
  return wraps || to < from ? left_ - before_from + before_to : before_to - before_from;
}

}  // namespace collide::detail
