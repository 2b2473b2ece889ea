#include "shell/pinch.hpp"

#include <glm/glm.hpp>

namespace lab {

std::optional<PinchZoom> Pinch::on_event(const SDL_Event& event, collide::Vec2 window) {
  if (event.type != SDL_FINGERDOWN && event.type != SDL_FINGERMOTION && event.type != SDL_FINGERUP) return std::nullopt;
  const SDL_TouchFingerEvent& f = event.tfinger;
  const collide::Vec2 at{f.x * window.x, f.y * window.y};
  if (event.type == SDL_FINGERUP) {
    fingers_.erase(f.fingerId);
    return std::nullopt;
  }
  if (event.type == SDL_FINGERDOWN || fingers_.size() != 2 || !fingers_.count(f.fingerId)) {
    fingers_[f.fingerId] = at;
    return std::nullopt;
  }
  const collide::Vec2 other = fingers_.begin()->first == f.fingerId ? fingers_.rbegin()->second
                                                                    : fingers_.begin()->second;
  const double before = glm::length(fingers_[f.fingerId] - other), after = glm::length(at - other);
  fingers_[f.fingerId] = at;
  if (!(before > 1) || !(after > 1)) return std::nullopt;  // fingers on one spot: no spread to keep
  return PinchZoom{(at + other) * 0.5, after / before};
}

}  // namespace lab
