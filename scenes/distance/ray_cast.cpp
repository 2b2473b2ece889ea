// Distance and contact › Ray casts: where a ray first meets a shape.
// Drag the ray's ends (from, to), the polygon A or the circle C. Notice, in the table, that every
// edge's line cuts the ray: the ray is inside A from the latest entering cut to the earliest
// leaving one, and hits A only if that stretch is not empty (the slab method).
//
// Index of this file:
//   [SECTION] state: the ray, A and the circle C
//   [SECTION] update: the slab method on A, the circle's quadratic
//   [SECTION] caption
//   [SECTION] draw: the hit and its normal, the cuts, the key
//   [SECTION] panel: the table of every edge's cut, the circle's lines
//   [SECTION] printed and named: the fractions and points shown, the edge hit
#include <imgui.h>

#include <algorithm>
#include <array>
#include <optional>

#include "captions/distance.hpp"
#include "captions/distance_ray.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"
#include "collide/convex.hpp"
#include "collide/ray_cast.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/sampling.hpp"
#include "figures/table_rows.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "printed_count.hpp"
#include "response/farthest.hpp"
#include "response/printed_words.hpp"
#include "response/shape_checks.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"

namespace lab::distance {
namespace ray_scene {

constexpr const char* kRay = "ray";
constexpr int kPlaces = captions::kRayPlaces;
using captions::true_number;
using captions::true_point;

std::string edge_name(int i) { return captions::numbered("e", i); }

/// A point's two coordinates as printed() lists them, from the text true_point wrote.
void add_point(std::vector<Printed>& out, const char* where, Vec2 p, const std::string& of) {
  const std::string text = true_point(p, kPlaces);
  const std::size_t comma = text.find(", ");
  out.push_back({where, text.substr(1, comma - 1), "coordinate", p.x, of + ", x"});
  out.push_back({where, text.substr(comma + 2, text.size() - comma - 3), "coordinate", p.y, of + ", y"});
}

class RayCast final : public Scene {
 public:
  // [SECTION] state: the ray, A and the circle C
  // The chapter's pentagon A at the origin, a circle C to its right, and the ray across both.
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 from, Vec2 to) {
      SceneState s;
      s.shapes = {convex::polygon_shape("A", convex::pentagon()), circle_shape("C", {7, 0.5}, 1.5),
                  segment_shape(kRay, from, to)};
      return s;
    };
    return {{"Through A, then C", make({-6, -1}, {10, 1.5})},
            {"Starting inside A", make({0.5, 0}, {9, 1})},
            {"Stopping short of A", make({-8, -1}, {-4.5, -0.5})},
            {"Parallel to A's bottom edge, below it: a miss", make({-6, -3}, {10, -3})}};
  }

  // [SECTION] update: the slab method on A, the circle's quadratic
  void update() override {
    trace_ = {};
    circle_hit_ = {};
    const response::ShapeChecks checks = response::check_shapes(state_, {"A", "C"});
    problems_ = checks.problems, short_ = checks.short_lines, checks_ = checks;
    valid_ = checks.valid, convex_ = checks.convex;
    for (std::size_t k = 0; k < 2; ++k)
      if (auto bad = collide::check_point(k == 0 ? "the ray's start" : "the ray's end", ray()[k]))
        problems_.insert(problems_.begin(), *bad), valid_ = false;
    if (valid_ && collide::winding(a()) == 0) {
      problems_.insert(problems_.begin(),
                       "A has no area (its vertices are on one line): a ray cast needs a polygon with area");
      valid_ = false;
    }
    if (!valid_) return;
    collide::ray_cast_polygon(a(), ray()[0], ray()[1], trace_);
    circle_hit_ = collide::ray_cast_circle(circle(), ray()[0], ray()[1]);
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::ray_scene_caption(trace_.result, circle_hit_), convex_);
  }

  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;

  std::optional<collide::Rect> frame() const override {
    std::vector<Vec2> all(a().begin(), a().end());
    for (const Vec2 p : figures::circle_outline(circle())) all.push_back(p);
    all.insert(all.end(), ray().begin(), ray().end());
    return response::frame_around(all, 0.12);
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  collide::Circle circle() const { return state_.shape("C").circle(); }
  std::span<const Vec2> ray() const { return state_.shape(kRay).points; }
  Vec2 along(double t) const { return ray()[0] + t * (ray()[1] - ray()[0]); }
  void draw_hit(figures::LabelLayout& layout, const collide::RayHit& hit) const;
  void name_hit_vertex(figures::LabelLayout& layout) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_legend(figures::LabelLayout& layout) const;
  void draw_table() const;
  void cut_row(const collide::RayEdgeCut& c) const;
  void circle_lines() const;
  std::vector<int> hit_edges() const;
  bool is_hit_edge(int i) const;
  std::vector<std::size_t> cited_edges() const;
  void draw_edge_names(figures::LabelLayout& layout) const;

  collide::RayCastTrace trace_;
  collide::RayHit circle_hit_;
  std::vector<std::string> short_;
  response::ShapeChecks checks_;
  bool convex_ = true;
};

