// Every scene in book order. Adding a scene: one file, plus one line in its chapter's list
// (scenes/<chapter>/chapter.cpp).
#pragma once
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "scene.hpp"

namespace lab {

using SceneFactory = std::function<std::unique_ptr<Scene>()>;

/// Each chapter's scenes, in book order.
std::vector<SceneFactory> prerequisite_scenes();
std::vector<SceneFactory> convex_scenes();
std::vector<SceneFactory> concave_scenes();
std::vector<SceneFactory> response_scenes();

/// All chapters in book order.
const std::vector<SceneFactory>& all_scenes();

/// A fresh scene (already reset to its start state), or nullptr for an unknown id.
std::unique_ptr<Scene> make_scene(std::string_view id);

}  // namespace lab
