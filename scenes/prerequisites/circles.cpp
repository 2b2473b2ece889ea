// Circles (chapter "Before polygons", the blog post's circles).
// Three tests, one mode each: circle vs circle, point in circle, segment vs circle. Drag the
// centres, the rims (radii), P or the segment. Each test compares a squared distance with a
// squared radius, side by side. Notice: no square root anywhere, and the verdict never changes for it.
#include <cmath>
#include <memory>
#include <numbers>
#include <string>
#include <vector>

#include <imgui.h>

#include "collide/circle.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "prerequisites/panel_parts.hpp"
#include "prerequisites/scenes.hpp"

namespace lab::prerequisites {
namespace {

using collide::Vec2;
using figures::format_number;
using figures::format_point;

enum Mode { kCircles = 0, kPoint = 1, kSegment = 2 };  // the order of the panel's mode buttons

Shape circle_shape(std::string name, Vec2 c, double r) {
  return {.name = std::move(name), .kind = ShapeKind::Circle, .points = {c}, .radius = r};
}

SceneState circles_state(Vec2 c1, double r1, Vec2 c2, double r2) {
  return {{circle_shape("C₁", c1, r1), circle_shape("C₂", c2, r2)}, {{"mode", kCircles}}};
}
SceneState point_state(Vec2 c, double r, Vec2 p) {
  return {{circle_shape("C", c, r), {.name = "P", .kind = ShapeKind::Point, .points = {p}}}, {{"mode", kPoint}}};
}
SceneState segment_state(Vec2 c, double r, Vec2 a, Vec2 b) {
  return {{circle_shape("C", c, r), {.name = "AB", .kind = ShapeKind::Segment, .points = {a, b}}},
          {{"mode", kSegment}}};
}

/// The two numbers the test compared, each with enough decimals that a strict verdict never
/// shows two equal-looking numbers ("25 > 25"); when even 12 decimals agree, "25 + ε > 25".
std::pair<std::string, std::string> compared_texts(double left, double right, bool strict) {
  std::string l = format_number(left), r = format_number(right);
  for (int decimals = 3; strict && l == r && decimals <= 12; ++decimals)
    l = format_number(left, decimals), r = format_number(right, decimals);
  // Rounding made them equal, but the exact comparison says the left one is larger.
  if (strict && l == r) l += " + ε";
  return {l, r};
}

class Circles final : public Scene {
 public:
  Circles() { reset(); }

  SceneInfo info() const override {
    return {"circles", "Before polygons", "Circles",
            "Drag a rim until the circles just touch: the squared distance meets the squared radii "
            "exactly, with no square root taken."};
  }

  std::vector<Preset> presets() const override {
    return {
        {"circles overlap", circles_state({-2, -1}, 2, {2, 0.5}, 3)},  // 16 + 2.25 = 18.25 ≤ 25
        {"circles touch", circles_state({-2, -1}, 2, {1, 3}, 3)},      // 9 + 16 = 25 = 25
        {"circles apart", circles_state({-2, -1}, 2, {3, 3}, 3)},      // 25 + 16 = 41 > 25
        {"P inside", point_state({0, 0}, 5, {2, 3})},                  // 13 ≤ 25
        {"P on the rim", point_state({0, 0}, 5, {3, 4})},              // 25 = 25
        {"P outside", point_state({0, 0}, 5, {5, 4})},                 // 41 > 25
        {"segment crosses", segment_state({0, 0}, 3, {-5, 1}, {4, 2})},
        {"segment touches", segment_state({0, 0}, 3, {-4, 3}, {4, 3})},        // Q = (0, 3): 9 = 9
        {"segment apart, end nearest", segment_state({0, 0}, 3, {4, 0}, {7, 1})},  // Q = A: 16 > 9
    };
  }

