// Lessons in any script, saved and printed (issue 26 §4): a Russian or Chinese title names its
// file in its own letters, and two titles never share one file; the lesson editor's handout
// refuses what its Save refuses.
#include <doctest/doctest.h>

#include <filesystem>
#include <iterator>
#include <string>

#include "scenes/lesson.hpp"
#include "scenes/registry.hpp"
#include "shell/lesson_editor.hpp"
#include "shell/shell.hpp"

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

}  // namespace test_lesson_files_scripts
