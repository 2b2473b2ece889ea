// The SAT scenes' shared figure (sat_scene.hpp): A and B, the axes and the key.
// Index of this file:
//   [SECTION] presets and update
//   [SECTION] draw: the axes, the shapes, the key
//   [SECTION] panel, frame and the marked edge's key line
//   [SECTION] a polygon drawn: its marked edge and normal, its edges' names
#include "convex/sat_scene.hpp"
#include "captions/joined.hpp"

#include "figures/sat_axes.hpp"
#include "figures/sat_walk.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/segment.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/cited_vertices.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "figures/sampling.hpp"
#include "role_canvas.hpp"

namespace lab::convex {

// [SECTION] presets and update
std::vector<Preset> SatScene::presets() const {
  std::vector<Preset> out;
  for (BStart& start : b_starts()) {
    SceneState s;
    s.shapes = {polygon_shape("pentagon", pentagon()), std::move(start.b)};
    figures::add_sat_options(s);
    s.options[kShowNormals] = 0;
    out.push_back({std::move(start.name), std::move(s)});
  }
  return out;
}

void SatScene::update() {
  layout_.b_name = b_starts().front().b.name;  // B's name is the one its start shapes carry
  runs_.clear();
  problems_.clear();
  if (auto bad = collide::check_polygon(layout_.a_name, a())) problems_.push_back(*bad);
  if (auto bad = check_b()) problems_.push_back(*bad);
  valid_ = problems_.empty();
  convex_ = true;
  if (!valid_) return;
  cited_a_.clear(), cited_b_.clear();
  if (auto bad = collide::check_convex(layout_.a_name, a())) {
    problems_.push_back(std::move(*bad));
    cited_a_ = figures::cited_vertices(collide::convexity(a()));
  }
  if (auto bad = check_b_convex()) {
    problems_.push_back(std::move(*bad));
    cited_b_ = figures::cited_vertices(collide::convexity(b_points()));
  }
  convex_ = problems_.empty();
  run(figures::tally_options(state_), runs_.all);
  if (figures::walk_is_tally(runs_, state_))
    runs_.walked = runs_.all;
  else if (walk_read_from_tally())
    figures::stopped_at_first_gap(runs_.all, runs_.walked);
  else
    run(figures::walk_options(state_), runs_.walked);
  std::vector<Vec2> points(a().begin(), a().end());
  for (Vec2 p : b_points()) points.push_back(p);
  layout_.bounds = enclosing_circle(points);
  // The shapes' outlines, which the axes' names keep clear of.
  layout_.outlines.clear();
  for (const Shape& shape : state_.shapes) {
    if (shape.kind == ShapeKind::Circle) {
      layout_.outlines.push_back(figures::circle_outline({shape.points.at(0), shape.radius}));
    } else if (shape.kind == ShapeKind::Rect) {
      const collide::Rect r = shape.rect();
      layout_.outlines.push_back({{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}});
    } else {
      layout_.outlines.push_back(shape.points);
    }
  }
}

// [SECTION] draw: the axes, the shapes, the key
namespace {

// Pixels from an edge's middle to its name's box: 6, and as far again as a double outline (B's)
// and a framed name (B's purple) reach, so the frame clears the outline as drawn (issue 26: the
// rectangle's framed "e1" touched its double line).
float edge_name_gap(Color shape, Color name) {
  return 6 + (RoleCanvas::doubled(shape) ? RoleCanvas::side : 0.f) +
         (RoleCanvas::doubled(name) ? RoleCanvas::frame_reach : 0.f);
}

// The marked edge's normal as drawn, 50 pixels from `mid` along `unit`, with 2 pixels of paper round
// it: its shaft 2.5 pixels wide, its head 8 + 2 × 2.5 = 13 pixels long and 6.5 either side (the
// canvas's arrow at width 2.5); a name kept off the shaft's line alone touched the head (step 9's
// rectangle's "e0"). The shaft's band, then the head's.
std::vector<std::vector<Vec2>> normal_ink(const Canvas& canvas, Vec2 mid, Vec2 unit) {
  const double px = canvas.pixel();
  const Vec2 across{-unit.y, unit.x};
  const Vec2 base = mid + unit * ((50 - 13 - 2) * px), tip = mid + unit * (52 * px);
  const Vec2 shaft = across * (3.25 * px), head = across * (8.5 * px);
  return {{mid - shaft, base - shaft, base + shaft, mid + shaft}, {base - head, tip - head, tip + head, base + head}};
}

// The box of an edge's name as draw_polygon_shape places it first, for the axes' names to keep
// clear of (`gap`: edge_name_gap; `turn`: the polygon's winding, once for all its names).
std::vector<Vec2> edge_name_box(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i, Vec2 at,
                                const std::string& name, float gap, int turn) {
  const double px = canvas.pixel();
  const Vec2 top_left = at + edge_label_offset(canvas, polygon, i, name, TextSize::Normal, turn, gap) * px;
  const double w = canvas.text_width(name, TextSize::Normal) * px, h = Canvas::font_pixels(TextSize::Normal) * px;
  return {top_left, top_left + Vec2{w, 0}, top_left + Vec2{w, -h}, top_left + Vec2{0, -h}};
}

// Edge i's places `offsets` round `at` moved along the edge to each of `fractions` of the way, each
// kept only where the box's middle stays level with the edge's middle stretch (`end` to 1 − `end`
// of the way, 0.2 unless told: nearer an end a name reads as the vertex's or the next edge's).
std::vector<Vec2> slid_along_edge(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i, Vec2 at,
                                  std::span<const Vec2> offsets, const std::string& name,
                                  std::span<const double> fractions, double end = 0.2) {
  const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
  std::vector<Vec2> out;
  for (const double f : fractions) {
    const Vec2 shift = (a + (b - a) * f - at) / canvas.pixel();
    for (const Vec2 o : offsets) {
      const figures::LabelBox box = figures::label_box(canvas, at, o + shift, name, TextSize::Normal);
      const double t =
          collide::dot(Vec2{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2} - a, b - a) / collide::dot(b - a, b - a);
      if (t >= end && t <= 1 - end) out.push_back(o + shift);
    }
  }
  return out;
}

// The edge a hundredth at a time from 0.05 to 0.95 of the way, nearest its middle first: a name
// that must fit between two lines a pixel or two wider than it and its card finds where it does.
std::vector<double> fine_fractions() {
  std::vector<double> out{0.5};
  for (int k = 1; k <= 45; ++k) out.insert(out.end(), {0.5 - k / 100.0, 0.5 + k / 100.0});
  return out;
}

// The dashed lines to the shadows as drawn (A's two, then B's two, per axis), each with `paper`
// pixels round it: 1 pixel wide, B's a single 2-pixel guide (RoleCanvas::dashed_reach). Counted
// as B's double line they took 2 pixels more each side than their ink, and the triangle's "e2" in
// separating-axis step 8 found no place between its guide and the pentagon's e4.
std::vector<std::vector<Vec2>> guides_ink(const Canvas& canvas, std::span<const std::vector<Vec2>> lines, Color a,
                                          Color b, float paper) {
  std::vector<std::vector<Vec2>> out;
  for (std::size_t k = 0; k < lines.size(); ++k)
    for (auto& side :
         figures::outline_ink_within(canvas, lines[k], RoleCanvas::dashed_reach(k % 4 < 2 ? a : b, 1) + paper, paper))
      out.push_back(std::move(side));
  return out;
}

// A dashed leader from the name's box (`box`, its ink) to the nearest point of its edge a–b, as the
// winding's far words have (common.cpp), 1 pixel wide (B's drawn single, 2 wide): later names keep
// off it.
void draw_leader(figures::LabelLayout& labels, const figures::LabelBox& box, Vec2 a, Vec2 b, Color color) {
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  const Vec2 foot = collide::closest_point_on_segment(middle, a, b), d = foot - middle;
  const double hx = (box.x1 - box.x0) / 2, hy = (box.y1 - box.y0) / 2;
  const double s = std::min(d.x != 0 ? hx / std::fabs(d.x) : 1e300, d.y != 0 ? hy / std::fabs(d.y) : 1e300);
  if (!(s < 1)) return;  // the box reaches the edge: nothing to join
  const Vec2 from = middle + d * s;
  labels.canvas().dashed_segment(from, foot, color, 1);
  labels.keep_off({from, foot});
}

}  // namespace

void SatScene::draw(Canvas& canvas) const {
  // One layout for every word: the axes' names first (draw_sat), then the shapes' words.
  figures::LabelLayout labels(canvas);
  // The slot's tint under everything. The key is placed first, in the figure (so its swatches
  // carry the figure's second channels), and drawn last: where it must lie on the tint or an
  // axis's line, its card lies over them.
  std::optional<figures::PlacedKey> key;
  projection_ink_.clear();
  projection_lines_.clear();
  names_ink_.reset();
  if (valid_) {
    // The axes placed once for the tint and the key (draw_sat places them again, off the key).
    const std::vector<figures::ShownAxis> axes = figures::place_axes(canvas, runs_, layout_, state_);
    // The dashed lines to the deciding axis's shadows, which the edges' names keep off where they
    // can (that axis is placed first, so draw_sat puts it where it is here).
    projection_lines_ = figures::sat_projection_lines(runs_, axes);
    projection_ink_ = guides_ink(canvas, projection_lines_, layout_.a_color, layout_.b_color, 2);
    figures::draw_slot_tint(canvas, runs_, axes);
    std::vector<std::vector<Vec2>> avoid = layout_.outlines;  // the shapes, and the shadow bars to come
    for (auto& band : figures::sat_bar_bands(canvas, runs_, axes)) avoid.push_back(std::move(band));
    if (state_.flag(kShowNormals)) {  // the arrows and vertex numbers reach beyond the outlines
      std::vector<std::vector<Vec2>> polygons{{a().begin(), a().end()}};
      if (b_shape().kind != ShapeKind::Circle) polygons.push_back(b_points());
      for (std::size_t k = 0; k < polygons.size(); ++k) {
        const auto& polygon = polygons[k];
        const std::vector<std::vector<Vec2>> others = winding_others(canvas, k);
        for (auto& mark : winding_and_normals_marks(canvas, polygon, others)) avoid.push_back(std::move(mark));
        // Drawn where they must be (beside their vertex): the axes' and edges' names keep off them.
        for (const figures::LabelBox& word : winding_word_boxes(canvas, polygon, others)) labels.take(word);
      }
    }
    auto entries = figures::sat_legend_entries(figures::sat_roles(runs_, state_), layout_.b_name, layout_.a_name);
    if (auto edge = marked_edge_entry()) {
      // Beside the deciding axis's line: the edge and arrow are that axis, where it is born.
      auto at =
          std::find_if(entries.begin(), entries.end(), [](const auto& e) { return e.color == palette::deciding; });
      entries.insert(at == entries.end() ? at : at + 1, std::move(*edge));
    }
    if (state_.flag(kShowNormals))  // the option's arrows: a key line for each look they have
      for (auto& entry : winding_and_normals_entries(palette::shape_a)) entries.push_back(std::move(entry));
    key = figures::place_legend(labels, entries, avoid, TextSize::Normal, figures::sat_axis_lines(canvas, runs_, axes));
  }
  if (valid_) {
    // The axes' names keep clear of the shapes and of the edges' names drawn over them.
    figures::SatLayout layout = layout_;
    for (std::size_t k = 0; k < state_.shapes.size() && k < layout_.outlines.size(); ++k) {
      if (state_.shapes[k].kind == ShapeKind::Circle) continue;
      const auto& polygon = layout_.outlines[k];
      const Color color = k == 0 ? layout_.a_color : layout_.b_color;
      const int turn = collide::winding(polygon);
      // Only the edges draw_polygon_shape names (shape 0 is A, the next B).
      for (std::size_t i : named_edges(canvas, polygon, k == 0 ? collide::AxisOwner::A : collide::AxisOwner::B)) {
        const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
        // The places a name may take (the middle, or 0.3 or 0.7 along when its edge is marked).
        for (double f : {0.5, 0.3, 0.7})
          layout.outlines.push_back(edge_name_box(canvas, polygon, i, a + (b - a) * f,
                                                  polygon.size() == 2 ? "e0, e1" : captions::numbered("e", i),
                                                  edge_name_gap(color, color), turn));
      }
    }
    figures::draw_sat(canvas, runs_, layout, state_, &labels);
  }
  draw_polygon_shape(labels, a(), palette::shape_a, collide::AxisOwner::A);
  draw_b(labels);
  draw_deciding_normal(canvas);
  figures::name_vertices(labels, a(), cited_a_, palette::shape_a);
  figures::name_vertices(labels, b_points(), cited_b_, palette::shape_b);
  if (key) figures::draw_placed_legend(canvas, *key);
  // Warnings are the app's to show, once, in the panel (warnings()); the caption says
  // "the convex test says" when the verdict must be read against one.
}

// [SECTION] panel, frame and the marked edge's key line
void SatScene::panel() {
  bool changed = false;
  if (valid_) {
    // The counts and the table, where a reader at 1280×800 sees them without scrolling; then the
    // toggles. The colours' key is in the figure.
    changed |= figures::sat_panel(state_, runs_, layout_);
  }
  ImGui::Separator();
  changed |= option_checkbox(state_, kShowNormals, "Show winding and outward normals");
  if (changed) update();
}

std::optional<collide::Rect> SatScene::frame() const {
  if (!valid_) return std::nullopt;
  // The axes go outside a circle around both shapes, their shadows as long as the circle is wide:
  // room for them on every side.
  const collide::Circle b = layout_.bounds;
  // With every axis shown their bars stack in rings outside each other (axis_stack.hpp): about the
  // room the separating-axis lesson's step 8 view gives them. Framed at 1.55, step 7 revealed laid
  // #1, #2, #7 and #8 across each other, dragged by (0.5, 0) #2 and #7 near the key. Not in a walk,
  // which shows the axes tried so far: at 3 the lesson's steps 2-4 (one or two axes, the triangle
  // apart) showed the pentagon a twentieth of the view wide, its overlap of 1.12 a 20-px tick.
  const bool every_axis = state_.flag(figures::sat_option::all_axes) && state_.option(figures::sat_option::step) == 0;
  const double rings = every_axis ? 3.0 : 1.55;
  // Half a unit more, or a fifth of the radius for figures under a unit: tiny ones fill the view too.
  const double half = b.r > 0 ? b.r * rings + std::min(0.5, 0.2 * b.r) : 0.5;
  return collide::Rect{b.c.x - half, b.c.y - half, 2 * half, 2 * half};
}

int SatScene::marked_axis() const {
  const int step = figures::walk_step(runs_, state_);
  return step > 0 ? step - 1 : figures::decided_at(runs_);
}

Color SatScene::marked_edge_color() const {
  // The deciding axis's edge in the deciding colour; while walking, the axis at hand in the text's.
  const bool walking = figures::walk_step(runs_, state_) > 0;
  return walking && marked_axis() != figures::decided_at(runs_) ? palette::text : palette::deciding;
}

std::optional<figures::LegendEntry> SatScene::marked_edge_entry() const {
  const int marked = valid_ ? marked_axis() : -1;
  if (marked < 0) return std::nullopt;
  const bool deciding = marked_edge_color() == palette::deciding;
  const collide::AxisStep& at = runs_.all.steps[static_cast<std::size_t>(marked)];
  // The circle's own axis runs from its centre to A's nearest vertex (polygon-circle): an arrow
  // when it decides, else a dark line.
  if (at.owner == collide::AxisOwner::Circle) {
    if (at.degenerate) return std::nullopt;
    return deciding ? figures::LegendEntry{palette::deciding, "vermillion arrow: the circle's axis decides",
                                           figures::LegendEntry::Mark::Arrow}
                    : figures::LegendEntry{palette::text, "dark line: the circle's axis, tried now"};
  }
  // The polygons draw_polygon_shape draws: A, and B unless it is a circle (its axis has no edge).
  const std::size_t n = at.owner == collide::AxisOwner::A                                          ? a().size()
                        : at.owner == collide::AxisOwner::B && b_shape().kind != ShapeKind::Circle ? b_points().size()
                                                                                                   : 0;
  if (at.along_line || at.edge < 0 || static_cast<std::size_t>(at.edge) >= n || n < 2) return std::nullopt;
  const bool with_normal = n > 2 && at.unit != Vec2{0, 0};
  if (!deciding)  // the axis at hand while walking: its edge and normal drawn dark, as its axis line
    return figures::LegendEntry{palette::text, with_normal ? "dark edge and line: the axis tried now is its normal"
                                                           : "solid dark: the edge whose normal is the axis tried now"};
  if (with_normal)
    return figures::LegendEntry{palette::deciding, "vermillion edge and arrow: the deciding axis is its normal",
                                figures::LegendEntry::Mark::Arrow};
  return figures::LegendEntry{palette::deciding, "solid vermillion: the edge whose normal is the deciding axis"};
}

// [SECTION] a polygon drawn: its marked edge and normal, its edges' names
void SatScene::draw_polygon_shape(figures::LabelLayout& labels, std::span<const Vec2> polygon, Color color,
                                  collide::AxisOwner owner) const {
  Canvas& canvas = labels.canvas();
  draw_polygon(canvas, polygon, color);
  const std::size_t n = polygon.size();
  const int marked = valid_ ? marked_axis() : -1;
  const collide::AxisStep* at = marked >= 0 ? &runs_.all.steps[static_cast<std::size_t>(marked)] : nullptr;
  // The marked axis is the deciding one in the whole test, or the axis at hand while walking.
  const Color mark = marked_edge_color();
  // A segment's two "edges" are the same stroke there and back: one name for both.
  const std::size_t names = n == 2 ? 1 : n;
  std::size_t first = names;                 // the marked edge: its name is placed first, and always
  std::optional<AnswerPart> answer(canvas);  // the marked edge and the edges' names
  for (std::size_t i = 0; n >= 2 && i < n; ++i) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    if (!(at && at->owner == owner && at->edge == static_cast<int>(i) && !at->along_line)) continue;
    if (i < names) first = i;
    // This edge's normal is the marked axis: show it leaving the edge. The deciding one as an
    // arrow; the axis at hand while walking as a plain dark line, like its axis line, since a dark
    // arrow is the push-out's look in the key.
    canvas.segment(a, b, mark, 5);
    const Vec2 mid = (a + b) * 0.5, tip = mid + at->unit * (50 * canvas.pixel());
    // The deciding arrow is drawn after both shapes (draw_deciding_normal): under B's fill the
    // key's "vermillion edge and arrow" pointed at an arrow hardly seen.
    if (at->unit != Vec2{0, 0} && n > 2 && mark != palette::deciding) canvas.segment(mid, tip, mark, 2.5f);
  }
  // Every name first off the arrows too; else the marked one off its own normal, the rest as ever
  // (in a crowded figure a name on an arrow rather than on the other shape).
  // Each off the shapes' ink first, else off their lines only (a crowded figure: the triangle's
  // "e0" at 800 × 600 has no place clear of both outlines drawn).
  const std::vector<Vec2> own_points(polygon.begin(), polygon.end());
  const std::size_t other = owner == collide::AxisOwner::A ? 1 : 0;
  const figures::OutlineRuns own_runs(std::span(&own_points, 1)),
      other_runs(other < layout_.outlines.size() ? std::span(&layout_.outlines[other], 1)
                                                 : std::span<const std::vector<Vec2>>{});
  const NameShapes in_runs{own_runs, other_runs, collide::winding(polygon)};
  // The shapes' ink (and lines) in runs of edges, made once for every name's places (a 2,000-gon's
  // ink is thousands of outlines), with the few marks the names keep off besides: the deciding
  // normal's arrow (step 9's rectangle's "e0" lay on it once the rectangle was dragged up-left by
  // (0.5, 0.5)), the normals' arrows where shown, the dashed lines to the shadows.
  const std::vector<std::vector<Vec2>> marks = edge_names_marks(canvas, false), arrows = edge_names_marks(canvas, true);
  if (!names_ink_) names_ink_.emplace(shapes_ink(canvas), layout_.outlines);
  const figures::OutlineRuns &ink_runs = names_ink_->ink_runs, &lines_runs = names_ink_->lines_runs;
  const figures::Avoid shapes = figures::Avoid::all_of({ink_runs, marks}),
                       rather = figures::Avoid::all_of({ink_runs, arrows}),
                       rather_and_lines = figures::Avoid::all_of({ink_runs, arrows, projection_ink_});
  if (first < names)
    place_edge_name(labels, polygon, owner, first, mark, true, {shapes, figures::Avoid::all_of({lines_runs, marks})},
                    rather, in_runs);
  const std::vector<std::size_t> named = named_edges(canvas, polygon, owner);
  for (std::size_t i : named)
    if (i != first)
      place_edge_name(labels, polygon, owner, i, color, false, {shapes, lines_runs, ink_runs, rather_and_lines}, rather,
                      in_runs);
  answer.reset();
  // Past figures::kMaxShown edges, say how many are named (the marked one always is); a polygon
  // too small for its names needs no note: it is plainly too small.
  if (n > 2 && room_for_edge_names(canvas, polygon))
    figures::draw_sample_note(labels, figures::sample_note("naming", std::min(names, named.size()), names,
                                                           "edges of " + owner_name(owner)));
  figures::draw_vertex_dots(canvas, polygon, color);
  // Its words keep off the other shape (outlined when the input is valid), B's off A's words too.
  if (state_.flag(kShowNormals))
    draw_winding_and_normals(canvas, polygon, color, winding_others(canvas, owner == collide::AxisOwner::A ? 0 : 1));
}

