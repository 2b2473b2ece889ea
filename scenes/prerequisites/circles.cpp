// Circles (chapter "Before polygons", the blog post's circles).
// Three tests, one mode each: circle vs circle, point in circle, segment vs circle. Drag the
// centres, the rims (radii), P or the segment. Each test compares a squared distance with a
// squared radius, side by side. Notice: no square root anywhere, and the verdict never changes for it.
//
// Index of this file:
//   [SECTION] state: one start per mode
//   [SECTION] update: the mode's test, traced
//   [SECTION] draw: the circles, the distance line, the squares beside it
//   [SECTION] panel
//   [SECTION] what it prints: printed() and named()
//   [SECTION] caption: and below it the helpers: the rows, the legend, what labels keep off
#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "captions/joined.hpp"
#include "captions/prerequisites.hpp"
#include "collide/circle.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "prerequisites/modes.hpp"
#include "prerequisites/panel_parts.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "printed_count.hpp"

namespace lab::prerequisites {
namespace {

using collide::Vec2;
using figures::format_number;
using figures::format_point;

enum Mode { kCircles = 0, kPoint = 1, kSegment = 2 };  // the order of the panel's mode buttons
const std::map<std::string, OptionRange> kModes{{"mode", {kCircles, kSegment}}};

SceneState circles_state(Vec2 c1, double r1, Vec2 c2, double r2) {
  return {{circle_shape("C₁", c1, r1), circle_shape("C₂", c2, r2)}, {{"mode", kCircles}}, kModes};
}
SceneState point_state(Vec2 c, double r, Vec2 p) {
  return {{circle_shape("C", c, r), point_shape("P", p)}, {{"mode", kPoint}}, kModes};
}
SceneState segment_state(Vec2 c, double r, Vec2 a, Vec2 b) {
  return {{circle_shape("C", c, r), segment_shape("AB", a, b)}, {{"mode", kSegment}}, kModes};
}

class Circles final : public Scene {
 public:
  Circles() { reset(); }

  // [SECTION] state: one start per mode
  std::vector<Preset> presets() const override {
    return {
        {"circles overlap", with_every_mode(circles_state({-2, -1}, 2, {2, 0.5}, 3), mode_starts())},  // 18.25 ≤ 25
        {"circles touch", circles_state({-2, -1}, 2, {1, 3}, 3)},  // 9 + 16 = 25 = 25
        {"circles apart", circles_state({-2, -1}, 2, {3, 3}, 3)},  // 25 + 16 = 41 > 25
        {"P inside", point_state({0, 0}, 5, {2, 3})},              // 13 ≤ 25
        {"P on the rim", point_state({0, 0}, 5, {3, 4})},          // 25 = 25
        {"P outside", point_state({0, 0}, 5, {5, 4})},             // 41 > 25
        {"segment crosses", segment_state({0, 0}, 3, {-5, 1}, {4, 2})},
        {"segment touches", segment_state({0, 0}, 3, {-4, 3}, {4, 3})},            // Q = (0, 3): 9 = 9
        {"segment apart, end nearest", segment_state({0, 0}, 3, {4, 0}, {7, 1})},  // Q = A: 16 > 9
    };
  }

  // [SECTION] update: the mode's test, traced
  void update() override {
    problems_.clear();
    valid_ = false;
    mode_ = static_cast<int>(state_.option("mode"));
    if (mode_ >= kCircles && mode_ <= kSegment) keep_mode_shapes(state_, mode_starts()[mode_]);
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
    } catch (const std::exception& e) { problems_.push_back(std::string("the state is incomplete: ") + e.what()); }
    if (!problems_.empty()) return;
    trace_ = {};
    if (mode_ == kCircles) collide::circles_collide(c1_, c2_, trace_);
    if (mode_ == kPoint) collide::point_in_circle(p_, c1_, trace_);
    if (mode_ == kSegment) collide::circle_segment_collide(c1_, a_, b_, trace_);
    valid_ = true;
  }