// [SECTION] draw: the hit and its normal, the cuts, the key
// A hit: its point (vermillion), "t = …" beside it, and the outward normal there as an arrow;
// a ray that starts inside is marked at its start.
void RayCast::draw_hit(figures::LabelLayout& layout, const collide::RayHit& hit) const {
  if (!hit.hit) return;
  Canvas& canvas = layout.canvas();
  canvas.point(hit.point, palette::deciding, 6);
  const std::string text = hit.starts_inside ? "starts inside" : "t = " + true_number(hit.fraction, kPlaces);
  const Vec2 side = hit.starts_inside ? Vec2{-1, 1} : hit.normal;
  if (!hit.starts_inside) {
    const Vec2 tip = hit.point + hit.normal * (45 * canvas.pixel());
    canvas.arrow(hit.point, tip, palette::deciding, 2);
    layout.keep_off({hit.point, tip});
    layout.place(tip, "n", palette::deciding, TextSize::Normal,
                 figures::offsets_around(canvas, hit.normal, "n", TextSize::Normal, 4), false);
  }
  // Round the point at two distances: near it the ray, the edge and the normal leave little room.
  std::vector<Vec2> offsets = figures::offsets_around(canvas, Vec2{-side.y, side.x}, text, TextSize::Normal, 8);
  for (const Vec2 o : figures::offsets_around(canvas, Vec2{-side.y, side.x}, text, TextSize::Normal, 24))
    offsets.push_back(o);
  layout.place(hit.point, text, palette::deciding, TextSize::Normal, offsets, true);
}

// Entering at a vertex, the caption names it ("vertex v1"): its name beside it, away from A.
void RayCast::name_hit_vertex(figures::LabelLayout& layout) const {
  const int v = trace_.result.vertex;
  if (v < 0) return;
  Vec2 middle{0, 0};
  for (const Vec2 p : a()) middle += p;
  middle /= static_cast<double>(a().size());
  const Vec2 at = a()[static_cast<std::size_t>(v)];
  const std::string text = captions::numbered("v", v);
  layout.place(at, text, palette::deciding, TextSize::Normal,
               figures::offsets_around(layout.canvas(), at - middle, text, TextSize::Normal, 10), true);
}

// The key: what draw and draw_hit draw for this ray, each only when drawn.
std::vector<figures::LegendEntry> RayCast::legend() const {
  using Mark = figures::LegendEntry::Mark;
  std::vector<figures::LegendEntry> out;
  if (ray()[0] != ray()[1]) out.push_back({palette::line, "the ray: t = 0 at from, t = 1 at to", Mark::Arrow});
  if (!valid_) return out;
  const collide::RayHit& hit = trace_.result;
  if (hit.hit) out.push_back({palette::collide, "the stretch of the ray inside A"});
  if (hit.hit && hit.vertex >= 0)
    out.push_back({palette::deciding, "the two edges of A meeting at the vertex it enters by", Mark::Dashed});
  else if (hit.hit && hit.edge >= 0)
    out.push_back({palette::deciding, "the edge of A it meets first", Mark::Dashed});
  if (!hit.hit && !circle_hit_.hit) out.push_back({palette::apart, "the ray meets neither shape: a miss"});
  if (hit.hit || circle_hit_.hit) out.push_back({palette::deciding, "where it first meets each shape", Mark::Dot});
  if ((hit.hit && !hit.starts_inside) || (circle_hit_.hit && !circle_hit_.starts_inside))
    out.push_back({palette::deciding, "the outward normal there", Mark::Arrow});
  return out;
}

