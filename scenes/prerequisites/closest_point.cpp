// Closest point on a segment (chapter "Before polygons", the blog post's closest point on a line).
// Drag P, A, B or the segment. P is first projected on the infinite line through A and B
// (the dashed drop), at A + t·(B − A); when t leaves [0, 1] the point is clamped to that end.
// Notice: past an end, Q stops moving while P's projection keeps sliding along the line.
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "captions/prerequisites.hpp"
#include "collide/segment.hpp"
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
using figures::format_point;

SceneState make_state(Vec2 a, Vec2 b, Vec2 p) {
  return {{segment_shape("AB", a, b), point_shape("P", p)}, {{"line", 1}}, {}};
}

class ClosestPoint final : public Scene {
 public:
  ClosestPoint() { reset(); }

  // ── state ──
  std::vector<Preset> presets() const override {
    return {
        {"past B: clamped", make_state({-4, -1}, {2, 1}, {4.5, -2})},    // t = 49/40
        {"between A and B", make_state({-4, -1}, {2, 1}, {-1, 2.5})},    // t = 25/40
        {"before A: clamped", make_state({-4, -1}, {2, 1}, {-6, 1.5})},  // t = −7/40
        {"right over B (t = 1)", make_state({-4, -1}, {2, 1}, {1, 4})},  // AP·AB = |AB|²
        {"P on the segment", make_state({-4, -1}, {2, 1}, {-1, 0})},     // the midpoint
    };
  }

  // ── update ──
  void update() override {
    problems_.clear();
    valid_ = false;
    try {
      const Shape& ab = state_.shape("AB");
      a_ = ab.points.at(0), b_ = ab.points.at(1);
      p_ = state_.shape("P").points.at(0);
    } catch (const std::exception& e) {
      problems_.push_back(std::string("the state is incomplete: ") + e.what());
      return;
    }
    for (auto problem : {collide::check_point("A", a_), collide::check_point("B", b_), collide::check_point("P", p_)})
      if (problem) problems_.push_back(*problem);
    if (!problems_.empty()) return;
    if (a_ == b_) problems_.emplace_back("AB has length 0: A and B are the same point, so Q = A");
    trace_ = {};
    collide::closest_point_on_segment(p_, a_, b_, trace_);
    valid_ = true;
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    figures::LabelLayout labels(canvas);
    if (!valid_) {
      draw_inputs(canvas, labels);
      return;
    }
    const bool degenerate = a_ == b_;
    // Presenter mode has no panel: the key comes into the figure, first, so the labels keep off it.
    if (canvas.legend_in_figure())
      figures::draw_legend(labels, legend(),
                           std::vector<std::vector<Vec2>>{{a_, b_}, {p_, trace_.closest}, {p_, trace_.projection}});
    // AB's line past its ends, in AB's blue, hairline: a grey dash beside the grey perpendicular
    // would read as one kind of line (ΔE₀₀ 7.4 apart, and their weights alike).
    if (state_.flag("line") && !degenerate) { canvas.line(a_, b_ - a_, palette::shape_a, 1, true); }
    canvas.segment(a_, b_, palette::shape_a, 4);
    const bool clamped = trace_.clamped_to >= 0 && !degenerate;
    std::optional<AnswerPart> answer(canvas);  // where Q is, and how it was found
    if (!degenerate) {
      // P's drop onto the infinite line, and where it lands.
      canvas.dashed_segment(p_, trace_.projection, palette::muted, 1.5f);
      canvas.point(trace_.projection, palette::muted, 4);
    }
    if (clamped) canvas.arrow(trace_.projection, trace_.closest, palette::outside, 3);
    const Color near = palette::inside;
    canvas.segment(p_, trace_.closest, near, 2.5f);
    canvas.point(trace_.closest, near, 7);
    answer.reset();
    // Names first (A, B, P and Q), then the numbers.
    draw_inputs(canvas, labels);
    answer.emplace(canvas);
    const std::vector<std::vector<Vec2>> lines{{a_, b_}, {p_, trace_.closest}, {p_, trace_.projection}};
    if (q_name().empty())
      labels.away(trace_.closest, trace_.closest + toward_p(), "Q", near, TextSize::Large, 10, lines);
    if (clamped) {
      labels.away(trace_.projection, p_, "P∞, t = " + captions::t_text(trace_), palette::muted, TextSize::Large, 8,
                  lines);
      // Under the arrow, inside the triangle B, P∞, P: the space above is for the end's name.
      const Vec2 mid = (trace_.projection + trace_.closest) * 0.5;
      labels.away(mid, mid - toward_p(), "clamp", palette::outside, TextSize::Large, 6, lines);
    }
    const Vec2 mid = (p_ + trace_.closest) * 0.5;
    labels.away(mid, degenerate ? mid - toward_p() : trace_.projection, "|PQ| = " + captions::distance_text(trace_),
                palette::text, TextSize::Large, 8, lines);
  }

