// Issue 26: a panel's vermillion rows say so by a mark too. Vermillion, the deciding step, is
// ΔE₀₀ 16 from orange and 19 from green under the dichromats' simulations (test_palette_colour_
// blind.cpp), and the panels' tables put it beside both (swept-test's "never overlaps" rows in
// orange and the cited one in vermillion, push-apart's gaps and least overlaps). So every line a
// panel writes in vermillion is marked ▶ where its row or its text begins; no line in another
// colour is. Read from what ImGui drew: each glyph's character and colour from the frame's draw
// lists (panel_glyphs.hpp), with ▶ given a glyph of its own in the test's font (ImGui's built-in
// font has none: it would draw "?").
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
using lab::testing::Glyph;

constexpr unsigned kMark = 0x25B6;  // ▶

/// A headless ImGui whose font has a glyph for ▶ (a blank square of its own in the atlas).
struct MarkedFont {
  HeadlessImGui imgui;
  MarkedFont() {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->AddCustomRectFontGlyph(io.Fonts->Fonts[0], static_cast<ImWchar>(kMark), 7, 7, 8);
    io.Fonts->Build();
  }
};

bool is_rgb(ImU32 c, Color want) {
  return (c & 0xFF) == want.r && ((c >> 8) & 0xFF) == want.g && ((c >> 16) & 0xFF) == want.b;
}

/// One line of a panel: its top, its glyphs left to right.
struct Line {
  float top;
  std::vector<Glyph> glyphs;
};

std::vector<Line> lines_of(std::vector<Glyph> glyphs) {
  std::sort(glyphs.begin(), glyphs.end(), [](const Glyph& a, const Glyph& b) { return a.y < b.y; });
  std::vector<Line> out;
  for (const Glyph& g : glyphs) {
    if (out.empty() || g.y - out.back().top >= ImGui::GetFontSize() / 2) out.push_back({g.y, {}});
    out.back().glyphs.push_back(g);
  }
  for (Line& line : out)
    std::sort(line.glyphs.begin(), line.glyphs.end(), [](const Glyph& a, const Glyph& b) { return a.x0 < b.x0; });
  return out;
}

std::string text_of(const Line& line) {
  std::string out;
  for (const Glyph& g : line.glyphs)
    out += g.c == kMark ? std::string("\u25B6") : g.c < 0x80 ? std::string(1, char(g.c)) : "~";
  return out;
}

/// The panel of `scene` as drawn in a 420-pixel window, in lines.
std::vector<Line> panel_lines(Scene& scene) {
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({420, 4000});
  ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
  scene.panel();
  ImGui::End();
  ImGui::Render();
  return lines_of(lab::testing::glyphs_drawn(*ImGui::GetFont()));
}

bool has(const Line& line, Color color) {
  return std::any_of(line.glyphs.begin(), line.glyphs.end(), [&](const Glyph& g) { return is_rgb(g.color, color); });
}
bool marked(const Line& line) {
  return std::any_of(line.glyphs.begin(), line.glyphs.end(), [](const Glyph& g) { return g.c == kMark; });
}

/// The lines of one panel written in vermillion with no ▶ on them, unless they go on from the
/// vermillion line just above (a text wrapped: one line's height down, no row or item between).
std::vector<std::string> unmarked_lines(const std::vector<Line>& lines, int& vermillion) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!has(lines[i], palette::deciding)) continue;
    ++vermillion;
    const bool goes_on = i > 0 && has(lines[i - 1], palette::deciding) &&
                         std::fabs(lines[i].top - lines[i - 1].top - ImGui::GetFontSize()) < 0.5f;
    if (!marked(lines[i]) && !goes_on) out.push_back(text_of(lines[i]));
  }
  return out;
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
  ImGui::End();
  ImGui::Render();
  const auto lines = lines_of(lab::testing::glyphs_drawn(*ImGui::GetFont()));
  REQUIRE(lines.size() == 5);
  CHECK(text_of(lines[0]) == "\u25B6e2");  // a space draws no glyph
  CHECK(marked(lines[0]));
  CHECK(has(lines[2], palette::apart));
  CHECK(!has(lines[2], palette::deciding));
  int vermillion = 0;
  CHECK(unmarked_lines(lines, vermillion) == std::vector<std::string>{"e3"});
  CHECK(vermillion == 4);
}

TEST_CASE("audit: every line a panel writes in vermillion is marked ▶, at every preset and dragged states" *
          doctest::test_suite("slow")) {
  // The panels' tables put vermillion beside orange and green rows (the cited "never overlaps"
  // axis among swept-test's orange ones; a gap and the least overlaps in push-apart), and their
  // lines beside the orange or green verdict.
  const MarkedFont font;
  std::map<std::string, std::set<std::string>> found;  // scene → unmarked lines
  int vermillion = 0;
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
        for (const std::string& line : unmarked_lines(panel_lines(*scene), vermillion))
          found[std::string(scene->info().id)].insert(line);
      }
    }
  }
  for (const auto& [id, lines] : found) {
    std::string where = id + ":";
    for (const std::string& line : lines) where += " [" + line + "]";
    CAPTURE(where);
    CHECK_MESSAGE(false, "a panel line in vermillion without its mark");
  }
  CHECK(vermillion > 300);
}

}  // namespace test_panel_deciding_rows
