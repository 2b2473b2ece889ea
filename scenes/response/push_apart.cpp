// Response and fast objects › Pushing apart.
// Drag B into A. The separating axis test ranks every axis by how much the shadows overlap; the
// one with the least overlap wins, and its overlap is how far B must move, along that axis, to
// leave A: the minimum translation vector (MTV), drawn as the arrow on B. With "resolve" on, B
// stays at the resolved position, touching A, and a ghost shows where the mouse put it.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <glm/common.hpp>
#include <optional>

#include "captions/concave_edges.hpp"
#include "captions/response.hpp"
#include "collide/sat.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "response/scenes.hpp"

namespace lab::response {
namespace {

constexpr const char* kResolve = "resolve";

// The average of the vertices: where a shape's name and the arrow's tail go.
Vec2 average(std::span<const Vec2> points) {
  Vec2 sum{0, 0};
  for (const Vec2 p : points) sum += p;
  return points.empty() ? sum : sum / static_cast<double>(points.size());
}

class PushApart final : public Scene {
 public:
  SceneInfo info() const override {
    return {"push-apart", "Response and fast objects", "Pushing apart",
            "Drag B into A: the arrow is the shortest move that takes B out of A, along the axis "
            "of least overlap; turn on resolve to keep B outside."};
  }

  std::vector<Preset> presets() const override {
    const std::vector<Vec2> a{{-3, -2}, {3, -2}, {3, 2}, {-3, 2}};
    auto make = [&](std::vector<Vec2> b) {
      SceneState s;
      s.shapes = {convex::polygon_shape("A", a), convex::polygon_shape("B", std::move(b))};
      s.options[kResolve] = 0;
      return s;
    };
    return {{"Flat: B sinks 0.5 into A's right side", make({{2.5, -1}, {5.5, -1}, {5.5, 1}, {2.5, 1}})},
            {"A corner: two axes nearly tie", make({{2.4, 1.45}, {4.4, 1.45}, {4.4, 3.45}, {2.4, 3.45}})},
            {"Deep inside", make({{-1, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-1, 0.5}})}};
  }

  void update() override {
    trace_ = {};
    problems_.clear();
    for (const char* name : {"A", "B"})
      if (auto bad = collide::check_polygon(name, state_.shape(name).points)) problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (!valid_) return;
    convex_ = true;
    for (const char* name : {"A", "B"}) {
      if (auto bad = collide::check_convex(name, state_.shape(name).points)) {
        problems_.push_back(*bad);
        convex_ = false;
      }
    }
    collide::convex_polygons_collide(a(), b(), collide::SatOptions{.early_exit = false}, trace_);
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::push_apart_caption(trace_), convex_);
  }

  std::vector<std::string> warnings() const override { return problems_; }

  // Both shapes, and where the push takes B, so the resolved B and its label stay in view.
  std::optional<collide::Rect> frame() const override {
    std::vector<Vec2> all(a().begin(), a().end());
    all.insert(all.end(), b().begin(), b().end());
    if (pushing())
      for (const Vec2 p : b()) all.push_back(p + trace_.result.mtv);
    if (all.empty()) return std::nullopt;
    Vec2 lo = all.front(), hi = all.front();
    for (const Vec2 p : all) lo = glm::min(lo, p), hi = glm::max(hi, p);
    const double margin = 0.15 * std::max(hi.x - lo.x, hi.y - lo.y) + 0.5;
    return collide::Rect{lo.x - margin, lo.y - margin, hi.x - lo.x + 2 * margin, hi.y - lo.y + 2 * margin};
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }
  bool pushing() const { return valid_ && trace_.result.collide && trace_.result.mtv != Vec2{0, 0}; }
  std::vector<concave::EdgeName> deciding_edge(Canvas& canvas, std::span<const Vec2> polygon,
                                               collide::AxisOwner owner) const;

