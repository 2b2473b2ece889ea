// What the concave chapter's polygon-vs-segment and polygon-vs-circle scenes share, as SatScene
// does for the separating-axis ones: the C as the polygon, a second shape B, one full pass of the
// edge test read up to its first hit (the book's run), the ray from B's start point when no edge
// is met, the edge colours and their legend, and the panel's steps, table and verdict.
// Each scene names B, checks it, runs its core test, draws B and names its points.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "collide/concave.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/scene.hpp"

namespace lab::concave {

class EdgeTestScene : public Scene {
 public:
  void update() final;
  void draw(Canvas& canvas) const final;
  void panel() final;
  std::string caption() const final;
  std::optional<collide::Rect> frame() const final;
  std::vector<std::string> warnings() const final;
  std::vector<Printed> printed() const final;
  std::vector<Named> named() const final;

 protected:
  /// How a scene speaks of its test in the panel and the legend.
  struct Words {
    const char* step_1;          ///< the panel's "Step 1: …" (each edge against B)
    const char* step_2;          ///< "Step 2, only if no edge is …" (B's ray decides)
    const char* hit_word;        ///< "met" / "touched", for the count of edges tested
    const char* table_id;        ///< ImGui id of the checks table
    const char* table_hit_word;  ///< "meets" / "touches"
    bool closest = false;        ///< the table shows each check's closest point and d² vs r²
    const char* ray_start;       ///< the ray's start in the legend ("a", "the centre")
    const char* ray_title;       ///< "End a's ray: "
    const char* ray_table_id;    ///< ImGui id of the ray's table
    const char* b_key;           ///< B, drawn double in purple, as the key names it ("the segment")
  };
  explicit EdgeTestScene(Words words) : words_(words) {}

  /// A start position: the C and B, run as the book's test, which stops at the first edge B meets.
  static SceneState c_and_first_hit(Shape b);

  /// What rounding may leave in a squared distance at this figure's scale (the C's and B's ray
  /// start's coordinates): captions::circle_comparison's `noise`.
  double d2_noise() const;

  /// The C's vertices.
  const std::vector<Vec2>& polygon() const { return state_.shape("C").points; }

  /// B's problems that leave no verdict ("name: problem" each); empty when it is usable.
  virtual std::vector<std::string> check_b() const = 0;
  /// One run of the scene's core test into `all`: past the first hit when `full_pass` (for a big
  /// outline that is every check there is, so only on request), else up to it.
  virtual void run_test(collide::EdgeTestTrace& all, bool full_pass) const = 0;
  /// Where B's ray starts (an end of the segment, the circle's centre).
  virtual Vec2 ray_start() const = 0;
  /// The caption of the book's run (captions::polygon_…_caption).
  virtual std::string verdict_caption(const collide::EdgeTestTrace& book) const = 0;
  /// B, and anything the scene draws with it, on the canvas before any word; returns the
  /// outlines words must keep clear of besides the C.
  virtual std::vector<std::vector<Vec2>> draw_b(Canvas& canvas) const = 0;
  /// B's names (its ends, its centre) and any numbers the scene prints beside it.
  virtual void name_b(figures::LabelLayout& layout, std::span<const std::vector<Vec2>> shapes) const = 0;
  /// Panel lines the scene adds above the checks table (e.g. the circle's deciding d² vs r²).
  virtual void panel_lines() const {}
  /// What the scene prints and names beside B (the circle's d² against r²), for printed()/named().
  virtual void add_b_printed(std::vector<Printed>&) const {}
  virtual void add_b_named(std::vector<Named>&) const {}

  collide::EdgeTestTrace shown_;  ///< what the figure colours: the book's run, or all_ on request
  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;    ///< the one run of the test, past the first hit (shown when kFullPass is on)

 private:
  Words words_;
  std::optional<std::string> self_crossing_;
};

}  // namespace lab::concave
