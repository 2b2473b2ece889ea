// What a frame reads of a lesson's note (issue 31 #2): note_head keeps the lines note_text can
// show and no more, so a note of 20,000 lines or of one 100 KB line costs a frame what a page does.
#include <doctest/doctest.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "app_screen.hpp"
#include "shell/note_text.hpp"

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

}  // namespace test_note_text
