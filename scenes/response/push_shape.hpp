// A shape of the push-apart figure, polygon or circle alike: what the figure needs to draw it,
// name it, move it by the MTV and fit it in the view, whichever mode the scene is in.
#pragma once
#include <string>
#include <vector>

#include "scenes/canvas.hpp"
#include "collide/shapes.hpp"
#include "formats/state.hpp"

namespace lab::response {

struct PushShape {
  std::string name;  ///< as the figure and the caption say it: "A", "circle B"
  bool circle = false;
  std::vector<Vec2> points;  ///< the polygon's vertices, or the circle's centre
  double radius = 0;

  static PushShape of(const Shape& s) { return {s.name, s.kind == ShapeKind::Circle, s.points, s.radius}; }
  collide::Circle as_circle() const { return {points.empty() ? Vec2{0, 0} : points[0], radius}; }
  /// The circle's rim as a polygon, or the polygon itself: for names, labels and fitting the view.
  std::vector<Vec2> outline() const;
  /// Where the MTV arrow starts: the circle's centre, the polygon's vertex average.
  Vec2 middle() const;
  PushShape moved(Vec2 by) const;
  /// Filled and outlined in `color` (a ghost: a thin grey outline only).
  void draw(Canvas& canvas, Color color, bool ghost = false) const;
};

}  // namespace lab::response
