// Label placement for the "Before polygons" figures: every label is placed once, in the figure's
// order of importance, at the first of its preferred places that lies wholly inside the view and
// overlaps no label placed before it (nor a blocked dot); a label that would leave the view on one
// side is tried on the other. So no position a learner drags to stacks names or cuts text off.
// Only where to write: no verdict is computed here.
#pragma once
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "canvas.hpp"

namespace lab::prerequisites {

/// The infinite line through `p` with direction `d` as a two-point obstacle reaching past the view
/// on both sides (for label_crosses); {p, p} when d is 0.
std::vector<Vec2> line_through_view(const Canvas& canvas, Vec2 p, Vec2 d);

class LabelPlacer {
 public:
  explicit LabelPlacer(Canvas& canvas) : canvas_(canvas) {}

  /// `text` beside `at`, on the side facing away from `away_from` (when they coincide: up and to
  /// the right), `gap` pixels clear of `at`; else turned round `at` a step at a time, then farther
  /// out, until the place is free. Returns the offset used (the text's top-left, pixels, y up).
  Vec2 away(Vec2 at, Vec2 away_from, std::string_view text, Color color, TextSize size = TextSize::Large,
            float gap = 8, std::span<const std::vector<Vec2>> obstacles = {});
  /// `text` at the first free one of `offsets` (the figure's preference), else as away() would
  /// place it from the first offset's direction.
  Vec2 at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color,
          TextSize size = TextSize::Large, std::span<const std::vector<Vec2>> obstacles = {});
  /// `text` at the first of `offsets` that is free of everything, or nowhere (for a label that
  /// would be false anywhere else, such as "+ side" across the line).
  std::optional<Vec2> try_at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color,
                             TextSize size = TextSize::Large, std::span<const std::vector<Vec2>> obstacles = {});
  /// Whether `text` at `anchor` + `offset` would be free: in view, clear of the labels placed so
  /// far and of `obstacles` (for a figure placing two labels as a pair).
  bool fits(Vec2 anchor, Vec2 offset, std::string_view text, TextSize size,
            std::span<const std::vector<Vec2>> obstacles = {}) const {
    return free(anchor, offset, text, size, obstacles);
  }
  /// Keep labels off a dot of `radius` pixels at `p` (a point's marker), or off a world box.
  void block(Vec2 p, double radius);
  void block_box(collide::Rect box);

  /// The boxes placed or blocked so far, in world units (for tests and for the figure's own checks).
  const std::vector<collide::Rect>& boxes() const { return boxes_; }

 private:
  collide::Rect box_of(Vec2 at, Vec2 offset, std::string_view text, TextSize size) const;
  bool free(Vec2 at, Vec2 offset, std::string_view text, TextSize size,
            std::span<const std::vector<Vec2>> obstacles) const;
  Vec2 nearest_free_in_view(Vec2 anchor, Vec2 wanted, std::string_view text, TextSize size) const;
  Vec2 draw(Vec2 at, Vec2 offset, std::string_view text, Color color, TextSize size);
  /// Offsets round `at`: `direction` first, then turned by 30° steps either way, at growing gaps.
  std::vector<Vec2> ring(Vec2 direction, std::string_view text, TextSize size, float gap) const;

  Canvas& canvas_;
  std::vector<collide::Rect> boxes_;
};

}  // namespace lab::prerequisites