std::vector<std::vector<Vec2>> SatScene::winding_others(const Canvas& canvas, std::size_t k) const {
  if (!valid_ || layout_.outlines.size() < 2 || k > 1) return {};
  std::vector<std::vector<Vec2>> out{layout_.outlines[1 - k]};
  if (k == 0 || b_shape().kind != ShapeKind::Circle) {  // its own normals' arrows: its winding's name lay on one
    const std::vector<Vec2> own = k == 0 ? std::vector<Vec2>(a().begin(), a().end()) : b_points();
    for (auto& band : normal_arrow_bands(canvas, own)) out.push_back(std::move(band));
  }
  if (k == 1)  // A's arrows and words, as A's own drawing places them
    for (auto& mark : winding_and_normals_marks(canvas, a(), winding_others(canvas, 0))) out.push_back(std::move(mark));
  return out;
}

std::vector<std::vector<Vec2>> SatScene::shapes_ink(const Canvas& canvas) const {
  std::vector<std::vector<Vec2>> out = layout_.outlines;
  for (std::size_t k = 0; k < layout_.outlines.size() && k < state_.shapes.size() && k < 2; ++k) {
    if (state_.shapes[k].kind == ShapeKind::Circle) continue;  // no vertices; its ring is thin beside a name
    const std::vector<Vec2>& outline = layout_.outlines[k];
    const float width = outline.size() == 2 ? 3.5f : 2.5f;  // draw_polygon's
    for (auto& side : figures::outline_ink(canvas, outline, k == 0 ? layout_.a_color : layout_.b_color, width, 4, 2))
      out.push_back(std::move(side));
  }
  const int axis = valid_ ? marked_axis() : -1;
  if (axis >= 0) {  // the marked edge, 5 pixels wide
    const collide::AxisStep& at = runs_.all.steps[static_cast<std::size_t>(axis)];
    const std::size_t k = at.owner == collide::AxisOwner::A ? 0 : 1, i = static_cast<std::size_t>(at.edge);
    if (at.owner != collide::AxisOwner::Circle && at.edge >= 0 && !at.along_line && k < layout_.outlines.size() &&
        i < layout_.outlines[k].size() && layout_.outlines[k].size() > 2) {
      const auto& outline = layout_.outlines[k];
      const Vec2 edge[] = {outline[i], outline[(i + 1) % outline.size()]};
      for (auto& side : figures::outline_ink(canvas, edge, palette::deciding, 5, 0, 2)) out.push_back(std::move(side));
    }
  }
  return out;
}