  // [SECTION] draw: the circles, the distance line, the squares beside it
  void draw(Canvas& canvas) const override {
    if (!valid_) return;
    const Color verdict = trace_.collide ? palette::inside : palette::outside;
    figures::LabelLayout labels(canvas);
    // Presenter mode has no panel: the key comes into the figure, first, so the labels keep off it.
    if (canvas.legend_in_figure())
      figures::draw_legend(
          labels, mode_ == kPoint ? legend() : figures::with_double_shape(legend(), mode_ == kCircles ? "C₂" : "AB"),
          obstacles());
    // The distance line runs from the centre to C₂, P or Q.
    const Vec2 line_end = mode_ == kCircles ? c2_.c : mode_ == kPoint ? p_ : trace_.closest;
    draw_disc(canvas, c1_, palette::shape_a, {-0.6, 0.8});
    if (mode_ == kCircles) draw_disc(canvas, c2_, palette::shape_b, {0.6, 0.8});
    if (mode_ == kSegment) canvas.segment(a_, b_, palette::shape_b, 3);
    {
      const AnswerPart answer(canvas);  // the distance compared, in the verdict's colour
      if (mode_ == kSegment)
        canvas.dashed_segment(c1_.c, trace_.closest, verdict, 3);
      else
        canvas.segment(c1_.c, line_end, verdict, 3);
    }
    canvas.point(c1_.c, palette::shape_a, 5);
    labels.block(c1_.c, 5);
    if (mode_ == kCircles) canvas.point(c2_.c, palette::shape_b, 5), labels.block(c2_.c, 5);
    if (mode_ == kPoint) canvas.point(p_, palette::point, 6), labels.block(p_, 6);
    if (mode_ == kSegment) {
      for (Vec2 e : {a_, b_}) canvas.point(e, palette::shape_b, 5), labels.block(e, 5);
      const AnswerPart answer(canvas);
      canvas.point(trace_.closest, verdict, 6);
      labels.block(trace_.closest, 6);
    }
    // Names first, then radii, then the compared numbers.
    const std::vector<std::vector<Vec2>> lines = obstacles();
    const bool hide = canvas.hides_answer();  // names only: their places must not point at Q
    labels.away(c1_.c, hide ? c1_.c : line_end, mode_ == kCircles ? "C₁" : "C", palette::shape_a, TextSize::Large, 8,
                lines);
    if (mode_ == kCircles) labels.away(c2_.c, c1_.c, "C₂", palette::shape_b, TextSize::Large, 8, lines);
    if (mode_ == kPoint) labels.away(p_, c1_.c, "P", palette::point, TextSize::Large, 9, lines);
    if (mode_ == kSegment) {
      labels.away(a_, b_, "A", palette::shape_b, TextSize::Large, 8, lines);
      labels.away(b_, a_, "B", palette::shape_b, TextSize::Large, 8, lines);
    }
    const AnswerPart answer(canvas);  // Q, the radii's and distances' numbers
    if (mode_ == kSegment) labels.away(trace_.closest, c1_.c, "Q", verdict, TextSize::Large, 9, lines);
    const std::string r1 = mode_ == kCircles ? "r₁ = " : "r = ";
    if (c1_.r > 0)
      labels.away(c1_.c + Vec2{-0.6, 0.8} * c1_.r, c1_.c, r1 + format_number(c1_.r), palette::shape_a, TextSize::Large,
                  6, lines);
    if (mode_ == kCircles && c2_.r > 0)
      labels.away(c2_.c + Vec2{0.6, 0.8} * c2_.r, c2_.c, "r₂ = " + format_number(c2_.r), palette::shape_b,
                  TextSize::Large, 6, lines);
    if (mode_ == kCircles) draw_comparison(canvas, labels, c1_.c, c2_.c, "|C₁C₂|² = ", "(r₁ + r₂)² = ");
    if (mode_ == kPoint) draw_comparison(canvas, labels, c1_.c, p_, "|CP|² = ", "r² = ");
    if (mode_ == kSegment) draw_comparison(canvas, labels, c1_.c, trace_.closest, "|CQ|² = ", "r² = ");
  }

  // [SECTION] panel
  void panel() override {
    mode_buttons(*this, mode_, {"circle vs circle", "point in circle", "segment vs circle"});
    ImGui::Separator();
    verdict_line(caption(), valid_ ? palette::text : palette::deciding);
    if (!valid_) return;
    steps_table("circle-steps", rows(), static_cast<int>(rows().size()) - 2);
    note(
        "Why no square root: a distance and a radius are never negative, and for numbers that are "
        "not negative, d ≤ r holds exactly when d² ≤ r². Comparing the squares gives the same verdict "
        "and skips the square root, which is slow and would round. (The comparison itself is exact.)");
  }

