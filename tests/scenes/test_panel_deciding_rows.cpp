// Issue 26: a panel's vermillion rows say so by a mark too. Vermillion, the deciding step, is
// ΔE₀₀ 16 from orange and 19 from green under the dichromats' simulations (test_palette_colour_
// blind.cpp), and the panels' tables put it beside both (swept-test's "never overlaps" rows in
// orange and the cited one in vermillion, push-apart's gaps and least overlaps). So every line a
// panel writes in vermillion is marked where its row or its text begins: ▶ the deciding step's,
// ⚠ a warning's (the "Warning: …" lines a crossed outline brings had no mark). Read from what
// ImGui drew: each glyph's character and colour from the frame's draw lists (panel_glyphs.hpp),
// with ▶ and ⚠ given glyphs of their own in the test's font (ImGui's built-in font has none: it
// would draw "?"). And a panel with a ▶ line says once, under it, what ▶ means (scene_panel, as
// the shell draws a panel): the class has the panel in front of it, not docs/using.md.
#include <doctest/doctest.h>

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "scenes/panel.hpp"
#include "panel_glyphs.hpp"
#include "portable_random.hpp"
#include "scene_test_support.hpp"

namespace test_panel_deciding_rows {

using namespace lab;
using namespace lab::testing;

/// A headless ImGui whose font has a glyph for ▶ and for ⚠ (a blank square of its own each in
/// the atlas).
struct MarkedFont {
  HeadlessImGui imgui;
  MarkedFont() {
    ImGuiIO& io = ImGui::GetIO();
    for (const unsigned mark : {kDecidingMark, kWarningMark})
      io.Fonts->AddCustomRectFontGlyph(io.Fonts->Fonts[0], static_cast<ImWchar>(mark), 7, 7, 8);
    io.Fonts->Build();
  }
};

/// The panel of `scene` as the shell draws it (scene_panel) in a 420-pixel window, in lines.
std::vector<PanelLine> panel_lines(Scene& scene) {
  // As high as the window: ImGui draws nothing outside the display, so the lines under a long
  // table (and the line saying what ▶ means) were never read.
  ImGui::GetIO().DisplaySize = {420, 4000};
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({420, 4000});
  ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
  scene_panel(scene);
  ImGui::End();
  ImGui::Render();
  return lines_of(lab::testing::glyphs_drawn(*ImGui::GetFont()));
}

/// The text (text_of: spaces draw nothing) of the line that says what ▶ means.
const std::string meaning_line = [] {
  std::string out = "\u25B6";
  for (const char* c = deciding_mark_meaning; *c; ++c)
    if (*c != ' ') out += *c;
  return out;
}();

/// What is wrong with how a panel explains ▶: "" when it writes the meaning once, in the muted
/// grey, when another line of it is marked ▶ (a vermillion line, or the SAT tables' row the
/// figure speaks of, on a tinted row), and never twice. (At the test's 420 pixels the SAT
/// tables' first column may cut "▶ #3" to "…": the meaning may then stand with no ▶ in sight.)
std::string mark_explained(const std::vector<PanelLine>& lines) {
  int marked_rows = 0, meanings = 0, elsewhere = 0;
  for (const PanelLine& line : lines) {
    const bool meaning = text_of(line) == meaning_line;
    marked_rows += !meaning && std::any_of(line.glyphs.begin(), line.glyphs.end(),
                                           [](const Glyph& g) { return g.c == kDecidingMark; });
    if (meaning) ++(has(line, palette::muted) && !has(line, palette::deciding) ? meanings : elsewhere);
  }
  if (elsewhere) return "the meaning of ▶ not in the muted grey";
  if (marked_rows && meanings != 1) return "▶ explained " + std::to_string(meanings) + " times";
  if (meanings > 1) return "▶ explained " + std::to_string(meanings) + " times";
  return "";
}

TEST_CASE("reading a panel back: a vermillion line marked ▶, one not, one wrapped on from a marked one") {
  const MarkedFont font;
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({120, 400});
  ImGui::Begin("t", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
  colored_text(palette::deciding, with_deciding_mark("e2"));
  colored_text(palette::deciding, "e3");
  colored_text(palette::apart, "e4");
  colored_wrapped_text(palette::deciding, with_deciding_mark("e0 is met first"));  // two lines at 120 px
  panel_warnings({"P sits on e1"});
  ImGui::End();
  ImGui::Render();
  const auto lines = lines_of(lab::testing::glyphs_drawn(*ImGui::GetFont()));
  REQUIRE(lines.size() == 7);
  CHECK(text_of(lines[0]) == "\u25B6e2");  // a space draws no glyph
  CHECK(marked(lines[0]));
  CHECK(has(lines[2], palette::apart));
  CHECK(!has(lines[2], palette::deciding));
  CHECK(text_of(lines[5]) == "\u26A0Warning:P");  // the mark stays with the word it marks
  int vermillion = 0;
  CHECK(unmarked_lines(lines, vermillion) == std::vector<std::string>{"e3"});
  CHECK(vermillion == 6);
}

/// `state` with its shapes' outlines crossed, as a student's drag leaves them: a polygon's
/// vertices 1 and 2 swapped (a quadrilateral becomes a bow tie), a triangle's third vertex on the
/// line through the other two (no area).
SceneState crossed(SceneState state) {
  for (auto& shape : state.shapes) {
    auto& p = shape.points;
    if (shape.kind != ShapeKind::Polygon || p.size() < 3) continue;
    if (p.size() == 3)
      p[2] = p[0] + (p[1] - p[0]) * 2.0;
    else
      std::swap(p[1], p[2]);
  }
  return state;
}

TEST_CASE(
    "audit: every line a panel writes in vermillion is marked ▶ or ⚠, at every preset, dragged and crossed states" *
    doctest::test_suite("slow")) {
  // The panels' tables put vermillion beside orange and green rows (the cited "never overlaps"
  // axis among swept-test's orange ones; a gap and the least overlaps in push-apart), and their
  // lines beside the orange or green verdict.
  const MarkedFont font;
  std::map<std::string, std::set<std::string>> found;  // scene → unmarked lines
  int vermillion = 0, warned = 0, explained = 0;
  std::mt19937 random(26);
  portable::uniform_real_distribution<double> step(-4, 4);
  for (const auto& factory : lab::all_scenes()) {
    auto scene = factory();
    for (const auto& preset : scene->presets()) {
      for (int k = 0; k <= 3; ++k) {  // the preset, and three states with each shape moved its own way
        SceneState state = preset.state;
        for (auto& shape : state.shapes) {
          const Vec2 d = k == 0 ? Vec2{0, 0} : Vec2{step(random), step(random)};
          for (Vec2& p : shape.points) p += d;
        }
        scene->set_state(state);
        const auto lines = panel_lines(*scene);
        for (const std::string& line : unmarked_lines(lines, vermillion))
          found[std::string(scene->info().id)].insert(line);
        if (const std::string fault = mark_explained(lines); !fault.empty()) {
          found[std::string(scene->info().id)].insert(fault);
        } else {
          explained +=
              std::any_of(lines.begin(), lines.end(), [](const PanelLine& l) { return text_of(l) == meaning_line; });
        }
      }
    }
    // And a state the scene warns about (its first preset's shapes crossed): the "Warning: …"
    // lines were vermillion with no mark. The shell writes them now (test_shell_message_marks.cpp),
    // once: a scene's panel repeats none.
    if (scene->presets().empty()) continue;
    scene->set_state(crossed(scene->presets().front().state));
    for (const PanelLine& line : panel_lines(*scene)) warned += text_of(line).find("Warning:") != std::string::npos;
    for (const std::string& line : unmarked_lines(panel_lines(*scene), vermillion))
      found[std::string(scene->info().id)].insert(line);
  }
  for (const auto& [id, lines] : found) {
    std::string where = id + ":";
    for (const std::string& line : lines) where += " [" + line + "]";
    CAPTURE(where);
    CHECK_MESSAGE(false, "a panel line in vermillion without its mark");
  }
  CHECK(vermillion > 300);
  CHECK(warned == 0);
  CHECK(explained > 100);  // panels with a ▶ row, each saying once what it means
}

}  // namespace test_panel_deciding_rows

// push-apart's start: B (x 2.5…5.5, y −1…1) sunk 0.5 into A's right side (x −3…3, y −2…2). On
// A's e0 (the y axis) B's shadow lies inside A's: they share 2, yet B must move 3 to leave (1 + 2
// down, or 2 + 1 up). The table's column said "overlap" above that 3; it is the push-out.
TEST_CASE("push-apart's table names its numbers push-out: on y B must move 3, though the shadows share 2") {
  using namespace test_panel_deciding_rows;
  const MarkedFont font;
  auto scene = scene_named("push-apart");
  std::vector<std::string> texts;
  for (const PanelLine& line : panel_lines(*scene)) texts.push_back(text_of(line));
  CAPTURE(texts);
  // The header, with what its ▶ row means after its last column's name (scene_panel).
  CHECK(std::find(texts.begin(), texts.end(), "axispush-out\u25B6decides") != texts.end());
  CHECK(std::find_if(texts.begin(), texts.end(), [](const std::string& t) { return t.starts_with("axisoverlap"); }) ==
        texts.end());
  CHECK(std::find(texts.begin(), texts.end(), "A'se03") != texts.end());
}

// push-apart's start (above): A's e0 is the least push-out, its row marked ▶; under the panel
// one muted line says what ▶ means. segments-crossing at its start marks no line, and says nothing of ▶.
TEST_CASE("a panel with a ▶ row says once, last, what ▶ means; a panel without says nothing of it") {
  using namespace test_panel_deciding_rows;
  const MarkedFont font;
  auto scene = scene_named("push-apart");
  auto lines = panel_lines(*scene);
  REQUIRE(!lines.empty());
  CHECK(text_of(lines.back()) == meaning_line);
  CHECK(has(lines.back(), palette::muted));
  CHECK(mark_explained(lines).empty());
  lines = panel_lines(*scene_named("segments-crossing"));
  std::vector<std::string> texts;
  std::string all;  // for the failure's message
  for (const PanelLine& line : lines) texts.push_back(text_of(line)), all += " [" + texts.back() + "]";
  CAPTURE(all);
  CHECK(std::none_of(lines.begin(), lines.end(), [](const PanelLine& l) { return marked(l); }));
  CHECK(std::find(texts.begin(), texts.end(), meaning_line) == texts.end());
}
