// Two fingers zoom the figure (app/shell/pinch.hpp): the spread between them over the spread
// before, about their midpoint; one finger, or a third, zooms nothing.
#include <doctest/doctest.h>

#include "shell/pinch.hpp"

namespace test_pinch {

// A finger event at window pixel (x, y) of an 800×600 window (SDL gives fractions of it).
SDL_Event finger(Uint32 type, SDL_FingerID id, double x, double y) {
  SDL_Event e{};
  e.type = type;
  e.tfinger.fingerId = id;
  e.tfinger.x = static_cast<float>(x / 800);
  e.tfinger.y = static_cast<float>(y / 600);
  return e;
}

const collide::Vec2 window{800, 600};

TEST_CASE("pinch: fingers 100 px apart moved to 200 px apart zoom ×2 about their midpoint") {
  lab::Pinch pinch;
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERDOWN, 1, 100, 300), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERDOWN, 2, 200, 300), window));
  const auto zoom = pinch.on_event(finger(SDL_FINGERMOTION, 2, 300, 300), window);
  REQUIRE(zoom);
  CHECK(zoom->factor == doctest::Approx(2));
  CHECK(zoom->at.x == doctest::Approx(200));
  CHECK(zoom->at.y == doctest::Approx(300));
  // Then the other finger: from 200 px apart to 100 (it moves from x = 100 to 200): ×0.5.
  const auto back = pinch.on_event(finger(SDL_FINGERMOTION, 1, 200, 300), window);
  REQUIRE(back);
  CHECK(back->factor == doctest::Approx(0.5));
  CHECK(back->at.x == doctest::Approx(250));
}

TEST_CASE("pinch: one finger drags (SDL's mouse), three fingers and lifted fingers zoom nothing") {
  lab::Pinch pinch;
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERDOWN, 1, 100, 100), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERMOTION, 1, 300, 100), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERDOWN, 2, 400, 100), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERDOWN, 3, 500, 100), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERMOTION, 3, 600, 100), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERUP, 3, 600, 100), window));
  // Two again: finger 1 at (300, 100), finger 2 at (400, 100).
  const auto zoom = pinch.on_event(finger(SDL_FINGERMOTION, 2, 500, 100), window);
  REQUIRE(zoom);
  CHECK(zoom->factor == doctest::Approx(2));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERUP, 1, 300, 100), window));
  CHECK_FALSE(pinch.on_event(finger(SDL_FINGERMOTION, 2, 700, 100), window));
  // Two fingers on one spot have no spread to keep.
  lab::Pinch same;
  same.on_event(finger(SDL_FINGERDOWN, 1, 100, 100), window);
  same.on_event(finger(SDL_FINGERDOWN, 2, 100, 100), window);
  CHECK_FALSE(same.on_event(finger(SDL_FINGERMOTION, 2, 300, 100), window));
}

}  // namespace test_pinch
