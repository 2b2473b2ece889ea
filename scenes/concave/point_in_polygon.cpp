// Concave polygons › Point in polygon (ray casting, the even–odd rule).
// Drag P or any corner; double-click an edge to add a corner, right-click one to remove it.
// Notice: each numbered crossing flips in/out; a ray through a corner or along an edge still
// counts right; P exactly on an edge is "on the boundary" (exact), and the rule's own count is
// shown beside it, since for such a point the count could go either way.
// Index of this file:
//   [SECTION] state
//   [SECTION] update
//   [SECTION] draw
//   [SECTION] panel
//   [SECTION] caption
//   [SECTION] printed, named
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "captions/concave_edges.hpp"
#include "captions/text.hpp"
#include "panel_text.hpp"
#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/validate.hpp"
#include "concave/edge_printed.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/ray_figure.hpp"
#include "scene.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"

namespace lab::concave {
namespace {

/// A stretch of the outline lying on the ray: consecutive vertices level with P, right of it.
/// The edges from the vertex before it to the vertex after it meet the ray there.
struct LevelRun {
  int first = 0, last = 0;  ///< vertices, in outline order (last may wrap past n − 1)
  int counted = 0;          ///< crossings the trace counted on those edges
};

class PointInPolygon final : public Scene {
 public:
  // [SECTION] state
  std::vector<Preset> presets() const override {
    // A comb: three teeth pointing up, two notches between them.
    const std::vector<Vec2> comb{{-5, -3}, {5, -3}, {5, 3},   {3, 3},   {3, -1}, {1, -1},
                                 {1, 3},   {-1, 3}, {-1, -1}, {-3, -1}, {-3, 3}, {-5, 3}};
    // A dent from below whose tip, and a corner on the right, are level with P.
    const std::vector<Vec2> corners{{-4, -3}, {-1, -3}, {0, 0}, {1, -3}, {4, -3}, {5, 0}, {4, 3}, {-4, 3}};
    // A step on the right: its middle edge runs exactly along the ray.
    const std::vector<Vec2> step{{-4, -3}, {4, -3}, {4, 0}, {2, 0}, {2, 3}, {-4, 3}};
    // A five-pointed star drawn in one stroke: the outline crosses itself.
    const std::vector<Vec2> pentagram{{0, 3}, {1.763, -2.427}, {-2.853, 0.927}, {2.853, 0.927}, {-1.763, -2.427}};
    auto make = [](std::vector<Vec2> polygon, Vec2 p) {
      SceneState s;
      s.shapes = {convex::polygon_shape("polygon", std::move(polygon)), convex::point_shape("P", p)};
      return s;
    };
    return {{"P in the middle tooth: 3 crossings", make(comb, {0, 1.2})},
            {"P in a notch: 4 crossings", make(comb, {-2, 1.2})},
            {"Ray through two corners", make(corners, {-2, 0})},
            {"Ray along a horizontal edge", make(step, {-2, 0})},
            {"P exactly on an edge", make(comb, {1, 1.2})},
            {"Self-crossing star: the middle is outside", make(pentagram, {0, 0.2})}};
  }

  // [SECTION] update
  void update() override {
    const auto& polygon = state_.shape("polygon").points;
    const Vec2 p = state_.shape("P").points.at(0);
    trace_ = {};
    runs_.clear();
    problems_.clear();
    if (auto bad = collide::check_polygon("polygon", polygon)) problems_.push_back(*bad);
    if (auto bad = collide::check_point("P", p)) problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (!valid_) return;
    self_crossing_ = self_crossing_warning("the polygon", polygon);
    collide::point_in_polygon(p, polygon, trace_);
    find_level_runs(polygon, p);
  }

