// A scene: one figure of the book. It owns its state and is otherwise a pure function of it:
//   state → update() runs the traced core test → draw / panel / caption read the trace.
// Scenes never handle the mouse: the app drags the shapes in state() generically.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"
#include "formats/state.hpp"

namespace lab {

struct SceneInfo {
  std::string_view id;       ///< stable, kebab-case: "polygon-point"
  std::string_view chapter;  ///< "Before polygons", "Convex polygons", "Concave polygons"
  std::string_view title;    ///< "Polygon vs point"
  std::string_view how_to;   ///< one line: what to drag, what to notice
};

/// A named start position the panel offers (R resets to the first).
struct Preset {
  std::string name;
  SceneState state;
};

/// A number the figure, panel, table or caption shows, with the value it stands for: `--report`'s
/// "printed", which the audit checks against answers computed exactly.
struct Printed {
  std::string where;     ///< "caption", "panel", "table" or "figure"
  std::string text;      ///< as shown ("3.257", "−3.036", "2e−40")
  std::string quantity;  ///< gap, overlap, push_out, mtv_length, toi, distance, coordinate, speed, time, value
  double value = 0;      ///< the trace's value the text rounds
  std::string of;        ///< what it belongs to, in words ("pentagon's shadow, low end")
  int axis = 0;          ///< the axis in book order (1-based) for a gap, push-out or shadow end; else 0
};

/// An edge, vertex or axis a caption or the figure singles out, with its role: `--report`'s "named".
struct Named {
  std::string role;   ///< "deciding_axis", "mtv_edge", "gap_edge", "first_touch", "first_hit", …
  std::string shape;  ///< the shape's name in the state
  int edge = -1;      ///< the edge's index, or −1
  int vertex = -1;    ///< the vertex's index, or −1
  int axis = 0;       ///< the axis in book order (1-based), or 0
};

/// An answer the figure's trace holds that a lesson step may ask the class for, beside the
/// verdicts and counts its core tests give `query`: predict mode grades the class against it.
struct Answer {
  std::string name;   ///< "push": how B is moved out of A (the MTV, zero when they are apart)
  Vec2 vector{0, 0};  ///< a push: the move
};

class Scene {
 public:
  virtual ~Scene() = default;

  /// Its entry in the book's table of contents (scenes/contents.cpp), given by the registry.
  const SceneInfo& info() const { return info_; }
  /// Start positions; the first is the one R resets to. Never empty.
  virtual std::vector<Preset> presets() const = 0;

  SceneState& state() { return state_; }
  const SceneState& state() const { return state_; }
  /// Replace the state (from a preset, a file or a drag) and recompute.
  void set_state(SceneState s) {
    state_ = std::move(s);
    update();
  }
  void reset() { set_state(presets().front().state); }

  /// Run the traced core test on the state. Call after every change to the state.
  virtual void update() = 0;
  /// The figure, in world coordinates.
  virtual void draw(Canvas& canvas) const = 0;
  /// ImGui widgets: counts, the per-step table, options. May change the state's options.
  virtual void panel() {}
  /// The figure's one-line verdict, in words.
  virtual std::string caption() const = 0;
  /// The world rectangle the view fits on F and reset, for a figure that draws beyond its shapes
  /// (axes beside them, copies side by side). Empty: the app fits the shapes themselves.
  virtual std::optional<collide::Rect> frame() const { return std::nullopt; }
  /// The room the app fits the figure in, in pixels at UI scale 1 (the view less its margins,
  /// caption and play keys), told before each fit: a figure whose words keep their size in
  /// pixels lays its pictures out to the room (which-approach: in a row in a wide room, two by
  /// two in a tall one). Most figures take no notice.
  virtual void set_room(Vec2 /*room*/) {}
  /// Every number the figure, panel, table and caption show, as shown and as computed. Scenes
  /// that do not list theirs yet return nothing.
  virtual std::vector<Printed> printed() const { return {}; }
  /// The features the caption or the figure single out.
  virtual std::vector<Named> named() const { return {}; }
  /// The answers a lesson may ask for that no `query` test gives (scenes without any: none).
  virtual std::vector<Answer> answers() const { return {}; }
  /// Whether the grid's numbers along the axes belong in the figure: false for a figure of several
  /// pictures side by side (which-approach's three cells, each the same pair moved), where a
  /// number is a coordinate in one picture at most and means nothing in the others. The grid's
  /// squares still give the scale.
  virtual bool grid_numbers() const { return true; }
  /// Problems with the input the verdict should be read against (e.g. "A is not convex").
  virtual std::vector<std::string> warnings() const { return problems_; }

  /// A figure that plays step by step (convex-pieces: ear clipping, then SAT on the pieces) has
  /// Play, < and > in its panel; the keys do the same in every mode, so presenter mode, which
  /// has no panel, keeps them. False: the figure has no steps to play.
  virtual bool plays() const { return false; }
  enum class Play { Toggle, StepOn, StepBack };
  /// Play or pause, or one step on or back (which pauses), as the panel's buttons do.
  virtual void play(Play) {}
  /// Advance a playing figure by `seconds` of time; the shell calls it every frame.
  virtual void tick(double seconds) { (void)seconds; }
  /// Whether the figure is playing now.
  virtual bool playing() const { return false; }

  /// Whether the figure is printed (a handout): its words then ask for no key or button, which
  /// paper has not ("press Play (Enter)" was printed under convex-pieces' first step).
  void set_on_paper(bool on_paper) { on_paper_ = on_paper; }
  bool on_paper() const { return on_paper_; }

 protected:
  SceneState state_;
  // What update() found wrong with the input, and whether a verdict could be reached at all:
  // every scene checks its shapes the same way, so the scene owns the two here.
  std::vector<std::string> problems_;
  bool valid_ = false;

 private:
  bool on_paper_ = false;
  friend struct ContentsEntry;
  SceneInfo info_;
};

}  // namespace lab
