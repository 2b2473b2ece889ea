// The separating axis figure and panel (sat_figure.hpp says what they show).
//
// Index of this file:
//   [SECTION] options: the early exit and the runs they ask for
//   [SECTION] words: the caption, where the walk stops
//   [SECTION] draw: which axes are shown, each axis line, its shadows and its name
//   [SECTION] panel: the counts, the option controls, the axes table, the legend
#include "figures/sat_figure.hpp"

#include <imgui.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/segment.hpp"
#include "collide/vec.hpp"
#include "captions/convex.hpp"
#include "captions/joined.hpp"
#include "figures/axis_name_middle.hpp"
#include "figures/axis_stack.hpp"
#include "figures/draw.hpp"
#include "figures/outline_runs.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "figures/sampling.hpp"
#include "figures/table_rows.hpp"

namespace lab::figures {

using collide::AxisOwner;
using collide::AxisStep;
using collide::SatResult;

// [SECTION] options: the early exit and the runs they ask for

void add_sat_options(SceneState& state) {
  state.options[sat_option::early_exit] = 1;
  state.options[sat_option::skip_duplicates] = 0;
  state.options[sat_option::all_axes] = 0;
  state.options[sat_option::step] = 0;
  state.option_ranges[sat_option::step] = {0, INT_MAX};  // past the last axis reads as the last
}

collide::SatOptions tally_options(const SceneState& state) {
  return {.early_exit = false, .skip_parallel_duplicates = state.flag(sat_option::skip_duplicates)};
}

collide::SatOptions walk_options(const SceneState& state) {
  return {.early_exit = state.option(sat_option::early_exit, 1) != 0,
          .skip_parallel_duplicates = state.flag(sat_option::skip_duplicates)};
}

bool walk_is_tally(const SatRuns& runs, const SceneState& state) {
  return !walk_options(state).early_exit || runs.all.result.with_gap == 0;
}

// [SECTION] words: the caption, where the walk stops

std::string axis_owner(const AxisStep& step, const SatLayout& layout) {
  return captions::axis_owner(step, layout.a_name, layout.b_name);
}

int stop_index(const SatRuns& runs, const SceneState& state) {
  if (!state.option(sat_option::early_exit, 1) || runs.walked.result.collide) return -1;
  return runs.walked.result.deciding;
}

bool centre_on_vertex(const SatRuns& runs) {
  const auto& steps = runs.all.steps;
  return std::any_of(steps.begin(), steps.end(),
                     [](const AxisStep& s) { return s.degenerate && s.owner == AxisOwner::Circle; });
}

int decided_at(const SatRuns& runs) { return captions::deciding_step(runs.all); }

int walk_step(const SatRuns& runs, const SceneState& state) {
  return std::clamp(static_cast<int>(state.option(sat_option::step)), 0, static_cast<int>(runs.all.steps.size()));
}

std::string sat_scene_caption(const SatRuns& runs, const SatLayout& layout, const SceneState& state) {
  const int step = walk_step(runs, state);
  if (step == 0) return captions::sat_caption(runs.all);
  return captions::sat_step_caption(runs.all, step - 1, stop_index(runs, state), layout.a_name, layout.b_name);
}

// [SECTION] draw: which axes are shown, each axis line, its shadows and its name

namespace {

/// Where the line of axis u goes: its offset along nrm (the line is {offset·nrm + t·u}), and
/// whether its shadows stay wholly in view there.
struct AxisPlace {
  double offset;
  bool in_view;
};

/// Always outside the shapes' bounds circle (so no axis or bar ever lies on a shape), on the side
/// where the shadows [lo, hi] (in units of u) stay in view; when neither side keeps them wholly
/// in view, the side that keeps more of them.
AxisPlace place_axis(Vec2 u, Vec2 nrm, double lo, double hi, const collide::Circle& bounds, const collide::Rect& view,
                     double px) {
  const AxisRoom room = axis_room(u, nrm, lo, hi, view, px);
  const double s_min = room.s_min, s_max = room.s_max;
  const double middle = collide::dot(bounds.c, nrm);
  const double clear = bounds.r + 40 * px;
  const double above = middle + clear, below = middle - clear;
  if (!room.possible) return {above, false};
  // How far a placement is from where every shadow end is in view (0: in view), further out
  // along its own side when the room there starts beyond it.
  auto miss = [&](double s) { return s < s_min ? s_min - s : s > s_max ? s - s_max : 0.0; };
  if (miss(above) == 0 || miss(below) == 0) {
    // Both fit: the one nearer the middle of the room keeps the bars off the view's edge.
    if (miss(above) == 0 && miss(below) == 0)
      return {std::fabs(above - (s_min + s_max) / 2) <= std::fabs(below - (s_min + s_max) / 2) ? above : below, true};
    return {miss(above) == 0 ? above : below, true};
  }
  // Neither fits as it is: move outward on a side whose room lies further out, else stay just
  // outside the circle on the side that misses least.
  if (s_min > above) return {s_min, true};
  if (s_max < below) return {s_max, true};
  return {miss(above) <= miss(below) ? above : below, false};
}

/// Thin lines from the points that cast a shadow's ends to those ends on the axis line, so the
/// reader sees which vertex makes each end (the bar sits `side` pixels off the line).
void draw_projection_lines(Canvas& canvas, Vec2 origin, Vec2 u, Vec2 nrm, const AxisStep& s, float bar,
                           const SatLayout& layout) {
  const double px = canvas.pixel();
  const Vec2 a_side = nrm * (-(bar / 2 + 1) * px), b_side = nrm * ((bar / 2 + 1) * px);
  const Color a_color = layout.a_color.with_alpha(127), b_color = layout.b_color.with_alpha(127);
  canvas.dashed_segment(s.a_low_at, origin + a_side + u * s.a_world.min, a_color, 1);
  canvas.dashed_segment(s.a_high_at, origin + a_side + u * s.a_world.max, a_color, 1);
  canvas.dashed_segment(s.b_low_at, origin + b_side + u * s.b_world.min, b_color, 1);
  canvas.dashed_segment(s.b_high_at, origin + b_side + u * s.b_world.max, b_color, 1);
}

/// One axis as the figure shows it.
struct Shown {
  int i;
  Vec2 u, nrm, origin;
  double offset;
  bool is_deciding, current, untried;
  int parallel_to;
  std::vector<Vec2> name_room = {};  ///< with every axis shown, the room kept for the name (place_axes)
};

/// The offset of an axis line whose shadows span [lo, hi]. With every axis shown, the one the
/// caption speaks of (`further`) goes further out than the rest, so its name finds room clear of
/// the others' bars. That extra room is given up where it would push the bars out of the view (a
/// figure drawn larger, as in presenter mode, has fewer pixels of room round the shapes).
double axis_offset(const Canvas& canvas, const SatLayout& layout, Vec2 u, Vec2 nrm, double lo, double hi,
                   bool further) {
  const double px = canvas.pixel();
  collide::Circle bounds = layout.bounds;
  if (further) bounds.r += 70 * px;
  AxisPlace place = place_axis(u, nrm, lo, hi, bounds, canvas.view(), px);
  if (!place.in_view && bounds.r != layout.bounds.r) {
    const AxisPlace nearer = place_axis(u, nrm, lo, hi, layout.bounds, canvas.view(), px);
    if (nearer.in_view) place = nearer;
  }
  return place.offset;
}

/// How wide `name` is on `rows` rows (name_in_rows), in pixels: the room kept beside its bars.
double name_width(const Canvas& canvas, const std::string& name, int rows) {
  double widest = canvas.text_width(name, TextSize::Normal);
  if (const auto split = name_in_rows(name, rows)) {
    widest = 0;
    for (const std::string& row : *split) widest = std::max(widest, canvas.text_width(row, TextSize::Normal));
  }
  return widest + 12;
}

/// With every axis shown, where the deciding axis (or the axis at hand) goes and how many rows of
/// room its name keeps beside the bars on the outer side (name_room_band): axis_offset's place with
/// two rows, unless they would leave the view, as when the bars run along the view's top edge (step
/// 8 dragged by (−0.3, −0.2) put the name past their end); then nearer the shapes; then one row;
/// then the same on the other side; else axis_offset's place and one row, what of it the view holds.
struct NamedPlace {
  double offset;
  int rows;
};

NamedPlace named_axis_place(const Canvas& canvas, const SatLayout& layout, const StackedAxis& axis, double middle,
                            const std::string& name, double centre) {
  const double further = axis_offset(canvas, layout, axis.u, axis.nrm, axis.lo, axis.hi, true);
  const double nearer = axis_offset(canvas, layout, axis.u, axis.nrm, axis.lo, axis.hi, false);
  const AxisRoom room = axis_room(axis.u, axis.nrm, axis.lo, axis.hi, canvas.view(), canvas.pixel());
  // Its own side first (where axis_offset put it), then the other.
  for (const auto& [pair, rows] : {std::pair{std::pair{further, nearer}, 2},
                                   {{further, nearer}, 1},
                                   {{2 * middle - further, 2 * middle - nearer}, 2},
                                   {{2 * middle - further, 2 * middle - nearer}, 1}})
    for (const double s : {pair.first, pair.second}) {
      StackedAxis at = axis;
      at.offset = s;
      if (room.holds(s) && band_in_view(canvas, name_room_band(canvas, at, middle, TextSize::Normal, rows,
                                                               name_width(canvas, name, rows), centre)))
        return {s, rows};
    }
  return {further, 1};
}

/// `offset` moved outward, away from the shapes' `middle`, until it keeps clear of a parallel
/// line already drawn at one of `placed` (a duplicate normal lands on the same spot).
double clear_of_parallels(const std::vector<Vec2>& placed, Vec2 nrm, double offset, double middle, double px) {
  for (int tries = 0; tries < 6; ++tries) {
    const bool clash = std::any_of(placed.begin(), placed.end(), [&](const Vec2& o) {
      return std::fabs(collide::cross(o, nrm)) < 1e-9 * std::max(1.0, std::fabs(collide::dot(o, nrm))) &&
             std::fabs(collide::dot(o, nrm) - offset) < 22 * px;
    });
    if (!clash) break;
    offset += (offset >= middle ? 26 : -26) * px;
  }
  return offset;
}

/// Which axes to show (see the file comment of sat_figure.hpp): the same choice for the figure and
/// for the legend, which names only what the figure draws.
std::vector<Shown> chosen_axes(const SatRuns& runs, const SceneState& state) {
  const auto& steps = runs.all.steps;
  const int n = static_cast<int>(steps.size());
  const int step = walk_step(runs, state);
  const bool all_axes = state.flag(sat_option::all_axes);
  const int deciding = decided_at(runs);
  const int stop = stop_index(runs, state);
  std::vector<Shown> shown;
  // Every axis, up to kMaxShown: past that the deciding one, the one at hand and an even sample.
  std::vector<std::size_t> cited;
  for (int i : {deciding, step - 1})
    if (i >= 0) cited.push_back(static_cast<std::size_t>(i));
  const std::vector<std::size_t> sample = shown_sample(static_cast<std::size_t>(n), cited);
  for (int i = 0; i < n; ++i) {
    const AxisStep& s = steps[static_cast<std::size_t>(i)];
    const bool current = step > 0 && i == step - 1;
    // The whole test marks its deciding axis; a walk marks it only when it is the axis at hand
    // (the figure, the table's row and the caption always speak of the same axis).
    const bool is_deciding = i == deciding && (step == 0 || current);
    // Past the first gap, a walk's caption cites it ("#1 already showed a gap", "the test stopped
    // at #1"): drawn too, as an axis like the others.
    const bool cited = step > 0 && i == deciding && !runs.all.result.collide && i < step - 1;
    if (step > 0 && i >= step) break;
    if (!s.tested || s.unit == Vec2{0, 0}) continue;
    if (!all_axes && !is_deciding && !current && !cited) continue;
    if (!in_sample(sample, static_cast<std::size_t>(i))) continue;
    // While walking the test, axes beyond an early exit are faded: the test never looks at them.
    const bool untried = step > 0 && stop >= 0 && i > stop;
    // A parallel copy of an earlier axis (either direction, as the core found it exactly),
    // named so duplicate normals show.
    shown.push_back({i, s.unit, {-s.unit.y, s.unit.x}, {}, 0, is_deciding, current, untried, s.parallel_to});
  }
  return shown;
}

/// The push-out is drawn (as an arrow) on the deciding axis or the axis at hand when its shadows
/// overlap by more than a touch.
bool shows_push_out(const AxisStep& s, const Shown& a) {
  return (a.is_deciding || a.current) && !a.untried && !s.gap && !s.touching;
}

/// How far an axis's bars reach either side of its line, in pixels.
float band_reach(const Shown& a) { return a.is_deciding ? 11.f : 8.f; }

std::string axis_name(const SatRuns& runs, const Shown& a);

/// Where the chosen axes' lines go: outside the shapes, clear of parallel copies; with every axis
/// shown, each also clear of the bars of those placed before it (clear_of_bands), the deciding axis
/// and the axis at hand placed first so they keep the places their names were given room at.
/// Those others keep off `keep_off` too (the key's block, placed before them).
std::vector<Shown> place_axes(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                              const SceneState& state, std::span<const std::vector<Vec2>> keep_off = {}) {
  std::vector<Shown> shown = chosen_axes(runs, state);
  const bool all_axes = state.flag(sat_option::all_axes);
  std::vector<Shown*> order;
  for (Shown& a : shown) order.push_back(&a);
  // The deciding axis and the axis at hand first; then the others in order, each parallel copy
  // right after the axis it copies, so it takes the place beside it (clear_of_parallels) before a
  // later axis's bars can: placed after them, polygon-rect's "#8 (same as #3)" was pushed to the
  // view's edge, its name across its own line.
  std::stable_sort(order.begin(), order.end(), [](const Shown* a, const Shown* b) {
    auto key = [](const Shown* x) {
      return std::pair{!(x->is_deciding || x->current), x->parallel_to >= 0 ? x->parallel_to : x->i};
    };
    return key(a) < key(b);
  });
  std::vector<Vec2> placed;              // the origin of every axis line drawn so far
  std::vector<std::vector<Vec2>> bands;  // and the band its bars fill
  // What the others' bars must not lie under even where the view leaves no clear place: the key's
  // block and the room kept for the deciding axis's name.
  std::vector<std::vector<Vec2>> heavy(keep_off.begin(), keep_off.end());
  for (Shown* a : order) {
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a->i)];
    const double lo = std::min(s.a_world.min, s.b_world.min), hi = std::max(s.a_world.max, s.b_world.max);
    const double middle = collide::dot(layout.bounds.c, a->nrm);
    const bool named = all_axes && (a->is_deciding || a->current);
    const NamedPlace first = named ? named_axis_place(canvas, layout, {a->u, a->nrm, lo, hi, band_reach(*a)}, middle,
                                                      axis_name(runs, *a), (s.between.min + s.between.max) / 2)
                                   : NamedPlace{axis_offset(canvas, layout, a->u, a->nrm, lo, hi, false), 0};
    a->offset = clear_of_parallels(placed, a->nrm, first.offset, middle, canvas.pixel());
    if (all_axes) {
      const StackedAxis axis{a->u, a->nrm, lo, hi, band_reach(*a), a->offset};
      a->offset = clear_of_bands(canvas, axis, middle, bands, named ? std::span<const std::vector<Vec2>>{} : heavy);
      bands.push_back(stacked_band(canvas, axis, a->offset, 1.5f));
      StackedAxis placed_axis = axis;
      placed_axis.offset = a->offset;
      if (first.rows > 0)
        heavy.push_back(a->name_room = name_room_band(canvas, placed_axis, middle, TextSize::Normal, first.rows,
                                                      name_width(canvas, axis_name(runs, *a), first.rows),
                                                      (s.between.min + s.between.max) / 2));
    }
    a->origin = a->nrm * a->offset;
    placed.push_back(a->origin);
  }
  return shown;
}

