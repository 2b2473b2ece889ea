// Convex polygons › Polygon vs point.
// Drag the pentagon, its corners, or P. An edge turns orange when P is on its outer side.
// Notice: one orange edge is enough for "outside"; P exactly on an edge still counts as inside.
#include <algorithm>

#include <imgui.h>

#include "panel.hpp"
#include "panel_text.hpp"
#include "captions/convex.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"
#include "collide/convex.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/table_rows.hpp"
#include "figures/cited_vertices.hpp"
#include "figures/label_layout.hpp"
#include "figures/sampling.hpp"
#include "printed_count.hpp"
#include "scene.hpp"

namespace lab::convex {
namespace {

class PolygonPoint final : public Scene {
 public:
  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 p) {
      SceneState s;
      s.shapes = {polygon_shape("pentagon", pentagon()), point_shape("P", p)};
      s.options[kShowNormals] = 0;
      return s;
    };
    return {{"P beyond a corner: outside 2 edges", make({4, 2.6})},
            {"P inside", make({0.5, 0.2})},
            {"P on an edge", make({0, -2.4})},
            {"P outside 1 edge", make({0, -3.5})}};
  }

  // ── update ──
  void update() override {
    const auto& polygon = state_.shape("pentagon").points;
    const Vec2 p = state_.shape("P").points.at(0);
    trace_ = {};
    problems_.clear();
    if (auto bad = collide::check_polygon("pentagon", polygon)) problems_.push_back(*bad);
    if (auto bad = collide::check_point("P", p)) problems_.push_back(*bad);
    valid_ = problems_.empty();
    convex_ = true;
    cited_.clear();
    if (!valid_) return;
    if (auto bad = collide::check_convex("pentagon", polygon)) {
      problems_.push_back(*bad);
      convex_ = false;
      cited_ = figures::cited_vertices(collide::convexity(polygon));
    }
    collide::point_in_convex_polygon(p, polygon, trace_);
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("pentagon").points;
    const Vec2 p = state_.shape("P").points.at(0);
    draw_polygon(canvas, polygon, palette::shape_a);
    if (valid_) {
      const AnswerPart answer(canvas);  // the edges P is outside of, or on
      for (std::size_t i = 0; i < trace_.edges.size(); ++i) {
        const auto [a, b] = collide::edge(polygon, i);
        const auto& e = trace_.edges[i];
        if (e.outer) {
          // The edge's whole line, so "outer side" reads as a half-plane, not just a stroke.
          canvas.line(a, b - a, palette::outside.with_alpha(150), 1, true);
          canvas.segment(a, b, palette::outside, 5);
        } else if (e.sign == 0) {
          canvas.segment(a, b, palette::inside, 5);
        }
      }
    }
    figures::draw_vertex_dots(canvas, polygon, palette::shape_a);
    if (state_.flag(kShowNormals)) draw_winding_and_normals(canvas, polygon, palette::shape_a);
    canvas.point(p, palette::point, 5);
    // Every word through one layout, so none overprints another or leaves the view: P first,
    // then the edges P is outside of (the caption counts them), then the rest where room is left.
    figures::LabelLayout labels(canvas);
    // Presenter mode has no panel: the key comes into the figure, first, so the labels keep off it.
    if (valid_ && canvas.legend_in_figure())
      figures::draw_legend(labels, legend(), std::vector<std::vector<Vec2>>{polygon, {p, p}});
    labels.place(p, "P", palette::point, TextSize::Large,
                 figures::offsets_around(canvas, {1, 1}, "P", TextSize::Large, 7));
    figures::name_vertices(labels, polygon, cited_, palette::shape_a);
    if (valid_) {
      const AnswerPart answer(canvas);  // edge names, the outer ones first and in the verdict's colour
      const std::vector<std::size_t> named = named_edges();
      figures::draw_sample_note(labels, figures::sample_note("naming", named.size(), trace_.edges.size(), "edges"));
      for (bool outer : {true, false})
        for (std::size_t i : named) {
          if (trace_.edges[i].outer != outer) continue;
          const auto [a, b] = collide::edge(polygon, i);
          const std::string name = captions::numbered("e", i);
          labels.place((a + b) * 0.5, name, outer ? palette::outside : palette::muted, TextSize::Normal,
                       edge_label_offsets(canvas, polygon, i, name, TextSize::Normal), outer);
        }
    }
  }

