#include "response/swept_circle.hpp"

#include <imgui.h>

#include <string>
#include <utility>
#include <vector>

#include "captions/joined.hpp"
#include "captions/response.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/cited_vertices.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/sampling.hpp"
#include "response/farthest.hpp"

namespace lab::response {
namespace {

// A unit vector across the path (up-ish; up when the circle does not move).
Vec2 across(Vec2 v) {
  if (v == Vec2{0, 0}) return {0, 1};
  const Vec2 n = collide::normalize(Vec2{-v.y, v.x});
  return n.y < 0 || (n.y == 0 && n.x < 0) ? -n : n;
}

// A first touch as the table prints it, at 3 places.
std::string touch_time(double t) { return captions::true_number(t, 3); }

collide::Circle at(const SweptCircle& b, double t) { return {b.start.c + b.velocity * t, b.start.r}; }

// The key presenter mode puts in the figure: what draw_swept_circle and draw_contact stroke.
std::vector<figures::LegendEntry> sweep_legend(std::span<const Vec2> a, const SweptCircle& b,
                                               const collide::CirclePolygonTimeOfImpactTrace& trace) {
  using Mark = figures::LegendEntry::Mark;
  const auto feature = [&](int i) { return i >= 0 && static_cast<std::size_t>(i) < a.size(); };
  std::vector<figures::LegendEntry> out{{palette::untested, "where the circle sweeps, to t = 1"}};
  if (trace.result.hit) out.push_back({palette::shape_b, "B when it first touches A"});
  if (b.velocity != Vec2{0, 0}) out.push_back({palette::line, "B's motion in one step", Mark::Arrow});
  if (trace.result.hit && feature(trace.contact_edge))
    out.push_back({palette::deciding, "the edge it first touches", Mark::Dashed});
  else if (trace.result.hit && feature(trace.contact_vertex))
    out.push_back({palette::deciding, "the vertex it first touches", Mark::Dot});
  return out;
}

void label_beside(figures::LabelLayout& layout, const std::vector<Vec2>& outline, Vec2 side, const std::string& text,
                  Color color, TextSize size, bool must, std::span<const std::vector<Vec2>> avoid = {}) {
  layout.place(farthest(outline, side), text, color, size,
               figures::offsets_around(layout.canvas(), side, text, size, 8), must, avoid);
}

// The name of what the circle first touches, beside `at` on the side away from `centre` (the
// circle covers the other), then round it further out; clear of `avoid` where it can be, and half
// a text height from every label before it, as swept-test's polygon mode places edge names.
void name_contact(figures::LabelLayout& layout, Vec2 at, Vec2 centre, const std::string& name,
                  std::span<const std::vector<Vec2>> avoid) {
  std::vector<Vec2> offsets;
  for (const float gap : {12.f, 26.f, 44.f, 72.f, 112.f})
    for (const Vec2 o : figures::offsets_around(layout.canvas(), at - centre, name, TextSize::Small, gap))
      offsets.push_back(o);
  layout.place(at, name, palette::deciding, TextSize::Small, offsets, true, avoid,
               Canvas::font_pixels(TextSize::Small) / 2);
}

// The feature the circle first touches: its edge dashed, or its vertex as a dot, with its name.
// Its name goes on the side away from the circle at impact (the circle covers the outer side),
// clear of `avoid` (A's outline, the circle and the arrow).
void draw_contact(figures::LabelLayout& layout, std::span<const Vec2> a,
                  const collide::CirclePolygonTimeOfImpactTrace& trace, Vec2 centre,
                  std::span<const std::vector<Vec2>> avoid) {
  Canvas& canvas = layout.canvas();
  const std::size_t n = a.size();
  if (trace.contact_edge >= 0 && static_cast<std::size_t>(trace.contact_edge) < n) {
    const std::size_t i = static_cast<std::size_t>(trace.contact_edge);
    const Vec2 p = a[i], q = a[(i + 1) % n];
    canvas.dashed_segment(p, q, palette::deciding, 5);
    name_contact(layout, (p + q) * 0.5, centre, captions::numbered("e", i), avoid);
  } else if (trace.contact_vertex >= 0 && static_cast<std::size_t>(trace.contact_vertex) < n) {
    const Vec2 p = a[static_cast<std::size_t>(trace.contact_vertex)];
    figures::draw_point(canvas, p, "", palette::deciding, 5);
    name_contact(layout, p, centre, captions::numbered("vertex ", trace.contact_vertex), avoid);
  }
}

}  // namespace

std::vector<std::pair<Vec2, Vec2>> capsule_sides(const SweptCircle& b) {
  if (b.velocity == Vec2{0, 0}) return {};
  const Vec2 side = across(b.velocity) * b.start.r;
  const Vec2 from = b.start.c, to = b.start.c + b.velocity;
  return {{from + side, to + side}, {from - side, to - side}};
}

void draw_swept_circle(Canvas& canvas, std::span<const Vec2> a, const SweptCircle& b, Vec2 end,
                       const collide::CirclePolygonTimeOfImpactTrace& trace, std::span<const std::size_t> cited_a) {
  convex::draw_polygon(canvas, a, palette::shape_a);
  const collide::TimeOfImpactResult& r = trace.result;
  const collide::Circle last = at(b, 1);
  // The capsule, light: every point the circle covers during the step.
  {
    AnswerPart answer(canvas);  // where the circle goes
    canvas.circle(last.c, last.r, palette::untested, 2);
    for (const auto& [p, q] : capsule_sides(b)) canvas.segment(p, q, palette::untested, 1);
  }
  canvas.fill_circle(b.start.c, b.start.r, palette::shape_b.with_alpha(35));
  canvas.circle(b.start.c, b.start.r, palette::shape_b.with_alpha(110), 2);
  figures::LabelLayout layout(canvas);
  const Vec2 side = across(b.velocity);
  // Presenter mode has no panel: the key comes into the figure, before the labels, clear of A,
  // the sweep and the arrow.
  if (canvas.legend_in_figure()) {
    std::vector<std::vector<Vec2>> avoid{
        {a.begin(), a.end()}, figures::circle_outline(b.start), figures::circle_outline(last), {b.start.c, end}};
    for (const auto& [p, q] : capsule_sides(b)) avoid.push_back({p, q});
    figures::draw_legend(layout, figures::with_double_shape(sweep_legend(a, b, trace), "B", "A"), avoid);
  }
  {
    AnswerPart answer(canvas);  // where the circle first meets A
    if (b.scrub > 0 && b.scrub < 1) canvas.circle(at(b, b.scrub).c, b.start.r, palette::shape_b, 1);
    if (r.hit) {
      const collide::Circle hit = at(b, r.toi);
      canvas.fill_circle(hit.c, hit.r, palette::shape_b.with_alpha(90));
      canvas.circle(hit.c, hit.r, palette::shape_b, 2);
      const std::vector<std::vector<Vec2>> avoid{figures::circle_outline(hit), {a.begin(), a.end()}, {b.start.c, end}};
      draw_contact(layout, a, trace, hit.c, avoid);
    }
  }
  if (b.velocity != Vec2{0, 0}) canvas.arrow(b.start.c, end, palette::line, 3);
  figures::draw_point(canvas, end, "", palette::line, 5);
  label_beside(layout, figures::circle_outline(b.start), side, "B", palette::shape_b, TextSize::Large, true);
  {
    AnswerPart answer(canvas);  // the time of impact, or that there is none
    const std::vector<std::vector<Vec2>> outlines{{a.begin(), a.end()}};
    if (r.hit && r.toi > 0)
      label_beside(layout, figures::circle_outline(at(b, r.toi)), -side, "t = " + captions::true_number(r.toi, 2),
                   palette::deciding, TextSize::Normal, true, outlines);
    if (!r.hit)
      label_beside(layout, figures::circle_outline(at(b, 0.5)), side, "never touches", palette::apart, TextSize::Normal,
                   true, outlines);
  }
  // A's name off the path: the arrow and the capsule's sides.
  std::vector<std::vector<Vec2>> path{{b.start.c, end}};
  for (const auto& [p, q] : capsule_sides(b)) path.push_back({p, q});
  label_beside(layout, std::vector<Vec2>(a.begin(), a.end()), Vec2{-1, 1}, "A", palette::shape_a, TextSize::Large, true,
               path);
  figures::name_vertices(layout, a, cited_a, palette::shape_a);
  AnswerPart answer(canvas);  // the ghost's name goes with the ghost
  label_beside(layout, figures::circle_outline(last), side, "t = 1", palette::muted, TextSize::Normal, false);
}

void swept_circle_table(const collide::CirclePolygonTimeOfImpactTrace& trace) {
  if (!ImGui::BeginTable("features", 2,
                         ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit))
    return;
  // Widths from the longest words, so nothing is cut on the first frame either.
  ImGui::TableSetupColumn("feature", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("\u25B6 vertex 00").x);
  ImGui::TableSetupColumn("first touch", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("t = 0.000  first").x);
  ImGui::TableHeadersRow();
  auto row = [](const std::string& name, double t, bool first) {
    const Color color = first ? palette::deciding : t < 0 ? palette::muted : palette::text;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    convex::colored_text(color, first ? with_deciding_mark(name) : name);
    ImGui::TableNextColumn();
    convex::colored_text(color, t < 0 ? "never" : "t = " + touch_time(t) + (first ? "  first" : ""));
  };
  for (std::size_t i = 0; i < trace.edge_times.size(); ++i)
    row(captions::numbered("e", i), trace.edge_times[i], static_cast<int>(i) == trace.contact_edge);
  for (std::size_t i = 0; i < trace.vertex_times.size(); ++i)
    row(captions::numbered("vertex ", i), trace.vertex_times[i], static_cast<int>(i) == trace.contact_vertex);
  ImGui::EndTable();
}

}  // namespace lab::response

namespace lab::response {

std::vector<Printed> swept_circle_table_printed(const collide::CirclePolygonTimeOfImpactTrace& trace) {
  std::vector<Printed> out;
  // Past figures::kMaxShown edges (or vertices), a sample of the rows: always the first touched.
  const auto add = [&](const std::vector<double>& times, const std::string& feature, int first) {
    std::vector<std::size_t> cited;
    if (first >= 0) cited.push_back(static_cast<std::size_t>(first));
    for (const std::size_t i : figures::shown_sample(times.size(), cited))
      if (times[i] >= 0)
        out.push_back(
            {"table", touch_time(times[i]), "time", times[i], "first touch of " + feature + std::to_string(i)});
  };
  add(trace.edge_times, "e", trace.contact_edge);
  add(trace.vertex_times, "vertex ", trace.contact_vertex);
  return out;
}

}  // namespace lab::response