  // [SECTION] what it prints: printed() and named()
  /// The panel's points, radii, squares and unneeded roots; the figure's radii and squares; the
  /// caption's squares. A pair printed "4 + ε" is listed as shown: 4 and a hair more.
  std::vector<Printed> printed() const override {
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    std::vector<Printed> out;
    const auto add = [&out](const char* where, std::string text, const char* quantity, double value, std::string of) {
      out.push_back({where, std::move(text), quantity, value, std::move(of), 0});
    };
    int places = 2;
    const auto [distance, limit] = unneeded(places);
    const auto [d, r] = texts();
    const bool two = mode_ == kCircles;
    const std::string dn = two ? "|C₁C₂|²" : mode_ == kPoint ? "|CP|²" : "|CQ|²", ln = two ? "(r₁ + r₂)²" : "r²";
    const double reach = two ? c1_.r + c2_.r : c1_.r;  // only for the report's value: the text is the exact one's
    for (const NamedPoint& n : row_points()) {
      add("panel", input_text(n.p.x, places), "coordinate", n.p.x, std::string(n.step) + ", x");
      add("panel", input_text(n.p.y, places), "coordinate", n.p.y, std::string(n.step) + ", y");
    }
    add("panel", input_text(c1_.r, places), "distance", c1_.r, two ? "r₁" : "r");
    if (two) add("panel", input_text(c2_.r, places), "distance", c2_.r, "r₂");
    for (int k = 0; k < 2; ++k) {  // its own row, then the compare row
      add("panel", d, "value", trace_.distance_squared, dn);
      add("panel", r, "value", reach * reach, ln);
    }
    const double root = std::sqrt(trace_.distance_squared);
    add("panel", distance, "distance", root, dn.substr(0, dn.find("²")));
    add("panel", limit, "distance", reach, two ? "r₁ + r₂" : "r");
    if (c1_.r > 0) add("figure", format_number(c1_.r), "distance", c1_.r, two ? "r₁" : "r");
    if (two && c2_.r > 0) add("figure", format_number(c2_.r), "distance", c2_.r, "r₂");
    for (const char* where : {"figure", "caption"}) {
      add(where, d, "value", trace_.distance_squared, dn);
      add(where, r, "value", reach * reach, ln);
    }
    return out;
  }

  /// Segment mode singles out Q, AB's point nearest C: an end (vertex 0 or 1) or inside the edge.
  std::vector<Named> named() const override {
    if (!valid_ || mode_ != kSegment) return {};
    const int end = trace_.end;  // decided exactly: the rounded Q may equal an end it is not
    return {{"closest_point", "AB", end < 0 ? 0 : -1, end, 0}};
  }

  // [SECTION] caption: and below it the helpers: the rows, the legend, what labels keep off
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    if (mode_ == kCircles) return captions::circles_caption(trace_, c1_, c2_);
    if (mode_ == kPoint) return captions::point_in_circle_caption(trace_, p_, c1_);
    return captions::circle_segment_caption(trace_, c1_);
  }


 private:
  void add_problem(const collide::Problem& p) {
    if (p) problems_.push_back(*p);
  }

  /// The compared squares from the inputs (captions::squares_of), as the caption prints them.
  std::pair<std::string, std::string> texts() const {
    const Vec2 end = mode_ == kCircles ? c2_.c : mode_ == kPoint ? p_ : trace_.closest;
    const long double reach = mode_ == kCircles ? static_cast<long double>(c1_.r) + c2_.r : c1_.r;
    return captions::compared_numbers(trace_, captions::squares_of(c1_.c, end, reach));
  }

  /// Each mode's first preset, in mode order.
  static std::vector<SceneState> mode_starts() {
    return {circles_state({-2, -1}, 2, {2, 0.5}, 3), point_state({0, 0}, 5, {2, 3}),
            segment_state({0, 0}, 3, {-5, 1}, {4, 2})};
  }

  /// The distance the test never takes (its square root) and the limit, in long double from the
  /// inputs, so each prints as the true value's rounding; `places` gets the decimals they need to
  /// read in the exact order (2 when hundredths do), for the rows of inputs beside them.
  std::pair<std::string, std::string> unneeded(int& places) const {
    const Vec2 end = mode_ == kCircles ? c2_.c : mode_ == kPoint ? p_ : trace_.closest;
    const long double dx = static_cast<long double>(end.x) - c1_.c.x, dy = static_cast<long double>(end.y) - c1_.c.y;
    const long double distance = std::sqrt(dx * dx + dy * dy);
    const long double limit = mode_ == kCircles ? static_cast<long double>(c1_.r) + c2_.r : c1_.r;
    places = std::max(2, captions::places_to_tell(distance, limit, trace_.comparison));
    return captions::told_apart(distance, limit, trace_.comparison);
  }

  /// An input number at the places the comparison needs: C₂ at 2.0000000001 never reads "(2, 0)"
  /// beside "2.0000000001 > 2 → apart".
  static std::string input_text(double x, int places) { return captions::true_number(x, places); }