  // [SECTION] draw
  void draw(Canvas& canvas) const override {  // its words on the polygon's tint on paper: figure_chain.hpp
    const auto& polygon = state_.shape("polygon").points;
    const Vec2 p = state_.shape("P").points.at(0);
    const bool boundary = valid_ && trace_.location == collide::Location::Boundary;
    figures::OutlineStyle style;
    style.color = palette::shape_a;
    style.width = 2.5f;
    // The fill needs a simple outline; a self-crossing one is left as a line drawing.
    if (!self_crossing_) style.fill = fill_of(palette::shape_a);
    figures::draw_outline(canvas, polygon, style);
    // P's own edge decides "on the boundary": dashed, as the deciding step always is; both of
    // them when P is the vertex where two meet.
    if (boundary) {
      const AnswerPart answer(canvas);
      for (int e : boundary_edges()) {
        const auto [a, b] = collide::edge(polygon, static_cast<std::size_t>(e));
        canvas.dashed_segment(a, b, palette::deciding, 6);
      }
    }
    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, warnings());
    const std::vector<std::vector<Vec2>> outline{polygon};
    std::vector<std::vector<Vec2>> avoid{polygon};
    if (valid_) avoid.push_back(figures::ray_extent(canvas, p, trace_));
    if (valid_) {
      auto legend = figures::ray_legend(trace_, "P", p, polygon);
      if (boundary)
        legend.push_back(
            {palette::deciding,
             boundary_edges().size() > 1 ? "P's edges: P is on the boundary" : "P's edge: P is on the boundary",
             figures::LegendEntry::Mark::Dashed});
      figures::draw_legend(layout, legend, avoid);
    }
    if (valid_) figures::draw_ray(layout, p, trace_, outline, polygon);
    // P on a vertex is named as the vertex too, as the caption cites it.
    const bool vertex = valid_ && trace_.boundary_vertex >= 0 && !canvas.hides_answer();
    figures::draw_ray_start(layout, p, vertex ? "P = vertex " + std::to_string(trace_.boundary_vertex) : "P",
                            palette::point, outline);
    std::vector<EdgeName> names;
    if (boundary) {
      names.resize(polygon.size());
      for (int e : boundary_edges())
        names[static_cast<std::size_t>(e)] = {captions::edge_name(e) + ": P is on it", palette::deciding};
    }
    draw_edge_numbers(layout, polygon, palette::text, avoid, names);
    if (valid_) {
      const AnswerPart answer(canvas);  // the ray's rules at level edges, its words
      draw_level_words(canvas, layout, polygon, p, avoid);
      figures::draw_ray_words(layout, p, trace_, outline, polygon);
    }
  }

