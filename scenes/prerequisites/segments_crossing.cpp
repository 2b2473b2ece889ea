// Segments crossing (chapter "Before polygons", the blog post's line intersection).
// Drag A, B, C, D or a whole segment. Four orientation tests decide: the triangles ABC, ABD,
// CDA and CDB each turn counter-clockwise (ccw), clockwise (cw) or are flat (collinear); each is
// drawn small at the point it tests, walked by arrows, green when its pair straddles (or the
// segments touch), orange when both points are on one side; the legend lists the colours drawn.
// Notice: one pair of tests is not enough (the "T" preset); a flat triangle puts an end point on
// the other segment's line, which is touching only when the other pair allows it.
//
// Index of this file:
//   [SECTION] state: the presets ("T", touching, collinear, …)
//   [SECTION] update: the four orientation tests
//   [SECTION] draw: the segments, each test's small triangle, the legend
//   [SECTION] panel
//   [SECTION] what it prints: printed() and named()
//   [SECTION] caption: and below it the helpers: which pair decides, its words and colours
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "captions/prerequisites.hpp"
#include "collide/segment.hpp"
#include "collide/validate.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "prerequisites/panel_parts.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "printed_count.hpp"

namespace lab::prerequisites {
namespace {

using collide::Vec2;

SceneState make_state(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return {{segment_shape("AB", a, b), segment_shape("CD", c, d)},
          {{"lines", 1}, {"full", 0}},
          {{"full", {0, 4}}}};  // none, then the four triangles ABC, ABD, CDA, CDB
}

using captions::turn_word;
std::string side_word(int o) { return o > 0 ? "left" : "right"; }

/// One of the four orientation tests: the triangle (p, q, r) and the core's sign for it.
struct Test {
  std::string name;     ///< "ABC"
  std::string point;    ///< the point tested against the other segment: "C"
  std::string segment;  ///< "AB"
  std::array<Vec2, 3> triangle;
  int orientation = 0;
};

class SegmentsCrossing final : public Scene {
 public:
  SegmentsCrossing() { reset(); }

  // [SECTION] state: the presets ("T", touching, collinear, …)
  std::vector<Preset> presets() const override {
    return {
        {"crossing", make_state({-4, -2}, {4, 2}, {-2, 3}, {2, -3})},
        {"C and D on one side", make_state({-4, -2}, {4, 2}, {-3, 3}, {2, 4})},
        {"T: AB stops short", make_state({-5, -1}, {-1, 1}, {2, 3}, {2, -3})},
        {"touching: D on AB", make_state({-4, -2}, {4, 2}, {-1, 3}, {2, 1})},
        {"collinear, overlapping", make_state({-4, -2}, {2, 1}, {0, 0}, {4, 2})},
        {"collinear, apart", make_state({-4, -2}, {-2, -1}, {0, 0}, {4, 2})},
    };
  }

  // [SECTION] update: the four orientation tests
  // One call to the traced core test; the four signs come from its trace.
  void update() override {
    problems_.clear();
    valid_ = false;
    try {
      const Shape& ab = state_.shape("AB");
      const Shape& cd = state_.shape("CD");
      a_ = ab.points.at(0), b_ = ab.points.at(1), c_ = cd.points.at(0), d_ = cd.points.at(1);
    } catch (const std::exception& e) {
      problems_.push_back(std::string("the state is incomplete: ") + e.what());
      return;
    }
    for (auto problem : {collide::check_point("A", a_), collide::check_point("B", b_), collide::check_point("C", c_),
                         collide::check_point("D", d_)})
      if (problem) problems_.push_back(*problem);
    if (!problems_.empty()) return;
    if (a_ == b_) problems_.push_back("AB has length 0: A and B are the same point");
    if (c_ == d_) problems_.push_back("CD has length 0: C and D are the same point");
    trace_ = {};
    collide::segments_intersect(a_, b_, c_, d_, trace_);
    tests_ = {{
        {"ABC", "C", "AB", {a_, b_, c_}, trace_.abc},
        {"ABD", "D", "AB", {a_, b_, d_}, trace_.abd},
        {"CDA", "A", "CD", {c_, d_, a_}, trace_.cda},
        {"CDB", "B", "CD", {c_, d_, b_}, trace_.cdb},
    }};
    valid_ = true;
  }

