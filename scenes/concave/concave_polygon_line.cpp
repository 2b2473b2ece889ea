// Concave polygons › Polygon vs line.
// Drag P₁ or P₂ (the line), the C, or its corners; edit the outline as you like.
// Notice: the convex chapter's vertex-sign test gives the right answer for a dented polygon too:
// it only ever asked which side of the line each vertex is on.
#include <imgui.h>

#include "collide/convex.hpp"
#include "collide/line.hpp"
#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_scenes.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/vertex_signs.hpp"
#include "shape_library.hpp"

namespace lab::concave {
namespace {

class ConcavePolygonLine final : public Scene {
 public:
  SceneInfo info() const override {
    return {"concave-polygon-line", "Concave polygons", "Polygon vs line",
            "Swing the line through the C's notch and arms: each corner shows +, − or 0 for its "
            "side, and the verdict is right although the C is not convex."};
  }

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
    if (auto bad = collide::check_line_points("line", line.at(0), line.at(1)))
      problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (!valid_) return;
    self_crossing_ = self_crossing_warning("the C", polygon);
    collide::polygon_line_collide(polygon, line[0], line[1], trace_);
    // Read from the trace: an edge whose two ends have opposite signs is where the line passes.
    const std::size_t n = trace_.vertices.size();
    for (std::size_t i = 0; i < n; ++i)
      if (trace_.vertices[i].sign * trace_.vertices[(i + 1) % n].sign < 0)
        crossed_edges_.push_back(static_cast<int>(i));
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const auto& line = state_.shape("line").points;
    if (valid_)
      figures::shade_half_plane(canvas, collide::line_through(line[0], line[1]),
                                palette::line.with_alpha(28));
    std::vector<Color> colors(polygon.size(), valid_ && !trace_.collide ? palette::outside
                                                                        : palette::shape_a);
    for (int e : crossed_edges_) colors[static_cast<std::size_t>(e)] = palette::deciding;
    const std::vector<std::string> glyphs = figures::sign_glyphs(trace_);
    figures::OutlineStyle style;
    style.width = 2.5f;
    style.edge_colors = colors;
    style.vertex_labels = glyphs;
    if (!self_crossing_) style.fill = fill_of(palette::shape_a);
    figures::draw_outline(canvas, polygon, style);
    for (std::size_t i = 0; i < trace_.vertices.size(); ++i)
      if (trace_.vertices[i].sign == 0) canvas.circle(polygon[i], 9 * canvas.pixel(), palette::deciding, 2);
    canvas.line(line[0], line[1] - line[0], palette::line, 2.5f);
    figures::draw_point(canvas, line[0], "P" + figures::subscript(1), palette::line);
    figures::draw_point(canvas, line[1], "P" + figures::subscript(2), palette::line);
    if (valid_)
      canvas.label(line[1], "+ side shaded", palette::muted, TextSize::Small, {10, -22});
    draw_warning_lines(canvas, warnings());
  }

  // ── panel ──
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load into C", state_.shape("C"))) update();
    if (!valid_) return;
    ImGui::TextWrapped("Each corner gets the sign of a·x + b·y + c for the line. Corners on both "
                       "sides (or one on the line) mean the line meets the polygon; all on one "
                       "side means apart.");
    ImGui::TextWrapped("This is the convex chapter's test, unchanged. It never needed convexity: "
                       "every edge lies between its two ends, so if all corners are on one side, "
                       "all edges are too, dent or no dent.");
    ImGui::Separator();
    ImGui::Text("+ : %d   − : %d   0 : %d", trace_.plus, trace_.minus, trace_.zero);
    if (!crossed_edges_.empty()) {
      std::string list;
      for (int e : crossed_edges_) list += (list.empty() ? "" : ", ") + std::to_string(e);
      ImGui::TextWrapped("The signs flip along edges %s: the line passes through the outline "
                         "there (%zu times; a dent can make it more than 2).",
                         list.c_str(), crossed_edges_.size());
    }
    verdict_line(trace_.collide);
    ImGui::Separator();
    figures::vertex_signs_table("corners", trace_, "corner", true);
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    const int n = static_cast<int>(trace_.vertices.size());
    if (!trace_.collide)
      return "all " + std::to_string(n) + " corners on the " + (trace_.plus > 0 ? "+" : "−") +
             " side → apart";
    if (trace_.zero > 0 && (trace_.plus == 0 || trace_.minus == 0))
      return convex::plural(trace_.zero, "corner", "corners") + " on the line, the rest " +
             (trace_.plus > 0 ? "+" : "−") + " → touching → collide";
    return std::to_string(trace_.plus) + " corners +, " + std::to_string(trace_.minus) + " −" +
           (trace_.zero ? ", " + std::to_string(trace_.zero) + " on the line" : std::string()) +
           " → the line meets the C → collide (no convexity needed)";
  }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  collide::PolygonLineTrace trace_;
  std::vector<int> crossed_edges_;
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_concave_polygon_line() { return std::make_unique<ConcavePolygonLine>(); }

}  // namespace lab::concave