  collide::SatTrace trace_;
  std::vector<std::string> problems_;
  bool valid_ = false;
  bool convex_ = true;
};

// The edge whose normal is the axis of least overlap, dashed in the deciding colour, and its
// name for draw_edge_numbers: the caption cites it ("on A's e1"), so it is the one edge name
// that is always drawn; the others give way when there is no room.
std::vector<concave::EdgeName> PushApart::deciding_edge(Canvas& canvas, std::span<const Vec2> polygon,
                                                         collide::AxisOwner owner) const {
  std::vector<concave::EdgeName> names(polygon.size());
  const int deciding = trace_.result.deciding;
  if (deciding < 0 || polygon.size() < 3) return names;
  const auto& s = trace_.steps[static_cast<std::size_t>(deciding)];
  if (s.owner != owner || s.along_line || s.edge < 0 || static_cast<std::size_t>(s.edge) >= polygon.size())
    return names;
  const auto i = static_cast<std::size_t>(s.edge);
  canvas.dashed_segment(polygon[i], polygon[(i + 1) % polygon.size()], palette::deciding, 5);
  names[i] = {captions::edge_name(s.edge), palette::deciding};
  return names;
}

void PushApart::draw(Canvas& canvas) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  figures::LabelLayout layout(canvas);
  concave::draw_warning_lines(layout, problems_);
  if (!valid_) {
    convex::draw_polygon(canvas, b(), palette::shape_b);
    return;
  }
  const Vec2 mtv = trace_.result.mtv;
  // Predict mode shows B where it was dragged: where the push leaves it is the answer.
  const bool resolve = state_.flag(kResolve) && pushing() && !canvas.hides_answer();
  // With resolve on, B is drawn where the push leaves it and the dragged position is a ghost.
  std::vector<Vec2> shown(b().begin(), b().end());
  if (resolve) {
    const AnswerPart answer(canvas);
    canvas.polygon(b(), palette::untested, 2);
    for (Vec2& p : shown) p += mtv;
  }
  convex::draw_polygon(canvas, shown, palette::shape_b);
  std::optional<AnswerPart> answer(canvas);  // the deciding edge, the push and its length
  const auto names_a = deciding_edge(canvas, a(), collide::AxisOwner::A);
  const auto names_b = deciding_edge(canvas, shown, collide::AxisOwner::B);
  std::vector<std::vector<Vec2>> outlines{{a().begin(), a().end()}, shown};
  // Labels most important first, each clear of those before: the arrow's length (the caption's
  // number), the shapes' names, then the edge names (the deciding one always).
  if (pushing()) {
    // The arrow starts at B's vertex average (where the mouse put B) and ends where it leaves A.
    const Vec2 middle = average(b());
    canvas.arrow(middle, middle + mtv, palette::deciding, 3);
    outlines.push_back({middle, middle + mtv});
    const double depth = -trace_.steps[static_cast<std::size_t>(trace_.result.deciding)].separation;
    const std::string text = "MTV " + figures::format_number(depth, 2);
    const Vec2 across = collide::normalize(Vec2{-mtv.y, mtv.x});
    layout.place(middle + mtv * 0.5, text, palette::deciding, TextSize::Normal,
                 figures::offsets_around(canvas, across, text, TextSize::Normal, 8), true, outlines);
  }
  answer.reset();
  // Names at the shapes' top-left corners: B can sit inside A, so their middles can coincide.
  concave::draw_name(layout, a(), "A", palette::shape_a);
  concave::draw_name(layout, shown, "B", palette::shape_b);
  concave::draw_edge_numbers(layout, a(), palette::shape_a, outlines, names_a);
  concave::draw_edge_numbers(layout, shown, palette::shape_b, outlines, names_b);
}

// The axes ranked by overlap, least first: the first row is the MTV's axis.
void PushApart::panel() {
  convex::panel_warnings(problems_);
  bool changed = convex::option_checkbox(state_, kResolve, "Resolve: keep B outside A (ghost = mouse)");
  ImGui::TextWrapped("The arrow moves B out of A (never A out of B): translate B by it and they only touch.");
  if (valid_) {
    std::vector<const collide::AxisStep*> ranked;
    for (const auto& s : trace_.steps)
      if (s.tested) ranked.push_back(&s);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto* x, const auto* y) { return x->separation > y->separation; });
    if (ImGui::BeginTable("axes", 2, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
      ImGui::TableSetupColumn("axis");
      ImGui::TableSetupColumn("overlap");
      ImGui::TableHeadersRow();
      for (const auto* s : ranked) {
        const bool wins = trace_.result.deciding >= 0 && s == &trace_.steps[static_cast<std::size_t>(trace_.result.deciding)];
        const Color color = s->gap ? palette::apart : wins ? palette::deciding : palette::text;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        convex::colored_text(color, captions::sat_axis_name(*s) + (wins ? " (least)" : ""));
        ImGui::TableNextColumn();
        convex::colored_text(color, s->gap ? "gap " + figures::format_number(s->separation, 2)
                                           : figures::format_number(-s->separation, 2));
      }
      ImGui::EndTable();
    }
  }
  if (changed) update();
}

}  // namespace

std::unique_ptr<Scene> make_push_apart() { return std::make_unique<PushApart>(); }

}  // namespace lab::response
