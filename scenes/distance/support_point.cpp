// Distance and contact › Support points: the farthest vertex along a direction.
// Drag the arrow d (its tip, its tail or the whole of it), or A and B. The farthest vertex of A
// along d, of −B along d (B's farthest along −d) and of A − B light up. Notice A − B's farthest
// point is always one of A's vertices minus one of B's: GJK never has to build A − B.
//
// Index of this file:
//   [SECTION] state: A, B and the arrow d
//   [SECTION] update: the supports of A, of −B and of A − B
//   [SECTION] caption
//   [SECTION] draw: A's vertices named, the answer w, the key
//   [SECTION] panel: the table of each vertex along d
//   [SECTION] printed and named: the numbers shown, the vertices chosen
#include <imgui.h>

#include <algorithm>
#include <array>
#include <optional>

#include "captions/distance.hpp"
#include "captions/distance_support.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"
#include "collide/minkowski.hpp"
#include "collide/support.hpp"
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
namespace support_scene {

constexpr const char* kArrow = "d";
using captions::along_text;

std::string vertex_name(int i) { return captions::numbered("v", i); }

class SupportPoint final : public Scene {
 public:
  // [SECTION] state: A, B and the arrow d
  // A up left and B up right of the origin, so −B (down left) and A − B (left) fall clear of
  // both; the arrow d starts at the origin, where distances along d are measured from.
  std::vector<Preset> presets() const override {
    const std::vector<Vec2> a{{-5.5, 3}, {-3, 2.5}, {-2.5, 5}, {-4.5, 5.5}}, b{{3, 2.5}, {5.5, 2.5}, {4.5, 5}};
    auto make = [&](Vec2 tip) {
      SceneState s;
      s.shapes = {convex::polygon_shape("A", a), convex::polygon_shape("B", b), segment_shape(kArrow, {0, 0}, tip)};
      return s;
    };
    return {{"A corner of each", make({2, 1.2})},
            {"A's edge square to d: v1 and v2 tie", make({2.5, -0.5})},
            {"B's edge square to d: v0 and v1 tie", make({0, 2})}};
  }

  // [SECTION] update: the supports of A, of −B and of A − B
  void update() override {
    trace_ = {};
    negated_b_.clear();
    difference_.clear();
    const response::ShapeChecks checks = response::check_shapes(state_, {"A", "B"});
    problems_ = checks.problems, short_ = checks.short_lines, checks_ = checks;
    valid_ = checks.valid;
    for (std::size_t k = 0; k < 2; ++k)
      if (auto bad = collide::check_point(k == 0 ? "d's tail" : "d's tip", arrow()[k]))
        problems_.insert(problems_.begin(), *bad), valid_ = false;
    if (valid_ && direction() == Vec2{0, 0}) {
      problems_.insert(problems_.begin(), "d has no direction: its tip is on its tail");
      valid_ = false;
    }
    if (!valid_) return;
    collide::support(a(), b(), direction(), trace_);
    for (const Vec2 p : b()) negated_b_.push_back(-p);
    difference_ = collide::minkowski_difference(a(), b());  // drawn faintly: support never builds it
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::support_caption(trace_);
  }

  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;

  std::optional<collide::Rect> frame() const override {
    std::vector<Vec2> all(a().begin(), a().end());
    all.insert(all.end(), b().begin(), b().end());
    all.insert(all.end(), negated_b_.begin(), negated_b_.end());
    all.insert(all.end(), difference_.begin(), difference_.end());
    all.insert(all.end(), arrow().begin(), arrow().end());
    all.push_back({0, 0});
    return response::frame_around(all, 0.12);
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }
  std::span<const Vec2> arrow() const { return state_.shape(kArrow).points; }
  Vec2 direction() const { return arrow()[1] - arrow()[0]; }
  void draw_support(figures::LabelLayout& layout, std::span<const Vec2> polygon, const collide::SupportTrace& t,
                    Color color, const std::vector<bool>& named = {}) const;
  std::vector<bool> name_vertices_of_a(figures::LabelLayout& layout) const;
  void draw_answer(Canvas& canvas, figures::LabelLayout& layout, const std::vector<bool>& named_a) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_table() const;