  // ── panel ──
  void panel() override {
    verdict_line(caption(), valid_ ? palette::text : palette::deciding);
    if (!valid_) return;
    ImGui::Separator();
    const std::string clamp = trace_.clamped_to == 0   ? "t < 0 → Q = A"
                              : trace_.clamped_to == 1 ? "t > 1 → Q = B"
                                                       : "0 ≤ t ≤ 1 → none";
    // A = B: |AB|² = 0, so t would be 0/0. The book does not divide: the segment is the point A,
    // and that is Q.
    const std::vector<StepRow> rows = a_ == b_ ? std::vector<StepRow>{
        {"AB", "B − A", format_point(b_ - a_)},
        {"|AB|²", "AB · AB", "0: A = B, no line"},
        {"t", "(AP · AB) / |AB|²", "0/0: not computed"},
        {"Q", "the segment is the point A", format_point(trace_.closest)},
        {"|PQ|", "distance from P to Q", captions::distance_text(trace_)},
    } : std::vector<StepRow>{
        {"AB", "B − A", format_point(b_ - a_)},
        {"AP", "P − A", format_point(p_ - a_)},
        {"t", "(AP · AB) / |AB|²", t_text()},
        {"P∞", "A + t·AB, on the line", format_point(trace_.projection)},
        {"clamp", "keep t within [0, 1]", clamp},
        {"Q", "closest point", format_point(trace_.closest)},
        {"|PQ|", "distance from P to Q", captions::distance_text(trace_)},
    };
    steps_table("closest-steps", rows, a_ == b_ ? 3 : 4);
    note(
        "P∞ is P's projection on the infinite line AB. t measures how far along A → B it lands: 0 at A, 1 at B. "
        "Between them the "
        "projection is the closest point; outside, the nearest end is, because the distance only "
        "grows as you walk on along the segment's direction. Whether to clamp is decided exactly.");
    ImGui::Separator();
    option_checkbox(state_, "line", "show the infinite line through A and B");
  }

  // ── what it prints ──
  /// The panel's rows, the figure's t and |PQ| (and t = 0, 1 at A and B), the caption's t, Q
  /// and |PQ|: each text as shown beside the trace's value.
  std::vector<Printed> printed() const override {
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    std::vector<Printed> out;
    const auto add = [&out](const char* where, std::string text, const char* quantity, double value, std::string of) {
      out.push_back({where, std::move(text), quantity, value, std::move(of), 0});
    };
    const auto point = [&add](const char* where, Vec2 p, const std::string& of) {
      add(where, format_number(p.x), "coordinate", p.x, of + ", x");
      add(where, format_number(p.y), "coordinate", p.y, of + ", y");
    };
    const std::string distance = captions::distance_text(trace_), t = t_text();
    point("panel", b_ - a_, "AB = B − A");
    if (a_ == b_) {
      add("panel", "0", "value", 0, "|AB|²");
    } else {
      point("panel", p_ - a_, "AP = P − A");
      add("panel", t, "value", trace_.t, "t");
      point("panel", trace_.projection, "P∞");
    }
    point("panel", trace_.closest, "Q");
    add("panel", distance, "distance", trace_.distance, "|PQ|");
    add("figure", distance, "distance", trace_.distance, "|PQ|");
    if (a_ != b_) {
      add("figure", "0", "value", 0, "t at A");
      add("figure", "1", "value", 1, "t at B");
      if (trace_.clamped_to >= 0) add("figure", t, "value", trace_.t, "t");
    }
    // The caption's numbers, as closest_point_caption writes them.
    const std::string caption = this->caption();
    if (caption.find("(t = " + t) != std::string::npos) add("caption", t, "value", trace_.t, "t");
    // P on AB exactly: the caption writes Q = P, the true Q (the rounded projection may be a hair off).
    const Vec2 q = a_ != b_ && trace_.distance == 0 && trace_.clamped_to < 0 ? p_ : trace_.closest;
    if (caption.find(format_point(q)) != std::string::npos) point("caption", q, "Q");
    if (caption.find("|PQ| = " + distance) != std::string::npos)
      add("caption", distance, "distance", trace_.distance, "|PQ|");
    return out;
  }

