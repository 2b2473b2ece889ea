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
