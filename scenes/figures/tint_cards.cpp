// Cards of paper under labels on a tint (tint_cards.hpp).
#include "figures/tint_cards.hpp"

#include <algorithm>

#include "collide/concave.hpp"
#include "collide/rect.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"

namespace lab::figures {

void TintCards::fill_polygon(std::span<const Vec2> p, Color c) {
  if (c.a < 255 && p.size() >= 3) tints_.emplace_back(p.begin(), p.end());
  out_.fill_polygon(p, c);
}
void TintCards::fill_circle(Vec2 centre, double r, Color c) {
  if (c.a < 255) tint_discs_.push_back({centre, r});
  out_.fill_circle(centre, r, c);
}
void TintCards::polygon(std::span<const Vec2> p, Color c, float width) {
  strokes_.emplace_back(p.begin(), p.end());
  out_.polygon(p, c, width);
}
void TintCards::segment(Vec2 a, Vec2 b, Color c, float width) {
  strokes_.push_back({a, b});
  out_.segment(a, b, c, width);
}
void TintCards::dashed_segment(Vec2 a, Vec2 b, Color c, float width) {
  strokes_.push_back({a, b});
  out_.dashed_segment(a, b, c, width);
}
void TintCards::line(Vec2 p, Vec2 d, Color c, float width, bool dashed) {
  strokes_.push_back(line_through_view(*this, p, d));
  out_.line(p, d, c, width, dashed);
}
void TintCards::arrow(Vec2 from, Vec2 to, Color c, float width) {
  strokes_.push_back({from, to});
  out_.arrow(from, to, c, width);
}
void TintCards::point(Vec2 p, Color c, float radius) {
  const double r = (radius + 1.5) * pixel();  // the dot and its ring of paper
  strokes_.push_back({p - Vec2{r, r}, p + Vec2{r, -r}, p + Vec2{r, r}, p - Vec2{r, -r}});
  out_.point(p, c, radius);
}
void TintCards::circle(Vec2 centre, double r, Color c, float width) {
  strokes_.push_back(circle_outline({centre, r}));
  out_.circle(centre, r, c, width);
}

void TintCards::label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) {
  const LabelBox box = label_box(*this, at, offset, text, size);
  lay_card(box);
  out_.label(at, text, c, size, offset);
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
  // 3 pixels round the words (a framed label's frame stands 2 out), less where a stroke is near:
  // each margin kept 3 pixels (a stroke's half width) from every stroke; none where the words
  // themselves cross one (the label's halo is all it has there).
  const double px = pixel();
  for (const double margin : {3.0, 2.0, 1.0, 0.0}) {
    const double m = margin * px, reach = (margin + 3) * px;
    if (box_crosses({x0 - reach, y0 - reach, x1 + reach, y1 + reach}, strokes_)) continue;
    const std::vector<Vec2> card{{x0 - m, y0 - m}, {x1 + m, y0 - m}, {x1 + m, y1 + m}, {x0 - m, y1 + m}};
    out_.fill_polygon(card, palette::background);
    return;
  }
}

}  // namespace lab::figures
