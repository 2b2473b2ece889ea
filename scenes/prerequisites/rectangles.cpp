// Rectangles (chapter "Before polygons": axis-aligned rectangles, the test SAT grows from).
// Three tests, one mode each: rectangle vs rectangle, rectangle vs point, circle vs rectangle.
// Drag a rectangle, its corners, P or the circle. Each rectangle casts a shadow on the x axis and
// one on the y axis (the bars beside the figure); they collide only when both pairs overlap.
// Notice: one gap is enough for "apart". For the circle, its centre is clamped into the rectangle.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <imgui.h>

#include "collide/rect.hpp"
#include "collide/validate.hpp"
#include "figures/draw.hpp"
#include "prerequisites/panel_parts.hpp"
#include "prerequisites/scenes.hpp"

namespace lab::prerequisites {
namespace {

using collide::Interval;
using collide::Vec2;
using figures::format_number;
using figures::format_point;

enum Mode { kRects = 0, kPoint = 1, kCircle = 2 };  // the order of the panel's mode buttons

Shape rect_shape(std::string name, Vec2 corner0, Vec2 corner1) {
  return {.name = std::move(name), .kind = ShapeKind::Rect, .points = {corner0, corner1}};
}
SceneState rects_state(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
  return {{rect_shape("A", a0, a1), rect_shape("B", b0, b1)}, {{"mode", kRects}}};
}
SceneState point_state(Vec2 a0, Vec2 a1, Vec2 p) {
  return {{rect_shape("A", a0, a1), {.name = "P", .kind = ShapeKind::Point, .points = {p}}}, {{"mode", kPoint}}};
}
SceneState circle_state(Vec2 a0, Vec2 a1, Vec2 c, double r) {
  return {{rect_shape("A", a0, a1), {.name = "C", .kind = ShapeKind::Circle, .points = {c}, .radius = r}},
          {{"mode", kCircle}}};
}

std::string interval_text(Interval i) { return "[" + format_number(i.min) + ", " + format_number(i.max) + "]"; }

/// How two shadows on one axis relate: the amount they overlap (≥ 0) or the gap between them.
struct AxisWords {
  bool overlap = false;
  double amount = 0;  ///< overlap length, or gap length
};
AxisWords axis_words(Interval a, Interval b, bool overlap) {
  // Only the size of the overlap or gap is measured here; whether they overlap is the core's answer.
  const double inner = std::min(a.max, b.max) - std::max(a.min, b.min);
  return {overlap, overlap ? std::max(inner, 0.0) : std::max(-inner, 0.0)};
}

class Rectangles final : public Scene {
 public:
  Rectangles() { reset(); }

  SceneInfo info() const override {
    return {"rectangles", "Before polygons", "Rectangles",
            "Slide B past A's top edge: the x shadows still overlap, but one gap on y is enough for apart."};
  }

  std::vector<Preset> presets() const override {
    return {
        {"x overlaps, y has a gap", rects_state({-5, -3}, {1, 0}, {-1, 1}, {4, 4})},
        {"overlapping", rects_state({-5, -3}, {1, 0}, {-1, -1}, {4, 3})},
        {"touching edges", rects_state({-5, -3}, {1, 0}, {1, -2}, {4, 2})},
        {"apart on both axes", rects_state({-5, -3}, {1, 0}, {2, 1}, {5, 4})},
        {"P inside", point_state({-4, -2}, {3, 2}, {1, 1})},
        {"P on an edge", point_state({-4, -2}, {3, 2}, {3, 0})},
        {"P outside (y)", point_state({-4, -2}, {3, 2}, {1, 3.5})},
        {"circle off a corner", circle_state({-4, -2}, {2, 2}, {4, 4}, 2.5)},    // |CQ|² = 8 > 6.25
        {"circle over an edge", circle_state({-4, -2}, {2, 2}, {3.5, 0}, 2)},    // 2.25 ≤ 4
        {"circle touching an edge", circle_state({-4, -2}, {2, 2}, {4, 0}, 2)},  // 4 = 4
        {"centre inside", circle_state({-4, -2}, {2, 2}, {0, 0}, 1)},            // Q = C
    };
  }