/// The name beside an axis line: "#3", "#3: push-out 2.1" for the axis at hand in a walk, the
/// deciding axis's "deciding axis #2: gap 3.26".
std::string axis_name(const SatRuns& runs, const Shown& a) {
  const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
  std::string text = captions::numbered("#", a.i + 1);
  if (a.untried)
    text += " (not tried)";
  else if (a.is_deciding)
    text = captions::deciding_label(runs.all);
  else if (a.current)
    text += ": " + captions::axis_row(s, captions::shadow_exponent(runs.all.steps)).verdict_in_units();
  if (a.parallel_to >= 0) text += " (same as #" + std::to_string(a.parallel_to + 1) + ")";
  return text;
}

/// "showing 25 of 4,000 axes" when every axis was asked for and only a sample is drawn.
std::string axes_note(const SatRuns& runs, const SceneState& state, std::size_t shown) {
  const int step = walk_step(runs, state);
  std::size_t total = 0;
  for (std::size_t i = 0; i < runs.all.steps.size() && (step == 0 || static_cast<int>(i) < step); ++i)
    total += runs.all.steps[i].tested && runs.all.steps[i].unit != Vec2{0, 0};
  return sample_note("showing", shown, total, "axes");
}

}  // namespace

namespace {

/// What a name must not cross: every shown axis's band of bars (band_reach pixels either side of its
/// line, end ticks included) and its middle line (so no name fits inside a band).
std::vector<std::vector<Vec2>> bar_bands(const Canvas& canvas, const SatRuns& runs, std::span<const Shown> shown) {
  std::vector<std::vector<Vec2>> taken;
  for (const Shown& a : shown) {
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    const double lo = std::min(s.a_world.min, s.b_world.min), hi = std::max(s.a_world.max, s.b_world.max);
    add_bar_outlines(canvas, {a.origin, a.u, lo, hi, band_reach(a)}, taken);
  }
  return taken;
}

/// The slot between the deciding axis's shadows, across the whole view: any line in it
/// separates the shapes.
std::vector<Vec2> slot_strip(const Canvas& canvas, const Shown& a, double lo, double hi) {
  const collide::Rect v = canvas.view();
  const double reach = 2 * (v.w + v.h) + std::fabs(a.offset);
  return {a.u * lo - a.nrm * reach, a.u * hi - a.nrm * reach, a.u * hi + a.nrm * reach, a.u * lo + a.nrm * reach};
}

/// Where the push-out's arrow starts along the axis: at B's end `from`, or, for a push-out shorter
/// than kMinPushOutPixels, that far back from its head at `to`, so it still reads as an arrow
/// (separating-axis step 9's 0.35 was a few pixels, all head). Its head stays where B's end must
/// go, and the number beside the bars stays the true one.
double push_out_tail(const Canvas& canvas, double from, double to) {
  const double least = kMinPushOutPixels * canvas.pixel();
  if (std::fabs(to - from) >= least) return from;
  return to - (to >= from ? least : -least);
}

/// One axis's line, its projection lines, its gap (or push-out) and both shadows.
void draw_axis(Canvas& canvas, const AxisStep& s, const Shown& a, const SatLayout& layout) {
  const Vec2 u = a.u, origin = a.origin;
  if (a.is_deciding)
    canvas.line(origin, u, palette::deciding, 3, true);
  else if (a.current)
    canvas.line(origin, u, palette::text, 2);
  else
    canvas.line(origin, u, a.untried ? palette::untested : palette::axis, 1);
  const collide::Interval sa = s.a_world, sb = s.b_world;
  const float bar = a.is_deciding ? 7.f : 4.f;
  if ((a.is_deciding || a.current) && !a.untried) draw_projection_lines(canvas, origin, u, a.nrm, s, bar, layout);
  const double lo = s.between.min, hi = s.between.max;
  if (a.untried) {
    // Never tried by the walk: no evidence either way, so neutral, shadows and all.
    canvas.interval(origin, u, sa.min, sa.max, palette::untested, -(bar / 2 + 1), bar);
    canvas.interval(origin, u, sb.min, sb.max, palette::untested, bar / 2 + 1, bar);
    return;
  }
  if (s.gap) canvas.interval(origin, u, lo, hi, palette::outside, 0, 2 * bar + 4);
  canvas.interval(origin, u, sa.min, sa.max, layout.a_color, -(bar / 2 + 1), bar);
  canvas.interval(origin, u, sb.min, sb.max, layout.b_color, bar / 2 + 1, bar);
  // Green is what the legend says: the stretch both shadows share (one point when they touch), a
  // stripe over the seam between the two bars, where both are.
  if (!s.gap) canvas.interval(origin, u, std::max(sa.min, sb.min), std::min(sa.max, sb.max), palette::inside, 0, 6);
  // The push-out the number names, in its own way: a dark arrow along the line between the bars,
  // from B's end to where it must go (A's far end, the shorter way); not the shared stretch, which
  // is shorter when one shadow holds the other.
  if (shows_push_out(s, a)) {
    const double to = s.b_up ? sa.max : sa.min;
    canvas.arrow(origin + u * push_out_tail(canvas, s.b_up ? sb.min : sb.max, to), origin + u * to, palette::text, 2);
  }
}

/// How far along its bars an axis's name may slide from their middle, in pixels: within a text
/// height and a half, or (`anywhere`) as far as their ends (never past them, where it read as no
/// axis's), at most 320 (a frame's cost stays a few thousand places).
double name_slide(const Canvas& canvas, const AxisBars& bars, TextSize size, bool anywhere) {
  return anywhere ? std::min((bars.far - bars.near) / canvas.pixel() / 2, 320.0) : 1.5 * Canvas::font_pixels(size);
}

/// The deciding axis's (or the axis at hand's) name beside its bars, within `slide` pixels of
/// their middle along the line (name_slide): on one row or two clear of `taken` (bars, names), of
/// `clear_of` (the shapes, the edges' names, the dashed lines to the shadows) and of `lines` (the
/// other axes' lines), else on a card over those lines (clear of `card_clear_of` instead, when
/// given). None when no such place is found.
std::optional<NameRows> name_beside_bars(const Canvas& canvas, const AxisBars& bars, Vec2 outward, double mid,
                                         double slide, const std::string& name, TextSize size,
                                         std::span<const std::vector<Vec2>> taken,
                                         std::span<const std::vector<Vec2>> clear_of,
                                         std::span<const std::vector<Vec2>> lines,
                                         std::optional<std::span<const std::vector<Vec2>>> card_clear_of = {}) {
  std::vector<std::vector<Vec2>> both(clear_of.begin(), clear_of.end());
  both.insert(both.end(), lines.begin(), lines.end());
  const OutlineRuns placed(taken), clear(card_clear_of ? *card_clear_of : clear_of), all(both);
  for (const bool card : {false, true})
    for (const int count : {1, 2})
      if (const auto rows = name_in_rows(name, count))
        if (const auto shift = place_rows_beside_bars_middle(canvas, bars, outward, mid, *rows, size, slide, placed,
                                                             card ? clear : all, card))
          return NameRows{bars.origin + bars.unit * mid, *shift, *rows, palette::text, size, card};
  return std::nullopt;
}

/// The axis's name beside its line, clear of the bars: the deciding one level with the middle of
/// its gap (or push-out), the others at their outer end; away from the shapes first.
void name_axis(Canvas& canvas, const SatRuns& runs, const Shown& a, const SatLayout& layout,
               std::vector<std::vector<Vec2>>& taken, std::span<const Shown> shown, std::optional<NameRows>& card) {
  const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
  Color color = s.gap ? palette::outside : palette::muted;
  TextSize size = TextSize::Small;
  if (a.is_deciding || a.current) {
    color = a.is_deciding ? palette::deciding : palette::text;
    size = TextSize::Normal;
  }
  // Never tried: grey like its bars (the darker grey, so the words stay readable).
  if (a.untried) color = palette::muted;
  const double mid = (s.between.min + s.between.max) / 2;
  const double far_end = std::max(s.a_world.max, s.b_world.max), near_end = std::min(s.a_world.min, s.b_world.min);
  const std::vector<double> along = a.is_deciding || a.current ? std::vector<double>{mid, far_end, near_end}
                                                               : std::vector<double>{far_end, near_end};
  const double outward = a.offset >= collide::dot(layout.bounds.c, a.nrm) ? 1 : -1;
  // Clear of the shapes and, where draw_axis drew them, the dashed lines from the shapes to their
  // shadows (touching, the name level with the gap's middle sat on them).
  std::vector<std::vector<Vec2>> clear_of = layout.outlines;
  if ((a.is_deciding || a.current) && !a.untried)
    for (const auto& [from, at] : {std::pair{s.a_low_at, s.a_world.min}, std::pair{s.a_high_at, s.a_world.max},
                                   std::pair{s.b_low_at, s.b_world.min}, std::pair{s.b_high_at, s.b_world.max}})
      clear_of.push_back({from, a.origin + a.u * at});
  const AxisBars bars{a.origin, a.u, near_end, far_end, band_reach(a)};
  std::vector<std::vector<Vec2>> lines;  // the other axes' lines, drawn across the view
  for (const Shown& other : shown)
    if (other.i != a.i) lines.push_back(line_in_view(canvas, other.origin, other.origin + other.u));
  if (!(a.is_deciding || a.current))
    return draw_axis_name(canvas, bars, a.nrm * outward, along, axis_name(runs, a), color, size, taken,
                          OutlineRuns(clear_of), lines);
  // The deciding axis and the axis at hand beside their bars (name_beside_bars), else where
  // place_beside_bars_middle or, last, place_axis_name finds room.
  const std::string name = axis_name(runs, a);
  // Near the bars' middle first, on the outer side, then (every axis shown, no room there: the
  // key below them, as at step 9 at 800 x 600, or the view's edge) on the inner side on a card over
  // the dashed lines to the shadows; only then further along the bars, the same way round.
  std::optional<NameRows> placed;
  for (const bool anywhere : {false, true}) {
    const double slide = name_slide(canvas, bars, size, anywhere);
    if (!placed)
      placed = name_beside_bars(canvas, bars, a.nrm * outward, mid, slide, name, size, taken, clear_of, lines);
    if (!placed && !lines.empty())
      placed = name_beside_bars(canvas, bars, -a.nrm * outward, mid, slide, name, size, taken, clear_of, lines,
                                std::span<const std::vector<Vec2>>(layout.outlines));
  }
  if (!placed) {
    const Vec2 at = a.origin + a.u * mid;
    const auto shift =
        place_beside_bars_middle(canvas, bars, a.nrm * outward, mid, name, size, taken, OutlineRuns(clear_of));
    placed = NameRows{at,
                      shift ? *shift
                            : place_axis_name(canvas, bars, a.nrm * outward, along, name, size, taken,
                                              OutlineRuns(clear_of)),
                      {name},
                      color,
                      size,
                      false};
    // Where another axis's line runs through it, on a card too (never over the shapes' dashed
    // lines to their shadows: place_beside_bars_middle keeps off them, place_axis_name rather).
    const std::vector<Vec2> box = name_rows_box(canvas, *placed);  // top-left, …, bottom-left
    placed->card = rect_crosses({box[3].x, box[3].y, box[1].x - box[3].x, box[1].y - box[3].y}, lines);
  }
  placed->color = color;
  taken.push_back(name_rows_box(canvas, *placed));
  if (placed->card) return void(card = std::move(placed));  // drawn after every axis (draw_sat)
  draw_name_rows(canvas, *placed);
}

}  // namespace

