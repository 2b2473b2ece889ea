// Response and fast objects › Pushing apart.
// Drag B into A. The separating axis test ranks every axis by its push-out, how far B must move
// along it to leave A (the shadows' overlap, or more where one shadow holds the other's); the
// least wins: the minimum translation vector (MTV), drawn as the arrow on B. With "resolve" on, B
// stays at the resolved position, touching A, and a ghost shows where the mouse put it.
// Three modes: two polygons, a polygon and a circle (the circle's axis joins A's edge normals),
// two circles (one axis, the line through the centres).
//
// Index of this file:
//   [SECTION] helpers: the three modes' starts
//   [SECTION] state
//   [SECTION] caption: and the push a lesson may ask for, the frame
//   [SECTION] update: SAT with every axis ranked; "resolve" moves B
//   [SECTION] draw: the circle's axis, the MTV arrow, the key
//   [SECTION] panel: the ranked axis table
//   [SECTION] printed and named: the overlaps shown, the MTV's edge
#include <imgui.h>

#include <algorithm>
#include <functional>
#include <iterator>
#include <cmath>
#include <glm/common.hpp>
#include <optional>
#include <span>
#include <utility>

#include "captions/concave_edges.hpp"
#include "captions/response.hpp"
#include "collide/circles_sat.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/segment.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/edge_index.hpp"
#include "figures/table_rows.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "figures/sampling.hpp"
#include "panel.hpp"
#include "prerequisites/modes.hpp"
#include "prerequisites/panel_parts.hpp"
#include "response/farthest.hpp"
#include "response/printed_words.hpp"
#include "response/push_shape.hpp"
#include "role_canvas.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "response/shape_checks.hpp"
#include "printed_count.hpp"

namespace lab::response {
namespace {
// [SECTION] helpers: the three modes' starts

constexpr const char* kResolve = "resolve";
enum Mode { kPolygons = 0, kPolygonCircle = 1, kCircles = 2 };  // the order of the panel's buttons

// A row's amount as the table prints it: "gap 0.5", or the overlap alone ("0.5").
std::string overlap_cell(const collide::AxisStep& s) {
  return s.gap ? "gap " + captions::true_number(s.separation, 2) : captions::overlap_text(s);
}
// Pixels each edge name keeps from the labels placed before it, ink to ink: a text height and a
// quarter. A's "e1" and B's "e0", 15 pixels apart on one line (9 on an 800 × 600 screen), read as
// one phrase "e1 e0" (fast-objects step 1).
constexpr float kNamesApart = Canvas::font_pixels(TextSize::Normal) * 1.25f;

// Joined by a leader, the push's name stands this far out from B's edge: room for that edge's name
// kNamesApart from it (step 3: "MTV 0.55" just past B's top left "e2" no place outside B; it stood
// inside, by the arrowhead). The name's gap from the edge (a double line and a frame), its height.
constexpr float kNameRow =
    5 + RoleCanvas::side + 2 * RoleCanvas::frame_reach + Canvas::font_pixels(TextSize::Normal) + kNamesApart;

// The MTV's length as its arrow's label prints it: the deciding axis's overlap.
std::string mtv_label(double depth) { return "MTV " + captions::true_number(depth, 2); }

// A is the 6 × 4 rectangle round the origin in the polygon modes, a circle of radius 3 in the last;
// circle B starts at (3.5, 0) with radius 1 in both circle modes (a state file names it once).
SceneState polygons(std::vector<Vec2> b) {
  SceneState s;
  s.shapes = {convex::polygon_shape("A", {{-3, -2}, {3, -2}, {3, 2}, {-3, 2}}),
              convex::polygon_shape("B", std::move(b))};
  s.options = {{kResolve, 0}, {"mode", kPolygons}};
  s.option_ranges = {{"mode", {kPolygons, kCircles}}};
  return s;
}
SceneState polygon_circle(Vec2 centre, double r) {
  SceneState s;
  s.shapes = {convex::polygon_shape("A", {{-3, -2}, {3, -2}, {3, 2}, {-3, 2}}), circle_shape("circle B", centre, r)};
  s.options = {{kResolve, 0}, {"mode", kPolygonCircle}};
  s.option_ranges = {{"mode", {kPolygons, kCircles}}};
  return s;
}
SceneState circles(Vec2 centre, double r) {
  SceneState s;
  s.shapes = {circle_shape("circle A", {0, 0}, 3), circle_shape("circle B", centre, r)};
  s.options = {{kResolve, 0}, {"mode", kCircles}};
  s.option_ranges = {{"mode", {kPolygons, kCircles}}};
  return s;
}
const SceneState& mode_start(int mode) {
  static const std::vector<SceneState> starts{polygons({{2.5, -1}, {5.5, -1}, {5.5, 1}, {2.5, 1}}),
                                              polygon_circle({3.5, 0}, 1), circles({3.5, 0}, 1)};
  return starts.at(static_cast<std::size_t>(mode));
}

class PushApart final : public Scene {
 public:
  // [SECTION] state
  std::vector<Preset> presets() const override {
    std::vector<SceneState> starts{mode_start(kPolygons), mode_start(kPolygonCircle), mode_start(kCircles)};
    return {{"Flat: B sinks 0.5 into A's right side", prerequisites::with_every_mode(starts[0], starts)},
            {"A corner: two axes nearly tie", polygons({{2.4, 1.45}, {4.4, 1.45}, {4.4, 3.45}, {2.4, 3.45}})},
            {"Deep inside", polygons({{-1, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-1, 0.5}})},
            {"Circle: sinks 0.5 into A's right side", starts[1]},
            {"Circle at a corner: its axis and A's e1 nearly tie", polygon_circle({3.5, 2.2}, 1)},
            {"Circle deep inside A", polygon_circle({0.5, 0}, 0.5)},
            {"Two circles: 0.5 of overlap along the centres' line", starts[2]},
            {"Two circles at a slant: 3.5 apart along (0.6, 0.8), overlap 0.5", circles({2.1, 2.8}, 1)},
            {"Two circles, one deep inside the other", circles({0.5, 0.5}, 0.5)},
            {"Two circles on one centre: every way out is as short", circles({0, 0}, 1)}};
  }

