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
#include <deque>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "scenes/figures/box_index.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/figures/outline_runs.hpp"
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
  /// The largest card clear of every stroke among the label's whole cards (whole_cards), then
  /// cards inset into the words' line box (the halo is all the words have there); or none.
  std::optional<LabelBox> card(const LabelBox& box, Color c) const;
  /// The label's whole cards, largest first, each holding the next: 3 pixels round its words to
  /// none; a framed label's up to its frame's outer edge, so no tint shows between them.
  std::vector<LabelBox> whole_cards(const LabelBox& box, Color c) const;

  /// An outline drawn so far and its bounding box (a label far from it need not look at its
  /// points); a long one's edges in runs too (a label beside a 2,000-gon reads the edges near it).
  /// Made in place and never moved: the runs point at the outline.
  struct Drawn {
    explicit Drawn(std::vector<Vec2> points);
    Drawn(const Drawn&) = delete;
    Drawn& operator=(const Drawn&) = delete;
    /// rect_crosses (draw.hpp) of the box and the outline.
    bool crosses(const LabelBox& box) const;
    /// collide::point_in_polygon(p, outline).
    bool holds(Vec2 p) const;

    std::vector<Vec2> outline;
    LabelBox bounds;
    std::optional<OutlineRuns> runs;
  };
  std::deque<Drawn> tints_;                          ///< translucent fills' outlines
  std::vector<std::pair<Vec2, double>> tint_discs_;  ///< translucent discs: centre, radius
  /// Ink drawn so far: a stroke's line (two points: a segment) and how far it reaches either
  /// side of it in pixels (half its width), or a filled outline (the key's card, a bar) and 0.
  struct Ink {
    Ink(std::vector<Vec2> outline, double reach) : drawn(std::move(outline)), reach(reach) {}
    Drawn drawn;
    double reach = 0;
  };
  void add_ink(std::vector<Vec2> outline, double reach);
  void stroke(std::vector<Vec2> outline, float width) { add_ink(std::move(outline), width / 2.0); }

  std::deque<Ink> inks_;
  /// The inks whose bounding box comes within their reach of `card`: the only ones that can touch it.
  std::vector<const Ink*> inks_near(const LabelBox& card) const;
  /// Whether `ink` touches `card`: a stroke within its reach and half a pixel of it.
  bool touches(const LabelBox& card, const Ink& ink) const;
  /// Of `inks`, those that touch `card`.
  std::vector<const Ink*> crossing(const LabelBox& card, std::span<const Ink* const> inks) const;
  /// Each ink's bounds grown by its reach and half a pixel (as card() reaches round it) at
  /// `ink_pixel_`'s scale: a label's card asks for the inks near it, not every one drawn.
  std::optional<BoxIndex> ink_index_;
  double ink_pixel_ = 0;
  int legend_ = 0;  ///< inside begin_legend … end_legend
};

}  // namespace lab::figures
