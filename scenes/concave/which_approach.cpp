// Concave polygons › Which approach to use.
// Drag the shapes in the top-left cell (the copies follow): the same pair decided three ways.
// Notice the work each one did: two comparisons for the boxes, axes for SAT on the pieces, edge
// pairs for the edge tests. Pull the square far away and the boxes alone settle it.
//
// Index of this file:
//   [SECTION] helpers: a canvas that draws a copy shifted into its cell
//   [SECTION] state: the C and the square
//   [SECTION] update: the boxes, SAT on the pieces and the edge tests on one pair
//   [SECTION] layout: the three pictures in a row, two by two or in a column, as the room draws them largest
//   [SECTION] draw: the three pictures and the key
//   [SECTION] panel: the three verdicts and the work each did
//   [SECTION] printed, named: the counts shown
//   [SECTION] caption: the three verdicts in one line
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "panel.hpp"
#include "panel_text.hpp"
#include "captions/text.hpp"
#include "collide/concave.hpp"
#include "collide/ear_clip.hpp"
#include "collide/rect.hpp"
#include "concave/c_notch.hpp"
#include "collide/fast/first_crossing.hpp"
#include "concave/edge_pair_count.hpp"
#include "concave/edge_printed.hpp"
#include "concave/edge_walk_figure.hpp"
#include "concave/piece_run.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/ray_figure.hpp"
#include "scene.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"

namespace lab::concave {
namespace {
// [SECTION] helpers: a canvas that draws a copy shifted into its cell

// Draws through to another canvas, every world point moved by `shift`: the same figure drawn
// again further right, without recomputing anything.
class ShiftedCanvas final : public Canvas {
 public:
  /// `left`: the view seen through this canvas starts no further left than x = left (in this
  /// canvas's own coordinates), so lines drawn "to the view's edge" stay in the figure's cell.
  ShiftedCanvas(Canvas& to, Vec2 shift, double left = -std::numeric_limits<double>::infinity())
      : to_(to), shift_(shift), left_(left) {}
  void polygon(std::span<const Vec2> p, Color c, float w) override { to_.polygon(moved(p), c, w); }
  void fill_polygon(std::span<const Vec2> p, Color c) override { to_.fill_polygon(moved(p), c); }
  void segment(Vec2 a, Vec2 b, Color c, float w) override { to_.segment(a + shift_, b + shift_, c, w); }
  void dashed_segment(Vec2 a, Vec2 b, Color c, float w) override { to_.dashed_segment(a + shift_, b + shift_, c, w); }
  void line(Vec2 p, Vec2 d, Color c, float w, bool dashed) override { to_.line(p + shift_, d, c, w, dashed); }
  void arrow(Vec2 a, Vec2 b, Color c, float w) override { to_.arrow(a + shift_, b + shift_, c, w); }
  void point(Vec2 p, Color c, float r) override { to_.point(p + shift_, c, r); }
  void circle(Vec2 p, double r, Color c, float w) override { to_.circle(p + shift_, r, c, w); }
  void fill_circle(Vec2 p, double r, Color c) override { to_.fill_circle(p + shift_, r, c); }
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override {
    to_.label(at + shift_, text, c, size, offset);
  }
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float width) override {
    // dot(x + shift, unit) = dot(x, unit) + dot(shift, unit).
    const double along = shift_.x * unit.x + shift_.y * unit.y;
    to_.interval(origin + shift_, unit, lo + along, hi + along, c, offset, width);
  }
  collide::Rect view() const override {
    collide::Rect v = to_.view();
    v.x -= shift_.x;
    v.y -= shift_.y;
    if (v.x < left_) {
      v.w = std::max(0.0, v.w - (left_ - v.x));
      v.x = left_;
    }
    return v;
  }
  double pixel() const override { return to_.pixel(); }
  float ui_scale() const override { return to_.ui_scale(); }
  double text_width(std::string_view text, TextSize size) const override { return to_.text_width(text, size); }
  void begin_answer() override { to_.begin_answer(); }
  void end_answer() override { to_.end_answer(); }
  void begin_legend() override { to_.begin_legend(); }
  void end_legend() override { to_.end_legend(); }
  bool hides_answer() const override { return to_.hides_answer(); }

