// Response and fast objects › The same test as one shape (Minkowski difference).
// Drag A or B (or their corners): A − B, every a − b, reshapes beside them, around the origin.
// Notice that the origin is in A − B exactly when A and B collide (it is 0 = a − b for a shared
// point), the same verdict as the separating axis test, whose axes are A − B's edge normals.
//
// Index of this file:
//   [SECTION] state: A and B
//   [SECTION] update: A − B's corners and SAT's axes
//   [SECTION] caption
//   [SECTION] draw: A − B, its edge normals and the MTV, the key
//   [SECTION] panel: the corner list and the axis table
//   [SECTION] printed and named: every corner and depth, the MTV's edge
#include <imgui.h>

#include <algorithm>
#include <glm/common.hpp>
#include <optional>

#include "panel.hpp"
#include "panel_text.hpp"
#include "response/farthest.hpp"
#include "captions/response.hpp"
#include "collide/accel/sat_memo.hpp"
#include "collide/minkowski.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "captions/concave_edges.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/edge_index.hpp"
#include "figures/table_rows.hpp"
#include "figures/label_layout.hpp"
#include "response/printed_words.hpp"
#include "response/shape_checks.hpp"
#include "scene.hpp"
#include "printed_count.hpp"

namespace lab::response {
namespace {


class MinkowskiDifference final : public Scene {
 public:
  // [SECTION] state: A and B
  // A and B sit to the left of the origin, so A − B (near the origin when they are close) is
  // drawn beside them, not on top of them.
  std::vector<Preset> presets() const override {
    const std::vector<Vec2> a{{-10, -2}, {-6, -2}, {-6, 2}, {-10, 2}};
    auto make = [&](std::vector<Vec2> b) {
      SceneState s;
      s.shapes = {convex::polygon_shape("A", a), convex::polygon_shape("B", std::move(b))};
      return s;
    };
    return {{"Overlapping: the origin is inside A − B", make({{-7, -1}, {-4, -1}, {-5.5, 2.5}})},
            {"Apart: the origin is outside", make({{-4, -1}, {-1, -1}, {-2.5, 2.5}})},
            {"Touching: the origin on A − B's edge", make({{-6, -1}, {-3, -1}, {-4.5, 2.5}})}};
  }

  // [SECTION] update: A − B's corners and SAT's axes
  void update() override {
    difference_.clear();
    corner_places_ = count_corner_places();
    trace_ = {};
    const ShapeChecks checks = check_shapes(state_, {"A", "B"});
    problems_ = checks.problems, short_ = checks.short_lines, checks_ = checks;
    valid_ = checks.valid, convex_ = checks.convex;
    if (!valid_) return;
    difference_ = collide::minkowski_difference(a(), b());
    corner_places_ = count_corner_places();
    // Every axis, no early exit: the panel lists each as one of A − B's edge normals.
    // The unmoved shape's share of the walk is kept between the frames of a drag (sat_memo.hpp).
    collide_ =
        collide::quick::convex_polygons_collide(a(), b(), collide::SatOptions{.early_exit = false}, trace_, memo_)
            .collide;
  }

  void draw(Canvas& canvas) const override;
  void panel() override;
  void draw_normals_and_mtv(figures::LabelLayout& layout, const std::vector<std::vector<Vec2>>& arrows) const;
  std::vector<std::vector<Vec2>> normal_arrows(const Canvas& canvas) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_axis_table() const;
  std::vector<concave::EdgeName> edge_names(collide::AxisOwner owner, std::size_t n) const;

  // [SECTION] caption
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::minkowski_caption(static_cast<int>(difference_.size()), collide_, touching()),
                             convex_);
  }


  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;