  // [update]
  void update() override {
    problems_.clear();
    valid_ = false;
    mode_ = static_cast<int>(state_.option("mode"));
    try {
      if (mode_ == kCircles) {
        c1_ = state_.shape("C₁").circle();
        c2_ = state_.shape("C₂").circle();
        add_problem(collide::check_circle("C₁", c1_));
        add_problem(collide::check_circle("C₂", c2_));
      } else if (mode_ == kPoint) {
        c1_ = state_.shape("C").circle();
        p_ = state_.shape("P").points.at(0);
        add_problem(collide::check_circle("C", c1_));
        add_problem(collide::check_point("P", p_));
      } else if (mode_ == kSegment) {
        c1_ = state_.shape("C").circle();
        const Shape& ab = state_.shape("AB");
        a_ = ab.points.at(0), b_ = ab.points.at(1);
        add_problem(collide::check_circle("C", c1_));
        add_problem(collide::check_point("A", a_));
        add_problem(collide::check_point("B", b_));
      } else {
        problems_.push_back("unknown mode " + format_number(state_.option("mode")) + " (0, 1 or 2)");
      }
    } catch (const std::exception& e) {
      problems_.push_back(std::string("the state is incomplete: ") + e.what());
    }
    if (!problems_.empty()) return;
    trace_ = {};
    if (mode_ == kCircles) collide::circles_collide(c1_, c2_, trace_);
    if (mode_ == kPoint) collide::point_in_circle(p_, c1_, trace_);
    if (mode_ == kSegment) collide::circle_segment_collide(c1_, a_, b_, trace_);
    valid_ = true;
  }

  // [draw]
  void draw(Canvas& canvas) const override {
    if (!valid_) return;
    const Color verdict = trace_.collide ? palette::inside : palette::outside;
    // The distance line runs from the centre to C₂, P or Q; the centre's name keeps off it.
    const Vec2 line_end = mode_ == kCircles ? c2_.c : mode_ == kPoint ? p_ : trace_.closest;
    draw_circle(canvas, c1_, mode_ == kCircles ? "C₁" : "C", mode_ == kCircles ? "r₁" : "r", palette::shape_a,
                {-0.6, 0.8}, line_end);
    if (mode_ == kCircles) {
      draw_circle(canvas, c2_, "C₂", "r₂", palette::shape_b, {0.6, 0.8}, c1_.c);
      canvas.segment(c1_.c, c2_.c, verdict, 3);
      draw_comparison(canvas, c1_.c, c2_.c, "|C₁C₂|² = ", "(r₁ + r₂)² = ");
    }
    if (mode_ == kPoint) {
      canvas.segment(c1_.c, p_, verdict, 3);
      draw_comparison(canvas, c1_.c, p_, "|CP|² = ", "r² = ");
      figures::draw_point(canvas, p_, "P", palette::point, 6);
    }
    if (mode_ == kSegment) {
      canvas.segment(a_, b_, palette::shape_b, 3);
      figures::draw_point(canvas, a_, "A", palette::shape_b);
      figures::draw_point(canvas, b_, "B", palette::shape_b);
      canvas.dashed_segment(c1_.c, trace_.closest, verdict, 3);
      canvas.point(trace_.closest, verdict, 6);
      figures::label_away(canvas, trace_.closest, c1_.c, "Q", verdict, TextSize::Large, 8);
      draw_comparison(canvas, c1_.c, trace_.closest, "|CQ|² = ", "r² = ");
    }
  }

  // [panel]
  void panel() override {
    mode_buttons(*this, mode_, {"circle vs circle", "point in circle", "segment vs circle"});
    ImGui::Separator();
    verdict_line(caption(), valid_ ? palette::text : palette::deciding);
    if (!valid_) return;
    steps_table("circle-steps", rows(), static_cast<int>(rows().size()) - 2);
    note("Why no square root: a distance and a radius are never negative, and for numbers that are "
         "not negative, d ≤ r holds exactly when d² ≤ r². Comparing the squares gives the same verdict "
         "and skips the square root, which is slow and would round. (The comparison itself is exact.)");
  }

