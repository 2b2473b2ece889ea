#include "prerequisites/labels.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "collide/vec.hpp"
#include "figures/draw.hpp"

namespace lab::prerequisites {

namespace {

constexpr double kClearance = 2;  // pixels kept between two labels

bool boxes_meet(const collide::Rect& a, const collide::Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

}  // namespace

std::vector<Vec2> line_through_view(const Canvas& canvas, Vec2 p, Vec2 d) {
  const Vec2 u = collide::normalize(d);
  if (u == Vec2{0, 0} || !std::isfinite(u.x) || !std::isfinite(u.y)) return {p, p};
  const collide::Rect v = canvas.view();
  const Vec2 centre{v.x + v.w * 0.5, v.y + v.h * 0.5};
  // From p, far enough either way to leave the view: its distance to the view's centre plus the view's size.
  const double reach = std::hypot(p.x - centre.x, p.y - centre.y) + v.w + v.h;
  return {p - u * reach, p + u * reach};
}

collide::Rect LabelPlacer::box_of(Vec2 at, Vec2 offset, std::string_view text, TextSize size) const {
  // The offset is the text's top-left in pixels, y up (Canvas::label).
  const double px = canvas_.pixel();
  const double w = canvas_.text_width(text, size), h = Canvas::font_pixels(size);
  return {at.x + offset.x * px, at.y + (offset.y - h) * px, w * px, h * px};
}

bool LabelPlacer::free(Vec2 at, Vec2 offset, std::string_view text, TextSize size,
                       std::span<const std::vector<Vec2>> obstacles) const {
  if (!figures::label_in_view(canvas_, at, offset, text, size)) return false;
  collide::Rect box = box_of(at, offset, text, size);
  const double c = kClearance * canvas_.pixel();
  box = {box.x - c, box.y - c, box.w + 2 * c, box.h + 2 * c};
  for (const collide::Rect& other : boxes_)
    if (boxes_meet(box, other)) return false;
  return obstacles.empty() || !figures::label_crosses(canvas_, at, offset, text, size, obstacles);
}

Vec2 LabelPlacer::draw(Vec2 at, Vec2 offset, std::string_view text, Color color, TextSize size) {
  canvas_.label(at, text, color, size, offset);
  boxes_.push_back(box_of(at, offset, text, size));
  return offset;
}

std::vector<Vec2> LabelPlacer::ring(Vec2 direction, std::string_view text, TextSize size, float gap) const {
  Vec2 d = collide::normalize(direction);
  if (d == Vec2{0, 0} || !std::isfinite(d.x) || !std::isfinite(d.y)) d = {0.7071, 0.7071};
  std::vector<Vec2> out;
  for (float extra : {0.f, 14.f, 32.f, 60.f, 100.f, 160.f, 240.f})
    for (int turn : {0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6}) {
      const double a = turn * 3.14159265358979323846 / 6;
      const Vec2 r{d.x * std::cos(a) - d.y * std::sin(a), d.x * std::sin(a) + d.y * std::cos(a)};
      out.push_back(figures::offset_away(canvas_, r, text, size, gap + extra));
    }
  return out;
}

Vec2 LabelPlacer::at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color, TextSize size,
                     std::span<const std::vector<Vec2>> obstacles) {
  // A point at infinity (refused input, drawn as it was) has no place for a label.
  if (!std::isfinite(anchor.x) || !std::isfinite(anchor.y)) return {0, 0};
  std::vector<Vec2> tries(offsets.begin(), offsets.end());
  // Then round the anchor, starting from the direction of the first preference.
  const double w = canvas_.text_width(text, size), h = Canvas::font_pixels(size);
  const Vec2 first = offsets.empty() ? Vec2{1, 1} : offsets.front() + Vec2{w * 0.5, -h * 0.5};
  const std::vector<Vec2> round = ring(first, text, size, 6);
  tries.insert(tries.end(), round.begin(), round.end());
  // Free of everything; else free of labels though crossing a line.
  for (Vec2 o : tries)
    if (free(anchor, o, text, size, obstacles)) return draw(anchor, o, text, color, size);
  for (Vec2 o : tries)
    if (free(anchor, o, text, size, {})) return draw(anchor, o, text, color, size);
  // Nowhere near: the free place in view nearest the first preference, else clamped into view.
  const Vec2 o = nearest_free_in_view(anchor, tries.front(), text, size);
  return draw(anchor, o, text, color, size);
}

std::optional<Vec2> LabelPlacer::try_at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text,
                                        Color color, TextSize size, std::span<const std::vector<Vec2>> obstacles) {
  for (Vec2 o : offsets)
    if (free(anchor, o, text, size, obstacles)) return draw(anchor, o, text, color, size);
  return std::nullopt;
}

Vec2 LabelPlacer::nearest_free_in_view(Vec2 anchor, Vec2 wanted, std::string_view text, TextSize size) const {
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
  // At most ~160 × 120 places, whatever the view's size in pixels.
  const double step_x = std::max(8.0, (right - left) / 160), step_y = std::max(8.0, (top - bottom) / 120);
  for (double x = left; x <= right; x += step_x)
    for (double y = bottom; y <= top; y += step_y) {
      const Vec2 o{x, y};
      const double d = (o.x - clamped.x) * (o.x - clamped.x) + (o.y - clamped.y) * (o.y - clamped.y);
      if ((!best || d < best_d) && free(anchor, o, text, size, {})) best = o, best_d = d;
    }
  return best.value_or(clamped);
}

Vec2 LabelPlacer::away(Vec2 at, Vec2 away_from, std::string_view text, Color color, TextSize size, float gap,
                       std::span<const std::vector<Vec2>> obstacles) {
  const std::vector<Vec2> tries = ring(at - away_from, text, size, gap);
  return this->at(at, tries, text, color, size, obstacles);
}

void LabelPlacer::block(Vec2 p, double radius) {
  const double r = radius * canvas_.pixel();
  boxes_.push_back({p.x - r, p.y - r, 2 * r, 2 * r});
}

void LabelPlacer::block_box(collide::Rect box) { boxes_.push_back(box); }

}  // namespace lab::prerequisites