  // A, B, A − B and the origin.
  std::optional<collide::Rect> frame() const override { return frame_with_difference(a(), b(), difference_); }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }
  /// They touch without overlapping: some axis's shadows only meet (the origin on A − B's boundary).
  bool touching() const { return collide_ && trace_.result.touching > 0; }
  /// They overlap: the MTV moves B out (touching, nothing needs pushing).
  bool pushing() const { return collide_ && trace_.result.mtv != Vec2{0, 0}; }
  /// The MTV's depth: the least overlap, as the deciding axis measured it.
  double depth() const { return -trace_.steps[static_cast<std::size_t>(trace_.result.deciding)].separation; }
  /// Places that print every corner of A − B true and the distinct ones apart: worked out once
  /// an update (each row of the table asks; two 2,000-gons' A − B has 4,000 corners).
  int corner_places() const { return corner_places_; }
  int count_corner_places() const;
  /// The axes the table lists (those tested) and the row of the MTV's (its acting edge's own axis).
  std::vector<std::size_t> tested_axes() const;
  std::size_t mtv_axis() const;
  /// A row's words: "inside by 0.5", "outside by 2", at the table's places.
  std::string depth_cell(const collide::AxisStep& s) const;
  std::string mtv_label() const { return "MTV " + captions::true_number(depth(), std::max(2, corner_places())); }

  std::vector<Vec2> difference_;  ///< A − B's corners, as collide::minkowski_difference gives them
  int corner_places_ = 0;         ///< count_corner_places() of difference_
  collide::SatTrace trace_;       ///< the separating axis test on every axis: its overlaps and MTV
  collide::quick::SatMemo memo_;  ///< A's and B's own shares of that test, kept while each is unchanged
  /// The same, short enough for one line across the figure; the panel has the full words.
  std::vector<std::string> short_;
  ShapeChecks checks_;  ///< the last check, for the vertices its convexity words cite
  bool convex_ = true, collide_ = false;
};

// [SECTION] draw: A − B, its edge normals and the MTV, the key
// Each edge's outward normal, a short grey arrow from its middle: these are the separating axis
// test's axes. And the MTV from the core's SAT trace: from the origin to the nearest edge of
// A − B, the shortest way out (moving B by it moves A − B the other way, off the origin).
std::vector<std::vector<Vec2>> MinkowskiDifference::normal_arrows(const Canvas& canvas) const {
  std::vector<std::vector<Vec2>> out;
  const std::size_t n = difference_.size();
  for (std::size_t i = 0; n >= 3 && i < n; ++i) {
    const Vec2 p = difference_[i], q = difference_[(i + 1) % n];
    // Counter-clockwise (minkowski_difference's order): outward is the edge turned clockwise.
    const Vec2 outward = collide::normalize(Vec2{q.y - p.y, p.x - q.x});
    out.push_back({(p + q) * 0.5, (p + q) * 0.5 + outward * (24 * canvas.pixel())});
  }
  return out;
}

void MinkowskiDifference::draw_normals_and_mtv(figures::LabelLayout& layout,
                                               const std::vector<std::vector<Vec2>>& arrows) const {
  Canvas& canvas = layout.canvas();
  // An arrow whose foot and tip are both within half a pixel of the last one drawn lies under it
  // and its neighbours (a 1.5-pixel shaft): A − B of two 2,000-gons has 4,000 edges, a few tenths
  // of a pixel apart, and their arrows are one grey band. (A pixel apart, the band shows stripes.)
  const double px = canvas.pixel() / 2;
  const std::vector<Vec2>* last = nullptr;
  for (const auto& arrow : arrows) {
    if (last && collide::distance_squared(arrow[0], (*last)[0]) < px * px &&
        collide::distance_squared(arrow[1], (*last)[1]) < px * px)
      continue;
    canvas.arrow(arrow[0], arrow[1], palette::axis, 1.5f);
    last = &arrow;
  }
  const Vec2 mtv = trace_.result.mtv;
  if (!collide_ || mtv == Vec2{0, 0}) return;
  canvas.arrow({0, 0}, mtv, palette::deciding, 3);
  const std::string text = mtv_label();
  const Vec2 across = collide::normalize(Vec2{-mtv.y, mtv.x});
  const std::vector<std::vector<Vec2>> avoid{{{0, 0}, mtv}, difference_};
  layout.place(mtv * 0.5, text, palette::deciding, TextSize::Normal,
               figures::offsets_around(canvas, across, text, TextSize::Normal, 8), true, avoid);
}

// The key: A − B in the verdict's colour, the normals and the push, as draw() draws them.
std::vector<figures::LegendEntry> MinkowskiDifference::legend() const {
  using Mark = figures::LegendEntry::Mark;
  if (!valid_ || difference_.empty()) return {};
  std::vector<figures::LegendEntry> out{
      figures::double_shape_entry("B"),
      collide_ ? figures::LegendEntry{palette::collide, "A − B holds the origin: they collide"}
               : figures::LegendEntry{palette::apart, "A − B misses the origin: apart"}};
  if (difference_.size() >= 3) out.push_back({palette::axis, "an edge's outward normal: an axis", Mark::Arrow});
  if (collide_ && trace_.result.mtv != Vec2{0, 0})
    out.push_back({palette::deciding, "the push: the origin to A − B's nearest edge", Mark::Arrow});
  return out;
}