 private:
  std::vector<Vec2> moved(std::span<const Vec2> p) const {
    std::vector<Vec2> out(p.begin(), p.end());
    for (Vec2& v : out) v += shift_;
    return out;
  }
  Canvas& to_;
  Vec2 shift_;
  double left_;
};

// The axis-aligned box around a polygon's vertices: what an engine keeps beside each shape.
collide::Rect bounding_box(collide::Polygon polygon) {
  Vec2 lo = polygon[0], hi = polygon[0];
  for (Vec2 p : polygon) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  return {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
}

std::string word(bool collide) { return collide ? "collide" : "apart"; }

class WhichApproach final : public Scene {
 public:
  // [SECTION] state: the C and the square
  std::vector<Preset> presets() const override {
    return {{"Square in the notch", c_and_square(kInNotch)},
            {"Square far away: the boxes settle it", c_and_square(kFarAway)},
            {"Square on the arm", c_and_square(kOnTheArm)}};
  }

  // [SECTION] update: the boxes, SAT on the pieces and the edge tests on one pair
  void update() override {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    boxes_ = {};
    pieces_ = {};
    edges_ = {};
    // The pieces are made once per shape in an engine; here, once per edit.
    split_ = split_c_and_square(state_, "C cannot be split into pieces", split_);
    problems_ = split_.problems;
    if (!split_.valid) return;
    box_c_ = bounding_box(c);
    box_square_ = bounding_box(square);
    collide::rects_collide(box_c_, box_square_, boxes_);
    // Both runs are the book's, kept to their counts for big outlines: the pieces' pairs one by
    // one (piece_run.hpp), the edge pairs through a tree of boxes (first_crossing.hpp).
    if (pieces_ok()) pieces_.run(c, split_.c, square, split_.square);
    edges_ = collide::count_edge_pairs(c, square);
  }

  bool pieces_ok() const { return split_.ok(); }
  bool boxes_apart() const { return !(boxes_.x_overlap && boxes_.y_overlap); }
  /// Every vertex of both pieces is projected on every axis SAT tries: 3 + 3 per axis.
  long long vertices_projected() const { return 6 * pieces_.axes_tested().value_or(0); }
  int rays_cast() const { return (edges_.containment_a ? 1 : 0) + (edges_.containment_b ? 1 : 0); }

  // Three pictures of one pair, each moved into its cell: the grid's numbers would be the first
  // cell's coordinates written across all three (−15 … 25 under two pair sizes), true nowhere else.
  bool grid_numbers() const override { return false; }

  // [SECTION] layout: the three pictures in a row, two by two or in a column, as the room draws them largest
  // Each picture's cell is the pair's box with room round it for words, in pixels: above for the
  // title (24 pixels over the shapes), below for the x shadow (42) and the verdict and the work,
  // each as many lines as it wraps to in the cell; beside for the y shadow and its name, and x's.
  // The frame is fitted before a canvas measures anything, so lines are counted with widths
  // estimated: 0.8 of Canvas::estimated_text_width, 0.48 em a glyph. The app's DejaVu Sans runs
  // lines of words narrower ("boxes overlap → can't tell yet, go on": 258 pixels, 37 glyphs at
  // 16, 0.44 em); the full 0.6 em counted a wrapped title and verdict in every cell of a row at
  // 1920 × 1080 presenting, and drew its pictures a fifth smaller.
  static constexpr double kTitleGap = 24, kBeside = 70;
  // In a row only the boxes' picture has words beside its shapes (its y shadow, left, in the view's
  // margin), its x shadow's name goes under its bars, and the pieces' and the edge tests' pictures
  // nothing beside theirs (the rays run right to the view's edge): kRowGap between pictures, and
  // half of it outside the first and the last, in the view's margin. With 70 a picture,
  // presenting at 800 × 600 drew the pictures 8% larger than at the desk, 210 of the room's 824
  // pixels across kept empty.
  // 32: the edge tests' rays run 20 pixels left of the C's wall, where they meet it (ray_figure),
  // and keep 12 from the pieces' picture.
  static constexpr double kRowGap = 32;
  static constexpr double beside(int columns) { return columns == 3 ? kRowGap : kBeside; }
  /// The pixels across the room kept for what stands beside the pictures.
  static constexpr double beside_all(int columns) { return columns == 3 ? 2 * kRowGap : columns * kBeside; }
  static constexpr std::array<const char*, 3> kTitles{"1 · bounding boxes first", "2 · SAT on convex pieces",
                                                      "3 · edge tests"};
  // In a row or a column the key goes under the pictures, a line of Small text a row.
  static constexpr double kKeyLine = Canvas::font_pixels(TextSize::Small) + 3;  // line_pixels(Small)
  static constexpr double kKeyWidth = 760;  // pixels at most: a line the eye can follow
  static constexpr double kKeyGap = 12;     // pixels between the last picture's words and the key's card

  struct Grid {
    collide::Rect shapes;  // the shapes' box, in the first cell
    // 3: the pictures in a row, the key under them; 2: two by two, the key bottom left; 1: in a
    // column, the key under it.
    int columns = 2;
    double cell_w = 0, cell_h = 0;  // world units
    double above = 0;               // pixels over the shapes for the title
    double left = 0, top = 0;       // the first cell's top-left corner
    double key_h = 0;               // world units under the pictures (a row or a column)
    double px = 0;                  // world units a pixel
    int rows() const { return (3 + columns - 1) / columns; }
    Vec2 shift(int col, int row) const { return {col * cell_w, -row * cell_h}; }
    std::array<std::array<int, 2>, 3> cells() const {
      if (columns == 3) return {{{0, 0}, {1, 0}, {2, 0}}};
      if (columns == 1) return {{{0, 0}, {0, 1}, {0, 2}}};
      return {{{0, 0}, {1, 0}, {1, 1}}};
    }
  };

  /// How many lines `text` wraps to in `width` pixels (centred_lines' wrapping, estimated widths).
  static double lines_in(std::string_view text, TextSize size, double width) {
    const std::string rows = wrap_at_spaces(text, static_cast<float>(width - 16), [size](std::string_view t) {
      return static_cast<float>(0.8 * Canvas::estimated_text_width(t, size));
    });
    return 1.0 + static_cast<double>(std::count(rows.begin(), rows.end(), '\n'));
  }

  /// A line of `size` text as centred_lines steps down: its height and 3 pixels.
  static constexpr double line_pixels(TextSize size) { return Canvas::font_pixels(size) + 3; }

  /// Pixels under a picture's shapes before its verdict: the boxes' x shadow and the rays' "out"
  /// (42), nothing in the pieces' cell (18); in a row, the x shadow's name under its bars too (62:
  /// the bars' line 30 down, their ticks 11 under it, 2 of air, a line of small text, 6 of air).
  static double gap_below(int k, int columns) {
    if (k == 1) return 18;
    return k == 0 && columns == 3 ? 62 : 42;
  }

  /// The pixels over the shapes in cells `cell` pixels wide: the gap and the tallest title, one
  /// Large line or as many Normal ones as it wraps to (draw() takes Large where all three fit).
  static double title_pixels(double cell) {
    double most = 0;
    for (const char* t : kTitles)
      most = std::max({most, line_pixels(TextSize::Large) - 3,
                       lines_in(t, TextSize::Normal, cell) * line_pixels(TextSize::Normal) - 3});
    return kTitleGap + most;
  }

  /// The pixels under the shapes in cells `cell` pixels wide: the most any picture's words take.
  double words_below(double cell, int columns) const {
    double most = 0;
    for (int k = 0; k < 3; ++k)
      most =
          std::max(most, gap_below(k, columns) +
                             lines_in(column_verdict(k).first, TextSize::Normal, cell) * line_pixels(TextSize::Normal) +
                             lines_in(column_work(k), TextSize::Small, cell) * line_pixels(TextSize::Small) - 3);
    return most;
  }

  /// The key's height in pixels, `width` pixels wide: a line for each row its entries wrap to
  /// (key_rows), and the card's margins.
  double key_pixels(double width) const {
    double lines = 0;
    for (const figures::LegendEntry& e : key_entries()) lines += lines_in(e.words, TextSize::Small, width - 22);
    return lines * kKeyLine + 12;
  }

  /// The world units a pixel must stand for so that the pictures in `columns` fit the room
  /// (infinity when their words alone fill it): each cell a `columns`-th of the room across.
  double pixel_needed(int columns, const collide::Rect& shapes) const {
    const double w = std::max(shapes.w, 1e-9), h = std::max(shapes.h, 1e-9);
    const double cell = room_.x / columns, above = title_pixels(cell), below = words_below(cell, columns);
    const double rows = (3 + columns - 1) / columns;
    const double across = room_.x - beside_all(columns);
    double down = room_.y - rows * (above + below);
    if (columns != 2) down -= key_pixels(std::min(room_.x, kKeyWidth)) + kKeyGap;
    if (!(across > 0) || !(down > 0)) return std::numeric_limits<double>::infinity();
    double px = std::max(columns * w / across, rows * h / down);
    // Two by two, the key stands in the free cell from the shapes' top down: the shapes at
    // least as tall as the key is taller than the edge tests' words.
    const double beside_key = room_.y - 2 * above - below - key_pixels(cell);
    if (columns == 2) px = beside_key > 0 ? std::max(px, h / beside_key) : std::numeric_limits<double>::infinity();
    return px;
  }

  /// The cells at `pixel` world units a pixel: in the arrangement that draws the pictures largest
  /// in the room, as large as the room where they fit it, and never smaller than the shapes and
  /// their words (zoomed in, they reach past the view).
  Grid grid(std::optional<double> pixel = std::nullopt) const {
    Grid g;
    g.shapes = both_box();
    double best = std::numeric_limits<double>::infinity();
    for (const int columns : {3, 2, 1})
      if (const double needed = pixel_needed(columns, g.shapes); needed < best) best = needed, g.columns = columns;
    const double px = pixel.value_or(std::isfinite(best) ? best : 0.05);
    g.px = px;
    const double w = std::max(g.shapes.w, 1e-9), h = std::max(g.shapes.h, 1e-9);
    g.cell_w = std::max(w + beside(g.columns) * px, (room_.x + beside(g.columns) * (g.columns == 3)) * px / g.columns);
    const double cell = g.cell_w / px;
    g.above = title_pixels(cell);
    g.cell_h = h + (g.above + words_below(cell, g.columns)) * px;
    if (g.columns != 2) g.key_h = (key_pixels(std::min(g.columns * cell, kKeyWidth)) + kKeyGap) * px;
    g.left = g.shapes.x + w / 2 - g.cell_w / 2;
    g.top = g.shapes.y + h + g.above * px;
    return g;
  }

  void set_room(Vec2 room) override { room_ = room; }

  // [SECTION] draw: the three pictures and the key
  // Boxes first, SAT on pieces second, the edge tests last (their rays run off to the right);
  // the colours in words bottom left (two by two) or under the row. Every text is centred in its
  // cell and wrapped to its width, so no text runs into another cell at any size.
  void draw(Canvas& canvas) const override {
    if (!split_.valid) {
      warning_lines(canvas);
      return;
    }
    const double px = canvas.pixel();
    const Grid g = grid(px);
    const auto& titles = kTitles;
    const auto cells = g.cells();
    std::array<double, 3> foot{};  // how far below its shapes each cell's words end, in pixels
    // In a narrow view the titles go down a size rather than onto two lines: all three, so they
    // read as one row of headings (the short "3 · edge tests" alone stayed large, read29).
    const bool large = std::all_of(titles.begin(), titles.end(), [&](const char* t) {
      return canvas.text_width(t, TextSize::Large) <= g.cell_w / px - 16;
    });
    const TextSize title_size = large ? TextSize::Large : TextSize::Normal;
    for (int k = 0; k < 3; ++k) {
      const auto [col, row] = cells[static_cast<std::size_t>(k)];
      ShiftedCanvas cell(canvas, g.shift(col, row), g.left);
      if (k == 0) draw_boxes(cell, g.shapes, px, g.columns == 3);
      if (k == 1) draw_pieces(cell);
      if (k == 2) draw_edges(cell);
      const auto [verdict, color] = column_verdict(k);
      const Vec2 top{g.shapes.x + g.shapes.w / 2, g.shapes.y + g.shapes.h};
      const Vec2 bottom{g.shapes.x + g.shapes.w / 2, g.shapes.y};
      // The title above the shapes, its last line's foot 24 pixels above them (clear of the
      // y shadow's name and the rays' "out"), however many lines it wraps to. A title under
      // another cell (the one before it) never higher than the text over it ends, both measured:
      // at a projector's size the row gap is only a few lines high.
      const char* title = titles[static_cast<std::size_t>(k)];
      std::vector<TextLine> lines{{title, palette::text, title_size}};
      const double title_h = lines_height(cell, lines, g.cell_w / px);
      double title_top = kTitleGap + title_h;
      if (row > 0) title_top = std::min(title_top, (g.cell_h - g.shapes.h) / px - foot[k - 1] - 8);
      centred_lines(cell, top, title_top, g.cell_w / px, lines);
      const AnswerPart answer(canvas);  // each approach's verdict and its work
      lines = {{verdict, color, TextSize::Normal}, {column_work(k), palette::muted, TextSize::Small}};
      centred_lines(cell, bottom, -gap_below(k, g.columns), g.cell_w / px, lines);
      foot[static_cast<std::size_t>(k)] = gap_below(k, g.columns) + lines_height(cell, lines, g.cell_w / px);
    }
    {
      const AnswerPart answer(canvas);
      draw_legend(canvas, g, foot);
    }
    warning_lines(canvas);
  }

  struct TextLine {
    std::string text;
    Color color;
    TextSize size;
  };

  // The lines one under another, the first one's top `top` pixels above `at`, each centred on
  // `at` and wrapped at spaces (a value kept with its name) to `width` pixels (less a margin).
  static void centred_lines(Canvas& canvas, Vec2 at, double top, double width, const std::vector<TextLine>& lines) {
    double y = top;
    for (const TextLine& line : lines)
      for (const std::string& part : figures::rows_at_spaces(canvas, line.text, line.size, width - 16)) {
        canvas.label(at, part, line.color, line.size, {-canvas.text_width(part, line.size) / 2, y});
        y -= Canvas::font_pixels(line.size) + 3;
      }
  }

  // The height in pixels centred_lines takes for `lines` wrapped to `width`.
  static double lines_height(const Canvas& canvas, const std::vector<TextLine>& lines, double width) {
    double h = -3;
    for (const TextLine& line : lines)
      h += static_cast<double>(figures::rows_at_spaces(canvas, line.text, line.size, width - 16).size()) *
           (Canvas::font_pixels(line.size) + 3);
    return h;
  }

  // Each colour the three cells draw, with what it means there: the same roles the cells'
  // drawing below uses, read from the same state, in the order the cells come.
  std::vector<figures::LegendEntry> legend_entries() const {
    std::vector<figures::LegendEntry> out;
    // Boxes: the shared part and overlapping shadows green, a gap orange.
    if (!boxes_.x_overlap || !boxes_.y_overlap) out.push_back({palette::apart, "a gap between the boxes' shadows"});
    if (boxes_.x_overlap || boxes_.y_overlap) out.push_back({palette::collide, "the boxes' shadows overlap"});
    // Pieces: a C piece cleared of every square piece orange, the colliding pair green.
    if (pieces_ok()) {
      const long long apart = pieces_.tested() - (pieces_.collide() ? 1 : 0);
      if (cleared_pieces(apart, static_cast<long long>(split_.square.triangles.size())) > 0)
        out.push_back({palette::apart, "a piece apart from every square piece"});
      if (pieces_.collide()) out.push_back({palette::collide, "the piece pair that collides"});
    }
    // Edges: as the edge-test scenes draw them, and the rays cast when no pair met.
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    for (auto& e : pair_edge_legend(edge_pair_statuses(edges_, c.size(), square.size(), false),
                                    edge_pair_statuses(edges_, c.size(), square.size(), true), "C", "square"))
      out.push_back(std::move(e));
    if (edges_.containment_a)
      for (auto& e : figures::ray_legend(*edges_.containment_a, "the vertex", c[0])) out.push_back(std::move(e));
    if (edges_.containment_b)
      for (auto& e : figures::ray_legend(*edges_.containment_b, "the vertex", square[0])) out.push_back(std::move(e));
    return figures::merged_legend(out);
  }

  // A colour as the legend's words name it, with the mark the figure draws it with.
  static std::string colour_name(const figures::LegendEntry& e) {
    const Color c = e.color;
    const std::string name = c == palette::apart      ? "orange"
                             : c == palette::collide  ? "green"
                             : c == palette::deciding ? "vermillion"
                             : c == palette::untested ? "light grey"
                             : c == palette::axis     ? "grey"
                             : c == palette::shape_a  ? "blue"
                             : c == palette::shape_b  ? "purple"
                                                      : "this colour";
    if (e.mark == figures::LegendEntry::Mark::Dashed) return "dashed " + name;
    if (e.mark == figures::LegendEntry::Mark::Dot) return name + " dots";
    if (e.mark == figures::LegendEntry::Mark::Arrow) return name + " arrows";
    return name;
  }

  // The entries with one line for each colour and mark, in the order each first appears: the
  // three approaches draw their evidence for a verdict in one colour ("a gap between the boxes'
  // shadows, a piece apart from every square piece"), so a swatch keeps one meaning.
  static std::vector<figures::LegendEntry> one_line_a_swatch(const std::vector<figures::LegendEntry>& entries) {
    std::vector<figures::LegendEntry> out;
    for (const auto& e : entries) {
      const auto same =
          std::find_if(out.begin(), out.end(), [&](const auto& o) { return o.color == e.color && o.mark == e.mark; });
      if (same == out.end())
        out.push_back(e);
      else
        same->words += ", " + e.words;
    }
    return out;
  }

  // The key's lines: the C's blue chip and the square's double purple line first, on one row
  // as every figure's key names the two shapes (figures::with_double_shape; the square's edges
  // tried against some edges only keep its purple, and that line names it), then one line for
  // each colour the cells draw, its colour and meaning in words.
  std::vector<figures::LegendEntry> key_entries() const {
    auto key = one_line_a_swatch(figures::with_double_shape(legend_entries(), "square", "C"));
    for (figures::LegendEntry& e : key)
      if (e.color != palette::shape_a && e.color != palette::shape_b) e.words = colour_name(e) + ": " + e.words;
    return key;
  }

  // The key, in the free cell (bottom left) from the height of the shapes' top down, each line's
  // swatch drawn as the figure draws that colour (figures::draw_swatch: the C's tinted chip, the
  // square's double line), its words wrapped to the cell. An entry beside the one before it (the
  // square beside the C) goes after that row's words where the cell has room, else on its own.
  // On a card, as every figure's key where lines would run through it (the grid's here).
  void draw_legend(Canvas& canvas, const Grid& g, const std::array<double, 3>& foot) const {
    // Two by two: in the fourth cell, from the height of the shapes' top; in a row or a column:
    // under the pictures, as wide as they are (at most kKeyWidth), its top at the last one's foot.
    // Lower where the words over it, as measured, wrapped to more lines than the grid kept room
    // for: its card 12 pixels under them, never over them (the grid counts lines with widths
    // estimated; a canvas measuring wider words wraps more).
    ShiftedCanvas cell(canvas, g.columns == 2 ? g.shift(0, 1) : Vec2{0, 0});
    const LegendPart legend(cell);
    const double px = canvas.pixel();
    Vec2 top;
    if (g.columns == 2) {
      // The boxes' words end over the key: its cell is one row down (the card reaches 6 pixels up).
      const double under_boxes = g.shapes.y - (foot[0] + kKeyGap + 6) * px + g.cell_h;
      top = {g.shapes.x + g.shapes.w / 2, std::min(g.shapes.y + g.shapes.h, under_boxes)};
    } else {
      const double lowest = g.columns == 3 ? std::max({foot[0], foot[1], foot[2]}) : foot[2];
      const double last_bottom = g.shapes.y - (g.rows() - 1) * g.cell_h;
      top = {g.left + g.columns * g.cell_w / 2,
             std::min(g.top - g.rows() * g.cell_h - kKeyGap * px, last_bottom - (lowest + kKeyGap + 6) * px)};
    }
    const double width = g.columns == 2 ? g.cell_w / px : std::min(g.columns * g.cell_w / px, kKeyWidth);
    const std::vector<KeyRow> rows = key_rows(cell, width);
    double x0 = 1e300, x1 = -1e300, y0 = 0;  // the rows' extent, pixels from `top`
    for (const KeyRow& row : rows) {
      x0 = std::min(x0, row.x), y0 = std::min(y0, row.y - Canvas::font_pixels(TextSize::Small));
      x1 = std::max(x1, row.x + 24 + cell.text_width(row.words, TextSize::Small));
    }
    if (rows.empty()) return;
    figures::draw_key_card(cell, {top.x + (x0 - 6) * px, top.y + (y0 - 6) * px, top.x + (x1 + 6) * px, top.y + 6 * px});
    for (const KeyRow& row : rows) {
      if (row.entry) {
        const Vec2 from = top + Vec2{row.x, row.y - Canvas::font_pixels(TextSize::Small) / 2} * px;
        figures::draw_swatch(cell, *row.entry, from, from + Vec2{18 * px, 0});
      }
      cell.label(top, row.words, row.ink, TextSize::Small, {row.x + 24, row.y});  // B's, green's framed
    }
  }

  // One line of the key: its words at (x + 24, y) pixels from the cell's top middle, after the
  // swatch of `entry` (none on a line that goes on under the words above it).
  struct KeyRow {
    std::optional<figures::LegendEntry> entry;
    double x, y;
    std::string words;
    Color ink;
  };
  std::vector<KeyRow> key_rows(const Canvas& cell, double width) const {
    const double line = Canvas::font_pixels(TextSize::Small) + 3;
    const double left = -width / 2 + 6, right = width / 2 - 6;  // pixels from the cell's top middle
    std::vector<KeyRow> rows;
    double y = 0, row_end = 0;  // the row's height, and where its words end (pixels from `top`)
    bool row_open = false;      // the last row is one entry's single row: an entry may go beside it
    for (const figures::LegendEntry& e : key_entries()) {
      const double beside = row_end + 14, need = 24 + cell.text_width(e.words, TextSize::Small);
      if (e.beside_previous && row_open && beside + need <= right) {
        rows.push_back({e, beside, y + line, e.words, figures::words_ink(e)});
        row_open = false;
        continue;
      }
      const auto parts = figures::rows_at_spaces(cell, e.words, TextSize::Small, width - 38);
      for (std::size_t k = 0; k < parts.size(); ++k) {
        rows.push_back({k == 0 ? std::optional(e) : std::nullopt, left, y, parts[k], figures::words_ink(e)});
        row_end = left + 24 + cell.text_width(parts[k], TextSize::Small);
        y -= line;
      }
      row_open = parts.size() == 1;
    }
    return rows;
  }

  void draw_shapes(Canvas& canvas, Color c_fill, Color square_fill) const {
    figures::OutlineStyle c_style;
    c_style.fill = c_fill;
    c_style.vertex_dots = false;
    figures::draw_outline(canvas, state_.shape("C").points, c_style);
    figures::OutlineStyle square_style = c_style;
    square_style.color = palette::shape_b;
    square_style.fill = square_fill;
    figures::draw_outline(canvas, state_.shape("square").points, square_style);
  }

  // The two boxes and their shadows on x (below) and y (left); the shared part of the boxes green.
  // `in_row`: the y shadow nearer (in the view's margin, left of the first picture) and the x
  // shadow's name under its bars, not past their end, where the next picture stands.
  void draw_boxes(Canvas& canvas, const collide::Rect& all, double px, bool in_row) const {
    draw_shapes(canvas, palette::shape_a.with_alpha(60), palette::shape_b.with_alpha(60));
    const AnswerPart answer(canvas);  // the boxes, their overlap and their shadows
    figures::OutlineStyle box;
    box.vertex_dots = false;
    box.width = 2;
    figures::draw_rect_outline(canvas, box_c_, box);
    box.color = palette::shape_b;
    figures::draw_rect_outline(canvas, box_square_, box);
    if (!boxes_apart()) {
      const double x0 = std::max(boxes_.ax.min, boxes_.bx.min), x1 = std::min(boxes_.ax.max, boxes_.bx.max);
      const double y0 = std::max(boxes_.ay.min, boxes_.by.min), y1 = std::min(boxes_.ay.max, boxes_.by.max);
      const std::array<Vec2, 4> shared{Vec2{x0, y0}, Vec2{x1, y0}, Vec2{x1, y1}, Vec2{x0, y1}};
      canvas.fill_polygon(shared, palette::collide.with_alpha(70));
    }
    const Vec2 below{0, all.y - 30 * px}, left{all.x - (in_row ? 22 : 30) * px, 0};
    shadows(canvas, below, {1, 0}, boxes_.ax, boxes_.bx, boxes_.x_overlap, "x", px, in_row);
    shadows(canvas, left, {0, 1}, boxes_.ay, boxes_.by, boxes_.y_overlap, "y", px, false);
  }

  void shadows(Canvas& canvas, Vec2 origin, Vec2 unit, collide::Interval a, collide::Interval b, bool overlap,
               const char* name, double px, bool name_under) const {
    // The axis as far as the shadows, 20 pixels on: a whole line ran on through the other two
    // pictures, where its coordinates mean nothing (the pair is drawn again, moved, in each).
    const Vec2 base = origin - unit * (origin.x * unit.x + origin.y * unit.y);
    const double from = std::min(a.min, b.min) - 20 * px, to = std::max(a.max, b.max) + 20 * px;
    canvas.segment(base + unit * from, base + unit * to, palette::axis, 1);
    canvas.interval(origin, unit, a.min, a.max, palette::shape_a, -5, 6);
    canvas.interval(origin, unit, b.min, b.max, palette::shape_b, 5, 6);
    const double lo = std::max(a.min, b.min), hi = std::min(a.max, b.max);
    canvas.interval(origin, unit, std::min(lo, hi), std::max(lo, hi), overlap ? palette::collide : palette::apart, 0,
                    overlap ? 4 : 16);
    const Vec2 at = origin + unit * (std::max(a.max, b.max) - (origin.x * unit.x + origin.y * unit.y));
    // Past the far end of the bars, clear of them and of their end ticks (11 pixels either side of
    // the line): x's above its line, right of the end; y's above the end, right of its line.
    // Or under the line, its right end at the bars' end (past the ticks, 13 pixels down).
    const bool horizontal = unit.x != 0;
    const std::string words = std::string(name) + (overlap ? ": overlap" : ": gap");
    const Vec2 offset = name_under   ? Vec2{-canvas.text_width(words, TextSize::Small), -13}
                        : horizontal ? Vec2{10, 12 + Canvas::font_pixels(TextSize::Small)}
                                     : Vec2{12, 4 + Canvas::font_pixels(TextSize::Small)};
    canvas.label(at, words, overlap ? palette::collide : palette::apart, TextSize::Small, offset);
  }

  // Every triangle; the pieces SAT cleared (a gap with each square piece) orange, a colliding pair green.
  void draw_pieces(Canvas& canvas) const {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    draw_shapes(canvas, palette::shape_a.with_alpha(25), palette::shape_b.with_alpha(25));
    const AnswerPart answer(canvas);  // the pieces and which pairs collide
    if (!pieces_ok()) {
      canvas.label(c[0], "cannot be split", palette::deciding, TextSize::Normal, {0, 16});
      return;
    }
    // 2 pixels: the grey axis lines under the shadows are 1 (blue and that grey are close to a
    // tritanope, issue 26).
    for (const auto& t : split_.c.triangles) canvas.polygon(collide::triangle_corners(c, t), palette::shape_a, 2);
    for (const auto& t : split_.square.triangles)
      canvas.polygon(collide::triangle_corners(square, t), palette::shape_b, 1);
    // A C piece turns orange once a gap separated it from every square piece; the colliding
    // pair, if any, green. Pieces the test never reached keep their own colour.
    // In the book's order every pair before the colliding one is apart.
    if (pieces_.collide()) {
      const auto [a, b] = pieces_.pieces_of(pieces_.tested() - 1);
      canvas.fill_polygon(collide::triangle_corners(c, split_.c.triangles[static_cast<std::size_t>(a)]),
                          palette::collide.with_alpha(140));
      canvas.fill_polygon(collide::triangle_corners(square, split_.square.triangles[static_cast<std::size_t>(b)]),
                          palette::collide.with_alpha(140));
    }
    const long long apart = pieces_.tested() - (pieces_.collide() ? 1 : 0);
    const long long cleared = cleared_pieces(apart, static_cast<long long>(split_.square.triangles.size()));
    for (std::size_t i = 0; i < split_.c.triangles.size() && static_cast<long long>(i) < cleared; ++i)
      canvas.polygon(collide::triangle_corners(c, split_.c.triangles[i]), palette::apart, 2);
  }

  // Edges coloured by the edge test (orange: cleared, vermillion: the crossing pair) and its rays.
  void draw_edges(Canvas& canvas) const {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    const auto c_colors = edge_colors(edge_pair_statuses(edges_, c.size(), square.size(), false), palette::shape_a);
    const auto square_colors = edge_colors(edge_pair_statuses(edges_, c.size(), square.size(), true), palette::shape_b);
    figures::OutlineStyle c_style;
    c_style.fill = palette::shape_a.with_alpha(25);
    c_style.edge_colors = c_colors;
    c_style.width = 3;
    figures::draw_outline(canvas, c, c_style);
    figures::OutlineStyle square_style;
    square_style.color = palette::shape_b;
    square_style.fill = palette::shape_b.with_alpha(25);
    square_style.edge_colors = square_colors;
    square_style.width = 3;
    figures::draw_outline(canvas, square, square_style);
    // The first pair that meets, dashed vermillion over its green, as in the edge-test scenes.
    draw_deciding_edges(canvas, c, edge_pair_statuses(edges_, c.size(), square.size(), false));
    draw_deciding_edges(canvas, square, edge_pair_statuses(edges_, c.size(), square.size(), true));
    // Both rays share one layout, so the numbers and words of one keep off the other's; the words
    // keep off both outlines and both rays where they can (the C's "out" stood on the square's
    // ray, orange on orange, when the two ran close: 800 × 600).
    figures::LabelLayout layout(canvas);
    std::vector<std::vector<Vec2>> avoid{c, square};
    if (edges_.containment_a) avoid.push_back(figures::ray_extent(canvas, c[0], *edges_.containment_a));
    if (edges_.containment_b) avoid.push_back(figures::ray_extent(canvas, square[0], *edges_.containment_b));
    if (edges_.containment_a) figures::draw_ray(layout, c[0], *edges_.containment_a);
    if (edges_.containment_b) figures::draw_ray(layout, square[0], *edges_.containment_b);
    if (edges_.containment_a) figures::draw_ray_words(layout, c[0], *edges_.containment_a, avoid);
    if (edges_.containment_b) figures::draw_ray_words(layout, square[0], *edges_.containment_b, avoid);
  }

  collide::Rect both_box() const {
    const collide::Rect a = box_c_, b = box_square_;
    const double x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const double x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
    return {x0, y0, x1 - x0, y1 - y0};
  }

  std::pair<std::string, Color> column_verdict(int k) const {
    if (k == 0) {
      if (boxes_apart()) return {"boxes apart → apart, stop here", palette::apart};
      return {"boxes overlap → can't tell yet, go on", palette::text};
    }
    if (k == 1) {
      if (!pieces_ok()) return {"no pieces: the outline crosses itself", palette::deciding};
      return {"pieces: " + word(pieces_.collide()), pieces_.collide() ? palette::collide : palette::apart};
    }
    return {"edges: " + word(edges_.collide), edges_.collide ? palette::collide : palette::apart};
  }

  std::string column_work(int k) const {
    const std::string skipped = boxes_apart() ? " (skipped after the boxes)" : "";
    if (k == 0) return "2 comparisons: x, then y";
    if (k == 1 && !pieces_.axes_tested())  // a big run counts its axes only so far (piece_run.hpp)
      return captions::count_of(pieces_.tested(), "pair", "pairs") + " (axes not counted past " +
             captions::count_number(pieces_.counted_pairs()) + " pairs)" + skipped;
    if (k == 1)
      return captions::count_of(pieces_.tested(), "pair", "pairs") + ", " +
             captions::count_of(*pieces_.axes_tested(), "axis", "axes") + ", " +
             captions::count_of(vertices_projected(), "vertex", "vertices") + " projected" + skipped;
    return captions::count_number(edges_.tested) + " edge pairs, " + captions::count_number(rays_cast()) +
           (rays_cast() == 1 ? " ray" : " rays") + skipped;
  }

  // The cells of the grid, and the key under a row.
  std::optional<collide::Rect> frame() const override {
    if (!split_.valid) return std::nullopt;
    const Grid g = grid();
    if (g.columns != 2) {
      const double h = g.rows() * g.cell_h + g.key_h;
      const double out = g.columns == 3 ? kRowGap / 2 * g.px : 0;  // in the view's margin
      return collide::Rect{g.left + out, g.top - h, g.columns * g.cell_w - 2 * out, h};
    }
    // Two by two: down to the edge tests' words or the key's foot, whichever is lower.
    const double h = g.cell_h + std::max(g.cell_h, (g.above + key_pixels(g.cell_w / g.px)) * g.px);
    return collide::Rect{g.left, g.top - h, 2 * g.cell_w, h};
  }

  // The warnings across the top of the view, wrapped to its width.
  void warning_lines(Canvas& canvas) const {
    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, problems_);
  }

  // [SECTION] panel: the three verdicts and the work each did
  void panel() override {
    bool changed = shape_preset_combo("Load into C", state_.shape("C"));
    changed |= shape_preset_combo("Load into square", state_.shape("square"));
    if (changed) update();
    if (!split_.valid) return;
    ImGui::Separator();
    if (begin_table("approaches", {"approach", "verdict", "work done"})) {
      row("bounding boxes", boxes_apart() ? "apart" : "can't tell", column_work(0));
      row("SAT on convex pieces", pieces_ok() ? word(pieces_.collide()) : "no pieces", column_work(1));
      row("edge tests", word(edges_.collide), column_work(2));
      ImGui::EndTable();
    }
    if (pieces_ok())
      ImGui::TextWrapped("Splitting once: C into %zu triangles (%zu corners examined), the square into %zu.",
                         split_.c.triangles.size(), split_.ears.candidates.size(), split_.square.triangles.size());
    wrapped_text("Edge tests: " + captions::count_number(edges_.tested) + " of " +
                 captions::count_number(edges_.total) + " edge pairs before the verdict.");
    ImGui::Separator();
    ImGui::TextWrapped(
        "Physics engines do all three in turn: boxes to skip pairs that are obviously "
        "apart, then a convex test such as SAT on pieces stored with each shape, which "
        "also says which way to push them apart.");
    ImGui::TextWrapped(
        "A game with a few concave shapes and no physics: the edge tests are simpler "
        "to get right, and fast enough.");
  }

  static void row(const char* name, const std::string& verdict, const std::string& work) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", name);
    ImGui::TableNextColumn();
    fit_text(verdict);
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", work.c_str());
  }

