// Issue 26 §2: presenting, the lesson column holds the whole step, down to its last line, the keys
// (Space: reveal…). separating-axis step 10's note, made longer to say what the push-out is, put
// that line half past the bottom of a 1920×1080 projector, and nothing said so.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "app_screen.hpp"
#include "scenes/lesson.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_lesson_column_fit {

TEST_CASE("presenting at 1920x1080, every bundled lesson step's column fits its window, keys line and all" *
          doctest::test_suite("screens")) {
  // At the UI scale a 1920×1080 screenshot and the docs' pictures use (1.35), the larger one.
  const lab::testing::AppScreen screen({.size = {1920, 1080}, .scale = lab::screenshot_scale({1920, 1080})});
  int steps = 0;
  for (const lab::BundledLessonEntry& entry : lab::bundled_lesson_entries()) {
    const lab::Lesson lesson = lab::bundled_lesson(std::string(entry.id));
    for (int i = 0; i < static_cast<int>(lesson.steps.size()); ++i, ++steps) {
      CAPTURE(entry.id);
      CAPTURE(i + 1);
      lab::Shell shell(0);
      shell.interactive = false;
      shell.open_lesson(lesson, i);
      shell.set_presenting(true);
      screen.frames(shell);
      const ImGuiWindow* column = ImGui::FindWindowByName("##presenter");
      REQUIRE(column != nullptr);
      // What the column drew (its content, the window's padding under it) within its height.
      CHECK(column->ContentSize.y + column->WindowPadding.y * 2 <= column->Size.y);
    }
  }
  CHECK(steps >= 30);
}

}  // namespace test_lesson_column_fit
