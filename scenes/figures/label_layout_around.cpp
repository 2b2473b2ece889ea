// LabelLayout's away() and at(): places round the anchor, turning and moving further out until
// one is free, for labels that must be drawn (the "Before polygons" figures name every point).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"

namespace lab::figures {

namespace {

constexpr double kClearance = 2;  // pixels kept between two labels placed by away() and at()

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// Farther from the view than 10¹² pixels: an offset that large keeps no pixel of precision.
bool beyond_reach(const Canvas& canvas, Vec2 anchor) {
  const collide::Rect v = canvas.view();
  const double dx = std::max({v.x - anchor.x, anchor.x - (v.x + v.w), 0.0});
  const double dy = std::max({v.y - anchor.y, anchor.y - (v.y + v.h), 0.0});
  return !(std::max(dx, dy) / canvas.pixel() < 1e12);
}

}  // namespace

std::vector<Vec2> line_through_view(const Canvas& canvas, Vec2 p, Vec2 d) {
  const Vec2 u = collide::normalize(d);
  if (u == Vec2{0, 0} || !finite(u)) return {p, p};
  const collide::Rect v = canvas.view();
  const Vec2 centre{v.x + v.w * 0.5, v.y + v.h * 0.5};
  // From p, far enough either way to leave the view: its distance to the view's centre plus the view's size.
  const double reach = std::hypot(p.x - centre.x, p.y - centre.y) + v.w + v.h;
  return {p - u * reach, p + u * reach};
}

bool LabelLayout::free(Vec2 at, Vec2 offset, std::string_view text, TextSize size,
                       std::span<const std::vector<Vec2>> obstacles, double clearance) const {
  if (!label_in_view(canvas_, at, offset, text, size)) return false;
  LabelBox box = label_box(canvas_, at, offset, text, size);
  const double c = clearance * canvas_.pixel();
  box = {box.x0 - c, box.y0 - c, box.x1 + c, box.y1 + c};
  if (!clear(box)) return false;
  return obstacles.empty() || !label_crosses(canvas_, at, offset, text, size, obstacles);
}

bool LabelLayout::fits(Vec2 anchor, Vec2 offset, std::string_view text, TextSize size,
                       std::span<const std::vector<Vec2>> obstacles) const {
  return free(anchor, offset, text, size, obstacles, kClearance);
}

Vec2 LabelLayout::draw(Vec2 at, Vec2 offset, std::string_view text, Color color, TextSize size) {
  canvas_.label(at, text, color, size, offset);
  taken_.add(label_box(canvas_, at, offset, text, size));
  return offset;
}

std::vector<Vec2> LabelLayout::ring(Vec2 direction, std::string_view text, TextSize size, float gap) const {
  Vec2 d = collide::normalize(direction);
  if (d == Vec2{0, 0} || !finite(d)) d = {0.7071, 0.7071};
  std::vector<Vec2> out;
  for (float extra : {0.f, 14.f, 32.f, 60.f, 100.f, 160.f, 240.f})
    for (int turn : {0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6}) {
      const double a = turn * std::numbers::pi / 6;
      const Vec2 r{d.x * std::cos(a) - d.y * std::sin(a), d.x * std::sin(a) + d.y * std::cos(a)};
      out.push_back(offset_away(canvas_, r, text, size, gap + extra));
    }
  return out;
}

Vec2 LabelLayout::at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color, TextSize size,
                     std::span<const std::vector<Vec2>> obstacles) {
  // A point at infinity (refused input, drawn as it was) has no place for a label, nor has one so
  // far out of view that no offset in pixels can bring its label back with a pixel's precision.
  if (!finite(anchor) || beyond_reach(canvas_, anchor)) return {0, 0};
  std::vector<Vec2> tries(offsets.begin(), offsets.end());
  // Then round the anchor, starting from the direction of the first preference.
  const double w = canvas_.text_width(text, size), h = Canvas::font_pixels(size);
  const Vec2 first = offsets.empty() ? Vec2{1, 1} : offsets.front() + Vec2{w * 0.5, -h * 0.5};
  const std::vector<Vec2> round = ring(first, text, size, 6);
  tries.insert(tries.end(), round.begin(), round.end());
  // Free of everything and where its words read (reads); else free of everything; else free of
  // labels though crossing a line.
  for (Vec2 o : tries)
    if (free(anchor, o, text, size, obstacles, kClearance) && reads(anchor, o, text, size, color))
      return draw(anchor, o, text, color, size);
  for (Vec2 o : tries)
    if (free(anchor, o, text, size, obstacles, kClearance)) return draw(anchor, o, text, color, size);
  for (Vec2 o : tries)
    if (free(anchor, o, text, size, {}, kClearance)) return draw(anchor, o, text, color, size);
  // Nowhere near: the free place in view nearest the first preference, else clamped into view.
  return draw(anchor, nearest_free_in_view(anchor, tries.front(), text, size), text, color, size);
}

