// Two fingers on a touch screen (a tablet, a phone, a touch laptop; in the browser too): moving
// them apart or together zooms the figure about the point between them. One finger needs nothing
// here: SDL turns it into the mouse, so it drags as the mouse does.
#pragma once
#include <map>
#include <optional>

#include <SDL.h>

#include "collide/shapes.hpp"

namespace lab {

/// A zoom to apply: the camera's zoom_at(at, factor).
struct PinchZoom {
  collide::Vec2 at;
  double factor;
};

class Pinch {
 public:
  /// Notes a finger event (others are ignored); `window` is the window's size in the units the
  /// camera uses (ImGui's), since SDL gives fingers as fractions of it. With exactly two fingers
  /// down, a move of either returns the zoom that keeps their spread on the same figure points:
  /// the new distance between them over the old, about their new midpoint.
  std::optional<PinchZoom> on_event(const SDL_Event& event, collide::Vec2 window);

 private:
  std::map<SDL_FingerID, collide::Vec2> fingers_;
};

}  // namespace lab
