// Cards of paper under labels on a tint (tint_cards.hpp).
#include "figures/tint_cards.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "collide/concave.hpp"
#include "collide/rect.hpp"
#include "collide/vec.hpp"
#include "figures/outline_runs.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "role_canvas.hpp"

namespace lab::figures {

namespace {

// The outline's bounding box; not finite anywhere (a point at infinity): a box that holds
// everything, so it is always looked at.
LabelBox outline_bounds(std::span<const Vec2> outline) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  LabelBox bounds{inf, inf, -inf, -inf};
  for (const Vec2 q : outline) {
    if (!std::isfinite(q.x) || !std::isfinite(q.y)) return {-inf, -inf, inf, inf};
    bounds = {std::min(bounds.x0, q.x), std::min(bounds.y0, q.y), std::max(bounds.x1, q.x), std::max(bounds.y1, q.y)};
  }
  return bounds;
}

LabelBox grown(const LabelBox& b, double m) { return {b.x0 - m, b.y0 - m, b.x1 + m, b.y1 + m}; }

// Whether the boxes meet or touch, `b` grown by `r` on every side.
bool boxes_meet(const LabelBox& a, const LabelBox& b, double r) {
  return a.x0 <= b.x1 + r && b.x0 - r <= a.x1 && a.y0 <= b.y1 + r && b.y0 - r <= a.y1;
}

}  // namespace

TintCards::Drawn::Drawn(std::vector<Vec2> points) : outline(std::move(points)), bounds(outline_bounds(outline)) {
  if (outline.size() > 64) runs.emplace(std::span(&outline, 1));
}

bool TintCards::Drawn::crosses(const LabelBox& box) const {
  const collide::Rect rect{box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0};
  return runs ? runs->crosses(rect) : rect_crosses(rect, std::span(&outline, 1));
}

bool TintCards::Drawn::holds(Vec2 p) const { return runs ? runs->holds(p) : collide::point_in_polygon(p, outline); }

void TintCards::fill_polygon(std::span<const Vec2> p, Color c) {
  if (legend_ > 0)
    add_ink({p.begin(), p.end()}, 0);  // the key's card and swatches: kept clear
  else if (c.a < 255 && p.size() >= 3)
    tints_.emplace_back(std::vector<Vec2>(p.begin(), p.end()));
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
  if (legend_ == 0) lay_card(box, c);
  out_.label(at, text, c, size, offset);
}

void TintCards::add_ink(std::vector<Vec2> outline, double reach) {
  const Ink& ink = inks_.emplace_back(std::move(outline), reach);
  if (!ink_index_) {
    ink_pixel_ = pixel();
    ink_index_.emplace(48 * ink_pixel_);  // a label or two wide: a card looks at a few cells
  }
  const LabelBox& b = ink.drawn.bounds;
  const double r = (reach + 0.5) * ink_pixel_;
  ink_index_->add({b.x0 - r, b.y0 - r, b.x1 + r, b.y1 + r});
}

bool TintCards::on_tint(const LabelBox& box) const {
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  // A tint whose bounding box misses the label's holds none of it (a 2,000-gon's points are not read).
  const bool tinted = std::any_of(tints_.begin(), tints_.end(), [&](const Drawn& tint) {
    return boxes_meet(tint.bounds, box, 0) && (tint.holds(middle) || tint.crosses(box));
  });
  return tinted || std::any_of(tint_discs_.begin(), tint_discs_.end(), [&](const auto& d) {
           const Vec2 nearest{std::clamp(d.first.x, box.x0, box.x1), std::clamp(d.first.y, box.y0, box.y1)};
           return collide::distance_squared(nearest, d.first) <= d.second * d.second;
         });
}

