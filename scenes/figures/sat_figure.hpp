// The separating axis test drawn from its own trace (collide::SatTrace), for every scene that
// runs it: the convex chapter's polygon vs polygon / rectangle / segment / circle, and the
// concave chapter's "where SAT breaks" and "convex pieces".
//
// What the figure shows, per axis in the order the test tries them (A's edges, B's, the circle's):
//   * the axis as a thin line across the view, placed outside a circle around both shapes (so no
//     axis or shadow ever sits on a shape), parallel copies stacked further out;
//   * for the deciding axis and the axis at hand, thin dashed lines from the vertices that cast
//     each shadow's ends to those ends;
//   * both shadows on it as thick bars (A's colour, B's colour) and, where they miss each other,
//     the gap as an orange bar, else the stretch they share as a green bar; on the deciding axis
//     (or the one at hand) with no gap, the push-out its number names (how far B must move to leave
//     them touching) as a dark arrow beside B's bar, from B's end to A's far end;
//   * the deciding axis (the first gap, or the least push-out when there is none) dashed, thicker,
//     in palette::deciding, and the slot between the shadows shaded orange across the view (any
//     line inside it separates the shapes);
//   * each axis named beside its line ("#3"), clear of every axis's bars, of the other names and,
//     where some place allows, of the shapes (SatLayout::outlines); the deciding one beside its
//     bars, with every axis shown on two rows or on a card over the other axes' lines where one
//     row finds no room (axis_name_middle.hpp);
//   * a parallel copy of an earlier axis labelled "(same as #k)", so duplicate normals show;
//   * while walking the test (step k ≥ 1): axes #1…#k only, #k at hand (dark, named with what it
//     shows), the deciding styling only when #k is the deciding axis; with early exit on, the axes
//     past the stop faded and labelled "(not tried)". The whole-test view (step 0) shows every axis
//     at full strength, as the caption's tally counts them.
//
// A SAT scene keeps two runs of the same test (SatRuns): `all` with early exit off, which gives
// every axis's shadows and the caption's tally; `walked` as the options ask, which tells where an
// early exit stops. Both come from the core; nothing here recomputes a projection or a verdict.
//
// The options live in SceneState::options (so they are saved with a state) under the names in
// sat_option; the panel edits them.
//
// Use:
//   update():  runs.all = {}; collide::convex_polygons_collide(a, b, tally_options(state_), runs.all);
//              if (walk_is_tally(runs, state_)) runs.walked = runs.all;
//              else collide::convex_polygons_collide(a, b, walk_options(state_), runs.walked);
//   draw():    const auto axes = place_axes(canvas, runs, layout, state_);  // sat_axes.hpp: once, before the key
//              draw_slot_tint(canvas, runs, axes);  // first: under the key and the axes
//              (the key keeps off sat_bar_bands(canvas, runs, axes) and sat_axis_lines(canvas, runs, axes))
//              draw_sat(canvas, runs, layout, state_, &labels);  // places them again, the others off the key
//   panel():   if (sat_panel(state_, runs, layout)) update();
//   caption(): sat_scene_caption(runs, layout, state_)
#pragma once
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include "scenes/canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/figures/outline_runs.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/sat.hpp"
#include "formats/state.hpp"

