// Response and fast objects › The swept test (time of impact).
// Drag B, A, or the arrow's tip (where B's middle is at t = 1); the t slider scrubs B along its path.
// Notice each axis's window of overlap in the table: the latest entry before the earliest exit is
// the moment B first touches A, drawn solid and touching; faded is B at t = 0, grey B at t = 1.
//
// Index of this file:
//   [SECTION] helpers: the two modes' starts, the slider's text
//   [SECTION] state
//   [SECTION] caption: and the frame round the whole path
//   [SECTION] update: the moving separating axis test, or the circle's
//   [SECTION] draw: B at t = 0, at impact and at t = 1, the edges that decide, the key
//   [SECTION] panel: the key, the notes and the table of axes (swept_axis_table)
//   [SECTION] printed and named: the times shown, the edges or vertices first touching
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <glm/common.hpp>
#include <optional>
#include <utility>

#include "response/farthest.hpp"
#include "captions/joined.hpp"
#include "captions/response.hpp"
#include "collide/convex.hpp"
#include "collide/fast/quick_time_of_impact.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/sampling.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "prerequisites/modes.hpp"
#include "prerequisites/panel_parts.hpp"
#include "response/printed_words.hpp"
#include "response/shape_checks.hpp"
#include "response/swept_axis_table.hpp"
#include "response/swept_circle.hpp"
#include "response/swept_names.hpp"
#include "panel_text.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "printed_count.hpp"
#include "role_canvas.hpp"

namespace lab::response {
namespace {
// [SECTION] helpers: the two modes' starts, the slider's text

constexpr const char* kTime = "t";
constexpr const char* kEnd = "end";
constexpr const char* kCircle = "circle B";
constexpr int kPolygon = 0, kCircleMode = 1;  // the order of the panel's buttons

// A is the 2 × 4 rectangle round the origin in both modes; B is a polygon or a circle, and the
// arrow's tip "end" is where B's middle (the circle's centre) is at t = 1.
const std::vector<Vec2>& rectangle_a() {
  static const std::vector<Vec2> a{{-1, -2}, {1, -2}, {1, 2}, {-1, 2}};
  return a;
}
SceneState polygon_start(std::vector<Vec2> b, Vec2 end) {
  SceneState s;
  s.shapes = {convex::polygon_shape("A", rectangle_a()), convex::polygon_shape("B", std::move(b)),
              convex::point_shape(kEnd, end)};
  s.options = {{kTime, 0}, {"mode", kPolygon}};
  s.option_ranges = {{kTime, {0, 1, false}}, {"mode", {kPolygon, kCircleMode}}};
  return s;
}
SceneState circle_start(Vec2 centre, double r, Vec2 end) {
  SceneState s;
  s.shapes = {convex::polygon_shape("A", rectangle_a()), circle_shape(kCircle, centre, r),
              convex::point_shape(kEnd, end)};
  s.options = {{kTime, 0}, {"mode", kCircleMode}};
  s.option_ranges = {{kTime, {0, 1, false}}, {"mode", {kPolygon, kCircleMode}}};
  return s;
}
const SceneState& swept_mode_start(int mode) {
  static const std::vector<SceneState> starts{polygon_start({{3, 0.5}, {4, 0.5}, {4, 1.5}, {3, 1.5}}, {-1.5, -0.5}),
                                              circle_start({3.5, 0}, 0.5, {-1.5, 0})};
  return starts.at(static_cast<std::size_t>(mode));
}

// The average of the vertices: B's middle, where the velocity arrow starts. app/files/report.cpp
// computes the velocity the same way (sum in order, then divide), so query sees the same numbers.
Vec2 average(std::span<const Vec2> points) {
  Vec2 sum{0, 0};
  for (const Vec2 p : points) sum += p;
  return points.empty() ? sum : sum / static_cast<double>(points.size());
}

std::vector<Vec2> moved(std::span<const Vec2> polygon, Vec2 by) {
  std::vector<Vec2> out(polygon.begin(), polygon.end());
  for (Vec2& p : out) p += by;
  return out;
}

// The box round `polygon` grown by `margin` (world units) on every side: the room its edges'
// names take, which the key keeps clear of (it took the place under A's e0, which then sat on
// its edge).
std::vector<Vec2> names_room(std::span<const Vec2> polygon, double margin) {
  if (polygon.empty()) return {};
  Vec2 lo = polygon.front(), hi = polygon.front();
  for (const Vec2 p : polygon) lo = glm::min(lo, p), hi = glm::max(hi, p);
  lo -= Vec2{margin, margin};
  hi += Vec2{margin, margin};
  return {lo, {hi.x, lo.y}, hi, {lo.x, hi.y}};
}

// The t slider's text: printf's "%.2f" of the float the slider holds.
std::string slider_time(double t) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", static_cast<double>(static_cast<float>(t)));
  return text;
}

class SweptTest final : public Scene {
 public:
  // [SECTION] state
  std::vector<Preset> presets() const override {
    const std::vector<SceneState> starts{swept_mode_start(kPolygon), swept_mode_start(kCircleMode)};
    return {{"Head on: B hits A's right side at t = 0.4", prerequisites::with_every_mode(starts[0], starts)},
            {"Passing just above A: a miss", polygon_start({{3, 2.2}, {4, 2.2}, {3.5, 3.2}}, {-3.5, 2.6})},
            {"Too slow: it would touch after t = 1",
             polygon_start({{5, -0.5}, {6, -0.5}, {6, 0.5}, {5, 0.5}}, {3.5, 0})},
            {"Circle: hits A's right side at t = 0.4", starts[1]},
            {"Circle grazing A's top right corner", circle_start({4.4, 2.3}, 0.5, {-3.6, 2.3})},
            {"Circle passing above A: a miss", circle_start({4, 2.8}, 0.5, {-4, 2.8})}};
  }