// The edge names draw_edge_numbers would give, but the MTV's edge in the deciding colour: of
// parallel edges, the one B leaves through (A's) or by (B's), the way the MTV points.
std::vector<concave::EdgeName> MinkowskiDifference::edge_names(collide::AxisOwner owner, std::size_t n) const {
  std::vector<concave::EdgeName> names(n);
  const collide::Feature& acting = trace_.result.acting;
  if (!collide_ || trace_.result.mtv == Vec2{0, 0}) return names;
  if (acting.owner == owner && acting.edge >= 0 && static_cast<std::size_t>(acting.edge) < n)
    names[static_cast<std::size_t>(acting.edge)] = {captions::edge_name(acting.edge), palette::deciding};
  return names;
}

int MinkowskiDifference::count_corner_places() const {
  std::vector<double> xs, ys;
  int places = 0;  // each coordinate whole up to 4 places (−2.0001, not −2.00), then told apart
  for (const Vec2 p : difference_) {
    xs.push_back(p.x), ys.push_back(p.y);
    places = std::max({places, captions::true_places(p.x, 4), captions::true_places(p.y, 4)});
  }
  // Corners apart in both coordinates may share one: each coordinate's list is told apart alone.
  return std::max({places, captions::places_apart(xs, 2, 9), captions::places_apart(ys, 2, 9)});
}

void MinkowskiDifference::draw(Canvas& canvas) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  convex::draw_polygon(canvas, b(), palette::shape_b);
  // The names outside their shapes, so overlapping shapes do not stack them: A up and to the
  // left of its top-left corner, B up and to the right of its top-right one, A − B under its
  // bottom; each turns round its corner when another label is in the way.
  figures::LabelLayout layout(canvas);
  layout.reserve({0, 0}, 12, 12);  // the origin's dot
  // Presenter mode has no panel: the key comes into the figure, before the names, clear of the
  // shapes, A − B, the origin and the push.
  if (canvas.legend_in_figure()) {
    std::vector<std::vector<Vec2>> avoid{
        {a().begin(), a().end()}, {b().begin(), b().end()}, difference_, {{0, 0}, {0, 0}}};
    if (collide_) avoid.push_back({{0, 0}, trace_.result.mtv});
    figures::draw_legend(layout, legend(), avoid);
  }
  auto name = [&](std::span<const Vec2> polygon, Vec2 side, const char* text, Color color) {
    layout.place(farthest(polygon, side), text, color, TextSize::Large,
                 figures::offsets_around(canvas, side, text, TextSize::Large, 6));
  };
  name(a(), {-1, 1}, "A", palette::shape_a);
  name(b(), {1, 1}, "B", palette::shape_b);
  draw_cited_vertices(layout, checks_, std::array{a(), b()}, std::array{palette::shape_a, palette::shape_b});
  const AnswerPart answer(canvas);  // A − B and whether it holds the origin
  if (valid_ && !difference_.empty()) {
    // A − B in the verdict's colour: green when it holds the origin (they collide), orange not.
    const Color verdict = collide_ ? palette::collide : palette::apart;
    if (difference_.size() >= 3) canvas.fill_polygon(difference_, verdict.with_alpha(50));
    canvas.polygon(difference_, verdict, 3);
    // Off its normals' arrows (far from the origin the bottom one ran through the name): beside
    // its lowest corner, or past the arrows' 24 pixels where a small A − B has no room between them.
    // Each arrow as the band its head covers, 7 pixels either side of its shaft.
    const std::vector<std::vector<Vec2>> normals = normal_arrows(canvas);
    std::vector<std::vector<Vec2>> arrows;
    for (const auto& arrow : normals) {
      const Vec2 along = collide::normalize(arrow[1] - arrow[0]), side = Vec2{-along.y, along.x} * (7 * canvas.pixel());
      arrows.push_back({arrow[0] - side, arrow[1] - side, arrow[1] + side, arrow[0] + side});
    }
    const Vec2 down{0, -1};
    std::vector<Vec2> offsets = figures::offsets_around(canvas, down, "A − B", TextSize::Large, 6);
    for (const Vec2 o : figures::offsets_around(canvas, down, "A − B", TextSize::Large, 30)) offsets.push_back(o);
    layout.place(farthest(difference_, down), "A − B", verdict, TextSize::Large, offsets, true, arrows);
    draw_normals_and_mtv(layout, normals);
  }
  // The origin: a − b = 0 means a shared point. Its name faces away from A − B's middle.
  figures::draw_point(canvas, {0, 0}, "");
  Vec2 away{1, 1};
  if (valid_ && !difference_.empty()) {
    Vec2 sum{0, 0};
    for (const Vec2 p : difference_) sum += p;
    const Vec2 out = -sum / static_cast<double>(difference_.size());
    if (out != Vec2{0, 0}) away = out;
  }
  layout.place({0, 0}, "origin", palette::point, TextSize::Normal,
               figures::offsets_around(canvas, away, "origin", TextSize::Normal, 10));
  // A's and B's edge names, which the panel's axes cite; the MTV's in the deciding colour.
  if (valid_) {
    const std::vector<std::vector<Vec2>> outlines{{a().begin(), a().end()}, {b().begin(), b().end()}, difference_};
    const figures::EdgeIndex obstacles = concave::edge_name_index(layout, outlines);  // once for both
    concave::draw_edge_numbers(layout, a(), palette::shape_a, outlines, obstacles,
                               edge_names(collide::AxisOwner::A, a().size()), {}, concave::EdgeNamesPass::All);
    concave::draw_edge_numbers(layout, b(), palette::shape_b, outlines, obstacles,
                               edge_names(collide::AxisOwner::B, b().size()), {}, concave::EdgeNamesPass::All);
  }
  convex::draw_warnings(canvas, short_);
}

