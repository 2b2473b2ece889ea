// Rectangles (chapter "Before polygons": axis-aligned rectangles, the test SAT grows from).
// Three tests, one mode each: rectangle vs rectangle, rectangle vs point, circle vs rectangle.
// Drag a rectangle, its corners, P or the circle. Each rectangle casts a shadow on the x axis and
// one on the y axis (the bars beside the figure); they collide only when both pairs overlap.
// Notice: one gap is enough for "apart". For the circle, its centre is clamped into the rectangle.
//
// Index of this file:
//   [SECTION] state: one start per mode
//   [SECTION] update: the mode's test, traced
//   [SECTION] draw: the rectangles, their shadows on x and y, the clamped point
//   [SECTION] panel
//   [SECTION] what it prints: printed() and named()
//   [SECTION] caption: and below it the helpers: the legend, the shadows, the clamp, the circle's rows
#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include <imgui.h>

#include "captions/prerequisites.hpp"
#include "collide/rect.hpp"
#include "collide/validate.hpp"
#include "concave/edge_walk_figure.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "prerequisites/modes.hpp"
#include "prerequisites/panel_parts.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "printed_count.hpp"

namespace lab::prerequisites {
namespace {

using collide::Interval;
using collide::Vec2;
using figures::format_number;
using figures::format_point;

enum RectanglesMode { kRects = 0, kPoint = 1, kCircle = 2 };  // the order of the panel's mode buttons
const std::map<std::string, OptionRange> kModes{{"mode", {kRects, kCircle}}};

SceneState rects_state(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
  return {{rect_shape("A", a0, a1), rect_shape("B", b0, b1)}, {{"mode", kRects}}, kModes};
}
SceneState point_state(Vec2 a0, Vec2 a1, Vec2 p) {
  return {{rect_shape("A", a0, a1), point_shape("P", p)}, {{"mode", kPoint}}, kModes};
}
SceneState circle_state(Vec2 a0, Vec2 a1, Vec2 c, double r) {
  return {{rect_shape("A", a0, a1), circle_shape("C", c, r)}, {{"mode", kCircle}}, kModes};
}

// "−5…1", as the SAT tables write a shadow: no space or comma inside, so a narrow table column
// wraps between shadows, never inside one (ImGui breaks lines after a comma too).
std::string interval_text(Interval i, int decimals) {
  return captions::end_text(i.min, decimals) + "\u2026" + captions::end_text(i.max, decimals);
}

using captions::amount_text;
using AxisWords = captions::ShadowAmount;
AxisWords axis_words(Interval a, Interval b, bool overlap) { return captions::shadow_amount(a, b, overlap); }

class Rectangles final : public Scene {
 public:
  Rectangles() { reset(); }

