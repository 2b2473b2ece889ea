// Concave polygons › Point in polygon (ray casting, the even–odd rule).
// Drag P or any corner; double-click an edge to add a corner, right-click one to remove it.
// Notice: each numbered crossing flips in/out; a ray through a corner or along an edge still
// counts right, and P exactly on an edge is called "on the boundary", not guessed.
#include <imgui.h>

#include "collide/concave.hpp"
#include "collide/validate.hpp"
#include "concave/edge_scenes.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/ray_figure.hpp"
#include "shape_library.hpp"

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
  SceneInfo info() const override {
    return {"point-in-polygon", "Concave polygons", "Point in polygon (ray casting)",
            "Drag P and count the numbered crossings on its ray: odd means inside. Try the presets "
            "where the ray runs through a corner or along an edge, and put P right on an edge."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    // A comb: three teeth pointing up, two notches between them.
    const std::vector<Vec2> comb{{-5, -3}, {5, -3}, {5, 3}, {3, 3},   {3, -1},  {1, -1},
                                 {1, 3},   {-1, 3}, {-1, -1}, {-3, -1}, {-3, 3}, {-5, 3}};
    // A dent from below whose tip, and a corner on the right, are level with P.
    const std::vector<Vec2> corners{{-4, -3}, {-1, -3}, {0, 0}, {1, -3},
                                    {4, -3},  {5, 0},   {4, 3}, {-4, 3}};
    // A step on the right: its middle edge runs exactly along the ray.
    const std::vector<Vec2> step{{-4, -3}, {4, -3}, {4, 0}, {2, 0}, {2, 3}, {-4, 3}};
    // A five-pointed star drawn in one stroke: the outline crosses itself.
    const std::vector<Vec2> pentagram{{0, 3},          {1.763, -2.427}, {-2.853, 0.927},
                                      {2.853, 0.927},  {-1.763, -2.427}};
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

  // ── update ──
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
    // The exact three-valued answer: a point on an edge is "on the boundary", not a coin flip.
    location_ = collide::classify_point(p, polygon);
    find_level_runs(polygon, p);
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("polygon").points;
    const Vec2 p = state_.shape("P").points.at(0);
    std::vector<Color> colors(polygon.size(), palette::shape_a);
    const bool boundary = valid_ && location_ == collide::Location::Boundary;
    if (boundary && trace_.boundary_edge >= 0 &&
        static_cast<std::size_t>(trace_.boundary_edge) < colors.size())
      colors[static_cast<std::size_t>(trace_.boundary_edge)] = palette::deciding;
    figures::OutlineStyle style;
    style.color = palette::shape_a;
    style.width = 2.5f;
    style.edge_colors = colors;
    // The fill needs a simple outline; a self-crossing one is left as a line drawing.
    if (!self_crossing_) style.fill = fill_of(palette::shape_a);
    figures::draw_outline(canvas, polygon, style);
    draw_edge_numbers(canvas, polygon, palette::muted);
    if (valid_) {
      figures::draw_ray(canvas, p, trace_);
      const std::size_t n = polygon.size();
      for (const auto& run : runs_)
        canvas.label(polygon[static_cast<std::size_t>(run.first) % n], "level: counts as below",
                     palette::muted, TextSize::Small, {-70, -14});
    }
    figures::draw_point(canvas, p, "P");
    if (boundary) canvas.label(p, "on the boundary", palette::deciding, TextSize::Normal, {10, -30});
    draw_warning_lines(canvas, warnings());
  }

  // ── panel ──
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load shape", state_.shape("polygon"))) update();
    if (!valid_) return;
    ImGui::TextWrapped("Cast a ray from P to the right and count the edges it crosses. The ray "
                       "ends outside, and every crossing flips inside and outside, so an odd "
                       "count means P started inside. No convexity needed.");
    ImGui::Separator();
    ImGui::Text("Crossings to P's right: %d (%s)", trace_.count, trace_.count % 2 ? "odd" : "even");
    ImGui::TextWrapped("Edges meeting the line through P: %zu, of them left of P (not counted): %zu",
                       trace_.crossings.size(),
                       trace_.crossings.size() - static_cast<std::size_t>(trace_.count));
    convex::colored_text(location_ == collide::Location::Outside ? palette::outside : palette::inside,
                         "P is " + std::string(figures::location_word(location_)));
    ImGui::Separator();
    ImGui::TextWrapped("An edge meets the line through P when one end is strictly above P and the "
                       "other is not; it counts when that meeting point is right of P. An end "
                       "exactly level with P counts as below.");
    for (const auto& text : run_explanations()) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", text.c_str());
    }
    if (location_ == collide::Location::Boundary)
      ImGui::TextWrapped("P lies exactly on edge %d. The ray count alone (%d) could go either way "
                         "for such a point, so the exact check answers: on the boundary, which "
                         "counts as touching.",
                         trace_.boundary_edge, trace_.count);
    if (self_crossing_)
      ImGui::TextWrapped("Where the outline crosses itself, regions covered twice count as "
                         "outside: that is what the even–odd rule means by inside.");
    ImGui::Separator();
    figures::ray_table("crossings", trace_, state_.shape("P").points.at(0));
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    if (location_ == collide::Location::Boundary)
      return "P lies exactly on edge " + std::to_string(trace_.boundary_edge) +
             " → on the boundary (touching counts)";
    return figures::ray_count_words(trace_);
  }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
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
        where = "The ray runs through vertex " + std::to_string(run.first % n) + ", where edges " +
                std::to_string(before) + " and " + std::to_string(after) + " meet.";
      else
        where = "The ray runs along edge" + std::string(run.last - run.first > 1 ? "s " : " ") +
                std::to_string(run.first % n) +
                (run.last - run.first > 1 ? "–" + std::to_string((run.last - 1) % n) : "") +
                " (both ends level with P): such an edge never counts. Edges " +
                std::to_string(before) + " and " + std::to_string(after) + " arrive and leave there.";
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
  collide::Location location_ = collide::Location::Outside;
  std::vector<LevelRun> runs_;
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_point_in_polygon() { return std::make_unique<PointInPolygon>(); }

}  // namespace lab::concave
