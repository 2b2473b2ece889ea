#include "vertex_on_edge.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "collide/convex.hpp"
#include "collide/exact/predicates.hpp"

namespace lab {
namespace {

// Doubles near the edge a→b around `target`, nearest first: along the edge's longer axis up to
// 256 steps (one ulp each) either way, and across it up to 2 steps either side of the edge's line
// there (computed in doubles: a few ulps off at most).
std::vector<Vec2> doubles_along(Vec2 a, Vec2 b, Vec2 target) {
  const auto step = [](double v, int by) {
    for (; by > 0; --by) v = std::nextafter(v, INFINITY);
    for (; by < 0; ++by) v = std::nextafter(v, -INFINITY);
    return v;
  };
  const bool along_x = std::abs(b.x - a.x) >= std::abs(b.y - a.y);
  std::vector<std::pair<int, Vec2>> near;
  for (int i = -256; i <= 256; ++i) {
    const double u = step(along_x ? target.x : target.y, i);
    const double v = along_x ? a.y + (u - a.x) * (b.y - a.y) / (b.x - a.x)
                             : a.x + (u - a.y) * (b.x - a.x) / (b.y - a.y);
    for (int j = -2; j <= 2; ++j) {
      const double w = step(v, j);
      near.push_back({i * i + j * j, along_x ? Vec2{u, w} : Vec2{w, u}});
    }
  }
  std::stable_sort(near.begin(), near.end(), [](const auto& l, const auto& r) { return l.first < r.first; });
  std::vector<Vec2> out;
  for (const auto& [d, q] : near) out.push_back(q);
  return out;
}

// Whether the outline, convex and winding `winding` before vertex `at` was put in, still turns
// only that way (or straight on, never back) at it and its two neighbours.
bool turns_kept(const std::vector<Vec2>& p, std::size_t at, int winding) {
  const std::size_t n = p.size();
  for (std::size_t k = at + n - 1; k <= at + n + 1; ++k) {
    const Vec2 a = p[(k + n - 1) % n], b = p[k % n], c = p[(k + 1) % n];
    const int o = collide::orientation(a, b, c);
    if (o == -winding || (o == 0 && collide::sign_dot(a, b, b, c) < 0)) return false;
  }
  return true;
}

}  // namespace

std::optional<Vec2> vertex_on_edge(const std::vector<Vec2>& outline, int edge, Vec2 target) {
  const std::size_t at = static_cast<std::size_t>(edge) + 1;
  const Vec2 a = outline[edge], b = outline[at % outline.size()];
  if (a == b) return target;
  const std::vector<Vec2> near = doubles_along(a, b, target);
  for (const Vec2& c : near)
    if (collide::orientation(a, b, c) == 0 && collide::sign_dot(a, c, c, b) > 0) return c;
  const int winding = collide::winding(outline);
  if (winding == 0 || !collide::is_convex(outline)) return target;
  std::vector<Vec2> with = outline;
  with.insert(with.begin() + static_cast<std::ptrdiff_t>(at), target);
  std::optional<Vec2> best;
  double room = 0;  // how far outside the edge, roughly: only to choose among those that are
  const Vec2 along = b - a;
  for (const Vec2& c : near) {
    with[at] = c;
    const double out = -winding * (along.x * (c.y - a.y) - along.y * (c.x - a.x));
    if ((!best || out > room) && turns_kept(with, at, winding)) best = c, room = out;
  }
  if (!best) return std::nullopt;
  with[at] = *best;
  return collide::is_convex(with) ? best : std::nullopt;
}

}  // namespace lab