void draw_sat(Canvas& canvas, const SatRuns& runs, const SatLayout& layout, const SceneState& state,
              LabelLayout* labels) {
  if (runs.all.steps.empty()) return;
  const AnswerPart answer(canvas);  // axes, shadows and gaps are the test's answer
  // Every axis but the deciding one and the one at hand keeps off the words placed before (the key).
  std::vector<std::vector<Vec2>> placed_words;
  if (labels)
    for (const LabelBox& b : labels->boxes())
      placed_words.push_back({{b.x0, b.y1}, {b.x1, b.y1}, {b.x1, b.y0}, {b.x0, b.y0}});
  const std::vector<Shown> shown = place_axes(canvas, runs, layout, state, placed_words);
  if (labels && state.flag(sat_option::all_axes)) draw_sample_note(*labels, axes_note(runs, state, shown.size()));
  // The bars' bands, then each name as it is drawn: what later names keep clear of.
  std::vector<std::vector<Vec2>> taken = bar_bands(canvas, runs, shown);
  // And the words placed before the axes (the key, in the figure): the names keep off them too.
  if (labels)
    for (const LabelBox& b : labels->boxes()) taken.push_back({{b.x0, b.y1}, {b.x1, b.y1}, {b.x1, b.y0}, {b.x0, b.y0}});
  // The deciding axis and the axis at hand first, so their names get the first pick of places.
  std::vector<Shown> order = shown;
  std::stable_partition(order.begin(), order.end(), [](const Shown& a) { return a.is_deciding || a.current; });
  std::optional<NameRows> card;  // a name on a card, drawn over every axis's lines
  // With every axis shown, their lines fill the room beside the deciding bars: its name keeps off
  // them, or lies on a card. With one or two axes, their names keep the places they had.
  const std::span<const Shown> crossing = state.flag(sat_option::all_axes) ? std::span(shown)
                                                                           : std::span<const Shown>{};
  for (const Shown& a : order) {
    draw_axis(canvas, runs.all.steps[static_cast<std::size_t>(a.i)], a, layout);
    name_axis(canvas, runs, a, layout, taken, crossing, card);
    // The name's box is the last outline taken: top-left, top-right, bottom-right, bottom-left.
    if (labels) labels->take({taken.back()[0].x, taken.back()[2].y, taken.back()[2].x, taken.back()[0].y});
  }
  if (card) draw_name_rows(canvas, *card);
}