  collide::SupportPairTrace trace_;
  std::vector<Vec2> negated_b_, difference_;
  std::vector<std::string> short_;
  response::ShapeChecks checks_;
};

// [SECTION] draw: A's vertices named, the answer w, the key
// A's vertex numbers, where there is room: predict mode asks which of them is farthest. Past
// figures::kMaxShown vertices, the ones the caption cites (the farthest and its ties) and an even
// sample: placing 2,000 names cost a 2,000-gon's frame 10 ms. Returns which were placed.
std::vector<bool> SupportPoint::name_vertices_of_a(figures::LabelLayout& layout) const {
  Vec2 middle{0, 0};
  for (const Vec2 p : a()) middle += p;
  middle /= static_cast<double>(a().size());
  std::vector<std::size_t> cited;
  for (const int i : trace_.a.tied) cited.push_back(static_cast<std::size_t>(i));
  const std::vector<std::size_t> sample = figures::shown_sample(a().size(), cited);
  figures::draw_sample_note(layout, figures::sample_note("naming", sample.size(), a().size(), "vertices of A"));
  std::vector<bool> placed(a().size(), false);
  for (const std::size_t i : sample) {
    const std::string text = vertex_name(static_cast<int>(i));
    placed[i] =
        layout.place(a()[i], text, palette::shape_a, TextSize::Normal,
                     figures::offsets_around(layout.canvas(), a()[i] - middle, text, TextSize::Normal, 6), false);
  }
  return placed;
}

// One polygon's farthest vertex along d (vermillion), the line through it square to d that no
// vertex passes, and the vertices that tie with it, named "(tie)". `named`: the vertices already
// named in the figure, whose numbers are not written again.
void SupportPoint::draw_support(figures::LabelLayout& layout, std::span<const Vec2> polygon,
                                const collide::SupportTrace& t, Color color, const std::vector<bool>& named) const {
  Canvas& canvas = layout.canvas();
  const Vec2 chosen = polygon[static_cast<std::size_t>(t.chosen)];
  const Vec2 across = collide::normalize(Vec2{-direction().y, direction().x}) * (60 * canvas.pixel());
  canvas.dashed_segment(chosen - across, chosen + across, palette::deciding, 2);
  canvas.point(chosen, palette::deciding, 6);
  const Vec2 out = collide::normalize(direction());
  for (const int i : t.tied) {
    const Vec2 v = polygon[static_cast<std::size_t>(i)];
    if (i != t.chosen) canvas.point(v, color, 6);
    const bool has_name = static_cast<std::size_t>(i) < named.size() && named[static_cast<std::size_t>(i)];
    if (has_name && i == t.chosen) continue;
    const std::string text = has_name ? "tie" : vertex_name(i) + (i == t.chosen ? "" : " (tie)");
    // A vertex already numbered needs its "tie" only where there is room: the caption says it too.
    layout.place(v, text, i == t.chosen ? palette::deciding : color, TextSize::Normal,
                 figures::offsets_around(canvas, out, text, TextSize::Normal, 8), !has_name);
  }
}

// −B and A − B (neither is a shape the user drags), their farthest points along d, and the origin.
void SupportPoint::draw_answer(Canvas& canvas, figures::LabelLayout& layout, const std::vector<bool>& named_a) const {
  figures::draw_point(canvas, {0, 0}, "");
  layout.place({0, 0}, "origin", palette::point, TextSize::Normal,
               figures::offsets_around(canvas, {-1, -1}, "origin", TextSize::Normal, 10));
  canvas.polygon(negated_b_, palette::shape_b, 1.5f);
  if (difference_.size() >= 2) canvas.polygon(difference_, palette::untested, 1.5f);
  draw_support(layout, a(), trace_.a, palette::shape_a, named_a);
  draw_support(layout, b(), trace_.b, palette::shape_b);
  draw_support(layout, negated_b_, trace_.b, palette::shape_b);
  // w on A − B, with the same line square to d through it.
  const Vec2 w = trace_.point.w, out = collide::normalize(direction());
  const Vec2 across = Vec2{-out.y, out.x} * (60 * canvas.pixel());
  canvas.dashed_segment(w - across, w + across, palette::deciding, 2);
  canvas.point(w, palette::deciding, 6);
  layout.place(w, "w", palette::deciding, TextSize::Normal,
               figures::offsets_around(canvas, out, "w", TextSize::Normal, 8), true);
  auto name = [&](std::span<const Vec2> polygon, const char* text, Color color) {
    layout.place(response::farthest(polygon, -out), text, color, TextSize::Large,
                 figures::offsets_around(canvas, -out, text, TextSize::Large, 6), false);
  };
  name(negated_b_, "−B", palette::shape_b);
  if (difference_.size() >= 2) name(difference_, "A − B", palette::muted);
}

// The key: the arrow d, and what draw_answer draws, each only when drawn.
std::vector<figures::LegendEntry> SupportPoint::legend() const {
  using Mark = figures::LegendEntry::Mark;
  std::vector<figures::LegendEntry> out;
  if (arrow()[0] != arrow()[1]) out.push_back({palette::line, "the direction d", Mark::Arrow});
  if (!valid_) return out;
  out.push_back({palette::shape_b, "−B: B turned half round the origin"});
  if (difference_.size() >= 2) out.push_back({palette::untested, "A − B (support never builds it)"});
  out.push_back({palette::deciding, "the farthest vertex along d, of A, B, −B and A − B", Mark::Dot});
  out.push_back({palette::deciding, "the line through it square to d", Mark::Dashed});
  if (trace_.a.tied.size() > 1) out.push_back({palette::shape_a, "a vertex of A that ties with it", Mark::Dot});
  if (trace_.b.tied.size() > 1) out.push_back({palette::shape_b, "a vertex of B or −B that ties with it", Mark::Dot});
  return out;
}

void SupportPoint::draw(Canvas& canvas) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  convex::draw_polygon(canvas, b(), palette::shape_b);
  const bool pointing = arrow()[0] != arrow()[1];
  if (pointing) canvas.arrow(arrow()[0], arrow()[1], palette::line, 2.5f);
  figures::LabelLayout layout(canvas);
  // Presenter mode has no panel: the key comes into the figure, before the names, clear of the
  // shapes, −B, A − B, d and the origin.
  if (canvas.legend_in_figure())
    figures::draw_legend(layout, legend(),
                         std::vector<std::vector<Vec2>>{{a().begin(), a().end()},
                                                        {b().begin(), b().end()},
                                                        negated_b_,
                                                        difference_,
                                                        {arrow()[0], arrow()[1]},
                                                        {{0, 0}, {0, 0}}});
  auto name = [&](std::span<const Vec2> polygon, Vec2 side, const char* text, Color color) {
    layout.place(response::farthest(polygon, side), text, color, TextSize::Large,
                 figures::offsets_around(canvas, side, text, TextSize::Large, 6));
  };
  name(a(), {-1, 1}, "A", palette::shape_a);
  name(b(), {1, 1}, "B", palette::shape_b);
  layout.place(arrow()[1], "d", palette::text, TextSize::Large,
               figures::offsets_around(canvas, pointing ? direction() : Vec2{1, 1}, "d", TextSize::Large, 6));
  response::draw_cited_vertices(layout, checks_, std::array{a(), b()}, std::array{palette::shape_a, palette::shape_b});
  if (valid_) {
    const std::vector<bool> named_a = name_vertices_of_a(layout);
    const AnswerPart answer(canvas);  // predict mode shows A, B, d and A's vertex numbers alone
    draw_answer(canvas, layout, named_a);
  }
  convex::draw_warnings(canvas, short_);
}