  void update() override;
  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption: and the push a lesson may ask for, the frame
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::push_apart_caption(trace_, a_.name, b_.name), convex_);
  }


  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;
  // The push the arrow shows, for a lesson that asks which way and how far B goes.
  std::vector<Answer> answers() const override {
    if (!valid_) return {};
    return {{"push", pushing() ? trace_.result.mtv : Vec2{0, 0}}};
  }

  // Both shapes, and where the push takes B, so the resolved B and its label stay in view.
  std::optional<collide::Rect> frame() const override {
    std::vector<Vec2> all = a_.outline();
    for (const Vec2 p : b_.outline()) all.push_back(p);
    if (pushing())
      for (const Vec2 p : b_.moved(trace_.result.mtv).outline()) all.push_back(p);
    return frame_around(all, 0.15, 0.5);
  }

 private:
  int mode() const { return static_cast<int>(state_.option("mode")); }
  bool pushing() const { return valid_ && trace_.result.collide && trace_.result.mtv != Vec2{0, 0}; }
  std::vector<concave::EdgeName> deciding_edge(Canvas& canvas, const PushShape& shape, collide::AxisOwner owner) const;
  std::vector<collide::Feature> acting_features() const;
  /// Draws the circle's axes; returns which it drew: {one dashed (deciding), one grey}.
  std::pair<bool, bool> draw_circle_axis(figures::LabelLayout& layout) const;
  std::vector<figures::LegendEntry> legend(bool dashed_edge, std::pair<bool, bool> circle_axes, bool ghost) const;
  void draw_arrow(figures::LabelLayout& layout, std::vector<std::vector<Vec2>>& outlines) const;
  void draw_axis_table() const;
  void name_axis_vertex(figures::LabelLayout& layout, std::span<const std::vector<Vec2>> outlines) const;

  PushShape a_, b_;
  collide::SatTrace trace_;
  ShapeChecks checks_;  ///< the last check, for the vertices its convexity words cite
  bool convex_ = true;
};