// Presenter mode has no panel: the key comes into the figure, before the names, clear of A, C
// and the ray.
void RayCast::draw_legend(figures::LabelLayout& layout) const {
  figures::draw_legend(layout, figures::with_double_shape(legend(), "the circle C"),
                       std::vector<std::vector<Vec2>>{
                           {a().begin(), a().end()}, figures::circle_outline(circle()), {ray()[0], ray()[1]}});
}

void RayCast::draw(Canvas& canvas) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  canvas.fill_circle(circle().c, circle().r, palette::shape_b.with_alpha(40));
  canvas.circle(circle().c, circle().r, palette::shape_b, 2.5f);
  const bool long_enough = ray()[0] != ray()[1];
  if (long_enough) canvas.arrow(ray()[0], ray()[1], palette::line, 2.5f);
  figures::LabelLayout layout(canvas);
  layout.block(ray()[0], 4);
  if (canvas.legend_in_figure()) draw_legend(layout);
  if (long_enough) layout.keep_off({ray()[0], ray()[1]});  // names beside the ray, not on it
  layout.place(response::farthest(a(), {-1, 1}), "A", palette::shape_a, TextSize::Large,
               figures::offsets_around(canvas, {-1, 1}, "A", TextSize::Large, 6));
  layout.place(circle().c + Vec2{circle().r, circle().r} * 0.7071, "C", palette::shape_b, TextSize::Large,
               figures::offsets_around(canvas, {1, 1}, "C", TextSize::Large, 6));
  const Vec2 r = long_enough ? ray()[1] - ray()[0] : Vec2{1, 0};
  layout.place(ray()[0], "from", palette::text, TextSize::Normal,
               figures::offsets_around(canvas, -r, "from", TextSize::Normal, 8), false);
  layout.place(ray()[1], "to", palette::text, TextSize::Normal,
               figures::offsets_around(canvas, r, "to", TextSize::Normal, 8), false);
  response::draw_cited_vertices(layout, checks_, std::array{a()}, std::array{palette::shape_a});
  if (valid_) {
    const AnswerPart answer(canvas);  // predict mode shows the shapes and the ray alone
    const collide::RayHit& hit = trace_.result;
    // The stretch of the ray inside A (green): from the latest entering cut to the earliest leaving.
    if (hit.hit) canvas.segment(along(hit.starts_inside ? 0 : trace_.enter), along(trace_.leave), palette::collide, 5);
    for (const int e : hit_edges()) {
      const auto [p, q] = collide::edge(a(), static_cast<std::size_t>(e));
      canvas.dashed_segment(p, q, palette::deciding, 3);
      layout.keep_off({p, q});
    }
    // Meeting neither shape, the whole ray is evidence of a miss (orange).
    if (!hit.hit && !circle_hit_.hit) canvas.segment(ray()[0], ray()[1], palette::apart, 3);
    name_hit_vertex(layout);
    draw_hit(layout, hit);
    draw_hit(layout, circle_hit_);
  }
  draw_edge_names(layout);
  convex::draw_warnings(canvas, short_);
}

// The edges of A the ray enters by: the one hit, or at a vertex both that meet there, the one
// whose normal is drawn first.
std::vector<int> RayCast::hit_edges() const {
  const collide::RayHit& hit = trace_.result;
  if (!valid_ || !hit.hit || hit.edge < 0) return {};
  if (hit.vertex < 0) return {hit.edge};
  return {hit.edge, hit.vertex_edges[0] == hit.edge ? hit.vertex_edges[1] : hit.vertex_edges[0]};
}

