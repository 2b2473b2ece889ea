// Labels that keep clear of each other and of the view's edges, for every figure of the book: a
// figure places its labels one by one, most important first, and each takes the first of its
// candidate places whose box (the canvas's own text_width × font_pixels) is inside the view and
// overlaps no label placed before. The taken boxes are kept in a grid (BoxIndex), so each try
// looks only at its neighbours. Only where words go is decided here; what they say comes from
// the trace.
//
// Two ways to give the places: place() takes the figure's own list and may leave a label out;
// away() and at() (the "Before polygons" figures) turn round the anchor and move further out
// until a place is free, and always draw.
#pragma once
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "scenes/canvas.hpp"
#include "scenes/figures/box_index.hpp"
#include "scenes/figures/outline_runs.hpp"

namespace lab::figures {

/// The box of `text` anchored at `at` with `offset` (its top-left, screen pixels, y up).
LabelBox label_box(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size);

/// The ink of a label in `color` whose text box is `box`: a framed one's (B's purple, green:
/// role_canvas.hpp) reaches its frame's width past the box. What LabelLayout keeps clear.
LabelBox ink_box(const Canvas& canvas, const LabelBox& box, Color color);

/// The ink of `outline` (closed; two points: a segment) drawn `width` pixels wide in `color`
/// with dots of `dot` pixels at its vertices, `paper` pixels wider all round: each edge's stroke's
/// two sides and a square round each vertex, as outlines a label's box keeps clear of
/// (box_crosses). A box beside an edge's line is then clear of its stroke as drawn, not only of
/// the line (B's double line reaches 3.75 pixels out).
std::vector<std::vector<Vec2>> outline_ink(const Canvas& canvas, std::span<const Vec2> outline, Color color,
                                           float width, float dot, float paper);
/// The same for a stroke reaching `reach` pixels either side of its line (paper included) and
/// squares of `corner` pixels round its vertices: a dashed guide's (RoleCanvas::dashed_reach).
std::vector<std::vector<Vec2>> outline_ink_within(const Canvas& canvas, std::span<const Vec2> outline, float reach,
                                                  float corner);

/// Two labels with the same words (the C's "e3" and the square's "e3", each beside its own edge)
/// read as one pair of names when they stand side by side: whether `box`, for a label of `size`,
/// keeps two text heights clear of each of its `namesakes` (the boxes of labels with its words).
bool apart_from_namesakes(const Canvas& canvas, const LabelBox& box, TextSize size,
                          std::span<const LabelBox> namesakes);

/// What a label keeps off: outlines (closed; a two-point one is a segment) tested edge by edge, or
/// the same in runs of edges (OutlineRuns) made once for the many places of many labels: a
/// 2,000-gon's ink is thousands of outlines, read for every place tried. Or several such lists
/// (all_of): the shapes' ink in runs once, with the few lines each name adds.
class Avoid {
 public:
  Avoid() = default;
  Avoid(std::span<const std::vector<Vec2>> outlines) { add(outlines, nullptr); }     // NOLINT: as the spans were
  Avoid(const std::vector<std::vector<Vec2>>& outlines) { add(outlines, nullptr); }  // NOLINT
  Avoid(const OutlineRuns& runs) { add(runs.outlines(), &runs); }                    // NOLINT
  /// Every outline of every one of `lists`.
  static Avoid all_of(std::initializer_list<Avoid> lists);

  /// No outline to keep off.
  bool empty() const;
  /// Whether the box crosses or holds any part of the outlines (box_crosses).
  bool crossed_by(const LabelBox& box) const;

 private:
  struct Part {
    std::span<const std::vector<Vec2>> outlines;
    const OutlineRuns* runs = nullptr;  ///< the same outlines in runs, or none
  };
  void add(std::span<const std::vector<Vec2>> outlines, const OutlineRuns* runs);
  std::vector<Part> parts_;
};

class LabelLayout {
 public:
  explicit LabelLayout(Canvas& canvas);

  Canvas& canvas() const { return canvas_; }