  /// The key: an entry for each kind of edge draw() colours, in the order of the colour language.
  std::vector<figures::LegendEntry> legend() const {
    std::vector<figures::LegendEntry> out;
    const auto has = [&](auto kind) { return std::any_of(trace_.edges.begin(), trace_.edges.end(), kind); };
    if (has([](const auto& e) { return e.outer; }))
      out.push_back({palette::outside, "an edge P is outside of (its line dashed): apart"});
    if (has([](const auto& e) { return !e.outer && e.sign == 0; }))
      out.push_back({palette::inside, "an edge P lies on (0)"});
    if (has([](const auto& e) { return !e.outer && e.sign != 0; }))
      out.push_back({palette::shape_a, "an edge P is on the inner side of"});
    return out;
  }

  // The edges whose names are drawn: all of them, or past figures::kMaxShown an even sample
  // that holds up to half that many of the edges P is outside of (the caption counts those).
  std::vector<std::size_t> named_edges() const {
    std::vector<std::size_t> outer;
    for (std::size_t i = 0; i < trace_.edges.size(); ++i)
      if (trace_.edges[i].outer) outer.push_back(i);
    std::vector<std::size_t> cited;
    for (std::size_t k : figures::shown_sample(outer.size(), {}, figures::kMaxShown / 2)) cited.push_back(outer[k]);
    return figures::shown_sample(trace_.edges.size(), cited);
  }

  // ── panel ──
  void panel() override {
    if (option_checkbox(state_, kShowNormals, "Show winding and outward normals")) update();
    if (!valid_) return;
    ImGui::TextWrapped(
        "Side value of P for each edge's line (a·x + b·y + c). "
        "P is inside when the signs agree; 0 means on the edge.");
    wrapped_text("P is on the outer side of " + captions::count_number(trace_.outer_edges) + " of " +
                 captions::count_of(static_cast<long long>(trace_.edges.size()), "edge", "edges"));
    if (!begin_table("edges", {"edge", "side value", "P is on"})) return;
    figures::table_rows(static_cast<int>(trace_.edges.size()), [&](int row) {
      const auto i = static_cast<std::size_t>(row);
      const auto& e = trace_.edges[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      fit_textf("e%zu  (%zu → %zu)", i, i, (i + 1) % trace_.edges.size());
      ImGui::TableNextColumn();
      fit_text(figures::format_signed(e.value, e.sign));
      ImGui::TableNextColumn();
      if (e.outer)
        colored_text(palette::outside, "the outer side");
      else if (e.sign == 0)
        colored_text(palette::inside, "the edge's line");
      else
        colored_text(palette::inside, "the inner side");
    });
    ImGui::EndTable();
  }

  // ── what it prints ──
  /// The table's side value for every edge, the panel's and the caption's counts.
  std::vector<Printed> printed() const override {
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    std::vector<Printed> out;
    // Past figures::kMaxShown edges, a sample of the table's rows: always those whose line P is on.
    std::vector<std::size_t> on_line;
    for (std::size_t i = 0; i < trace_.edges.size(); ++i)
      if (trace_.edges[i].sign == 0) on_line.push_back(i);
    for (const std::size_t i : figures::shown_sample(trace_.edges.size(), on_line)) {
      const auto& e = trace_.edges[i];
      out.push_back({"table", figures::format_signed(e.value, e.sign), "value", e.value,
                     captions::numbered("e", i) + "'s side value", 0});
    }
    const int n = static_cast<int>(trace_.edges.size());
    add_count(out, "panel", trace_.outer_edges, "edges P is on the outer side of");
    add_count(out, "panel", n, "edges");
    // As point_in_convex_caption words it: a flat polygon's "all n edges", else "k of the n edges".
    if (n > 0 && trace_.on_edges == n && !trace_.inside) {
      add_count(out, "caption", n, "edges");
      return out;
    }
    add_count(out, "caption", trace_.outer_edges, "edges P is on the outer side of");
    add_count(out, "caption", n, "edges");
    if (trace_.on_boundary) add_count(out, "caption", trace_.on_edges, "edges whose line P is on");
    return out;
  }

  /// The edges P is on the outer side of (orange, "outer_edge") and those whose line it is on
  /// (green, "on_edge_line").
  std::vector<Named> named() const override {
    if (!valid_) return {};
    std::vector<Named> out;
    for (std::size_t i = 0; i < trace_.edges.size(); ++i) {
      const auto& e = trace_.edges[i];
      if (e.outer)
        out.push_back({"outer_edge", "pentagon", static_cast<int>(i), -1, 0});
      else if (e.sign == 0)
        out.push_back({"on_edge_line", "pentagon", static_cast<int>(i), -1, 0});
    }
    return out;
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return qualified(captions::point_in_convex_caption(trace_), convex_);
  }


 private:
  collide::PointInConvexTrace trace_;
  std::vector<std::size_t> cited_;  ///< the vertices the convexity words cite, named in the figure
  bool convex_ = true;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_point() { return std::make_unique<PolygonPoint>(); }

}  // namespace lab::convex
