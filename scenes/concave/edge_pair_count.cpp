#include "concave/edge_pair_count.hpp"

#include <algorithm>

#include "captions/concave_edges.hpp"
#include "collide/accel/edge_tree.hpp"
#include "collide/segment.hpp"

namespace lab::concave {

std::vector<EdgeStatus> edge_pair_statuses(const collide::EdgePairCount& count, std::size_t n, std::size_t m,
                                           bool of_b) {
  const std::size_t edges = of_b ? m : n;
  const std::size_t needed = of_b ? n : m;  // checks that clear an edge
  std::vector<EdgeStatus> status(edges, EdgeStatus::Untested);
  const long long m_ll = static_cast<long long>(m);
  const long long rows = m_ll > 0 ? count.tested / m_ll : 0;  // A's edges tried against all of B
  const long long rest = m_ll > 0 ? count.tested % m_ll : 0;  // B's edges tried by the next one
  for (std::size_t e = 0; e < edges; ++e) {
    const auto i = static_cast<long long>(e);
    const long long tried = of_b ? rows + (i < rest ? 1 : 0) : (i < rows ? m_ll : i == rows ? rest : 0);
    const bool deciding = count.edge_a >= 0 && (of_b ? count.edge_b : count.edge_a) == i;
    if (deciding)
      status[e] = EdgeStatus::Deciding;
    else if (tried > 0)
      status[e] = tried >= static_cast<long long>(needed) ? EdgeStatus::Missed : EdgeStatus::Partial;
  }
  return status;
}

collide::EdgeCheck edge_pair_check(const collide::EdgePairCount& count, std::size_t m, long long k) {
  collide::EdgeCheck check;
  const long long m_ll = static_cast<long long>(m);
  check.edge = static_cast<int>(k / m_ll);
  check.other_edge = static_cast<int>(k % m_ll);
  check.hit = count.edge_a >= 0 && k == count.tested - 1;
  return check;
}

collide::EdgePairCount edge_pair_count(const collide::EdgeTestTrace& book) {
  collide::EdgePairCount count;
  count.total = book.total;
  count.tested = static_cast<long long>(book.checks.size());
  if (book.first_hit >= 0) {
    const auto& hit = book.checks[static_cast<std::size_t>(book.first_hit)];
    count.edge_a = hit.edge;
    count.edge_b = hit.other_edge;
  }
  count.containment_a = book.containment_a;
  count.containment_b = book.containment_b;
  count.collide = book.collide;
  return count;
}

std::vector<long long> meeting_edge_pairs(collide::Polygon a, collide::Polygon b) {
  std::vector<long long> meeting;
  const std::size_t n = a.size(), m = b.size();
  if (n == 0 || m == 0) return meeting;
  std::vector<std::pair<collide::Vec2, collide::Vec2>> ends;
  for (std::size_t j = 0; j < m; ++j) ends.emplace_back(b[j], b[(j + 1) % m]);
  const collide::detail::EdgeTree tree(std::move(ends));
  std::vector<std::size_t> stack;
  for (std::size_t i = 0; i < n; ++i) {
    const collide::Vec2 s = a[i], t = a[(i + 1) % n];
    const auto meets = [&](std::size_t j) {
      return collide::segments_intersect(s, t, tree.segment(j).first, tree.segment(j).second);
    };
    for (int j = tree.first_meeting(s, t, 0, meets, stack); j >= 0;
         j = tree.first_meeting(s, t, static_cast<std::size_t>(j) + 1, meets, stack))
      meeting.push_back(static_cast<long long>(i * m) + j);
  }
  return meeting;
}

std::vector<EdgeStatus> full_pass_statuses(std::span<const long long> meeting, std::size_t n, std::size_t m,
                                           bool of_b) {
  std::vector<EdgeStatus> status(of_b ? m : n, EdgeStatus::Missed);
  const auto m_ll = static_cast<long long>(m);
  for (long long k : meeting) status[static_cast<std::size_t>(of_b ? k % m_ll : k / m_ll)] = EdgeStatus::Hit;
  if (!meeting.empty())
    status[static_cast<std::size_t>(of_b ? meeting[0] % m_ll : meeting[0] / m_ll)] = EdgeStatus::Deciding;
  return status;
}

std::vector<EdgeName> deciding_names(const collide::EdgePairCount& count, std::size_t n, std::string_view owner,
                                     std::string_view what, bool of_b) {
  std::vector<EdgeName> names(n);
  const int e = of_b ? count.edge_b : count.edge_a;
  if (count.edge_a >= 0 && e >= 0 && static_cast<std::size_t>(e) < n)
    names[static_cast<std::size_t>(e)] = {std::string(owner) + captions::edge_name(e) + ": " + std::string(what),
                                          palette::deciding};
  return names;
}

}  // namespace lab::concave
