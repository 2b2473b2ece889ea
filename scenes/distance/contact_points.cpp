// Distance and contact › Contact points: where two overlapping polygons touch, by clipping.
// Drag A or B (or their corners), or turn B with the slider: the incident edge (sky blue) is
// clipped between the reference edge's side planes (dashed). Notice a point vanish as B turns and
// one end of its edge rises above the reference edge, and come back as it lies flat again.
//
// Index of this file:
//   [SECTION] state: A and B, B turned by the slider
//   [SECTION] update: the reference and incident edges, clipped
//   [SECTION] caption
//   [SECTION] draw: the edges and side planes, the points kept, the names, the gap, the key
//   [SECTION] panel: the turn slider and the clipping table
//   [SECTION] printed and named: the separations and points shown, the two edges
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "printed_count.hpp"
#include "captions/distance_contact.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"
#include "collide/contact.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "response/farthest.hpp"
#include "response/printed_words.hpp"
#include "response/shape_checks.hpp"
#include "scene.hpp"

namespace lab::distance {
namespace {

constexpr const char* kTurn = "turn";  // degrees B has been turned by the slider, about its centre
constexpr int kContactPlaces = 4;      // the caption's places (captions/distance_contact.cpp)

/// `points` turned by `degrees` about their mean.
void turn_about_centre(std::vector<Vec2>& points, double degrees) {
  if (points.empty()) return;
  Vec2 centre{0, 0};
  for (const Vec2 p : points) centre += p;
  centre /= static_cast<double>(points.size());
  const double t = degrees * 3.14159265358979323846 / 180, c = std::cos(t), s = std::sin(t);
  for (Vec2& p : points) {
    const Vec2 d = p - centre;
    p = centre + Vec2{c * d.x - s * d.y, s * d.x + c * d.y};
  }
}

class ContactPoints final : public Scene {
 public:
  // [SECTION] state: A and B, B turned by the slider
  // A is a wide box; B a 2 × 2 box sunk into A's top (0.5 deep when flat), turned by the preset's angle.
  std::vector<Preset> presets() const override {
    auto make = [](double turn, Vec2 centre) {
      std::vector<Vec2> b{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
      for (Vec2& p : b) p += centre;
      turn_about_centre(b, turn);
      SceneState s;
      s.shapes = {convex::polygon_shape("A", {{-4, -1}, {4, -1}, {4, 1}, {-4, 1}}),
                  convex::polygon_shape("B", std::move(b))};
      s.options = {{kTurn, turn}};
      s.option_ranges = {{kTurn, {-180, 180, false}}};
      return s;
    };
    return {{"Flat on A: two points", make(0, {0.5, 1.5})},
            {"Turned 20°: one corner in, one point", make(20, {0.5, 1.8})},
            {"Turned 45° on its corner", make(45, {0.5, 2.2})},
            {"Apart: no points", make(10, {0.5, 3.5})}};
  }

  // [SECTION] update: the reference and incident edges, clipped
  void update() override {
    trace_ = {};
    const response::ShapeChecks checks = response::check_shapes(state_, {"A", "B"});
    problems_ = checks.problems, short_ = checks.short_lines, checks_ = checks;
    valid_ = checks.valid && a().size() >= 3 && b().size() >= 3, convex_ = checks.convex;
    if (checks.valid && !valid_) problems_.push_back("contact points need two polygons of 3 or more vertices");
    if (!valid_) return;
    collide::polygon_contact_points(a(), b(), trace_);
    valid_ = trace_.face_a.edge >= 0 && trace_.face_b.edge >= 0;
    if (!valid_) problems_.push_back("a polygon has no area (its vertices are on one line): no edge to clip against");
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::contact_caption(trace_), convex_);
  }

  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;

  std::optional<collide::Rect> frame() const override {
    std::vector<Vec2> all(a().begin(), a().end());
    all.insert(all.end(), b().begin(), b().end());
    return response::frame_around(all, 0.2);
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }
  std::span<const Vec2> reference() const { return trace_.result.reference_on_a ? a() : b(); }
  std::span<const Vec2> incident() const { return trace_.result.reference_on_a ? b() : a(); }
  void draw_edges(Canvas& canvas, figures::LabelLayout& layout) const;
  void draw_points(Canvas& canvas, figures::LabelLayout& layout) const;
  void name_edges(Canvas& canvas, figures::LabelLayout& layout) const;
  void draw_gap(Canvas& canvas, figures::LabelLayout& layout) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_table() const;

