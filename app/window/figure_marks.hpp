// What a figure drew, where the screen shows it: its outlines, fills, strokes and dots, recorded
// as they pass to the canvas that draws them, so the grid's numbers can keep off the figure (a
// number half under a shape reads as part of it: "−3" under tunnelling's mover). The labels are
// not here: each canvas keeps their boxes (label_boxes). Nor are lines across the whole view (an
// axis's line): a number would give way to one wherever it ran, and a thin line leaves it legible.
// Nor are light tints (light_tint): a number on a slot's tint or a shape's pale fill reads.
#pragma once
#include <array>
#include <optional>
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

  /// Whether a mark within the screen box `lo`–`hi` meets a room (is worth recording).
  bool wanted(Vec2 lo, Vec2 hi) const;
  /// A closed outline through `screen` points (two points: a segment), its inside too when `filled`.
  void outline(std::span<const Vec2> screen, bool filled);
  /// A circle round `centre` of `radius` pixels: its rim, or the whole disc when `filled`.
  void disc(Vec2 centre, double radius, bool filled);

  /// Whether `box` crosses or holds a mark, or lies inside a fill.
  bool meets(const ScreenBox& box) const;
  bool empty() const { return outlines_.empty() && discs_.empty(); }

 private:
  struct Disc {
    Vec2 centre;
    double radius;
    bool filled;
  };
  /// An outline's edges in runs of 32, with the box round them: a box a run's box misses, or a
  /// ray that misses it, skips its edges (a 2,000-gon is 63 boxes).
  /// An outline's points, points_[first] … points_[first + size − 1]: every outline in one
  /// array, as a figure of thousands of strokes would otherwise make thousands of small ones.
  struct Outline {
    std::size_t first, size;
  };
  struct Run {
    std::size_t outline, first, last;  ///< edges first … last − 1 of outlines_[outline]
    Vec2 lo, hi;
    bool finite;  ///< every coordinate finite (else the box decides nothing)
  };
  struct Fill {
    std::size_t first_run, end_run;  ///< its runs in runs_
    Vec2 lo, hi;                     ///< the box round it
  };
  /// Cells of 128 pixels over the marks (over the rooms, when given), each listing the runs and
  /// fills whose boxes meet it; a run with a coordinate not finite is listed in every cell.
  struct Grid {
    Vec2 origin;
    int nx, ny;
    std::vector<std::vector<std::size_t>> runs, fills;
    std::vector<std::size_t> anywhere;  ///< runs not finite
  };
  static constexpr double kCell = 128;
  void make_grid() const;
  /// The cells (clamped to the grid) that the screen box lo–hi meets: x0, y0, x1, y1.
  std::array<int, 4> cells(Vec2 lo, Vec2 hi) const;

  bool crosses(const Run& run, const collide::Rect& box) const;
  /// Even-odd: whether `p` lies inside the fill (p on no edge: the box it stands for crosses none).
  bool inside(const Fill& f, Vec2 p) const;
  std::vector<ScreenBox> rooms_;
  /// Vertex i of outline `o`, i taken round the outline (its last edge closes it).
  Vec2 vertex(const Outline& o, std::size_t i) const { return points_[o.first + i % o.size]; }
  std::vector<Vec2> points_;
  std::vector<Outline> outlines_;
  std::vector<Run> runs_;
  std::vector<Fill> fills_;
  std::vector<Disc> discs_;
  mutable std::optional<Grid> grid_;
};

/// A canvas in front of another (the window's or the picture's) that hands every call on and
/// records the marks it makes, through `camera`, in `marks`.
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

 private:
  void stroke(Vec2 a, Vec2 b);
  void shape(std::span<const Vec2> p, bool filled);
  /// light_tint(fill), asked again only when the colour changes (a figure fills thousands of pieces).
  bool light(Color fill);

  const Camera& camera_;
  FigureMarks& marks_;
  std::vector<Vec2> screen_;     ///< shape()'s points on the screen, kept to spare an allocation a shape
  Color last_fill_{0, 0, 0, 0};  ///< the last fill light() was asked about (none yet: clear, light)
  bool last_light_ = true;
};

}  // namespace lab
