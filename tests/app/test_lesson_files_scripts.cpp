// Lessons in any script, saved and printed (issue 26 §4): a Russian or Chinese title names its
// file in its own letters, and two titles never share one file; the lesson editor's handout
// refuses what its Save refuses.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app_screen.hpp"
#include "history_support.hpp"
#include "panel_glyphs.hpp"

#include "scenes/lesson.hpp"
#include "scenes/registry.hpp"
#include "shell/lesson_editor.hpp"
#include "shell/shell.hpp"
#include "window/fonts.hpp"
#include "window/window_loop.hpp"

namespace test_lesson_files_scripts {

TEST_CASE("lessons with Russian or Chinese titles save under their own names, and never replace one another") {
  // read27: file_slug kept ASCII letters only, so every Russian or Chinese title saved as
  // "lesson.collision-lesson.json", and the second replaced the first without a word.
  CHECK(lab::file_slug("Бросание луча: точка внутри?") == "Бросание-луча-точка-внутри");
  CHECK(lab::file_slug("射线法：点在多边形内吗？") == "射线法-点在多边形内吗");
  CHECK(lab::file_slug("SAT, 第2部分") == "sat-第2部分");
  CHECK(lab::file_slug("→ ★ 😀") == "lesson");  // symbols are not words
  const auto dir = std::filesystem::temp_directory_path() / "lab-test-lesson-slugs";
  std::filesystem::remove_all(dir);
  const lab::SceneState state = lab::Shell(0).scene().state();
  const auto save = [&](const std::string& title, const std::string& note) {
    lab::LessonEditor editor;
    editor.draft.title = title;
    editor.add_step("side-of-line", state, note);
    std::string error;
    const auto file = editor.save(dir, error);
    CHECK(error.empty());
    REQUIRE(file.has_value());
    return *file;
  };
  const auto first = save("Сторона прямой", "один");
  const auto second = save("Сторона прямой?", "два");  // another title, the same name
  const auto third = save("直线的哪一侧", "三");
  CHECK(first.filename() == "Сторона-прямой.collision-lesson.json");
  CHECK(second.filename() == "Сторона-прямой-2.collision-lesson.json");
  CHECK(third.filename() == "直线的哪一侧.collision-lesson.json");
  CHECK(lab::load_lesson(first).steps[0].note == "один");
  CHECK(lab::load_lesson(second).steps[0].note == "два");
  // The same title again is that lesson, changed: it is replaced.
  CHECK(save("Сторона прямой", "снова") == first);
  CHECK(lab::load_lesson(first).steps[0].note == "снова");
  CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()) == 3);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the lesson editor's Handout refuses what Save refuses" * doctest::test_suite("screens")) {
  // read27: with an Arabic title, which Save refused, Handout (PDF) wrote the PDF.
  const auto dir = std::filesystem::temp_directory_path() / "lab-test-handout-scripts";
  std::filesystem::remove_all(dir);
  lab::LessonEditor editor;
  editor.add_step("circles", lab::make_scene("circles")->state(), "Cast a ray from P.");
  editor.draft.title = "طريقة الشعاع";
  std::string error;
  CHECK_FALSE(editor.save(dir, error));
  INFO(error);
  CHECK(error.starts_with("Not saved, the title: Arabic (U+0637 U+0631 U+064A U+0642"));
  CHECK_FALSE(editor.write_handout(dir / "h.pdf", error));
  CHECK(error.starts_with("the title: Arabic (U+0637 U+0631 U+064A U+0642"));
  CHECK_FALSE(std::filesystem::exists(dir / "h.pdf"));
  std::filesystem::remove_all(dir);
}

