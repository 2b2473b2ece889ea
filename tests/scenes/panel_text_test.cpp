// One line of panel text in the room it has (scenes/panel_text.hpp): whole when it fits, cut to
// the room with an ellipsis when it does not, never past the window's edge.
#include <doctest/doctest.h>

#include "headless_imgui.hpp"
#include "panel_text.hpp"

namespace panel_text_test {

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
  const auto [formatted, _] = item_width([] { lab::fit_textf("axes with a gap: %d of %d, and a long tail of words", 1, 2); });
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

}  // namespace panel_text_test
