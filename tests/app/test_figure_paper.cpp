// The figure's paper is the frame's clear colour (render_frame, the screenshot, Save picture all
// clear to palette::background first): the figure lays no rectangle of it over the whole view,
// which a software-drawn WebGL (the page in a headless browser) would fill a second time.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "app_screen.hpp"

namespace test_figure_paper {

// The largest triangle, in square pixels, in the draw list of the window `name`; −1 when the
// frame has no such window.
double largest_triangle(const char* name) {
  const ImDrawData* data = ImGui::GetDrawData();
  double largest = -1;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList& list = *data->CmdLists[l];
    if (!list._OwnerName || std::strcmp(list._OwnerName, name) != 0) continue;
    largest = std::max(largest, 0.0);
    for (const ImDrawCmd& cmd : list.CmdBuffer)
      for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
        const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset + i;
        const ImVec2 a = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + idx[0])].pos;
        const ImVec2 b = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + idx[1])].pos;
        const ImVec2 c = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + idx[2])].pos;
        largest = std::max(largest, std::abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2.0);
      }
  }
  return largest;
}

TEST_CASE("the figure draws on the cleared frame: no triangle of circles' figure is a tenth of the window") {
  // circles at its start, 1280 × 800: two discs made of thin slices, their labels, the grid, the
  // caption. Before, a paper-coloured rectangle as big as the figure (about 670 × 776 pixels) came
  // first: two triangles of some 260,000 square pixels each, a quarter of the window.
  const lab::testing::AppScreen screen({.style = true});
  lab::Shell shell(lab::testing::scene_index("circles"));
  shell.interactive = false;
  screen.frames(shell, 2);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const double largest = largest_triangle("Canvas");
  CHECK(largest > 0);
  CHECK(largest < 0.1 * display.x * display.y);
}

}  // namespace test_figure_paper