std::vector<std::vector<Vec2>> SatScene::edge_names_marks(const Canvas& canvas, bool normals) const {
  std::vector<std::vector<Vec2>> out;
  const int axis = valid_ ? marked_axis() : -1;
  if (axis >= 0) {  // the marked edge's normal, an arrow or a dark line 50 pixels long
    const collide::AxisStep& at = runs_.all.steps[static_cast<std::size_t>(axis)];
    const std::size_t k = at.owner == collide::AxisOwner::A ? 0 : 1, i = static_cast<std::size_t>(at.edge);
    const bool polygon = at.owner != collide::AxisOwner::Circle && k < state_.shapes.size() &&
                         state_.shapes[k].kind != ShapeKind::Circle && k < layout_.outlines.size();
    if (polygon && !at.along_line && at.edge >= 0 && at.unit != Vec2{0, 0}) {
      const auto& outline = layout_.outlines[k];
      if (outline.size() > 2 && i < outline.size()) {
        const Vec2 mid = (outline[i] + outline[(i + 1) % outline.size()]) * 0.5;
        for (auto& part : normal_ink(canvas, mid, at.unit)) out.push_back(std::move(part));
      }
    }
  }
  if (normals && valid_ && state_.flag(kShowNormals)) {  // the normals' and the winding's arrows
    std::vector<std::vector<Vec2>> polygons{{a().begin(), a().end()}};
    if (b_shape().kind != ShapeKind::Circle) polygons.push_back(b_points());
    for (const auto& polygon : polygons) {
      for (auto& band : normal_arrow_bands(canvas, polygon)) out.push_back(std::move(band));
      for (auto& band : winding_arrow_bands(canvas, polygon)) out.push_back(std::move(band));
    }
  }
  return out;
}