  // [update]
  void update() override {
    problems_.clear();
    valid_ = false;
    mode_ = static_cast<int>(state_.option("mode"));
    try {
      const Shape& a_shape = state_.shape("A");
      a_ = a_shape.rect();
      for (int i = 0; i < 2; ++i) add_problem(collide::check_point("A's corner " + std::to_string(i + 1), a_shape.points.at(i)));
      if (problems_.empty()) add_problem(collide::check_rect("A", a_));
      if (mode_ == kRects) {
        const Shape& b_shape = state_.shape("B");
        b_ = b_shape.rect();
        for (int i = 0; i < 2; ++i) add_problem(collide::check_point("B's corner " + std::to_string(i + 1), b_shape.points.at(i)));
        if (problems_.empty()) add_problem(collide::check_rect("B", b_));
      } else if (mode_ == kPoint) {
        p_ = state_.shape("P").points.at(0);
        add_problem(collide::check_point("P", p_));
      } else if (mode_ == kCircle) {
        c_ = state_.shape("C").circle();
        add_problem(collide::check_circle("C", c_));
      } else {
        problems_.push_back("unknown mode " + format_number(state_.option("mode")) + " (0, 1 or 2)");
      }
    } catch (const std::exception& e) {
      problems_.push_back(std::string("the state is incomplete: ") + e.what());
    }
    if (!problems_.empty()) return;
    rects_ = {};
    circle_ = {};
    if (mode_ == kRects) collide_ = collide::rects_collide(a_, b_, rects_);
    if (mode_ == kPoint) {
      // The verdict is point_in_rect's; the shadows come from the rectangle test with P as a
      // rectangle of no width and no height, whose shadows are the single numbers P.x and P.y.
      collide_ = collide::point_in_rect(p_, a_);
      collide::rects_collide(a_, {p_.x, p_.y, 0, 0}, rects_);
    }
    if (mode_ == kCircle) collide_ = collide::circle_rect_collide(c_, a_, circle_);
    valid_ = true;
  }

  // [draw]
  void draw(Canvas& canvas) const override {
    if (!valid_) return;
    figures::draw_rect_outline(canvas, a_, {.color = palette::shape_a, .width = 2.5f, .vertex_dots = false,
                                            .name = "A", .fill = palette::shape_a.with_alpha(30)});
    if (mode_ == kRects)
      figures::draw_rect_outline(canvas, b_, {.color = palette::shape_b, .width = 2.5f, .vertex_dots = false,
                                              .name = "B", .fill = palette::shape_b.with_alpha(30)});
    if (mode_ == kPoint) figures::draw_point(canvas, p_, "P", palette::point, 6);
    if (mode_ == kRects || mode_ == kPoint) draw_shadows(canvas);
    if (mode_ == kCircle) draw_clamp(canvas);
  }

  // [panel]
  void panel() override {
    mode_buttons(*this, mode_, {"rectangle vs rectangle", "rectangle vs point", "circle vs rectangle"});
    ImGui::Separator();
    verdict_line(caption(), valid_ ? palette::text : palette::deciding);
    if (!valid_) return;
    if (mode_ == kCircle) {
      circle_panel();
      return;
    }
    const AxisWords x = axis_words(rects_.ax, rects_.bx, rects_.x_overlap);
    const AxisWords y = axis_words(rects_.ay, rects_.by, rects_.y_overlap);
    ImGui::Text("axes with a gap: %d of 2", (x.overlap ? 0 : 1) + (y.overlap ? 0 : 1));
    const std::string other = mode_ == kRects ? "B" : "P";
    const std::vector<StepRow> rows{
        {"x", "A " + interval_text(rects_.ax) + ", " + other + " " + interval_text(rects_.bx), amount_text(x)},
        {"y", "A " + interval_text(rects_.ay) + ", " + other + " " + interval_text(rects_.by), amount_text(y)},
        {"verdict", verdict_reason(x.overlap, y.overlap, mode_ == kRects),
         collide_ ? (mode_ == kRects ? "collide" : "inside") : (mode_ == kRects ? "apart" : "outside")},
    };
    steps_table("rect-steps", rows, !x.overlap ? 0 : !y.overlap ? 1 : -1);
    note(mode_ == kRects
             ? "Two rectangles with sides along the axes overlap exactly when their x shadows overlap and "
               "their y shadows overlap. A gap on either axis is a gap you could slide a line through: "
               "apart. Touching counts as colliding. The same idea, with more axes, is the separating axis test."
             : "A point is a rectangle with no width and no height: its shadows are just P.x and P.y. It is "
               "inside when both numbers fall within A's shadows (on the edge counts as inside).");
  }

