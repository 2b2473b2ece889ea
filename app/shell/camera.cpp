#include "shell/camera.hpp"

#include <algorithm>
#include <cmath>

namespace lab {

Vec2 Camera::to_world(Vec2 s) const {
  const Vec2 mid = origin + size * 0.5;
  return {center.x + (s.x - mid.x) / scale, center.y - (s.y - mid.y) / scale};
}

void Camera::zoom_at(Vec2 screen, double factor) {
  const Vec2 anchor = to_world(screen);
  scale = std::clamp(scale * factor, min_scale, max_scale);
  // Shift the centre so `anchor` lands back under `screen`.
  const Vec2 moved = to_world(screen);
  center += anchor - moved;
}

void Camera::pan(Vec2 d) { center += Vec2{-d.x / scale, d.y / scale}; }

void Camera::fit(const collide::Rect& world, double margin, double bottom, double top) {
  const Vec2 avail = room(margin, bottom, top);
  const double avail_w = avail.x, avail_h = avail.y;
  const double w = world.w > 0 ? world.w : 1;  // a point: a unit round it
  const double h = world.h > 0 ? world.h : 1;
  scale = std::clamp(std::min(avail_w / w, avail_h / h), min_scale, max_scale);
  // Centre the rectangle in the area between the play keys and the caption strip.
  const Vec2 mid{world.x + world.w / 2, world.y + world.h / 2};
  center = {mid.x, mid.y - (bottom - top) / 2 / scale};
}

collide::Rect Camera::view() const {
  const Vec2 lo = to_world(origin + Vec2{0, size.y});
  return {lo.x, lo.y, size.x / scale, size.y / scale};
}

collide::Rect Camera::view_between(double top, double bottom) const {
  collide::Rect v = view();
  const double most = size.y * 0.5, both = top + bottom;
  const double keep = both > most ? most / both : 1;  // what a tiny window still leaves the figure
  v.y += bottom * keep / scale;
  v.h -= both * keep / scale;
  return v;
}

std::optional<std::array<Vec2, 2>> Camera::line_across_view(Vec2 p, Vec2 d) const {
  const double len = std::hypot(d.x, d.y);
  if (!(len > 0) || !std::isfinite(len)) return std::nullopt;
  const Vec2 u = d / len;
  // From the point of the line nearest the view's centre, reach past every corner of the view.
  // That point comes from the centre's signed distance to the line (a cross product): stepping
  // along the line from a p 1e30 away would lose everything near the view.
  const auto v = view();
  const Vec2 mid{v.x + v.w / 2, v.y + v.h / 2};
  const Vec2 q = mid - p;
  const double side = (d.x * q.y - d.y * q.x) / len;  // mid lies this far left of the line
  const Vec2 foot = mid - Vec2{-u.y, u.x} * side;
  const double reach = std::hypot(v.w, v.h) + std::abs(side);
  return std::array<Vec2, 2>{foot - u * reach, foot + u * reach};
}

double grid_step(double scale, double min_pixels) {
  const double raw = min_pixels / scale;  // the smallest acceptable step in world units
  const double decade = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * decade >= raw * (1 - 1e-12)) return m * decade;
  return 10 * decade;
}

}  // namespace lab