// [SECTION] panel: the corner list and the axis table
void MinkowskiDifference::panel() {
  ImGui::TextWrapped(
      "A − B holds every a − b, for a in A and b in B. The origin is in it exactly when "
      "some a equals some b: a point A and B share.");
  ImGui::TextWrapped(
      "Its edges run along A's and B's edges, so its edge normals are the separating axis "
      "test's axes: the same verdict, read as one shape.");
  if (!valid_) return;
  convex::colored_text(collide_ ? palette::collide : palette::apart,
                       std::string("separating axis test: ") + (touching() ? "they touch"
                                                                : collide_ ? "they collide"
                                                                           : "apart"));
  wrapped_text("A − B: " + captions::count_of(static_cast<long long>(difference_.size()), "corner", "corners"));
  // A long list lays out only the lines in sight, as the tables do. Each corner true at the
  // places printed, and as many places as it takes to tell two corners apart.
  const int places = corner_places();
  figures::table_rows(static_cast<int>(difference_.size()), [&](int i) {
    ImGui::BulletText("%s", captions::true_point(difference_[static_cast<std::size_t>(i)], places).c_str());
  });
  ImGui::TextWrapped(
      "Along each axis (an edge normal of A − B, grey arrows), how far the origin is from the "
      "nearer of A − B's two sides across it: inside by the shadows' overlap, or outside by the "
      "gap. The least inside is the MTV, the arrow from the origin out of A − B.");
  draw_axis_table();
}

std::vector<std::size_t> MinkowskiDifference::tested_axes() const {
  std::vector<std::size_t> tested;
  for (std::size_t k = 0; k < trace_.steps.size(); ++k)
    if (trace_.steps[k].tested) tested.push_back(k);
  return tested;
}

std::size_t MinkowskiDifference::mtv_axis() const {
  const collide::Feature& acting = trace_.result.acting;
  std::size_t mtv = static_cast<std::size_t>(std::max(trace_.result.deciding, 0));
  for (const std::size_t k : tested_axes())
    if (acting.edge >= 0 && !trace_.steps[k].along_line && trace_.steps[k].owner == acting.owner &&
        trace_.steps[k].edge == acting.edge)
      mtv = k;
  return mtv;
}

std::string MinkowskiDifference::depth_cell(const collide::AxisStep& s) const {
  // Shadows that only touch: the origin on A − B's edge, nothing to push (the caption's "touch").
  if (s.touching) return "on the edge";
  const int places = std::max(2, corner_places());
  return s.gap ? "outside by " + captions::true_number(s.separation, places)
               : "inside by " + captions::true_number(-s.separation, places);
}

