// What the chapter's four separating-axis scenes share: the pentagon as shape A, a second shape B,
// two runs of the traced test (figures::SatRuns), the SAT figure and panel, the caption, and the
// convexity warnings. Each scene names B, gives its start positions, checks it, runs its core
// test, and draws B.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/sat.hpp"
#include "scenes/figures/outline_runs.hpp"
#include "scenes/figures/sat_figure.hpp"
#include "scenes/scene.hpp"

namespace lab::convex {

class SatScene : public Scene {
 public:
  void update() final;
  void draw(Canvas& canvas) const final;
  void panel() final;
  std::string caption() const final;
  /// Room around the shapes for the axes drawn beside them (more with every axis shown).
  std::optional<collide::Rect> frame() const final;
  /// Each of b_starts() with the pentagon as A, the SAT options and the normals toggle.
  std::vector<Preset> presets() const final;
  /// The table's shadows and amounts, the deciding axis's label and, while walking, the caption's.
  std::vector<Printed> printed() const final;
  /// The deciding axis, and the feature it acts at (the edge or vertex B faces or leaves through).
  std::vector<Named> named() const final;

  /// The runs of the last update(): for tests and for the scenes' own drawing.
  const figures::SatRuns& runs() const { return runs_; }

 protected:
  /// A is always the chapter's pentagon; B is named as its start positions name it (b_starts()):
  /// "triangle", "circle", …
  SatScene() { layout_.a_name = "pentagon"; }

  /// The pentagon's vertices.
  std::span<const Vec2> a() const { return state_.shape(layout_.a_name).points; }
  /// Shape B.
  const Shape& b_shape() const { return state_.shape(layout_.b_name); }

  /// A start position, said by B alone: A is always the pentagon at its place.
  struct BStart {
    std::string name;
    Shape b;
  };
  /// B's start positions (the first is the scene's start); presets() adds the pentagon.
  virtual std::vector<BStart> b_starts() const = 0;