  // [SECTION] draw: the segments, each test's small triangle, the legend
  void draw(Canvas& canvas) const override {
    if (!valid_) {
      draw_segments(canvas);
      return;
    }
    // Collinear and overlapping: the part they share, under both segments, in the collide colour.
    if (trace_.collinear && trace_.intersect) {
      const AnswerPart answer(canvas);
      canvas.segment(trace_.shared.a, trace_.shared.b, palette::collide.with_alpha(150), 12);
      canvas.point(trace_.shared.a, palette::collide, 7);
      canvas.point(trace_.shared.b, palette::collide, 7);
    }
    if (state_.flag("lines")) {
      if (a_ != b_) canvas.line(a_, b_ - a_, palette::axis, 1, true);
      if (c_ != d_) canvas.line(c_, d_ - c_, palette::axis, 1, true);
    }
    const int full = static_cast<int>(state_.option("full"));
    {
      const AnswerPart answer(canvas);  // the four orientation tests: the answer's evidence
      if (full >= 1 && full <= 4) draw_full_triangle(canvas, full - 1);
      for (int i = 0; i < 4; ++i) draw_test(canvas, i);
    }
    figures::LabelLayout labels(canvas);
    const std::vector<std::vector<Vec2>> segments{{a_, b_}, {c_, d_}};
    // First, so the names keep off it; in the chapter's large label type.
    figures::draw_legend(labels, figures::with_double_shape(legend(), "CD"), segments, TextSize::Large);
    draw_segments(canvas, labels);
  }

  /// One legend line for each colour the figure draws its tests and the shared part in, in that
  /// colour, and nothing else (draw_test, draw_full_triangle and the shared part use pair_color
  /// and palette::collide only).
  std::vector<figures::LegendEntry> legend() const {
    std::vector<figures::LegendEntry> out;
    // The tests' triangles are walked by arrows: their swatches are arrows too.
    const auto add = [&out](Color color, const std::string& words,
                            figures::LegendEntry::Mark mark = figures::LegendEntry::Mark::Arrow) {
      for (const auto& e : out)
        if (e.color == color) return;
      out.push_back({color, words, mark});
    };
    const int full = static_cast<int>(state_.option("full"));
    const bool touching = std::any_of(tests_.begin(), tests_.end(), [](const Test& t) { return t.orientation == 0; });
    for (int i = 0; i < 4; ++i) {
      if (tests_[i].orientation == 0 && full != i + 1) continue;  // a flat test draws no triangle
      const Color c = pair_color(i);
      if (c == palette::apart)
        add(c, "both points on one side of the other line: apart");
      else if (c == palette::collide)
        add(c, !trace_.intersect ? "both points on opposite sides of the other line"
               : touching        ? "opposite sides of the other line, or on it: they touch"
                                 : "opposite sides of the other line: they cross");
      else  // the shape's own colour: its double line stays the key's line for CD
        add(c, "its pair has an end on the other line, but the other pair says apart",
            figures::LegendEntry::Mark::Line);
    }
    if (trace_.collinear && trace_.intersect)
      add(palette::collide, "the part both segments share", figures::LegendEntry::Mark::Line);
    return out;
  }

