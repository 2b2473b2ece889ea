// No panel line breaks inside a number (issue 25 §1: "(−3.81, −2." / "36)" in a table cell,
// "|PQ| = 3." / "2" in a caption). ImGui's own wrap breaks after "." and ","; the panels wrap at
// spaces (wrap_at_spaces). Checked on what is drawn, not on what the panel meant to draw: the
// glyphs are read back from the frame's draw lists (each glyph's quad found by its corner in the
// font atlas), gathered into lines, and no line that ends in a digit and "." is followed, in the
// same column, by one that starts with a digit, nor a name and its value split round "=" ("|PQ| ="
// / "4.44", "to t" / "= 0.5451"). Every scene's panel, every preset and two dragged states, at the
// panel widths of 800×600 and 1280×800 windows and every width between (four pixels apart), so
// each place a line could break is tried.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "headless_imgui.hpp"
#include "panel_glyphs.hpp"
#include "scenes/panel_text.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_cells_whole {

using lab::testing::Glyph;

// A run of glyphs on one line with no gap wider than a few spaces: a cell's line, a text line.
struct Run {
  float x0, x1, top;
  std::u32string text;
};

std::vector<Run> runs_of(std::vector<Glyph> glyphs, float space) {
  // A line: the glyphs whose line tops lie within half a line of the first.
  std::sort(glyphs.begin(), glyphs.end(), [](const Glyph& a, const Glyph& b) { return a.y < b.y; });
  std::vector<Run> out;
  for (std::size_t i = 0; i < glyphs.size();) {
    std::size_t j = i;
    while (j < glyphs.size() && glyphs[j].y - glyphs[i].y < ImGui::GetFontSize() / 2) ++j;
    std::vector<Glyph> line(glyphs.begin() + static_cast<long>(i), glyphs.begin() + static_cast<long>(j));
    std::sort(line.begin(), line.end(), [](const Glyph& a, const Glyph& b) { return a.x0 < b.x0; });
    for (std::size_t k = 0; k < line.size(); ++k) {
      if (k == 0 || line[k].x0 - line[k - 1].x1 > 3 * space) out.push_back({line[k].x0, line[k].x1, glyphs[i].y, {}});
      out.back().x1 = line[k].x1;
      out.back().text += static_cast<char32_t>(line[k].c);
    }
    i = j;
  }
  return out;
}

bool is_digit(char32_t c) { return c >= U'0' && c <= U'9'; }

std::string utf8(const std::u32string& s) {
  std::string out;
  for (char32_t c : s) {
    if (c < 0x80)
      out += static_cast<char>(c);
    else if (c < 0x800)
      out += static_cast<char>(0xC0 | (c >> 6)), out += static_cast<char>(0x80 | (c & 0x3F));
    else
      out += static_cast<char>(0xE0 | (c >> 12)), out += static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
          out += static_cast<char>(0x80 | (c & 0x3F));
  }
  return out;
}

// Each place a number is split: a run ending in a digit and "." with a run below it, starting at
// the same left edge, that starts with a digit; or a value split from its name: a run ending in
// "=" with a run below that starts with a number or a point ("|PQ| =" / "4.44"), or a run below
// that starts with "=" ("to t" / "= 0.5451").
std::vector<std::string> split_numbers(const std::vector<Run>& runs) {
  std::vector<std::string> out;
  const float line = ImGui::GetTextLineHeight();
  for (const Run& r : runs) {
    const auto n = r.text.size();
    const bool point_end = n >= 2 && r.text[n - 1] == U'.' && is_digit(r.text[n - 2]);
    const bool name_end = n >= 2 && r.text[n - 1] == U'=';
    for (const Run& below : runs) {
      if (!(std::fabs(below.x0 - r.x0) < 1 && below.top > r.top && below.top - r.top < 1.5f * line)) continue;
      const char32_t c = below.text.front();
      // The next line of the same text, one line height down (a table's next row is further).
      const bool next_line = std::fabs(below.top - r.top - line) < 0.5f;
      if ((point_end && is_digit(c)) || (name_end && (is_digit(c) || c == U'\u2212' || c == U'(')) ||
          (next_line && c == U'='))
        out.push_back(utf8(r.text) + " / " + utf8(below.text));
    }
  }
  return out;
}

// Every preset of `scene`, and its start with the second shape (the first when it has one)
// dragged twice, by offsets whose numbers print long ("(−3.8123, −2.3612)").
std::vector<std::pair<std::string, lab::SceneState>> presets_and_dragged(lab::Scene& scene) {
  std::vector<std::pair<std::string, lab::SceneState>> out;
  for (const auto& preset : scene.presets()) out.emplace_back(preset.name, preset.state);
  const lab::SceneState start = scene.presets().front().state;
  for (const lab::Vec2 by : {lab::Vec2{1.3173, 0.7291}, lab::Vec2{-2.1187, -1.3719}}) {
    lab::SceneState moved = start;
    if (moved.shapes.empty()) continue;
    for (lab::Vec2& p : moved.shapes[std::min<std::size_t>(1, moved.shapes.size() - 1)].points) p += by;
    out.emplace_back("dragged by (" + std::to_string(by.x) + ", " + std::to_string(by.y) + ")", moved);
  }
  return out;
}

// The panel of `scene` drawn `width` pixels wide; the places it splits a number.
std::vector<std::string> splits_at(lab::Scene& scene, float width) {
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({width, 4000});
  ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
  scene.panel();
  ImGui::End();
  ImGui::Render();
  const std::vector<Glyph> glyphs = lab::testing::glyphs_drawn(*ImGui::GetFont());
  return split_numbers(runs_of(glyphs, ImGui::GetFont()->FindGlyph(' ')->AdvanceX));
}