  /// B's problem that leaves no verdict (missing or non-finite input), "name: problem", or none.
  virtual std::optional<std::string> check_b() const = 0;
  /// B's warning the verdict must be read against (a polygon that is not convex), or none.
  virtual std::optional<std::string> check_b_convex() const { return std::nullopt; }
  /// Run the scene's core test with these options.
  virtual void run(const collide::SatOptions& options, collide::SatTrace& trace) const = 0;
  /// Whether the early-exit run can be read from the full one (figures::stopped_at_first_gap):
  /// two polygons, no circle axis after the edges.
  virtual bool walk_read_from_tally() const { return false; }
  /// Every point of B (a circle: points on its rim), to place the axes around both shapes.
  virtual std::vector<Vec2> b_points() const = 0;
  /// B (and anything the scene adds, e.g. the circle's own axis), above the axes and after A.
  /// Its words go through `labels` (the canvas is labels.canvas()), clear of the axes' names.
  virtual void draw_b(figures::LabelLayout& labels) const = 0;
  /// A polygon of the figure: fill, outline, vertex dots, edge names "e0", "e1", … outside their
  /// edges (a segment: "e0, e1"), the edge whose normal is the marked axis (marked_axis) with its
  /// normal, and the winding / normals when toggled on.
  /// An edge's name is left out only where no place is clear of every label before it, and never
  /// the marked edge's (the caption cites it).
  void draw_polygon_shape(figures::LabelLayout& labels, std::span<const Vec2> polygon, Color color,
                          collide::AxisOwner owner) const;
  /// The deciding edge's outward normal as a vermillion arrow, drawn above both shapes' fills.
  void draw_deciding_normal(Canvas& canvas) const;
  /// What an edge's name keeps off: `ink` where it can (the shapes as drawn, shapes_ink), else
  /// `lines` (their lines only).
  struct NameAvoid {
    figures::Avoid ink, lines;
    /// Between the two: the shapes' ink alone (a name over the deciding normal's arrow rather than
    /// on a stroke, where nothing else is clear).
    figures::Avoid shapes = {};
    /// `rather` with the dashed lines to the shadows: what an unmarked name keeps off first.
    figures::Avoid rather_and_lines = {};
  };
  /// The named shape's outline and the other shape's in runs of edges (figures::OutlineRuns), made
  /// once for all of a shape's names: which places lie in a shape reads the edges in the place's
  /// row, not a 2,000-gon's every edge for every place.
  struct NameShapes {
    const figures::OutlineRuns& own;
    const figures::OutlineRuns& other;
    int winding;  ///< the named shape's (collide::winding), once for all its names
  };
  /// Edge i's name ("e3"; a segment's "e0, e1") beside it through `labels`: at the first of
  /// preferred_places clear of `rather` (edge_names_marks's arrows too), else off `avoid`.
  /// `marked`: in the marked axis's colour and drawn even where no place is clear.
  void place_edge_name(figures::LabelLayout& labels, std::span<const Vec2> polygon, collide::AxisOwner owner,
                       std::size_t i, Color color, bool marked, const NameAvoid& avoid, const figures::Avoid& rather,
                       const NameShapes& shapes) const;
  /// Edge i's name outside its shape, slid along the edge finely, where its words read and the
  /// dashed lines to the shadows keep a pixel or two of paper from it (a strip between a guide and
  /// the other shape's edge, a little wider than the name and its card); whether placed.
  bool place_between_guides(figures::LabelLayout& labels, std::span<const Vec2> polygon, collide::AxisOwner owner,
                            std::size_t i, Vec2 at, Color color, const figures::Avoid& rather,
                            const NameShapes& shapes) const;
  /// Of edge i's places `offsets` round `at`, those where its name reads as this shape's: not in
  /// the other shape (unless `at` is) and a text height from the other shape's edge of the same
  /// name (namesake_edge); where its first place is not, round points a fifth of the way from
  /// either end of the edge too (issue 26: separating-axis step 9's rectangle's "e3" by its e3
  /// where the pentagon's e3 crosses it).
  std::vector<Vec2> preferred_places(const Canvas& canvas, std::span<const Vec2> polygon, collide::AxisOwner owner,
                                     std::size_t i, Vec2 at, const std::vector<Vec2>& offsets, const std::string& name,
                                     const NameShapes& shapes) const;
  /// The other shape's edge with the name of `owner`'s edge i (both shapes have an "e3"), or none
  /// (the other is a circle or has fewer edges): a name beside it reads as its name.
  std::optional<std::vector<Vec2>> namesake_edge(collide::AxisOwner owner, std::size_t i) const;
  /// Both shapes' outlines, and their ink as drawn (figures::outline_ink: B's double line, the
  /// vertex dots, the marked edge's 5 pixels) with 2 pixels of paper: what an edge's name keeps off.
  std::vector<std::vector<Vec2>> shapes_ink(const Canvas& canvas) const;
  /// What the edges' names keep off besides the shapes (shapes_ink, or their lines): the marked
  /// edge's normal; with `normals`, each normal's arrow too, when they are shown (an arrow leaves
  /// its edge's middle, where the name would go).
  std::vector<std::vector<Vec2>> edge_names_marks(const Canvas& canvas, bool normals) const;
  /// What the winding's words of shape `k` (0: A, 1: B) keep off: the other shape's outline and
  /// its own normals' arrows; B's also A's arrows and words, drawn first, so the two shapes' words
  /// never meet.
  std::vector<std::vector<Vec2>> winding_others(const Canvas& canvas, std::size_t k) const;
  /// The edges of `owner`'s polygon whose names are drawn: all of them, or past
  /// figures::kMaxShown the marked one and an even sample (figures/sampling.hpp); only the
  /// marked one when the polygon is too small on screen for its names (room_for_edge_names).
  std::vector<std::size_t> named_edges(const Canvas& canvas, std::span<const Vec2> polygon,
                                       collide::AxisOwner owner) const;
  /// "A", "pentagon": how the figure names the shape that owns these axes.
  std::string owner_name(collide::AxisOwner owner) const;
  /// The axis the figure, the table and the caption speak of: the axis at hand while walking the
  /// test, else the deciding one (−1: none).
  int marked_axis() const;
  /// The colour the marked axis's edge and its normal are drawn in: the deciding vermillion, or
  /// while walking the test, the text's dark for an axis that does not decide.
  Color marked_edge_color() const;
  /// The key's line for the marked axis's edge: the deciding one drawn thick vermillion with its
  /// normal's arrow, the axis at hand while walking thick dark with its normal as a dark line (a
  /// segment: thick, no normal; the circle's axis: from its centre); none when it is on no edge.
  std::optional<figures::LegendEntry> marked_edge_entry() const;

  figures::SatLayout layout_;
  figures::SatRuns runs_;
  /// The frame's dashed lines to the shadows as drawn, with 2 pixels of paper (guides_ink), set by
  /// draw() before the shapes: the edges' names keep off them first.
  mutable std::vector<std::vector<Vec2>> projection_ink_;
  /// The same lines, from the shape's vertex to the axis (figures::sat_projection_lines).
  mutable std::vector<std::vector<Vec2>> projection_lines_;
  /// shapes_ink and the shapes' lines in runs of edges, made by the first shape's names and kept for
  /// the other's (the same every shape; a 2,000-gon's ink is thousands of outlines); draw() clears it.
  struct NamesInk {
    NamesInk(std::vector<std::vector<Vec2>> shapes_ink, std::span<const std::vector<Vec2>> lines)
        : ink(std::move(shapes_ink)), ink_runs(ink), lines_runs(lines) {}
    NamesInk(const NamesInk&) = delete;
    NamesInk& operator=(const NamesInk&) = delete;
    std::vector<std::vector<Vec2>> ink;
    figures::OutlineRuns ink_runs, lines_runs;
  };
  mutable std::optional<NamesInk> names_ink_;
  /// The vertices of A and of B the convexity words cite, named in the figure.
  std::vector<std::size_t> cited_a_, cited_b_;
  bool convex_ = true;
};

}  // namespace lab::convex
