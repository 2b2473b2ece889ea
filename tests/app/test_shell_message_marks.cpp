// Issue 26: the shell's messages written in vermillion carry a mark too, as the scenes' panel
// lines do (test_panel_deciding_rows.cpp): vermillion is ΔE₀₀ < 20 from orange and green under
// the dichromats' simulations, so colour alone does not say "this went wrong". A refused save's
// notice at the top of the panel had no mark. Read from what ImGui drew in the panel with the
// app's fonts (DejaVu Sans, whose ⚠ and ▶ are in the atlas: else ImGui draws "?").
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "app_screen.hpp"
#include "history_support.hpp"
#include "panel_glyphs.hpp"
#include "scenes/lesson.hpp"

namespace test_shell_message_marks {

using namespace lab::testing;

/// The glyphs drawn inside the window `name` (its own draw list and its tables'), in any font.
std::vector<Glyph> glyphs_in_window(const char* name) {
  const ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE(window != nullptr);
  std::vector<Glyph> out;
  for (const Glyph& g : glyphs_drawn_in_any_font())
    if (g.x0 >= window->Pos.x && g.x1 <= window->Pos.x + window->Size.x && g.y >= window->Pos.y &&
        g.y <= window->Pos.y + window->Size.y)
      out.push_back(g);
  return out;
}

}  // namespace test_shell_message_marks

TEST_CASE("the shell's vermillion messages are marked ⚠: a refused save's notice, a crossed outline's warnings" *
          doctest::test_suite("screens")) {
  using namespace test_shell_message_marks;
  const AppScreen screen;
  for (const unsigned mark : {kDecidingMark, kWarningMark}) {
    CAPTURE(mark);
    CHECK(screen.fonts.ui->FindGlyphNoFallback(static_cast<ImWchar>(mark)) != nullptr);
  }
  const history_test::ScratchDir dir("marks");
  lab::Shell shell(scene_index("separating-axis"));
  shell.interactive = false;
  // The pentagon's vertices 1 and 2 swapped: its outline crosses itself, and the scene says so.
  lab::SceneState state = shell.scene().state();
  auto& points = state.shape("pentagon").points;
  std::swap(points[1], points[2]);
  shell.set_state(state);
  REQUIRE_FALSE(shell.scene().warnings().empty());
  // A folder that is not there: the notice at the top of the panel.
  CHECK_FALSE(shell.save_state(dir.path / "missing" / "s.json"));
  REQUIRE_FALSE(shell.notice().empty());
  screen.frames(shell);
  const auto lines = lines_of(glyphs_in_window("Panel"));
  int vermillion = 0;
  std::string unmarked;
  for (const std::string& line : unmarked_lines(lines, vermillion, screen.fonts.ui->FontSize))
    unmarked += "[" + line + "] ";
  CHECK(unmarked == "");
  // The notice and each warning: at least a line each.
  CHECK(vermillion >= 1 + static_cast<int>(shell.scene().warnings().size()));
}

// Issue 26: a warning stood twice in the panel of the scenes that also wrote their own (the
// shell's "⚠ B crosses itself…" and, under it, the scene's "⚠ Warning: B crosses itself…"). Once
// now, from the shell, for every scene: each warning's opening words are on one line of the panel.
TEST_CASE("a scene's warning stands once in the panel: swept-test, epa and push-apart with A crossed" *
          doctest::test_suite("screens")) {
  using namespace test_shell_message_marks;
  const AppScreen screen;
  for (const std::string id : {"swept-test", "epa", "push-apart"}) {
    CAPTURE(id);
    lab::Shell shell(scene_index(id));
    shell.interactive = false;
    lab::SceneState state = shell.scene().state();
    auto& points = state.shape("A").points;
    REQUIRE(points.size() >= 4);
    std::swap(points[1], points[2]);  // a bow tie
    shell.set_state(state);
    const auto warnings = shell.scene().warnings();
    REQUIRE_FALSE(warnings.empty());
    screen.frames(shell);
    const auto lines = lines_of(glyphs_in_window("Panel"));
    for (const std::string& w : warnings) {
      std::string opening;  // as text_of reads a line: no spaces
      for (const char c : w.substr(0, 20))
        if (c != ' ') opening += c;
      CAPTURE(w);
      CHECK(std::count_if(lines.begin(), lines.end(),
                          [&](const PanelLine& l) { return text_of(l).find(opening) != std::string::npos; }) == 1);
    }
  }
}

namespace test_shell_message_marks {

/// Whether the window `name` draws "Ask:" in vermillion with a "?" in the paper's colour (on the
/// badge's vermillion disc) left of it, on its line; `asks` counts the "Ask:"s.
bool ask_badged(const char* name, int& asks) {
  const std::vector<Glyph> glyphs = glyphs_in_window(name);
  bool all = true;
  for (std::size_t i = 0; i + 3 < glyphs.size(); ++i) {
    const Glyph& a = glyphs[i];
    if (a.c != 'A' || glyphs[i + 1].c != 's' || glyphs[i + 2].c != 'k' || glyphs[i + 3].c != ':' ||
        !is_rgb(a.color, lab::palette::deciding))
      continue;
    ++asks;
    const float letter = a.x1 - a.x0;  // the badge lies within a few letters of it
    all = all && std::any_of(glyphs.begin(), glyphs.end(), [&](const Glyph& g) {
            return g.c == '?' && is_rgb(g.color, lab::palette::background) && g.x1 <= a.x0 &&
                   a.x0 - g.x1 < 4 * letter && std::fabs(g.y - a.y) < 4 * letter;
          });
  }
  return all;
}

}  // namespace test_shell_message_marks

// The separating-axis lesson's step 5 asks a question (which edge's normal the test stops at).
// The "Ask:" line is vermillion, ΔE₀₀ < 20 from orange and green under the dichromats'
// simulations; its bold "Ask:" was its only other mark. Now a "?" badge stands left of it, in the
// panel and in presenter mode's lesson column.
TEST_CASE("a lesson's question carries a \"?\" badge left of its vermillion \"Ask:\", at the desk and presenting" *
          doctest::test_suite("screens")) {
  using namespace test_shell_message_marks;
  const AppScreen screen;
  lab::Shell shell(0);
  shell.interactive = false;
  shell.open_lesson(lab::bundled_lesson("separating-axis"), 4);
  REQUIRE_FALSE(shell.lesson()->step().ask.empty());
  screen.frames(shell);
  int asks = 0;
  CHECK(ask_badged("Panel", asks));
  CHECK(asks == 1);
  shell.set_presenting(true);
  screen.frames(shell);
  asks = 0;
  CHECK(ask_badged("##presenter", asks));
  CHECK(asks == 1);
}