  collide::ContactTrace trace_;
  std::vector<std::string> short_;
  response::ShapeChecks checks_;
  bool convex_ = true;
};

// [SECTION] draw: the edges and side planes, the points kept, the names, the gap, the key
// The reference edge (dashed vermillion: the verdict hangs on it) with its outward normal and its
// two side planes; the incident edge faint where it was cut away and sky blue where it is kept.
void ContactPoints::draw_edges(Canvas& canvas, figures::LabelLayout& layout) const {
  const auto& t = trace_;
  const Vec2 mid = (t.reference[0] + t.reference[1]) * 0.5, n = t.reference_normal;
  for (const Vec2 end : t.reference) canvas.line(end, n, palette::axis, 1, true);
  canvas.segment(t.incident[0], t.incident[1], palette::untested, 2);
  if (t.second_count == 2) canvas.segment(t.second_clip[0].point, t.second_clip[1].point, palette::line, 4);
  canvas.dashed_segment(t.reference[0], t.reference[1], palette::deciding, 4);
  canvas.arrow(mid, mid + n * (56 * canvas.pixel()), palette::deciding, 2);
  layout.place(mid + n * (56 * canvas.pixel()), "n", palette::deciding, TextSize::Normal,
               figures::offsets_around(canvas, n, "n", TextSize::Normal, 4), true);
}

// Each end the clipping left: kept (green, with its separation) or above the reference edge
// (orange, with its separation); ends cut away at a side plane are grey.
void ContactPoints::draw_points(Canvas& canvas, figures::LabelLayout& layout) const {
  const auto& t = trace_;
  for (const Vec2 end : t.incident) canvas.point(end, palette::untested, 4);
  if (t.second_count < 2) return;
  for (std::size_t i = 0; i < 2; ++i) {
    const collide::ContactPoint& p = t.second_clip[i];
    const Color color = t.kept[i] ? palette::collide : palette::apart;
    canvas.point(p.point, color, 6);
    const std::string text = captions::separation_text(p.separation);
    const Vec2 side = t.kept[i] ? -t.reference_normal : t.reference_normal;  // the side of the line it lies on
    const std::vector<std::vector<Vec2>> avoid{{t.reference[0], t.reference[1]}};
    layout.place(p.point, text, color, TextSize::Normal,
                 figures::offsets_around(canvas, side, text, TextSize::Normal, 8), true, avoid);
  }
}

// Places round an anchor for `text`, near first and then farther out: a crowded corner still
// leaves a free place a little way off.
std::vector<Vec2> rings_around(const Canvas& canvas, Vec2 direction, const std::string& text) {
  std::vector<Vec2> out;
  for (const float gap : {8.f, 28.f, 56.f}) {
    const auto ring = figures::offsets_around(canvas, direction, text, TextSize::Normal, gap);
    out.insert(out.end(), ring.begin(), ring.end());
  }
  return out;
}

// The two edges' names beside them, clear of both edges, both outlines and the separations
// already placed; each named with its edge, as the caption cites it ("reference edge A's e2").
void ContactPoints::name_edges(Canvas& canvas, figures::LabelLayout& layout) const {
  const auto& t = trace_;
  const Vec2 n = t.reference_normal;
  const std::vector<std::vector<Vec2>> avoid{{t.reference[0], t.reference[1]},
                                             {t.incident[0], t.incident[1]},
                                             {a().begin(), a().end()},
                                             {b().begin(), b().end()}};
  const Vec2 near_end = t.reference[0] + 0.85 * (t.reference[1] - t.reference[0]);
  const std::string reference = "reference e" + std::to_string(t.result.reference_edge);
  layout.place(near_end, reference, palette::deciding, TextSize::Normal, rings_around(canvas, -n, reference), true,
               avoid);
  const Vec2 inc_mid = (t.incident[0] + t.incident[1]) * 0.5;
  // In the incident polygon's colour: sky blue is too light for text on the paper.
  const Color incident_color = t.result.reference_on_a ? palette::shape_b : palette::shape_a;
  const std::string incident = "incident e" + std::to_string(t.result.incident_edge);
  layout.place(inc_mid, incident, incident_color, TextSize::Normal, rings_around(canvas, n, incident), true, avoid);
}

// Apart: the edge that shows the gap, and how wide it is.
void ContactPoints::draw_gap(Canvas& canvas, figures::LabelLayout& layout) const {
  const bool on_a = trace_.face_a.separation >= trace_.face_b.separation;
  const collide::ContactFace& gap = on_a ? trace_.face_a : trace_.face_b;
  const std::span<const Vec2> polygon = on_a ? a() : b();
  const Vec2 p = polygon[static_cast<std::size_t>(gap.edge)],
             q = polygon[(static_cast<std::size_t>(gap.edge) + 1) % polygon.size()];
  canvas.dashed_segment(p, q, palette::apart, 4);
  const std::string text = captions::joined(
      {captions::numbered("e", gap.edge), ": gap ", captions::true_number(gap.separation, kContactPlaces)});
  const Vec2 along = q - p;
  layout.place((p + q) * 0.5, text, palette::apart, TextSize::Normal,
               figures::offsets_around(canvas, Vec2{along.y, -along.x}, text, TextSize::Normal, 8), true);
}

// The key: what draw_edges and draw_points (touching) or draw_gap (apart) draw, each only when drawn.
std::vector<figures::LegendEntry> ContactPoints::legend() const {
  using Mark = figures::LegendEntry::Mark;
  const auto& t = trace_;
  if (!valid_) return {};
  if (!t.result.touching) return {{palette::apart, "the edge that shows the gap", Mark::Dashed}};
  std::vector<figures::LegendEntry> out{{palette::deciding, "the reference edge", Mark::Dashed},
                                        {palette::deciding, "its outward normal n", Mark::Arrow},
                                        {palette::axis, "its side planes", Mark::Dashed},
                                        {palette::untested, "the incident edge"},
                                        {palette::untested, "its ends", Mark::Dot}};
  if (t.second_count < 2) return out;
  out.push_back({palette::line, "the part the side planes keep"});
  if (t.kept[0] || t.kept[1]) out.push_back({palette::collide, "a contact point, its separation", Mark::Dot});
  if (!t.kept[0] || !t.kept[1]) out.push_back({palette::apart, "an end above the edge: dropped", Mark::Dot});
  return out;
}

void ContactPoints::draw(Canvas& canvas) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  convex::draw_polygon(canvas, b(), palette::shape_b);
  figures::LabelLayout layout(canvas);
  // Presenter mode has no panel: the key comes into the figure, before the names, clear of the
  // shapes, and of the side planes where some place is (they run across the view).
  if (canvas.legend_in_figure()) {
    std::vector<std::vector<Vec2>> planes;
    if (valid_ && trace_.result.touching)
      for (const Vec2 end : trace_.reference)
        planes.push_back(figures::line_in_view(canvas, end, end + trace_.reference_normal));
    figures::draw_legend(layout, figures::with_double_shape(legend(), "B"),
                         std::vector<std::vector<Vec2>>{{a().begin(), a().end()}, {b().begin(), b().end()}},
                         TextSize::Normal, planes);
  }
  auto name = [&](std::span<const Vec2> polygon, Vec2 side, const char* text, Color color) {
    layout.place(response::farthest(polygon, side), text, color, TextSize::Large,
                 figures::offsets_around(canvas, side, text, TextSize::Large, 6));
  };
  name(a(), {-1, -1}, "A", palette::shape_a);
  name(b(), {1, 1}, "B", palette::shape_b);
  response::draw_cited_vertices(layout, checks_, std::array{a(), b()}, std::array{palette::shape_a, palette::shape_b});
  const AnswerPart answer(canvas);  // all but the shapes: predict mode shows A and B alone
  if (valid_ && trace_.result.touching) {
    draw_edges(canvas, layout);
    draw_points(canvas, layout);  // the separations first: the edges' names keep off them
    name_edges(canvas, layout);
  } else if (valid_) {
    draw_gap(canvas, layout);
  }
  convex::draw_warnings(canvas, short_);
}

// [SECTION] panel: the turn slider and the clipping table
void ContactPoints::panel() {
  float turn = static_cast<float>(state_.option(kTurn, 0));
  if (ImGui::SliderFloat("turn B", &turn, -180.f, 180.f, "%.0f°")) {
    turn_about_centre(state_.shape("B").points, turn - state_.option(kTurn, 0));
    state_.options[kTurn] = turn;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Turn B about its centre, in degrees; the contact points follow");
  ImGui::TextWrapped(
      "The reference edge is the edge, of A or of B, with the largest separation: the separating "
      "axis test's best face. The other polygon's edge most opposed to it is the incident edge.");
  ImGui::TextWrapped(
      "The incident edge is cut at the reference edge's side planes (dashed); each end left that "
      "lies on or below the reference edge is a contact point. Separations are in doubles.");
  if (!valid_) return;
  const auto& t = trace_;
  wrapped_text("A's best edge: e" + std::to_string(t.face_a.edge) + ", separation " +
               captions::separation_text(t.face_a.separation) + "; B's: e" + std::to_string(t.face_b.edge) +
               ", separation " + captions::separation_text(t.face_b.separation) + ".");
  if (!t.result.touching) return;
  draw_table();
}

void ContactPoints::draw_table() const {
  if (trace_.second_count < 2) {
    wrapped_text("The incident edge misses the space between the side planes: no points.");
    return;
  }
  if (!begin_table("points", {"end", "point", "separation", "kept"})) return;
  for (std::size_t i = 0; i < 2; ++i) {
    const collide::ContactPoint& p = trace_.second_clip[i];
    const Color color = trace_.kept[i] ? palette::collide : palette::apart;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool on_a = trace_.result.reference_on_a;  // the reference polygon; the incident is the other
    convex::colored_text(color, p.side >= 0
                                    ? std::string("cut at ") + (on_a ? "A's v" : "B's v") + std::to_string(p.side)
                                    : std::string(on_a ? "B's v" : "A's v") + std::to_string(p.incident_vertex));
    ImGui::TableNextColumn();
    convex::colored_text(color, captions::true_point(p.point, kContactPlaces));
    ImGui::TableNextColumn();
    convex::colored_text(color, captions::separation_text(p.separation));
    ImGui::TableNextColumn();
    convex::colored_text(color, trace_.kept[i] ? "yes" : "no: above");
  }
  ImGui::EndTable();
}

// [SECTION] printed and named: the separations and points shown, the two edges
std::vector<Printed> ContactPoints::printed() const {
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  const auto& t = trace_;
  std::vector<Printed> out;
  const auto add = [&](const char* where, const std::string& text, const char* quantity, double value, std::string of) {
    out.push_back({where, text, quantity, value, std::move(of)});
  };
  add("panel", captions::separation_text(t.face_a.separation), "separation", t.face_a.separation,
      "A's best edge's separation");
  add("panel", captions::separation_text(t.face_b.separation), "separation", t.face_b.separation,
      "B's best edge's separation");
  if (!t.result.touching) {
    const double gap = std::max(t.face_a.separation, t.face_b.separation);
    for (const std::string& text : response::numbers_after(caption(), "gap of "))
      add("caption", text, "gap", gap, "the gap the best edge shows");
    add("figure", captions::true_number(gap, kContactPlaces), "gap", gap, "the gap the best edge shows");
    return out;
  }
  for (int i = 0; i < t.result.count; ++i)
    add("caption", captions::separation_text(t.result.points[static_cast<std::size_t>(i)].separation), "separation",
        t.result.points[static_cast<std::size_t>(i)].separation, "contact point " + std::to_string(i + 1));
  if (t.second_count < 2) return out;
  for (std::size_t i = 0; i < 2; ++i) {
    const collide::ContactPoint& p = t.second_clip[i];
    const std::string end = "the clipped incident edge's end " + std::to_string(i + 1);
    for (const char* where : {"figure", "table"})
      add(where, captions::separation_text(p.separation), "separation", p.separation, end);
    const std::string point = captions::true_point(p.point, kContactPlaces);
    const std::size_t comma = point.find(", ");
    add("table", point.substr(1, comma - 1), "coordinate", p.point.x, end + ", x");
    add("table", point.substr(comma + 2, point.size() - comma - 3), "coordinate", p.point.y, end + ", y");
  }
  return out;
}

// The reference and incident edges the figure marks, or the edge that shows the gap.
std::vector<Named> ContactPoints::named() const {
  std::vector<Named> out;
  if (!valid_) return out;
  const collide::ContactResult& r = trace_.result;
  if (!r.touching) {
    const bool on_a = trace_.face_a.separation >= trace_.face_b.separation;
    out.push_back({"gap_edge", on_a ? "A" : "B", (on_a ? trace_.face_a : trace_.face_b).edge});
    return out;
  }
  out.push_back({"reference_edge", r.reference_on_a ? "A" : "B", r.reference_edge});
  out.push_back({"incident_edge", r.reference_on_a ? "B" : "A", r.incident_edge});
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_contact_points() { return std::make_unique<ContactPoints>(); }

}  // namespace lab::distance