  void update() override;

  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption: and the frame round the whole path
  std::string caption() const override {
    if (!valid_) return "no verdict: " + (problems_.empty() ? std::string("no arrow tip") : problems_.front());
    if (circle_mode())
      return convex::qualified(captions::circle_polygon_time_of_impact_caption(circle_trace_), convex_);
    return convex::qualified(captions::polygons_time_of_impact_caption(trace_, convex_), convex_);
  }


  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;

  // A, B along its whole path (t = 0 and t = 1).
  std::optional<collide::Rect> frame() const override {
    if (!known_mode_) return std::nullopt;
    std::vector<Vec2> all(a().begin(), a().end());
    if (circle_mode()) {
      for (const double t : {0.0, 1.0})
        for (const Vec2 p : figures::circle_outline({circle().c + velocity() * t, circle().r})) all.push_back(p);
      return frame_around(all, 0.15);
    }
    all.insert(all.end(), b().begin(), b().end());
    const Vec2 v = velocity();  // once: it averages B's vertices
    for (const Vec2 p : b()) all.push_back(p + v);
    return frame_around(all, 0.15);
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }
  collide::Circle circle() const { return state_.shape(kCircle).circle(); }
  bool circle_mode() const { return known_mode_ && state_.option("mode") == kCircleMode; }
  /// B's middle: the average of its vertices, or the circle's centre.
  Vec2 middle() const { return circle_mode() ? circle().c : average(b()); }
  Vec2 end() const { return state_.shape(kEnd).points.empty() ? middle() : state_.shape(kEnd).points[0]; }
  /// B moves from where it is to where its middle reaches the arrow's tip.
  Vec2 velocity() const { return end() - middle(); }
  double scrub() const { return std::clamp(state_.option(kTime), 0.0, 1.0); }
  /// What the caption cites (captions::time_of_impact_cited): with a shape not convex, no place
  /// for a hit (the convex test's is where a convex A would be touched: a crossed A's "vertex 1"
  /// stood away from where B met it, beside the convexity warning's own "vertex 1").
  std::vector<captions::TimeOfImpactCited> cited() const { return captions::time_of_impact_cited(trace_, convex_); }
  /// B drawn solid where the test finds the first touch: with a shape not convex, only the moment
  /// the shadows first all overlap.
  const char* solid_b() const { return convex_ ? "B when it first touches A" : "B when the shadows first all overlap"; }
  bool decides(collide::AxisOwner owner, std::size_t edge) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_cited_vertex(figures::LabelLayout& layout, std::span<const Vec2> impact) const;
  Vec2 across_path() const;
  void draw_edges(figures::LabelLayout& layout, std::span<const Vec2> polygon, collide::AxisOwner owner, Color color,
                  bool cited, const KeptOff& kept) const;
  std::string key() const;

