// Concave polygons › Where the separating axis theorem breaks.
// Drag the square in and out of the C's notch, or reshape the C.
// Notice: in the notch nothing touches, yet every shadow overlaps: a concave shape's shadow is its
// rubber band's shadow, so SAT says "collide" while the edge tests say "apart".
//
// Index of this file:
//   [SECTION] helpers: parallel axes grouped
//   [SECTION] state: the C, the square in its notch, the turned C
//   [SECTION] update: SAT and the edge tests on the same shapes
//   [SECTION] draw: the key, warnings, notes, names, the rubber band, the axes and their shadows
//   [SECTION] panel: the two count lines, the ray casts when no edge pair crossed
//   [SECTION] caption: SAT's verdict beside the edge tests'
//   [SECTION] printed and named: the table's shadows and amounts, the axis dashed
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <map>
#include <optional>
#include <cmath>
#include <span>
#include <string_view>

#include <glm/common.hpp>

#include "captions/concave_sat.hpp"
#include "captions/text.hpp"
#include "captions/convex.hpp"
#include "collide/concave.hpp"
#include "collide/fast/first_crossing.hpp"
#include "collide/hull.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/accel/sat_memo.hpp"
#include "collide/sat.hpp"
#include "collide/segment.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "convex/sat_printed.hpp"
#include "figures/cited_vertices.hpp"
#include "figures/draw.hpp"
#include "figures/edge_index.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "figures/sampling.hpp"
#include "figures/sat_figure.hpp"
#include "figures/sat_walk.hpp"
#include "scene.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"
#include "role_canvas.hpp"

namespace lab::concave {
namespace {
// [SECTION] helpers: parallel axes grouped

constexpr const char* kShowHull = "show_hull";
constexpr const char* kShowAxes = "show_axes";


// Axes in the same or the opposite direction: their shadows are the same, mirrored. The trace
// says which earlier axis each one is parallel to (exactly, from the edges), so a group is the
// first axis of a direction and every later one that names it.
struct AxisGroup {
  std::vector<int> steps;  // indices into the trace, book order
  bool gap = false;
  bool deciding = false;
};

std::vector<AxisGroup> group_parallel(const collide::SatTrace& trace) {
  std::vector<AxisGroup> groups;
  std::vector<int> group_of(trace.steps.size(), -1);  // step → its group, for the first of each
  for (std::size_t i = 0; i < trace.steps.size(); ++i) {
    const auto& s = trace.steps[i];
    if (!s.tested || s.unit == Vec2{0, 0}) continue;
    const int first = s.parallel_to >= 0 ? s.parallel_to : static_cast<int>(i);
    int& g = group_of[static_cast<std::size_t>(first)];
    if (g < 0) {
      g = static_cast<int>(groups.size());
      groups.emplace_back();
    }
    AxisGroup& group = groups[static_cast<std::size_t>(g)];
    group.steps.push_back(static_cast<int>(i));
    group.gap = group.gap || s.gap;
    group.deciding = group.deciding || static_cast<int>(i) == trace.result.deciding;
  }
  return groups;
}

/// One direction of parallel axes as the figure draws it (group: one of draw_axes's groups).
struct Direction {
  const AxisGroup* group;
  std::vector<int> tried, untried;  // the group's axes reached so far, by whether the test tried them
  bool current, deciding;
  Vec2 origin, unit, side;
  collide::Interval a, b;
};

// "axis #2", "axes #2, #4, #6": the axes' numbers as the panel's table counts them (from 1).
std::string axis_list(const std::vector<int>& steps) {
  std::string text = steps.size() == 1 ? "axis " : "axes ";
  for (std::size_t k = 0; k < steps.size(); ++k) text += (k ? ", #" : "#") + std::to_string(steps[k] + 1);
  return text;
}

class SatBreaks final : public Scene {
 public:
  // [SECTION] state: the C, the square in its notch, the turned C
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 centre) {
      SceneState s = c_and_square(centre);
      s.options[kShowHull] = 1;
      s.options[kShowAxes] = 1;
      figures::add_sat_options(s);
      s.options[figures::sat_option::all_axes] = 1;  // the point here: every axis overlaps
      return s;
    };
    return {{"Square in the notch: SAT is fooled", make(kInNotch)},
            {"Square pulled out: both say apart", make(kPulledOut)},
            {"Square on the arm: both say collide", make(kOnTheArm)},
            {"C turned: 4 directions, all overlap, yet apart", turned(make(kInNotch))}};
  }

  // The C turned by about 37° (and scaled by 5/4) with the square upright in its notch: the
  // axes now run in four directions, not two, and every one of them still overlaps. The turn is
  // (x, y) → (4x − 3y, 3x + 4y) / 4, so every corner stays a multiple of 1/8 (exact in binary)
  // and the C's parallel edges stay exactly parallel.
  static SceneState turned(SceneState s) {
    for (Vec2& p : s.shape("C").points) p = Vec2{4 * p.x - 3 * p.y, 3 * p.x + 4 * p.y} / 4.0;
    // The notch's middle (1, 0) goes to (1, 0.75); the square, upright, is turned −37° in the
    // C's own frame and fits: its corners are 0.38 or more inside the notch.
    s.shape("square").points = {{0, -0.25}, {2, -0.25}, {2, 1.75}, {0, 1.75}};
    return s;
  }

  // [SECTION] update: SAT and the edge tests on the same shapes
  void update() override {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    runs_.clear();
    groups_.clear();
    edges_ = {};
    hull_.clear();
    problems_.clear();
    cited_.clear();
    const PolygonCheck c_check = check_concave_polygon("C", c);
    problems_ = c_check.problems;
    valid_ = c_check.usable;
    if (auto bad = collide::check_polygon("square", square)) {
      problems_.push_back(*bad);
      valid_ = false;
    }
    if (!valid_) return;
    if (auto bad = collide::check_convex("square", square)) {
      problems_.push_back(*bad);
      cited_ = figures::cited_vertices(collide::convexity(square));
    }

    // SAT exactly as the convex chapter runs it: the tally tries every axis, the walk exits early.
    collide::quick::convex_polygons_collide(c, square, figures::tally_options(state_), runs_.all, memo_);
    // The walk is read from the tally: the same axes in the same order, up to the first gap.
    if (figures::walk_is_tally(runs_, state_))
      runs_.walked = runs_.all;
    else
      figures::stopped_at_first_gap(runs_.all, runs_.walked);
    groups_ = group_parallel(runs_.all);  // read by the figure, the key and the caption
    // The book's edge test, counted (first_crossing.hpp): the same first pair and count
    // without a list of every pair tried, so a big outline stays quick.
    edges_ = collide::count_edge_pairs(c, square);
    hull_ = collide::convex_hull(c);  // the rubber band, a figure aid: no verdict reads it
  }

  bool agree() const { return runs_.all.result.collide == edges_.collide; }