std::vector<LabelBox> TintCards::whole_cards(const LabelBox& box, Color c) const {
  const double px = pixel();
  // A framed label's card reaches its frame's outer edge (ink_box) or a pixel past it: a smaller
  // one left a band of tint between the card and the frame (push-apart's, polygon-polygon's names).
  const LabelBox ink = ink_box(*this, box, c);
  return RoleCanvas::doubled(c) ? std::vector<LabelBox>{grown(ink, px), ink}
                                : std::vector<LabelBox>{grown(box, 3 * px), grown(box, 2 * px), grown(box, px), box};
}

std::vector<const TintCards::Ink*> TintCards::inks_near(const LabelBox& card) const {
  // Only the inks whose bounding box comes within reach of the card can touch it: a label beside a
  // 2,000-gon looks at the inks near it (the index's cells), not at every point of every outline.
  const double px = pixel();
  std::vector<const Ink*> near;
  const auto look_at = [&](const Ink& drawn) {
    if (boxes_meet(drawn.drawn.bounds, card, (drawn.reach + 0.5) * px)) near.push_back(&drawn);
  };
  if (ink_index_ && px == ink_pixel_)
    for (const std::uint32_t id : ink_index_->near(card)) look_at(inks_[id]);
  else
    std::for_each(inks_.begin(), inks_.end(), look_at);
  return near;
}

bool TintCards::touches(const LabelBox& card, const Ink& ink) const {
  const double r = (ink.reach + 0.5) * pixel();
  return ink.drawn.crosses({card.x0 - r, card.y0 - r, card.x1 + r, card.y1 + r});
}

std::vector<const TintCards::Ink*> TintCards::crossing(const LabelBox& card, std::span<const Ink* const> inks) const {
  std::vector<const Ink*> out;
  std::copy_if(inks.begin(), inks.end(), std::back_inserter(out), [&](const Ink* ink) { return touches(card, *ink); });
  return out;
}

std::optional<LabelBox> TintCards::card(const LabelBox& box, Color c) const {
  const std::vector<LabelBox> cards = whole_cards(box, c);
  // Every card lies within the first: an ink clear of it is clear of them all, so the smaller
  // ones ask only the inks that cross the first, and stop at the first they touch.
  const std::vector<const Ink*> in_first = crossing(cards.front(), inks_near(cards.front()));
  const auto clear = [&](const LabelBox& card) {
    return std::none_of(in_first.begin(), in_first.end(), [&](const Ink* ink) { return touches(card, *ink); });
  };
  if (in_first.empty()) return cards.front();
  for (std::size_t k = 1; k < cards.size(); ++k)
    if (clear(cards[k])) return cards[k];
  // Inset up to 2 pixels into the words' line box where a stroke runs just outside it.
  for (const double m : {-1.0, -2.0})
    if (const LabelBox card = grown(box, m * pixel()); clear(card)) return card;
  return std::nullopt;
}

bool TintCards::words_read(const collide::Rect& words, Color c) const {
  const LabelBox box{words.x, words.y, words.x + words.w, words.y + words.h};
  if (legend_ > 0 || !on_tint(box)) return true;
  // A whole card fits where the smallest does: the others hold it.
  const LabelBox smallest = whole_cards(box, c).back();
  const double px = pixel();
  const auto touching = [&](const Ink& ink) {
    return boxes_meet(ink.drawn.bounds, smallest, (ink.reach + 0.5) * px) && touches(smallest, ink);
  };
  if (ink_index_ && px == ink_pixel_)
    return !ink_index_->any_near(smallest, [&](std::uint32_t id) { return touching(inks_[id]); });
  return std::none_of(inks_.begin(), inks_.end(), touching);
}

void TintCards::lay_card(const LabelBox& box, Color c) {
  if (!on_tint(box)) return;
  if (const std::optional<LabelBox> b = card(box, c)) {
    const std::vector<Vec2> outline{{b->x0, b->y0}, {b->x1, b->y0}, {b->x1, b->y1}, {b->x0, b->y1}};
    out_.fill_polygon(outline, palette::background);
  }
}

}  // namespace lab::figures
