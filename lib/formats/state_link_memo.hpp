// A state's link, written again only when what it is written from changed: the page keeps its
// address (`#state=CODE`) as the state on screen after every frame, and a 2,000-vertex polygon's
// link (its JSON, compressed) costs the page 10–20 ms, where comparing the state costs well under
// one. What a link holds is state_to_json's: the scene, each shape's name, kind, points and
// radius, and the options.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "formats/state.hpp"

namespace lab {

class StateLinkMemo {
 public:
  /// state_link(state, scene_id), kept from the last call when nothing it is made of changed
  /// (every number compared bit for bit: −0 and 0, or two NaNs, are written differently).
  const std::string& link(const SceneState& state, std::string_view scene_id);

 private:
  struct Part {
    std::string name;
    ShapeKind kind;
    std::vector<Vec2> points;
    double radius;
  };
  bool same(const SceneState& state, std::string_view scene_id) const;

  std::string scene_;
  std::vector<Part> shapes_;
  std::map<std::string, double> options_;
  std::string link_;
  bool made_ = false;
};

}  // namespace lab