bool RayCast::is_hit_edge(int i) const {
  const std::vector<int> edges = hit_edges();
  return std::find(edges.begin(), edges.end(), i) != edges.end();
}

// The edges the caption, the panel's sum-up and the table's bounding rows speak of: the ones hit,
// the one the ray is shut out by, the smallest leaving cut's.
std::vector<std::size_t> RayCast::cited_edges() const {
  std::vector<std::size_t> out;
  for (const int e : hit_edges()) out.push_back(static_cast<std::size_t>(e));
  for (const collide::RayEdgeCut& c : trace_.cuts) {
    const bool shut_out = c.outside && (c.parallel || !c.entering);
    const bool leaves_first = !c.parallel && !c.entering && c.t == trace_.leave;
    if (shut_out || leaves_first) out.push_back(static_cast<std::size_t>(c.edge));
  }
  return out;
}

// The edges' names, so the table's rows can be found: all of them up to figures::kMaxShown, past
// that the cited ones and an even sample (placing 2,000 names cost a 2,000-gon's frame 12 ms).
// The ones hit go first, in vermillion, and may cover another name.
void RayCast::draw_edge_names(figures::LabelLayout& layout) const {
  Canvas& canvas = layout.canvas();
  const std::vector<std::size_t> sample = figures::shown_sample(a().size(), cited_edges());
  figures::draw_sample_note(layout, figures::sample_note("naming", sample.size(), a().size(), "edges of A"));
  std::vector<std::size_t> order;
  for (const int e : hit_edges()) order.push_back(static_cast<std::size_t>(e));
  for (const std::size_t i : sample)
    if (!is_hit_edge(static_cast<int>(i))) order.push_back(i);
  const int turn = collide::winding(a());  // once, not once a name
  for (const std::size_t i : order) {
    const std::string name = edge_name(static_cast<int>(i));
    const bool hit = is_hit_edge(static_cast<int>(i));
    layout.place((a()[i] + a()[(i + 1) % a().size()]) * 0.5, name, hit ? palette::deciding : palette::shape_a,
                 TextSize::Normal, convex::edge_label_offsets(canvas, a(), i, name, TextSize::Normal, turn), hit);
  }
}

// [SECTION] panel: the table of every edge's cut, the circle's lines
void RayCast::panel() {
  ImGui::TextWrapped(
      "A ray cast asks where a moving point (a bullet, a line of sight) first meets a shape: "
      "t = 0 at from, t = 1 at to. Not the ray of \"Point in polygon\", which only counts "
      "crossings to tell inside from outside.");
  ImGui::TextWrapped(
      "Each edge's line cuts the ray in two. The ray is inside A from the largest entering t "
      "to the smallest leaving t; if that stretch is empty, it misses (the slab method). "
      "Which side and which way are decided exactly; each t is rounded.");
  if (!valid_) return;
  wrapped_text(captions::ray_stretch_words(trace_) + ".");
  draw_table();
  circle_lines();
}

void RayCast::draw_table() const {
  if (!begin_table("cuts", {"edge", "from is", "the ray", "t"})) return;
  // Past figures::kWholeTableRows edges only the rows in sight are laid out (and the edge hit's).
  figures::table_rows(
      static_cast<int>(trace_.cuts.size()), [&](int row) { cut_row(trace_.cuts[static_cast<std::size_t>(row)]); },
      trace_.result.hit ? trace_.result.edge : -1);
  ImGui::EndTable();
}

// One edge's row: its name, the side the ray starts on, whether it enters or leaves, its t.
void RayCast::cut_row(const collide::RayEdgeCut& c) const {
  const bool bounds = captions::ray_cut_bounds(c);
  const bool deciding = is_hit_edge(c.edge);
  const Color color = deciding ? palette::deciding : bounds ? palette::text : palette::muted;
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  convex::colored_text(color, deciding ? with_deciding_mark(edge_name(c.edge)) : edge_name(c.edge));
  ImGui::TableNextColumn();
  convex::colored_text(color, captions::ray_start_side(c));
  ImGui::TableNextColumn();
  convex::colored_text(color, captions::ray_cut_words(c));
  ImGui::TableNextColumn();
  whole_text(color, c.parallel ? "—" : true_number(c.t, kPlaces));
}

