#include "registry.hpp"

namespace lab {

std::unique_ptr<Scene> ContentsEntry::build(std::string_view chapter) const {
  auto scene = make();
  scene->info_ = {id, chapter, title, how_to};
  return scene;
}

std::vector<SceneFactory> chapter_scenes(std::string_view chapter) {
  std::vector<SceneFactory> factories;
  for (const Chapter& c : contents())
    if (c.title == chapter)
      for (const ContentsEntry& entry : c.scenes) factories.push_back([&entry, &c] { return entry.build(c.title); });
  return factories;
}

const std::vector<SceneFactory>& all_scenes() {
  static const std::vector<SceneFactory> scenes = [] {
    std::vector<SceneFactory> all;
    for (const Chapter& c : contents()) {
      const auto chapter = chapter_scenes(c.title);
      all.insert(all.end(), chapter.begin(), chapter.end());
    }
    return all;
  }();
  return scenes;
}

std::unique_ptr<Scene> make_scene(std::string_view id) {
  for (const Chapter& c : contents())
    for (const ContentsEntry& entry : c.scenes)
      if (entry.id == id) {
        auto scene = entry.build(c.title);
        scene->reset();
        return scene;
      }
  return nullptr;
}

}  // namespace lab
