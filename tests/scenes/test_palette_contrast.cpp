// Issue 26: the figure reads from the back of a room. WCAG 2.1 AA against the paper background:
// a line, a fill's edge or large text needs a contrast of 3:1, a label (normal-size text) 4.5:1.
// Measured from the palette's bytes, and from what every scene draws at every preset.
#include <doctest/doctest.h>

#include <string>

#include "colour_vision.hpp"
#include "scene_test_support.hpp"

namespace test_palette_contrast {

using namespace lab;
using lab::testing::colour::contrast;

struct Role {
  const char* name;
  Color color;
  double least;  ///< 4.5 for a colour labels are written in, 3 for one only lines are drawn in
};

// Labels are written in the shapes' colours (their names), in orange, green and vermillion (the
// words beside the evidence), black, near black and grey; lines and rays, axes and untried steps
// are strokes only.
constexpr Role roles[] = {
    {"shape_a (blue)", palette::shape_a, 4.5},
    {"shape_b (purple)", palette::shape_b, 4.5},
    {"apart (orange)", palette::apart, 4.5},
    {"collide (green)", palette::collide, 4.5},
    {"deciding (vermillion)", palette::deciding, 4.5},
    {"point (black)", palette::point, 4.5},
    {"text", palette::text, 4.5},
    {"muted", palette::muted, 4.5},
    {"line (sky blue)", palette::line, 3},
    {"axis (grey)", palette::axis, 3},
    {"untested (light grey)", palette::untested, 3},
    {"focus ring (Tab)", palette::focus, 3},
};

TEST_CASE("WCAG contrast by hand: black on white 21:1, white on white 1:1, the W3C's grey 4.5:1") {
  CHECK(contrast({0, 0, 0}, {255, 255, 255}) == doctest::Approx(21));
  CHECK(contrast({255, 255, 255}, {255, 255, 255}) == doctest::Approx(1));
  // #767676 is the lightest grey that passes 4.5:1 on white (4.54:1); #777777 fails (4.48:1).
  CHECK(contrast({0x76, 0x76, 0x76}, {255, 255, 255}) == doctest::Approx(4.54).epsilon(0.002));
  CHECK(contrast({0x77, 0x77, 0x77}, {255, 255, 255}) == doctest::Approx(4.48).epsilon(0.002));
}

TEST_CASE("every colour role reads against the paper: 3:1 for lines, 4.5:1 for labels") {
  for (const Role& role : roles) {
    CAPTURE(role.name);
    CHECK(contrast(role.color, palette::background) >= role.least);
  }
  // The three: orange was 2.15:1, the purple B 2.9:1, the sky-blue ray 2.2:1.
  CHECK(contrast(palette::apart, palette::background) >= 4.5);
  CHECK(contrast(palette::shape_b, palette::background) >= 4.5);
  CHECK(contrast(palette::line, palette::background) >= 3);
}

TEST_CASE("every label and every opaque stroke a scene draws, at every preset, reads against the paper") {
  lab::testing::for_every_preset([](const Scene& scene) {
    const auto canvas = lab::testing::drawn(scene);
    for (const auto& call : canvas.calls) {
      // Translucent fills tint a region: their edges are drawn as strokes of their own.
      if (call.color.a < 255 || call.kind == "fill_polygon" || call.kind == "fill_circle") continue;
      // A stroke of the paper's own colour rubs a line out (tunnelling's frames past the hit,
      // before their dashes): it is not there to be read.
      if (call.color == palette::background) continue;
      CAPTURE(call.kind);
      CAPTURE(call.text);
      CAPTURE(int(call.color.r));
      CAPTURE(int(call.color.g));
      CAPTURE(int(call.color.b));
      CHECK(contrast(call.color, palette::background) >= (call.kind == "label" ? 4.5 : 3.0));
    }
  });
}

}  // namespace test_palette_contrast