  collide::TimeOfImpactTrace trace_;
  TimeColumns columns_;  ///< the table's time columns, measured once a trace
  collide::CirclePolygonTimeOfImpactTrace circle_trace_;
  /// The same, short enough for one line across the figure; the panel has the full words.
  std::vector<std::string> short_;
  ShapeChecks checks_;  ///< the last check, for the vertices its convexity words cite
  bool convex_ = true;
  bool known_mode_ = true;  ///< the mode option is 0 or 1 (else only the warning is drawn)
};

// [SECTION] update: the moving separating axis test, or the circle's
void SweptTest::update() {
  trace_ = {}, circle_trace_ = {}, columns_ = {};
  problems_.clear(), short_.clear();
  valid_ = false;
  // Exactly 0 or 1: a state file's 0.5 is no mode, not mode 0.
  const double m = state_.option("mode");
  known_mode_ = m == kPolygon || m == kCircleMode;
  if (!known_mode_) {
    problems_.push_back("unknown mode " + figures::format_number(m) + " (0 polygon B, 1 circle B)");
    short_ = problems_;
    return;
  }
  prerequisites::keep_mode_shapes(state_, swept_mode_start(static_cast<int>(m)));
  const ShapeChecks checks = check_shapes(state_, {"A", circle_mode() ? kCircle : "B"});
  problems_ = checks.problems, short_ = checks.short_lines, checks_ = checks;
  convex_ = checks.convex;
  valid_ = checks.valid && !state_.shape(kEnd).points.empty();
  if (!valid_) return;
  if (circle_mode())
    collide::quick::circle_polygon_time_of_impact(circle(), velocity(), a(), circle_trace_);
  else
    collide::quick::convex_polygons_time_of_impact(a(), b(), middle(), end(), trace_);  // the arrow, exactly
}

// [SECTION] draw: B at t = 0, at impact and at t = 1, the edges that decide, the key
// A unit vector across the path (up-ish; up when B does not move).
Vec2 SweptTest::across_path() const {
  const Vec2 v = velocity();
  if (v == Vec2{0, 0}) return {0, 1};
  Vec2 n = collide::normalize(Vec2{-v.y, v.x});
  return n.y < 0 || (n.y == 0 && n.x < 0) ? -n : n;
}

// Whether edge `edge` of `owner` is where an axis the caption cites acts: of parallel edges,
// the one B reaches (the latest entry), leaves by (the earliest exit) or passes clear of.
bool SweptTest::decides(collide::AxisOwner owner, std::size_t edge) const {
  for (const captions::TimeOfImpactCited& c : cited())
    if (c.feature.owner == owner && c.feature.edge == static_cast<int>(edge)) return true;
  return false;
}

// The vertices the caption cites (no edge faces that way): a dot and its name in the deciding colour.
void SweptTest::draw_cited_vertex(figures::LabelLayout& layout, std::span<const Vec2> impact) const {
  for (const captions::TimeOfImpactCited& c : cited()) {
    const auto polygon = c.feature.owner == collide::AxisOwner::A ? a() : std::span<const Vec2>(impact);
    if (c.feature.vertex < 0 || static_cast<std::size_t>(c.feature.vertex) >= polygon.size()) continue;
    const Vec2 at = polygon[static_cast<std::size_t>(c.feature.vertex)];
    const std::string text = "vertex " + std::to_string(c.feature.vertex);
    layout.canvas().fill_circle(at, 5 * layout.canvas().pixel(), palette::deciding);
    layout.place(at, text, palette::deciding, TextSize::Small,
                 figures::offsets_around(layout.canvas(), at - average(polygon), text, TextSize::Small, 6));
  }
}

// The key: what draw() strokes, each only when drawn (the cited edges dashed and the cited
// vertices' dots, as draw_edges and draw_cited_vertex draw them).
std::vector<figures::LegendEntry> SweptTest::legend() const {
  using Mark = figures::LegendEntry::Mark;
  const collide::TimeOfImpactResult& r = trace_.result;
  std::vector<figures::LegendEntry> out{{palette::untested, "B at t = 1, where the step ends"}};
  if (r.hit) out.push_back({palette::shape_b, solid_b()});
  if (velocity() != Vec2{0, 0}) out.push_back({palette::line, "B's motion in one step", Mark::Arrow});
  bool edge = false;
  for (const auto& [owner, n] :
       {std::pair{collide::AxisOwner::A, a().size()}, std::pair{collide::AxisOwner::B, b().size()}})
    for (std::size_t i = 0; n > 2 && i < n; ++i) edge |= decides(owner, i);
  if (edge)
    out.push_back(
        {palette::deciding, r.hit ? "the edge where they first touch" : "the edge the verdict names", Mark::Dashed});
  for (const captions::TimeOfImpactCited& c : cited()) {
    const std::size_t n = c.feature.owner == collide::AxisOwner::A ? a().size() : b().size();
    if (c.feature.vertex >= 0 && static_cast<std::size_t>(c.feature.vertex) < n)
      out.push_back(
          {palette::deciding, r.hit ? "the vertex where they first touch" : "the vertex the verdict names", Mark::Dot});
  }
  return out;
}

// The edges' names (the caption and the table cite them), the cited ones dashed and placed first.
// `cited` picks which pass this is: the cited edges (must show) or the rest (left out when crowded).
void SweptTest::draw_edges(figures::LabelLayout& layout, std::span<const Vec2> polygon, collide::AxisOwner owner,
                           Color color, bool cited, const KeptOff& kept) const {
  Canvas& canvas = layout.canvas();
  if (polygon.size() <= 2) return;
  const int turn = collide::winding(polygon);  // once: each name's outer side follows from it
  // Past figures::kMaxShown edges, the cited ones and an even sample of the rest are named.
  std::vector<std::size_t> deciding;
  for (std::size_t i = 0; i < polygon.size(); ++i)
    if (decides(owner, i)) deciding.push_back(i);
  std::vector<std::size_t> named = deciding;
  // Round an outline too small for its names (under three text lines across), only the cited ones.
  if (!cited && !convex::room_for_edge_names(canvas, polygon)) return;
  if (!cited) {
    named = figures::shown_sample(polygon.size(), deciding);
    const bool of_a = owner == collide::AxisOwner::A;
    figures::draw_sample_note(layout, figures::sample_note("naming", named.size(), polygon.size(),
                                                           of_a ? "edges of A" : "edges of B"));
  }
  for (const std::size_t i : named) {
    const Vec2 p = polygon[i], q = polygon[(i + 1) % polygon.size()];
    const bool is_deciding = std::binary_search(deciding.begin(), deciding.end(), i);
    if (is_deciding != cited) continue;
    if (is_deciding) canvas.dashed_segment(p, q, palette::deciding, 5);
    const std::string name = captions::numbered("e", i);
    // First beside the edge on its outer side; then round that place, further out each time. A
    // double outline (B's, role_canvas.hpp) reaches a line's width further either way than a
    // single one: its names keep that much further off (B's "e3" sat on its outline).
    Vec2 out = collide::normalize(Vec2{q.y - p.y, p.x - q.x});  // outward for a counter-clockwise polygon
    if (turn < 0) out = -out;
    const Vec2 more = out * (RoleCanvas::doubled(color) ? double(RoleCanvas::side) : 0.0);
    const Vec2 first = convex::edge_label_offset(canvas, polygon, i, name, TextSize::Small, turn) + more;
    const Vec2 centre =
        first + Vec2{canvas.text_width(name, TextSize::Small) / 2, -Canvas::font_pixels(TextSize::Small) / 2};
    // Then on the outer side further along the edge (where B touches A, B's corner sits at the
    // middle of A's edge: A's name went in among B's), round the first place, and along the inner side.
    std::vector<Vec2> offsets = slid_along(canvas, p, q, std::span(&first, 1));
    offsets.insert(offsets.begin(), first);
    for (const float gap : {4.f, 16.f, 28.f}) {
      const auto around = figures::offsets_around(canvas, centre, name, TextSize::Small, gap);
      offsets.insert(offsets.end(), around.begin(), around.end());
    }
    const Vec2 inner = convex::edge_label_offset(canvas, polygon, i, name, TextSize::Small, -turn) - more;
    const auto inside = slid_along(canvas, p, q, std::span(&inner, 1));
    offsets.push_back(inner);
    offsets.insert(offsets.end(), inside.begin(), inside.end());
    // Off the motion's arrow (B's trailing edge's outer side is where the arrow leaves it) and
    // off the outlines where a place is (fast-objects 10's "e0" went round onto A's edge), and out
    // of the other shapes: the places clear of them first (tested against the edges in runs: a
    // 2,000-gon's), then the rest.
    const Vec2 at = (p + q) * 0.5;
    clear_first(canvas, at, offsets, name, TextSize::Small, kept);
    // Where a place clear of them all is, a body text's height and a quarter (20 pixels) from every
    // other label, ink to ink, as push-apart's names: B's "e0" 8 pixels before "t = 0.4" on one line
    // read "e0 t = 0.4" (fast-objects step 8). Else half a text height from them: names
    // closer read as one word ("e0e3").
    const Color ink = is_deciding ? palette::deciding : color;
    std::vector<Vec2> clear;
    for (const Vec2 o : offsets)
      if (clear_of(canvas, at, o, name, TextSize::Small, kept)) clear.push_back(o);
    if (!layout.place_clear(at, name, ink, TextSize::Small, clear, {}, Canvas::font_pixels(TextSize::Normal) * 1.25f))
      layout.place(at, name, ink, TextSize::Small, offsets, is_deciding, {}, Canvas::font_pixels(TextSize::Small) / 2);
  }
}

void SweptTest::draw(Canvas& canvas) const {
  if (!known_mode_) return convex::draw_warnings(canvas, short_);
  if (circle_mode() && valid_) {
    draw_swept_circle(canvas, a(), {circle(), velocity(), scrub()}, end(), circle_trace_, checks_.cited.at(0));
    return convex::draw_warnings(canvas, short_);
  }
  convex::draw_polygon(canvas, a(), palette::shape_a);
  if (!valid_) {
    if (circle_mode())
      canvas.circle(circle().c, circle().r, palette::shape_b, 2);
    else
      convex::draw_polygon(canvas, b(), palette::shape_b);
    convex::draw_warnings(canvas, short_);
    return;
  }
  const Vec2 v = velocity();
  const collide::TimeOfImpactResult& r = trace_.result;
  // B at t = 1 as a grey ghost, B at t = 0 faded, B at the scrubbed t as a thin outline.
  std::optional<AnswerPart> answer(canvas);  // where B goes and where it meets A
  canvas.polygon(moved(b(), v), palette::untested, 2);
  answer.reset();
  canvas.fill_polygon(b(), palette::shape_b.with_alpha(35));
  canvas.polygon(b(), palette::shape_b.with_alpha(110), 2);
  answer.emplace(canvas);
  if (scrub() > 0 && scrub() < 1) canvas.polygon(moved(b(), v * scrub()), palette::shape_b, 1);
  // B at the moment of impact, solid and touching A; its edges named there.
  const std::vector<Vec2> impact = r.hit ? moved(b(), v * r.toi) : moved(b(), Vec2{0, 0});
  if (r.hit) convex::draw_polygon(canvas, impact, palette::shape_b);
  answer.reset();
  // The motion: from B's middle to the draggable tip.
  const Vec2 from = average(b());
  if (v != Vec2{0, 0}) canvas.arrow(from, end(), palette::line, 3);
  figures::draw_point(canvas, end(), "", palette::line, 5);
  // Labels by importance: the cited edges, the names and times, then the other edge names. The
  // names go across the path, so the arrow does not run through them.
  figures::LabelLayout layout(canvas);
  // Presenter mode has no panel: the key comes into the figure, before the labels, clear of A,
  // B where it starts, stops and meets A, and the arrow.
  if (canvas.legend_in_figure()) {
    // An edge name's room: its 6-pixel gap, its line and the half line it keeps from other labels.
    const double room = (6 + 1.5 * Canvas::font_pixels(TextSize::Small) + 2) * canvas.pixel();
    figures::draw_legend(layout, figures::with_double_shape(legend(), "B", "A"),
                         std::vector<std::vector<Vec2>>{{a().begin(), a().end()},
                                                        {b().begin(), b().end()},
                                                        moved(b(), v),
                                                        impact,
                                                        {from, end()},
                                                        names_room(a(), room),
                                                        names_room(impact, room)});
  }
  // What every name keeps off: the motion's arrow and the outlines (in runs: a 2,000-gon's edges,
  // tested a run at a time), and the inside of the shapes it does not name.
  const std::vector<Vec2> shape_a(a().begin(), a().end()), start(b().begin(), b().end()), ghost = moved(b(), v);
  const std::vector<std::vector<Vec2>> lines{{from, end()}, shape_a, start, ghost, impact};
  const figures::OutlineRuns runs(lines);
  const std::vector<Vec2> none;  // a shape not drawn apart from another (no hit; no motion)
  const auto& hit = r.hit ? impact : none;
  const auto& moving = v != Vec2{0, 0} ? ghost : none;
  const std::vector<std::vector<Vec2>> but_a{start, ghost, hit}, but_b{shape_a, moving, r.hit ? start : none},
      but_start{shape_a, moving, hit}, but_impact{shape_a, start, ghost}, but_ghost{shape_a, start, hit};
  answer.emplace(canvas);  // the edges the caption cites
  draw_edges(layout, a(), collide::AxisOwner::A, palette::shape_a, true, {runs, but_a});
  draw_edges(layout, impact, collide::AxisOwner::B, palette::shape_b, true, {runs, but_b});
  draw_cited_vertex(layout, impact);
  answer.reset();
  // Across the path first, so the arrow does not run through them; else behind B, or the other way.
  const Vec2 across = across_path();
  const Vec2 behind = v == Vec2{0, 0} ? -across : -collide::normalize(v);
  const Vec2 b_sides[] = {across, -across, behind};
  name_beside(layout, b(), b_sides, "B", palette::shape_b, TextSize::Large, 8, true, {runs, but_start});
  answer.emplace(canvas);  // the time of impact
  if (r.hit && r.toi > 0) {
    const Vec2 sides[] = {-across, across};  // it sits where B meets A
    name_beside(layout, impact, sides, "t = " + captions::true_number(r.toi, 2), palette::deciding, TextSize::Normal, 8,
                true, {runs, but_impact});
  }
  answer.reset();
  const Vec2 a_sides[] = {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}};  // A's top-left corner first
  name_beside(layout, a(), a_sides, "A", palette::shape_a, TextSize::Large, 6, true, {runs, but_a});
  draw_cited_vertices(layout, checks_, std::array{a(), b()}, std::array{palette::shape_a, palette::shape_b});
  answer.emplace(canvas);
  // The ghost is grey and says "t = 1" in the panel's key too: its name may give way.
  const Vec2 ghost_sides[] = {across, -across};
  name_beside(layout, ghost, ghost_sides, "t = 1", palette::muted, TextSize::Normal, 8, false, {runs, but_ghost});
  draw_edges(layout, a(), collide::AxisOwner::A, palette::shape_a, false, {runs, but_a});
  draw_edges(layout, impact, collide::AxisOwner::B, palette::shape_b, false, {runs, but_b});
  answer.reset();
  convex::draw_warnings(canvas, short_);
}