  /// The rows' points: (name, what, the point).
  struct NamedPoint {
    const char* step;
    const char* what;
    Vec2 p;
  };
  std::vector<NamedPoint> row_points() const {
    if (mode_ == kCircles) return {{"C₁", "first centre", c1_.c}, {"C₂", "second centre", c2_.c}};
    if (mode_ == kPoint) return {{"C", "centre", c1_.c}, {"P", "the point", p_}};
    return {{"Q", "closest point of AB to C", trace_.closest}};
  }

  std::vector<StepRow> rows() const {
    const auto [d, r] = texts();
    const std::string verdict = captions::contact_word(trace_);
    const std::string relation = captions::relation(trace_);
    int places = 2;
    const auto [distance, limit] = unneeded(places);
    const auto point = [places](Vec2 p) {
      return captions::joined({"(", input_text(p.x, places), ", ", input_text(p.y, places), ")"});
    };
    std::vector<StepRow> out;
    for (const NamedPoint& n : row_points()) out.push_back({n.step, n.what, point(n.p)});
    const std::string words = mode_ != kPoint          ? " → " + verdict
                              : trace_.comparison < 0  ? std::string(" → inside")
                              : trace_.comparison == 0 ? std::string(" → on the circle")
                                                       : std::string(" → outside");
    if (mode_ == kCircles) {
      out.push_back({"|C₁C₂|²", "(x₂ − x₁)² + (y₂ − y₁)²", d});
      out.push_back({"(r₁ + r₂)²",
                     captions::joined({"(", input_text(c1_.r, places), " + ", input_text(c2_.r, places), ")²"}), r});
      out.push_back({"compare", "|C₁C₂|² ≤ (r₁ + r₂)² ?", d + relation + r + words});
      out.push_back({"(not needed)", "|C₁C₂| and r₁ + r₂", distance + relation + limit});
      return out;
    }
    const std::string dn = mode_ == kPoint ? "|CP|²" : "|CQ|²";
    out.push_back({dn, mode_ == kPoint ? "(P.x − C.x)² + (P.y − C.y)²" : "(Q.x − C.x)² + (Q.y − C.y)²", d});
    out.push_back({"r²", captions::squared_text(input_text(c1_.r, places)), r});
    out.push_back({"compare", dn + " ≤ r² ?", d + relation + r + words});
    out.push_back({"(not needed)", mode_ == kPoint ? "|CP| and r" : "|CQ| and r", distance + relation + limit});
    return out;
  }

  /// The key: the distance compared, in the verdict's colour (dashed to Q, Q a dot, in segment mode).
  std::vector<figures::LegendEntry> legend() const {
    using Mark = figures::LegendEntry::Mark;
    const Color verdict = trace_.collide ? palette::inside : palette::outside;
    if (mode_ == kCircles)
      return {{verdict, trace_.collide ? "|C₁C₂| ≤ r₁ + r₂: they collide" : "|C₁C₂| > r₁ + r₂: apart"}};
    if (mode_ == kPoint)
      return {{verdict, trace_.collide ? "|CP| ≤ r: P inside or on the rim" : "|CP| > r: P outside"}};
    return {{verdict, trace_.collide ? "C to Q: |CQ| ≤ r, they collide" : "C to Q: |CQ| > r, apart", Mark::Dashed},
            {verdict, "Q, the point of AB nearest C", Mark::Dot}};
  }

  /// The lines and rims labels should keep off where they can: the distance line, the radii,
  /// the rims and the segment.
  std::vector<std::vector<Vec2>> obstacles() const {
    const Vec2 line_end = mode_ == kCircles ? c2_.c : mode_ == kPoint ? p_ : trace_.closest;
    std::vector<std::vector<Vec2>> out{{c1_.c, line_end}, {c1_.c, c1_.c + Vec2{-0.6, 0.8} * c1_.r}};
    out.push_back(figures::circle_outline(c1_));
    if (mode_ == kCircles) {
      out.push_back({c2_.c, c2_.c + Vec2{0.6, 0.8} * c2_.r});
      out.push_back(figures::circle_outline(c2_));
    }
    if (mode_ == kSegment) out.push_back({a_, b_});
    return out;
  }

