// Convex polygons › Polygon vs line.
// Drag the pentagon, P₁ or P₂. Each vertex is marked +, − or 0 by the sign of ax + by + c for the
// line through P₁ and P₂. All on one side → apart; both signs → the outline must cross the line.
#include <imgui.h>

#include <cmath>

#include "captions/convex.hpp"
#include "collide/convex.hpp"
#include "collide/line.hpp"
#include "collide/validate.hpp"
#include "convex/common.hpp"
#include "convex/scenes.hpp"
#include "figures/draw.hpp"
#include "figures/vertex_signs.hpp"

namespace lab::convex {
namespace {

class PolygonLine final : public Scene {
 public:
  SceneInfo info() const override {
    return {"polygon-line", "Convex polygons", "Polygon vs line",
            "Swing the line by P₁ or P₂ until it cuts the pentagon: the moment one vertex "
            "changes its sign, the verdict flips."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 p1, Vec2 p2) {
      Shape line;
      line.name = "line";
      line.kind = ShapeKind::Line;
      line.points = {p1, p2};
      SceneState s;
      s.shapes = {polygon_shape("pentagon", pentagon()), std::move(line)};
      s.options[kShowNormals] = 0;
      return s;
    };
    return {{"Every vertex on the − side: apart", make({5, 0.5}, {2, 3.5})},
            {"Cutting through: vertices on both sides", make({3, -3}, {-1, 4})},
            {"Through a corner: a vertex on the line", make({2.9, -3}, {2.9, 4})}};
  }

  // ── update ──
  void update() override {
    trace_ = {};
    problems_.clear();
    const auto& polygon = state_.shape("pentagon").points;
    const auto& ends = state_.shape("line").points;
    if (auto bad = collide::check_polygon("pentagon", polygon)) problems_.push_back(*bad);
    if (ends.size() != 2)
      problems_.push_back("line: needs 2 points, has " + std::to_string(ends.size()));
    else if (auto bad = collide::check_line_points("line", ends[0], ends[1]))
      problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (valid_) collide::polygon_line_collide(polygon, ends[0], ends[1], trace_);
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("pentagon").points;
    const auto& ends = state_.shape("line").points;
    if (valid_) {
      const collide::Line line = collide::line_through(ends[0], ends[1]);
      figures::shade_half_plane(canvas, line, palette::line.with_alpha(28));
      canvas.line(ends[0], ends[1] - ends[0], palette::line, 2.5f);
      // Name the two sides where the user looks: beside P₂, on either side of the line.
      canvas.label(ends[1], "+ side (shaded)", palette::muted, TextSize::Normal, side_offset(line, +1));
      canvas.label(ends[1], "− side", palette::muted, TextSize::Normal, side_offset(line, -1));
    }
    const std::vector<std::string> signs = figures::sign_glyphs(trace_);
    figures::OutlineStyle style;
    style.color = palette::shape_a;
    style.width = 2.5f;
    style.fill = palette::shape_a.with_alpha(40);
    style.vertex_labels = signs;
    style.vertex_label_color = palette::text;
    figures::draw_outline(canvas, polygon, style);
    // Vertices exactly on the line are where the shapes touch.
    for (std::size_t i = 0; i < trace_.vertices.size(); ++i)
      if (trace_.vertices[i].sign == 0) canvas.point(polygon[i], palette::inside, 8);
    if (state_.flag(kShowNormals)) draw_winding_and_normals(canvas, polygon, palette::shape_a);
    if (ends.size() == 2) {
      figures::draw_point(canvas, ends[0], "P₁");
      figures::draw_point(canvas, ends[1], "P₂");
    }
    // Input that leaves no verdict is said on the figure (the panel's list is the app's).
    draw_warnings(canvas, problems_);
  }

  // ── panel ──
  void panel() override {
    if (option_checkbox(state_, kShowNormals, "Show winding and outward normals")) update();
    if (!valid_) return;
    ImGui::TextWrapped("The sign of a·x + b·y + c at every vertex, for the line through P₁ and P₂. "
                       "The polygon need not be convex: any outline with vertices on both sides "
                       "crosses the line between them.");
    ImGui::Text("+ : %d    − : %d    0 : %d", trace_.plus, trace_.minus, trace_.zero);
    figures::vertex_signs_table("vertices", trace_, "vertex");
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::polygon_line_caption(trace_);
  }

  std::vector<std::string> warnings() const override { return problems_; }

 private:
  /// A label offset (screen pixels) that lands on the given side of the line near P₂.
  static Vec2 side_offset(const collide::Line& line, int side) {
    Vec2 n{line.a, line.b};
    const double length = std::sqrt(n.x * n.x + n.y * n.y);
    if (length == 0) return {0, 0};
    n = n / length * (side * 40.0);
    return {n.x - 20, n.y};
  }

  collide::PolygonLineTrace trace_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_line() { return std::make_unique<PolygonLine>(); }

}  // namespace lab::convex