// [SECTION] panel: the key, the notes and the table of axes (swept_axis_table)
// The panel's key to the figure: only what the figure draws (a miss has no solid B, t = 0 and
// t = 1 no thin one).
std::string SweptTest::key() const {
  const collide::TimeOfImpactResult& r = circle_mode() ? circle_trace_.result : trace_.result;
  std::string key = circle_mode()
                        ? "Faded: B at t = 0. Grey: the capsule B sweeps (B at t = 1 and the two tangent segments)."
                        : "Faded: B at t = 0. Grey: B at t = 1.";
  if (valid_ && r.hit) key += std::string(" Solid: ") + (circle_mode() ? "B when it first touches A" : solid_b()) + ".";
  if (scrub() > 0 && scrub() < 1) key += " Thin: B at the slider's t.";
  return key;
}

void SweptTest::panel() {
  bool changed = false;
  float t = static_cast<float>(scrub());
  if (ImGui::SliderFloat("t", &t, 0.f, 1.f, "t = %.2f")) state_.options[kTime] = t, changed = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("How far along the move B is drawn: 0 at the start, 1 at the end");
  if (known_mode_)
    prerequisites::mode_buttons(*this, circle_mode() ? kCircleMode : kPolygon, {"polygon B", "circle B"});
  if (circle_mode()) {
    wrapped_text(key());
    ImGui::TextWrapped(
        "The circle touches A when its centre's path comes within r of an edge or a vertex: the "
        "earliest such time is the time of impact.");
    // Why a row may say "never" while the circle lies across that edge: its rim reached a
    // corner first, then cut the edge, and never lay flat against it.
    ImGui::TextWrapped(
        "An edge's time: when the rim first lies against it side-on (a rim that cuts across it "
        "after a corner never does). A vertex's: when the rim first reaches it.");
    if (valid_) swept_circle_table(circle_trace_);
    if (changed) update();
    return;
  }
  wrapped_text(key());
  ImGui::TextWrapped(
      "On each axis the shadows overlap from an entry time to an exit time; all of them "
      "overlap from the latest entry to the earliest exit.");
  if (valid_) swept_axis_table(trace_, columns_);
  if (changed) update();
}