  // [SECTION] printed, named: the counts shown
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!split_.valid) return problem_numbers(caption());  // the input's problem, in words
    // The caption: "boxes: apart after 2 comparisons · pieces: collide, 5 axes · edges: …, 7 edge pairs".
    if (boxes_apart()) add_count(out, "caption", 2, "comparisons of the boxes");
    if (pieces_ok()) {
      if (pieces_.axes_tested())
        add_count(out, "caption", *pieces_.axes_tested(), "axes SAT tried on the pieces");
      else
        add_count(out, "caption", pieces_.tested(), "piece pairs tested");
    }
    add_count(out, "caption", edges_.tested, "edge pairs tested");
    // Each cell's work line (the figure) is the panel table's "work done" cell.
    for (const char* where : {"figure", "table"}) {
      add_count(out, where, 2, "comparisons of the boxes");
      if (pieces_ok()) {
        add_count(out, where, pieces_.tested(), "piece pairs tested");
        if (pieces_.axes_tested()) {
          add_count(out, where, *pieces_.axes_tested(), "axes SAT tried on the pieces");
          add_count(out, where, vertices_projected(), "vertices projected");
        } else {
          add_count(out, where, pieces_.counted_pairs(), "piece pairs whose axes are counted");
        }
      }
      add_count(out, where, edges_.tested, "edge pairs tested");
      add_count(out, where, rays_cast(), "rays cast");
    }
    if (pieces_ok()) {
      add_count(out, "panel", static_cast<long long>(split_.c.triangles.size()), "triangles of the C");
      add_count(out, "panel", static_cast<long long>(split_.ears.candidates.size()), "corners examined");
      add_count(out, "panel", static_cast<long long>(split_.square.triangles.size()), "triangles of the square");
    }
    add_count(out, "panel", edges_.tested, "edge pairs tested");
    add_count(out, "panel", edges_.total, "edge pairs in all");
    return out;
  }

  std::vector<Named> named() const override {
    std::vector<Named> out;
    if (!split_.valid || edges_.edge_a < 0) return out;
    out.push_back({"first_pair", "C", edges_.edge_a});
    out.push_back({"first_pair", "square", edges_.edge_b});
    return out;
  }

  // [SECTION] caption: the three verdicts in one line
  std::string caption() const override {
    if (!split_.valid) return "no verdict: " + problems_.front();
    std::string text = boxes_apart() ? "boxes: apart after 2 comparisons" : "boxes: overlap → go on";
    text += " · pieces: ";
    if (!pieces_ok())
      text += "cannot split";
    else if (pieces_.axes_tested())
      text += word(pieces_.collide()) + ", " + captions::count_number(*pieces_.axes_tested()) + " axes";
    else
      text += word(pieces_.collide()) + ", " + captions::count_number(pieces_.tested()) + " pairs";
    text += " · edges: " + word(edges_.collide) + ", " + captions::count_number(edges_.tested) + " edge pairs";
    return text;
  }

 private:
  Vec2 room_{900, 600};  ///< pixels at UI scale 1 the app fits the figure in (set_room); a desk's until told
  collide::Rect box_c_{}, box_square_{};
  collide::RectsTrace boxes_;
  CAndSquarePieces split_;  ///< the C and the square checked and split
  PieceRun pieces_;
  collide::EdgePairCount edges_;
};

}  // namespace

std::unique_ptr<Scene> make_which_approach() { return std::make_unique<WhichApproach>(); }

}  // namespace lab::concave