  /// The squared distance, and under it the squared limit it is compared with (the caption's
  /// numbers), beside the middle of the distance line from `from` to `to`: below and to the right
  /// of it, else either side of the line, else wherever the labels are free.
  void draw_comparison(Canvas& canvas, figures::LabelLayout& labels, Vec2 from, Vec2 to, const std::string& distance,
                       const std::string& limit) const {
    const auto [d, r] = texts();
    const std::string top = distance + d, bottom = limit + r;
    const Vec2 at = (from + to) * 0.5;
    const std::vector<std::vector<Vec2>> lines = obstacles();
    const Vec2 along = to - from, side{-along.y, along.x};
    std::vector<Vec2> tries{{10, -12}};
    for (float gap : {8.f, 24.f, 48.f, 80.f, 120.f})
      for (Vec2 dir : {side, -side, Vec2{1, -1}, Vec2{-1, -1}, Vec2{1, 1}, Vec2{-1, 1}}) {
        // The pair hung from the distance's place, or lifted so the limit takes it.
        const Vec2 o = figures::offset_away(canvas, dir, top, TextSize::Large, gap);
        tries.push_back(o);
        tries.push_back(o + Vec2{0, 26});
      }
    // The pair together, clear of the rims and lines; failing the places beside the line, anywhere
    // in the view 3 pixels clear of them, nearest first (where the circles fill the view, as
    // presenting at 1920 × 1080 does, the only places clear of both rims are beside them); else
    // clear of the distance line only; else of labels only.
    const Vec2 under{0, -25};
    const std::vector<std::vector<Vec2>> line{{from, to}};
    const auto fits = [&](Vec2 o, std::span<const std::vector<Vec2>> obstacles) {
      return labels.fits(at, o, top, TextSize::Large, obstacles) &&
             labels.fits(at, o + under, bottom, TextSize::Large, obstacles);
    };
    const auto well_clear = [&](Vec2 o) {
      return !figures::label_crosses(canvas, at, o, top, TextSize::Large, lines, 3) &&
             !figures::label_crosses(canvas, at, o + under, bottom, TextSize::Large, lines, 3);
    };
    std::optional<Vec2> pick;
    for (auto it = tries.begin(); !pick && it != tries.end(); ++it)
      if (fits(*it, lines)) pick = *it;
    if (!pick)
      for (Vec2 o : grid_offsets(canvas, at, top, 16))
        if (fits(o, lines) && well_clear(o)) {
          pick = o;
          break;
        }
    for (std::span<const std::vector<Vec2>> obstacles :
         {std::span<const std::vector<Vec2>>(line), std::span<const std::vector<Vec2>>()})
      for (auto it = tries.begin(); !pick && it != tries.end(); ++it)
        if (fits(*it, obstacles)) pick = *it;
    if (pick) {
      labels.at(at, std::span<const Vec2>(&*pick, 1), top, palette::text, TextSize::Large);
      const Vec2 below = *pick + under;
      labels.at(at, std::span<const Vec2>(&below, 1), bottom, palette::muted, TextSize::Large);
      return;
    }
    // Nowhere as a pair: each on its own.
    const Vec2 chosen = labels.at(at, tries, top, palette::text, TextSize::Large, lines);
    const std::vector<Vec2> near{chosen + under, chosen + Vec2{0, 24}};
    labels.at(at, near, bottom, palette::muted, TextSize::Large, lines);
  }

  /// Offsets that put `text`'s middle on each point of a grid over the view, `step` pixels
  /// apart, nearest to `at` first.
  static std::vector<Vec2> grid_offsets(const Canvas& canvas, Vec2 at, std::string_view text, double step) {
    const collide::Rect view = canvas.view();
    const double px = canvas.pixel();
    if (!(px > 0) || !(view.w / px < 1e4) || !(view.h / px < 1e4)) return {};  // no screen-sized view
    const Vec2 half{canvas.text_width(text, TextSize::Large) / 2, -Canvas::font_pixels(TextSize::Large) / 2};
    std::vector<Vec2> out;
    for (double x = view.x; x < view.x + view.w; x += step * px)
      for (double y = view.y; y < view.y + view.h; y += step * px) out.push_back((Vec2{x, y} - at) / px);
    std::sort(out.begin(), out.end(), [](Vec2 a, Vec2 b) { return a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y; });
    for (Vec2& o : out) o -= half;
    return out;
  }

  /// A circle: translucent disc, rim, and one radius drawn in direction `dir`.
  static void draw_disc(Canvas& canvas, const collide::Circle& c, Color color, Vec2 dir) {
    canvas.fill_circle(c.c, c.r, color.with_alpha(30));
    canvas.circle(c.c, c.r, color, 2.5f);
    if (c.r > 0) canvas.segment(c.c, c.c + dir * c.r, color, 1.5f);
  }

  int mode_ = kCircles;
  collide::Circle c1_{}, c2_{};
  Vec2 p_{}, a_{}, b_{};
  collide::CircleTrace trace_{};
};

}  // namespace

std::unique_ptr<Scene> make_circles() { return std::make_unique<Circles>(); }

}  // namespace lab::prerequisites