std::vector<std::vector<Vec2>> sat_bar_bands(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                                             const SceneState& state) {
  if (runs.all.steps.empty()) return {};
  const std::vector<Shown> shown = place_axes(canvas, runs, layout, state);
  std::vector<std::vector<Vec2>> out = bar_bands(canvas, runs, shown);
  // And the room kept beside the deciding axis's bars for its name (every axis shown).
  for (const Shown& a : shown)
    if (!a.name_room.empty()) out.push_back(a.name_room);
  // And the dashed lines from the shapes to the shadows, where draw_axis draws them.
  for (const Shown& a : shown) {
    if (!(a.is_deciding || a.current) || a.untried) continue;
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    for (const auto& [from, at] : {std::pair{s.a_low_at, s.a_world.min}, std::pair{s.a_high_at, s.a_world.max},
                                   std::pair{s.b_low_at, s.b_world.min}, std::pair{s.b_high_at, s.b_world.max}})
      out.push_back({from, a.origin + a.u * at});
  }
  return out;
}

void draw_slot_tint(Canvas& canvas, const SatRuns& runs, const SatLayout& layout, const SceneState& state) {
  const AnswerPart answer(canvas);  // the slot is the test's answer, as the axes are
  const auto drawn = sat_deciding_line(canvas, runs, layout, state);
  if (drawn.size() == 2) canvas.fill_polygon(drawn[1], palette::outside.with_alpha(45));
}