  /// Draws `text` at the first of `offsets` that is in view and clear of the labels placed so
  /// far, of the lines kept off (keep_off) and of `avoid` (outlines; a two-point one is a
  /// segment), apart from its namesakes (apart_from_namesakes) and where it reads; failing that, the first clear
  /// of labels and apart from namesakes; failing that, the first clear of labels only. When none is clear: a `must` label is drawn at the first offset in view
  /// (the first of all when none is) over the others; another is left out (false). Returns
  /// whether it was drawn.
  /// `gap`: pixels to keep from the labels placed so far (names a pixel apart read as one word).
  bool place(Vec2 at, std::string_view text, Color color, TextSize size, std::span<const Vec2> offsets,
             bool must = true, const Avoid& avoid = {}, float gap = 0);
  /// place()'s first two passes alone: `text` at the first of `offsets` clear of everything
  /// (labels, lines, `avoid`, apart from namesakes) where it reads, else at the first clear of
  /// everything, else nothing (false). For a label with places it would
  /// rather take first (clear of marks it may cover only where nothing else is free).
  bool place_clear(Vec2 at, std::string_view text, Color color, TextSize size, std::span<const Vec2> offsets,
                   const Avoid& avoid, float gap = 0);

  /// `text` beside `at`, on the side facing away from `away_from` (when they coincide: up and to
  /// the right), `gap` pixels clear of `at`; else turned round `at` a step at a time, then farther
  /// out, until the place is free (2 pixels clear of other labels, in view, off `obstacles`).
  /// Returns the offset used (the text's top-left, pixels, y up).
  Vec2 away(Vec2 at, Vec2 away_from, std::string_view text, Color color, TextSize size = TextSize::Large, float gap = 8,
            std::span<const std::vector<Vec2>> obstacles = {});
  /// `text` at the first free one of `offsets` (the figure's preference), else as away() would
  /// place it from the first offset's direction (each where it reads first); else the free place
  /// in view nearest the first.
  Vec2 at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color,
          TextSize size = TextSize::Large, std::span<const std::vector<Vec2>> obstacles = {});
  /// `text` at the first of `offsets` that is free of everything, or nowhere (for a label that
  /// would be false anywhere else, such as "+ side" across the line).
  std::optional<Vec2> try_at(Vec2 anchor, std::span<const Vec2> offsets, std::string_view text, Color color,
                             TextSize size = TextSize::Large, std::span<const std::vector<Vec2>> obstacles = {});
  /// Whether `text` at `anchor` + `offset` would be free as away() and at() mean it (for a
  /// figure placing two labels as a pair).
  bool fits(Vec2 anchor, Vec2 offset, std::string_view text, TextSize size,
            std::span<const std::vector<Vec2>> obstacles = {}) const;

  /// Keeps every later label placed by place() off `outline` (a two-point one is a segment): a
  /// line the figure drew, such as an axis, that a name must not sit on.
  void keep_off(std::vector<Vec2> outline) { lines_.push_back(std::move(outline)); }
  /// Keeps later labels off a box drawn elsewhere (e.g. an axis's name placed by draw_sat).
  void take(const LabelBox& box) { taken_.add(box); }
  /// Keeps later labels off a box of `w` × `h` screen pixels centred on `at` (a dot, a swatch).
  void reserve(Vec2 at, double w, double h);
  /// Keeps labels off a dot of `radius` pixels at `p` (a point's marker).
  void block(Vec2 p, double radius) { reserve(p, 2 * radius, 2 * radius); }
  /// Whether `box` overlaps no label placed or reserved so far.
  bool clear(const LabelBox& box) const { return !taken_.overlaps_any(box); }

  const std::vector<LabelBox>& boxes() const { return taken_.boxes(); }
  /// Whether `text` at `at` + `offset` in `color` would read against what the canvas has drawn so
  /// far (Canvas::words_read: on paper, or on a tint with room for a card clear of every stroke).
  /// place()'s first pass wants it: a label on a tint with a line through it reads at 3.6:1.
  bool reads(Vec2 at, Vec2 offset, std::string_view text, TextSize size, Color color) const;
  /// Whether `text` at `at` + `offset` is in view and `gap` pixels clear of the labels taken: what
  /// each of place()'s passes asks, tested before a place's costlier tests (outlines crossed).
  bool has_room(Vec2 at, Vec2 offset, std::string_view text, TextSize size, Color color, float gap = 0) const {
    return passes(at, offset, text, size, color, {}, gap * canvas_.pixel(), 3);
  }
  /// Whether a label of `text` in `box` keeps clear of the labels place() put with the same words.
  bool apart_from_namesakes(const LabelBox& box, std::string_view text, TextSize size) const;