namespace lab::figures {

/// Option names in SceneState::options.
namespace sat_option {
inline constexpr const char* early_exit = "early_exit";            ///< 1: stop at the first gap (the book's loop)
inline constexpr const char* skip_duplicates = "skip_duplicates";  ///< 1: skip an axis parallel to an earlier one
inline constexpr const char* all_axes = "all_axes";  ///< 1: draw every axis; 0 (default): only the deciding one
inline constexpr const char* step = "step";          ///< 0: the whole test; k ≥ 1: only the first k axes
}  // namespace sat_option

/// Set the options above to their defaults: early exit on, duplicates tested, only the deciding
/// axis shown (as the book's figure), the whole test (step 0).
void add_sat_options(SceneState& state);

/// Options for the run that counts: every axis tried (no early exit), duplicates as the state says.
collide::SatOptions tally_options(const SceneState& state);
/// Options for the run the step slider walks: early exit and duplicates as the state says.
collide::SatOptions walk_options(const SceneState& state);

/// The two runs of one test a SAT scene keeps (see the file comment).
struct SatRuns {
  collide::SatTrace all;     ///< early exit off: every axis's shadows, and the caption's counts
  collide::SatTrace walked;  ///< as the options ask: which axes an early exit never reaches
  /// Both emptied for the next run, their steps' memory kept (a big outline's drag reuses it).
  void clear() {
    collide::detail::reset_keeping(all, &collide::SatTrace::steps);
    collide::detail::reset_keeping(walked, &collide::SatTrace::steps);
  }
};

/// Whether the walk would try every axis the tally tried, and so be the same run: early exit
/// off, or no axis with a gap (an early exit never fires). Then `walked` is a copy of `all`
/// instead of a second run (for outlines of thousands of edges, each run costs milliseconds).
bool walk_is_tally(const SatRuns& runs, const SceneState& state);

/// How the figure names the shapes and where it puts the axes.
struct SatLayout {
  std::string a_name = "A";  ///< e.g. "pentagon"; labels, and the panel's "edge of" column
  std::string b_name = "B";  ///< e.g. "triangle", "rectangle", "segment", "circle"
  Color a_color = palette::shape_a;
  Color b_color = palette::shape_b;
  /// A circle around both shapes (e.g. convex::enclosing_circle of all their points): each axis
  /// line is drawn just outside it, on its own side, so shadows and shapes never overlap.
  collide::Circle bounds;
  /// The shapes as drawn (a circle as a polygon, a segment as its two ends): the axes' names keep
  /// clear of them where they can.
  std::vector<std::vector<Vec2>> outlines;
};

/// Draw the axes, shadows, gaps and the deciding axis, as the state's options ask. Draws nothing
/// for an empty trace (e.g. when the input was rejected).
/// With `labels`, each axis's name is also taken there, so labels placed later keep clear of it;
/// with every axis shown, the axes other than the deciding one and the one at hand keep their bars
/// off the words already placed there (the key).
void draw_sat(Canvas& canvas, const SatRuns& runs, const SatLayout& layout, const SceneState& state,
              LabelLayout* labels = nullptr);

/// The least length, in pixels, of the push-out's dark arrow: a shorter push-out is drawn this long,
/// its head where B's end must go (a few pixels read as no arrow); the number beside the bars is the
/// true one.
inline constexpr double kMinPushOutPixels = 36;

/// An axis line {origin + t·unit} (unit of length 1) and the stretch near ≤ t ≤ far its shadow
/// bars cover, reaching `reach` pixels either side of the line: what an axis's name keeps clear of.
struct AxisBars {
  Vec2 origin, unit;
  double near = 0, far = 0;
  float reach = 8;
};

/// Add the outlines a name must not cross for these bars (their band, a few pixels past the ends,
/// and its middle line, so no name fits inside it) to `out`.
void add_bar_outlines(const Canvas& canvas, const AxisBars& bars, std::vector<std::vector<Vec2>>& out);

/// Draw an axis's name beside its bars, anchored at origin + unit·along[0]: beside the line at each
/// of `along` (on the `outward` side first), then further along it, then past either end; the first
/// place clear of `taken` (bars and names) and of `shapes`, else clear of `taken`, else the first in
/// view. Adds the name's box to `taken`, so the next names keep clear of it.
void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    std::span<const std::vector<Vec2>> shapes = {});
/// The same, the shapes' edges in runs made once for all the names of a figure (outline_runs.hpp).
/// With `lines` (the other axes' lines, two points each), a place within 24 pixels of the bars,
/// beside its own line, with none of them between the name and its bars is taken first.
void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    const OutlineRuns& shapes, std::span<const std::vector<Vec2>> lines = {});

/// draw_axis_name's place for `text`, drawing nothing: its offset in pixels from
/// bars.origin + bars.unit·along[0] (`along` not empty).
Vec2 place_axis_name(const Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                     std::string_view text, TextSize size, std::span<const std::vector<Vec2>> taken,
                     const OutlineRuns& shapes, std::span<const std::vector<Vec2>> lines = {});
