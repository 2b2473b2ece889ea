// The canvases every figure is drawn through, in the window, its screenshots and its pictures
// (SVG, handout, page), so no figure can forget one: RoleCanvas (the colour roles' second
// channels) in front of TintCards (a card of paper under a label on a tint, issue 26 §2), so a
// framed label's frame, drawn after its words, lies over its card.
#pragma once
#include "canvas.hpp"
#include "scene.hpp"

namespace lab {

/// The scene drawn onto `out` as every figure is.
void draw_figure(const Scene& scene, Canvas& out);

}  // namespace lab