namespace {

// The axes' lines as sat_deciding_line and sat_axis_lines give them, from one placing of the axes.
std::vector<std::vector<Vec2>> axis_lines(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                                          const SceneState& state, bool every) {
  if (runs.all.steps.empty()) return {};
  std::vector<std::vector<Vec2>> out;
  for (const Shown& a : place_axes(canvas, runs, layout, state)) {
    if (!a.is_deciding) {
      if (every) out.push_back(line_in_view(canvas, a.origin, a.origin + a.u));
      continue;
    }
    out.push_back(line_in_view(canvas, a.origin, a.origin + a.u));
    // draw_slot_tint tints the slot when the deciding axis shows a gap (never for an untried one).
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    if (s.gap && !a.untried) out.push_back(slot_strip(canvas, a, s.between.min, s.between.max));
    if (!every) break;
  }
  return out;
}

}  // namespace

std::vector<std::vector<Vec2>> sat_deciding_line(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                                                 const SceneState& state) {
  return axis_lines(canvas, runs, layout, state, false);
}

std::vector<std::vector<Vec2>> sat_axis_lines(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                                              const SceneState& state) {
  return axis_lines(canvas, runs, layout, state, true);
}

void add_bar_outlines(const Canvas& canvas, const AxisBars& bars, std::vector<std::vector<Vec2>>& out) {
  const double px = canvas.pixel();
  const Vec2 side = Vec2{-bars.unit.y, bars.unit.x} * (bars.reach * px);
  // The end ticks have a width of their own: a few pixels past the ends too.
  const Vec2 p = bars.origin + bars.unit * (bars.near - 4 * px), q = bars.origin + bars.unit * (bars.far + 4 * px);
  out.push_back({p - side, q - side, q + side, p + side});
  out.push_back({p, q});
}

