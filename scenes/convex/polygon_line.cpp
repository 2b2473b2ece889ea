// Convex polygons › Polygon vs line.
// Drag the pentagon, P₁ or P₂. Each vertex is marked +, − or 0 by the sign of ax + by + c for the
// line through P₁ and P₂. All on one side → apart; both signs → the outline must cross the line.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "captions/convex.hpp"
#include "collide/convex.hpp"
#include "collide/line.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/sampling.hpp"
#include "figures/vertex_signs.hpp"
#include "printed_count.hpp"
#include "scene.hpp"

namespace lab::convex {
namespace {

class PolygonLine final : public Scene {
 public:
  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 p1, Vec2 p2) {
      SceneState s;
      s.shapes = {polygon_shape("pentagon", pentagon()), line_shape("line", p1, p2)};
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
      {
        const AnswerPart answer(canvas);  // the + side
        figures::shade_half_plane(canvas, line, palette::line.with_alpha(28));
      }
      canvas.line(ends[0], ends[1] - ends[0], palette::line, 2.5f);
    }
    figures::OutlineStyle style;
    style.color = palette::shape_a;
    style.width = 2.5f;
    style.fill = palette::shape_a.with_alpha(40);
    figures::draw_outline(canvas, polygon, style);
    // Vertices exactly on the line are where the shapes touch.
    {
      const AnswerPart answer(canvas);  // vertices on the line: where the shapes touch
      for (std::size_t i = 0; i < trace_.vertices.size(); ++i)
        if (trace_.vertices[i].sign == 0) canvas.point(polygon[i], palette::inside, 8);
    }
    if (state_.flag(kShowNormals)) draw_winding_and_normals(canvas, polygon, palette::shape_a);
    // Every word through one layout, most important first, so none overprints another or
    // leaves the view: the handles, then the signs the caption counts, then the sides' names.
    figures::LabelLayout labels(canvas);
    // The colours' meaning first, in a corner clear of the shapes, as the concave chapter's.
    if (valid_)
      figures::draw_legend(labels, legend(),
                           std::vector<std::vector<Vec2>>{polygon, figures::line_in_view(canvas, ends[0], ends[1])});
    if (ends.size() == 2) place_handles(labels, ends);
    const AnswerPart answer(canvas);  // the signs the caption counts, the sides' names
    place_signs(labels, polygon);
    if (valid_) place_side_names(labels, collide::line_through(ends[0], ends[1]), ends);
    // Input that leaves no verdict is said on the figure (the panel's list is the app's).
    draw_warnings(canvas, problems_);
  }

  // ── panel ──
  void panel() override {
    if (option_checkbox(state_, kShowNormals, "Show winding and outward normals")) update();
    if (!valid_) return;
    ImGui::TextWrapped(
        "The sign of a·x + b·y + c at every vertex, for the line through P₁ and P₂. "
        "The polygon need not be convex: any outline with vertices on both sides "
        "crosses the line between them.");
    ImGui::Text("+ : %d    − : %d    0 : %d", trace_.plus, trace_.minus, trace_.zero);
    figures::vertex_signs_table("vertices", trace_, "vertex");
  }

  // ── what it prints ──
  /// The table's a·x + b·y + c at every vertex, the panel's counts and the caption's.
  std::vector<Printed> printed() const override {
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    std::vector<Printed> out;
    // Past figures::kMaxShown vertices, a sample of the table's rows: always those on the line.
    for (const std::size_t i : figures::shown_sample(trace_.vertices.size(), figures::vertices_on_line(trace_))) {
      const auto& v = trace_.vertices[i];
      out.push_back({"table", figures::format_signed(v.value, v.sign), "value", v.value,
                     "vertex " + std::to_string(i) + "'s side value", 0});
    }
    add_count(out, "panel", trace_.plus, "vertices on the + side");
    add_count(out, "panel", trace_.minus, "vertices on the − side");
    add_count(out, "panel", trace_.zero, "vertices on the line");
    // As polygon_line_caption words it.
    add_line_caption_counts(out, trace_, "vertices");
    return out;
  }

  /// The vertices on the line (green dots, where the shapes touch): "on_line".
  std::vector<Named> named() const override {
    if (!valid_) return {};
    std::vector<Named> out;
    for (std::size_t i = 0; i < trace_.vertices.size(); ++i)
      if (trace_.vertices[i].sign == 0) out.push_back({"on_line", "pentagon", -1, static_cast<int>(i), 0});
    return out;
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::polygon_line_caption(trace_);
  }


