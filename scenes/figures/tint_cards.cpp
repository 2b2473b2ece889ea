// Cards of paper under labels on a tint (tint_cards.hpp).
#include "figures/tint_cards.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "collide/concave.hpp"
#include "collide/rect.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"

namespace lab::figures {

void TintCards::fill_polygon(std::span<const Vec2> p, Color c) {
  if (legend_ > 0)
    add_ink({p.begin(), p.end()}, 0);  // the key's card and swatches: kept clear
  else if (c.a < 255 && p.size() >= 3)
    tints_.emplace_back(p.begin(), p.end());
  out_.fill_polygon(p, c);
}
void TintCards::fill_circle(Vec2 centre, double r, Color c) {
  if (legend_ > 0)
    add_ink(circle_outline({centre, r}), 0);
  else if (c.a < 255)
    tint_discs_.push_back({centre, r});
  out_.fill_circle(centre, r, c);
}
void TintCards::polygon(std::span<const Vec2> p, Color c, float width) {
  stroke({p.begin(), p.end()}, width);
  out_.polygon(p, c, width);
}
void TintCards::segment(Vec2 a, Vec2 b, Color c, float width) {
  stroke({a, b}, width);
  out_.segment(a, b, c, width);
}
void TintCards::dashed_segment(Vec2 a, Vec2 b, Color c, float width) {
  stroke({a, b}, width);
  out_.dashed_segment(a, b, c, width);
}
void TintCards::line(Vec2 p, Vec2 d, Color c, float width, bool dashed) {
  stroke(line_through_view(*this, p, d), width);
  out_.line(p, d, c, width, dashed);
}
void TintCards::arrow(Vec2 from, Vec2 to, Color c, float width) {
  stroke({from, to}, width);
  const double px = pixel(), len = std::sqrt(collide::distance_squared(from, to));
  if (len > 0) {  // its head as drawn: 8 + 2·width pixels long (0.6 of a short arrow), half as wide each side
    const double head = std::min(arrow_head(width) * px, len * 0.6);
    const Vec2 u = (to - from) / len, base = to - u * head, side = Vec2{-u.y, u.x} * (head / 2);
    add_ink({to, base + side, base - side}, 0);
  }
  out_.arrow(from, to, c, width);
}
void TintCards::point(Vec2 p, Color c, float radius) {
  const double r = (radius + 1.5) * pixel();  // the dot and its ring of paper
  add_ink({p - Vec2{r, r}, p + Vec2{r, -r}, p + Vec2{r, r}, p - Vec2{r, -r}}, 0);
  out_.point(p, c, radius);
}
void TintCards::circle(Vec2 centre, double r, Color c, float width) {
  stroke(circle_outline({centre, r}), width);
  out_.circle(centre, r, c, width);
}

void TintCards::interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float width) {
  if (unit.x != 0 || unit.y != 0) {  // the bar as drawn: `offset` pixels to its left, its end ticks 3 past it
    const Vec2 u = collide::unit_vector(unit), n = Vec2{-u.y, u.x} * pixel();
    const Vec2 side = n * (width / 2.0 + 3), a = origin + u * lo + n * double(offset),
               b = origin + u * hi + n * double(offset);
    add_ink({a - side, b - side, b + side, a + side}, 0);
  }
  out_.interval(origin, unit, lo, hi, c, offset, width);
}
void TintCards::begin_legend() {
  ++legend_;
  out_.begin_legend();
}
void TintCards::end_legend() {
  --legend_;
  out_.end_legend();
}

void TintCards::label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) {
  const LabelBox box = label_box(*this, at, offset, text, size);
  if (legend_ == 0) lay_card(box);
  out_.label(at, text, c, size, offset);
}

void TintCards::add_ink(std::vector<Vec2> outline, double reach) {
  // Not finite anywhere (a point at infinity): a box that holds everything, so it is always looked at.
  constexpr double inf = std::numeric_limits<double>::infinity();
  LabelBox bounds{inf, inf, -inf, -inf};
  for (const Vec2 q : outline) {
    if (!std::isfinite(q.x) || !std::isfinite(q.y)) {
      bounds = {-inf, -inf, inf, inf};
      break;
    }
    bounds = {std::min(bounds.x0, q.x), std::min(bounds.y0, q.y), std::max(bounds.x1, q.x), std::max(bounds.y1, q.y)};
  }
  inks_.push_back({std::move(outline), reach, bounds});
}

void TintCards::lay_card(const LabelBox& box) {
  const double x0 = box.x0, y0 = box.y0, x1 = box.x1, y1 = box.y1;
  const Vec2 middle{(x0 + x1) / 2, (y0 + y1) / 2};
  const bool on_tint =
      std::any_of(tints_.begin(), tints_.end(),
                  [&](const auto& t) { return collide::point_in_polygon(middle, t) || box_crosses(box, {{t}}); }) ||
      std::any_of(tint_discs_.begin(), tint_discs_.end(), [&](const auto& d) {
        const Vec2 nearest{std::clamp(d.first.x, x0, x1), std::clamp(d.first.y, y0, y1)};
        return collide::distance_squared(nearest, d.first) <= d.second * d.second;
      });
  if (!on_tint) return;
  // 3 pixels round the words (a framed label's frame stands 2 out), less where ink is near: each
  // margin kept off every stroke as drawn (its half width); none where the words themselves cross
  // one (the label's halo is all it has there).
  // Only the inks whose bounding box comes within the widest margin's reach can touch a card: a
  // label beside a 2,000-gon looks at the few inks near it, not at every point of every outline.
  const double px = pixel();
  std::vector<const Ink*> near;
  for (const Ink& ink : inks_) {
    const double r = (3.0 + ink.reach + 0.5) * px;
    const LabelBox& b = ink.bounds;
    if (b.x0 <= x1 + r && x0 - r <= b.x1 && b.y0 <= y1 + r && y0 - r <= b.y1) near.push_back(&ink);
  }
  for (const double margin : {3.0, 2.0, 1.0, 0.0, -1.0, -2.0}) {
    const double m = margin * px;
    const bool clear = std::none_of(near.begin(), near.end(), [&](const Ink* near_ink) {
      const Ink& ink = *near_ink;
      const double r = m + (ink.reach + 0.5) * px;
      return box_crosses({x0 - r, y0 - r, x1 + r, y1 + r}, std::span(&ink.outline, 1));
    });
    if (!clear) continue;
    const std::vector<Vec2> card{{x0 - m, y0 - m}, {x1 + m, y0 - m}, {x1 + m, y1 + m}, {x0 - m, y1 + m}};
    out_.fill_polygon(card, palette::background);
    return;
  }
}

}  // namespace lab::figures