  // [SECTION] draw: the key, warnings, notes, names, the rubber band, the axes and their shadows
  void draw(Canvas& canvas) const override {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    if (valid_ && state_.flag(kShowHull)) {
      const AnswerPart answer(canvas);  // what SAT sees: the explanation of its answer
      draw_rubber_band(canvas);
    }
    figures::OutlineStyle c_style;
    c_style.color = palette::shape_a;
    c_style.fill = palette::shape_a.with_alpha(90);
    c_style.width = 2.5f;
    figures::draw_outline(canvas, c, c_style);
    figures::OutlineStyle square_style;
    square_style.color = palette::shape_b;
    square_style.fill = palette::shape_b.with_alpha(90);
    square_style.width = 2.5f;
    figures::draw_outline(canvas, square, square_style);
    // The warnings first, wrapped to the view, so every later text keeps off them.
    std::vector<std::vector<Vec2>> taken = warning_boxes(canvas);
    notes_ = taken;  // the notes never go over them, not even when nothing else is clear
    if (!valid_) return;
    // Where the axes go, once a frame: the key keeps off their bars, then they are drawn.
    std::size_t reached = 0;  // directions the figure would show, sampled or not
    const std::vector<Direction> directions = state_.flag(kShowAxes) ? place_directions(canvas, groups_, reached)
                                                                     : std::vector<Direction>{};
    const std::optional<figures::PlacedKey> key = place_legend_in_figure(canvas, taken, directions);
    // The outlines' edges in a grid once per frame: every place tried for a text tests the edges
    // near it, not all of both outlines (issue 15).
    index_strokes(canvas);
    // Every text is placed clear of the texts before it (their boxes go into `taken`): first the
    // axes' names (beside their bars, the hardest to place), then the edges' names the table and
    // the caption cite, then the notes.
    // The notes on what the figure leaves out come next, under the warnings: placed after the
    // axes' names, they found no clear line on a crowded left edge and covered one.
    place_edge_notes(canvas, taken);
    std::optional<AnswerPart> answer(canvas);  // the axes, the note, the edges' names
    if (state_.flag(kShowAxes)) {
      const std::size_t before = taken.size();
      draw_axes(canvas, taken, directions, reached);
      // The axes' names as ink: a green one's frame reaches past its words, and later words keep
      // their gaps from the frame.
      for (std::size_t k = before; k < taken.size(); ++k) {
        const figures::LabelBox b = bounds(taken[k]);
        const double x = RoleCanvas::frame_reach * canvas.pixel(), y = RoleCanvas::frame_width / 2 * canvas.pixel();
        taken[k] = {{b.x0 - x, b.y0 - y}, {b.x1 + x, b.y0 - y}, {b.x1 + x, b.y1 + y}, {b.x0 - x, b.y1 + y}};
      }
    }
    // After the axes: where the key must lie on the dashed axis, its card covers the line.
    if (key) figures::draw_placed_legend(canvas, *key);
    answer.reset();
    draw_square_name(canvas, taken);
    draw_cited_vertices(canvas, taken);
    answer.emplace(canvas);
    // The note before the edge names: they are left out where it sits, never the other way.
    if (!agree() && !square.empty()) draw_fooled_note(canvas, taken);
    EdgeNamesPlaced placed;  // the square's "e3" keeps apart from the C's "e3"
    draw_edge_names(canvas, c, palette::shape_a, taken, placed, false);
    draw_edge_names(canvas, square, palette::shape_b, taken, placed, true);
    answer.reset();
    draw_names(canvas, taken);
  }

  // The key, in a corner of the figure clear of the shapes and the warnings (at the desk and
  // presenting: its swatches carry the figure's second channels), and of the dashed axis's line
  // where a corner is (else drawn on a card over it, after the axes); its box joins `taken`, so
  // later texts keep off it.
  std::optional<figures::PlacedKey> place_legend_in_figure(Canvas& canvas, std::vector<std::vector<Vec2>>& taken,
                                                           const std::vector<Direction>& directions) const {
    figures::LabelLayout layout(canvas);
    // The texts before it (the warnings) are the layout's: the key never covers them.
    for (const std::vector<Vec2>& box : taken) {
      figures::LabelBox b{box[0].x, box[0].y, box[0].x, box[0].y};
      for (Vec2 p : box) b = {std::min(b.x0, p.x), std::min(b.y0, p.y), std::max(b.x1, p.x), std::max(b.y1, p.y)};
      layout.take(b);
    }
    const std::size_t texts_before = layout.boxes().size();
    std::vector<std::vector<Vec2>> avoid = taken;
    avoid.push_back(state_.shape("C").points);
    avoid.push_back(state_.shape("square").points);
    // The shadow bars are placed beside the shapes whatever the key does: the key keeps off them.
    std::vector<std::vector<Vec2>> rather;  // the dashed axis runs across the whole view
    for (const Direction& d : directions) {
      add_bars(canvas, d, avoid);
      if (d.deciding) rather.push_back(figures::line_in_view(canvas, d.origin, d.origin + d.unit));
    }
    std::optional<figures::PlacedKey> key = figures::place_legend(layout, legend(), avoid, TextSize::Normal, rather);
    for (std::size_t i = texts_before; i < layout.boxes().size(); ++i) {
      const figures::LabelBox& b = layout.boxes()[i];
      taken.push_back({{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}});
    }
    return key;
  }

  // The SAT figures' key; with no gap the dashed axis decided nothing: it is the least push-out.
  std::vector<figures::LegendEntry> legend() const {
    std::vector<figures::LegendEntry> entries = figures::sat_legend_entries(roles(), "square", "C");
    if (runs_.all.result.collide)
      for (figures::LegendEntry& e : entries)
        if (e.mark == figures::LegendEntry::Mark::Dashed) e.words = "dashed vermillion: least push-out";
    return entries;
  }

