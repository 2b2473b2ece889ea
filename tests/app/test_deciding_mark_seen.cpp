// Issue 26: what ▶ means is seen with the rows it marks at 1280×800, with no scrolling to find it.
// The line under the panel ("▶ the line that decides …") lay below the separating-axis panel's
// end, and a line above the table pushed the table's last rows out of view (test_panel_fit). So
// the SAT table's header says it in short after its last column's name ("result   ▶ decides"),
// and the whole line is its tooltip. Read back from what ImGui drew (panel_glyphs.hpp), as the app
// draws the frame, with its own fonts.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <optional>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "panel_glyphs.hpp"
#include "scenes/panel.hpp"

namespace test_deciding_mark_seen {

using lab::testing::PanelLine;

namespace {

/// The lines window `name` drew in the last frame that are in its view (its clip rectangle).
std::vector<PanelLine> lines_in(const char* name) {
  const ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE(window != nullptr);
  const ImRect clip = window->InnerClipRect;
  std::vector<lab::testing::Glyph> in;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
    for (const auto& g : lab::testing::glyphs_of(*window->DrawList, *font))
      if (g.x0 >= clip.Min.x && g.x1 <= clip.Max.x && g.y >= clip.Min.y && g.y + 4 <= clip.Max.y) in.push_back(g);
  return lab::testing::lines_of(in);
}

/// The first line whose text (spaces draw nothing) holds `part`.
std::optional<PanelLine> line_with(const std::vector<PanelLine>& lines, const std::string& part) {
  for (const PanelLine& line : lines)
    if (lab::testing::text_of(line).find(part) != std::string::npos) return line;
  return std::nullopt;
}

/// The marked row: a line that begins with ▶.
std::optional<PanelLine> marked_row(const std::vector<PanelLine>& lines) {
  for (const PanelLine& line : lines)
    if (lab::testing::text_of(line).starts_with("\u25B6#")) return line;
  return std::nullopt;
}

}  // namespace

}  // namespace test_deciding_mark_seen

TEST_CASE(
    "▶'s meaning is seen with the SAT table's marked row at 1280×800: in the table's header, the whole as its "
    "tooltip" *
    doctest::test_suite("screens")) {
  using namespace test_deciding_mark_seen;
  const lab::testing::AppScreen screen({.size = {1280, 800}, .style = true});
  // separating-axis: the whole table in view as it opens (test_panel_fit), the header with it.
  {
    lab::Shell shell(lab::testing::scene_index("separating-axis"));
    shell.interactive = false;
    screen.frames(shell, 4);
    const auto lines = lines_in("Panel");
    REQUIRE(marked_row(lines));
    const auto note = line_with(lines, "result\u25B6decides");
    REQUIRE(note);  // the old line stood under the panel, 40 px past its bottom
    const auto& mark = *std::find_if(note->glyphs.begin(), note->glyphs.end(),
                                     [](const auto& g) { return g.c == lab::testing::kDecidingMark; });
    CHECK(mark.color == note->glyphs.front().color);  // in the colour of the names ("axis"), not a faint grey
    // The mouse on the note: the whole meaning.
    screen.io().MousePos = {mark.x1 + 8, note->top + 6};
    screen.frames(shell, 2);
    CHECK(line_with(lines_in("##Tooltip_00"), "\u25B6thelinethatdecides(stepping:thestepshown)"));
    screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  }
  // sat-breaks: the table starts at the panel's foot. Scrolled just far enough for the marked
  // row to show (as a reader scrolls to it), the header is in view with it.
  lab::Shell shell(lab::testing::scene_index("sat-breaks"));
  shell.interactive = false;
  screen.frames(shell, 4);
  ImGuiWindow* panel = ImGui::FindWindowByName("Panel");
  REQUIRE(panel != nullptr);
  std::optional<PanelLine> row;
  for (int scrolls = 0; !(row = marked_row(lines_in("Panel"))) && scrolls < 40; ++scrolls) {
    ImGui::SetScrollY(panel, panel->Scroll.y + 20);
    screen.frames(shell, 2);
  }
  REQUIRE(row);
  CHECK(row->top > panel->InnerClipRect.Max.y - 60);  // it just came into view
  CHECK(line_with(lines_in("Panel"), "result\u25B6decides"));
}
