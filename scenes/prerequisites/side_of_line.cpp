// Side of a line (chapter "Before polygons", lines).
// Drag P₁, P₂ (the line) or P. The number ax + by + c is 0 on the line; its sign says the side.
// Notice: swapping P₁ and P₂ turns (a, b) around, and every sign flips with it.
#include <cmath>
#include <memory>
#include <span>
#include <utility>
#include <string>
#include <vector>

#include <imgui.h>

#include "captions/prerequisites.hpp"
#include "collide/line.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "prerequisites/panel_parts.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "printed_count.hpp"

namespace lab::prerequisites {
namespace {

using collide::Vec2;
using figures::format_number;
using figures::format_signed;


/// "2x − 6y + 6": the line's left-hand side as a reader writes it (c the exact one).
std::string linear_text(const collide::Line& l, double c) {
  auto term = [](double v, const char* var) { return (v < 0 ? " − " : " + ") + format_number(std::fabs(v)) + var; };
  return format_number(l.a) + "x" + term(l.b, "y") + term(c, "");
}

SceneState start_state(Vec2 p1, Vec2 p2, Vec2 p) {
  return {{line_shape("line", p1, p2), point_shape("P", p)}, {{"shade", 1}, {"normal", 1}}, {}};
}

class SideOfLine final : public Scene {
 public:
  SideOfLine() { reset(); }

  // ── state ──
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

  // ── update ──
  // The core's line_through, exact_side and the exact side_sign: all the figure shows.
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
    // c printed is the true line's, exact and rounded once: −(a·P₁.x + b·P₁.y) in doubles cancels
    // to a residue of rounding when the line passes near the origin. It is the value at (0, 0).
    c_ = collide::exact_side({0, 0}, p1_, p2_);
    value_ = collide::exact_side(p_, p1_, p2_);  // the true value's rounding, as printed
    sign_ = collide::side_sign(p_, p1_, p2_);
    valid_ = true;
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    figures::LabelLayout labels(canvas);
    if (!valid_) {
      draw_inputs(canvas, labels, {});
      return;
    }
    const double px = canvas.pixel();
    const Vec2 mid = (p1_ + p2_) * 0.5;
    const Vec2 normal = collide::normalize({line_.a, line_.b});
    const std::vector<std::vector<Vec2>> line{figures::line_through_view(canvas, p1_, p2_ - p1_)};
    // Presenter mode has no panel: the key comes into the figure, first, so the labels keep off it.
    if (canvas.legend_in_figure()) {
      std::vector<std::vector<Vec2>> avoid = line;
      for (Vec2 p : {p1_, p2_, p_}) avoid.push_back({p, p});
      figures::draw_legend(labels, legend(), avoid);
    }
    if (state_.flag("shade")) {
      const AnswerPart answer(canvas);  // which side is + is the test's answer
      figures::shade_half_plane(canvas, line_, palette::line.with_alpha(45));
    }
    canvas.line(p1_, p2_ - p1_, palette::line, 3);
    Vec2 tip = mid;
    if (state_.flag("normal")) {
      const AnswerPart answer(canvas);
      tip = mid + normal * (70 * px);
      canvas.arrow(mid, tip, palette::line, 3);
    }
    // Names first, then the value at P (the caption's words), then the normal and the sides.
    draw_inputs(canvas, labels, line);
    const AnswerPart answer(canvas);  // the value at P, the normal's numbers, the sides' names
    const std::string value = captions::side_value(value_, sign_);
    const Vec2 toward_p = sign_ == 0 ? -normal : normal * static_cast<double>(sign_);
    labels.away(p_, p_ - toward_p, value, sign_ == 0 ? palette::deciding : palette::text, TextSize::Large, 22, line);
    if (state_.flag("normal"))
      labels.away(tip, mid, "(a, b) = " + figures::format_point({line_.a, line_.b}), palette::text, TextSize::Large, 6,
                  line);
    if (state_.flag("shade")) {
      draw_side_name(canvas, labels, mid, normal, "+ side", palette::text, line);
      draw_side_name(canvas, labels, mid, -normal, "− side", palette::muted, line);
    }
  }