  // [caption]
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    if (mode_ == kCircle) {
      const std::string d = format_number(circle_.distance_squared), r = format_number(circle_.limit_squared);
      if (circle_.distance_squared == 0 && collide_) return "C is inside A, so clamping leaves it where it is (Q = C) → collide";
      const bool touching = collide_ && circle_.distance_squared == circle_.limit_squared;
      const std::string relation = touching ? " = " : collide_ ? " ≤ " : " > ";
      return "C clamped into A is Q: |CQ|² = " + d + relation + "r² = " + r +
             (touching ? " → they touch (collide)" : collide_ ? " → collide" : " → apart");
    }
    const AxisWords x = axis_words(rects_.ax, rects_.bx, rects_.x_overlap);
    const AxisWords y = axis_words(rects_.ay, rects_.by, rects_.y_overlap);
    if (mode_ == kPoint) {
      if (collide_) return "P.x is within A's x shadow and P.y within its y shadow → P is inside";
      if (!x.overlap && !y.overlap) return "P.x and P.y are both outside A's shadows → P is outside";
      return std::string(!x.overlap ? "P.x is outside A's x shadow" : "P.y is outside A's y shadow") +
             " → P is outside";
    }
    if (!x.overlap && !y.overlap) return "Both the x and the y shadows show a gap → apart";
    if (!x.overlap || !y.overlap) {
      const std::string gap = !x.overlap ? "x" : "y", ok = !x.overlap ? "y" : "x";
      return "The " + ok + " shadows overlap, but the " + gap + " shadows have a gap of " +
             format_number(!x.overlap ? x.amount : y.amount) + "; one gap is enough → apart";
    }
    const bool touching = x.amount == 0 || y.amount == 0;
    return "x shadows overlap by " + format_number(x.amount) + ", y shadows by " + format_number(y.amount) +
           (touching ? " → they touch (collide)" : " → collide");
  }

  std::vector<std::string> warnings() const override { return problems_; }

 private:
  void add_problem(const collide::Problem& p) {
    if (p) problems_.push_back(*p);
  }

  /// Why the verdict row says what it says, in this state's own terms: both shadows overlap
  /// (collide), or which axis shows the gap that is enough for apart.
  static std::string verdict_reason(bool x_overlap, bool y_overlap, bool rects) {
    if (x_overlap && y_overlap) return rects ? "x and y shadows both overlap" : "P.x and P.y both within A's shadows";
    if (!x_overlap && !y_overlap) return rects ? "a gap on x and on y" : "P.x and P.y both outside A's shadows";
    const char* axis = !x_overlap ? "x" : "y";
    return rects ? std::string("a gap on ") + axis + ": one is enough"
                 : std::string("P.") + axis + " outside A's " + axis + " shadow";
  }

  static std::string amount_text(const AxisWords& w) {
    return (w.overlap ? "overlap " : "gap ") + format_number(w.amount);
  }

  /// The x shadows below the figure and the y shadows to its left, each with the overlap (green)
  /// or the gap (orange) between them.
  void draw_shadows(Canvas& canvas) const {
    const double px = canvas.pixel();
    const Color b_color = mode_ == kRects ? palette::shape_b : palette::point;
    // Just outside the shapes, inside the 50-pixel margin the app leaves when it fits the view.
    const double bottom = std::min(rects_.ay.min, rects_.by.min) - 14 * px;
    const double left = std::min(rects_.ax.min, rects_.bx.min) - 14 * px;
    draw_axis(canvas, {0, bottom}, {1, 0}, rects_.ax, rects_.bx, rects_.x_overlap, b_color, "x");
    draw_axis(canvas, {left, 0}, {0, 1}, rects_.ay, rects_.by, rects_.y_overlap, b_color, "y");
  }

