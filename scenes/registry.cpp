#include "registry.hpp"

namespace lab {

const std::vector<SceneFactory>& all_scenes() {
  static const std::vector<SceneFactory> scenes = [] {
    std::vector<SceneFactory> all;
    for (auto chapter : {prerequisite_scenes(), convex_scenes(), concave_scenes(), response_scenes()})
      all.insert(all.end(), chapter.begin(), chapter.end());
    return all;
  }();
  return scenes;
}

std::unique_ptr<Scene> make_scene(std::string_view id) {
  for (const auto& factory : all_scenes()) {
    auto scene = factory();
    if (scene->info().id == id) {
      scene->reset();
      return scene;
    }
  }
  return nullptr;
}

}  // namespace lab
