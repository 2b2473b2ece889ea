// Every scene in book order. Adding a scene: one file, plus one entry in the book's table of
// contents (scenes/contents.cpp).
#pragma once
#include <functional>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "scene.hpp"

namespace lab {

using SceneFactory = std::function<std::unique_ptr<Scene>()>;

/// One scene's entry in the table of contents: what the scene list shows, and its factory.
struct ContentsEntry {
  std::string_view id, title, how_to;
  std::unique_ptr<Scene> (*make)();
  /// A fresh scene that knows its entry (Scene::info), not yet reset.
  std::unique_ptr<Scene> build(std::string_view chapter) const;
};

/// A chapter of the book and its scenes, in book order.
struct Chapter {
  std::string_view title;  ///< "Before polygons", "Convex polygons", …
  std::span<const ContentsEntry> scenes;
};

/// The book's chapters in order (scenes/contents.cpp).
std::span<const Chapter> contents();

/// One chapter's scenes, in book order (empty for an unknown title).
std::vector<SceneFactory> chapter_scenes(std::string_view chapter);

/// All chapters in book order.
const std::vector<SceneFactory>& all_scenes();

/// A fresh scene (already reset to its start state), or nullptr for an unknown id.
std::unique_ptr<Scene> make_scene(std::string_view id);

}  // namespace lab
