// Helpers for every scene test: a scene at a preset (by name or by place), drawn and recorded.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "portable_random.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"

namespace lab::testing {

/// The scene `id` (fails the test if it is not registered), reset to its start state.
inline std::unique_ptr<Scene> scene_named(const std::string& id) {
  auto scene = make_scene(id);
  REQUIRE_MESSAGE(scene != nullptr, "scene " << id << " is not registered");
  return scene;
}

/// Load the preset called `name` (fails the test if there is none).
inline void load_preset(Scene& scene, const std::string& name) {
  for (const auto& p : scene.presets())
    if (p.name == name) {
      scene.set_state(p.state);
      return;
    }
  FAIL("no preset named " << name);
}

/// The scene `id` at its preset number `index` (0 is the start position).
inline std::unique_ptr<Scene> scene_at_preset(const std::string& id, std::size_t index) {
  auto scene = scene_named(id);
  scene->set_state(scene->presets().at(index).state);
  return scene;
}

/// The scene `id` at its preset called `name`.
inline std::unique_ptr<Scene> scene_at_preset(const std::string& id, const std::string& name) {
  auto scene = scene_named(id);
  load_preset(*scene, name);
  return scene;
}

/// One scene's presets by name, for the tests of that scene: `preset("Segment wholly inside")` is
/// the scene at the preset of that name, `preset.start()` the scene at its start position.
class PresetsOf {
 public:
  explicit PresetsOf(std::string id) : id_(std::move(id)) {}
  std::unique_ptr<Scene> start() const { return scene_named(id_); }
  std::unique_ptr<Scene> operator()(const std::string& name) const { return scene_at_preset(id_, name); }

 private:
  std::string id_;
};

/// Change the scene's state with `edit` (as a drag or an option would) and recompute.
template <class Edit>
void change_state(Scene& scene, Edit&& edit) {
  SceneState state = scene.state();
  edit(state);
  scene.set_state(std::move(state));
}

/// `scene` with `edit` applied to a copy of its state, which then replaces the state.
template <class Edit>
std::unique_ptr<Scene> edited(std::unique_ptr<Scene> scene, Edit&& edit) {
  change_state(*scene, std::forward<Edit>(edit));
  return scene;
}

/// The scene `id` from its start state, changed by `edit` (e.g. a shape moved, an option set).
template <class Edit>
std::unique_ptr<Scene> scene_with(const std::string& id, Edit&& edit) {
  return edited(scene_named(id), std::forward<Edit>(edit));
}

/// The scene `id` set to preset `index`'s state changed by `edit`: a preset's state names the
/// shapes of every mode, where the scene's own state may hold only those of the mode it is in.
template <class Edit>
std::unique_ptr<Scene> scene_from_preset(const std::string& id, std::size_t index, Edit&& edit) {
  auto scene = scene_named(id);
  SceneState state = scene->presets().at(index).state;
  edit(state);
  scene->set_state(std::move(state));
  return scene;
}

/// The 2 × 2 square centred at `centre`, corners counter-clockwise from the lower left: the
/// "square" of the concave chapter's SAT scenes.
inline std::vector<Vec2> square_at(Vec2 centre) {
  return {centre + Vec2{-1, -1}, centre + Vec2{1, -1}, centre + Vec2{1, 1}, centre + Vec2{-1, 1}};
}

/// Move the scene's "square" so that its middle is at `centre`.
inline void move_square(Scene& scene, Vec2 centre) {
  change_state(scene, [&](SceneState& state) { state.shape("square").points = square_at(centre); });
}

/// The shadow of `vertices` on the direction `u`: the smallest and largest dot(vertex, u), from
/// the vertices alone (the answer a figure's shadow bars are checked against).
inline std::pair<double, double> shadow_of(const std::vector<Vec2>& vertices, Vec2 u) {
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  for (Vec2 v : vertices) {
    const double t = v.x * u.x + v.y * u.y;
    lo = std::min(lo, t);
    hi = std::max(hi, t);
  }
  return {lo, hi};
}

/// `check(scene)` for every scene in the book at each of its presets in turn, the scene's id and
/// the preset's name captured for a failure's message.
template <class Check>
void for_every_preset(Check&& check) {
  for (const auto& factory : all_scenes()) {
    auto scene = factory();
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      CAPTURE(scene->info().id);
      CAPTURE(preset.name);
      check(*scene);
    }
  }
}

/// `check(scene)` at `count` states dragged from each preset of every scene that `take(scene)`
/// accepts at the preset: each shape moved as a whole by its own random step, up to 4 units each
/// way (so verdicts and colours change), the steps drawn from `seed`. The scene's id, the
/// preset's name and the state's number are captured for a failure's message.
template <class Take, class Check>
void for_dragged_states(unsigned seed, int count, Take&& take, Check&& check) {
  std::mt19937 random(seed);
  portable::uniform_real_distribution<double> step(-4, 4);
  for (const auto& factory : all_scenes()) {
    auto scene = factory();
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      if (!take(std::as_const(*scene))) continue;
      CAPTURE(scene->info().id);
      CAPTURE(preset.name);
      for (int k = 0; k < count; ++k) {
        SceneState state = preset.state;
        for (auto& shape : state.shapes) {
          const Vec2 d{step(random), step(random)};
          for (Vec2& p : shape.points) p += d;
        }
        scene->set_state(state);
        CAPTURE(k);
        check(std::as_const(*scene));
      }
    }
  }
}

/// The scene `id` (one of the concave chapter's SAT scenes) from its start, its square moved so
/// that its middle is at `centre`.
inline std::unique_ptr<Scene> scene_with_square_at(const std::string& id, Vec2 centre) {
  auto scene = scene_named(id);
  move_square(*scene, centre);
  return scene;
}

/// Everything the scene draws, recorded.
inline RecordingCanvas drawn(const Scene& scene) {
  RecordingCanvas canvas;
  scene.draw(canvas);
  return canvas;
}

/// Everything the scene draws in the view `visible` at `units_per_pixel` (a view the app fits,
/// as the figure audit found it), recorded.
inline RecordingCanvas drawn(const Scene& scene, collide::Rect visible, double units_per_pixel) {
  RecordingCanvas canvas;
  canvas.visible = visible;
  canvas.units_per_pixel = units_per_pixel;
  scene.draw(canvas);
  return canvas;
}

}  // namespace lab::testing
