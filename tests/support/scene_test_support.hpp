// Helpers for every scene test: a scene at a preset (by name or by place), drawn and recorded.
#pragma once
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <utility>

#include "recording_canvas.hpp"
#include "registry.hpp"

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

/// One scene's presets by name, for the tests of that scene: `preset("Segment wholly inside")` is
/// the scene at the preset of that name, `preset.start()` the scene at its start position.
class PresetsOf {
 public:
  explicit PresetsOf(std::string id) : id_(std::move(id)) {}
  std::unique_ptr<Scene> start() const { return scene_named(id_); }
  std::unique_ptr<Scene> operator()(const std::string& name) const {
    auto scene = start();
    load_preset(*scene, name);
    return scene;
  }

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

/// Everything the scene draws, recorded.
inline RecordingCanvas drawn(const Scene& scene) {
  RecordingCanvas canvas;
  scene.draw(canvas);
  return canvas;
}

}  // namespace lab::testing