void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    std::span<const std::vector<Vec2>> shapes) {
  draw_axis_name(canvas, bars, outward, along, text, color, size, taken, OutlineRuns(shapes));
}

void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    const OutlineRuns& shapes, std::span<const std::vector<Vec2>> lines) {
  if (along.empty()) return;
  const Vec2 shift = place_axis_name(canvas, bars, outward, along, text, size, taken, shapes, lines);
  draw_placed_name(canvas, bars.origin + bars.unit * along.front(), shift, text, color, size, taken);
}

Vec2 place_axis_name(const Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                     std::string_view text, TextSize size, std::span<const std::vector<Vec2>> taken,
                     const OutlineRuns& shapes, std::span<const std::vector<Vec2>> lines) {
  const double px = canvas.pixel();
  const Vec2 u = bars.unit;
  const float gap = bars.reach + 5;
  const Vec2 at = bars.origin + u * along.front();
  // Beside the line at each of `along` (outward, then inward), then at points between the ends:
  // another axis's bars or name may be in the way.
  std::vector<double> stops(along.begin(), along.end());
  for (double f : {0.5, 0.75, 0.25}) stops.push_back(bars.near + f * (bars.far - bars.near));
  std::vector<Vec2> tries;  // offsets from `at`
  for (double t : stops)
    for (Vec2 side : {outward, -outward})
      tries.push_back(u * ((t - along.front()) / px) + offset_away(canvas, side, text, size, gap));
  // Past an end, nearest first: beside the line as above, moved on along it until the box clears
  // the bars' end (still beside the line, so it never runs through the name), and across the line
  // at the same distance, centred on it or slid either way (a name longer than the room beside an
  // upright line, the view's edge on one side and the shapes on the other, still clears both).
  // Further out too, as a parallel copy's bars, 26 pixels away, may reach past this axis's own;
  // never further out beside the line before nearer across it (sat-breaks beside the lessons:
  // "axes #1, #3, …" went 150 pixels below its upright bars, under the level line's).
  const double reach =
      (std::fabs(u.x) * canvas.text_width(text, size) + std::fabs(u.y) * Canvas::font_pixels(size)) / 2 + gap;
  const Vec2 out = collide::normalize(outward);
  const double half_across =
      (std::fabs(out.x) * canvas.text_width(text, size) + std::fabs(out.y) * Canvas::font_pixels(size)) / 2;
  for (double more : {0, 30, 60, 90, 130, 180, 240}) {
    for (double end : {bars.far, bars.near})
      for (Vec2 side : {outward, -outward})
        tries.push_back(u * ((end - along.front()) / px + (end == bars.far ? 1 : -1) * (reach + more)) +
                        offset_away(canvas, side, text, size, gap));
    if (more > 60) continue;
    for (double end : {bars.far, bars.near})
      for (double slide : {0.0, -0.5, 0.5, -0.75, 0.75}) {
        const Vec2 ahead = end == bars.far ? u : -u;
        tries.push_back(u * ((end - along.front()) / px) + offset_away(canvas, ahead, text, size, gap + more) +
                        out * (slide * half_across));
      }
  }
  // Last, further out beside the line: where the bars of other axes crowd it (every axis shown).
  for (float further : {16.f, 32.f, 48.f})
    for (double t : stops)
      for (Vec2 side : {outward, -outward})
        tries.push_back(u * ((t - along.front()) / px) + offset_away(canvas, side, text, size, gap + further));
  // Clear of the shapes too if any place is; else clear of the axes; else of the shapes (over
  // another axis's bars or name rather than on a shape, where the axes fill every place: the
  // separating-axis lesson's step 8 revealed at 800 × 600 put its name on the triangle); else the
  // first place in view (else the first place). Each place is tried once per rule, against the
  // lists as they are.
  auto in_view = [&](Vec2 o) { return label_in_view(canvas, at, o, text, size); };
  const OutlineRuns placed(taken);  // a box a text, one test each: the same answers as every edge
  auto off_shapes = [&](Vec2 o) { return !label_crosses(canvas, at, o, text, size, shapes, 3); };
  auto clear_of_axes = [&](Vec2 o) { return in_view(o) && !label_crosses(canvas, at, o, text, size, placed, 3); };
  auto clear_of_all = [&](Vec2 o) { return clear_of_axes(o) && off_shapes(o); };
  // First, within 24 pixels of its bars with no other axis's line between (separating-axis step 9:
  // "#7" under its bars' end, #4's line running between, read as #1's neighbour, not #7's).
  std::vector<std::vector<Vec2>> own;
  add_bar_outlines(canvas, bars, own);
  auto tied = [&](Vec2 o) {
    if (lines.empty() || !label_crosses(canvas, at, o, text, size, own, 24)) return lines.empty();
    const LabelBox b = label_box(canvas, at, o, text, size);
    // Beside its own line, not across it past the bars' end (it reads as a break in the line).
    double lo = 1e300, hi = -1e300;
    for (const Vec2 corner : {Vec2{b.x0, b.y0}, Vec2{b.x1, b.y0}, Vec2{b.x0, b.y1}, Vec2{b.x1, b.y1}}) {
      const double side = collide::cross(u, corner - bars.origin) / px;
      lo = std::min(lo, side), hi = std::max(hi, side);
    }
    if (lo < bars.reach && hi > -bars.reach) return false;
    const Vec2 mid{(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2};
    const Vec2 foot = bars.origin + u * std::clamp(collide::dot(mid - bars.origin, u), bars.near, bars.far);
    return std::none_of(lines.begin(), lines.end(), [&](const std::vector<Vec2>& l) {
      return l.size() == 2 && collide::segments_intersect(mid, foot, l[0], l[1]);
    });
  };
  auto pick = std::find_if(tries.begin(), tries.end(), [&](Vec2 o) { return clear_of_all(o) && tied(o); });
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), clear_of_all);
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), clear_of_axes);
  if (pick == tries.end())
    pick = std::find_if(tries.begin(), tries.end(), [&](Vec2 o) { return in_view(o) && off_shapes(o); });
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), in_view);
  return pick != tries.end() ? *pick : tries.front();
}