TEST_CASE(
    "own lessons with Chinese or Arabic titles are listed in their letters before one opens; Arabic marked, in the "
    "sidebar and the Lesson menu" *
    doctest::test_suite("screens")) {
  // own1.png (read27): the sidebar listed "射线法：…" as "???????? ????" until the lesson was
  // opened, since the fonts were built with the open lesson's characters only.
  history_test::ScratchDir dir("own-scripts");
  const history_test::EnvVar data("XDG_DATA_HOME", dir.path.string());
  const auto lessons = dir.path / "collision-lab" / "lessons";
  std::filesystem::create_directories(lessons);
  const std::string step = R"("steps": [{"scene": "circles", "note": "n"}])";
  std::ofstream(lessons / "a.collision-lesson.json") << R"({"title": "射线法", )" << step << "}";
  std::ofstream(lessons / "b.collision-lesson.json") << R"({"title": "طريقة", )" << step << "}";
  lab::testing::AppScreen screen({.size = {1280, 4000}});  // the whole list on screen
  lab::Shell shell(0);
  shell.interactive = false;
  REQUIRE(shell.own_lessons().size() == 2);
  const std::u32string wanted = shell.characters();
  for (const char32_t c : std::u32string(U"射线法")) CHECK(std::binary_search(wanted.begin(), wanted.end(), c));
  std::string warning;  // as the window does when characters() holds new ones
  screen.fonts = lab::build_fonts(screen.io(), 1, warning, lab::dejavu_sans_path, wanted);
  screen.frames(shell);
  // The glyphs drawn inside `window`'s rectangle.
  const auto drawn_in = [](const ImGuiWindow* window) {
    REQUIRE(window != nullptr);
    std::vector<lab::testing::Glyph> in;
    for (const auto& g : lab::testing::glyphs_drawn_in_any_font())
      if (g.x0 >= window->Pos.x && g.x1 <= window->Pos.x + window->Size.x && g.y >= window->Pos.y &&
          g.y <= window->Pos.y + window->Size.y)
        in.push_back(g);
    return in;
  };
  const auto line_with = [&](const std::vector<lab::testing::Glyph>& glyphs, std::u32string_view wanted) {
    for (const auto& line : lab::testing::lines_of(glyphs)) {
      std::u32string codes;
      for (const auto& g : line.glyphs) codes += static_cast<char32_t>(g.c);
      if (std::all_of(wanted.begin(), wanted.end(), [&](char32_t c) { return codes.find(c) != codes.npos; }))
        return true;
    }
    return false;
  };
  const auto in_list = drawn_in(ImGui::FindWindowByName("Scenes"));
  CHECK(line_with(in_list, U"射线法"));
  CHECK(line_with(in_list, U"\u26A0\u0637\u0631\u064A\u0642\u0629"));  // ⚠ طريقة: drawn unjoined, and marked
  CHECK_FALSE(line_with(in_list, U"\u26A0\u5C04"));                    // 射线法 unmarked
  // The Lesson menu lists them too, marked the same way (it listed طريقة unmarked).
  const auto headers = shell.menu_headers();
  const auto lesson = std::find_if(headers.begin(), headers.end(), [](const auto& h) { return h.name == "Lesson"; });
  REQUIRE(lesson != headers.end());
  screen.io().MousePos = {(lesson->min.x + lesson->max.x) / 2, (lesson->min.y + lesson->max.y) / 2};
  for (const bool down : {true, false}) {
    screen.io().MouseDown[0] = down;
    screen.frames(shell, 1);
  }
  screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  screen.frames(shell);
  const ImGuiWindow* menu = GImGui->OpenPopupStack.empty() ? nullptr : GImGui->OpenPopupStack[0].Window;
  const auto in_menu = drawn_in(menu);
  CHECK(line_with(in_menu, U"射线法"));
  CHECK(line_with(in_menu, U"\u26A0\u0637\u0631\u064A\u0642\u0629"));
  CHECK_FALSE(line_with(in_menu, U"\u26A0\u5C04"));
}


TEST_CASE("an own lesson's title with characters no font has is named by its file in the notice at start") {
  // Listed from the start, the title's Ethiopic put "No installed font has U+120B U+121D U+1230:
  // each shows as '?'." in the panel with no word of where (a window, offscreen and under Xvfb).
  history_test::ScratchDir dir("own-missing");
  const history_test::EnvVar data("XDG_DATA_HOME", dir.path.string());
  const auto lessons = dir.path / "collision-lab" / "lessons";
  std::filesystem::create_directories(lessons);
  std::ofstream(lessons / "selam.json") << R"({"title": "ሰላም lesson", "steps": [{"scene": "circles", "note": "n"}]})";
  lab::testing::AppScreen screen;
  lab::Shell shell(0);
  shell.interactive = false;
  std::string warning;  // the fonts built for the titles, as the window's first frame does
  screen.fonts = lab::build_fonts(screen.io(), 1, warning, lab::dejavu_sans_path, shell.characters());
  REQUIRE(screen.fonts.missing == U"\u120B\u121D\u1230");
  lab::say_missing(shell, screen.fonts);
  CHECK(shell.notice() ==
        "No installed font has U+1230 U+120B U+121D of the title of the lesson file selam.json: each shows as '?'.");
  // A lesson opened with an emoji in its note: that one is said as the lesson's, after the title's.
  shell.set_notice("");
  shell.open_lesson(lab::parse_lesson(
      nlohmann::json::parse(R"({"title": "Smile", "steps": [{"scene": "circles", "note": "\ud83d\ude00"}]})"),
      "s.json"));
  screen.fonts = lab::build_fonts(screen.io(), 1, warning, lab::dejavu_sans_path, shell.characters());
  lab::say_missing(shell, screen.fonts);
  CHECK(shell.notice() ==
        "No installed font has U+1230 U+120B U+121D of the title of the lesson file selam.json: each shows as '?'. "
        "No installed font has U+1F600: each shows as '?'.");
}

}  // namespace test_lesson_files_scripts