// The separating axis test's axes as A − B's edge normals: the origin's depth inside each edge.
void MinkowskiDifference::draw_axis_table() const {
  if (!begin_table("axes", {"axis (edge normal)", "origin"})) return;
  const std::vector<std::size_t> tested = tested_axes();  // the rows: the axes tested
  const std::size_t mtv = mtv_axis();
  const auto mtv_row = std::find(tested.begin(), tested.end(), mtv);
  // Past figures::kWholeTableRows rows only those in sight are laid out (and the MTV's).
  figures::table_rows(
      static_cast<int>(tested.size()),
      [&](int row) {
    const std::size_t k = tested[static_cast<std::size_t>(row)];
    const collide::AxisStep& s = trace_.steps[k];
    const bool least = pushing() && k == mtv;
    const Color color = s.gap ? palette::apart : least ? palette::deciding : palette::text;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    // A tie: the origin is as deep inside along other axes, the book's loop keeps the first.
    const bool as_deep = pushing() && !least &&
                         std::any_of(trace_.least.begin(), trace_.least.end(),
                                     [&](const auto& w) { return w.step == static_cast<int>(k); });
    const std::string name = captions::sat_axis_name(s) + (least ? " (MTV)" : as_deep ? " (as deep)" : "");
    convex::colored_wrapped_text(color, least ? with_deciding_mark(name) : name);
    ImGui::TableNextColumn();
    convex::colored_text(color, depth_cell(s));
      },
      pushing() ? static_cast<int>(mtv_row - tested.begin()) : -1);
  ImGui::EndTable();
}

// [SECTION] printed and named: every corner and depth, the MTV's edge
// The corner count (panel and caption), each corner's coordinates, each row's depth and the MTV's
// label, read off the text shown beside the value it rounds.
std::vector<Printed> MinkowskiDifference::printed() const {
  std::vector<Printed> out;
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  const double corners = static_cast<double>(difference_.size());
  for (const std::string& text : numbers_after(caption(), "A − B has "))
    out.push_back({"caption", text, "value", corners, "corners of A − B"});
  out.push_back({"panel", std::to_string(difference_.size()), "value", corners, "corners of A − B"});
  const int places = corner_places();
  for (std::size_t i = 0; i < difference_.size(); ++i) {
    const Vec2 p = difference_[i];
    const std::string point = captions::true_point(p, places), corner = "A − B's corner " + std::to_string(i);
    const std::size_t comma = point.find(", ");
    out.push_back({"panel", point.substr(1, comma - 1), "coordinate", p.x, corner + ", x"});
    out.push_back({"panel", point.substr(comma + 2, point.size() - comma - 3), "coordinate", p.y, corner + ", y"});
  }
  for (const std::size_t k : tested_axes()) {
    const collide::AxisStep& s = trace_.steps[k];
    const std::string cell = depth_cell(s), of = "the origin along " + captions::sat_axis_name(s);
    const int axis = static_cast<int>(k) + 1;
    if (s.gap)
      out.push_back({"table", cell.substr(std::string("outside by ").size()), "gap", s.separation, of, axis});
    else if (!s.touching)
      out.push_back({"table", cell.substr(std::string("inside by ").size()), "overlap", -s.separation, of, axis});
  }
  if (collide_ && trace_.result.mtv != Vec2{0, 0})
    out.push_back(
        {"figure", mtv_label().substr(4), "mtv_length", depth(), "the MTV's label", trace_.result.deciding + 1});
  return out;
}

// The MTV's edge (its name in the deciding colour, its row marked "(MTV)"): B leaves through it.
std::vector<Named> MinkowskiDifference::named() const {
  std::vector<Named> out;
  const int d = trace_.result.deciding;
  if (!valid_ || !collide_ || trace_.result.mtv == Vec2{0, 0} || d < 0) return out;
  const collide::Feature& f = trace_.result.acting;
  const std::string owner = f.owner == collide::AxisOwner::B ? "B" : "A";
  if (f.edge >= 0) out.push_back({"mtv_edge", owner, f.edge, -1, static_cast<int>(mtv_axis()) + 1});
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_minkowski_difference() { return std::make_unique<MinkowskiDifference>(); }

}  // namespace lab::response