  // Draws the warnings across the top of the view and returns their boxes as outlines.
  std::vector<std::vector<Vec2>> warning_boxes(Canvas& canvas) const {
    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, problems_);
    std::vector<std::vector<Vec2>> boxes;
    for (const auto& b : layout.boxes()) boxes.push_back({{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}});
    return boxes;
  }

  // The outlines a text should keep clear of: the C, the square, the rubber band if shown.
  std::vector<std::vector<Vec2>> outlines() const {
    std::vector<std::vector<Vec2>> lines{state_.shape("C").points, state_.shape("square").points};
    if (state_.flag(kShowHull) && hull_.size() >= 3) lines.push_back(hull_);
    return lines;
  }

  // Draws `text` at the first of `offsets` in view and clear of the strokes and of `taken`,
  // else (unless `strict`) the first clear of `taken`, else (unless `optional`: then nothing) the
  // first; adds its box to `taken`.
  void place(Canvas& canvas, Vec2 at, const std::vector<Vec2>& offsets, std::string_view text, Color color,
             TextSize size, std::vector<std::vector<Vec2>>& taken, bool optional = false, float gap = 2,
             bool strict = false) const {
    const std::string_view rows[] = {text};
    place_rows(canvas, at, offsets, rows, color, size, taken, optional, gap, strict);
  }

  // place() for a block of rows one under another: each offset is the first row's, the others
  // follow a line lower, and the whole block must be clear; each row's box joins `taken`.
  // With `strict`, only a place clear of the strokes too, else nothing. Whether it was drawn.
  bool place_rows(Canvas& canvas, Vec2 at, const std::vector<Vec2>& offsets, std::span<const std::string_view> rows,
                  Color color, TextSize size, std::vector<std::vector<Vec2>>& taken, bool optional = false,
                  float gap = 2, bool strict = false) const {
    const double line = Canvas::font_pixels(size) + 3;
    auto each_row = [&](Vec2 o, auto&& test) {
      for (std::size_t k = 0; k < rows.size(); ++k)
        if (!test(o - Vec2{0, line * static_cast<double>(k)}, rows[k])) return false;
      return true;
    };
    auto clear_of_lines = [&](Vec2 o, bool axes) {
      return each_row(o, [&](Vec2 r, std::string_view text) {
        return !on_strokes(canvas, at, r, text, size, color, axes);
      });
    };
    const figures::OutlineRuns placed(taken);  // a box a text, one test each: the same answers
    auto clear_of_taken = [&](Vec2 o) {
      return each_row(o, [&](Vec2 r, std::string_view text) {
        return figures::label_in_view(canvas, at, r, text, size) &&
               !placed.crosses(ink_rect(canvas, at, r, text, size, color, gap));
      });
    };
    // Clear of the strokes and the grid's axes, else of the strokes (on an axis, broken round it).
    auto pick = std::find_if(offsets.begin(), offsets.end(),
                             [&](Vec2 o) { return clear_of_taken(o) && clear_of_lines(o, true); });
    if (pick == offsets.end())
      pick = std::find_if(offsets.begin(), offsets.end(),
                          [&](Vec2 o) { return clear_of_taken(o) && clear_of_lines(o, false); });
    if (pick == offsets.end() && !strict) pick = std::find_if(offsets.begin(), offsets.end(), clear_of_taken);
    if (pick == offsets.end() && optional) return false;
    const Vec2 offset = pick != offsets.end() ? *pick : offsets.front();
    for (std::size_t k = 0; k < rows.size(); ++k) {
      const Vec2 o = offset - Vec2{0, line * static_cast<double>(k)};
      canvas.label(at, rows[k], color, size, o);
      // Its ink: a framed word's frame too, so the gaps later words keep are from ink to ink.
      const collide::Rect r = ink_rect(canvas, at, o, rows[k], size, color, 0);
      taken.push_back({{r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}, {r.x + r.w, r.y}, {r.x, r.y}});
    }
    return true;
  }

  // The ink of `text` at `at` + `o` in `color` (a framed word's frame too), grown by `grow` pixels.
  static collide::Rect ink_rect(const Canvas& canvas, Vec2 at, Vec2 o, std::string_view text, TextSize size,
                                Color color, double grow) {
    const figures::LabelBox b = figures::ink_box(canvas, figures::label_box(canvas, at, o, text, size), color);
    const double g = grow * canvas.pixel();
    return {b.x0 - g, b.y0 - g, b.x1 - b.x0 + 2 * g, b.y1 - b.y0 + 2 * g};
  }

  // The strokes a word keeps kClear pixels from, as drawn, indexed once a frame: the C's line and
  // the rubber band's (2.5 and 2 pixels wide: 1.25 either side at most), the square's double line
  // (3.75 either side), and the grid's axes (1.5 pixels, darker than the grid: a word on the x
  // axis reads struck through, the grid breaking the line only under its letters).
  static constexpr double kClear = 3;
  static constexpr float kNamesApart = Canvas::font_pixels(TextSize::Normal) * 0.75f;
  void index_strokes(const Canvas& canvas) const {
    strokes_.clear();
    const double cell = 48 * canvas.pixel();
    std::vector<std::vector<Vec2>> thin = outlines();
    const std::vector<std::vector<Vec2>> square{thin[1]};
    thin.erase(thin.begin() + 1);
    strokes_.push_back(
        {figures::EdgeIndex(thin, cell), RoleCanvas::stroke_reach(palette::shape_a, 2.5f), false, false});
    strokes_.push_back(
        {figures::EdgeIndex(square, cell), RoleCanvas::stroke_reach(palette::shape_b, 2.5f), false, false});
    const std::vector<std::vector<Vec2>> x_axis{figures::line_through_view(canvas, {0, 0}, {1, 0})};
    const std::vector<std::vector<Vec2>> y_axis{figures::line_through_view(canvas, {0, 0}, {0, 1})};
    strokes_.push_back({figures::EdgeIndex(x_axis, cell), 0.75, true, false});
    strokes_.push_back({figures::EdgeIndex(y_axis, cell), 0.75, true, true});
  }

  // Whether the ink of `text` at `at` + `o` comes within kClear pixels of a stroke as drawn. The
  // y axis only for a word of one part (an edge number, a shape's name): a longer one across the
  // C's middle would leave its place, and the grid breaks the upright line above and below it.
  // Without `axes`, the outlines' strokes alone.
  bool on_strokes(const Canvas& canvas, Vec2 at, Vec2 o, std::string_view text, TextSize size, Color color,
                  bool axes = true) const {
    const bool short_word = text.find(' ') == std::string_view::npos;
    return std::any_of(strokes_.begin(), strokes_.end(), [&](const Strokes& s) {
      return (axes || !s.axis) && (short_word || !s.short_words_only) &&
             s.edges.crosses(ink_rect(canvas, at, o, text, size, color, s.reach + kClear));
    });
  }

  // A note on what the figure leaves out, down the view's left edge from the top.
  // The lines the warnings and the notes before fill are skipped: place() falls back to the
  // first line left when no line is clear of everything (a big outline's axes crowd the left
  // edge), and a note drawn there hid a warning or another note.
  void place_note(Canvas& canvas, std::string_view note, std::vector<std::vector<Vec2>>& taken) const {
    const collide::Rect view = canvas.view();
    const Vec2 corner{view.x, view.y + view.h};
    std::vector<Vec2> offsets;
    for (int line = 0; offsets.size() < 12 && line < 48; ++line) {
      const Vec2 o{8, -8 - line * (Canvas::font_pixels(TextSize::Normal) + 6)};
      if (!figures::label_crosses(canvas, corner, o, note, TextSize::Normal, notes_, 2)) offsets.push_back(o);
    }
    if (offsets.empty()) offsets.push_back({8, -8});
    // Always drawn: without it a reader would take the sample for the whole.
    place(canvas, corner, offsets, note, palette::muted, TextSize::Normal, taken);
    notes_.push_back(taken.back());
  }

  // "e0", "e1", … beside each edge's middle, on its outer side (as the panel's table and the
  // caption name them), or further out or on the inner side when that place is taken.
  // Past figures::kMaxShown edges, only named_edges() are named, and place_edge_notes says how many.
  using EdgeNamesPlaced = std::map<std::string, std::vector<figures::LabelBox>, std::less<>>;

  // The edges of an n-edge outline whose names are drawn: the one the caption cites (the first
  // pair that crosses) and, past figures::kMaxShown, an even sample.
  std::vector<std::size_t> named_edges(std::size_t n, bool of_square) const {
    std::vector<std::size_t> cited;
    if (edges_.edge_a >= 0) cited.push_back(static_cast<std::size_t>(of_square ? edges_.edge_b : edges_.edge_a));
    return figures::shown_sample(n, cited);
  }

  // "naming 24 of 2,000 edges of C", and of the square, under the warnings (nothing at all when
  // every edge is named). Placed before the axes' names, which then keep off them.
  void place_edge_notes(Canvas& canvas, std::vector<std::vector<Vec2>>& taken) const {
    for (const bool of_square : {false, true}) {
      const std::size_t n = state_.shape(of_square ? "square" : "C").points.size();
      const std::string note = figures::sample_note("naming", named_edges(n, of_square).size(), n,
                                                    of_square ? "edges of the square" : "edges of C");
      if (!note.empty()) place_note(canvas, note, taken);
    }
  }

  void draw_edge_names(Canvas& canvas, const std::vector<Vec2>& polygon, Color color,
                       std::vector<std::vector<Vec2>>& taken, EdgeNamesPlaced& placed, bool of_square) const {
    const std::size_t n = polygon.size();
    double twice_area = 0;
    for (std::size_t i = 0; i < n; ++i) twice_area += collide::cross(polygon[i], polygon[(i + 1) % n]);
    const double outward = twice_area >= 0 ? 1 : -1;  // the right of each edge, counter-clockwise
    // Round an outline too small for its names, only the edge the caption cites.
    std::vector<std::size_t> named = named_edges(n, of_square);
    if (!convex::room_for_edge_names(canvas, polygon))
      std::erase_if(named,
                    [&](std::size_t i) { return static_cast<int>(i) != (of_square ? edges_.edge_b : edges_.edge_a); });
    for (std::size_t i : named) {
      const Vec2 p = polygon[i], q = polygon[(i + 1) % n];
      const Vec2 out = Vec2{q.y - p.y, p.x - q.x} * outward;
      const std::string name = "e" + std::to_string(i);
      // Just clear of the edge's stroke as drawn (a framed name's frame too), then 10 pixels further.
      const float near = static_cast<float>(RoleCanvas::stroke_reach(color, 2.5f) + kClear + 0.5 +
                                            (RoleCanvas::doubled(color) ? RoleCanvas::frame_reach : 0));
      std::vector<Vec2> offsets;
      for (float gap : {near, near + 10})
        offsets.push_back(figures::offset_away(canvas, out, name, TextSize::Small, gap));
      for (float gap : {near, near + 10})
        offsets.push_back(figures::offset_away(canvas, -out, name, TextSize::Small, gap));
      const Vec2 along = q - p;
      // Slid along the edge by half its width and 10 pixels, either way, outside then inside: off
      // the grid's axis where it crosses the edge's middle (the C's e0 and e6 at x = 0).
      const Vec2 slide = collide::normalize(along) * (canvas.text_width(name, TextSize::Small) / 2 + 10);
      for (const Vec2 side : {out, -out})
        for (const Vec2 by : {slide, -slide})
          offsets.push_back(figures::offset_away(canvas, side, name, TextSize::Small, near) + by);
      // Along the edge too, either way, outside then inside, when its middle is crowded.
      const Vec2 slant = along * (0.8 / std::max(1e-300, std::hypot(along.x, along.y)) * std::hypot(out.x, out.y));
      for (Vec2 d : {out + slant, out - slant, -out + slant, -out - slant})
        offsets.push_back(figures::offset_away(canvas, d, name, TextSize::Small, 30));
      const bool cited = static_cast<int>(i) == (of_square ? edges_.edge_b : edges_.edge_a);
      // The caption's edge is always named: further out, past a stroke beside it, before any place
      // on one (the square's e1 half a unit from the C's e1, on the arm).
      if (cited)
        for (float gap : {near + 24, near + 40, near + 56})
          offsets.push_back(figures::offset_away(canvas, out, name, TextSize::Small, gap));
      place_apart(canvas, (p + q) * 0.5, offsets, name, color, taken, placed, cited);
    }
  }

  // An edge's name as place() puts it, preferring the places apart from the other shape's edge
  // of the same name (figures::apart_from_namesakes); each name placed is kept in `placed`.
  void place_apart(Canvas& canvas, Vec2 at, std::vector<Vec2> offsets, const std::string& name, Color color,
                   std::vector<std::vector<Vec2>>& taken, EdgeNamesPlaced& placed, bool cited) const {
    auto& same = placed[name];
    std::stable_partition(offsets.begin(), offsets.end(), [&](Vec2 o) {
      return figures::apart_from_namesakes(canvas, figures::label_box(canvas, at, o, name, TextSize::Small),
                                           TextSize::Small, same);
    });
    const std::size_t before = taken.size();
    // 12 pixels (0.75 of a body-text height, as push-apart keeps its names) from every other text,
    // ink to ink: "e3", "square" and "e1" 4 pixels apart in one row read as one phrase.
    // Never on a stroke: left out where no place is clear of them (the caption's cited edge aside).
    place(canvas, at, offsets, name, color, TextSize::Small, taken, true, kNamesApart, !cited);
    if (taken.size() == before) return;
    const std::vector<Vec2>& box = taken.back();  // top-left, top-right, bottom-right, bottom-left
    same.push_back({box[0].x, box[2].y, box[2].x, box[0].y});
  }

  // The shapes' names and the rubber band's: beside the C's top-left corner or round the hull, the
  // band's beside its dashed line first; the square's name in it or beside it.
  void draw_names(Canvas& canvas, std::vector<std::vector<Vec2>>& taken) const {
    const auto& c = state_.shape("C").points;
    const auto& ring = hull_.size() >= 3 ? hull_ : c;
    auto extreme = [&](const std::vector<Vec2>& points, Vec2 d) {
      return *std::max_element(points.begin(), points.end(),
                               [&](Vec2 a, Vec2 b) { return collide::dot(a, d) < collide::dot(b, d); });
    };
    // Round the outline: above its top, left of its leftmost corner, below, right.
    auto around = [&](std::string_view text, TextSize size) {
      std::vector<std::pair<Vec2, Vec2>> places;  // (anchor, offset)
      for (float gap : {8.f, 40.f, 80.f})
        for (Vec2 d : {Vec2{0, 1}, Vec2{-1, 0}, Vec2{0, -1}, Vec2{1, 0}, Vec2{-1, 1}, Vec2{1, 1}})
          places.push_back({extreme(ring, d), figures::offset_away(canvas, d, text, size, gap)});
      return places;
    };
    for (const auto& name : {std::pair<std::string_view, TextSize>{"C", TextSize::Large},
                             {"rubber band: all SAT sees", TextSize::Normal}}) {
      const std::string_view text = name.first;  // not a structured binding: clang 14 cannot capture one
      const TextSize size = name.second;
      if (text != "C" && !(state_.flag(kShowHull) && hull_.size() >= 3)) continue;
      if (text != "C" && name_band_at_mouth(canvas, taken)) continue;
      const auto places = around(text, size);
      // One anchor per try: the first place clear of everything, else of the other texts.
      auto clear = [&](std::size_t k, bool of_lines) {
        const auto& [at, o] = places[k];
        return figures::label_in_view(canvas, at, o, text, size) &&
               !figures::label_crosses(canvas, at, o, text, size, taken, 2) &&
               !(of_lines && on_strokes(canvas, at, o, text, size, text == "C" ? palette::shape_a : palette::text));
      };
      std::size_t best = places.size();
      for (std::size_t k = 0; k < places.size() && best == places.size(); ++k)
        if (clear(k, true)) best = k;
      for (std::size_t k = 0; k < places.size() && best == places.size(); ++k)
        if (clear(k, false)) best = k;
      // The rubber band's name is a figure aid (the panel names it too): left out when nothing fits.
      if (best == places.size() && text != "C") continue;
      if (best == places.size()) best = 0;
      std::optional<AnswerPart> answer;
      if (text != "C") answer.emplace(canvas);
      place(canvas, places[best].first, {places[best].second}, text, text == "C" ? palette::shape_a : palette::text,
            size, taken);
    }
  }

  // The rubber band's name beside the dashed line it names (across the C's widest dent), clear of
  // every outline and text: in full, else its first words where the view is too narrow for all
  // (800 × 600 presenting); by the line's middle, else further along it (the note on the square
  // may stand by the middle); off the C (it lay on the C's arm and read as the C's name).
  // Returns whether it was drawn; else draw_names puts it round the band.
  bool name_band_at_mouth(Canvas& canvas, std::vector<std::vector<Vec2>>& taken) const {
    const auto mouth = widest_dent_mouth();
    if (!mouth || strokes_.empty()) return false;
    for (const std::string_view text : {"rubber band: all SAT sees", "rubber band"})
      for (const float gap : {8.f, 24.f})
        for (const double t : {0.5, 0.75, 0.25, 0.9, 0.1})
          for (const Vec2 o : figures::offsets_around(canvas, mouth->out, text, TextSize::Normal, gap))
            if (const Vec2 at = mouth->p + (mouth->q - mouth->p) * t;
                figures::label_in_view(canvas, at, o, text, TextSize::Normal) &&
                !on_c(figures::label_box(canvas, at, o, text, TextSize::Normal)) &&
                !figures::label_crosses(canvas, at, o, text, TextSize::Normal, taken, 2) &&
                !on_strokes(canvas, at, o, text, TextSize::Normal, palette::text)) {
              const AnswerPart answer(canvas);
              place(canvas, at, {o}, text, palette::text, TextSize::Normal, taken);
              return true;
            }
    return false;
  }

  // Whether a text's box has its middle inside the C.
  bool on_c(const figures::LabelBox& box) const {
    return collide::point_in_polygon({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}, state_.shape("C").points);
  }

  // The rubber band's longest stretch off the C (the dashed line across the notch, from p to q:
  // the part of a side of the band between the C's corners on it) and the way out of the band
  // there; none when the C is convex.
  struct Mouth {
    Vec2 p, q, out;
  };
  std::optional<Mouth> widest_dent_mouth() const {
    const auto& c = state_.shape("C").points;
    Vec2 centre{0, 0}, lo = hull_.front(), hi = lo;
    for (Vec2 p : hull_) centre += p / static_cast<double>(hull_.size()), lo = glm::min(lo, p), hi = glm::max(hi, p);
    const double tolerance = 1e-9 * std::max(hi.x - lo.x, hi.y - lo.y);
    // Only an edge whose box comes within the tolerance (and the closest point's rounding) of `p`
    // can pass: the C's edges in runs skip the rest (a 2,000-star's hull has 1,000 edges).
    const std::vector<std::vector<Vec2>> outline{c};
    const figures::OutlineRuns runs(outline);
    auto on_c = [&](Vec2 p) {
      const double reach = 2 * tolerance + 8 * DBL_EPSILON * (std::fabs(p.x) + std::fabs(p.y));
      const collide::Rect box{p.x - reach, p.y - reach, 2 * reach, 2 * reach};
      return runs.any_edge(box, [&](Vec2 a, Vec2 b) {
        if (std::max(a.x, b.x) < box.x || std::min(a.x, b.x) > box.x + box.w || std::max(a.y, b.y) < box.y ||
            std::min(a.y, b.y) > box.y + box.h)
          return false;
        return collide::distance_squared(p, collide::closest_point_on_segment(p, a, b)) <= tolerance * tolerance;
      });
    };
    std::optional<Mouth> widest;
    double longest = 0;
    for (std::size_t i = 0; i < hull_.size(); ++i) {
      const Vec2 p = hull_[i], q = hull_[(i + 1) % hull_.size()], mid = (p + q) * 0.5;
      if (collide::distance_squared(p, q) <= longest || on_c(mid)) continue;  // shorter, or the C's own edge
      longest = collide::distance_squared(p, q);
      const Vec2 normal{q.y - p.y, p.x - q.x};
      widest = Mouth{p, q, collide::dot(normal, mid - centre) >= 0 ? normal : -normal};
    }
    if (!widest) return widest;
    // The hull drops the C's corners on its side (the C's (3, ±1.5) on the side x = 3): the
    // mouth runs between the nearest of them either side of the middle.
    const Vec2 p = widest->p, d = widest->q - widest->p;
    double from = 0, to = 1;
    for (Vec2 v : c) {
      const double t = collide::dot(v - p, d) / collide::dot(d, d);
      if (t <= 0 || t >= 1 || collide::distance_squared(v, p + d * t) > tolerance * tolerance) continue;
      if (t < 0.5) from = std::max(from, t);
      if (t > 0.5) to = std::min(to, t);
    }
    widest->p = p + d * from, widest->q = p + d * to;
    return widest;
  }

  // The square's name in its middle when it fits inside, else beside it: over a square smaller
  // than the word it hid the square.
  void draw_square_name(Canvas& canvas, std::vector<std::vector<Vec2>>& taken) const {
    const auto& square = state_.shape("square").points;
    if (square.empty()) return;
    Vec2 mid{0, 0};
    for (Vec2 p : square) mid += p / static_cast<double>(square.size());
    const std::vector<std::vector<Vec2>> outline{square};
    std::vector<Vec2> offsets;
    // Inside: in the middle, else a row higher or lower (the grid's x axis can run through the middle).
    const double h = Canvas::font_pixels(TextSize::Normal);
    for (const double rise : {0.0, h / 2 + 5, -h / 2 - 5})
      if (const Vec2 inside{-canvas.text_width("square", TextSize::Normal) / 2, h / 2 + rise};
          !figures::label_crosses(canvas, mid, inside, "square", TextSize::Normal, outline, 3))
        offsets.push_back(inside);
    // Beside it: past its farthest corner from the middle, then farther out.
    double reach = 0;
    for (Vec2 p : square) reach = std::max(reach, std::hypot(p.x - mid.x, p.y - mid.y) / canvas.pixel());
    for (double gap : {reach + 8, reach + 24, reach + 48})
      for (Vec2 d : {Vec2{1, -1}, Vec2{-1, -1}, Vec2{1, 1}, Vec2{-1, 1}, Vec2{0, -1}, Vec2{0, 1}})
        offsets.push_back(figures::offset_away(canvas, d, "square", TextSize::Normal, static_cast<float>(gap)));
    place(canvas, mid, offsets, "square", palette::shape_b, TextSize::Normal, taken);
  }

  // The square's vertices its convexity warning cites, each with a dot and its name outside.
  void draw_cited_vertices(Canvas& canvas, std::vector<std::vector<Vec2>>& taken) const {
    const auto& square = state_.shape("square").points;
    Vec2 mid{0, 0};
    for (Vec2 p : square) mid += p / static_cast<double>(square.size());
    for (const std::size_t i : cited_) {
      if (i >= square.size()) continue;
      const std::string text = "vertex " + std::to_string(i);
      figures::draw_point(canvas, square[i], "", palette::shape_b, 5);
      place(canvas, square[i], figures::offsets_around(canvas, square[i] - mid, text, TextSize::Normal, 10), text,
            palette::shape_b, TextSize::Normal, taken);
    }
  }

  // "touches nothing, yet SAT says collide" beside the square it speaks of, the first place whose
  // text crosses no edge of the C, of its rubber band or of the square, nor another text: on one
  // line above the square (in the notch's gap: centred on it, else flush with its left or its
  // right side, else slid along), else below it the same way; else in two rows beside it, nearest first (right of
  // the rubber band's dashed line across the notch's mouth, where one line was wider than the
  // notch: it went to the figure's top, 280 pixels from the square); else above the whole C, else
  // below it, centred on the square, then slid either way a quarter of the note at a time, then
  // further out.
  void draw_fooled_note(Canvas& canvas, std::vector<std::vector<Vec2>>& taken) const {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    constexpr std::string_view note = "touches nothing, yet SAT says collide";
    constexpr std::string_view rows[] = {"touches nothing,", "yet SAT says collide"};
    const auto by_y = [](Vec2 a, Vec2 b) { return a.y < b.y; };
    const auto [low, high] = std::minmax_element(square.begin(), square.end(), by_y);
    const auto [left, right] =
        std::minmax_element(square.begin(), square.end(), [](Vec2 a, Vec2 b) { return a.x < b.x; });
    const Vec2 at{(left->x + right->x) / 2, (low->y + high->y) / 2};
    const double c_top = std::max_element(c.begin(), c.end(), by_y)->y;
    const double c_bottom = std::min_element(c.begin(), c.end(), by_y)->y;
    const double px = canvas.pixel();
    const double w = canvas.text_width(note, TextSize::Normal), h = Canvas::font_pixels(TextSize::Normal);
    const double gap = 6;
    const double half = (right->x - left->x) / 2 / px;  // the square's half width, pixels
    const double top = (high->y - at.y) / px, bottom = (low->y - at.y) / px;
    // On one line over or under the square, `high_px` high and `wide` long, just clear of its
    // double line (3.75 pixels either side) by kClear.
    const double clear = RoleCanvas::stroke_reach(palette::shape_b, 2.5f) + kClear + 0.5;
    auto over_or_under = [&](double wide, double high_px) {
      std::vector<Vec2> near;
      for (double y : {top + high_px + clear, bottom - clear})
        for (double x : {-wide / 2, -half, half - wide}) near.push_back({x, y});
      // Slid along in 2-pixel steps, nearest the middle first: a notch a few pixels wider than the
      // note holds it only at one place.
      for (double slide = 2; slide <= wide / 2; slide += 2)
        for (double y : {top + high_px + clear, bottom - clear})
          for (double x : {-wide / 2 - slide, -wide / 2 + slide}) near.push_back({x, y});
      return near;
    };
    const std::vector<Vec2> near = over_or_under(w, h);
    if (place_rows(canvas, at, near, std::span(&note, 1), palette::text, TextSize::Normal, taken, true, 2, true))
      return;
    const double wide =
        std::max(canvas.text_width(rows[0], TextSize::Normal), canvas.text_width(rows[1], TextSize::Normal));
    const double tall = 2 * h + 3;
    std::vector<Vec2> beside{{-wide / 2, top + tall + gap}, {-wide / 2, bottom - gap}};
    // Beside it, level with its middle, else a little higher or lower (off the grid's x axis).
    for (double more = 8; more <= 248; more += 12)
      for (double rise : {0, 12, -12, 24, -24})
        for (double x : {half + more, -half - more - wide}) beside.push_back({x, tall / 2 + rise});
    if (place_rows(canvas, at, beside, rows, palette::text, TextSize::Normal, taken, true, 2, true)) return;
    // In the notch in the small type, where the body text's line and its 3 pixels clear of both
    // strokes do not fit (800 × 600 presenting: 29 pixels between the square and the C's e4).
    const double small_w = canvas.text_width(note, TextSize::Small);
    if (place_rows(canvas, at, over_or_under(small_w, Canvas::font_pixels(TextSize::Small)), std::span(&note, 1),
                   palette::text, TextSize::Small, taken, true, 2, true))
      return;
    std::vector<Vec2> offsets = near;
    for (const auto& [edge, out] :
         {std::pair{(c_top - at.y) / px + h + gap, 1.0}, {(c_bottom - at.y) / px - gap, -1.0}})
      for (double more : {0, 30, 60, 90})
        for (double slide : {0, -1, 1, -2, 2, -3, 3, -4, 4})
          offsets.push_back({-w / 2 + slide * w / 4, edge + out * more});
    place(canvas, at, offsets, note, palette::text, TextSize::Normal, taken);
  }

  void draw_rubber_band(Canvas& canvas) const {
    if (hull_.size() < 3) return;
    // The dent shows as the pale part: the hull is filled faintly, the C itself more strongly.
    canvas.fill_polygon(hull_, palette::shape_a.with_alpha(28));
    for (std::size_t i = 0; i < hull_.size(); ++i)
      canvas.dashed_segment(hull_[i], hull_[(i + 1) % hull_.size()], palette::shape_a, 2);
  }

  // Parallel axes cast the same shadows, so each direction is drawn once, on a line just beside
  // the shapes (below them, or to their left): C's shadow, the square's, and between them the
  // overlap (green) or the gap (orange), all read from the trace (shadows along the unit axis,
  // which axes are parallel). The direction the verdict hinges on is dashed. With early exit on,
  // a direction the test never tried is light grey. The step slider of the SAT panel shows only
  // the directions reached so far, the current one in black.
  void draw_axes(Canvas& canvas, std::vector<std::vector<Vec2>>& taken, const std::vector<Direction>& drawn,
                 std::size_t reached) const {
    // The directions placed first (place_directions), then the drawing: each name is placed clear
    // of the bars of all the lines (later ones too), of the names already drawn and, where it can
    // be, of the shapes.
    for (const Direction& d : drawn) add_bars(canvas, d, taken);
    const std::string note = figures::sample_note("showing", drawn.size(), reached, "axis directions");
    if (!note.empty()) place_note(canvas, note, taken);
    const std::vector<std::vector<Vec2>> outlines{state_.shape("C").points, state_.shape("square").points};
    const figures::OutlineRuns shapes(outlines);  // once for every name's places
    for (const Direction& d : drawn)
      draw_direction(canvas, d.origin, d.unit, d.side, d.a, d.b, d.group->gap, d.tried, d.untried, d.deciding,
                     d.current, stretch(d), taken, shapes);
  }


  /// The directions to draw, as the options and the step slider ask: each with the axes on it
  /// the walk reached so far, by whether the test tried them. Past figures::kMaxShown directions
  /// only a sample (with the deciding one and the one at hand); `reached` counts every direction
  /// the figure would show. No place yet: place_directions puts them beside the shapes.
  std::vector<Direction> chosen_directions(const std::vector<AxisGroup>& groups, std::size_t& reached) const {
    const int n = static_cast<int>(runs_.all.steps.size());
    const int step = std::clamp(static_cast<int>(state_.option(figures::sat_option::step)), 0, n);
    const bool every_axis = state_.option(figures::sat_option::all_axes, 1) != 0;
    const int stop = early_stop();
    std::vector<std::size_t> cited;
    for (std::size_t k = 0; k < groups.size(); ++k)
      if (groups[k].deciding ||
          std::find(groups[k].steps.begin(), groups[k].steps.end(), step - 1) != groups[k].steps.end())
        cited.push_back(k);
    const std::vector<std::size_t> sample = figures::shown_sample(groups.size(), cited);
    std::vector<Direction> chosen;
    for (std::size_t k = 0; k < groups.size(); ++k) {
      Direction d{&groups[k], {}, {}, false, false, {}, {}, {}, {}, {}};
      for (int i : groups[k].steps) {
        if (step > 0 && i >= step) continue;
        ((stop < 0 || i <= stop) ? d.tried : d.untried).push_back(i);
        d.current = d.current || i == step - 1;
        d.deciding = d.deciding || i == runs_.all.result.deciding;
      }
      if (d.tried.empty() && d.untried.empty()) continue;
      if (!every_axis && !d.deciding && !d.current) continue;
      ++reached;
      if (figures::in_sample(sample, k)) chosen.push_back(std::move(d));
    }
    return chosen;
  }

  /// The colours the axes' drawing uses (draw_direction), for the legend: only what is drawn.
  figures::SatRoles roles() const {
    figures::SatRoles roles{false, false, false, false, false};
    if (!valid_ || !state_.flag(kShowAxes)) return roles;
    std::size_t reached = 0;
    for (const Direction& d : chosen_directions(groups_, reached)) {
      const bool never = d.tried.empty();
      roles.deciding = roles.deciding || d.deciding;
      roles.untried = roles.untried || never;
      roles.gap = roles.gap || (!never && d.group->gap);
      roles.overlap = roles.overlap || (!never && !d.group->gap);
    }
    return roles;
  }

  /// The directions to draw (chosen_directions) and where their lines go. Each points right (or
  /// up), its line below the shapes or to their left, stacked outward where several share a side.
  std::vector<Direction> place_directions(const Canvas& canvas, const std::vector<AxisGroup>& groups,
                                          std::size_t& reached) const {
    const auto& steps = runs_.all.steps;
    std::vector<Vec2> all = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    all.insert(all.end(), square.begin(), square.end());
    const Vec2 centre = convex::enclosing_circle(all).c;
    const double px = canvas.pixel();
    std::vector<Vec2> sides;  // the side each drawn line sits on, to stack lines on the same side
    std::vector<Direction> drawn = chosen_directions(groups, reached);
    for (Direction& d : drawn) {
      const auto& s = steps[static_cast<std::size_t>(d.group->steps.front())];
      // One direction per group: pointing right (or up), shadows mirrored to match (exactly).
      const bool flip = s.unit.x < 0 || (s.unit.x == 0 && s.unit.y < 0);
      d.unit = flip ? -s.unit : s.unit;
      auto shadow = [&](collide::Interval i) { return flip ? collide::Interval{-i.max, -i.min} : i; };
      d.a = shadow(s.a_world);
      d.b = shadow(s.b_world);
      d.side = {d.unit.y, -d.unit.x};  // below the shapes, or to their left
      if (d.side.y > 0 || (d.side.y == 0 && d.side.x > 0)) d.side = -d.side;
      const auto stacked =
          std::count_if(sides.begin(), sides.end(), [&](Vec2 v) { return collide::dot(v, d.side) > 0.999; });
      sides.push_back(d.side);
      double reach = 0;
      for (Vec2 v : all) reach = std::max(reach, collide::dot(v - centre, d.side));
      // Across the line from the origin's foot: dot(origin, unit) = 0, so the bar's ends
      // origin + t·unit are the points whose dot with the unit axis is t, as the shadows are.
      d.origin = d.side * (collide::dot(centre, d.side) + reach + (36 + 26 * static_cast<double>(stacked)) * px);
    }
    return drawn;
  }

  /// The stretch of a direction's line both shadows cover.
  static std::pair<double, double> stretch(const Direction& d) {
    return {std::min(d.a.min, d.b.min), std::max(d.a.max, d.b.max)};
  }

  /// The outline of a direction's bars, for the texts and the key to keep off: they reach 8
  /// pixels either side of their line (the shadows 5 ± 3, the gap 16 wide).
  static void add_bars(const Canvas& canvas, const Direction& d, std::vector<std::vector<Vec2>>& out) {
    const auto [near, far] = stretch(d);
    figures::add_bar_outlines(canvas, {d.origin, d.unit, near, far, 8}, out);
  }

  // One direction's line, both shadows, the overlap or gap between them, and its name: the axes
  // on it ("axes #2, #4: gap"), and which of them an early exit never tried.
  static void draw_direction(Canvas& canvas, Vec2 origin, Vec2 unit, Vec2 side, collide::Interval a,
                             collide::Interval b, bool gap, const std::vector<int>& tried,
                             const std::vector<int>& untried, bool deciding, bool current,
                             std::pair<double, double> stretch, std::vector<std::vector<Vec2>>& taken,
                             const figures::OutlineRuns& shapes) {
    const bool never = tried.empty();  // with early exit, the test stopped before this direction
    if (deciding)
      canvas.line(origin, unit, palette::deciding, 2, true);
    else
      canvas.line(origin, unit,
                  current ? palette::text
                  : never ? palette::untested
                          : palette::axis,
                  current ? 2.f : 1.f);
    canvas.interval(origin, unit, a.min, a.max, never ? palette::untested : palette::shape_a, -5, 6);
    canvas.interval(origin, unit, b.min, b.max, never ? palette::untested : palette::shape_b, 5, 6);
    const double lo = std::max(a.min, b.min), hi = std::min(a.max, b.max);
    if (!never && gap)
      canvas.interval(origin, unit, std::min(lo, hi), std::max(lo, hi), palette::apart, 0, 16);
    else if (!never)
      canvas.interval(origin, unit, lo, hi, palette::collide, 0, 4);

    std::string name;
    if (!tried.empty()) name = axis_list(tried) + (gap ? ": gap" : ": overlap");
    if (!untried.empty()) name += (name.empty() ? "" : " · ") + axis_list(untried) + ": not tried";
    const Color color = never ? palette::muted : gap ? palette::apart : palette::collide;
    const double along[] = {stretch.second, stretch.first};
    const figures::AxisBars bars{origin, unit, stretch.first, stretch.second, 8};
    // A direction neither the caption nor the step cites is left unnamed rather than named over
    // another text or off the view, when no clear place is left for it.
    const Vec2 at = origin + unit * along[0];
    Vec2 shift = figures::place_axis_name(canvas, bars, side, along, name, TextSize::Normal, taken, shapes);
    // A long name ("axis #1: overlap · axes #3, …: not tried") with no place beside its bars went
    // far off, under another axis's bars: the tried part alone, which the shadows show, fits there.
    const Vec2 bar_from = origin + unit * std::min(a.min, b.min), bar_to = origin + unit * std::max(a.max, b.max);
    if (!deciding && !current && !tried.empty() && !untried.empty() &&
        !beside_bars(canvas, figures::placed_name_box(canvas, at, shift, name, TextSize::Normal), bar_from, bar_to)) {
      name = axis_list(tried) + (gap ? ": gap" : ": overlap");
      shift = figures::place_axis_name(canvas, bars, side, along, name, TextSize::Normal, taken, shapes);
    }
    if (!deciding && !current &&
        !name_fits(canvas, figures::placed_name_box(canvas, at, shift, name, TextSize::Normal), taken))
      return;
    figures::draw_placed_name(canvas, at, shift, name, color, TextSize::Normal, taken);
  }

  // Whether a name's box lies within 40 pixels of the bars from `from` to `to`, where a reader
  // joins the two (as the lesson label tests measure).
  static bool beside_bars(const Canvas& canvas, const std::vector<Vec2>& box_corners, Vec2 from, Vec2 to) {
    const figures::LabelBox box = bounds(box_corners);
    double nearest = 1e300;
    for (int i = 0; i <= 32; ++i) {  // along the bars; the box's nearest point to each
      const Vec2 p = from + (to - from) * (i / 32.0);
      const Vec2 q{std::clamp(p.x, box.x0, box.x1), std::clamp(p.y, box.y0, box.y1)};
      nearest = std::min(nearest, std::hypot(p.x - q.x, p.y - q.y));
    }
    return nearest <= 40 * canvas.pixel();
  }

  // Whether a name's box (placed by place_axis_name) lies in view and clear of `taken`.
  static bool name_fits(const Canvas& canvas, const std::vector<Vec2>& box_corners,
                        const std::vector<std::vector<Vec2>>& taken) {
    const figures::LabelBox b = bounds(box_corners);
    const collide::Rect view = canvas.view();
    const bool in_view = b.x0 >= view.x && b.x1 <= view.x + view.w && b.y0 >= view.y && b.y1 <= view.y + view.h;
    // Shrunk by a pixel, so a box touching a neighbour's edge still counts as clear.
    const double px = canvas.pixel();
    const figures::LabelBox box{b.x0 + px, b.y0 + px, b.x1 - px, b.y1 - px};
    return in_view && !figures::box_crosses(box, taken);
  }

  // The upright box around a placed name's corners (placed_name_box).
  static figures::LabelBox bounds(const std::vector<Vec2>& corners) {
    figures::LabelBox b{corners.front().x, corners.front().y, corners.front().x, corners.front().y};
    for (Vec2 v : corners) b = {std::min(b.x0, v.x), std::min(b.y0, v.y), std::max(b.x1, v.x), std::max(b.y1, v.y)};
    return b;
  }

  // Where an early exit stops (the first gap), or −1 when the test tries every axis.
  int early_stop() const {
    if (!state_.option(figures::sat_option::early_exit, 1) || runs_.walked.result.collide) return -1;
    return runs_.walked.result.deciding;
  }

  // The shapes with room around them for the axis lines drawn beside them.
  std::optional<collide::Rect> frame() const override {
    if (!valid_) return std::nullopt;
    return c_and_square_frame(state_, 0.15);
  }

  // [SECTION] panel: the two count lines, the ray casts when no edge pair crossed
  void panel() override {
    ImGui::TextWrapped(
        "Why: a concave shape's shadow on any axis is the shadow of its rubber band "
        "(its convex hull), so the dent never shows.");
    ImGui::TextWrapped("SAT can only answer for the rubber band, and the notch is inside it.");
    ImGui::Separator();
    bool changed = convex::option_checkbox(state_, kShowHull, "Rubber band (convex hull)");
    changed |= convex::option_checkbox(state_, kShowAxes, "Axes and shadows");
    changed |= shape_preset_combo("Load into C", state_.shape("C"));
    changed |= shape_preset_combo("Load into square", state_.shape("square"));
    if (changed) update();
    if (!valid_) return;

    ImGui::Separator();
    const auto& r = runs_.all.result;
    // Wrapped at spaces: cut to the panel's width, "… 6…" hid what the 6 counts.
    convex::colored_wrapped_text(r.collide ? palette::inside : palette::outside, sat_count_line());
    convex::colored_wrapped_text(edges_.collide ? palette::inside : palette::outside, edge_count_line());
    for (const std::string& line : containment_lines()) ImGui::TextWrapped("%s", line.c_str());
    ImGui::TextWrapped("%s", agree() ? "The two tests agree." : "The two tests disagree: SAT is wrong here.");
    ImGui::Separator();
    if (figures::sat_panel(state_, runs_, layout())) update();
  }

  // The panel's count lines, written once for the panel and for printed().
  std::string sat_count_line() const {
    const auto& r = runs_.all.result;
    return "SAT, trying every axis: " + captions::count_number(r.tested) + " axes projected, " +
           captions::count_number(r.with_gap) + " with a gap → " + (r.collide ? "collide" : "apart");
  }
  std::string edge_count_line() const {
    return "Edges: " + captions::count_number(edges_.tested) + " of " + captions::count_number(edges_.total) +
           " edge pairs tested → " + (edges_.collide ? "collide" : "apart");
  }
  // The ray casts the edge test made when no pair crossed: "  C's corner 0 in the square? 3 crossings → outside".
  std::vector<std::string> containment_lines() const {
    std::vector<std::string> lines;
    auto line = [&](const std::optional<collide::RayTrace>& ray, const char* question) {
      if (ray)
        lines.push_back(std::string(question) + std::to_string(ray->count) + " crossings → " +
                        (ray->inside ? "inside" : "outside"));
    };
    line(edges_.containment_a, "  C's corner 0 in the square? ");
    line(edges_.containment_b, "  square's corner 0 in C? ");
    return lines;
  }

  // The SAT figure's names, and a circle around both shapes so the axes sit outside them.
  figures::SatLayout layout() const {
    figures::SatLayout l;
    l.a_name = "C";
    l.b_name = "square";
    std::vector<Vec2> all = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    all.insert(all.end(), square.begin(), square.end());
    l.bounds = convex::enclosing_circle(all);
    return l;
  }

  // [SECTION] caption: SAT's verdict beside the edge tests'
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    // The SAT words of the walk the figure draws: with early exit on, the axes after the first gap
    // are marked "not tried", so the caption cites the stop, not the tally of every axis.
    const bool early_exit = state_.option(figures::sat_option::early_exit, 1) != 0;
    // With no gap the figure dashes the least push-out: the caption says what the dash is.
    const std::string dashed = runs_.all.result.collide && roles().deciding ? " (least push-out: the dashed axis)" : "";
    return captions::sat_walk_words(runs_.all.result, runs_.walked.result, early_exit) + dashed + " · " +
           captions::edge_words(edges_, "C", "square") + (agree() ? " · they agree" : "");
  }


  // [SECTION] printed and named: the table's shadows and amounts, the axis dashed
  // The table's shadows and amounts (the same table as the convex scenes'), the amount the step
  // line under the slider prints, and the counts of the panel's lines and of the caption.
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    const int step = figures::walk_step(runs_, state_);
    convex::add_table_rows(out, runs_.all, "C", "square", step);
    convex::add_tally_counts(out, figures::sat_tally(runs_, layout(), state_));
    if (step > 0)
      convex::add_amount_shown(out, "panel", figures::sat_scene_caption(runs_, layout(), state_),
                               runs_.all.steps[static_cast<std::size_t>(step - 1)], step,
                               captions::shadow_exponent(runs_.all.steps));
    const auto& all = runs_.all.result;
    const std::string sat = sat_count_line(), edges = edge_count_line();
    convex::add_count_shown(out, "panel", sat, all.tested, "axes SAT tried, trying every axis");
    convex::add_count_shown(out, "panel", sat.substr(sat.find(" projected")), all.with_gap, "axes with a gap");
    convex::add_count_shown(out, "panel", edges, edges_.tested, "edge pairs tested");
    convex::add_count_shown(out, "panel", edges.substr(edges.find(" of ")), edges_.total, "edge pairs in all");
    const auto rays = containment_lines();
    for (std::size_t k = 0; k < rays.size(); ++k) {
      const bool of_c = rays[k].starts_with("  C's");
      const auto& ray = of_c ? edges_.containment_a : edges_.containment_b;
      convex::add_count_shown(out, "panel", rays[k].substr(rays[k].find('?')), ray->count,
                              of_c ? "crossings of the ray from C's corner 0"
                                   : "crossings of the ray from the square's corner 0");
    }
    // The caption: "SAT: all 12 axes overlap", "SAT, trying every axis: 6 of 12 axes show a gap",
    // "SAT stops at its first gap (2 of 12 axes tried)"; "(3 parallel skipped)".
    const std::string words = caption();
    const std::string sat_words = words.substr(0, words.find(" · "));
    const bool stopped = sat_words.starts_with("SAT stops");
    if (stopped)
      convex::add_count_shown(out, "caption", sat_words, runs_.walked.result.tested, "axes the walk tried");
    else if (!all.collide)
      convex::add_count_shown(out, "caption", sat_words, all.with_gap, "axes with a gap");
    const std::string of_words = stopped || !all.collide ? sat_words.substr(sat_words.find(" of ")) : sat_words;
    convex::add_count_shown(out, "caption", of_words, all.tested, "axes SAT tries");
    if (all.duplicates_skipped > 0 && !stopped)
      convex::add_count_shown(out, "caption", of_words.substr(of_words.find('(')), all.duplicates_skipped,
                              "parallel axes skipped");
    return out;
  }

  // The direction the figure dashes (the deciding axis), the axis at hand while walking, and the
  // first pair of crossing edges the caption cites.
  std::vector<Named> named() const override {
    std::vector<Named> out;
    if (!valid_) return out;
    auto owner = [](const collide::AxisStep& s) { return s.owner == collide::AxisOwner::A ? "C" : "square"; };
    if (state_.flag(kShowAxes)) {
      std::size_t reached = 0;
      const int d = runs_.all.result.deciding;
      for (const Direction& dir : chosen_directions(groups_, reached))
        if (dir.deciding) {
          const auto& s = runs_.all.steps[static_cast<std::size_t>(d)];
          out.push_back({"deciding_axis", owner(s), s.edge, -1, d + 1});
        }
    }
    const int step = figures::walk_step(runs_, state_);
    if (step > 0) {
      const auto& s = runs_.all.steps[static_cast<std::size_t>(step - 1)];
      if (!s.along_line) out.push_back({"step_axis", owner(s), s.edge, -1, step});
    }
    if (edges_.edge_a >= 0) {
      out.push_back({"first_hit", "C", edges_.edge_a, -1, 0});
      out.push_back({"first_hit", "square", edges_.edge_b, -1, 0});
    }
    if (edges_.containment_a) out.push_back({"ray_from", "C", -1, 0, 0});
    if (edges_.containment_b) out.push_back({"ray_from", "square", -1, 0, 0});
    return out;
  }

 private:
  figures::SatRuns runs_;
  std::vector<AxisGroup> groups_;  ///< group_parallel(runs_.all), made once an update
  /// The unmoved shape's share of the SAT walk, kept between frames of a drag (sat_memo.hpp).
  collide::quick::SatMemo memo_;
  collide::EdgePairCount edges_;
  std::vector<Vec2> hull_;
  /// The strokes indexed for one draw (made at its start), each with how far its ink reaches
  /// either side of its line: a drawing aid, not state.
  struct Strokes {
    figures::EdgeIndex edges;
    double reach;
    bool axis;              ///< the grid's, kept off where a place is (on_strokes)
    bool short_words_only;  ///< kept off by words of one part only
  };
  mutable std::vector<Strokes> strokes_;
  /// The boxes of the warnings (drawn first in draw()) and of the notes placed so far, which a
  /// note never goes over: a drawing aid, not state.
  mutable std::vector<std::vector<Vec2>> notes_;
  std::vector<std::size_t> cited_;  ///< the square's vertices its convexity warning cites
};

}  // namespace

std::unique_ptr<Scene> make_sat_breaks() { return std::make_unique<SatBreaks>(); }

}  // namespace lab::concave
