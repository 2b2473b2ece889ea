// Side of a line (chapter "Before polygons", lines).
// Drag P₁, P₂ (the line) or P. The number ax + by + c is 0 on the line; its sign says the side.
// Notice: swapping P₁ and P₂ turns (a, b) around, and every sign flips with it.
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include <imgui.h>

#include "collide/line.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "prerequisites/panel_parts.hpp"
#include "prerequisites/scenes.hpp"

namespace lab::prerequisites {
namespace {

using collide::Vec2;
using figures::format_number;
using figures::format_signed;

Shape line_shape(Vec2 p1, Vec2 p2) { return {.name = "line", .kind = ShapeKind::Line, .points = {p1, p2}}; }
Shape point_p(Vec2 p) { return {.name = "P", .kind = ShapeKind::Point, .points = {p}}; }

/// "2x − 6y + 6": the line's left-hand side as a reader writes it.
std::string linear_text(const collide::Line& l) {
  auto term = [](double v, const char* var) {
    return (v < 0 ? " − " : " + ") + format_number(std::fabs(v)) + var;
  };
  return format_number(l.a) + "x" + term(l.b, "y") + term(l.c, "");
}

SceneState start_state(Vec2 p1, Vec2 p2, Vec2 p) {
  return {{line_shape(p1, p2), point_p(p)}, {{"shade", 1}, {"normal", 1}}};
}

class SideOfLine final : public Scene {
 public:
  SideOfLine() { reset(); }

  SceneInfo info() const override {
    return {"side-of-line", "Before polygons", "Side of a line",
            "Drag P across the line and watch the sign of ax + by + c change; then swap P₁ and P₂."};
  }

  std::vector<Preset> presets() const override {
    return {
        // 2x − 6y + 6: at P = (2, −1) it is 4 + 6 + 6 = 16.
        {"P on the + side", start_state({-3, 0}, {3, 2}, {2, -1})},
        // At P = (−2, 3): −4 − 18 + 6 = −16.
        {"P on the − side", start_state({-3, 0}, {3, 2}, {-2, 3})},
        // At P = (0, 1): 0 − 6 + 6 = 0.
        {"P on the line", start_state({-3, 0}, {3, 2}, {0, 1})},
        // The same P as the start, with P₁ and P₂ swapped: −2x + 6y − 6 = −16.
        {"P₁ and P₂ swapped", start_state({3, 2}, {-3, 0}, {2, -1})},
    };
  }

  // [update] The core's line_through, side and the exact side_sign: all the figure shows.
  void update() override {
    problems_.clear();
    valid_ = false;
    try {
      const Shape& line = state_.shape("line");
      p1_ = line.points.at(0);
      p2_ = line.points.at(1);
      p_ = state_.shape("P").points.at(0);
    } catch (const std::exception& e) {
      problems_.push_back(std::string("the state is incomplete: ") + e.what());
      return;
    }
    for (auto problem : {collide::check_line_points("line P₁P₂", p1_, p2_), collide::check_point("P", p_)})
      if (problem) problems_.push_back(*problem);
    if (!problems_.empty()) return;
    line_ = collide::line_through(p1_, p2_);
    value_ = collide::side(p_, line_);
    sign_ = collide::side_sign(p_, p1_, p2_);
    valid_ = true;
  }

  // [draw]
  void draw(Canvas& canvas) const override {
    if (!valid_) {
      draw_inputs(canvas);
      return;
    }
    const double px = canvas.pixel();
    const Vec2 mid = (p1_ + p2_) * 0.5;
    const Vec2 normal = collide::normalize({line_.a, line_.b});
    if (state_.flag("shade")) {
      figures::shade_half_plane(canvas, line_, palette::line.with_alpha(45));
      canvas.label(mid + normal * (140 * px), "+ side", palette::text, TextSize::Large);
      canvas.label(mid - normal * (140 * px), "− side", palette::muted, TextSize::Large);
    }
    canvas.line(p1_, p2_ - p1_, palette::line, 3);
    if (state_.flag("normal")) {
      const Vec2 tip = mid + normal * (70 * px);
      canvas.arrow(mid, tip, palette::line, 3);
      figures::label_away(canvas, tip, mid, "(a, b) = " + figures::format_point({line_.a, line_.b}), palette::text,
                          TextSize::Normal, 6);
    }
    draw_inputs(canvas);
    // The value at P, under P, in the caption's words.
    canvas.label(p_, "ax + by + c = " + format_signed(value_, sign_) + " " + std::string(figures::sign_comparison(sign_)),
                 sign_ == 0 ? palette::deciding : palette::text, TextSize::Large, {-40, -16});
  }

  // [panel]
  void panel() override {
    if (!valid_) {
      verdict_line(caption(), palette::deciding);
      return;
    }
    verdict_line(caption(), palette::text);
    ImGui::Separator();
    const std::vector<StepRow> rows{
        {"a", "P₂.y − P₁.y", format_number(line_.a)},
        {"b", "P₁.x − P₂.x", format_number(line_.b)},
        {"c", "−(a·P₁.x + b·P₁.y)", format_number(line_.c)},
        {"line", "ax + by + c = 0", linear_text(line_) + " = 0"},
        {"at P", "a·P.x + b·P.y + c", format_signed(value_, sign_)},
        {"sign", "+, − or 0", std::string(figures::sign_glyph(sign_))},
    };
    steps_table("side-steps", rows, static_cast<int>(rows.size()) - 1);
    note("(a, b) is the line's normal: it points to the right of the walk P₁ → P₂, the + side. "
         "Swap P₁ and P₂ and every sign flips. The sign is computed exactly, so a point on the line "
         "reads 0 even where rounding would not.");
    ImGui::Separator();
    option_checkbox(state_, "shade", "shade the + side");
    option_checkbox(state_, "normal", "show the normal (a, b)");
  }

  // [caption]
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    const std::string value = "ax + by + c = " + format_signed(value_, sign_);
    if (sign_ == 0) return "P is on the line: " + value;
    return std::string("P is on the ") + (sign_ > 0 ? "+" : "−") + " side: " + value + " " +
           std::string(figures::sign_comparison(sign_));
  }

  std::vector<std::string> warnings() const override { return problems_; }

 private:
  void draw_inputs(Canvas& canvas) const {
    figures::draw_point(canvas, p1_, "P₁", palette::point);
    figures::draw_point(canvas, p2_, "P₂", palette::point);
    figures::draw_point(canvas, p_, "P", palette::point, 7);
  }

  Vec2 p1_{}, p2_{}, p_{};
  collide::Line line_{};
  double value_ = 0;
  int sign_ = 0;
  bool valid_ = false;
  std::vector<std::string> problems_;
};

}  // namespace

std::unique_ptr<Scene> make_side_of_line() { return std::make_unique<SideOfLine>(); }

}  // namespace lab::prerequisites