std::vector<Vec2> placed_name_box(const Canvas& canvas, Vec2 at, Vec2 shift, std::string_view text, TextSize size) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(text, size) * px, h = Canvas::font_pixels(size) * px;
  const Vec2 top_left = at + shift * px;
  return {top_left, top_left + Vec2{w, 0}, top_left + Vec2{w, -h}, top_left + Vec2{0, -h}};
}

void draw_placed_name(Canvas& canvas, Vec2 at, Vec2 shift, std::string_view text, Color color, TextSize size,
                      std::vector<std::vector<Vec2>>& taken) {
  canvas.label(at, text, color, size, shift);
  taken.push_back(placed_name_box(canvas, at, shift, text, size));  // later names keep clear of it
}

// [SECTION] panel: the counts, the option controls, the axes table, the legend

namespace {

/// How many axes each shape brings (a circle brings its own one).
struct AxisCounts {
  int n = 0, from_a = 0, from_b = 0, from_circle = 0;
};

AxisCounts count_axes(const SatRuns& runs) {
  AxisCounts c;
  for (const auto& s : runs.all.steps)
    (s.owner == AxisOwner::A ? c.from_a : s.owner == AxisOwner::B ? c.from_b : c.from_circle)++;
  c.n = static_cast<int>(runs.all.steps.size());
  return c;
}

}  // namespace

std::vector<TallyLine> sat_tally(const SatRuns& runs, const SatLayout& layout, const SceneState& state) {
  const AxisCounts c = count_axes(runs);
  const SatResult& all = runs.all.result;
  const int stop = stop_index(runs, state);
  const int from_b = c.from_circle ? c.from_circle : c.from_b;
  const std::string b_word = c.from_circle ? "circle" : layout.b_name;
  std::vector<TallyLine> out;
  out.push_back(
      {std::to_string(c.n) + " axes: " + std::to_string(c.from_a) + " from the " + layout.a_name + ", " +
           std::to_string(from_b) + " from the " + b_word,
       {{c.n, "axes in all"}, {c.from_a, "axes from the " + layout.a_name}, {from_b, "axes from the " + b_word}}});
  // The tally tries every axis (early exit or not), so say so: the next line may say the walk
  // itself stopped early.
  out.push_back(
      {"Trying them all, " + std::to_string(all.with_gap) + " of " + std::to_string(all.tested) + " show a gap",
       {{all.with_gap, "axes with a gap, trying them all"}, {all.tested, "axes tried, trying them all"}}});
  if (all.duplicates_skipped > 0)
    out.push_back({std::to_string(all.duplicates_skipped) + " parallel duplicates skipped",
                   {{all.duplicates_skipped, "parallel duplicates skipped"}}});
  if (stop >= 0)
    out.push_back({"Early exit stops at axis #" + std::to_string(stop + 1) + ", the first gap: " +
                       std::to_string(c.n - 1 - stop) + " of " + std::to_string(c.n) + " axes are never tried.",
                   {{stop + 1, "the axis an early exit stops at"},
                    {c.n - 1 - stop, "axes an early exit never tries"},
                    {c.n, "axes in all"}}});
  else if (centre_on_vertex(runs))
    out.push_back({"The circle's centre sits on a vertex of the " + layout.a_name +
                       ": the chapter answers \"collide\" there before trying any axis (the circle's axis would "
                       "have no direction). The rows show what the other axes would find.",
                   {}});
  else if (all.collide)
    out.push_back({"No axis shows a gap, so every axis must be tried before saying \"collide\".", {}});
  return out;
}

