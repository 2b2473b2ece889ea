// Which axes a SAT figure shows and where their lines go (sat_figure.hpp says what the figure
// shows), and what of them a key placed before the axes keeps off. A scene places them once
// before its key (place_axes): the slot's tint, the key's bands and lines read that placing;
// draw_sat places them once more, the others then keeping off the key placed in between.
#pragma once
#include <span>
#include <string>
#include <vector>

#include "scenes/canvas.hpp"
#include "scenes/figures/sat_figure.hpp"

namespace lab::figures {

/// One axis as the figure shows it.
struct ShownAxis {
  int i;
  Vec2 u, nrm, origin;
  double offset;
  bool is_deciding, current, untried;
  int parallel_to;
  std::vector<Vec2> name_room = {};  ///< with every axis shown, the room kept for the name (place_axes)
};

/// Which axes to show (see the file comment of sat_figure.hpp): the same choice for the figure and
/// for the legend, which names only what the figure draws.
std::vector<ShownAxis> chosen_axes(const SatRuns& runs, const SceneState& state);

/// Where the chosen axes' lines go: outside the shapes, clear of parallel copies; with every axis
/// shown, each also clear of the bars of those placed before it (clear_of_bands), the deciding axis
/// and the axis at hand placed first so they keep the places their names were given room at.
/// Those others keep off `keep_off` too (the key's block, placed before them).
std::vector<ShownAxis> place_axes(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                                  const SceneState& state, std::span<const std::vector<Vec2>> keep_off = {});

/// The name beside an axis line: "#3", "#3: push-out 2.1" for the axis at hand in a walk, the
/// deciding axis's "deciding axis #2: gap 3.26".
std::string axis_name(const SatRuns& runs, const ShownAxis& a);

/// The push-out is drawn (as an arrow) on the deciding axis or the axis at hand when its shadows
/// overlap by more than a touch.
bool shows_push_out(const collide::AxisStep& s, const ShownAxis& a);

/// How far an axis's bars reach either side of its line, in pixels.
float band_reach(const ShownAxis& a);

/// What a name must not cross: every shown axis's band of bars (band_reach pixels either side of its
/// line, end ticks included) and its middle line (so no name fits inside a band).
std::vector<std::vector<Vec2>> bar_bands(const Canvas& canvas, const SatRuns& runs, std::span<const ShownAxis> shown);

/// The orange slot between the deciding axis's shadows when they show a gap, across the whole
/// view (any line inside it separates the shapes), for the axes `placed` (place_axes). Drawn
/// before the key and the axes: it is the figure's ground, whole, and a key that must lie on it
/// lies on a card over it (draw_legend).
void draw_slot_tint(Canvas& canvas, const SatRuns& runs, std::span<const ShownAxis> placed);

/// The bands draw_sat's shadow bars will fill, as outlines (with their middle lines), and the
/// dashed lines from the shapes to the deciding or walked axis's shadows: a key placed before the
/// axes keeps off them (where it cannot, draw_sat moves the other axes out of its way).
std::vector<std::vector<Vec2>> sat_bar_bands(const Canvas& canvas, const SatRuns& runs,
                                             std::span<const ShownAxis> placed);

/// The thin dashed lines draw_sat draws from the points that cast the deciding axis's (or the axis
/// at hand's) shadow ends to those ends, as two-point segments: words keep off them.
std::vector<std::vector<Vec2>> sat_projection_lines(const SatRuns& runs, std::span<const ShownAxis> placed);

/// The deciding axis's dashed line as draw_sat draws it, cut to the view, and the orange slot it
/// tints between the shadows when they show a gap (none when no axis shown decides): a key rather
/// keeps off them, so no word of the key is struck through and the tint does not read as a row of
/// the key picked out.
std::vector<std::vector<Vec2>> sat_deciding_line(const Canvas& canvas, const SatRuns& runs,
                                                 std::span<const ShownAxis> placed);

/// sat_deciding_line, and the other axes' thin lines across the view: every one a key's words
/// would be struck through by (with every axis shown no corner is clear, so the key lies on a card).
std::vector<std::vector<Vec2>> sat_axis_lines(const Canvas& canvas, const SatRuns& runs,
                                              std::span<const ShownAxis> placed);

}  // namespace lab::figures
