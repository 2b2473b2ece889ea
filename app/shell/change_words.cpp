#include "shell/change_words.hpp"

#include <vector>

namespace lab {
namespace {

// The one shape's change, or nothing when it is not a single edit a person makes by hand.
std::string shape_change(const Shape& a, const Shape& b) {
  const auto n = a.points.size(), m = b.points.size();
  if (m == n + 1 || n == m + 1) {  // a vertex double-clicked in, or removed
    const bool added = m > n;
    const auto& longer = added ? b.points : a.points;
    const auto& shorter = added ? a.points : b.points;
    std::size_t at = 0;
    while (at < shorter.size() && shorter[at] == longer[at]) ++at;
    for (std::size_t i = at; i < shorter.size(); ++i)
      if (shorter[i] != longer[i + 1]) return {};
    return added ? "add vertex " + std::to_string(at) + " to " + b.name
                 : "remove vertex " + std::to_string(at) + " of " + a.name;
  }
  if (n != m) return {};
  std::vector<std::size_t> moved;
  for (std::size_t i = 0; i < n; ++i)
    if (a.points[i] != b.points[i]) moved.push_back(i);
  const bool radius = a.radius != b.radius;
  if (radius && moved.empty()) return "change the radius of " + a.name;
  if (radius) return "move " + a.name;
  if (moved.size() == n && n > 1) return "move " + a.name;  // dragged whole
  if (moved.size() != 1) return moved.empty() ? std::string() : "move " + a.name;
  if (a.kind == ShapeKind::Polygon) return "move vertex " + std::to_string(moved[0]) + " of " + a.name;
  if (a.kind == ShapeKind::Circle || a.kind == ShapeKind::Point) return "move " + a.name;
  return "move point " + std::to_string(moved[0]) + " of " + a.name;
}

}  // namespace

std::string change_words(const SceneState& from, const SceneState& to) {
  const std::string several = "change the shapes";
  std::vector<std::string> changes;
  for (const auto& [name, value] : to.options) {
    const auto was = from.options.find(name);
    if (was == from.options.end() || was->second != value) changes.push_back("change the option " + name);
  }
  if (from.shapes.size() != to.shapes.size()) return several;
  for (std::size_t i = 0; i < from.shapes.size(); ++i) {
    const Shape &a = from.shapes[i], &b = to.shapes[i];
    if (a.points == b.points && a.radius == b.radius && a.name == b.name) continue;
    if (a.name != b.name || a.kind != b.kind) return several;
    const std::string words = shape_change(a, b);
    changes.push_back(words.empty() ? several : words);
  }
  if (changes.size() == 1) return changes.front();
  return changes.empty() ? "nothing" : several;
}

}  // namespace lab