void SatScene::draw_deciding_normal(Canvas& canvas) const {
  const int marked = valid_ ? marked_axis() : -1;
  if (marked < 0 || marked_edge_color() != palette::deciding) return;
  const collide::AxisStep& at = runs_.all.steps[static_cast<std::size_t>(marked)];
  const std::size_t k = at.owner == collide::AxisOwner::A ? 0 : 1;
  if (at.along_line || at.edge < 0 || at.unit == Vec2{0, 0} || k >= layout_.outlines.size() ||
      k >= state_.shapes.size() || state_.shapes[k].kind == ShapeKind::Circle)
    return;
  const auto& polygon = layout_.outlines[k];
  const std::size_t n = polygon.size(), i = static_cast<std::size_t>(at.edge);
  if (n <= 2 || i >= n) return;
  const Vec2 mid = (polygon[i] + polygon[(i + 1) % n]) * 0.5;
  const AnswerPart answer(canvas);
  canvas.arrow(mid, mid + at.unit * (50 * canvas.pixel()), palette::deciding, 2.5f);
}

std::vector<std::size_t> SatScene::named_edges(const Canvas& canvas, std::span<const Vec2> polygon,
                                               collide::AxisOwner owner) const {
  const std::size_t n = polygon.size();
  // A segment's two "edges" are the same stroke there and back: one name for both.
  const std::size_t names = n == 2 ? 1 : n;
  const int marked = valid_ ? marked_axis() : -1;
  std::vector<std::size_t> cited;
  if (marked >= 0) {
    const collide::AxisStep& at = runs_.all.steps[static_cast<std::size_t>(marked)];
    if (at.owner == owner && !at.along_line && at.edge >= 0) cited.push_back(static_cast<std::size_t>(at.edge));
  }
  if (n < 2) return {};
  if (room_for_edge_names(canvas, polygon)) return figures::shown_sample(names, cited);
  std::erase_if(cited, [&](std::size_t i) { return i >= names; });
  return cited;
}