 private:
  /// The legend: the shaded side and, when there is one, a vertex on the line (the palette's
  /// "collide": where the shapes touch).
  std::vector<figures::LegendEntry> legend() const {
    std::vector<figures::LegendEntry> entries{{palette::line.with_alpha(90), "the line's + side (shaded)"}};
    if (trace_.zero > 0)
      entries.push_back({palette::collide, "vertex on the line (0)", figures::LegendEntry::Mark::Dot});
    return entries;
  }

  /// P₁ and P₂: a dot each, the name off the line (across it from the other end first).
  static void place_handles(figures::LabelLayout& labels, const std::vector<Vec2>& ends) {
    Canvas& canvas = labels.canvas();
    const Vec2 along = ends[1] - ends[0], across{-along.y, along.x};
    const std::vector<std::vector<Vec2>> line{{ends[0], ends[1]}};
    const char* names[] = {"P₁", "P₂"};
    for (std::size_t k = 0; k < 2; ++k) {
      canvas.point(ends[k], palette::point, 5);
      const Vec2 out = (k == 0 ? -along : along) + across * 0.5;
      labels.place(ends[k], names[k], palette::point, TextSize::Large,
                   figures::offsets_around(canvas, out, names[k], TextSize::Large, 8), true, line);
    }
  }

  /// Each vertex's sign glyph beside it, away from the polygon's middle where there is room.
  void place_signs(figures::LabelLayout& labels, const std::vector<Vec2>& polygon) const {
    const std::vector<std::string> signs = figures::sign_glyphs(trace_);
    Vec2 middle{0, 0};
    for (Vec2 v : polygon) middle += v;
    if (!polygon.empty()) middle /= static_cast<double>(polygon.size());
    // Past figures::kMaxShown vertices: where the sign changes (the line crosses the outline
    // there; up to half the sample) and an even spread of the rest.
    const std::size_t n = std::min(signs.size(), polygon.size());
    std::vector<std::size_t> changes;
    for (std::size_t i = 0; i < n; ++i)
      if (signs[i] != signs[(i + n - 1) % n]) changes.push_back(i);
    std::vector<std::size_t> cited;
    for (std::size_t k : figures::shown_sample(changes.size(), {}, figures::kMaxShown / 2)) cited.push_back(changes[k]);
    const std::vector<std::size_t> sample = figures::shown_sample(n, cited);
    figures::draw_sample_note(labels, figures::sample_note("showing signs at", sample.size(), n, "vertices"));
    for (std::size_t i : sample) {
      // Close beside the vertex; a little further out only where the vertices crowd (a tiny polygon).
      std::vector<Vec2> offsets;
      for (float gap : {8.f, 18.f, 30.f})
        for (Vec2 o : figures::offsets_around(labels.canvas(), polygon[i] - middle, signs[i], TextSize::Normal, gap))
          offsets.push_back(o);
      labels.place(polygon[i], signs[i], palette::text, TextSize::Normal, offsets);
    }
  }

  /// "+ side (shaded)" and "− side", each wholly on its own side of the line, near P₂ first,
  /// then further along; secondary (the shading says it too), so left out where no place is clear.
  static void place_side_names(figures::LabelLayout& labels, const collide::Line& line, const std::vector<Vec2>& ends) {
    Canvas& canvas = labels.canvas();
    const Vec2 n{line.a, line.b};
    if (n == Vec2{0, 0}) return;
    const Vec2 dir = collide::normalize(ends[1] - ends[0]);
    const std::vector<std::vector<Vec2>> line_outline{{ends[0] - dir * 1e6, ends[0] + dir * 1e6}};
    const std::pair<int, const char*> sides[] = {{+1, "+ side (shaded)"}, {-1, "− side"}};
    for (const auto& [side, text] : sides) {
      const Vec2 beside = figures::offset_away(canvas, n * static_cast<double>(side), text, TextSize::Normal, 10);
      std::vector<Vec2> offsets;
      for (double shift : {-60.0, 60.0, -140.0, 140.0, -240.0, 240.0, -360.0, 360.0})
        offsets.push_back(beside + Vec2{dir.x, dir.y} * shift);
      // Near P₂ first; else near the middle of the view, where the line is surely seen.
      const collide::Rect v = canvas.view();
      const Vec2 centre{v.x + v.w / 2, v.y + v.h / 2};
      const Vec2 nearest = ends[0] + dir * collide::dot(centre - ends[0], dir);
      if (!labels.place(ends[1], text, palette::muted, TextSize::Normal, offsets, false, line_outline))
        labels.place(nearest, text, palette::muted, TextSize::Normal, offsets, false, line_outline);
    }
  }

  collide::PolygonLineTrace trace_;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_line() { return std::make_unique<PolygonLine>(); }

}  // namespace lab::convex