// [SECTION] printed and named: the times shown, the edges or vertices first touching
// The times the caption gives, in its order: the time of impact; the entry and the exit that
// never meet; the exit before the step; the entry after it and the step's end.
std::vector<Printed> SweptTest::printed() const {
  std::vector<Printed> out;
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  const std::string slider = slider_time(scrub());
  out.push_back({"panel", slider, "time", static_cast<double>(static_cast<float>(scrub())), "the t slider"});
  struct Said {
    const char* quantity;
    double value;
    const char* of;
  };
  std::vector<Said> said;  // the caption's times, in its order
  if (circle_mode()) {
    for (Printed& p : swept_circle_table_printed(circle_trace_)) out.push_back(std::move(p));
  } else {
    // Past figures::kMaxShown axes, a sample of the table's rows: always the ones the caption cites.
    std::vector<std::size_t> rows;
    for (const captions::TimeOfImpactCited& c : cited())
      if (c.axis >= 0) rows.push_back(static_cast<std::size_t>(c.axis));
    for (const int k : {trace_.result.deciding, trace_.result.earliest_exit})
      if (k >= 0) rows.push_back(static_cast<std::size_t>(k));
    for (const std::size_t k : figures::shown_sample(trace_.axes.size(), rows)) {
      const collide::TimeOfImpactAxis& s = trace_.axes[k];
      if (s.degenerate || s.overlap != collide::Overlap::Window) continue;  // words, not times
      const auto [entry, exit] = window_cells(s);
      const std::string name = captions::time_of_impact_axis_name(trace_.axes, static_cast<int>(k));
      const int axis = static_cast<int>(k) + 1;
      out.push_back({"table", entry, "time", s.entry, "entry on " + name, axis});
      out.push_back({"table", exit, "time", s.exit, "exit on " + name, axis});
    }
  }
  const collide::TimeOfImpactResult& r = circle_mode() ? circle_trace_.result : trace_.result;
  if (r.hit && r.toi > 0)
    out.push_back({"figure", captions::true_number(r.toi, 2), "toi", r.toi, "the label at B on impact"});
  out.push_back({"figure", "1", "time", 1, "the ghost's label (B at the step's end)"});
  for (const std::string& text : numbers_after(key(), "t = "))
    out.push_back({"panel", text, "time", text == "0" ? 0.0 : 1.0, "the key's B at the step's start or end"});
  if (r.hit) {
    if (r.overlapping_at_start)
      said = {{"time", 0, "the start"}, {"toi", 0, "the time of impact"}};
    else
      said = {{"toi", r.toi, "the time of impact"}};
  } else if (!circle_mode() && r.deciding >= 0 && r.miss != collide::TimeOfImpactMiss::Never) {
    const double entry = trace_.axes[static_cast<std::size_t>(r.deciding)].entry;
    const double exit = trace_.axes[static_cast<std::size_t>(r.earliest_exit)].exit;
    if (r.miss == collide::TimeOfImpactMiss::NotAllAtOnce)
      said = {{"time", entry, "the latest entry"}, {"time", exit, "the earliest exit"}};
    if (r.miss == collide::TimeOfImpactMiss::BeforeStep) said = {{"time", exit, "the earliest exit"}};
    if (r.miss == collide::TimeOfImpactMiss::AfterStep)
      said = {{"time", entry, "the latest entry"}, {"time", 1, "the step's end"}};
  }
  const std::vector<std::string> texts = numbers_after(caption(), "t = ");
  // "just after the step ends at t = 1" gives the step's end only; "only until a moment before"
  // gives no exit time: the times the caption does give, in order.
  if (r.miss == collide::TimeOfImpactMiss::AfterStep && !r.hit && texts.size() == 1 && said.size() == 2)
    said.erase(said.begin());
  for (std::size_t i = 0; i < texts.size() && i < said.size(); ++i)
    out.push_back({"caption", texts[i], said[i].quantity, said[i].value, said[i].of});
  return out;
}

// What the caption cites, each with its role: where B first touches A; the entry and the exit
// that never meet; the axis B never crosses. Circle mode: the edge or vertex the circle touches.
std::vector<Named> SweptTest::named() const {
  std::vector<Named> out;
  if (!valid_) return out;
  if (circle_mode()) {
    if (circle_trace_.contact_edge >= 0 || circle_trace_.contact_vertex >= 0)
      out.push_back({"first_touch", "A", circle_trace_.contact_edge, circle_trace_.contact_vertex});
    return out;
  }
  const collide::TimeOfImpactResult& r = trace_.result;
  for (const captions::TimeOfImpactCited& c : cited()) {
    const char* role = r.hit                                            ? "first_touch"
                       : r.miss == collide::TimeOfImpactMiss::Never     ? "stays_apart"
                       : r.miss == collide::TimeOfImpactMiss::AfterStep ? "first_touch_after_step"
                       : c.entry                                        ? "last_entry"
                                                                        : "first_exit";
    out.push_back(
        {role, c.feature.owner == collide::AxisOwner::B ? "B" : "A", c.feature.edge, c.feature.vertex, c.axis + 1});
  }
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_swept_test() { return std::make_unique<SweptTest>(); }

}  // namespace lab::response
