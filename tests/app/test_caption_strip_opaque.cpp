// Issue 26 (sat30): the caption's strip along the figure's bottom was white at 235/255, so the
// figure's ink under it showed through: at separating-axis step 6 presenting at 1920×1080 the
// slot's orange tint (176, 92, 0) at 45/255 runs on below the strip's top edge, and over the paper
// (250, 250, 247) it is (237, 222, 203); the strip laid over that at 235/255 gave (254, 252, 251), a
// faint orange band through the verdict. The strip is opaque now: over the tint a reader sees
// (255, 255, 255), in the window and in the SVG (the handout's pictures are that SVG).
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "app_screen.hpp"
#include "recording_canvas.hpp"
#include "scenes/lesson.hpp"
#include "scenes/palette.hpp"
#include "shell/shell.hpp"
#include "window/figure_svg.hpp"
#include "window/screenshot.hpp"
#include "window/svg_screenshot.hpp"
#include "xml_check.hpp"

namespace test_caption_strip_opaque {

using namespace lab;

/// `top` laid over the opaque `under` by its alpha, each channel rounded.
Color over(Color top, Color under) {
  const double a = top.a / 255.0;
  const auto mix = [&](int t, int u) { return static_cast<std::uint8_t>(std::lround(u + (t - u) * a)); };
  return {mix(top.r, under.r), mix(top.g, under.g), mix(top.b, under.b), 255};
}

/// Whether a polygon filled with the slot's orange in `e` (or under it) has a corner below `top`.
bool tint_below(const lab::testing::XmlElement& e, double top) {
  if (e.name == "polygon" && e.attribute("fill") == "#b05c00") {
    const std::string pts = e.attribute("points");  // "x,y x,y …"
    for (std::size_t at = 0; at < pts.size();) {
      const std::size_t comma = pts.find(',', at), end = pts.find(' ', comma);
      if (comma == std::string::npos) break;
      if (std::stod(pts.substr(comma + 1, end - comma - 1)) > top) return true;
      at = end == std::string::npos ? pts.size() : end + 1;
    }
  }
  for (const auto& c : e.children)
    if (tint_below(c, top)) return true;
  return false;
}

}  // namespace test_caption_strip_opaque

TEST_CASE("separating-axis step 6: the caption's strip hides the slot's tint under it, window and SVG" *
          doctest::test_suite("screens")) {
  using namespace test_caption_strip_opaque;
  // The sum worked by hand in the file comment, from the colours the figure draws with.
  const Color tinted = over(palette::outside.with_alpha(45), palette::background);
  CHECK(tinted == Color{237, 222, 203, 255});
  CHECK(over(Color{255, 255, 255, 235}, tinted) == Color{254, 252, 251, 255});  // the old strip

  const lab::testing::AppScreen screen({.size = {1920, 1080}, .scale = screenshot_scale({1920, 1080})});
  Shell shell(0);
  shell.interactive = false;
  shell.set_presenting(true);
  shell.open_lesson(bundled_lesson("separating-axis"), 5, "separating-axis");
  screen.frames(shell);

  // The window: the strip's fill is the draw list's white run along the figure window's left edge.
  const ImGuiWindow* canvas = ImGui::FindWindowByName("Canvas");
  REQUIRE(canvas);
  float strip_top = canvas->Pos.y + canvas->Size.y;
  int white = 0;
  for (const ImDrawVert& v : canvas->DrawList->VtxBuffer)
    if ((v.col & IM_COL32(255, 255, 255, 0)) == IM_COL32(255, 255, 255, 0) && std::abs(v.pos.x - canvas->Pos.x) < 1 &&
        v.pos.y > canvas->Pos.y + canvas->Size.y / 2) {
      ++white;
      CHECK(v.col == IM_COL32(255, 255, 255, 255));
      strip_top = std::min(strip_top, v.pos.y);
    }
  CHECK(white >= 2);
  const Color strip = palette::caption_strip;
  CHECK(over(strip, tinted) == Color{255, 255, 255, 255});

  // The SVG: the figure's orange slot reaches below the strip's top, and the strip drawn after it
  // is a rectangle of opaque white (no fill-opacity).
  const auto doc = lab::testing::XmlReader::parse(shell_figure_svg(shell, screen.fonts));
  const auto* caption = doc.find("id", "caption");
  REQUIRE(caption);
  REQUIRE(!caption->children.empty());
  const auto& rect = caption->children.front();
  CHECK(rect.name == "rect");
  CHECK(rect.attribute("fill") == "#ffffff");
  CHECK(rect.attribute("fill-opacity").empty());
  const double top = std::stod(rect.attribute("y"));
  const auto* figure = doc.find("id", "figure");
  REQUIRE(figure);
  CHECK(tint_below(*figure, top));
}
