// Helpers for the "Before polygons" scene tests: load a scene at a named preset, draw it.
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

/// Everything the scene draws, recorded.
inline RecordingCanvas drawn(const Scene& scene) {
  RecordingCanvas canvas;
  scene.draw(canvas);
  return canvas;
}

}  // namespace lab::testing