// [SECTION] panel: the table of each vertex along d
void SupportPoint::panel() {
  ImGui::TextWrapped(
      "A shape's support point along d is its vertex farthest along d: the largest v · d. "
      "A − B's is A's farthest along d minus B's farthest along −d (−B's farthest along d), "
      "so it takes one pass over A and one over B, and A − B (grey) is never built.");
  ImGui::TextWrapped(
      "Which vertex is farthest is decided exactly, with no tolerance; the distances along d "
      "(v · d / |d|, from the origin) are rounded.");
  if (!valid_) return;
  const collide::SupportPoint& s = trace_.point;
  wrapped_text("A − B's support w = " + captions::support_name(s) + " = " +
               captions::true_point(s.w, captions::kAlongPlaces) + ", " + along_text(trace_.along) + " along d.");
  wrapped_text(captions::support_sign_words(trace_) + ".");
  for (const auto& [t, shape] : {std::pair{&trace_.a, "A"}, std::pair{&trace_.b, "B"}})
    for (const std::string& words : {captions::support_tie_words(*t, shape), captions::support_close_words(*t, shape)})
      if (!words.empty()) wrapped_text(words + ".");
  draw_table();
}

void SupportPoint::draw_table() const {
  if (!begin_table("along d", {"of", "vertex", "along d", ""}, true)) return;
  const auto in_a = static_cast<int>(trace_.a.along.size());
  // A's rows, then −B's. Past figures::kWholeTableRows only the rows in sight are laid out (and
  // A's farthest): 4,000 rows for two 2,000-gons, each number formatted, every frame.
  figures::table_rows(
      in_a + static_cast<int>(trace_.b.along.size()),
      [&](int row) {
    const bool of_a = row < in_a;
    const collide::SupportTrace& t = of_a ? trace_.a : trace_.b;
    const int v = of_a ? row : row - in_a;
    const bool tied = std::find(t.tied.begin(), t.tied.end(), v) != t.tied.end();
    const Color color = v == t.chosen ? palette::deciding : palette::text;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const std::string shape = of_a ? "A" : "−B";
    whole_text(color, v == t.chosen ? with_deciding_mark(shape) : shape);  // whole: the column fits itself to it
    ImGui::TableNextColumn();
    convex::colored_text(color, vertex_name(v));
    ImGui::TableNextColumn();
    whole_text(color, along_text(t.along[static_cast<std::size_t>(v)]));
    ImGui::TableNextColumn();
    convex::colored_text(color, v == t.chosen ? "farthest" : tied ? "ties" : "");
      },
      trace_.a.chosen);
  ImGui::EndTable();
}