  void draw_axis(Canvas& canvas, Vec2 origin, Vec2 unit, Interval a, Interval b, bool overlap, Color b_color,
                 const std::string& name) const {
    const bool horizontal = unit.x != 0;
    // Bars stack away from the figure: on screen, a positive offset is up for x, left for y.
    const float away = horizontal ? -1.0f : 1.0f;
    canvas.interval(origin, unit, a.min, a.max, palette::shape_a, 0, 5);
    if (b.min == b.max)
      canvas.point(origin + unit * b.min + (horizontal ? Vec2{0, -9 * canvas.pixel()} : Vec2{-9 * canvas.pixel(), 0}),
                   b_color, 5);
    else
      canvas.interval(origin, unit, b.min, b.max, b_color, 9 * away, 5);
    const AxisWords w = axis_words(a, b, overlap);
    const double lo = overlap ? std::max(a.min, b.min) : std::min(a.max, b.max);
    const double hi = lo + w.amount;
    const Color band = overlap ? palette::inside : palette::outside;
    if (w.amount > 0) canvas.interval(origin, unit, lo, hi, band, 20 * away, 6);
    // The words go just inside the figure, over the band's middle (outside, the margin the app
    // leaves is only as wide as the bars).
    const std::string text = name + ": " + amount_text(w);
    const Color words = overlap ? palette::text : palette::deciding;
    const Vec2 at = origin + unit * ((hi + lo) * 0.5);
    if (horizontal)
      canvas.label(at, text, words, TextSize::Large, {-canvas.text_width(text, TextSize::Large) * 0.5, 46});
    else
      canvas.label(at, text, words, TextSize::Large, {12, 11});
  }

  /// Circle mode: the centre C, the clamp Q of C into A, and |CQ|² beside r².
  void draw_clamp(Canvas& canvas) const {
    const Color verdict = collide_ ? palette::inside : palette::outside;
    canvas.fill_circle(c_.c, c_.r, palette::shape_b.with_alpha(30));
    canvas.circle(c_.c, c_.r, palette::shape_b, 2.5f);
    figures::draw_point(canvas, c_.c, "C", palette::shape_b);
    canvas.dashed_segment(c_.c, circle_.closest, verdict, 3);
    canvas.point(circle_.closest, verdict, 6);
    figures::label_away(canvas, circle_.closest, c_.c, "Q", verdict, TextSize::Large, 8);
    const Vec2 mid = (c_.c + circle_.closest) * 0.5;
    canvas.label(mid, "|CQ|² = " + format_number(circle_.distance_squared), palette::text, TextSize::Large, {10, -12});
    canvas.label(mid, "r² = " + format_number(circle_.limit_squared), palette::muted, TextSize::Normal, {10, -38});
  }

  void circle_panel() const {
    const std::string verdict = collide_ ? "collide" : "apart";
    const std::vector<StepRow> rows{
        {"C", "the circle's centre", format_point(c_.c)},
        {"Q.x", "C.x clamped to [" + format_number(a_.x) + ", " + format_number(a_.x + a_.w) + "]",
         format_number(circle_.closest.x)},
        {"Q.y", "C.y clamped to [" + format_number(a_.y) + ", " + format_number(a_.y + a_.h) + "]",
         format_number(circle_.closest.y)},
        {"|CQ|²", "(Q.x − C.x)² + (Q.y − C.y)²", format_number(circle_.distance_squared)},
        {"r²", format_number(c_.r) + "²", format_number(circle_.limit_squared)},
        {"compare", "|CQ|² ≤ r² ?", verdict},
    };
    steps_table("clamp-steps", rows, 5);
    note("Clamping each coordinate of the centre into the rectangle's range gives Q, the point of the "
         "rectangle nearest to C. The circle reaches the rectangle exactly when Q is within r of C, "
         "and as with circles, comparing squares needs no square root.");
  }

  int mode_ = kRects;
  collide::Rect a_{}, b_{};
  Vec2 p_{};
  collide::Circle c_{};
  collide::RectsTrace rects_{};
  collide::CircleTrace circle_{};
  bool collide_ = false;
  bool valid_ = false;
  std::vector<std::string> problems_;
};

}  // namespace

std::unique_ptr<Scene> make_rectangles() { return std::make_unique<Rectangles>(); }

}  // namespace lab::prerequisites