std::string SatScene::owner_name(collide::AxisOwner owner) const {
  return owner == collide::AxisOwner::A ? layout_.a_name : layout_.b_name;
}

void SatScene::place_edge_name(figures::LabelLayout& labels, std::span<const Vec2> polygon, collide::AxisOwner owner,
                               std::size_t i, Color color, bool marked, const NameAvoid& avoid,
                               const figures::Avoid& rather, const NameShapes& in_runs) const {
  Canvas& canvas = labels.canvas();
  const std::size_t n = polygon.size();
  const Vec2 a = polygon[i], b = polygon[(i + 1) % n];
  const std::string name = n == 2 ? "e0, e1" : captions::numbered("e", i);
  const TextSize size = TextSize::Normal;  // readable from the back of a classroom
  // A marked edge's normal leaves its middle: its name a little along, off the arrow.
  const Vec2 at_name = marked && n > 2 ? a + (b - a) * 0.3 : (a + b) * 0.5;
  const Color shape = owner == collide::AxisOwner::A ? layout_.a_color : layout_.b_color;
  std::vector<Vec2> offsets =
      edge_label_offsets(canvas, polygon, i, name, size, in_runs.winding, edge_name_gap(shape, color));
  // And 0.7 along, the normal's other side, ring by ring: 0.3 along alone, separating-axis step 8's
  // "e4" went round the triangle's corner there, 45 pixels off its edge by the triangle's vertex.
  // Only places whose middle is level with the edge's middle stretch, 0.2 to 0.8 of the way: nearer
  // an end the name reads as the vertex's (step 8 dragged by (−0.1, 0.1): "e4" at 0.9, by vertex 0).
  if (marked && n > 2) {
    const Vec2 across = (b - a) * (0.4 / canvas.pixel());
    std::vector<Vec2> both;
    for (const Vec2 o : offsets)
      for (const Vec2 place : {o, o + across}) {
        const figures::LabelBox box = figures::label_box(canvas, at_name, place, name, size);
        const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
        const double t = collide::dot(middle - a, b - a) / collide::dot(b - a, b - a);
        if (t >= 0.2 && t <= 0.8) both.push_back(place);
      }
    if (!both.empty()) offsets = std::move(both);
  }
  // Half a text height from every other label: names closer read as one word ("e0e1").
  const float gap = Canvas::font_pixels(size) / 2;
  const std::vector<Vec2> preferred = preferred_places(canvas, polygon, owner, i, at_name, offsets, name, in_runs);
  // Off the dashed lines to the shadows first (separating-axis step 8: the triangle's "e0" and "e2"
  // on the pentagon's tint had one through their words, and no card fits under a stroke). Not the
  // marked edge's name, placed first: kept off them it took the room inside the pentagon the
  // triangle's "e2" needs.
  if (!projection_ink_.empty() && !marked) {
    // Outside its own shape only: inside, its name reads as the shape's (with the normals shown).
    const auto outside = [&](std::span<const Vec2> places) {
      std::vector<Vec2> out;
      for (const Vec2 o : places) {
        const figures::LabelBox box = figures::label_box(canvas, at_name, o, name, size);
        if (!in_runs.own.holds({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2})) out.push_back(o);
      }
      return out;
    };
    if (labels.place_clear(at_name, name, color, size, outside(preferred), avoid.rather_and_lines, gap)) return;
    if (n > 2 && place_between_guides(labels, polygon, owner, i, at_name, color, rather, in_runs)) return;
  }
  // Inside its shape (where the outside is taken), a name reads as its edge's only joined to it:
  // step 9's rectangle dragged by (−0.5, 0.5) is 40 pixels high, its "e0" inside it (the arrow
  // under e0 leaves no room) about as near its e2 as its e0.
  const auto joined = [&] {
    const figures::LabelBox box = labels.boxes().back();
    if (polygon.size() > 2 && in_runs.own.holds({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}))
      draw_leader(labels, box, a, b, color);
  };
  if (labels.place_clear(at_name, name, color, size, preferred, rather, gap)) return joined();
  // The same places slid along the edge: beside its middle the deciding normal's arrow and the
  // other shape may take every place (step 9's rectangle dragged by (−0.5, 0.5): the arrow runs
  // along under its e0, the pentagon's e3 crosses its left end; "e0" lay on the arrow's head). Not
  // into the other shape, and outside its own first, as preferred_places orders them.
  if (polygon.size() > 2 && layout_.outlines.size() > 1) {
    const double fractions[] = {0.35, 0.65, 0.25, 0.75, 0.2, 0.8};
    std::vector<Vec2> slid = slid_along_edge(canvas, polygon, i, at_name, preferred, name, fractions);
    const auto namesake = namesake_edge(owner, i);  // and a text height from the other's edge of its name
    std::erase_if(slid, [&](Vec2 o) {
      return figures::inside_another(canvas, figures::label_box(canvas, at_name, o, name, size), at_name,
                                     in_runs.other) ||
             (namesake && figures::label_crosses(canvas, at_name, o, name, size, std::span(&*namesake, 1),
                                                 Canvas::font_pixels(size)));
    });
    std::stable_partition(slid.begin(), slid.end(), [&](Vec2 o) {
      const figures::LabelBox b = figures::label_box(canvas, at_name, o, name, size);
      return !in_runs.own.holds({(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2});
    });
    if (labels.place_clear(at_name, name, color, size, slid, rather, gap)) return joined();
  }
  if (labels.place_clear(at_name, name, color, size, offsets, avoid.ink, gap)) return;
  if (!avoid.shapes.empty() && labels.place_clear(at_name, name, color, size, offsets, avoid.shapes, gap)) return;
  labels.place(at_name, name, color, size, offsets, marked, avoid.lines, gap);
}

bool SatScene::place_between_guides(figures::LabelLayout& labels, std::span<const Vec2> polygon,
                                    collide::AxisOwner owner, std::size_t i, Vec2 at, Color color,
                                    const figures::Avoid& rather, const NameShapes& in_runs) const {
  // Beside the edge, facing out, 0 to 15 pixels further out and slid along it a hundredth at a
  // time (its box's middle level with 0.1 to 0.9 of the edge), where its words read (on paper, or
  // on a tint with a whole card clear of every stroke) and the guides keep 2, then 1.5, then 1
  // pixel of paper from its ink. Separating-axis step 8: the triangle's e2 closes a strip 34
  // pixels wide between the guide from the triangle's vertex 0 and the pentagon's vermillion e4,
  // on the pentagon's tint; its framed "e2" and card span 31 across it, and no place beside e2's
  // middle read (3.6:1 on the tint). The strip's free end lies by vertex 0, a tenth of the way.
  Canvas& canvas = labels.canvas();
  // Only an edge longer than its name, with a guide within 60 pixels, closes such a strip: the
  // others have tried their places already (a 2,000-gon's crowded names, on edges a pixel or two
  // long, would try hundreds more each, a fraction of a pixel apart, for nothing).
  const std::string name = captions::numbered("e", i);
  const TextSize size = TextSize::Normal;
  const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
  if (collide::distance_squared(a, b) < std::pow(canvas.text_width(name, size) * canvas.pixel(), 2)) return false;
  const double reach = 60 * canvas.pixel();
  const auto within = [&](Vec2 p, Vec2 q, Vec2 r) {
    return collide::distance_squared(p, collide::closest_point_on_segment(p, q, r)) <= reach * reach;
  };
  if (std::none_of(projection_lines_.begin(), projection_lines_.end(), [&](const std::vector<Vec2>& g) {
        return g.size() == 2 && (collide::segments_intersect(g[0], g[1], a, b) || within(g[0], a, b) ||
                                 within(g[1], a, b) || within(a, g[0], g[1]) || within(b, g[0], g[1]));
      }))
    return false;
  const Color shape = owner == collide::AxisOwner::A ? layout_.a_color : layout_.b_color;
  std::vector<Vec2> out;
  for (const float further : {0.f, 3.f, 6.f, 9.f, 12.f, 15.f})
    out.push_back(
        edge_label_offset(canvas, polygon, i, name, size, in_runs.winding, edge_name_gap(shape, color) + further));
  std::vector<Vec2> slid = slid_along_edge(canvas, polygon, i, at, out, name, fine_fractions(), 0.1);
  const float gap = Canvas::font_pixels(size) / 2;
  // Those with no room among the labels first (place_clear refuses them whatever the lines): a
  // 2,000-gon's crowded names try hundreds of places each.
  std::erase_if(slid, [&](Vec2 o) {
    if (!labels.has_room(at, o, name, size, color, gap)) return true;
    const figures::LabelBox box = figures::label_box(canvas, at, o, name, size);
    return in_runs.own.holds({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}) ||
           !labels.reads(at, o, name, size, color) || figures::inside_another(canvas, box, at, in_runs.other);
  });
  for (const float paper : {2.f, 1.5f, 1.f}) {
    const auto guides = guides_ink(canvas, projection_lines_, layout_.a_color, layout_.b_color, paper);
    if (!slid.empty() && labels.place_clear(at, name, color, size, slid, figures::Avoid::all_of({rather, guides}), gap))
      return true;
  }
  return false;
}

std::vector<Vec2> SatScene::preferred_places(const Canvas& canvas, std::span<const Vec2> polygon,
                                             collide::AxisOwner owner, std::size_t i, Vec2 at,
                                             const std::vector<Vec2>& offsets, const std::string& name,
                                             const NameShapes& in_runs) const {
  const TextSize size = TextSize::Normal;
  const std::size_t k = owner == collide::AxisOwner::A ? 1 : 0;  // the other shape
  if (!valid_ || offsets.empty() || k >= layout_.outlines.size()) return offsets;
  std::vector<Vec2> out = offsets;
  const auto namesake = polygon.size() > 2 ? namesake_edge(owner, i) : std::nullopt;
  const auto near = [&](Vec2 o) {
    return namesake &&
           figures::label_crosses(canvas, at, o, name, size, std::span(&*namesake, 1), Canvas::font_pixels(size));
  };
  // The same places round two more points of the edge, ring by ring: where the other shape's edge
  // of the same name is near, and where the normals are shown (the normal's arrow leaves the
  // edge's middle and the winding's arrow runs along it from 0.35 to 0.65: at 0.2 and 0.8 the
  // name stands beside its edge off both).
  if (polygon.size() > 2 && (near(offsets.front()) || state_.flag(kShowNormals))) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
    const Vec2 shifts[] = {
        {0, 0}, (a + (b - a) * 0.2 - at) / canvas.pixel(), (a + (b - a) * 0.8 - at) / canvas.pixel()};
    out.clear();
    for (const Vec2 o : offsets)
      for (const Vec2 shift : shifts) out.push_back(o + shift);
    // Last, two rings further out round the edge's middle: on a small shape (far from the other)
    // the 45-pixel normals and the vertex numbers fill the nearer places.
    if (state_.flag(kShowNormals)) {
      const Vec2 middle = (a + b) * 0.5, outside = edge_label_offset(canvas, polygon, i, name, size);
      const Vec2 centre = outside + Vec2{canvas.text_width(name, size) / 2, -Canvas::font_pixels(size) / 2};
      const Vec2 shift = (middle - at) / canvas.pixel();
      for (const float gap : {40.f, 52.f})
        for (const Vec2 o : figures::offsets_around(canvas, centre, name, size, gap)) out.push_back(o + shift);
      // Last, past the head of the edge's normal, on its line or turned a little: on a pentagon
      // ~100 pixels across, far apart presenting, the rings above met a neighbour's normal or the
      // vertex numbers, and its "e4" fell on its arrow. 8 pixels past the 45-pixel normal's tip,
      // clear of the deciding one's 50.
      const auto normals = normal_arrows(canvas, polygon);
      if (i < normals.size()) {
        const Vec2 tip = normals[i][1], to_tip = (tip - at) / canvas.pixel();
        const auto around = figures::offsets_around(canvas, tip - middle, name, size, 8 + 50 - kNormalPixels);
        for (std::size_t k = 0; k < 3 && k < around.size(); ++k) out.push_back(around[k] + to_tip);  // straight, ±45°
        // Or beside the arrow's shaft, either side, clear of its 6-pixel head.
        const Vec2 along = (tip - middle) / canvas.pixel(), across{-along.y / kNormalPixels, along.x / kNormalPixels};
        for (const double f : {0.75, 0.5, 1.0})
          for (const double side : {1.0, -1.0})
            out.push_back(to_tip - along * (1 - f) + figures::offset_away(canvas, across * side, name, size, 10));
      }
    }
  }
  std::erase_if(out, near);
  std::erase_if(out, [&](Vec2 o) {
    return figures::inside_another(canvas, figures::label_box(canvas, at, o, name, size), at, in_runs.other);
  });
  // In its own shape last: an edge's name reads best outside, beside it (the pentagon's "e0" far
  // apart presenting stood in its middle); inside only where the outside is taken (step 9's
  // rectangle's "e3", kept off the pentagon's e3 that crosses it).
  std::stable_partition(out.begin(), out.end(), [&](Vec2 o) {
    const figures::LabelBox b = figures::label_box(canvas, at, o, name, size);
    return polygon.size() < 3 || !in_runs.own.holds({(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2});
  });
  return out;
}

std::optional<std::vector<Vec2>> SatScene::namesake_edge(collide::AxisOwner owner, std::size_t i) const {
  const std::size_t k = owner == collide::AxisOwner::A ? 1 : 0;  // the other shape
  if (!valid_ || k >= state_.shapes.size() || k >= layout_.outlines.size() ||
      state_.shapes[k].kind == ShapeKind::Circle)
    return std::nullopt;
  const std::vector<Vec2>& other = layout_.outlines[k];
  if (other.size() < 3 || i >= other.size()) return std::nullopt;
  return std::vector<Vec2>{other[i], other[(i + 1) % other.size()]};
}

std::string SatScene::caption() const {
  if (!valid_) return "no verdict: " + problems_.front();
  return qualified(figures::sat_scene_caption(runs_, layout_, state_), convex_);
}

}  // namespace lab::convex