// [SECTION] update: SAT with every axis ranked; "resolve" moves B
void PushApart::update() {
  trace_ = {};
  problems_.clear();
  valid_ = false;
  // Exactly 0, 1 or 2: a state file's 1.5 is no mode, not mode 1.
  const double m = state_.option("mode");
  if (m != 0 && m != 1 && m != 2) {
    problems_.push_back("unknown mode " + figures::format_number(state_.option("mode")) +
                        " (0 polygons, 1 polygon and circle, 2 circles)");
    return;
  }
  prerequisites::keep_mode_shapes(state_, mode_start(mode()));
  a_ = PushShape::of(state_.shapes[0]);
  b_ = PushShape::of(state_.shapes[1]);
  const ShapeChecks checks = check_shapes(state_, {a_.name, b_.name});
  problems_ = checks.problems, checks_ = checks;
  valid_ = checks.valid, convex_ = checks.convex;
  if (!valid_) return;
  // Every axis, no early exit: the table ranks them all.
  const collide::SatOptions every{.early_exit = false};
  if (mode() == kPolygons) collide::quick::convex_polygons_collide(a_.points, b_.points, every, trace_);
  if (mode() == kPolygonCircle) collide::quick::convex_polygon_circle_collide(a_.points, b_.as_circle(), every, trace_);
  if (mode() == kCircles) collide::circles_sat(a_.as_circle(), b_.as_circle(), trace_);
}

// [SECTION] draw: the circle's axis, the MTV arrow, the key
// The edge whose normal is the axis of least push-out, dashed in the deciding colour, and its
// name for draw_edge_numbers: the caption cites it ("on A's e1"), so it is the one edge name
// that is always drawn; the others give way when there is no room. With a tie, every edge B
// leaves through by as little (the caption's "A's e0, e1, e2 and e3 equally").
std::vector<concave::EdgeName> PushApart::deciding_edge(Canvas& canvas, const PushShape& shape,
                                                        collide::AxisOwner owner) const {
  const auto& polygon = shape.points;
  std::vector<concave::EdgeName> names(shape.circle ? 0 : polygon.size());
  if (shape.circle || trace_.result.deciding < 0 || polygon.size() < 3) return names;
  // Of parallel edges, the one that acts: B leaves through it (or lies across the gap from it).
  for (const collide::Feature& acting : acting_features()) {
    if (acting.owner != owner || acting.edge < 0 || static_cast<std::size_t>(acting.edge) >= polygon.size()) continue;
    const auto i = static_cast<std::size_t>(acting.edge);
    canvas.dashed_segment(polygon[i], polygon[(i + 1) % polygon.size()], palette::deciding, 5);
    names[i] = {captions::edge_name(acting.edge), palette::deciding};
  }
  return names;
}

// Where the deciding axis acts: colliding, every way out as short as the MTV (one feature each);
// apart, the gap's feature.
std::vector<collide::Feature> PushApart::acting_features() const {
  if (!trace_.result.collide) return {trace_.result.acting};
  std::vector<collide::Feature> out;
  for (const collide::LeastPush& way : captions::least_ways(trace_)) out.push_back(way.acting);
  if (out.empty()) out.push_back(trace_.result.acting);
  return out;
}

// A circle's axis: from the circle's centre to A's nearest vertex, or through both centres, where
// the mouse put B (the position tested); dashed in the deciding colour when it is the axis of
// least push-out, thin grey otherwise. No name is placed on it.
std::pair<bool, bool> PushApart::draw_circle_axis(figures::LabelLayout& layout) const {
  Canvas& canvas = layout.canvas();
  std::pair<bool, bool> drawn{false, false};
  // Past figures::kMaxShown axes, a sample of the table's rows: always the deciding one and every
  // way out as short.
  std::vector<std::size_t> cited;
  if (trace_.result.deciding >= 0) cited.push_back(static_cast<std::size_t>(trace_.result.deciding));
  for (const collide::LeastPush& way : trace_.least) cited.push_back(static_cast<std::size_t>(way.step));
  for (const std::size_t k : figures::shown_sample(trace_.steps.size(), cited)) {
    const collide::AxisStep& s = trace_.steps[k];
    if (s.owner != collide::AxisOwner::Circle || s.degenerate) continue;
    const Vec2 from = mode() == kCircles ? a_.as_circle().c : trace_.result.circle_axis_vertex;
    const bool decides = static_cast<int>(k) == trace_.result.deciding;
    if (decides)
      canvas.dashed_segment(from, b_.as_circle().c, palette::deciding, 3);
    else
      canvas.segment(from, b_.as_circle().c, palette::axis, 1);
    (decides ? drawn.first : drawn.second) = true;
    layout.keep_off({from, b_.as_circle().c});
  }
  return drawn;
}

