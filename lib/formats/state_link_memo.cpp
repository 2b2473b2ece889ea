#include "formats/state_link_memo.hpp"

#include <algorithm>
#include <cstring>

#include "formats/state_link.hpp"

namespace lab {
namespace {

bool same_bits(const void* a, const void* b, std::size_t bytes) { return bytes == 0 || std::memcmp(a, b, bytes) == 0; }

bool same_number(double a, double b) { return same_bits(&a, &b, sizeof a); }

}  // namespace

bool StateLinkMemo::same(const SceneState& state, std::string_view scene_id) const {
  if (!made_ || scene_id != scene_ || state.shapes.size() != shapes_.size()) return false;
  for (std::size_t i = 0; i < shapes_.size(); ++i) {
    const Shape& s = state.shapes[i];
    const Part& kept = shapes_[i];
    if (s.name != kept.name || s.kind != kept.kind || !same_number(s.radius, kept.radius) ||
        s.points.size() != kept.points.size() ||
        !same_bits(s.points.data(), kept.points.data(), s.points.size() * sizeof(Vec2)))
      return false;
  }
  return std::equal(state.options.begin(), state.options.end(), options_.begin(), options_.end(),
                    [](const auto& a, const auto& b) { return a.first == b.first && same_number(a.second, b.second); });
}

const std::string& StateLinkMemo::link(const SceneState& state, std::string_view scene_id) {
  if (same(state, scene_id)) return link_;
  link_ = state_link(state, scene_id);
  scene_ = scene_id;
  shapes_.clear();
  for (const Shape& s : state.shapes) shapes_.push_back({s.name, s.kind, s.points, s.radius});
  options_ = state.options;
  made_ = true;
  return link_;
}

}  // namespace lab
