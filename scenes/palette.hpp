// Colours with a meaning. Okabe–Ito, a palette that colour-blind readers can tell apart.
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
inline constexpr Color shape_a{0, 114, 178};       // blue: the first shape (polygon A)
inline constexpr Color shape_b{204, 121, 167};     // reddish purple: the second shape (B)
inline constexpr Color outside{230, 159, 0};       // orange: outer side, gap, "apart" evidence
inline constexpr Color inside{0, 158, 115};        // bluish green: inner side, overlap, "inside"
inline constexpr Color deciding{213, 94, 0};       // vermillion: the dashed axis the verdict hinges on
inline constexpr Color point{0, 0, 0};             // black: points such as P
inline constexpr Color line{86, 180, 233};         // sky blue: lines and rays
inline constexpr Color axis{150, 150, 150};        // grey: axes that did not decide
inline constexpr Color text{20, 20, 20};           // near black: labels
inline constexpr Color muted{120, 120, 120};       // grey: secondary labels
inline constexpr Color background{250, 250, 247};  // off-white paper
inline constexpr Color grid{225, 225, 220};        // faint grid
inline constexpr Color hover{240, 228, 66};        // yellow halo: the handle under the mouse
// The colour language above, by meaning: use these names in new code.
inline constexpr Color apart = outside;
inline constexpr Color collide = inside;
inline constexpr Color untested{195, 195, 190};    // light grey: never tried
}  // namespace palette

}  // namespace lab
