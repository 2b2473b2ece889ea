// Helpers for every scene test: a scene at a preset (by name or by place), drawn and recorded.
#pragma once
#include <doctest/doctest.h>

#include <memory>
#include <string>

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

/// Everything the scene draws, recorded.
inline RecordingCanvas drawn(const Scene& scene) {
  RecordingCanvas canvas;
  scene.draw(canvas);
  return canvas;
}

}  // namespace lab::testing