/// The box (top-left, top-right, bottom-right, bottom-left) of `text` drawn at `at` moved by
/// `shift` pixels, as an outline later names keep clear of.
std::vector<Vec2> placed_name_box(const Canvas& canvas, Vec2 at, Vec2 shift, std::string_view text, TextSize size);
/// `text` drawn at `at` moved by `shift` pixels (a place from place_axis_name); its box joins `taken`.
void draw_placed_name(Canvas& canvas, Vec2 at, Vec2 shift, std::string_view text, Color color, TextSize size,
                      std::vector<std::vector<Vec2>>& taken);

/// Which edge an axis is the normal of, in the figure's names: "pentagon e3", "the circle's axis".
std::string axis_owner(const collide::AxisStep& step, const SatLayout& layout);

/// Where the early-exit run stopped: the index of its first gap, or −1 when early exit is off or
/// it tried them all.
int stop_index(const SatRuns& runs, const SceneState& state);
/// The step the whole test is decided at, the one the figure, the table, the caption and `--report`
/// mark: captions::deciding_step (the circle's axis when the centre sits on a vertex, else the
/// core's deciding axis).
int decided_at(const SatRuns& runs);
/// Whether the circle's centre sits on one of the polygon's vertices (the circle's axis has no
/// direction).
bool centre_on_vertex(const SatRuns& runs);
/// The step the slider is on: 0 for the whole test, k for "the first k axes" (clamped).
int walk_step(const SatRuns& runs, const SceneState& state);

/// The scene's one-line caption: the whole test's verdict (captions::sat_caption, the same line
/// `query` prints), or while walking (step k ≥ 1) what the test does at axis #k
/// (captions::sat_step_caption), so the caption, the marked table row and the figure move together.
std::string sat_scene_caption(const SatRuns& runs, const SatLayout& layout, const SceneState& state);

/// The colour roles a SAT figure draws: the legend names exactly these.
struct SatRoles {
  bool gap = true;        ///< orange: a gap between shadows (evidence for apart)
  bool overlap = true;    ///< green: the stretch both shadows share (evidence for collide)
  bool push_out = false;  ///< dark arrow: how far B must move to leave the shapes touching
  bool deciding = true;   ///< dashed vermillion: the deciding axis
  bool untried = true;    ///< light grey: axes an early exit never tried
};
/// What draw_sat draws for this state, role by role.
SatRoles sat_roles(const SatRuns& runs, const SceneState& state);

/// The key of every SAT figure (draw_legend, in the figure at the desk and presenting, so its
/// swatches are drawn as the figure is): A's dot and B's double line on one row (both_shapes),
/// then a line for each colour role drawn; `b_name` and `a_name` are B and A as the figure names
/// them (B is the shape the push-out moves); no `a_name`: B's line alone.
std::vector<LegendEntry> sat_legend_entries(const SatRoles& roles, std::string_view b_name = "B",
                                            std::string_view a_name = {});

/// One of the panel's count lines above the table ("8 axes: 5 from the pentagon, 3 from the
/// triangle"), with the counts it prints in the order it prints them and what each counts: written
/// once, for the panel and for `--report`'s "printed".
struct TallyLine {
  std::string text;
  std::vector<std::pair<long long, std::string>> counts;  ///< {count, what it counts}
};
/// The count lines: where the axes come from, how many show a gap trying them all, the parallel
/// duplicates skipped, where an early exit stops (or why every axis is tried).
std::vector<TallyLine> sat_tally(const SatRuns& runs, const SatLayout& layout, const SceneState& state);

/// The panel: the counts, the toggles (early exit, skip parallel duplicates, every axis or only
/// the deciding one), the step slider with what happens at that step and where an early exit
/// stops, and the table of axes. Returns true when an option changed: call update() then.
bool sat_panel(SceneState& state, const SatRuns& runs, const SatLayout& layout);

}  // namespace lab::figures
