// What a figure drew, where the screen shows it: its outlines, fills, strokes and dots, recorded
// as they pass to the canvas that draws them, so the grid's numbers can keep off the figure (a
// number half under a shape reads as part of it: "−3" under tunnelling's mover). The labels are
// not here: each canvas keeps their boxes (label_boxes). Nor are lines across the whole view (an
// axis's line): a number would give way to one wherever it ran, and a thin line leaves it legible.
// Nor are light tints (light_tint) that are no shape's: a number on a slot's tint reads as the
// grid's. What a number inside a shape or beside a dot would read as its name is marked whole
// (MarkingCanvas): a shape's pale fill, a ball, a ghost, a dot and a number the figure prints
// with the room round them where a figure sets a name (issue 26: "4" in separating-axis's
// rectangle, "−4" by the pentagon's vertex, grid numbers in fast-objects' ghosts).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <span>
#include <utility>
#include <vector>

#include "shell/camera.hpp"
#include "scenes/forwarding_canvas.hpp"
#include "window/imgui_canvas.hpp"  // ScreenBox

namespace lab {

/// Whether a grid number (palette::muted) stays readable on `fill` laid over the paper: at least
/// 3.5:1 (WCAG 2.1's contrast), so where two such tints overlap (A's and B's pale fills) it still
/// has 3:1. A slot's tint or a shape's pale fill is one; a number inside it, crossing no outline,
/// stays. Opaque fills and strong tints (a solid mover, alpha 90 and up) are not.
bool light_tint(Color fill);

class FigureMarks {
 public:
  /// Keeps only the marks that meet one of `rooms` (number_rooms: where numbers may go), so a
  /// figure of 4,000 pieces costs the numbers only those near the axes and edges. No rooms: every
  /// mark. A box is tested against the marks in the cells of a grid it lies in (made at the first
  /// meets()), not against all.
  explicit FigureMarks(std::vector<ScreenBox> rooms = {}) : rooms_(std::move(rooms)) {}

  /// Forgets every mark and takes new `rooms`, keeping the arrays' room: the window records a
  /// figure of thousands of edges every frame, and growing its arrays anew each time was about
  /// 40 % of recording them (the page's profile of which-approach with 2,000-gons).
  void restart(std::span<const ScreenBox> rooms);
  /// Whether a mark within the screen box `lo`–`hi` meets a room (is worth recording).
  bool wanted(Vec2 lo, Vec2 hi) const;
  /// A closed outline through `screen` points (two points: a segment), its inside too when `filled`.
  void outline(std::span<const Vec2> screen, bool filled);
  /// The segment from `a` to `b` (screen points), when wanted.
  void stroke(Vec2 a, Vec2 b);
  /// A circle round `centre` of `radius` pixels: its rim, or the whole disc when `filled`.
  void disc(Vec2 centre, double radius, bool filled);

  /// Whether `box` crosses or holds a mark, or lies inside a fill.
  bool meets(const ScreenBox& box) const;
  /// The first of the round marks (a ball, a ghost, a dot with its reach) `box` meets, counted in
  /// the order recorded, or −1.
  int disc_met(const ScreenBox& box) const;
  bool empty() const { return edges_.empty() && discs_.empty(); }

 private:
  struct Disc {
    Vec2 centre;
    double radius;
    bool filled;
  };
  /// Every outline's and stroke's edges in one array, in the order drawn: a figure of thousands
  /// of strokes and triangles is a few pushes each, not an outline each.
  struct Edge {
    Vec2 a, b;
  };
  /// Edges k·32 … k·32 + 31 (the last run fewer), with the box round them: a box a run's box
  /// misses, or a ray that misses it, skips its edges. Consecutive edges lie near each other (an
  /// outline's, a triangulation's pieces in turn), so a 2,000-gon is 63 small boxes.
  struct Run {
    Vec2 lo, hi;
    bool finite;  ///< every coordinate finite (else the box decides nothing)
  };
  struct Fill {
    std::size_t first, end;  ///< its edges, edges_[first] … edges_[end − 1]
    Vec2 lo, hi;             ///< the box round it
  };
  static constexpr std::size_t kRun = 32;
  /// Cells of 128 pixels over the marks (over the rooms, when given): cell c lists the runs
  /// run_items[run_start[c]] … run_items[run_start[c + 1] − 1], and its fills alike (one array
  /// each, kept from frame to frame); a run with a coordinate not finite is listed in `anywhere`.
  struct Grid {
    Vec2 lo{0, 0}, hi{0, 0};  ///< the box it covers: cell (0, 0)'s corner at lo
    int nx = 0, ny = 0;
    std::vector<std::uint32_t> run_start, run_items, fill_start, fill_items;
    std::vector<std::uint32_t> anywhere;  ///< runs not finite
  };
  static constexpr double kCell = 128;
  void make_runs() const;
  void make_grid() const;
  /// Lists each box's index in the cells it meets: `start` and `items` as Grid's.
  template <class BoxOf>
  void list_cells(std::size_t count, BoxOf box_of, std::vector<std::uint32_t>& start,
                  std::vector<std::uint32_t>& items) const;
  /// The cells (clamped to the grid) that the screen box lo–hi meets: x0, y0, x1, y1.
  std::array<int, 4> cells(Vec2 lo, Vec2 hi) const;