// [SECTION] printed and named: the numbers shown, the vertices chosen
std::vector<Printed> SupportPoint::printed() const {
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  std::vector<Printed> out;
  for (const std::string& text : response::numbers_after(caption(), ", "))
    out.push_back({"caption", text, "along", trace_.along, "A − B's support w, along d"});
  const std::string w = captions::true_point(trace_.point.w, captions::kAlongPlaces);
  const std::size_t comma = w.find(", ");
  out.push_back({"panel", w.substr(1, comma - 1), "coordinate", trace_.point.w.x, "A − B's support w, x"});
  out.push_back(
      {"panel", w.substr(comma + 2, w.size() - comma - 3), "coordinate", trace_.point.w.y, "A − B's support w, y"});
  out.push_back({"panel", along_text(trace_.along), "along", trace_.along, "A − B's support w, along d"});
  // Past figures::kMaxShown vertices, a sample of each table's rows: always the farthest and its ties.
  for (const auto& [t, shape] : {std::pair{&trace_.a, "A's "}, std::pair{&trace_.b, "−B's "}}) {
    const std::vector<std::size_t> tied(t->tied.begin(), t->tied.end());
    for (const std::size_t i : figures::shown_sample(t->along.size(), tied))
      out.push_back({"table", along_text(t->along[i]), "along", t->along[i],
                     std::string(shape) + vertex_name(static_cast<int>(i)) + " along d"});
  }
  return out;
}

// The vertices the figure lights up: each shape's farthest, and those that tie with it.
std::vector<Named> SupportPoint::named() const {
  std::vector<Named> out;
  if (!valid_) return out;
  for (const auto& [t, shape] : {std::pair{&trace_.a, "A"}, std::pair{&trace_.b, "B"}})
    for (const int i : t->tied) out.push_back({i == t->chosen ? "support_vertex" : "tied_vertex", shape, -1, i});
  return out;
}

}  // namespace support_scene

std::unique_ptr<Scene> make_support_point() { return std::make_unique<support_scene::SupportPoint>(); }

}  // namespace lab::distance
