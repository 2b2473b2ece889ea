#include "window/sharp_corners.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace lab {
namespace {

ImVec2 unit(ImVec2 d) {
  const float n = std::hypot(d.x, d.y);
  return n > 0 ? ImVec2{d.x / n, d.y / n} : ImVec2{0, 0};
}

// Whether the corner at b, between the edges a–b and b–c, is sharper than kSharpCorner. An edge
// of no length has no direction: no corner there.
bool sharp(ImVec2 a, ImVec2 b, ImVec2 c) {
  const ImVec2 u = unit({a.x - b.x, a.y - b.y}), v = unit({c.x - b.x, c.y - b.y});
  if ((u.x == 0 && u.y == 0) || (v.x == 0 && v.y == 0)) return false;
  return u.x * v.x + u.y * v.y > std::cos(kSharpCorner);
}

// The round join's wedge at b: the sector of radius r from the end of the edge a–b, on the
// outside of the turn, to the start of the edge b–c.
void round_join(ImDrawList& list, ImVec2 a, ImVec2 b, ImVec2 c, ImU32 color, float r) {
  const ImVec2 d1 = unit({b.x - a.x, b.y - a.y}), d2 = unit({c.x - b.x, c.y - b.y});
  // Outside the turn: the normal of a–b pointing away from b–c, and of b–c pointing back along a–b.
  ImVec2 n1{d1.y, -d1.x}, n2{d2.y, -d2.x};
  if (n1.x * d2.x + n1.y * d2.y > 0) n1 = {-n1.x, -n1.y};
  if (n2.x * d1.x + n2.y * d1.y < 0) n2 = {-n2.x, -n2.y};
  const double from = std::atan2(n1.y, n1.x);
  double turn = std::atan2(n2.y, n2.x) - from;  // the short way round: under half a turn
  constexpr double pi = std::numbers::pi;
  if (turn > pi) turn -= 2 * pi;
  if (turn < -pi) turn += 2 * pi;
  const int steps = std::max(2, static_cast<int>(std::ceil(std::fabs(turn) / (pi / 12))));  // 15° a step
  std::vector<ImVec2> fan{b};
  for (int k = 0; k <= steps; ++k) {
    const double t = from + turn * k / steps;
    fan.push_back({b.x + r * static_cast<float>(std::cos(t)), b.y + r * static_cast<float>(std::sin(t))});
  }
  // The anti-aliased fill puts its fringe outside only for points clockwise on screen (y down).
  if (turn < 0) std::reverse(fan.begin(), fan.end());
  list.AddConvexPolyFilled(fan.data(), static_cast<int>(fan.size()), color);
}

}  // namespace

void add_outline(ImDrawList& list, std::span<const ImVec2> points, bool closed, ImU32 color, float width) {
  const std::size_t n = points.size();
  const auto at = [&](std::size_t i) { return points[i % n]; };
  std::vector<std::size_t> corners;  // the sharp ones
  if (n >= 3)
    for (std::size_t i = closed ? 0 : 1; i < (closed ? n : n - 1); ++i)
      if (sharp(at(i + n - 1), at(i), at(i + 1))) corners.push_back(i);
  if (corners.empty()) {
    list.AddPolyline(points.data(), static_cast<int>(n), color, closed ? ImDrawFlags_Closed : ImDrawFlags_None, width);
    return;
  }
  // Runs from one sharp corner to the next (an open line also from its first point and to its last).
  std::vector<std::size_t> stops = corners;
  if (!closed) {
    stops.insert(stops.begin(), 0);
    stops.push_back(n - 1);
  } else {
    stops.push_back(corners.front() + n);
  }
  std::vector<ImVec2> run;
  for (std::size_t k = 0; k + 1 < stops.size(); ++k) {
    run.clear();
    for (std::size_t i = stops[k]; i <= stops[k + 1]; ++i) run.push_back(at(i));
    list.AddPolyline(run.data(), static_cast<int>(run.size()), color, ImDrawFlags_None, width);
  }
  for (const std::size_t i : corners) round_join(list, at(i + n - 1), at(i), at(i + 1), color, width / 2);
}

}  // namespace lab