// The key presenter mode puts in the figure (it has no panel): what draw() drew, each once.
std::vector<figures::LegendEntry> PushApart::legend(bool dashed_edge, std::pair<bool, bool> circle_axes,
                                                    bool ghost) const {
  using Mark = figures::LegendEntry::Mark;
  std::vector<figures::LegendEntry> out;
  const bool least = trace_.result.collide;  // colliding: the axis of least push-out; apart: the gap's axis
  const bool tie = least && acting_features().size() > 1;
  if (dashed_edge)
    out.push_back({palette::deciding,
                   tie     ? "the edges of least push-out, all as deep"
                   : least ? "the edge of least push-out"
                           : "the edge whose axis shows the gap",
                   Mark::Dashed});
  if (circle_axes.first)
    out.push_back(
        {palette::deciding, least ? "the axis of least push-out" : "the axis that shows the gap", Mark::Dashed});
  if (pushing())
    out.push_back({palette::deciding,
                   tie ? "one of the shortest pushes of B out of A" : "the shortest push of B out of A", Mark::Arrow});
  if (circle_axes.second) out.push_back({palette::axis, "another axis through the circle's centre"});
  if (ghost) out.push_back({palette::untested, "B where it was dragged, before the push"});
  return out;
}

// Pixels between the label box and the segment a–b: 0 where they meet, else the nearest of the
// segment's ends to the box and of the box's corners to the segment.
double pixels_between(const Canvas& canvas, const figures::LabelBox& box, Vec2 a, Vec2 b) {
  if (figures::box_crosses(box, std::vector<std::vector<Vec2>>{{a, b}})) return 0;
  const auto to_box = [&](Vec2 p) {
    return collide::distance_squared(p, {std::clamp(p.x, box.x0, box.x1), std::clamp(p.y, box.y0, box.y1)});
  };
  double d = std::min(to_box(a), to_box(b));
  for (const Vec2 c : {Vec2{box.x0, box.y0}, Vec2{box.x1, box.y0}, Vec2{box.x0, box.y1}, Vec2{box.x1, box.y1}})
    d = std::min(d, collide::distance_squared(c, collide::closest_point_on_segment(c, a, b)));
  return std::sqrt(d) / canvas.pixel();
}

// The places nearest first (stable: a tie keeps its order), each place's distance worked out once:
// in the sort's comparison (exact segment tests) it ran n log n times, 10 ms of a frame.
void nearest_first(std::vector<Vec2>& places, const std::function<double(Vec2)>& distance) {
  std::vector<std::pair<double, Vec2>> keyed;
  keyed.reserve(places.size());
  for (const Vec2 o : places) keyed.emplace_back(distance(o), o);
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  for (std::size_t i = 0; i < places.size(); ++i) places[i] = keyed[i].second;
}