  // ── panel ──
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
        {"c", "−(a·P₁.x + b·P₁.y)", format_number(c_)},
        {"line", "ax + by + c = 0", linear_text(line_, c_) + " = 0"},
        {"at P", "a·P.x + b·P.y + c", format_signed(value_, sign_)},
        {"sign", "+, − or 0", std::string(figures::sign_glyph(sign_))},
    };
    steps_table("side-steps", rows, static_cast<int>(rows.size()) - 1);
    note(
        "(a, b) is the line's normal: it points to the right of the walk P₁ → P₂, the + side. "
        "Swap P₁ and P₂ and every sign flips. The value at P is computed exactly and rounded once, "
        "so its sign is right and a point on the line reads 0 even where rounding would not.");
    ImGui::Separator();
    option_checkbox(state_, "shade", "shade the + side");
    option_checkbox(state_, "normal", "show the normal (a, b)");
  }

  // ── what it prints ──
  /// The panel's a, b, c, the line's equation and the value at P; the figure's value and normal;
  /// the caption's value. Nothing is singled out (named() stays empty): the line has no edges.
  std::vector<Printed> printed() const override {
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    std::vector<Printed> out;
    const auto add = [&out](const char* where, std::string text, double value, std::string of) {
      out.push_back({where, std::move(text), "value", value, std::move(of), 0});
    };
    add("panel", format_number(line_.a), line_.a, "a");
    add("panel", format_number(line_.b), line_.b, "b");
    add("panel", format_number(c_), c_, "c");
    // The equation writes b and c by size, their signs as the operators between the terms.
    add("panel", format_number(line_.a), line_.a, "a");
    add("panel", format_number(std::fabs(line_.b)), std::fabs(line_.b), "|b|");
    add("panel", format_number(std::fabs(c_)), std::fabs(c_), "|c|");
    const std::string at_p = format_signed(value_, sign_);
    for (const char* where : {"panel", "figure", "caption"}) add(where, at_p, value_, "a·x + b·y + c at P");
    if (state_.flag("normal")) {
      add("figure", format_number(line_.a), line_.a, "a");
      add("figure", format_number(line_.b), line_.b, "b");
    }
    return out;
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    return captions::side_caption(value_, sign_);
  }


 private:
  /// The key: the line, its + side when shaded, the normal when shown.
  std::vector<figures::LegendEntry> legend() const {
    std::vector<figures::LegendEntry> out{{palette::line, "the line through P₁ and P₂"}};
    if (state_.flag("shade")) out.push_back({palette::line.with_alpha(90), "its + side, a·x + b·y + c > 0 (shaded)"});
    if (state_.flag("normal"))
      out.push_back({palette::line, "the normal (a, b): it points to the + side", figures::LegendEntry::Mark::Arrow});
    return out;
  }

  void draw_inputs(Canvas& canvas, figures::LabelLayout& labels, std::span<const std::vector<Vec2>> line) const {
    canvas.point(p1_, palette::point, 5);
    canvas.point(p2_, palette::point, 5);
    canvas.point(p_, palette::point, 7);
    for (auto [p, r] : {std::pair{p1_, 5.0}, {p2_, 5.0}, {p_, 7.0}}) labels.block(p, r);
    // Each end's name beyond its end of P₁P₂, P's away from the line (on its own side).
    const Vec2 along = p1_ == p2_ ? Vec2{1, 0} : collide::normalize(p2_ - p1_);
    const Vec2 across{along.y, -along.x};
    labels.away(p_, p_ - (valid_ && sign_ < 0 ? -across : across), "P", palette::point, TextSize::Large, 10, line);
    labels.away(p1_, p1_ + along - across * 0.6, "P₁", palette::point, TextSize::Large, 9, line);
    labels.away(p2_, p2_ - along - across * 0.6, "P₂", palette::point, TextSize::Large, 9, line);
  }

  /// "+ side" or "− side" well inside its half of the view, never across the line (it would be
  /// false there): beside the middle of P₁P₂, else farther along the line, else left out.
  static void draw_side_name(Canvas& canvas, figures::LabelLayout& labels, Vec2 mid, Vec2 normal,
                             const std::string& text, Color color, std::span<const std::vector<Vec2>> line) {
    const double w = canvas.text_width(text, TextSize::Large), h = Canvas::font_pixels(TextSize::Large);
    const Vec2 along{-normal.y, normal.x};
    std::vector<Vec2> offsets;
    for (double out : {140.0, 90.0, 200.0, 50.0, 280.0, 30.0})
      for (double slide : {0.0, 160.0, -160.0, 320.0, -320.0, 480.0, -480.0}) {
        const Vec2 centre = normal * out + along * slide;  // pixels, y up
        offsets.push_back({centre.x - w * 0.5, centre.y + h * 0.5});
      }
    labels.try_at(mid, offsets, text, color, TextSize::Large, line);
  }

  Vec2 p1_{}, p2_{}, p_{};
  collide::Line line_{};
  double value_ = 0, c_ = 0;
  int sign_ = 0;
};

}  // namespace

std::unique_ptr<Scene> make_side_of_line() { return std::make_unique<SideOfLine>(); }

}  // namespace lab::prerequisites
