// Colours with a meaning: the Okabe–Ito hues, darkened until each reads on the paper from the back
// of a room (WCAG 2.1 AA: every colour ≥ 3:1 against the background, those labels are written in
// ≥ 4.5:1). Under simulated colour blindness two roles closer than ΔE₀₀ 20 differ by a second
// channel too: the deciding step is dashed, a dot or an arrow, its words underlined (its panel
// lines start with ▶, a warning's or an error's with ⚠: panel.hpp); B's purple and green are
// double lines and hollow dots, their words framed (role_canvas.hpp, through which the app draws
// every figure).
// tests/scenes/test_palette_*.cpp measure both.
// One colour language in every scene (the legend says it in words):
//   apart    orange        evidence for "apart" (a gap, an outer side, a vertex on the far side)
//                          and the verdict "apart";
//   collide  bluish green  evidence for "collide" (overlapping shadows, an inner side, an edge
//                          that crosses or touches, P inside) and the verdicts "collide"/"touch";
//   deciding vermillion    the one step the verdict hinges on, always dashed and thicker;
//   untested light grey    what the test never tried (with early exit on, the steps after it
//                          stopped); a step it tried that is evidence for neither stays in the
//                          shape's own colour.
// A verdict always carries a word too, so colour is never the only cue.
#pragma once
#include <cstdint>

namespace lab {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  constexpr Color with_alpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
  friend constexpr bool operator==(Color, Color) = default;
};

namespace palette {
inline constexpr Color shape_a{0, 80, 136};    // blue: the first shape (polygon A)
inline constexpr Color shape_b{174, 78, 146};  // reddish purple: the second shape (B)
inline constexpr Color outside{176, 92, 0};    // orange (a dark one, for contrast): outer side, gap, "apart" evidence
inline constexpr Color inside{0, 128, 90};     // bluish green: inner side, overlap, "inside"
inline constexpr Color deciding{135, 25, 0};   // vermillion, darker than orange: the dashed axis the verdict hinges on
inline constexpr Color point{0, 0, 0};         // black: points such as P
inline constexpr Color line{0, 148, 214};      // sky blue: lines and rays
inline constexpr Color axis{88, 88, 88};       // dark grey: axes that did not decide
inline constexpr Color text{20, 20, 20};       // near black: labels
inline constexpr Color muted{108, 108, 108};   // grey: secondary labels
inline constexpr Color background{250, 250, 247};  // off-white paper
inline constexpr Color grid{225, 225, 220};        // faint grid
inline constexpr Color hover{240, 228, 66};        // yellow halo: the handle under the mouse
inline constexpr Color focus{40, 16, 88};          // dark indigo: the keyboard's focus ring (Tab), over the halo
// The colour language above, by meaning: use these names in new code.
inline constexpr Color apart = outside;
inline constexpr Color collide = inside;
inline constexpr Color untested{145, 145, 140};  // light grey: never tried
// The caption's strip along the figure's bottom, white and opaque: at 235 alpha the slot's orange
// tint and the axes' lines ran on faintly under the verdict (separating-axis steps 4, 6, 8).
inline constexpr Color caption_strip{255, 255, 255};
}  // namespace palette

}  // namespace lab