std::optional<Vec2> LabelLayout::try_at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color,
                                        TextSize size, std::span<const std::vector<Vec2>> obstacles) {
  for (Vec2 o : offsets)
    if (free(anchor, o, text, size, obstacles, kClearance) && reads(anchor, o, text, size, color))
      return draw(anchor, o, text, color, size);
  for (Vec2 o : offsets)
    if (free(anchor, o, text, size, obstacles, kClearance)) return draw(anchor, o, text, color, size);
  return std::nullopt;
}

Vec2 LabelLayout::nearest_free_in_view(Vec2 anchor, Vec2 wanted, std::string_view text, TextSize size) const {
  const double px = canvas_.pixel();
  const collide::Rect v = canvas_.view();
  const double w = canvas_.text_width(text, size), h = Canvas::font_pixels(size);
  if (!(px > 0) || !(v.w > 0) || !(v.h > 0)) return wanted;
  // Offsets (pixels) that put the text's top-left at the view's left, right, bottom and top.
  const double left = (v.x - anchor.x) / px + 4, right = (v.x + v.w - anchor.x) / px - 4 - w;
  const double bottom = (v.y - anchor.y) / px + 4 + h, top = (v.y + v.h - anchor.y) / px - 4;
  const Vec2 clamped{std::max(std::min(wanted.x, right), left), std::min(std::max(wanted.y, bottom), top)};
  if (!(left <= right) || !(bottom <= top) || !std::isfinite(right - left) || !std::isfinite(top - bottom))
    return clamped;
  // A grid of places over the whole view: the free one nearest the clamped place.
  std::optional<Vec2> best;
  double best_d = 0;
  // At most 161 × 121 places, whatever the view's size in pixels. Counted, not stepped: an anchor
  // 1e30 pixels off makes `left` so large that adding a step to it changes nothing.
  const double step_x = std::max(8.0, (right - left) / 160), step_y = std::max(8.0, (top - bottom) / 120);
  const int columns = static_cast<int>(std::min(160.0, std::floor((right - left) / step_x)));
  const int rows = static_cast<int>(std::min(120.0, std::floor((top - bottom) / step_y)));
  for (int i = 0; i <= columns; ++i)
    for (int j = 0; j <= rows; ++j) {
      const Vec2 o{left + i * step_x, bottom + j * step_y};
      const double d = (o.x - clamped.x) * (o.x - clamped.x) + (o.y - clamped.y) * (o.y - clamped.y);
      if ((!best || d < best_d) && free(anchor, o, text, size, {}, kClearance)) best = o, best_d = d;
    }
  return best.value_or(clamped);
}

Vec2 LabelLayout::away(Vec2 at, Vec2 away_from, std::string_view text, Color color, TextSize size, float gap,
                       std::span<const std::vector<Vec2>> obstacles) {
  const std::vector<Vec2> tries = ring(at - away_from, text, size, gap);
  return this->at(at, tries, text, color, size, obstacles);
}

}  // namespace lab::figures