 private:
  /// In view, `clearance` pixels clear of the boxes taken, and off `obstacles`.
  bool free(Vec2 at, Vec2 offset, std::string_view text, TextSize size, std::span<const std::vector<Vec2>> obstacles,
            double clearance) const;
  Vec2 draw(Vec2 at, Vec2 offset, std::string_view text, Color color, TextSize size);
  /// Offsets round `at`: `direction` first, then turned by 30° steps either way, at growing gaps.
  std::vector<Vec2> ring(Vec2 direction, std::string_view text, TextSize size, float gap) const;
  Vec2 nearest_free_in_view(Vec2 anchor, Vec2 wanted, std::string_view text, TextSize size) const;

  /// Whether `text` at `at` + `offset` is in view and passes place()'s `pass` (0: clear of the
  /// labels by `margin`, apart from namesakes, off `avoid` and the lines, reads; 1: all but reads;
  /// 2: the first two; 3: labels).
  /// Its ink (ink_box) is what is tested: `color` frames some labels.
  bool passes(Vec2 at, Vec2 offset, std::string_view text, TextSize size, Color color, const Avoid& avoid,
              double margin, int pass) const;

  Canvas& canvas_;
  BoxIndex taken_;
  std::vector<std::vector<Vec2>> lines_;                                    ///< keep_off's lines
  std::unordered_map<std::string, std::vector<LabelBox>> placed_by_words_;  ///< place()'s labels, by their words
};

/// The infinite line through `p` with direction `d` as a two-point obstacle reaching past the view
/// on both sides (for label_crosses); {p, p} when d is 0.
std::vector<Vec2> line_through_view(const Canvas& canvas, Vec2 p, Vec2 d);

/// Offsets that put `text` beside its anchor, `gap` pixels away, facing `direction` first and
/// then turning round it both ways in eighths: eight places, best first.
std::vector<Vec2> offsets_around(const Canvas& canvas, Vec2 direction, std::string_view text, TextSize size, float gap);

/// One line of a legend: a short swatch of the colour (dashed for the deciding step, a dot for a
/// point, an arrow for a push or a path, a ring round a point, a tinted chip with its outline for a
/// shape drawn without vertex dots) and the words that say what it means.
struct LegendEntry {
  enum class Mark { Line, Dashed, Dot, Arrow, Ring, Fill };
  // Out of line (label_layout.cpp): GCC 12 -O3 misread the inlined move of a braced entry's words
  // into a vector as a copy past the entry's end (-Warray-bounds) once it knew their length.
  LegendEntry(Color color, std::string_view words, Mark mark = Mark::Line);
  Color color;
  std::string words;
  Mark mark = Mark::Line;
  /// Drawn on the row of the entry before it, after that row's words, where the row has room (the
  /// two shapes on one row: "● blue: A  ═ purple, double: B"); else on a row of its own.
  bool beside_previous = false;
};

/// The key's line for the shape drawn in B's purple, which the app draws as a double line
/// (role_canvas.hpp): its swatch is drawn the same way, so the key says what the double line is.
/// `name` is the shape as the figure names it ("B", "the triangle", "−B").
LegendEntry double_shape_entry(std::string_view name);

/// `entries` with double_shape_entry(name) first, unless a line of B's purple is there already;
/// with `a_name`, A's blue chip ("blue: A", Mark::Fill: a figure that draws A tinted and outlined,
/// without dots) and B's first line on the first row (both_shapes), unless A is named there.
std::vector<LegendEntry> with_double_shape(std::vector<LegendEntry> entries, std::string_view name,
                                           std::string_view a_name = {});

/// `a` (A's swatch and name: first_shape_entry where A has its vertex dots), then `b` (B's line as
/// the figure draws it) beside it on the same row: one row of the key tells which shape is A and
/// which is B, and no key grows a row for A.
std::vector<LegendEntry> both_shapes(LegendEntry a, LegendEntry b);

/// The first shape's line in a key: "blue: A" (`name` as the figure names it). A key names every
/// colour the figure draws, the first shape's blue too.
LegendEntry first_shape_entry(std::string_view name);

/// A shape whose every edge is drawn in a test's colour (tried, missed, met): what is left of its
/// own colour is the fill and the vertices' dots, so the key says that ("purple fill, hollow
/// dots: B"; B's dots are hollow, A's solid). `color` is palette::shape_a or palette::shape_b.
LegendEntry fill_and_dots_entry(Color color, std::string_view name);

/// The ink of an entry's words in a key: the deciding step's in vermillion, B's purple and
/// green in theirs, which the app underlines or frames as it does the figure's labels
/// (role_canvas.hpp), so the key shows those marks too; the rest in the text's near black.
Color words_ink(const LegendEntry& entry);