  /// Where Q is: an end of AB ("closest_point" at vertex 0 or 1) or inside the edge AB (edge 0).
  std::vector<Named> named() const override {
    if (!valid_) return {};
    const int end = trace_.end;  // decided exactly: the rounded Q may equal an end it is not
    return {{"closest_point", "AB", end < 0 ? 0 : -1, end, 0}};
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    return captions::closest_point_caption(trace_, p_, a_, b_);
  }


 private:
  std::string t_text() const { return captions::t_text(trace_); }

  /// "" when Q has a name of its own; "A" or "B" when Q is that end (clamped to it, or P
  /// projecting exactly onto it), so the end's label says "Q = B" instead of a second label on it.
  std::string q_name() const {
    if (!valid_) return "";
    if (trace_.end == 0) return "A";
    if (trace_.end == 1) return "B";
    return "";
  }

  /// The key: what draw() strokes besides the inputs, each line only when it is drawn. AB's line
  /// past its ends goes without: a blue dash on AB, it reads as AB's own.
  std::vector<figures::LegendEntry> legend() const {
    using Mark = figures::LegendEntry::Mark;
    const bool degenerate = a_ == b_;
    std::vector<figures::LegendEntry> out{{palette::inside, "P to Q, the shortest way to AB"},
                                          {palette::inside, "Q, the point of AB nearest P", Mark::Dot}};
    if (!degenerate) out.push_back({palette::muted, "the perpendicular from P to AB's line, at P∞", Mark::Dashed});
    if (trace_.clamped_to >= 0 && !degenerate)
      out.push_back({palette::outside, "clamp: P∞ is past an end, so Q is that end", Mark::Arrow});
    return out;
  }

  void draw_inputs(Canvas& canvas, figures::LabelLayout& labels) const {
    canvas.point(a_, palette::shape_a, 5);
    canvas.point(b_, palette::shape_a, 5);
    canvas.point(p_, palette::point, 7);
    for (auto [p, r] : {std::pair{a_, 5.0}, {b_, 5.0}, {p_, 7.0}}) labels.block(p, r);
    if (valid_) labels.block(trace_.closest, 7);
    // A and B are named on the far side of the segment from P, with where t = 0 and t = 1 are;
    // the end that is Q is named Q as well, in Q's colour.
    const bool t_marks = valid_ && a_ != b_ && !canvas.hides_answer();
    const std::string a_name = t_marks ? "A (t = 0)" : "A", b_name = t_marks ? "B (t = 1)" : "B";
    const std::string q = canvas.hides_answer() ? "" : q_name();
    const std::vector<std::vector<Vec2>> segment{{a_, b_}};
    labels.away(p_, valid_ && !canvas.hides_answer() ? trace_.closest : p_, "P", palette::point, TextSize::Large, 10,
                segment);
    labels.away(a_, a_ + toward_p(), q == "A" ? "Q = " + a_name : a_name, q == "A" ? palette::inside : palette::shape_a,
                TextSize::Large, 10, segment);
    labels.away(b_, b_ + toward_p(), q == "B" ? "Q = " + b_name : b_name, q == "B" ? palette::inside : palette::shape_a,
                TextSize::Large, 10, segment);
  }

  /// A unit direction across the segment, toward P's side. Labels placed with label_away(x, x + it)
  /// land on the other side, where P's drawings are not. Only where to write: no verdict uses it.
  Vec2 toward_p() const {
    const Vec2 along = b_ - a_;
    Vec2 across{-along.y, along.x};
    if (collide::dot(across, p_ - a_) < 0) across = -across;
    return across == Vec2{0, 0} ? Vec2{0, -1} : collide::normalize(across);
  }

  Vec2 a_{}, b_{}, p_{};
  collide::ClosestPointTrace trace_{};
};

}  // namespace

std::unique_ptr<Scene> make_closest_point() { return std::make_unique<ClosestPoint>(); }

}  // namespace lab::prerequisites