// The polygon's hit and the circle's, in numbers.
void RayCast::circle_lines() const {
  for (const auto& [hit, name] : {std::pair{&trace_.result, "A"}, std::pair{&circle_hit_, "C"}}) {
    if (!hit->hit || hit->starts_inside) continue;
    wrapped_text(std::string(name) + ": hit at " + true_point(hit->point, kPlaces) +
                 ", t = " + true_number(hit->fraction, kPlaces) + ", normal " + true_point(hit->normal, kPlaces) + ".");
  }
}

// [SECTION] printed and named: the fractions and points shown, the edge hit
std::vector<Printed> RayCast::printed() const {
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  std::vector<Printed> out;
  const collide::RayHit& hit = trace_.result;
  const std::string polygon_part = captions::ray_cast_caption(hit, true);
  for (const std::string& text : response::numbers_after(polygon_part, ", "))
    out.push_back({"caption", text, "fraction", hit.fraction, "A's hit, along the ray"});
  for (const std::string& text : response::numbers_after(captions::ray_cast_caption(circle_hit_, false), ", "))
    out.push_back({"caption", text, "fraction", circle_hit_.fraction, "C's hit, along the ray"});
  const std::string stretch = captions::ray_stretch_words(trace_);
  for (const std::string& text : response::numbers_after(stretch, "entering t, "))
    out.push_back({"panel", text, "fraction", trace_.enter, "the largest entering t"});
  for (const std::string& text : response::numbers_after(stretch, "from t = "))
    out.push_back({"panel", text, "fraction", trace_.enter, "the largest entering t"});
  for (const std::string& text : response::numbers_after(stretch, "leaving t, "))
    out.push_back({"panel", text, "fraction", trace_.leave, "the smallest leaving t"});
  for (const std::string& text : response::numbers_after(stretch, ") to t = "))
    out.push_back({"panel", text, "fraction", trace_.leave, "the smallest leaving t"});
  // Past figures::kMaxShown edges, the table's rows of the edges the figure names (cited_edges
  // and an even sample), as for its names.
  const std::vector<std::size_t> sample = figures::shown_sample(a().size(), cited_edges());
  for (const collide::RayEdgeCut& c : trace_.cuts) {
    if (!figures::in_sample(sample, static_cast<std::size_t>(c.edge))) continue;
    if (!c.parallel) out.push_back({"table", true_number(c.t, kPlaces), "fraction", c.t, edge_name(c.edge) + "'s cut"});
  }
  for (const auto& [h, name] : {std::pair{&hit, std::string("A")}, std::pair{&circle_hit_, std::string("C")}}) {
    if (!h->hit || h->starts_inside) continue;
    out.push_back(
        {"figure", true_number(h->fraction, kPlaces), "fraction", h->fraction, name + "'s hit, along the ray"});
    out.push_back(
        {"panel", true_number(h->fraction, kPlaces), "fraction", h->fraction, name + "'s hit, along the ray"});
    add_point(out, "panel", h->point, name + "'s hit point");
    add_point(out, "panel", h->normal, name + "'s normal at the hit");
  }
  return out;
}

// Where the ray enters A, as the caption names it and the figure dashes it: the edge, or the
// vertex and the two edges meeting there.
std::vector<Named> RayCast::named() const {
  std::vector<Named> out;
  if (valid_ && trace_.result.vertex >= 0) out.push_back({"hit_vertex", "A", -1, trace_.result.vertex});
  for (const int e : hit_edges()) out.push_back({"hit_edge", "A", e, -1});
  return out;
}

}  // namespace ray_scene

std::unique_ptr<Scene> make_ray_cast() { return std::make_unique<ray_scene::RayCast>(); }

}  // namespace lab::distance