  // [SECTION] state: one start per mode
  std::vector<Preset> presets() const override {
    return {
        {"x overlaps, y has a gap", with_every_mode(rects_state({-5, -3}, {1, 0}, {-1, 1}, {4, 4}), mode_starts())},
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

  /// The shapes with room below for the key, which presenter mode draws in the figure: the
  /// shadows fill the margin beside the shapes, so a view fitted to the shapes alone left the key
  /// no clear corner.
  std::optional<collide::Rect> frame() const override { return concave::frame_with_legend_room(state_); }

  // [SECTION] update: the mode's test, traced
  void update() override {
    problems_.clear();
    valid_ = false;
    mode_ = static_cast<int>(state_.option("mode"));
    if (mode_ >= kRects && mode_ <= kCircle) keep_mode_shapes(state_, mode_starts()[mode_]);
    try {
      const Shape& a_shape = state_.shape("A");
      a_ = a_shape.rect();
      for (int i = 0; i < 2; ++i)
        add_problem(collide::check_point("A's corner " + std::to_string(i + 1), a_shape.points.at(i)));
      if (problems_.empty()) add_problem(collide::check_rect("A", a_));
      if (mode_ == kRects) {
        const Shape& b_shape = state_.shape("B");
        b_ = b_shape.rect();
        for (int i = 0; i < 2; ++i)
          add_problem(collide::check_point("B's corner " + std::to_string(i + 1), b_shape.points.at(i)));
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
    } catch (const std::exception& e) { problems_.push_back(std::string("the state is incomplete: ") + e.what()); }
    if (!problems_.empty()) return;
    rects_ = {};
    circle_ = {};
    if (mode_ == kRects) collide_ = collide::rects_collide(a_, b_, rects_);
    if (mode_ == kPoint) {
      // P as a rectangle of no width and no height: its shadows are the single numbers P.x and P.y.
      collide_ = collide::point_in_rect(p_, a_, rects_);
    }
    if (mode_ == kCircle) collide_ = collide::circle_rect_collide(c_, a_, circle_);
    valid_ = true;
  }

  // [SECTION] draw: the rectangles, their shadows on x and y, the clamped point
  void draw(Canvas& canvas) const override {
    if (!valid_) return;
    figures::LabelLayout labels(canvas);
    // Presenter mode has no panel: the key comes into the figure, first, so the labels keep off it.
    // B's purple (drawn double) is the rectangle B, or the circle C.
    if (canvas.legend_in_figure())
      figures::draw_legend(labels, mode_ == kCircle ? figures::with_double_shape(legend(), "C") : legend(),
                           key_obstacles(canvas));
    figures::draw_rect_outline(
        canvas, a_,
        {.color = palette::shape_a, .width = 2.5f, .vertex_dots = false, .fill = palette::shape_a.with_alpha(30)});
    if (mode_ == kRects)
      figures::draw_rect_outline(
          canvas, b_,
          {.color = palette::shape_b, .width = 2.5f, .vertex_dots = false, .fill = palette::shape_b.with_alpha(30)});
    if (mode_ == kPoint) {
      canvas.point(p_, palette::point, 6);
      labels.block(p_, 6);
    }
    if (mode_ == kCircle) draw_circle(canvas, labels);
    // Names first: each rectangle's in its middle (else near it), P beside its dot.
    const std::optional<collide::Rect> b_rect = mode_ == kRects ? std::optional(b_) : std::nullopt;
    name_rect(canvas, labels, a_, "A", palette::shape_a, b_rect);
    if (mode_ == kRects) name_rect(canvas, labels, b_, "B", palette::shape_b, a_);
    if (mode_ == kPoint) labels.away(p_, p_ - Vec2{1, 1}, "P", palette::point, TextSize::Large, 9);
    if (mode_ == kRects || mode_ == kPoint) draw_shadows(canvas, labels);
    if (mode_ == kCircle) draw_clamp_labels(canvas, labels);
  }

  // [SECTION] panel
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
    ImGui::TextWrapped("axes with a gap: %d of 2", (x.overlap ? 0 : 1) + (y.overlap ? 0 : 1));
    const std::string other = mode_ == kRects ? "B" : "P";
    const std::vector<StepRow> rows{
        {"x",
         "A\u00A0" + interval_text(rects_.ax, x.places.decimals) + ", " + other + "\u00A0" +
             interval_text(rects_.bx, x.places.decimals),
         amount_text(x)},
        {"y",
         "A\u00A0" + interval_text(rects_.ay, y.places.decimals) + ", " + other + "\u00A0" +
             interval_text(rects_.by, y.places.decimals),
         amount_text(y)},
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

  // [SECTION] what it prints: printed() and named()
  /// The panel's shadows and amounts, the figure's amounts and the caption's; in circle mode the
  /// clamp's rows and the compared squares.
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    if (mode_ == kCircle) {
      circle_printed(out);
      return out;
    }
    const std::string other = mode_ == kRects ? "B" : "P";
    const std::string text = caption();
    for (const bool is_x : {true, false}) {
      const Interval a = is_x ? rects_.ax : rects_.ay, b = is_x ? rects_.bx : rects_.by;
      const AxisWords w = axis_words(a, b, is_x ? rects_.x_overlap : rects_.y_overlap);
      const std::string axis = is_x ? "x" : "y";
      const int d = w.places.decimals;
      const std::pair<std::string, double> ends[] = {{"A's " + axis + " shadow, low end", a.min},
                                                     {"A's " + axis + " shadow, high end", a.max},
                                                     {other + "'s " + axis + " shadow, low end", b.min},
                                                     {other + "'s " + axis + " shadow, high end", b.max}};
      for (const auto& [of, value] : ends)
        out.push_back({"panel", captions::end_text(value, d), "coordinate", value, of, 0});
      const std::string amount = amount_text(w);  // "overlap 2", "gap 0.5"
      const std::string number = amount.substr(amount.find(' ') + 1);
      const std::string quantity = w.overlap ? "overlap" : "gap";
      for (const char* where : {"panel", "figure"})
        out.push_back({where, number, quantity, w.amount, axis + " shadows", 0});
      const std::string said = w.overlap ? (is_x ? "x shadows overlap by " : "y shadows by ") + number
                                         : axis + " shadows have a gap of " + number;
      if (text.find(said) != std::string::npos)
        out.push_back({"caption", number, quantity, w.amount, axis + " shadows", 0});
    }
    return out;
  }

  /// The axes whose shadows show a gap ("gap_axis": 1 for x, 2 for y, the book's order); in
  /// circle mode Q, C clamped into A, when it is on A's outline: a corner (vertex 0 … 3 from
  /// the low corner, counter-clockwise) or an edge (edge i from vertex i).
  std::vector<Named> named() const override {
    if (!valid_) return {};
    std::vector<Named> out;
    if (mode_ != kCircle) {
      if (!rects_.x_overlap) out.push_back({"gap_axis", "", -1, -1, 1});
      if (!rects_.y_overlap) out.push_back({"gap_axis", "", -1, -1, 2});
      return out;
    }
    const Interval x = range(true), y = range(false);
    const Vec2 q = circle_.closest;
    const bool left = q.x == x.min, right = q.x == x.max, low = q.y == y.min, high = q.y == y.max;
    if (!(left || right || low || high)) return out;  // C inside: Q = C, no feature
    if ((left || right) && (low || high)) {
      out.push_back({"closest_point", "A", -1, low ? (left ? 0 : 1) : (right ? 2 : 3), 0});
      return out;
    }
    out.push_back({"closest_point", "A", low ? 0 : right ? 1 : high ? 2 : 3, -1, 0});
    return out;
  }

  // [SECTION] caption: and below it the helpers: the legend, the shadows, the clamp, the circle's rows
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    if (mode_ == kCircle) return captions::circle_rect_caption(circle_, c_);
    if (mode_ == kPoint) return captions::point_in_rect_caption(rects_);
    return captions::rects_caption(rects_);
  }


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

  /// Each mode's first preset, in mode order.
  static std::vector<SceneState> mode_starts() {
    return {rects_state({-5, -3}, {1, 0}, {-1, 1}, {4, 4}), point_state({-4, -2}, {3, 2}, {1, 1}),
            circle_state({-4, -2}, {2, 2}, {4, 4}, 2.5)};
  }

  /// A rectangle's name in its middle, else in one of its corners, inside it: the first of those
  /// places that is not also inside `other` (a name inside both would seem to name the other);
  /// else as near the middle as is free.
  static void name_rect(Canvas& canvas, figures::LabelLayout& labels, const collide::Rect& r, const char* name,
                        Color color, std::optional<collide::Rect> other) {
    const Vec2 middle{r.x + r.w * 0.5, r.y + r.h * 0.5};
    const double px = canvas.pixel();
    const double w = canvas.text_width(name, TextSize::Large), h = Canvas::font_pixels(TextSize::Large);
    const Vec2 half{r.w * 0.5 / px, r.h * 0.5 / px};  // middle to corner, pixels
    const Vec2 centred{-w * 0.5, h * 0.5};
    std::vector<Vec2> places;
    for (const Vec2 offset : {centred, Vec2{-half.x + 6, half.y - 6}, Vec2{half.x - 6 - w, half.y - 6},
                              Vec2{-half.x + 6, -half.y + 6 + h}, Vec2{half.x - 6 - w, -half.y + 6 + h}}) {
      const Vec2 top_left = middle + offset * px;
      const collide::Rect box{top_left.x, top_left.y - h * px, w * px, h * px};
      if (!other || !collide::rects_collide(box, *other)) places.push_back(offset);
    }
    if (places.empty()) places.push_back(centred);
    labels.at(middle, places, name, color, TextSize::Large);
  }

  /// The key: the overlap or gap on each axis (what draw_axis bands), or circle mode's clamp.
  std::vector<figures::LegendEntry> legend() const {
    using Mark = figures::LegendEntry::Mark;
    const Color verdict = collide_ ? palette::inside : palette::outside;
    if (mode_ == kCircle)
      return {{verdict, collide_ ? "C to Q: |CQ| ≤ r, they collide" : "C to Q: |CQ| > r, apart", Mark::Dashed},
              {verdict, "Q, C clamped into A", Mark::Dot}};
    std::vector<figures::LegendEntry> out{{palette::shape_a, "A's shadow on x and on y"}};
    if (mode_ == kRects)
      out.push_back({palette::shape_b, "B's shadow on x and on y"});
    else
      out.push_back({palette::point, "P's shadow: a single number", Mark::Dot});
    for (const bool overlap : {true, false})
      for (const auto& [a, b, axis_overlap] :
           {std::tuple{rects_.ax, rects_.bx, rects_.x_overlap}, std::tuple{rects_.ay, rects_.by, rects_.y_overlap}})
        if (axis_overlap == overlap && axis_words(a, b, overlap).amount > 0)
          out.push_back({overlap ? palette::inside : palette::outside,
                         overlap ? "where the shadows overlap" : "the gap between the shadows: apart"});
    return out;
  }

  /// The shapes and, in rectangle and point mode, the shadows' bars beneath and left of them (as
  /// draw_shadows lays them out: stacked up to 26 pixels out), for the key to keep off.
  std::vector<std::vector<Vec2>> key_obstacles(const Canvas& canvas) const {
    std::vector<std::vector<Vec2>> out = rect_outlines();
    if (mode_ == kCircle) {
      out.push_back(figures::circle_outline(c_));
      return out;
    }
    const double px = canvas.pixel();
    const double x0 = std::min(rects_.ax.min, rects_.bx.min), x1 = std::max(rects_.ax.max, rects_.bx.max);
    const double y0 = std::min(rects_.ay.min, rects_.by.min), y1 = std::max(rects_.ay.max, rects_.by.max);
    for (const double out_px : {14.0, 40.0}) {
      out.push_back({{x0, y0 - out_px * px}, {x1, y0 - out_px * px}});
      out.push_back({{x0 - out_px * px, y0}, {x0 - out_px * px, y1}});
    }
    return out;
  }

  /// A's outline, and B's when B is a rectangle: for words to keep off.
  std::vector<std::vector<Vec2>> rect_outlines() const {
    auto corners = [](const collide::Rect& r) {
      return std::vector<Vec2>{{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}};
    };
    std::vector<std::vector<Vec2>> out{corners(a_)};
    if (mode_ == kRects) out.push_back(corners(b_));
    return out;
  }

  /// The x shadows below the figure and the y shadows to its left, each with the overlap (green)
  /// or the gap (orange) between them.
  void draw_shadows(Canvas& canvas, figures::LabelLayout& labels) const {
    const AnswerPart answer(canvas);  // the shadows and their overlap or gap decide
    const double px = canvas.pixel();
    const Color b_color = mode_ == kRects ? palette::shape_b : palette::point;
    // Just outside the shapes, inside the 50-pixel margin the app leaves when it fits the view.
    const double bottom = std::min(rects_.ay.min, rects_.by.min) - 14 * px;
    const double left = std::min(rects_.ax.min, rects_.bx.min) - 14 * px;
    draw_axis(canvas, labels, {0, bottom}, {1, 0}, rects_.ax, rects_.bx, rects_.x_overlap, b_color, "x");
    draw_axis(canvas, labels, {left, 0}, {0, 1}, rects_.ay, rects_.by, rects_.y_overlap, b_color, "y");
  }

  void draw_axis(Canvas& canvas, figures::LabelLayout& labels, Vec2 origin, Vec2 unit, Interval a, Interval b,
                 bool overlap, Color b_color, const std::string& name) const {
    const bool horizontal = unit.x != 0;
    // Bars stack away from the figure: on screen, a positive offset is up for x, left for y.
    const float away = horizontal ? -1.0f : 1.0f;
    canvas.interval(origin, unit, a.min, a.max, palette::shape_a, 0, 5);
    if (b.min == b.max)
      canvas.point(origin + unit * b.min + (horizontal ? Vec2{0, -9 * canvas.pixel()} : Vec2{-9 * canvas.pixel(), 0}),
                   b_color, 5);
    else
      canvas.interval(origin, unit, b.min, b.max, b_color, 9 * away, 5);
    // The band is the overlap or the gap the words name, read from them (not worked out again).
    const AxisWords w = axis_words(a, b, overlap);
    const Color band = overlap ? palette::inside : palette::outside;
    if (w.amount > 0) canvas.interval(origin, unit, w.between.min, w.between.max, band, 20 * away, 6);
    // The words go just inside the figure, over the band's middle (outside, the margin the app
    // leaves is only as wide as the bars).
    const std::string text = name + ": " + amount_text(w);
    const Color words = overlap ? palette::text : palette::deciding;
    const Vec2 at = origin + unit * ((w.between.min + w.between.max) * 0.5);
    const double tw = canvas.text_width(text, TextSize::Large);
    const std::vector<Vec2> places = horizontal ? std::vector<Vec2>{{-tw * 0.5, 46}, {-tw * 0.5, 70}, {-tw * 0.5, -36}}
                                                : std::vector<Vec2>{{22, 11}, {22, 40}, {22, -18}, {-tw - 36, 11}};
    // Off the rectangles' outlines (the y words start inside, clear of the left edge).
    const std::vector<std::vector<Vec2>> outlines = rect_outlines();
    labels.at(at, places, text, words, TextSize::Large, outlines);
  }

  /// Circle mode: the circle, its centre C and the clamp Q of C into A.
  void draw_circle(Canvas& canvas, figures::LabelLayout& labels) const {
    const Color verdict = collide_ ? palette::inside : palette::outside;
    canvas.fill_circle(c_.c, c_.r, palette::shape_b.with_alpha(30));
    canvas.circle(c_.c, c_.r, palette::shape_b, 2.5f);
    canvas.point(c_.c, palette::shape_b, 5);
    {
      const AnswerPart answer(canvas);  // Q, the clamped point, and its distance
      canvas.dashed_segment(c_.c, circle_.closest, verdict, 3);
      canvas.point(circle_.closest, verdict, 6);
    }
    labels.block(c_.c, 5);
    labels.block(circle_.closest, 6);
  }

  /// Circle mode's words: C, Q, and |CQ|² over r² beside the clamp line.
  void draw_clamp_labels(Canvas& canvas, figures::LabelLayout& labels) const {
    const Color verdict = collide_ ? palette::inside : palette::outside;
    const std::vector<std::vector<Vec2>> lines{{c_.c, circle_.closest}};
    const bool hide = canvas.hides_answer();  // C's place must not point at Q
    labels.away(c_.c, circle_.closest == c_.c || hide ? c_.c - Vec2{1, 1} : circle_.closest, "C", palette::shape_b,
                TextSize::Large, 8, lines);
    const AnswerPart answer(canvas);
    labels.away(circle_.closest, c_.c == circle_.closest ? circle_.closest + Vec2{1, 1} : c_.c, "Q", verdict,
                TextSize::Large, 8, lines);
    const auto [d, r] = clamp_squares();
    const Vec2 mid = (c_.c + circle_.closest) * 0.5;
    const std::string top = "|CQ|² = " + d, bottom = "r² = " + r;
    // The pair, r² under |CQ|², where both read (off the circle's double line on its tint: r² lay
    // on it at 3.6:1): right of the line's middle (further right, where the line climbs), else
    // left of it, else just beside the circle (C on Q: a pair inside it reached its line); else
    // where the first words fit.
    const double w = canvas.text_width(top, TextSize::Large);
    const auto reads = [&](Vec2 o, const std::string& words, Color c) {
      return labels.fits(mid, o, words, TextSize::Large, lines) && labels.reads(mid, o, words, TextSize::Large, c);
    };
    Vec2 first{10, -12};
    const double px = canvas.pixel();
    const double level = (c_.c.y - mid.y) / px + 11;  // the pair's middle level with the circle's
    const Vec2 right_of_circle{(c_.c.x + c_.r - mid.x) / px + 8, level},
        left_of_circle{(c_.c.x - c_.r - mid.x) / px - 8 - w, level};
    for (const Vec2 o : {Vec2{10, -12}, Vec2{30, 4}, Vec2{30, -12}, Vec2{-10 - w, -12}, Vec2{-10 - w, 38},
                         right_of_circle, left_of_circle})
      if (reads(o, top, palette::text) && reads(o + Vec2{0, -26}, bottom, palette::muted)) {
        first = o;
        break;
      }
    const Vec2 chosen = labels.at(mid, std::span<const Vec2>(&first, 1), top, palette::text, TextSize::Large, lines);
    const std::vector<Vec2> below{chosen + Vec2{0, -26}, chosen + Vec2{0, 24}};
    // Under or over the first words, as a pair, where either is free; else where at() finds room.
    if (!labels.try_at(mid, below, bottom, palette::muted, TextSize::Large, lines))
      labels.at(mid, below, bottom, palette::muted, TextSize::Large, lines);
  }

  /// |CQ|² and r² from C, Q (C clamped: exact) and r, as the caption prints them.
  std::pair<std::string, std::string> clamp_squares() const {
    return captions::compared_numbers(circle_, captions::squares_of(c_.c, circle_.closest, c_.r));
  }

  /// A's x or y range as its own corners give it: the clamp's bounds.
  Interval range(bool x) const {
    const std::vector<Vec2>& corners = state_.shape("A").points;
    const double p = x ? corners.at(0).x : corners.at(0).y, q = x ? corners.at(1).x : corners.at(1).y;
    return {std::min(p, q), std::max(p, q)};
  }

  /// Circle mode's numbers: the panel's rows, the figure's squares and the caption's.
  void circle_printed(std::vector<Printed>& out) const {
    const auto add = [&out](const char* where, std::string text, const char* quantity, double value, std::string of) {
      out.push_back({where, std::move(text), quantity, value, std::move(of), 0});
    };
    add("panel", format_number(c_.c.x), "coordinate", c_.c.x, "C, x");
    add("panel", format_number(c_.c.y), "coordinate", c_.c.y, "C, y");
    for (const bool x : {true, false}) {
      const Interval r = range(x);
      const std::string axis = x ? "x" : "y";
      add("panel", format_number(r.min), "coordinate", r.min, "A's " + axis + " range, low end");
      add("panel", format_number(r.max), "coordinate", r.max, "A's " + axis + " range, high end");
      const double q = x ? circle_.closest.x : circle_.closest.y;
      add("panel", format_number(q), "coordinate", q, "Q, " + axis);
    }
    const auto [d, r] = clamp_squares();
    add("panel", d, "value", circle_.distance_squared, "|CQ|²");
    add("panel", format_number(c_.r), "distance", c_.r, "r");
    add("panel", r, "value", circle_.limit_squared, "r²");
    add("figure", d, "value", circle_.distance_squared, "|CQ|²");
    add("figure", r, "value", circle_.limit_squared, "r²");
    if (circle_.closest == c_.c) return;  // "Q = C": the caption prints no number
    add("caption", d, "value", circle_.distance_squared, "|CQ|²");
    add("caption", r, "value", circle_.limit_squared, "r²");
  }

  void circle_panel() const {
    const std::string verdict = captions::contact_word(circle_);
    const Interval x = range(true), y = range(false);
    const auto [d, r] = clamp_squares();
    const std::vector<StepRow> rows{
        {"C", "the circle's centre", format_point(c_.c)},
        {"Q.x", "C.x clamped to [" + format_number(x.min) + ", " + format_number(x.max) + "]",
         format_number(circle_.closest.x)},
        {"Q.y", "C.y clamped to [" + format_number(y.min) + ", " + format_number(y.max) + "]",
         format_number(circle_.closest.y)},
        {"|CQ|²", "(Q.x − C.x)² + (Q.y − C.y)²", d},
        {"r²", captions::squared_text(format_number(c_.r)), r},
        {"compare", "|CQ|² ≤ r² ?", verdict},
    };
    steps_table("clamp-steps", rows, 5);
    note(
        "Clamping each coordinate of the centre into the rectangle's range gives Q, the point of the "
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
};

}  // namespace

std::unique_ptr<Scene> make_rectangles() { return std::make_unique<Rectangles>(); }

}  // namespace lab::prerequisites
