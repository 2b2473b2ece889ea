// Concave polygons › Polygon vs line.
// Drag P₁ or P₂ (the line), the C, or its corners; edit the outline as you like.
// Notice: the convex chapter's vertex-sign test gives the right answer for a dented polygon too:
// it only ever asked which side of the line each vertex is on.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "captions/concave_edges.hpp"
#include "captions/convex.hpp"
#include "captions/joined.hpp"
#include "collide/convex.hpp"
#include "collide/line.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_printed.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/sampling.hpp"
#include "figures/label_layout.hpp"
#include "figures/ray_figure.hpp"
#include "figures/vertex_signs.hpp"
#include "scene.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"

namespace lab::concave {
namespace {

class ConcavePolygonLine final : public Scene {
 public:
  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 p1, Vec2 p2) { return c_and(line_shape("line", p1, p2)); };
    return {{"Line through both arms: 4 crossings", make({1, -5}, {1.6, 5})},
            {"Line through the notch", make({-5, 0.4}, {5, -0.4})},
            {"Line past the C", make({4, -4}, {5, 4})},
            {"Line touching a corner", make({2, 4}, {4, 2})}};
  }

  // ── update ──
  void update() override {
    const auto& polygon = state_.shape("C").points;
    const auto& line = state_.shape("line").points;
    trace_ = {};
    crossed_edges_.clear();
    problems_.clear();
    if (auto bad = collide::check_polygon("C", polygon)) problems_.push_back(*bad);
    if (auto bad = collide::check_line_points("line", line.at(0), line.at(1))) problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (!valid_) return;
    self_crossing_ = self_crossing_warning("the C", polygon);
    collide::polygon_line_collide(polygon, line[0], line[1], trace_);
    // Read from the trace: an edge whose two ends have opposite signs is where the line passes;
    // one with an end on the line (sign 0) touches it there.
    const std::size_t n = trace_.vertices.size();
    for (std::size_t i = 0; i < n; ++i)
      if (trace_.vertices[i].sign * trace_.vertices[(i + 1) % n].sign <= 0)
        crossed_edges_.push_back(static_cast<int>(i));
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const auto& line = state_.shape("line").points;
    if (valid_) {
      const AnswerPart answer(canvas);  // the + side
      figures::shade_half_plane(canvas, collide::line_through(line[0], line[1]), palette::line.with_alpha(28));
    }
    // One meaning per colour: an edge the line meets is evidence for "collide", an edge with
    // both ends strictly on one side is evidence for "apart".
    std::vector<Color> colors(polygon.size(), valid_ ? palette::apart : palette::shape_a);
    for (int e : crossed_edges_) colors[static_cast<std::size_t>(e)] = palette::collide;
    figures::OutlineStyle style;
    style.width = 3.5f;
    style.edge_colors = colors;
    if (!self_crossing_) style.fill = fill_of(palette::shape_a);
    figures::draw_outline(canvas, polygon, style);
    for (std::size_t i = 0; i < trace_.vertices.size(); ++i)
      if (trace_.vertices[i].sign == 0) {
        const AnswerPart answer(canvas);  // a vertex on the line: they touch there
        canvas.circle(polygon[i], 9 * canvas.pixel(), palette::collide, 2.5f);
      }
    canvas.line(line[0], line[1] - line[0], palette::line, 2.5f);

    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, warnings());
    const std::vector<std::vector<Vec2>> shapes{polygon, {line[0], line[1]}};
    if (valid_)
      figures::draw_legend(layout, legend(),
                           std::vector<std::vector<Vec2>>{polygon, figures::line_in_view(canvas, line[0], line[1])});
    // The line's two points in the points' black: a name in the line's sky blue would not read.
    figures::draw_ray_start(layout, line[0], captions::joined({"P", figures::subscript(1)}), palette::point, shapes);
    figures::draw_ray_start(layout, line[1], captions::joined({"P", figures::subscript(2)}), palette::point, shapes);
    draw_sign_glyphs(layout, polygon);
    draw_edge_numbers(layout, polygon, palette::text, shapes);
  }

  // ── panel ──
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load into C", state_.shape("C"))) update();
    if (!valid_) return;
    ImGui::TextWrapped(
        "Each vertex gets the sign of a·x + b·y + c for the line. Vertices on both "
        "sides (or one on the line) mean the line meets the polygon; all on one "
        "side means apart.");
    ImGui::TextWrapped(
        "This is the convex chapter's test, unchanged. It never needed convexity: "
        "every edge lies between its two ends, so if all vertices are on one side, "
        "all edges are too, dent or no dent.");
    ImGui::Separator();
    ImGui::Text("+ : %d   − : %d   0 : %d", trace_.plus, trace_.minus, trace_.zero);
    if (!crossed_edges_.empty()) {
      std::string list;
      for (int e : crossed_edges_) list += (list.empty() ? "" : ", ") + captions::edge_name(e);
      ImGui::TextWrapped(
          "The line meets %s: the signs of each one's ends differ (the line crosses "
          "it), or an end is on the line (0: it touches there). A dent can make the "
          "line cross the outline more than twice.",
          list.c_str());
    }
    verdict_line(trace_.collide);
    ImGui::Separator();
    figures::vertex_signs_table("vertices", trace_, "vertex", true, sign_noise());
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::polygon_line_caption(trace_) + " (no convexity needed)";
  }

  // ── printed, named ──
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    // The caption's counts, as captions::polygon_line_caption words them.
    add_line_caption_counts(out, trace_, "vertices, all on one side");
    add_count(out, "panel", trace_.plus, "vertices on the + side");
    add_count(out, "panel", trace_.minus, "vertices on the − side");
    add_count(out, "panel", trace_.zero, "vertices on the line");
    // The table's a·x + b·y + c of each vertex, as figures::vertex_signs_table prints it: past
    // figures::kMaxShown vertices a sample of rows, always those on the line (test_big_printed).
    const double noise = sign_noise();  // a pass over every vertex: once, not once a row
    for (const std::size_t i : figures::shown_sample(trace_.vertices.size(), figures::vertices_on_line(trace_)))
      out.push_back({"table", figures::vertex_value_text(trace_.vertices[i], noise), "value", trace_.vertices[i].value,
                     "vertex " + std::to_string(i) + ": a·x + b·y + c"});
    return out;
  }

  std::vector<Named> named() const override {
    std::vector<Named> out;
    for (int e : crossed_edges_) out.push_back({"line_meets", "C", e});
    for (std::size_t i = 0; i < trace_.vertices.size(); ++i)
      if (trace_.vertices[i].sign == 0) out.push_back({"on_line", "C", -1, static_cast<int>(i)});
    return out;
  }

  std::optional<collide::Rect> frame() const override { return frame_with_legend_room(state_); }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  /// What rounding may leave in a·x + b·y + c at this figure's scale: a few units in the last
  /// place of its largest term (a, b from the line's points; x, y, and c's, up to the largest
  /// coordinate).
  double sign_noise() const {
    const auto& line = state_.shape("line").points;
    double scale = 0;
    for (const auto* points : {&state_.shape("C").points, &line})
      for (Vec2 p : *points) scale = std::max({scale, std::fabs(p.x), std::fabs(p.y)});
    const double a = std::fabs(line[1].y - line[0].y), b = std::fabs(line[0].x - line[1].x);
    return 32 * std::numeric_limits<double>::epsilon() * (a + b) * scale;
  }

  std::vector<figures::LegendEntry> legend() const {
    using figures::LegendEntry;
    std::vector<LegendEntry> entries{{palette::line.with_alpha(90), "the line's + side (shaded)"}};
    if (!crossed_edges_.empty()) entries.push_back({palette::collide, "edge the line meets: signs differ or 0"});
    if (crossed_edges_.size() < trace_.vertices.size()) entries.push_back({palette::apart, "edge wholly on one side"});
    if (trace_.zero > 0) entries.push_back({palette::collide, "vertex on the line (0)", LegendEntry::Mark::Ring});
    return entries;
  }

  /// Each vertex's sign ("+", "−", "0", the core's exact sign) beside it, away from the middle.
  void draw_sign_glyphs(figures::LabelLayout& layout, const std::vector<Vec2>& polygon) const {
    const AnswerPart answer(layout.canvas());
    const auto glyphs = figures::sign_glyphs(trace_);
    Vec2 middle{0, 0};
    for (Vec2 v : polygon) middle += v;
    middle /= static_cast<double>(std::max<std::size_t>(polygon.size(), 1));
    // Past figures::kMaxShown vertices: those on the line, the ends of the edges the line meets
    // (up to that many) and an even sample of the rest, and a note says so.
    const std::size_t n = std::min(glyphs.size(), polygon.size());
    std::vector<std::size_t> cited;
    for (std::size_t i = 0; i < n && i < trace_.vertices.size(); ++i)
      if (trace_.vertices[i].sign == 0) cited.push_back(i);
    for (std::size_t k = 0; k < crossed_edges_.size() && cited.size() + 2 <= figures::kMaxShown; ++k) {
      const auto e = static_cast<std::size_t>(crossed_edges_[k]);
      cited.push_back(e);
      cited.push_back((e + 1) % std::max<std::size_t>(n, 1));
    }
    const auto shown = figures::shown_sample(n, cited);
    figures::draw_sample_note(layout, figures::sample_note("marking the signs of", shown.size(), n, "vertices"));
    for (std::size_t i : shown)
      layout.place(polygon[i], glyphs[i], palette::text, TextSize::Large,
                   figures::offsets_around(layout.canvas(), polygon[i] - middle, glyphs[i], TextSize::Large, 7));
  }

  collide::PolygonLineTrace trace_;
  std::vector<int> crossed_edges_;
  std::optional<std::string> self_crossing_;
};

}  // namespace

std::unique_ptr<Scene> make_concave_polygon_line() { return std::make_unique<ConcavePolygonLine>(); }

}  // namespace lab::concave
