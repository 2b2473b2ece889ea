// The canvases every figure is drawn through (figure_chain.hpp).
#include "figure_chain.hpp"

#include "figures/tint_cards.hpp"
#include "role_canvas.hpp"

namespace lab {

void draw_figure(const Scene& scene, Canvas& out) {
  figures::TintCards cards(out);
  RoleCanvas roles(cards);
  scene.draw(roles);
}

}  // namespace lab
