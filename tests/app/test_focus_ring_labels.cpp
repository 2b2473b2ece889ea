// Issue 26 §3: the focus ring round a point keeps off the point's own name. Circles' C₁ (−2, −1)
// is named "C₁" just beside it, inside the ring's 16 pixels: the dark ring ran under the name
// (and touched polygon-point's "P"). The ring is left out where a label is: no pixel of it lies
// in a label's box, in presenter mode too, and the rest of it is drawn.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cmath>
#include <string>
#include <utility>

#include "app_screen.hpp"
#include "scenes/palette.hpp"
#include "window/imgui_canvas.hpp"

namespace test_focus_ring_labels {

namespace {

struct RingCount {
  int on = 0, under_labels = 0;
};

// The focus colour's vertices within `reach` px of `at`: how many, and how many in a label's box.
RingCount ring_vertices(const lab::Shell& shell, lab::Vec2 at, float reach) {
  const ImU32 ring = lab::to_imgui(lab::palette::focus);
  RingCount count;
  const ImDrawData* data = ImGui::GetDrawData();
  for (int l = 0; l < data->CmdListsCount; ++l)
    for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer) {
      if (v.col != ring || std::hypot(v.pos.x - at.x, v.pos.y - at.y) > reach) continue;
      ++count.on;
      for (const lab::ScreenBox& b : shell.label_boxes())
        if (v.pos.x > b.min.x && v.pos.x < b.max.x && v.pos.y > b.min.y && v.pos.y < b.max.y) ++count.under_labels;
    }
  return count;
}

}  // namespace

}  // namespace test_focus_ring_labels

TEST_CASE("the focus ring on C₁ and on P leaves their names clear, and is drawn elsewhere round them") {
  using namespace test_focus_ring_labels;
  const lab::testing::AppScreen screen({.size = {1920, 1080}, .font_path = "/no/such/font.ttf"});
  for (const bool present : {false, true}) {
    for (const auto& point : {std::pair{"circles", 0}, std::pair{"polygon-point", 1}}) {
      const std::string scene = point.first;  // C₁ is circles' shape 0, P polygon-point's shape 1
      const int shape = point.second;
      CAPTURE(scene);
      CAPTURE(present);
      lab::Shell shell(lab::testing::scene_index(scene));
      shell.set_presenting(present);
      screen.frames(shell);
      while (shell.focused_handle() != lab::Handle{shape, lab::HandleKind::Vertex, 0})
        shell.command(lab::Command::FocusNextHandle);
      screen.frames(shell);  // the ring reads the labels' boxes of the frame before
      const lab::Vec2 at = shell.camera().to_screen(shell.scene().state().shapes[shape].points[0]);
      // Its name is where the ring would run: a label's box within the ring's reach.
      bool near = false;
      for (const lab::ScreenBox& b : shell.label_boxes())
        near = near || (std::max(b.min.x - float(at.x), std::max(0.0f, float(at.x) - b.max.x)) < 24 &&
                        std::max(b.min.y - float(at.y), std::max(0.0f, float(at.y) - b.max.y)) < 24);
      CHECK(near);
      const RingCount ring = ring_vertices(shell, at, 40 * (present ? 1.4f : 1.0f));
      CHECK(ring.on >= 24);
      CHECK(ring.under_labels == 0);
    }
  }
}