  // [caption]
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    const auto [d, r] = texts();
    const bool touching = trace_.collide && trace_.distance_squared == trace_.limit_squared;
    const std::string relation = touching ? " = " : trace_.collide ? " ≤ " : " > ";
    if (mode_ == kCircles)
      return "|C₁C₂|² = " + d + relation + "(r₁ + r₂)² = " + r +
             (touching ? " → they touch (collide)" : trace_.collide ? " → collide" : " → apart");
    if (mode_ == kPoint)
      return "|CP|² = " + d + relation + "r² = " + r +
             (touching ? " → P is on the circle (inside)" : trace_.collide ? " → P is inside" : " → P is outside");
    return "closest point Q on AB: |CQ|² = " + d + relation + "r² = " + r +
           (touching ? " → the segment touches the circle" : trace_.collide ? " → they collide" : " → apart");
  }

  std::vector<std::string> warnings() const override { return problems_; }

 private:
  void add_problem(const collide::Problem& p) {
    if (p) problems_.push_back(*p);
  }

  std::pair<std::string, std::string> texts() const {
    // Only "apart" is a strict inequality (d² > r²) that equal-looking numbers would contradict.
    return compared_texts(trace_.distance_squared, trace_.limit_squared, !trace_.collide);
  }

  std::vector<StepRow> rows() const {
    const auto [d, r] = texts();
    const std::string verdict = trace_.collide ? "collide" : "apart";
    const std::string relation = trace_.collide ? (trace_.distance_squared == trace_.limit_squared ? " = " : " ≤ ") : " > ";
    if (mode_ == kCircles)
      return {{"C₁", "first centre", format_point(c1_.c)},
              {"C₂", "second centre", format_point(c2_.c)},
              {"|C₁C₂|²", "(x₂ − x₁)² + (y₂ − y₁)²", d},
              {"(r₁ + r₂)²", "(" + format_number(c1_.r) + " + " + format_number(c2_.r) + ")²", r},
              {"compare", "|C₁C₂|² ≤ (r₁ + r₂)² ?", d + relation + r + " → " + verdict},
              {"(not needed)", "|C₁C₂| and r₁ + r₂", format_number(std::sqrt(trace_.distance_squared)) + " vs " +
                                                          format_number(c1_.r + c2_.r)}};
    if (mode_ == kPoint)
      return {{"C", "centre", format_point(c1_.c)},
              {"P", "the point", format_point(p_)},
              {"|CP|²", "(P.x − C.x)² + (P.y − C.y)²", d},
              {"r²", format_number(c1_.r) + "²", r},
              {"compare", "|CP|² ≤ r² ?", d + relation + r + (trace_.collide ? " → inside" : " → outside")},
              {"(not needed)", "|CP| and r", format_number(std::sqrt(trace_.distance_squared)) + " vs " +
                                                 format_number(c1_.r)}};
    return {{"Q", "closest point of AB to C", format_point(trace_.closest)},
            {"|CQ|²", "(Q.x − C.x)² + (Q.y − C.y)²", d},
            {"r²", format_number(c1_.r) + "²", r},
            {"compare", "|CQ|² ≤ r² ?", d + relation + r + " → " + verdict},
            {"(not needed)", "|CQ| and r", format_number(std::sqrt(trace_.distance_squared)) + " vs " +
                                               format_number(c1_.r)}};
  }

