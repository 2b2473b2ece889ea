// One line of panel text in the room it has (scenes/panel_text.hpp): whole when it fits, cut to
// the room with an ellipsis when it does not, never past the window's edge.
#include <doctest/doctest.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "headless_imgui.hpp"
#include "scenes/panel_text.hpp"

namespace test_panel_text {

namespace {

// The width of the item `draw` makes in a window 200 px wide, and the room it had.
template <class Draw>
std::pair<float, float> item_width(Draw&& draw) {
  ImGui::NewFrame();
  ImGui::SetNextWindowSize({200, 300});
  ImGui::Begin("narrow");
  const float room = ImGui::GetContentRegionAvail().x;
  draw();
  const float width = ImGui::GetItemRectSize().x;
  const float reached = ImGui::GetCurrentWindow()->DC.CursorMaxPos.x - ImGui::GetCurrentWindow()->WorkRect.Max.x;
  ImGui::End();
  ImGui::Render();
  CHECK(reached <= 0.5f);  // nothing reaches past the window's right edge
  return {width, room};
}

}  // namespace

TEST_CASE("fit_text: a short text is shown whole, a long one is cut to the room it has") {
  HeadlessImGui imgui;
  const auto [short_width, room] = item_width([] { lab::fit_text("e0"); });
  CHECK(short_width == doctest::Approx(ImGui::CalcTextSize("e0").x));
  const std::string long_text = "the outer side of every edge of the pentagon and then some more words";
  REQUIRE(ImGui::CalcTextSize(long_text.c_str()).x > room);
  const auto [long_width, same_room] = item_width([&] { lab::fit_text(long_text); });
  CHECK(long_width == doctest::Approx(same_room));
  const auto [formatted, _] =
      item_width([] { lab::fit_textf("axes with a gap: %d of %d, and a long tail of words", 1, 2); });
  CHECK(formatted == doctest::Approx(same_room));
}

TEST_CASE("fit_checkbox and fit_selectable: long labels stay inside the window") {
  HeadlessImGui imgui;
  bool on = false;
  item_width([&] { lab::fit_checkbox("Snap to grid (G, or hold Shift) while dragging any vertex", &on); });
  item_width([] { lab::fit_selectable("Polygon vs line segment, with a long title that cannot fit", false); });
  CHECK_FALSE(on);
}

// ImGui's built-in font has no "…": the mark is three full stops there.
TEST_CASE("shortened: the longest start that fits, then the mark; never two marks in a row") {
  HeadlessImGui imgui;
  ImGui::NewFrame();
  CHECK(lab::shortened("abcdefghij", ImGui::CalcTextSize("abcd...").x) == "abcd...");
  // A range "ab ... cdef" cut just after its own mark ends in one mark, not "ab ......".
  CHECK(lab::shortened("ab ... cdef", ImGui::CalcTextSize("ab ... c...").x - 1) == "ab...");
  CHECK(lab::shortened("abc", 0) == "...");
  ImGui::EndFrame();
}

// clipped_lines (issue 31 #2): ImGui's default font (ProggyClean, 13 px) sets every glyph 7 px
// wide and has no "…", so it ends a cut line in "..." (21 px). At 70 px a line holds 10 glyphs.
TEST_CASE("clipped_lines: wrapped at spaces, at most the lines asked, the last cut with an ellipsis") {
  HeadlessImGui imgui;
  ImFont* font = ImGui::GetIO().Fonts->Fonts[0];  // the default font (GetFont() needs a frame)
  REQUIRE(font->CalcTextSizeA(13, FLT_MAX, 0, "abcdefghij").x == doctest::Approx(70));
  // Everything fits in three lines: shown whole, one line per line.
  CHECK(lab::clipped_lines(font, 13, 70, "aaaa bbbb cccc", 3) == "aaaa bbbb\ncccc");
  // Four words fill two lines; a fifth is left over, so the second line holds what fits in
  // 70 − 21 px (7 glyphs: "cccc ", not "cccc dddd") and "...".
  CHECK(lab::clipped_lines(font, 13, 70, "aaaa bbbb cccc dddd", 2) == "aaaa bbbb\ncccc dddd");
  CHECK(lab::clipped_lines(font, 13, 70, "aaaa bbbb cccc dddd eeee", 2) == "aaaa bbbb\ncccc...");
  // The text's own line breaks count as lines; blank lines and spaces at the end are no text left.
  CHECK(lab::clipped_lines(font, 13, 70, "one\ntwo\n\n  ", 2) == "one\ntwo");
  CHECK(lab::clipped_lines(font, 13, 70, "one\ntwo\nthree", 2) == "one\ntwo...");
  // A word longer than a line is cut inside it: 10 glyphs, then 7 and "...".
  CHECK(lab::clipped_lines(font, 13, 70, std::string(100, 'x'), 2) ==
        std::string(10, 'x') + "\n" + std::string(7, 'x') + "...");
}

TEST_CASE("clipped_lines: a 20,000-character title gives four lines of at most the width, whatever its length") {
  HeadlessImGui imgui;
  ImFont* font = ImGui::GetIO().Fonts->Fonts[0];  // the default font (GetFont() needs a frame)
  for (const std::string& title : {std::string(20000, 'x'), [] {
                                     std::string words;
                                     while (words.size() < 20000) words += "separating axis ";
                                     return words;
                                   }()}) {
    const std::string shown = lab::clipped_lines(font, 13, 300, title, 4);
    CHECK(std::count(shown.begin(), shown.end(), '\n') == 3);
    CHECK(shown.ends_with("..."));
    CHECK(shown.size() <= 4 * (300 / 7 + 1));  // a line holds 42 glyphs
    std::size_t from = 0;
    for (std::size_t to = shown.find('\n'); from < shown.size(); from = to + 1, to = shown.find('\n', from)) {
      const std::string line = shown.substr(from, to == std::string::npos ? std::string::npos : to - from);
      CHECK(font->CalcTextSizeA(13, FLT_MAX, 0, line.c_str()).x <= 300);
      if (to == std::string::npos) break;
    }
  }
}

}  // namespace test_panel_text