  // [SECTION] panel
  void panel() override {
    verdict_line(caption(), valid_ ? palette::text : palette::deciding);
    if (!valid_) return;
    ImGui::Separator();
    ImGui::TextWrapped("pairs on opposite sides: %d of 2", straddles(0) + straddles(2));
    std::vector<StepRow> rows;
    for (const Test& t : tests_)
      rows.push_back({t.name, t.point + " against " + t.segment.substr(0, 1) + " → " + t.segment.substr(1),
                      turn_word(t.orientation) + meaning(t)});
    rows.push_back({"AB", "ABC vs ABD", pair_words(0)});
    rows.push_back({"CD", "CDA vs CDB", pair_words(2)});
    steps_table("segment-tests", rows, deciding_row());
    note(
        "Rule: they cross when C and D are on different sides of AB and A and B are on different "
        "sides of CD. Both pairs are needed: in the T preset C and D straddle AB's line, but AB "
        "stops before reaching CD. A collinear test puts an end point on the other segment's "
        "line, which is neither side: that pair cannot show a gap, and they touch unless the "
        "other pair has both its points on one side (then the end lies on the line beyond the "
        "segment: apart). When all four are collinear, the segments share one line and meet "
        "exactly when their extents along it overlap.");
    ImGui::Separator();
    option_checkbox(state_, "lines", "show the lines through AB and CD");
    // Each choice says which point's test its triangle is.
    static constexpr const char* triangles[][2] = {
        {"none", "Only the small triangles at the points tested"},
        {"ABC", "The whole triangle ABC: does it turn ccw or cw? That is C's side of AB"},
        {"ABD", "The whole triangle ABD: does it turn ccw or cw? That is D's side of AB"},
        {"CDA", "The whole triangle CDA: does it turn ccw or cw? That is A's side of CD"},
        {"CDB", "The whole triangle CDB: does it turn ccw or cw? That is B's side of CD"}};
    const int full = std::clamp(static_cast<int>(state_.option("full")), 0, 4);
    if (ImGui::BeginCombo("whole triangle", triangles[full][0])) {
      for (int k = 0; k < 5; ++k) {
        if (ImGui::Selectable(triangles[k][0], k == full)) state_.options["full"] = k;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", triangles[k][1]);
      }
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Fill one of the four triangles whose signed area gives a side value");
  }

  // [SECTION] what it prints: printed() and named()
  /// Only the caption prints numbers: the ends of the part collinear segments share.
  std::vector<Printed> printed() const override {
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    if (!trace_.collinear || !trace_.intersect) return {};
    std::vector<Printed> out;
    const std::pair<const char*, Vec2> ends[] = {{"shared part, first end", trace_.shared.a},
                                                 {"shared part, second end", trace_.shared.b}};
    const int count = trace_.shared.a == trace_.shared.b ? 1 : 2;  // "meet at (x, y)": one point
    for (int k = 0; k < count; ++k) {
      const auto& [of, p] = ends[k];
      out.push_back({"caption", captions::format_number(p.x), "coordinate", p.x, std::string(of) + ", x", 0});
      out.push_back({"caption", captions::format_number(p.y), "coordinate", p.y, std::string(of) + ", y", 0});
    }
    return out;
  }

  /// What the caption singles out: the segment whose line has both of the other's ends on one
  /// side ("separating_line"), or each end point that lies on the other segment ("touch_point").
  std::vector<Named> named() const override {
    if (!valid_ || trace_.collinear) return {};
    std::vector<Named> out;
    if (!trace_.intersect) {
      if (same_side(0))
        out.push_back({"separating_line", "AB", 0, -1, 0});
      else if (same_side(2))
        out.push_back({"separating_line", "CD", 0, -1, 0});
      return out;
    }
    // ABC and ABD test C and D (CD's vertices 0 and 1); CDA and CDB test A and B.
    const std::array<std::pair<const char*, int>, 4> tested{{{"CD", 0}, {"CD", 1}, {"AB", 0}, {"AB", 1}}};
    for (int i = 0; i < 4; ++i)
      if (tests_[i].orientation == 0) out.push_back({"touch_point", tested[i].first, -1, tested[i].second, 0});
    return out;
  }

  // [SECTION] caption: and below it the helpers: which pair decides, its words and colours
  std::string caption() const override {
    if (!valid_) return "No verdict: " + (problems_.empty() ? std::string("no input") : problems_.front());
    return captions::segments_caption(trace_);
  }


 private:
  /// The pair starting at test `first` (0: ABC/ABD, 2: CDA/CDB) puts its points strictly on one side.
  bool same_side(int first) const {
    return tests_[first].orientation != 0 && tests_[first].orientation == tests_[first + 1].orientation;
  }
  /// The pair's two points are strictly on opposite sides.
  bool straddles(int first) const { return tests_[first].orientation * tests_[first + 1].orientation < 0; }

  std::string meaning(const Test& t) const {
    if (t.orientation == 0) return " (" + t.point + " on the line " + t.segment + ")";
    return " (" + t.point + " on the " + side_word(t.orientation) + ")";
  }

  std::string pair_words(int first) const {
    const std::string points = tests_[first].point + ", " + tests_[first + 1].point;
    if (trace_.collinear) return "all on one line";
    if (same_side(first)) return points + " on one side → apart";
    if (straddles(first)) return points + " on opposite sides";
    return "an end point on the line";
  }

  /// The panel row that decided: the pair that showed a same side, if any.
  int deciding_row() const {
    if (trace_.intersect || trace_.collinear) return -1;
    if (same_side(0)) return 4;
    if (same_side(2)) return 5;
    return -1;
  }

  /// A pair whose two points sit on one side is evidence for "apart": orange; opposite sides:
  /// green. A pair with a point on the other line shows neither side: green when the segments
  /// touch (it is where they meet), else the tested point's own colour (evidence for neither).
  Color pair_color(int i) const {
    const int pair = i < 2 ? 0 : 2;
    if (same_side(pair)) return palette::apart;
    if (straddles(pair) || trace_.intersect) return palette::collide;
    return i < 2 ? palette::shape_b : palette::shape_a;  // ABC, ABD test C, D; CDA, CDB test A, B
  }

  /// Test i as a small copy of its triangle at the tested point (scaling about that point keeps the
  /// turn), walked by arrows so ccw and cw can be seen, and labelled with the core's answer.
  void draw_test(Canvas& canvas, int i) const {
    const Test& t = tests_[i];
    const Vec2 r = t.triangle[2];
    const Color tint = pair_color(i);
    if (t.orientation == 0) return;  // flat: nothing to draw, the point's label says "collinear"
    const double reach = std::max(glm::length(t.triangle[0] - r), glm::length(t.triangle[1] - r));
    const double s = std::min(1.0, 75 * canvas.pixel() / reach);
    const std::array<Vec2, 3> small{r + (t.triangle[0] - r) * s, r + (t.triangle[1] - r) * s, r};
    canvas.fill_polygon(small, tint.with_alpha(70));
    for (int k = 0; k < 3; ++k) canvas.arrow(small[k], small[(k + 1) % 3], tint, 2);
  }

  /// The whole triangle of test i, faint, for seeing where the small one comes from.
  void draw_full_triangle(Canvas& canvas, int i) const {
    const Test& t = tests_[i];
    canvas.fill_polygon(t.triangle, pair_color(i).with_alpha(35));
    canvas.polygon(t.triangle, pair_color(i), 1);
  }

  void draw_segments(Canvas& canvas) const {
    figures::LabelLayout labels(canvas);
    draw_segments(canvas, labels);
  }

  void draw_segments(Canvas& canvas, figures::LabelLayout& labels) const {
    canvas.segment(a_, b_, palette::shape_a, 3);
    canvas.segment(c_, d_, palette::shape_b, 3);
    const std::array<std::pair<Vec2, Vec2>, 4> ends{{{a_, b_}, {b_, a_}, {c_, d_}, {d_, c_}}};
    for (int i = 0; i < 4; ++i) {
      canvas.point(ends[i].first, i < 2 ? palette::shape_a : palette::shape_b, 5);
      labels.block(ends[i].first, 5);
    }
    // Each name sits beyond its end of the segment, clear of the small triangles, with the
    // answer of the test made at that point: "C (ABC: ccw)". When all four are collinear one
    // note says so, and the names stay short.
    const std::array<const char*, 4> names{"A", "B", "C", "D"};
    const std::array<int, 4> test_at{2, 3, 0, 1};  // A is tested by CDA, B by CDB, C by ABC, D by ABD
    const bool all_flat = valid_ && trace_.collinear;
    const std::vector<std::vector<Vec2>> segments{{a_, b_}, {c_, d_}};
    for (int i = 0; i < 4; ++i) {
      const Color color = i < 2 ? palette::shape_a : palette::shape_b;
      std::string text = names[i];
      if (valid_ && !all_flat && !canvas.hides_answer()) {
        const Test& t = tests_[test_at[i]];
        text += " (" + t.name + ": " + turn_word(t.orientation) + ")";
      }
      labels.away(ends[i].first, ends[i].second, text, color, TextSize::Large, 10, segments);
    }
    if (!all_flat) return;
    const AnswerPart answer(canvas);
    const Vec2 mid = trace_.intersect ? (trace_.shared.a + trace_.shared.b) * 0.5 : (a_ + b_ + c_ + d_) * 0.25;
    const Vec2 across{-(d_ - c_).y + -(b_ - a_).y, (d_ - c_).x + (b_ - a_).x};
    const std::string note = trace_.intersect ? "all four collinear: shared part" : "all four collinear: a gap";
    labels.away(mid, mid - across, note, trace_.intersect ? palette::collide : palette::apart, TextSize::Large, 14,
                segments);
  }

  Vec2 a_{}, b_{}, c_{}, d_{};
  collide::SegmentsTrace trace_{};
  std::array<Test, 4> tests_{};
};

}  // namespace

std::unique_ptr<Scene> make_segments_crossing() { return std::make_unique<SegmentsCrossing>(); }

}  // namespace lab::prerequisites
