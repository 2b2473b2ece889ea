// A scene's state: named shapes the user can drag, and named options.
// Plain data: the app drags it, the JSON loader fills it, the scene reads it.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "collide/shapes.hpp"

namespace lab {

using collide::Vec2;

enum class ShapeKind {
  Point,    ///< points[0]
  Polygon,  ///< points = vertices in order
  Segment,  ///< points[0], points[1]
  Line,     ///< the infinite line through points[0] and points[1]
  Circle,   ///< points[0] = centre, radius
  Rect,     ///< points[0], points[1] = two opposite corners (any order)
};

struct Shape {
  std::string name;  ///< as the figure labels it: "P", "A", "pentagon", "circle"
  ShapeKind kind = ShapeKind::Point;
  std::vector<Vec2> points;
  double radius = 0;      ///< Circle only
  bool editable = false;  ///< Polygon: vertices may be added and removed
  int min_vertices = 3;   ///< Polygon: removing never goes below this

  collide::Circle circle() const { return {points.at(0), radius}; }
  /// Whether `typed` names this shape: its own name, or the same with each subscript digit typed
  /// as a plain one ("C1" for "C₁", "P2" for "P₂"), so a state file can be written in ASCII.
  bool answers_to(std::string_view typed) const;
  /// Rect: normalised so w, h ≥ 0 whichever corners were dragged.
  collide::Rect rect() const;
};

/// The values a state file may give an option: from `min` to `max`, and a whole number when
/// `whole`. A value outside is refused where it is read, so no scene ever casts one that does not
/// fit an int.
struct OptionRange {
  double min = 0;
  double max = 1;
  bool whole = true;

  /// "0 or 1", "a whole number from 0 to 2", "a number from 0 to 1": as messages say it.
  std::string describe() const;
  bool holds(double value) const;
};

struct SceneState {
  std::vector<Shape> shapes;
  /// Options by name; a toggle is 0 or 1, a step slider an integer.
  std::map<std::string, double> options;
  /// The range of each option that is not a toggle; an option missing here is a toggle, 0 or 1.
  std::map<std::string, OptionRange> option_ranges;

  /// The shape with this name (throws std::out_of_range naming it if absent: a programming error).
  Shape& shape(const std::string& name);
  const Shape& shape(const std::string& name) const;
  bool flag(const std::string& name) const;
  double option(const std::string& name, double fallback = 0) const;
  /// The values `name` may take (a toggle's 0 … 1 when no range is declared).
  OptionRange option_range(const std::string& name) const;
};

}  // namespace lab
