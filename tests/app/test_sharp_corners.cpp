// Issue 26, the sat-breaks lesson: a thick outline's sharp corners are drawn round, not mitred.
// ImGui's mitre at a corner of angle a reaches half the width / sin(a / 2) past the vertex: the
// ear-clipped C's thin triangles showed spikes past their corners in step 6 and in
// which-approach's second picture. The SVG joins outlines round (stroke-linejoin="round").
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app_screen.hpp"
#include "window/imgui_canvas.hpp"
#include "window/sharp_corners.hpp"

namespace test_sharp_corners {

// The distance from p to the closed outline through `corners` (screen pixels).
double to_outline(const std::vector<ImVec2>& corners, ImVec2 p) {
  double best = INFINITY;
  for (std::size_t i = 0; i < corners.size(); ++i) {
    const ImVec2 a = corners[i], b = corners[(i + 1) % corners.size()];
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
    best = std::min(best, std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return best;
}

// Whether some triangle the list holds from vertex `from` on covers p.
bool covered(const ImDrawList& list, int from_index, ImVec2 p) {
  const auto side = [](ImVec2 a, ImVec2 b, ImVec2 q) { return (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x); };
  for (int k = from_index; k + 2 < list.IdxBuffer.Size; k += 3) {
    const ImVec2 a = list.VtxBuffer[list.IdxBuffer[k]].pos, b = list.VtxBuffer[list.IdxBuffer[k + 1]].pos,
                 c = list.VtxBuffer[list.IdxBuffer[k + 2]].pos;
    const float s1 = side(a, b, p), s2 = side(b, c, p), s3 = side(c, a, p);
    if ((s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)) return true;
  }
  return false;
}

struct Drawn {
  double reach;  ///< the furthest any vertex drawn within 50 pixels of `tip_of` lies from the outline
  bool tip;      ///< whether the point 1.5 pixels out from `tip_of` along its corner's bisector is inked
};

// The closed outline through `corners`, 4 pixels wide, by add_outline on a fresh draw list.
Drawn draw(const std::vector<ImVec2>& corners, ImVec2 tip_of, ImVec2 outward) {
  const lab::testing::AppScreen screen({.size = {400, 400}});
  const lab::testing::WindowFrame frame({400, 400});
  ImDrawList& list = frame.list;
  const int from = list.VtxBuffer.Size, from_index = list.IdxBuffer.Size;
  lab::add_outline(list, corners, true, IM_COL32(180, 90, 0, 255), 4);
  Drawn out{0, covered(list, from_index, {tip_of.x + 1.5f * outward.x, tip_of.y + 1.5f * outward.y})};
  for (int i = from; i < list.VtxBuffer.Size; ++i) {
    const ImVec2 p = list.VtxBuffer[i].pos;
    if (std::hypot(p.x - tip_of.x, p.y - tip_of.y) < 50) out.reach = std::max(out.reach, to_outline(corners, p));
  }
  return out;
}

TEST_CASE("add_outline: a 20° corner is round, its ink within half the width and the fringe of the outline") {
  // A right triangle with its 20° corner at (100, 300): (300, 300), (300, 300 − 200·tan 20°) ≈ (300, 227.2).
  // Half the width is 2 pixels and ImGui's fringe 1 more: nothing near that corner further than 3
  // from the lines (the right angle keeps its mitre, a little further: the next case).
  // A mitre there reached 2 / sin 10° = 11.5 pixels past the corner (and its fringe 17.3).
  const float up = 200 * std::tan(20 * 3.14159265f / 180);
  const std::vector<ImVec2> triangle{{100, 300}, {300, 300}, {300, 300 - up}};
  // Outward at the 20° corner: back along its bisector, to the left and down by sin 10°.
  const ImVec2 out{-std::cos(10 * 3.14159265f / 180), std::sin(10 * 3.14159265f / 180)};
  const Drawn drawn = draw(triangle, triangle[0], out);
  CHECK(drawn.reach <= 3.01);
  CHECK(drawn.tip);  // the round join's wedge is filled: 1.5 pixels out from the corner is inked
}

TEST_CASE("add_outline: a square's right angles keep their square mitre") {
  // The mitre's fringe reaches (2 + 1)·√2 = 4.24 pixels from the corner: further than a round
  // join's 3.
  const std::vector<ImVec2> square{{100, 100}, {300, 100}, {300, 300}, {100, 300}};
  const float r = std::sqrt(0.5f);
  const Drawn drawn = draw(square, square[0], {-r, -r});
  CHECK(drawn.reach == doctest::Approx(4.24).epsilon(0.01));
  CHECK(drawn.tip);
}

TEST_CASE("ImGuiCanvas::polygon: a triangle's 20° corner draws no spike, in a small outline and a clipped one") {
  // 40 pixels a unit, the view's middle at (400, 300) (test_seen_corners): the triangle (0, 0),
  // (5, 0), (5, 5·tan 20°) is (400, 300), (600, 300), (600, 227.2) on screen; at 3.5 wide, no ink
  // more than 1.75 + 1 pixels from its lines.
  lab::testing::CanvasOnScreen on_screen({800, 600});
  ImDrawList& list = on_screen.frame.list;
  lab::ImGuiCanvas& canvas = on_screen.canvas;
  const double t = std::tan(20 * 3.14159265358979 / 180);
  // 5 units long (all in view: the small path), then 50 (2,000 pixels: cut to the view first,
  // clip_outline); the ink near the 20° corner, left of x = 500, is what is measured.
  for (const double side : {5.0, 50.0}) {
    const float px = static_cast<float>(40 * side);
    const std::vector<ImVec2> on_screen{{400, 300}, {400 + px, 300}, {400 + px, static_cast<float>(300 - px * t)}};
    const int from = list.VtxBuffer.Size;
    canvas.polygon(std::vector<lab::Vec2>{{0, 0}, {side, 0}, {side, side * t}}, lab::palette::apart, 3.5f);
    double reach = 0;
    for (int i = from; i < list.VtxBuffer.Size; ++i) {
      const ImVec2 p = list.VtxBuffer[i].pos;
      if (p.x < 500) reach = std::max(reach, to_outline(on_screen, p));
    }
    CAPTURE(side);
    CHECK(list.VtxBuffer.Size > from);
    CHECK(reach <= 2.76);
  }
}

}  // namespace test_sharp_corners