// The arrow starts at B's middle (where the mouse put B) and ends where it leaves A; its length
// is the caption's number. Its name within 12 pixels of it: beside its middle, else in line past
// its tip or tail, nearest first (2 pixels clear of both double outlines). A short push inside B
// leaves no such room between B's sides ("MTV 0.55" is wider than half of B): the name then stands
// in line past the tip, just outside B, joined to the tip by a thin leader (fast-objects step 3: it
// stood 26 pixels past the tip, naming nothing); else the place nearest the arrow round its ends.
void PushApart::draw_arrow(figures::LabelLayout& layout, std::vector<std::vector<Vec2>>& outlines) const {
  Canvas& canvas = layout.canvas();
  const Vec2 mtv = trace_.result.mtv, middle = b_.middle(), tip = middle + mtv, at = middle + mtv * 0.5;
  canvas.arrow(middle, tip, palette::deciding, 3);
  outlines.push_back({middle, tip});
  const std::string text = mtv_label(-trace_.steps[static_cast<std::size_t>(trace_.result.deciding)].separation);
  const Vec2 across = collide::normalize(Vec2{-mtv.y, mtv.x});
  const auto box_at = [&](Vec2 o) { return figures::label_box(canvas, at, o, text, TextSize::Normal); };
  const auto distance = [&](Vec2 o) { return pixels_between(canvas, box_at(o), middle, tip); };
  std::vector<Vec2> beside = figures::offsets_around(canvas, across, text, TextSize::Normal, 8), past_tip, round;
  const Vec2 half = mtv * (0.5 / canvas.pixel());  // the middle to the tip, pixels (y up, as offsets)
  for (float gap = 6; gap <= 80; gap += 2) {
    for (const double end : {1.0, -1.0}) {
      const auto ring = figures::offsets_around(canvas, mtv * end, text, TextSize::Normal, gap);
      for (std::size_t k = 0; k < ring.size(); ++k) {
        if (k == 0 && end > 0) past_tip.push_back(ring[k] + half);
        (k == 0 && gap <= 12 ? beside : round).push_back(ring[k] + half * end);
      }
    }
    for (const Vec2 o : figures::offsets_around(canvas, across, text, TextSize::Normal, gap + 12)) round.push_back(o);
  }
  nearest_first(past_tip, distance);
  std::vector<Vec2> past_row;  // where the key or the view's edge leaves none, just past the tip
  const figures::OutlineRuns b_edges(std::span(&outlines[1], 1));  // B a 2,000-gon: its runs' boxes first
  std::copy_if(past_tip.begin(), past_tip.end(), std::back_inserter(past_row), [&](Vec2 o) {
    return !figures::label_crosses(canvas, at, o, text, TextSize::Normal, b_edges, kNameRow);
  });
  past_row.insert(past_row.end(), past_tip.begin(), past_tip.end());
  nearest_first(round, distance);
  // 2 pixels clear of both double outlines (their strokes reach 3.75 pixels out).
  const auto roomy = [&](std::span<const Vec2> offsets, bool near) {
    std::vector<Vec2> out;
    for (const Vec2 o : offsets)
      if ((!near || distance(o) <= 12) && !figures::label_crosses(canvas, at, o, text, TextSize::Normal, outlines, 6))
        out.push_back(o);
    return out;
  };
  // Later names keep off the arrow as drawn, its head too (B's "e2" touched the head's corner).
  const auto band = convex::arrow_band(canvas, middle, tip, 3);
  if (layout.place_clear(at, text, palette::deciding, TextSize::Normal, roomy(beside, true), outlines))
    return outlines.push_back(band);
  for (const Vec2 o : roomy(past_row, false))
    if (layout.place_clear(at, text, palette::deciding, TextSize::Normal, std::span(&o, 1), outlines)) {
      // From 2 pixels past the tip to 2 short of the words.
      const figures::LabelBox box = box_at(o);
      const Vec2 along = collide::normalize(mtv) * (2 * canvas.pixel());
      const Vec2 to = Vec2{std::clamp(tip.x, box.x0, box.x1), std::clamp(tip.y, box.y0, box.y1)} - along;
      canvas.segment(tip + along, to, palette::deciding, 1);
      outlines.push_back({tip + along, to});
      return outlines.push_back(band);
    }
  std::vector<Vec2> all = beside;
  all.insert(all.end(), round.begin(), round.end());
  if (!layout.place_clear(at, text, palette::deciding, TextSize::Normal, roomy(all, false), outlines))
    layout.place(at, text, palette::deciding, TextSize::Normal, all, true, outlines);
  outlines.push_back(band);
}