namespace {

/// The three toggles and the step slider, with what happens at that step; true when one changed.
bool option_controls(SceneState& state, const SatRuns& runs, const SatLayout& layout, int n) {
  bool changed = option_checkbox(state, sat_option::early_exit, "Stop at the first gap (early exit)", 1);
  changed |= option_checkbox(state, sat_option::skip_duplicates, "Skip parallel duplicates");
  changed |= option_checkbox(state, sat_option::all_axes, "Show every axis (off: the deciding one)");
  int step = std::clamp(static_cast<int>(state.option(sat_option::step)), 0, n);
  ImGui::TextWrapped("%s", "Walk the test axis by axis:");
  if (ImGui::SliderInt("##step", &step, 0, n, step == 0 ? "whole test" : "axis #%d")) {
    state.options[sat_option::step] = step;
    changed = true;
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("0 shows the whole test; 1, 2, \u2026 one axis at a time, in the order tried");
  // The same words as the caption under the figure, for the same axis.
  if (step > 0) ImGui::TextWrapped("%s", sat_scene_caption(runs, layout, state).c_str());
  return changed;
}

/// One row of the axes table: the axis and whose edge it is, both shadows, the result.
void axis_row(const AxisStep& s, int i, const SatLayout& layout, bool marked, bool walking, int stop, int exponent) {
  ImGui::TableNextRow();
  if (marked)
    ImGui::TableSetBgColor(
        ImGuiTableBgTarget_RowBg1,
        ImGui::GetColorU32(imgui_color(walking ? palette::text.with_alpha(40) : palette::deciding.with_alpha(60))));
  ImGui::TableNextColumn();
  // The axis number, then whose edge it is, short: "e1" in its shape's colour, "circle", "along".
  // The marked row says so in words too ("▶ #3"), for a reader who cannot tell the colours apart.
  fit_textf(marked ? "\u25B6 #%d" : "#%d", i + 1);
  const std::string who = s.along_line                   ? "along"
                          : s.owner == AxisOwner::Circle ? "circle"
                                                         : captions::numbered("e", s.edge);
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(who.c_str()).x) ImGui::NewLine();  // a narrow column
  whole_text(s.owner == AxisOwner::A ? layout.a_color : layout.b_color, who);
  const captions::AxisRow row = captions::axis_row(s, exponent);
  if (!s.tested) {
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_text(row.verdict);
    ImGui::PopStyleColor();
    return;
  }
  ImGui::TableNextColumn();
  // Whole, never shortened: the column fits itself to its widest shadow (a shortened cell would
  // keep it narrow), and a number is never cut.
  whole_text(layout.a_color, row.a);
  whole_text(layout.b_color, row.b);
  ImGui::TableNextColumn();
  std::string result = row.verdict;
  // "stop" after the result when the line has room, else on a line of its own.
  if (i == stop)
    result += ImGui::CalcTextSize((result + " · stop").c_str()).x <= ImGui::GetContentRegionAvail().x ? " · stop"
                                                                                                      : "\nstop";
  // Below an early exit's stop the walk never looks: neutral, whatever the whole test found there.
  const bool untried = stop >= 0 && i > stop;
  ImGui::PushStyleColor(ImGuiCol_Text, untried ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                               : imgui_color(s.gap ? palette::outside : palette::inside));
  wrapped_text(result);  // at spaces: ImGui's wrap would break "gap 3." / "257"
  ImGui::PopStyleColor();
}

/// The table of axes, under a line saying which rows are whose, and the notes that read it.
void axes_table(const SatRuns& runs, const SatLayout& layout, const AxisCounts& c, int stop, int walked_to) {
  // A single axis from B (the circle's own) is "6", not "6–6".
  const std::string b_axes = c.from_a + 1 == c.n ? std::to_string(c.n)
                                                 : std::to_string(c.from_a + 1) + "–" + std::to_string(c.n);
  ImGui::TextWrapped("Axes 1–%d: the %s's edge normals; %s: the %s's%s.", c.from_a, layout.a_name.c_str(),
                     b_axes.c_str(), c.from_circle ? "circle" : layout.b_name.c_str(),
                     c.from_circle ? " own axis" : " edge normals");
  // Shapes a millionth across (or millions): the numbers in one unit, said once, so each keeps
  // its significant digits.
  const int exponent = captions::shadow_exponent(runs.all.steps);
  if (exponent != 0)
    ImGui::TextWrapped("Shadows and results in units of %s.",
                       captions::unit_text(exponent).substr(2).c_str());  // after "×"
  // Three columns: the axis, both shadows (one line each, in their shapes' colours), and the
  // result, which stretches to the panel's edge and wraps there.
  if (!begin_table("axes", {"axis", "shadows", "result"}, true)) return;
  // The row the figure and the caption speak of: the axis at hand while walking, else the deciding one.
  const int marked = walked_to > 0 ? walked_to - 1 : decided_at(runs);
  table_rows(
      c.n,
      [&](int i) {
    axis_row(runs.all.steps[static_cast<std::size_t>(i)], i, layout, i == marked, walked_to > 0, stop, exponent);
      },
      marked);
  ImGui::EndTable();
  const std::string tie = decided_at(runs) == runs.all.result.deciding ? captions::least_tie_words(runs.all) : "";
  // With a gap, the first gap decides; with no gap the marked axis is the one with the least
  // push-out, which is all the note says of it (the circle's axis with no direction aside: it decides).
  const bool least = runs.all.result.collide && decided_at(runs) == runs.all.result.deciding;
  const std::string axis = captions::numbered("#", decided_at(runs) + 1);
  const std::string marked_words = least ? captions::joined({"No axis shows a gap: ", axis, " has the least push-out"})
                                         : captions::joined({axis, " decides"});
  ImGui::TextWrapped(
      "%s%s. Shadows (the %s's above the %s's) are in world units along each axis scaled to length 1. "
      "Push-out: how far the %s must move along the axis to leave the shapes touching "
      "(not the shadows' shared length when one holds the other). \"stop\" marks where "
      "an early exit ends the test; it never tries the rows below.",
      marked_words.c_str(), tie.c_str(), layout.a_name.c_str(), layout.b_name.c_str(), layout.b_name.c_str());
}

}  // namespace

SatRoles sat_roles(const SatRuns& runs, const SceneState& state) {
  SatRoles roles{false, false, false, false, false};  // the defaults name every role: none is drawn yet
  for (const Shown& a : chosen_axes(runs, state)) {
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    roles.untried = roles.untried || a.untried;
    roles.deciding = roles.deciding || a.is_deciding;
    if (a.untried) continue;
    roles.gap = roles.gap || s.gap;
    roles.overlap = roles.overlap || !s.gap;
    roles.push_out = roles.push_out || shows_push_out(s, a);
  }
  return roles;
}

std::vector<LegendEntry> sat_legend_entries(const SatRoles& roles, std::string_view b_name, std::string_view a_name) {
  // Both shapes are in every SAT figure: which is A, which is B (drawn double), on one row; B
  // alone when `a_name` is empty.
  std::vector<LegendEntry> out = a_name.empty() ? std::vector{double_shape_entry(b_name)}
                                                : both_shapes(first_shape_entry(a_name), double_shape_entry(b_name));
  if (roles.gap) out.push_back({palette::apart, "orange: a gap between shadows, apart"});
  if (roles.overlap) out.push_back({palette::collide, "green: where the shadows overlap"});
  if (roles.push_out)
    out.push_back({palette::text, "dark arrow: the push-out, how far the " + std::string(b_name) + " must move",
                   LegendEntry::Mark::Arrow});
  if (roles.deciding)
    out.push_back({palette::deciding, "dashed vermillion: the deciding axis", LegendEntry::Mark::Dashed});
  if (roles.untried) out.push_back({palette::untested, "light grey: never tried (early exit)"});
  return out;
}

bool sat_panel(SceneState& state, const SatRuns& runs, const SatLayout& layout) {
  const AxisCounts counts = count_axes(runs);
  if (counts.n == 0) return false;
  const int stop = stop_index(runs, state);
  const int walked_to = walk_step(runs, state);
  for (const TallyLine& line : sat_tally(runs, layout, state)) wrapped_text(line.text);
  axes_table(runs, layout, counts, stop, walked_to);
  ImGui::Separator();
  return option_controls(state, runs, layout, counts.n);
}

}  // namespace lab::figures