  /// The squared distance, and under it the squared limit it is compared with (the caption's
  /// numbers), beside the middle of the distance line from `from` to `to`: below and to the right
  /// of it, else the first place beside the line where neither text crosses it (the line from C₁
  /// down to the right ran through both), and none of the rims where such a place exists.
  void draw_comparison(Canvas& canvas, Vec2 from, Vec2 to, const std::string& distance,
                       const std::string& limit) const {
    const auto [d, r] = texts();
    const std::string top = distance + d, bottom = limit + r;
    const Vec2 at = (from + to) * 0.5;
    const std::vector<std::vector<Vec2>> line{{from, to}};
    const Vec2 under{0, -26};  // the limit's offset from the distance's
    // The circles' rims (and the segment) too where some place allows: a rim through the
    // numbers reads almost as badly.
    std::vector<std::vector<Vec2>> rims = line;
    for (const collide::Circle* c : {&c1_, &c2_}) {
      if (c == &c2_ && mode_ != kCircles) continue;
      rims.push_back(figures::circle_outline(*c));
    }
    if (mode_ == kSegment) rims.push_back({a_, b_});
    auto clear_of = [&](const std::vector<std::vector<Vec2>>& obstacles, Vec2 offset, const std::string& text,
                        TextSize size) {
      return figures::label_in_view(canvas, at, offset, text, size) &&
             !figures::label_crosses(canvas, at, offset, text, size, obstacles, 3);
    };
    // Either side of the line, then the four diagonals; the pair hung from the distance's place,
    // or lifted so the limit takes it.
    const Vec2 along = to - from, side{-along.y, along.x};
    std::vector<Vec2> tries{{10, -12}};
    for (Vec2 dir : {side, -side, Vec2{1, -1}, Vec2{-1, -1}, Vec2{1, 1}, Vec2{-1, 1}})
      for (float gap : {8.f, 24.f, 48.f, 80.f, 120.f}) {
        const Vec2 o = figures::offset_away(canvas, dir, top, TextSize::Large, gap);
        tries.push_back(o);
        tries.push_back(o - under);
      }
    Vec2 chosen = tries.front();
    bool found = false;
    const std::vector<std::vector<Vec2>>* tiers[] = {&rims, &line};
    for (const auto* obstacles : tiers)
      for (Vec2 o : tries)
        if (!found && clear_of(*obstacles, o, top, TextSize::Large) &&
            clear_of(*obstacles, o + under, bottom, TextSize::Normal)) {
          chosen = o;
          found = true;
        }
    canvas.label(at, top, palette::text, TextSize::Large, chosen);
    canvas.label(at, bottom, palette::muted, TextSize::Normal, chosen + under);
  }

  /// The circle, its centre and one radius drawn in direction `dir` (away from the distance line,
  /// which runs from the centre to `line_end`).
  void draw_circle(Canvas& canvas, const collide::Circle& c, const std::string& name, const std::string& r_name,
                   Color color, Vec2 dir, Vec2 line_end) const {
    canvas.fill_circle(c.c, c.r, color.with_alpha(30));
    canvas.circle(c.c, c.r, color, 2.5f);
    canvas.point(c.c, color, 5);
    const Vec2 radius_end = c.c + dir * c.r;
    if (c.r > 0) {
      canvas.segment(c.c, radius_end, color, 1.5f);
      figures::label_away(canvas, radius_end, c.c, r_name + " = " + format_number(c.r), color, TextSize::Large, 6);
    }
    // The name beside the dot, facing away from the distance line, else turned a step at a time
    // (45°) until it crosses neither that line nor the radius.
    const std::vector<std::vector<Vec2>> lines{{c.c, line_end}, {c.c, radius_end}};
    Vec2 away = c.c - line_end;
    if (away == Vec2{0, 0}) away = {1, 1};
    std::vector<Vec2> offsets;
    for (int turn : {0, 1, -1, 2, -2, 3, -3, 4}) {
      const double a = turn * std::numbers::pi / 4;
      const Vec2 d{away.x * std::cos(a) - away.y * std::sin(a), away.x * std::sin(a) + away.y * std::cos(a)};
      offsets.push_back(figures::offset_away(canvas, d, name, TextSize::Large, 8));
    }
    canvas.label(c.c, name, color, TextSize::Large,
                 figures::first_clear_offset(canvas, c.c, offsets, name, TextSize::Large, lines, 3));
  }

  int mode_ = kCircles;
  collide::Circle c1_{}, c2_{};
  Vec2 p_{}, a_{}, b_{};
  collide::CircleTrace trace_{};
  bool valid_ = false;
  std::vector<std::string> problems_;
};

}  // namespace

std::unique_ptr<Scene> make_circles() { return std::make_unique<Circles>(); }

}  // namespace lab::prerequisites