// The vertex the caption cites when the circle's axis decides ("to A's vertex 2").
void PushApart::name_axis_vertex(figures::LabelLayout& layout, std::span<const std::vector<Vec2>> outlines) const {
  const int deciding = trace_.result.deciding;
  if (mode() != kPolygonCircle || deciding < 0) return;
  const collide::AxisStep& s = trace_.steps[static_cast<std::size_t>(deciding)];
  if (s.owner != collide::AxisOwner::Circle || s.edge < 0) return;
  const std::string text = "vertex " + std::to_string(s.edge);
  const Vec2 at = trace_.result.circle_axis_vertex;
  layout.place(at, text, palette::deciding, TextSize::Small,
               figures::offsets_around(layout.canvas(), at - a_.middle(), text, TextSize::Small, 6), true, outlines);
}

void PushApart::draw(Canvas& canvas) const {
  figures::LabelLayout layout(canvas);
  concave::draw_warning_lines(layout, problems_);
  if (!valid_) return;
  a_.draw(canvas, palette::shape_a);
  // Predict mode shows B where it was dragged: where the push leaves it is the answer.
  const bool resolve = state_.flag(kResolve) && pushing() && !canvas.hides_answer();
  // With resolve on, B is drawn where the push leaves it and the dragged position is a ghost.
  const PushShape shown = resolve ? b_.moved(trace_.result.mtv) : b_;
  if (resolve) {
    const AnswerPart answer(canvas);
    b_.draw(canvas, palette::untested, true);
  }
  shown.draw(canvas, palette::shape_b);
  std::optional<AnswerPart> answer(canvas);  // the axis, the deciding edge, the push and its length
  const std::pair<bool, bool> circle_axes = draw_circle_axis(layout);
  const auto names_a = deciding_edge(canvas, a_, collide::AxisOwner::A);
  const auto names_b = deciding_edge(canvas, shown, collide::AxisOwner::B);
  std::vector<std::vector<Vec2>> outlines{a_.outline(), shown.outline()};
  // Presenter mode has no panel: the key comes into the figure, before the labels, clear of the
  // shapes, the ghost and the push.
  if (canvas.legend_in_figure()) {
    const auto dashed = [](const auto& names) {
      return std::any_of(names.begin(), names.end(), [](const auto& n) { return n.color == palette::deciding; });
    };
    std::vector<std::vector<Vec2>> avoid = outlines;
    avoid.push_back(b_.outline());
    if (pushing()) {
      avoid.push_back({b_.middle(), b_.middle() + trace_.result.mtv});
      // And the room past B in line with the push, where its name stands a row out (kNameRow):
      // the key top right took it (step 2 revealed at 1920 × 1080) and B's "e2" stood inside B.
      const Vec2 tip = b_.middle() + trace_.result.mtv, along = collide::normalize(trace_.result.mtv);
      double past = 0;  // from the tip to B's farthest point along the push
      for (const Vec2 p : shown.outline()) past = std::max(past, collide::dot(p - tip, along));
      const double room = past + (kNameRow + Canvas::font_pixels(TextSize::Normal) + 4) * canvas.pixel();
      avoid.push_back({tip, tip + along * room});
    }
    figures::draw_legend(layout,
                         figures::with_double_shape(legend(dashed(names_a) || dashed(names_b), circle_axes, resolve),
                                                    b_.name, a_.name),
                         avoid);
  }
  // Labels most important first, each clear of those before: the arrow's length, the shapes'
  // names, then the edge names (the deciding one always).
  if (pushing()) draw_arrow(layout, outlines);
  name_axis_vertex(layout, outlines);
  answer.reset();
  // Names at the shapes' top-left corners: B can sit inside A, so their middles can coincide. Two
  // polygons: 12 pixels from the arrow's name ("MTV 0.55" past B's top stood 4 pixels after B's
  // name, one phrase "B MTV 0.55": fast-objects step 3). Not round a circle: the place that left
  // put "circle B" on A's tint (3.6:1, two circles at a slant).
  const float apart = mode() == kPolygons ? Canvas::font_pixels(TextSize::Normal) * 0.75f : 0;
  concave::draw_name(layout, a_.outline(), a_.name, palette::shape_a, outlines, apart);
  concave::draw_name(layout, shown.outline(), b_.name, palette::shape_b, outlines, apart);
  draw_cited_vertices(layout, checks_, std::array<std::span<const Vec2>, 2>{a_.points, shown.points},
                      std::array{palette::shape_a, palette::shape_b});
  // Each name outside its shape first (inside B, "e2" stood by the arrowhead: step 3), kNamesApart
  // from the labels before it; an edge inside the other shape named on its own tint (step 1: B's
  // "e3", left of B's left side, stood on A's tint).
  const concave::EdgeNameSpacing spacing{kNamesApart, true, true};
  const figures::EdgeIndex obstacles = concave::edge_name_index(layout, outlines);
  if (!a_.circle)
    concave::draw_edge_numbers(layout, a_.points, palette::shape_a, outlines, obstacles, names_a, {},
                               concave::EdgeNamesPass::All, spacing);
  if (!shown.circle)
    concave::draw_edge_numbers(layout, shown.points, palette::shape_b, outlines, obstacles, names_b, {},
                               concave::EdgeNamesPass::All, spacing);
}