TEST_CASE("reading glyphs back: a number ImGui wraps after its point is found split, one wrapped at spaces is not") {
  const HeadlessImGui imgui;
  auto draw = [](float width, bool at_spaces) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({width, 400});
    ImGui::Begin("t", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
    if (at_spaces)
      lab::wrapped_text("gap 3.2571234");
    else
      ImGui::TextWrapped("gap 3.2571234");
    ImGui::End();
    ImGui::Render();
    const std::vector<Glyph> glyphs = lab::testing::glyphs_drawn(*ImGui::GetFont());
    return split_numbers(runs_of(glyphs, ImGui::GetFont()->FindGlyph(' ')->AdvanceX));
  };
  // The window's padding is 8 px a side; ProggyClean's glyphs are 7 px: "gap 3." is 6 glyphs.
  const float width = 16 + 7 * 7;
  const auto imgui_wrap = draw(width, false), at_spaces = draw(width, true);
  std::string seen;
  for (const auto& s : imgui_wrap) seen += "[" + s + "]";
  INFO(seen);
  CHECK(imgui_wrap == std::vector<std::string>{"gap3. / 2571234"});  // a space draws no glyph
  CHECK(at_spaces.empty());
}

TEST_CASE(
    "no panel splits a number over two lines: every scene, preset and two dragged states, SAT's tables at every "
    "width 264 to 420 px" *
    doctest::test_suite("slow")) {
  // 272 and 360 px: the panels of an 800×600 window and of a 1280×800 one (shell.cpp: a third of
  // the width, at most 360), and 306 between. The tables of SAT's result cells (the convex
  // chapter's four SAT scenes and sat-breaks) at every width from 264 to 420, 6 px apart.
  const HeadlessImGui imgui;
  int panels = 0;
  for (const lab::Chapter& chapter : lab::contents())
    for (const lab::ContentsEntry& entry : chapter.scenes) {
      auto scene = lab::testing::scene_named(std::string(entry.id));
      const bool sat_table = chapter.title == "Convex polygons"
                                 ? entry.id != "polygon-point" && entry.id != "polygon-line"
                                 : entry.id == "sat-breaks";
      std::vector<float> widths{272, 306, 360};
      if (sat_table)
        for (float w = 264; w <= 420; w += 6) widths.push_back(w);
      for (const auto& [which, state] : presets_and_dragged(*scene)) {
        const std::string& name = which;  // CAPTURE takes a variable, not a binding
        scene->set_state(state);
        // A dragged state at the three windows' widths only: the presets try every width.
        const bool dragged = name.starts_with("dragged");
        for (const float width : dragged ? std::vector<float>{272, 306, 360} : widths) {
          CAPTURE(entry.id);
          CAPTURE(name);
          CAPTURE(width);
          const auto splits = splits_at(*scene, width);
          CHECK_MESSAGE(splits.empty(), (splits.empty() ? std::string() : splits.front()));
          ++panels;
        }
      }
    }
  CHECK(panels > 400);
}

}  // namespace test_cells_whole

namespace test_cells_whole {

namespace {

// Where a caption's line ends with a value cut from its name ("|PQ| =", or the next line starts
// "= ") or inside a point ("(−3.81,"): the line, else empty.
std::string cut_line(const std::string& lines) {
  for (std::size_t from = 0; from < lines.size();) {
    const std::size_t end = std::min(lines.find('\n', from), lines.size());
    const std::string line = lines.substr(from, end - from);
    from = end + 1;
    if (end == lines.size()) break;  // the last line ends the caption
    if (line.ends_with(" =") || lines.compare(from, 2, "= ") == 0) return line;
    const std::size_t open = line.rfind('(');
    const bool comma = line.ends_with(",");  // "(−3.81," ends a line; "(3 of 8 edges" may
    if (comma && open != std::string::npos && line.find(')', open) == std::string::npos && open + 1 < line.size()) {
      const unsigned char c = static_cast<unsigned char>(line[open + 1]);
      if (std::isdigit(c) || c == '-' || line.compare(open + 1, 3, "\u2212") == 0) return line;
    }
  }
  return {};
}

}  // namespace

TEST_CASE(
    "no caption line cuts a value from its name or splits a point: every scene, preset and two dragged "
    "states, wrapped as the figure's strip wraps it, 240 to 520 px" *
    doctest::test_suite("slow")) {
  // The figure's strip wraps its caption with wrap_at_spaces (app/shell/shell.cpp); at 800 × 600
  // the closest-point caption ended in "|PQ| =" with "4.44" on the next line. Widths from a
  // presenter's large text to the 800 × 600 strip's room.
  const HeadlessImGui imgui;
  const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
  int captions = 0;
  for (const lab::Chapter& chapter : lab::contents())
    for (const lab::ContentsEntry& entry : chapter.scenes) {
      auto scene = lab::testing::scene_named(std::string(entry.id));
      for (const auto& [which, state] : presets_and_dragged(*scene)) {
        const std::string& name = which;  // CAPTURE takes a variable, not a binding
        scene->set_state(state);
        const std::string caption = scene->caption();
        for (float width = 240; width <= 520; width += 7) {
          CAPTURE(entry.id);
          CAPTURE(name);
          CAPTURE(width);
          const std::string lines = lab::wrap_at_spaces(caption, width, font, font->FontSize);
          CHECK_MESSAGE(cut_line(lines).empty(), lines);
        }
        ++captions;
      }
    }
  CHECK(captions > 100);
}

}  // namespace test_cells_whole
