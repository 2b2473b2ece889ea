// What the chapter's three stepped figures share (gjk-distance, gjk-overlap, epa): two convex
// polygons A and B above the origin, A − B drawn faintly round it (the shape the algorithm never
// builds), and a run of steps shown one at a time by a slider. Each scene runs its algorithm,
// draws its step, and writes its panel, caption and key; the rest is here.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "collide/gjk.hpp"
#include "collide/support.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/response/shape_checks.hpp"
#include "scenes/scene.hpp"

namespace lab::distance {

class SteppedDifference : public Scene {
 public:
  /// A, B, A − B and the origin.
  std::optional<collide::Rect> frame() const override;
  /// The vertices of A and B that make the support point found at the step shown, as the figure
  /// marks them (none when that step found none).
  std::vector<Named> named() const override;

 protected:
  /// `option`: the state's option (and the slider's label) that holds the step shown, 1-based.
  explicit SteppedDifference(const char* option) : option_(option) {}

  /// A start position: A and B, showing step `step` of the at most `last` the algorithm takes.
  SceneState start(std::vector<Vec2> a, std::vector<Vec2> b, int step, int last) const;

  /// Checks A and B as the chapter does (problems_, valid_ and the rest) and, when they are
  /// usable, makes A − B; whether the scene's run can start.
  bool take_shapes();

  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }
  /// How many steps the scene's run took.
  virtual std::size_t steps() const = 0;
  /// The step shown, 0-based, within the run: past the last, the last.
  std::size_t shown() const;
  /// The support point found at the step shown (called only when the run has steps).
  virtual const collide::SupportPoint& shown_support() const = 0;
  /// The panel's slider over the run's steps, with `tip` as its tooltip.
  void step_slider(const char* tip);
  /// Starts row `k` of the panel's table of steps with the step's number; the colour its cells
  /// take (the step shown stands out in the deciding colour).
  Color table_row(std::size_t k) const;

  /// What predict mode leaves: A and B with their names and any vertex the checks cite; first,
  /// in presenter mode, the key (`legend`) clear of the shapes, A − B and the origin.
  void draw_shapes(Canvas& canvas, figures::LabelLayout& layout, std::span<const figures::LegendEntry> legend) const;
  /// A − B, light grey.
  void draw_difference(Canvas& canvas) const;
  /// The names placed after the step's marks, so that where those crowd them a name is left out
  /// rather than overprinted: the origin's, and A − B's below it.
  void name_origin(Canvas& canvas, figures::LabelLayout& layout) const;
  void name_difference(Canvas& canvas, figures::LabelLayout& layout) const;
  /// A GJK step's simplex in A − B: the corners it was given in grey (those dropped stay grey),
  /// the ones it kept in `edge`, filled first with `fill` when one is given; kept off by the labels.
  static void draw_simplex_kept(Canvas& canvas, figures::LabelLayout& layout, const collide::GjkStep& s, Color edge,
                                std::optional<Color> fill = std::nullopt);

  std::vector<Vec2> difference_;  ///< A − B's corners; empty while the input has a problem
  std::vector<std::string> short_;
  response::ShapeChecks checks_;
  bool convex_ = true;

 private:
  const char* option_;
};

}  // namespace lab::distance