// [SECTION] panel: the ranked axis table
// Colliding, the axes ranked by overlap, least first: the first row is the MTV's axis, read on the
// edge B leaves through (a parallel copy of the deciding axis, as deep). Apart, the axes in book
// order, the gap the caption cites marked: there is nothing to push, so no overlap is least.
void PushApart::draw_axis_table() const {
  const collide::SatResult& r = trace_.result;
  std::vector<const collide::AxisStep*> ranked;
  for (const auto& s : trace_.steps)
    if (s.tested) ranked.push_back(&s);
  if (r.collide)
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto* x, const auto* y) { return x->separation > y->separation; });
  const collide::AxisStep* cited = r.deciding >= 0 ? &trace_.steps[static_cast<std::size_t>(r.deciding)] : nullptr;
  for (const auto* s : ranked)
    if (r.acting.edge >= 0 && !s->along_line && s->owner == r.acting.owner && s->edge == r.acting.edge) cited = s;
  if (cited && r.collide) {  // the acting copy first among the equally deep
    const auto at = std::find(ranked.begin(), ranked.end(), cited);
    if (at != ranked.end()) std::rotate(ranked.begin(), at, at + 1);
  }
  // "push-out", not "overlap": where one shadow holds the other (B inside A on y), B moves 3 to
  // leave though the shadows share 2; the number is the move, as the SAT figures name it.
  if (!begin_table("axes", {"axis", "push-out"})) return;
  // Past figures::kWholeTableRows axes only the rows in sight are laid out (the least is row 0 or
  // near it: the rows run from the least overlap up).
  figures::table_rows(static_cast<int>(ranked.size()), [&](int row) {
    const collide::AxisStep* s = ranked[static_cast<std::size_t>(row)];
    // Colliding, every axis as deep as the least is marked: B leaves by as little along it.
    const auto k = static_cast<int>(s - trace_.steps.data());
    const bool wins = s == cited || (r.collide && std::any_of(trace_.least.begin(), trace_.least.end(),
                                                              [&](const auto& way) { return way.step == k; }));
    const Color color = wins ? palette::deciding : s->gap ? palette::apart : palette::text;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    // The rows in vermillion start with ▶, as in the other tables; apart, no overlap is least.
    const std::string name = captions::sat_axis_name(*s);
    convex::colored_wrapped_text(color, !wins ? name : with_deciding_mark(r.collide ? name + " (least)" : name));
    ImGui::TableNextColumn();
    convex::colored_text(color, overlap_cell(*s));
  });
  ImGui::EndTable();
}