  /// Whether an edge of run `r` crosses `box`.
  bool crosses(std::size_t r, const collide::Rect& box) const;
  /// Even-odd: whether `p` lies inside the fill (p on no edge: the box it stands for crosses none).
  bool inside(const Fill& f, Vec2 p) const;
  std::vector<ScreenBox> rooms_;
  std::vector<Edge> edges_;
  std::vector<Fill> fills_;
  std::vector<Disc> discs_;
  mutable std::vector<Run> runs_;  ///< made with the grid, at the first meets()
  mutable Grid grid_;
  mutable bool grid_made_ = false;
};

/// A canvas in front of another (the window's or the picture's) that hands every call on and
/// records the marks it makes, through `camera`, in `marks`. Beyond the ink, it marks what a grid
/// number would be read as part of: a light fill one of whose edges is then stroked (a shape's pale
/// fill, not a slot's tint), every circle's inside (a ball, a ghost), and the room within
/// kDotReach of a dot, and kNameReach of a label that is a number (crossing and frame numbers, "#4").
class MarkingCanvas : public ForwardingCanvas {
 public:
  MarkingCanvas(Canvas& out, const Camera& camera, FigureMarks& marks)
      : ForwardingCanvas(out), camera_(camera), marks_(marks) {}

  void polygon(std::span<const Vec2> p, Color c, float width) override;
  void fill_polygon(std::span<const Vec2> p, Color c) override;
  void segment(Vec2 a, Vec2 b, Color c, float width) override;
  void dashed_segment(Vec2 a, Vec2 b, Color c, float width) override;
  void arrow(Vec2 from, Vec2 to, Color c, float width) override;
  void point(Vec2 p, Color c, float radius) override;
  void circle(Vec2 centre, double r, Color c, float width) override;
  void fill_circle(Vec2 centre, double r, Color c) override;
  // line() (across the whole view) and interval() (a bar, kept off as a label) are handed on only.
  // The key, what is drawn between begin_legend() and end_legend(), is marked as one filled block
  // round its swatches and words: a number between its rows or beside a short one lay under its
  // card (separating-axis presenting) or read as one of its lines (epa's "−16").
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override;
  void begin_legend() override;
  void end_legend() override;

  /// How near a dot or a printed number a grid number reads as its name, in UI-scaled pixels: the
  /// figures set a name 6 to 10 pixels off what it names (draw_ray's crossing numbers 10, a
  /// vertex's name 8).
  static constexpr double kNameReach = 12;
  /// How near a dot (past its halo) a grid number reads as the dot's name, in UI-scaled pixels:
  /// about as far as a vertex's name, set 8 pixels off, reaches with its 12-pixel digits
  /// (separating-axis step 6 presenting: "4" on the y axis, its box 25 pixels over the pentagon's
  /// top vertex between "e0" and "e4", read as that vertex's name).
  static constexpr double kDotReach = 20;
  /// A circle this small (UI-scaled pixels) is a dot: RoleCanvas draws purple and green dots as rings.
  static constexpr double kDotRadius = 8;

 private:
  /// While a key is drawn, grows its block to hold the screen point `p`.
  void in_key(Vec2 p);
  /// A disc round the world point `centre`, `radius` pixels: its rim, or all of it when `filled`.
  void disc(Vec2 centre, double radius, bool filled);
  /// A round mark of `radius` screen pixels round the world point `centre`, all of it: a dot's
  /// size or less, with kDotReach round it.
  void round(Vec2 centre, double radius);
  void stroke(Vec2 a, Vec2 b);
  void shape(std::span<const Vec2> p, bool filled);
  /// The edge a–b (world) is drawn: when both are vertices of the light fill just drawn, that fill
  /// is a shape's and is marked whole.
  void edge_of_tint(Vec2 a, Vec2 b);
  /// light_tint(fill), asked again only when the colour changes (a figure fills thousands of pieces).
  bool light(Color fill);

  const Camera& camera_;
  FigureMarks& marks_;
  std::vector<Vec2> screen_;     ///< shape()'s points on the screen, kept to spare an allocation a shape
  Color last_fill_{0, 0, 0, 0};  ///< the last fill light() was asked about (none yet: clear, light)
  bool last_light_ = true;
  std::vector<Vec2> tint_;                    ///< the last light fill (world) while none of its edges is drawn
  int key_depth_ = 0;                         ///< begin_legend() calls not yet ended
  std::optional<std::pair<Vec2, Vec2>> key_;  ///< the key's block so far: screen lo, hi
};

}  // namespace lab
