#include "response/push_shape.hpp"

#include "convex/common.hpp"
#include "figures/draw.hpp"

namespace lab::response {

std::vector<Vec2> PushShape::outline() const { return circle ? figures::circle_outline(as_circle()) : points; }

Vec2 PushShape::middle() const {
  if (circle || points.empty()) return as_circle().c;
  Vec2 sum{0, 0};
  for (const Vec2 p : points) sum += p;
  return sum / static_cast<double>(points.size());
}

PushShape PushShape::moved(Vec2 by) const {
  PushShape out = *this;
  for (Vec2& p : out.points) p += by;
  return out;
}

void PushShape::draw(Canvas& canvas, Color color, bool ghost) const {
  if (ghost) {
    if (circle)
      canvas.circle(as_circle().c, radius, palette::untested, 2);
    else
      canvas.polygon(points, palette::untested, 2);
    return;
  }
  if (!circle) return convex::draw_polygon(canvas, points, color);
  canvas.fill_circle(as_circle().c, radius, color.with_alpha(50));
  canvas.circle(as_circle().c, radius, color, 2);
  canvas.point(as_circle().c, color, 4);
}

}  // namespace lab::response
