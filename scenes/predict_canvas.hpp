// Predict mode's canvas: the figure as a student would draw it on paper, before the test runs.
// It passes a scene's drawing on to another canvas, leaving out every answer part (what the scene
// draws inside an AnswerPart: shadows, counts, the deciding step) and drawing what remains, the
// shapes and their names, in one neutral ink, so no verdict colour is left on an outline either.
#pragma once
#include <algorithm>
#include <cstdint>

#include "canvas.hpp"

namespace lab {

class PredictCanvas final : public Canvas {
 public:
  /// The one colour of the shapes in predict mode: dark grey, neither verdict's colour.
  static constexpr Color ink{70, 70, 70};

  explicit PredictCanvas(Canvas& out) : out_(out) {}

  void polygon(std::span<const Vec2> p, Color c, float width) override {
    if (shown()) out_.polygon(p, neutral(c), width);
  }
  void fill_polygon(std::span<const Vec2> p, Color c) override {
    if (shown()) out_.fill_polygon(p, neutral_fill(c));
  }
  void segment(Vec2 a, Vec2 b, Color c, float width) override {
    if (shown()) out_.segment(a, b, neutral(c), width);
  }
  void dashed_segment(Vec2 a, Vec2 b, Color c, float width) override {
    if (shown()) out_.dashed_segment(a, b, neutral(c), width);
  }
  void line(Vec2 p, Vec2 d, Color c, float width, bool dashed) override {
    if (shown()) out_.line(p, d, neutral(c), width, dashed);
  }
  void arrow(Vec2 from, Vec2 to, Color c, float width) override {
    if (shown()) out_.arrow(from, to, neutral(c), width);
  }
  void point(Vec2 p, Color c, float radius) override {
    if (shown()) out_.point(p, neutral(c), radius);
  }
  void circle(Vec2 c, double r, Color color, float width) override {
    if (shown()) out_.circle(c, r, neutral(color), width);
  }
  void fill_circle(Vec2 c, double r, Color color) override {
    if (shown()) out_.fill_circle(c, r, neutral_fill(color));
  }
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override {
    if (shown()) out_.label(at, text, neutral(c), size, offset);
  }
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float width) override {
    if (shown()) out_.interval(origin, unit, lo, hi, neutral(c), offset, width);
  }
  void begin_answer() override { ++answer_depth_; }
  void end_answer() override {
    if (answer_depth_ > 0) --answer_depth_;
  }
  bool hides_answer() const override { return true; }

  collide::Rect view() const override { return out_.view(); }
  double pixel() const override { return out_.pixel(); }
  float ui_scale() const override { return out_.ui_scale(); }
  double text_width(std::string_view text, TextSize size) const override { return out_.text_width(text, size); }

 private:
  bool shown() const { return answer_depth_ == 0; }
  // A fill keeps its transparency, so a shape's tint stays a tint.
  static Color neutral(Color c) { return ink.with_alpha(c.a); }
  // A fill at most a light grey: the dark ink at a tint's alpha made a mid grey a shape's name
  // inside it read poorly against, on screen and in a handout's print.
  static Color neutral_fill(Color c) { return ink.with_alpha(std::min<std::uint8_t>(c.a, 32)); }

  Canvas& out_;
  int answer_depth_ = 0;
};

}  // namespace lab