/// One swatch of a key, from `from` to `to` (world units), in the entry's colour and mark. Drawn
/// through the canvas the figure is drawn through, so a swatch carries the figure's channels.
void draw_swatch(Canvas& canvas, const LegendEntry& entry, Vec2 from, Vec2 to);

/// The entries with each repeated one (same colour, mark and words: both rays of polygon-polygon
/// list "ray outside the polygon") once, in the order each first appears. Two roles are never
/// joined on one line: a figure draws its roles apart (an edge tried and missed is an orange
/// line, the ray outside an orange arrow), so each swatch means one thing.
std::vector<LegendEntry> merged_legend(std::span<const LegendEntry> entries);

/// `words` in rows at most `room` pixels wide by the canvas's measure, broken where the panels
/// break (wrap_at_spaces: at spaces, a value kept with its name; a word wider than the room on a
/// row of its own). One row, "", for no words.
std::vector<std::string> rows_at_spaces(const Canvas& canvas, std::string_view words, TextSize size, double room);

/// The legend, one entry a line (repeats once, merged_legend; a line wider than the view goes on
/// in a second row under its words), its type `size` or larger, so it is at least 13 pixels high
/// on screen (an 800 × 600 picture draws at UI scale 0.625), in the first corner of the view (bottom-left, bottom-right,
/// top-right, top-left) where its block crosses none of `avoid` (outlines; a two-point one is a
/// segment) and no label placed so far; when none is clear, the place over the fewest of them. Its whole block is then
/// taken in `layout`, so later labels keep off the room beside a short line too. Place it before the
/// figure's other labels so they keep off it. A place clear of `rather_avoid` too (lines across
/// the view, which may leave no corner clear; a closed outline there is a region to keep out of,
/// such as a tinted slot) is taken first when there is one; where none is, the key is drawn on a
/// card of paper over what it lies on (draw that first: a tint runs on under the card). Returns
/// the key's block (none when there is nothing to key).
std::optional<LabelBox> draw_legend(LabelLayout& layout, std::span<const LegendEntry> entries,
                                    std::span<const std::vector<Vec2>> avoid = {}, TextSize size = TextSize::Normal,
                                    std::span<const std::vector<Vec2>> rather_avoid = {});

/// A key placed (its block taken in the layout) and not yet drawn: for a figure that draws it
/// after the rest, so its card lies over the lines drawn later (the SAT figures' axes).
struct PlacedKey {
  std::vector<LegendEntry> entries;  ///< merged_legend's
  std::vector<std::pair<std::string, int>>
      rows;                 ///< top first: the words, and the entry whose swatch starts the row (-1: none)
  std::vector<int> beside;  ///< per row, the entry drawn after its words (LegendEntry::beside_previous; -1: none)
  TextSize size = TextSize::Normal;
  LabelBox block;     ///< the whole key, world units
  bool card = false;  ///< on a card of paper: it lies on what it would rather keep off
};

/// draw_legend's placing, without the drawing (draw_placed_legend draws it).
std::optional<PlacedKey> place_legend(LabelLayout& layout, std::span<const LegendEntry> entries,
                                      std::span<const std::vector<Vec2>> avoid = {}, TextSize size = TextSize::Normal,
                                      std::span<const std::vector<Vec2>> rather_avoid = {});
void draw_placed_legend(Canvas& canvas, const PlacedKey& key);
/// A key's card over the box `b` (world units): paper with a faint grey edge, under the key's rows
/// where lines or tints would run through them. Drawn by the caller inside its LegendPart.
void draw_key_card(Canvas& canvas, const LabelBox& b);

/// Whether the box crosses or holds any part of `outlines` (closed; a two-point one is a segment).
bool box_crosses(const LabelBox& box, std::span<const std::vector<Vec2>> outlines);

/// Whether the box's middle lies in one of the closed `outlines` that does not hold `at` (the point
/// the label names, inside it or on its edges): a name inside another shape reads as that shape's.
/// A box clear of an outline with its middle inside lies wholly inside.
bool inside_another(const Canvas& canvas, const LabelBox& box, Vec2 at, std::span<const std::vector<Vec2>> outlines);
/// The same for one outline in runs of edges (outline_runs.hpp): the edges in the box's row and
/// near `at` are read, not every edge.
bool inside_another(const Canvas& canvas, const LabelBox& box, Vec2 at, const OutlineRuns& outline);

}  // namespace lab::figures
