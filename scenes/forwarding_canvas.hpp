// A canvas in front of another that hands every call on unchanged: the base of the canvases that
// change a few calls (RoleCanvas's second channels, the window's MarkingCanvas) and override only
// those, so a call added to Canvas is forwarded by all of them at once.
#pragma once
#include "canvas.hpp"

namespace lab {

class ForwardingCanvas : public Canvas {
 public:
  explicit ForwardingCanvas(Canvas& out) : out_(out) {}

  void polygon(std::span<const Vec2> p, Color c, float width) override { out_.polygon(p, c, width); }
  void fill_polygon(std::span<const Vec2> p, Color c) override { out_.fill_polygon(p, c); }
  void segment(Vec2 a, Vec2 b, Color c, float width) override { out_.segment(a, b, c, width); }
  void dashed_segment(Vec2 a, Vec2 b, Color c, float width) override { out_.dashed_segment(a, b, c, width); }
  void line(Vec2 p, Vec2 d, Color c, float width, bool dashed) override { out_.line(p, d, c, width, dashed); }
  void arrow(Vec2 from, Vec2 to, Color c, float width) override { out_.arrow(from, to, c, width); }
  void point(Vec2 p, Color c, float radius) override { out_.point(p, c, radius); }
  void circle(Vec2 centre, double r, Color c, float width) override { out_.circle(centre, r, c, width); }
  void fill_circle(Vec2 centre, double r, Color c) override { out_.fill_circle(centre, r, c); }
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override {
    out_.label(at, text, c, size, offset);
  }
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float width) override {
    out_.interval(origin, unit, lo, hi, c, offset, width);
  }
  void begin_answer() override { out_.begin_answer(); }
  void end_answer() override { out_.end_answer(); }
  void begin_legend() override { out_.begin_legend(); }
  void end_legend() override { out_.end_legend(); }
  bool hides_answer() const override { return out_.hides_answer(); }
  bool legend_in_figure() const override { return out_.legend_in_figure(); }
  collide::Rect view() const override { return out_.view(); }
  double pixel() const override { return out_.pixel(); }
  float ui_scale() const override { return out_.ui_scale(); }
  double text_width(std::string_view text, TextSize size) const override { return out_.text_width(text, size); }
  bool words_read(const collide::Rect& words, Color c) const override { return out_.words_read(words, c); }

 protected:
  Canvas& out_;
};

}  // namespace lab