  // [SECTION] panel
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load shape", state_.shape("polygon"))) update();
    if (!valid_) return;
    ImGui::TextWrapped(
        "Cast a ray from P to the right and count the edges it crosses. The ray "
        "ends outside, and every crossing flips inside and outside, so an odd "
        "count means P started inside. No convexity needed.");
    ImGui::Separator();
    wrapped_text("Crossings to P's right: " + captions::count_number(trace_.count) +
                 (trace_.count % 2 ? " (odd)" : " (even)"));
    const auto [through_p, left] = not_counted();
    std::string meeting =
        "Edges meeting the line through P: " + captions::count_number(static_cast<long long>(trace_.crossings.size())) +
        ": " + captions::count_number(trace_.count) + " right of P (counted), ";
    if (through_p > 0) meeting += captions::count_number(through_p) + " through P itself, ";
    wrapped_text(meeting + captions::count_number(left) + " left of P (not counted)");
    convex::colored_text(trace_.location == collide::Location::Outside ? palette::apart : palette::collide,
                         "P is " + std::string(captions::location_words(trace_.location)) + " (exact)");
    ImGui::Separator();
    ImGui::TextWrapped(
        "An edge meets the line through P when one end is strictly above P and the "
        "other is not; it counts when that meeting point is right of P. An end "
        "exactly level with P counts as below.");
    for (const auto& text : run_explanations()) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", text.c_str());
    }
    if (trace_.location == collide::Location::Boundary)
      ImGui::TextWrapped(
          "P lies exactly on %s: on the boundary, which counts as touching. The ray "
          "rule alone says %s: for a point on an edge it could go either way. "
          "collision-lab query answers with both: the rule's result and the "
          "location \"boundary\".",
          captions::boundary_words(trace_).c_str(), captions::ray_count_words(trace_).c_str());
    if (self_crossing_)
      ImGui::TextWrapped(
          "Where the outline crosses itself, regions covered twice count as "
          "outside: that is what the even–odd rule means by inside.");
    ImGui::Separator();
    figures::ray_table("crossings", trace_, state_.shape("P").points.at(0));
  }

  // [SECTION] caption
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::point_in_polygon_caption(trace_);
  }

  // [SECTION] printed, named
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    const std::string ray = "P's ray";
    add_ray_count(out, "caption", trace_, ray);
    // The panel: the count, the edges meeting the line by where they meet it, the boundary's
    // paragraph (the rule's own count again), and the table.
    add_ray_count(out, "panel", trace_, ray);
    const auto [through_p, left] = not_counted();
    add_count(out, "panel", static_cast<long long>(trace_.crossings.size()), "edges meeting the line through P");
    add_ray_count(out, "panel", trace_, ray);
    if (through_p > 0) add_count(out, "panel", through_p, "edges through P itself");
    add_count(out, "panel", left, "edges meeting the line left of P");
    if (trace_.location == collide::Location::Boundary) add_ray_count(out, "panel", trace_, ray);
    add_ray_table(out, trace_, state_.shape("P").points.at(0), ray);
    return out;
  }

  std::vector<Named> named() const override {
    std::vector<Named> out;
    if (!valid_) return out;
    for (int e : boundary_edges()) out.push_back({"p_on_edge", "polygon", e});
    if (trace_.boundary_vertex >= 0) out.push_back({"p_is_vertex", "polygon", -1, trace_.boundary_vertex});
    add_ray_named(out, trace_, "polygon");
    return out;
  }

  std::optional<collide::Rect> frame() const override { return frame_with_legend_room(state_); }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  /// The edges meeting the line that do not count: through P itself (neither right of P nor
  /// left of it), and left of P.
  std::pair<long long, long long> not_counted() const {
    long long through_p = 0, left = 0;
    for (const auto& c : trace_.crossings)
      if (!c.toggled) (c.at_p ? through_p : left) += 1;
    return {through_p, left};
  }

  /// The edges P lies on: the one the trace names, or both that meet at the vertex P is.
  std::vector<int> boundary_edges() const {
    if (trace_.boundary_vertex >= 0) return {trace_.arriving_edge, trace_.leaving_edge};
    if (trace_.boundary_edge >= 0) return {trace_.boundary_edge};
    return {};
  }

  /// "level: counts as below" under each run of level corners it explains, the run nearest P
  /// first (it has the least room: beside P its words would read as P's).
  void draw_level_words(const Canvas& canvas, figures::LabelLayout& layout, const std::vector<Vec2>& polygon, Vec2 p,
                        std::span<const std::vector<Vec2>> avoid) const {
    const std::size_t n = polygon.size();
    std::vector<Vec2> anchors;  // the corner on the ray, or the middle of the level edges there
    for (const auto& run : runs_)
      anchors.push_back(
          (polygon[static_cast<std::size_t>(run.first) % n] + polygon[static_cast<std::size_t>(run.last) % n]) * 0.5);
    std::sort(anchors.begin(), anchors.end(), [](Vec2 a, Vec2 b) { return a.x < b.x; });
    const std::string_view text = "level: counts as below";
    for (const Vec2 at : anchors) {
      // Straight under it (lower when the crossings' numbers sit there), off the outline and the ray.
      std::vector<Vec2> offsets;
      for (const float gap : {12.f, 28.f, 44.f})
        offsets.push_back(figures::offsets_around(canvas, {0, -1}, text, TextSize::Normal, gap).front());
      // Slid along under it, then over it, then under it a line lower, nearest first: under a corner
      // the edges below take the middle. The lower line clears the 8 pixels kept from a crossing's
      // dot at the corner (800×600, the ray through two corners: no place under or over the ray
      // beside the corner (5, 0) kept them, and the words fell across e4 on the tint, 3.9:1).
      const auto around = figures::offsets_around(canvas, {0, -1}, text, TextSize::Normal, 12);
      for (const Vec2 o : {around[0], figures::offsets_around(canvas, {0, 1}, text, TextSize::Normal, 12)[0],
                           figures::offsets_around(canvas, {0, -1}, text, TextSize::Normal, 28)[0]})
        for (double s = 12; s < canvas.text_width(text, TextSize::Normal) + 24; s += 12)
          offsets.insert(offsets.end(), {o - Vec2{s, 0}, o + Vec2{s, 0}});
      offsets.insert(offsets.end(), around.begin(), around.end());
      // A word's width from the other labels: beside P's edge name it read as that name's last words.
      // 6 pixels off the outline and the ray where it can be, so the card of paper under it on the
      // tint (TintCards) has room round the words without covering a line (it lay 1 pixel from e1).
      offsets = not_by_p(canvas, at, p, text, offsets);
      std::vector<Vec2> roomy;
      for (const Vec2 o : offsets)
        if (!figures::label_crosses(canvas, at, o, text, TextSize::Normal, avoid, 6)) roomy.push_back(o);
      if (!layout.place_clear(at, text, palette::muted, TextSize::Normal, roomy, avoid, 8))
        layout.place(at, text, palette::muted, TextSize::Normal, offsets, false, avoid, 8);
    }
  }

  /// The `offsets` of `text` at `corner` that do not read as P's: the words begin nearer the
  /// corner than P, or keep three lines of text from P (all of them when none does). With P on e6
  /// at (0, 3), "level: counts as below" for the corner (1, 3) began over P (1920×1080) or ended
  /// at it (800×600).
  static std::vector<Vec2> not_by_p(const Canvas& canvas, Vec2 corner, Vec2 p, std::string_view text,
                                    std::vector<Vec2> offsets) {
    const double halfway = (corner.x + p.x) / 2;  // the corner is right of P
    const double lines = 3 * Canvas::font_pixels(TextSize::Normal) * canvas.pixel();
    std::vector<Vec2> kept;
    for (const Vec2 o : offsets) {
      const figures::LabelBox b = figures::label_box(canvas, corner, o, text, TextSize::Normal);
      const double from_p =
          std::hypot(std::max({b.x0 - p.x, 0.0, p.x - b.x1}), std::max({b.y0 - p.y, 0.0, p.y - b.y1}));
      if (b.x0 > halfway || from_p >= lines) kept.push_back(o);
    }
    return kept.empty() ? offsets : kept;
  }

  /// Runs of vertices level with P and right of it, and how many crossings the trace counted on
  /// the edges meeting there. This reads the rule's inputs (is y equal to P's y?) to explain
  /// the trace; which edges counted is the trace's own answer.
  void find_level_runs(const std::vector<Vec2>& polygon, Vec2 p) {
    const int n = static_cast<int>(polygon.size());
    auto on_ray = [&](int i) {
      const Vec2 v = polygon[static_cast<std::size_t>(((i % n) + n) % n)];
      return v.y == p.y && v.x > p.x;
    };
    int start = 0;
    while (start < n && on_ray(start)) ++start;
    if (start == n) return;  // every vertex level: no area, nothing to explain
    for (int i = start + 1; i <= start + n; ++i) {
      if (!on_ray(i) || on_ray(i - 1)) continue;
      LevelRun run{i, i, 0};
      while (on_ray(run.last + 1)) ++run.last;
      // Edges run.first − 1 … run.last meet the ray here.
      for (const auto& c : trace_.crossings)
        for (int e = run.first - 1; e <= run.last; ++e)
          if (c.toggled && c.edge == ((e % n) + n) % n) ++run.counted;
      runs_.push_back(run);
    }
  }

  std::vector<std::string> run_explanations() const {
    const int n = static_cast<int>(state_.shape("polygon").points.size());
    std::vector<std::string> out;
    for (const auto& run : runs_) {
      const int before = ((run.first - 1) % n + n) % n, after = run.last % n;
      std::string where;
      if (run.first == run.last)
        where = "The ray runs through vertex " + std::to_string(run.first % n) + ", where " +
                captions::edge_name(before) + " and " + captions::edge_name(after) + " meet.";
      else
        where = "The ray runs along " + captions::edge_name(run.first % n) +
                (run.last - run.first > 1 ? "–" + captions::edge_name((run.last - 1) % n) : "") +
                " (both ends level with P): such an edge never counts. " + captions::edge_name(before) + " and " +
                captions::edge_name(after) + " arrive and leave there.";
      const std::string verdict =
          run.counted == 1   ? " Only the edge whose other end is above counts: the outline passes "
                               "through the ray here, counted once."
          : run.counted == 0 ? " Neither edge has an end above P, so none counts: the outline "
                               "only touches the ray from below."
                             : " Both edges have their other end above P and both count: the "
                               "outline only touches the ray from above, and two crossings leave "
                               "the parity unchanged.";
      out.push_back(where + verdict);
    }
    return out;
  }

  collide::RayTrace trace_;
  std::vector<LevelRun> runs_;
  std::optional<std::string> self_crossing_;
};

}  // namespace

std::unique_ptr<Scene> make_point_in_polygon() { return std::make_unique<PointInPolygon>(); }

}  // namespace lab::concave
