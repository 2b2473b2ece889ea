// Labels on a tint read on paper (issue 26, WCAG 2.1 AA: a label 4.5:1 against what lies behind
// it). A figure's translucent fills tint the paper under its labels: ray-casting's grey "level:
// counts as below" was 3.9:1 on the polygon's blue tint, its green "in" 3.7:1. This canvas, in
// front of the one a figure draws on, remembers the tints drawn through it and lays a card of
// solid paper under a label whose box lies on one; the card reaches at most 3 pixels past the
// words (a framed label's, its frame) and keeps off every stroke, shadow bar and key drawn before
// it, so it never hides a line. It also tells a label placer (Canvas::words_read) where a whole
// card fits, so a label is placed off the strokes on a tint where it can be.
// The key's words lie on the key's own card: none is laid there. Every figure is drawn through it
// (figure_chain.hpp), behind RoleCanvas, so a framed label's frame is drawn over its card.
#pragma once
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "scenes/figures/box_index.hpp"
#include "scenes/forwarding_canvas.hpp"

namespace lab::figures {

class TintCards final : public ForwardingCanvas {
 public:
  explicit TintCards(Canvas& out) : ForwardingCanvas(out) {}

  void fill_polygon(std::span<const Vec2> p, Color c) override;
  void fill_circle(Vec2 centre, double r, Color c) override;
  void polygon(std::span<const Vec2> p, Color c, float width) override;
  void segment(Vec2 a, Vec2 b, Color c, float width) override;
  void dashed_segment(Vec2 a, Vec2 b, Color c, float width) override;
  void line(Vec2 p, Vec2 d, Color c, float width, bool dashed) override;
  void arrow(Vec2 from, Vec2 to, Color c, float width) override;
  void point(Vec2 p, Color c, float radius) override;
  void circle(Vec2 centre, double r, Color c, float width) override;
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override;
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float width) override;
  void begin_legend() override;
  void end_legend() override;
  /// On paper, or on a tint with a whole card round the words (`whole`): what a placer wants.
  bool words_read(const collide::Rect& words, Color c) const override;

 private:
  /// The paper card under a label with this box (world units) in `c`, or none: the box on no tint.
  void lay_card(const LabelBox& box, Color c);
  bool on_tint(const LabelBox& box) const;
  /// The largest card clear of every stroke among the label's whole cards (3 pixels round its
  /// words; a framed label's up to its frame's outer edge, so no tint shows between them), then,
  /// unless `whole`, cards inset into the words' line box (the halo is all the words have there).
  std::optional<LabelBox> card(const LabelBox& box, Color c, bool whole) const;

  std::vector<std::vector<Vec2>> tints_;             ///< translucent fills' outlines
  std::vector<LabelBox> tint_bounds_;                ///< each one's bounding box
  std::vector<std::pair<Vec2, double>> tint_discs_;  ///< translucent discs: centre, radius
  /// Ink drawn so far: a stroke's line (two points: a segment) and how far it reaches either
  /// side of it in pixels (half its width), or a filled outline (the key's card, a bar) and 0.
  struct Ink {
    std::vector<Vec2> outline;
    double reach = 0;
    LabelBox bounds;  ///< the outline's bounding box: a label far from it need not look at its points
  };
  void add_ink(std::vector<Vec2> outline, double reach);
  void stroke(std::vector<Vec2> outline, float width) { add_ink(std::move(outline), width / 2.0); }

  std::vector<Ink> inks_;
  int legend_ = 0;  ///< inside begin_legend … end_legend
};

}  // namespace lab::figures