void PushApart::panel() {
  prerequisites::mode_buttons(*this, mode(), {"polygon and polygon", "polygon and circle", "circle and circle"});
  const bool changed = convex::option_checkbox(state_, kResolve, "Resolve: keep B outside A (ghost = mouse)");
  ImGui::TextWrapped("The arrow moves B out of A (never A out of B): translate B by it and they only touch.");
  if (valid_ && mode() != kCircles)
    ImGui::TextWrapped(
        "Push-out: how far B must move along the axis to leave A; where one shadow holds the other, "
        "more than the length they share.");
  if (mode() == kPolygonCircle)
    ImGui::TextWrapped(
        "With a circle, A's edge normals are not enough: one more axis runs from the centre to "
        "A's nearest vertex.");
  if (mode() == kCircles)
    ImGui::TextWrapped(
        "Two circles need one axis only: the line through the centres. The overlap is "
        "r₁ + r₂ − the distance between them.");
  if (valid_) draw_axis_table();
  if (changed) update();
}

// [SECTION] printed and named: the overlaps shown, the MTV's edge
// Each row's amount (the table), the arrow's label and the caption's numbers, each read off the
// text shown beside the trace's value.
std::vector<Printed> PushApart::printed() const {
  std::vector<Printed> out;
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  // Past figures::kMaxShown axes, a sample of the table's rows: always the deciding one and every
  // way out as short.
  std::vector<std::size_t> cited;
  if (trace_.result.deciding >= 0) cited.push_back(static_cast<std::size_t>(trace_.result.deciding));
  for (const collide::LeastPush& way : trace_.least) cited.push_back(static_cast<std::size_t>(way.step));
  for (const std::size_t k : figures::shown_sample(trace_.steps.size(), cited)) {
    const collide::AxisStep& s = trace_.steps[k];
    if (!s.tested) continue;
    const std::string cell = overlap_cell(s), name = captions::sat_axis_name(s);
    const int axis = static_cast<int>(k) + 1;
    if (s.gap)
      out.push_back({"table", cell.substr(4), "gap", s.separation, name, axis});
    else if (cell != "ε")  // a word for "tiny", not a number
      out.push_back({"table", cell, "overlap", -s.separation, name, axis});
  }
  const int d = trace_.result.deciding;
  if (d < 0 || !trace_.result.collide) return out;
  const double depth = -trace_.steps[static_cast<std::size_t>(d)].separation;
  if (pushing()) out.push_back({"figure", mtv_label(depth).substr(4), "mtv_length", depth, "the arrow's label", d + 1});
  const std::string words = caption();
  for (const std::string& text : numbers_after(words, "least push-out "))
    out.push_back({"caption", text, "overlap", depth, "the least push-out", d + 1});
  for (const std::string& text : numbers_after(words, " out of " + a_.name + " by "))
    out.push_back({"caption", text, "mtv_length", depth, "how far the arrow moves " + b_.name, d + 1});
  return out;
}

// The deciding axis, and the edge or vertex where it acts (dashed, named in the caption): B
// leaves through it, or lies across the gap from it.
std::vector<Named> PushApart::named() const {
  std::vector<Named> out;
  const int d = trace_.result.deciding;
  if (!valid_ || d < 0 || d >= static_cast<int>(trace_.steps.size())) return out;
  const collide::AxisStep& s = trace_.steps[static_cast<std::size_t>(d)];
  const std::string owner = s.owner == collide::AxisOwner::B ? b_.name : a_.name;
  if (s.owner == collide::AxisOwner::Circle)
    out.push_back({"deciding_axis", a_.name, -1, s.edge, d + 1});
  else if (!s.along_line)
    out.push_back({"deciding_axis", owner, s.edge, -1, d + 1});
  // Colliding, every way out as short (a tie names them all, as the caption), each on its axis.
  std::vector<std::pair<collide::Feature, int>> features{{trace_.result.acting, d}};
  if (trace_.result.collide && !trace_.least.empty()) {
    features.clear();
    for (const collide::LeastPush& way : captions::least_ways(trace_)) features.push_back({way.acting, way.step});
  }
  for (const auto& [f, k] : features)
    if (f.edge >= 0 || f.vertex >= 0) {
      const std::string role = std::string(trace_.result.collide ? "mtv_" : "gap_") + (f.edge >= 0 ? "edge" : "vertex");
      out.push_back({role, f.owner == collide::AxisOwner::B ? b_.name : a_.name, f.edge, f.vertex, k + 1});
    }
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_push_apart() { return std::make_unique<PushApart>(); }

}  // namespace lab::response
