// What a frame reads of a lesson's note (issue 31 #2): note_head keeps the lines note_text can
// show and no more, so a note of 20,000 lines or of one 100 KB line costs a frame what a page does;
// and a title and question of 20,000 characters (issue 27 §4) load, and cost a frame what 2,000 do.
#include <doctest/doctest.h>

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "app_screen.hpp"
#include "formats/line_breaks.hpp"
#include "formats/text_scripts.hpp"
#include "scenes/panel_text.hpp"
#include "shell/note_text.hpp"
#include "shell/shell.hpp"

namespace test_note_text {

TEST_CASE("note_head: a short note whole; a long one up to the line after the last shown, or 64 KiB") {
  CHECK(lab::note_head("one **gap**\nis enough") == "one **gap**\nis enough");
  std::string lines;
  for (int i = 0; i < 20000; ++i) lines += "line " + std::to_string(i) + "\n";
  const std::string_view head = lab::note_head(lines);
  // 120 lines shown, and the 121st so that note_text knows there is more and ends in "…".
  CHECK(std::count(head.begin(), head.end(), '\n') == lab::max_note_lines + 1);
  CHECK(head.ends_with("line 120\n"));
  const std::string one_line(100000, 'x');
  CHECK(lab::note_head(one_line).size() == 64 * 1024);
  // Never half a character: "é" is two bytes, and 64 KiB falls inside the 32,768th.
  const std::string accents = "a" + [] {
    std::string s;
    for (int i = 0; i < 40000; ++i) s += "\xC3\xA9";
    return s;
  }();
  CHECK(lab::note_head(accents).size() == 64 * 1024 - 1);
}

TEST_CASE("a comma glued to a bold word at the line's end keeps the words after it") {
  // The ray-casting lesson at 1920x1080: "P now sits in the **right-hand gap**, between the
  // middle tooth …" showed "gap," and nothing more of that line. The comma passed the edge and
  // was clipped, losing its space, so every word after it counted as glued and was clipped away.
  const lab::testing::AppScreen screen;
  ImGui::GetIO().DeltaTime = 1.0f / 60;
  ImGui::NewFrame();
  ImGui::Begin("note");
  const float px = 22;
  const float width = screen.fonts.note->CalcTextSizeA(px, FLT_MAX, 0, "aaa ").x +
                      screen.fonts.note_bold->CalcTextSizeA(px, FLT_MAX, 0, "gap").x + 1;
  const float top = ImGui::GetCursorScreenPos().y;
  lab::note_text({{"aaa ", false}, {"gap", true}, {", between the teeth", false}}, screen.fonts.note,
                 screen.fonts.note_bold, px, width, IM_COL32_BLACK);
  // "aaa gap," on the first line, the rest on the next ones (all on one, clipped, before).
  CHECK(ImGui::GetCursorScreenPos().y - top >= 2 * px * 1.3f);
  ImGui::End();
  ImGui::EndFrame();
}

namespace {

// The fonts built with the characters of `text` (Noto Sans CJK merged in for the Chinese ones).
void fonts_for(lab::testing::AppScreen& screen, const std::string& text) {
  std::u32string wanted = lab::code_points(text);
  std::sort(wanted.begin(), wanted.end());
  wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
  std::string warning;
  screen.fonts = lab::build_fonts(screen.io(), 1, warning, lab::dejavu_sans_path, wanted);
  REQUIRE(screen.fonts.missing.empty());  // scripts/deps.sh installs fonts-noto-cjk
}

// The width of one ideograph in `font` at `px` (of 一, in every text here): every one, and the
// full-width "：", is as wide.
float ideograph(const ImFont* font, float px) { return font->GetCharAdvance(0x4E00) * px / font->FontSize; }

}  // namespace

TEST_CASE("a Chinese title or question breaks between characters, never before its \"：\"") {
  // zh-long-2.png (read27): the predict strip and the title broke where the line overflowed,
  // which ImGui does inside what it takes for one long word; with room for six and a half
  // ideographs, "请仔细想一想：…" put the "：" at the start of the second line.
  lab::testing::AppScreen screen;
  const std::string ask = "请仔细想一想：从点出发";
  fonts_for(screen, ask + "How many? 几条边？");
  ImFont* font = screen.fonts.note;
  const float px = 22, a = ideograph(font, px);
  CHECK(font->GetCharAdvance(0xFF1A) == font->GetCharAdvance(0x4E00));
  CHECK(font->GetCharAdvance(0x8BF7) == font->GetCharAdvance(0x4E00));
  CHECK(lab::clipped_lines(font, px, 6.5f * a, ask, 3) == "请仔细想一\n想：从点出发");
  // With room for four: 请仔细想 / 一想：从 / 点出发.
  CHECK(lab::clipped_lines(font, px, 4.5f * a, ask, 3) == "请仔细想\n一想：从\n点出发");
  // With room for two: 请仔 / 细想 / 一想：… — "想：" cannot part, so the third line is cut.
  CHECK(lab::clipped_lines(font, px, 2.5f * a, ask, 3) == "请仔\n细想\n一\u2026");
  // After Latin words too, the line fills up with ideographs rather than leaving a gap.
  CHECK(lab::clipped_lines(font, px, font->CalcTextSizeA(px, FLT_MAX, 0, "How many? ").x + 2.5f * a,
                           "How many? 几条边？", 2) == "How many? 几条\n边？");
}

TEST_CASE("a Chinese note is drawn whole: a glyph for every character, no \"…\"") {
  // zh-1.png (read27): "从 P 向右发出一条射线，**数一数它穿过的边**。" showed "数一数…。" in
  // presenter mode: the bold run, having no spaces, was one word wider than what was left of the
  // line, and was clipped.
  lab::testing::AppScreen screen;
  const std::string note = "从 P 向右发出一条射线，**数一数它穿过的边**。";
  fonts_for(screen, note);
  const float px = 22, a = ideograph(screen.fonts.note, px);
  ImGui::GetIO().DeltaTime = 1.0f / 60;
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({1000, 700});  // every line inside it: ImGui skips glyphs it clips
  ImGui::Begin("note");
  ImDrawList& list = *ImGui::GetWindowDrawList();
  const int before = list.VtxBuffer.Size;
  lab::note_text(lab::note_runs(note), screen.fonts.note, screen.fonts.note_bold, px, 12.5f * a, IM_COL32_BLACK);
  // 20 characters besides the "**" and the two spaces: 4 vertices each.
  CHECK(list.VtxBuffer.Size - before == 4 * 20);
  ImGui::End();
  ImGui::EndFrame();
}

TEST_CASE("a Chinese note is laid out character by character, no line starting with \"，\"") {
  lab::testing::AppScreen screen;
  const std::string note = "从 P 向右发出一条射线，**数一数它穿过的边**。\n奇数表示 P 在内部，“偶数”在外部。";
  fonts_for(screen, note);
  const auto runs = lab::note_runs(note);
  std::string whole;  // the note as written, without its "**" and its line break
  for (const auto& run : runs) whole += run.text == "\n" ? "" : run.text;
  const float px = 22, a = ideograph(screen.fonts.note, px);
  // Every width from 3 ideographs to 20: all of it is placed, in order, nothing cut, each line
  // within the width, and none starts with a closing mark (， 。 ” 、).
  for (float width = 3 * a; width <= 20 * a; width += a / 3) {
    CAPTURE(width / a);
    const lab::NoteLayout layout = lab::note_layout(runs, screen.fonts.note, screen.fonts.note_bold, px, width);
    std::string placed;
    std::vector<std::string> lines(layout.lines);
    std::vector<float> ends(layout.lines);
    for (const auto& t : layout.texts) {
      placed += t.text;
      lines[t.line] += t.text;
      const std::string_view ink = t.text.substr(0, t.text.find_last_not_of(' ') + 1);
      ends[t.line] = t.x + t.font->CalcTextSizeA(px, FLT_MAX, 0, ink.data(), ink.data() + ink.size()).x;
    }
    CHECK(placed == whole);
    for (int i = 0; i < layout.lines; ++i) {
      CAPTURE(lines[i]);
      CHECK(ends[i] <= width + 0.01f);
      REQUIRE_FALSE(lines[i].empty());
      CHECK_FALSE(lab::closes_line_break(lab::code_points(lines[i]).front()));
    }
  }
}

namespace {

// A lesson file whose title and step question are `length` characters of words, loaded by the
// shell, then drawn in the window, in predict mode and in presenter mode: the vertices of the
// last frame, and the quickest frame's time in milliseconds.
std::pair<int, double> frame_with_long_text(const lab::testing::AppScreen& screen, std::size_t length) {
  std::string words;
  while (words.size() < length) words += "separating axis ";
  words.resize(length);
  const nlohmann::json lesson{{"title", words},
                              {"steps", {{{"scene", "separating-axis"}, {"note", "n"}, {"ask", words}}}}};
  const auto file = std::filesystem::temp_directory_path() /
                    ("collision-lab-test-long-" + std::to_string(length) + ".collision-lesson.json");
  std::ofstream(file) << lesson.dump();
  lab::Shell shell(lab::testing::scene_index("separating-axis"));
  shell.interactive = false;
  REQUIRE(shell.open_lesson_file(file));  // loads: nothing in it is too long
  std::filesystem::remove(file);
  CHECK(shell.lesson()->lesson().title.size() == length);
  double quickest = 1e9;
  for (const int mode : {0, 1, 2}) {
    if (mode == 1) shell.command(lab::Command::TogglePredict);
    if (mode == 2) shell.set_presenting(true);
    screen.frames(shell, 2);  // laid out
    const auto start = std::chrono::steady_clock::now();
    screen.frames(shell, 1);
    quickest =
        std::min(quickest, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  return {ImGui::GetDrawData()->TotalVtxCount, quickest};
}

}  // namespace

TEST_CASE("a lesson whose title and question are 20,000 characters loads, and costs a frame what one of 2,000 does") {
  const lab::testing::AppScreen screen({.font_path = "/no/such/font.ttf", .style = true});
  const auto [short_vertices, short_ms] = frame_with_long_text(screen, 2000);
  const auto [long_vertices, long_ms] = frame_with_long_text(screen, 20000);
  // Both are cut to the lines the column and the strip hold: as many glyphs drawn, within a line.
  CHECK(long_vertices <= short_vertices + 4 * 120);
  CHECK(long_ms < 2 * short_ms + 5);
}

}  // namespace test_note_text
