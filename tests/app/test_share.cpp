// Issue 26, "Share and hand out", in the shell without a window: the panel's and the File menu's
// Copy link put the state's link on the clipboard, Ctrl+V opens the link on the clipboard (a bad
// one changes nothing and says why), the teacher's own lessons are listed by title, the lesson
// open at exit opens again at its step, and the lesson editor's handout.
#include <doctest/doctest.h>

#include <imgui.h>

#include <fstream>
#include <sstream>
#include <string>

#include "app_screen.hpp"
#include "history_support.hpp"
#include "recorded_items.hpp"
#include "shell/keys.hpp"
#include "scenes/registry.hpp"
#include "shell/lesson_editor.hpp"
#include "files/settings.hpp"
#include "shell/shell.hpp"
#include "formats/state_link.hpp"

namespace test_share {

using history_test::EnvVar;
using history_test::ScratchDir;

namespace {

// {"scene":"polygon-point","shapes":{"P":{"points":[[6,1]]}}}, packed by Python's zlib and base64.
const std::string python_link =
    "collision-lab://state/eNqrVipOTs1LVbJSKsjPqUzPz9MtyM_MK1HSUSrOSCxILVayqlYKABFgYSA3OtpMxzA2tra2FgBjBxQy";

lab::Vec2 point_p(const lab::Shell& shell) {
  for (const auto& s : shell.scene().state().shapes)
    if (s.name == "P") return s.points.at(0);
  FAIL("the scene has no P");
  return {};
}

// ImGui's own clipboard (no window: the text stays in the context).
struct Clipboard {
  ImGuiContext* context = ImGui::CreateContext();
  ~Clipboard() { ImGui::DestroyContext(context); }
  void put(const std::string& text) { ImGui::SetClipboardText(text.c_str()); }
};

}  // namespace

TEST_CASE("Ctrl+V pastes a link: its scene opens with its state; other text changes nothing and says why") {
  CHECK(lab::action_for_key(SDLK_v, KMOD_CTRL) == lab::KeyAction{lab::Command::PasteLink});
  Clipboard clipboard;
  lab::Shell shell(0);                // side-of-line
  clipboard.put(python_link + "\n");  // as copied from a chat, with its line break
  shell.command(lab::Command::PasteLink);
  CHECK(shell.notice().empty());
  CHECK(shell.scene().info().id == "polygon-point");
  CHECK(point_p(shell) == lab::Vec2{6, 1});
  CHECK(shell.undo());  // the link's state is one change: undo goes back to the scene's start
  CHECK(point_p(shell) != lab::Vec2{6, 1});

  clipboard.put("hello");
  shell.command(lab::Command::PasteLink);
  CHECK(shell.notice() == "Ctrl+V opens a link such as collision-lab://state/…; the clipboard holds none");
  clipboard.put("collision-lab://state/eNq!");
  shell.command(lab::Command::PasteLink);
  CHECK(shell.notice() == "link: code: character 4 (\"!\") is not URL-safe base64 (A-Z, a-z, 0-9, - and _)");
  CHECK(shell.scene().info().id == "polygon-point");
}

// Clicked as a teacher clicks them, on the frame the shell draws (ImGui's own clipboard, as above).
TEST_CASE("Copy link, in the panel and the File menu, puts the state's link on the clipboard; Ctrl+V opens it" *
          doctest::test_suite("screens")) {
  using lab::testing::items::click;
  const lab::testing::AppScreen screen({.font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);  // side-of-line
  screen.frames(shell);
  ImGui::SetClipboardText("");
  click(screen, shell, "Panel", "Copy link");
  const std::string side = ImGui::GetClipboardText();
  CHECK(side == lab::state_link(shell.scene().state(), "side-of-line"));
  CHECK(side.starts_with("collision-lab://state/"));

  ImGui::SetClipboardText(python_link.c_str());
  shell.command(lab::Command::PasteLink);  // polygon-point, P at (6, 1)
  REQUIRE(shell.scene().info().id == "polygon-point");
  ImGui::SetClipboardText("");
  click(screen, shell, "##MainMenuBar", "File", true);
  click(screen, shell, "##Menu_00", "Copy link");
  const std::string point = ImGui::GetClipboardText();
  CHECK(point == lab::state_link(shell.scene().state(), "polygon-point"));
  // The copied link opens the same state again, from another scene.
  shell.open(0);
  REQUIRE(point_p(shell) != lab::Vec2{6, 1});
  shell.command(lab::Command::PasteLink);
  CHECK(shell.notice().empty());
  CHECK(shell.scene().info().id == "polygon-point");
  CHECK(point_p(shell) == lab::Vec2{6, 1});
}

TEST_CASE("a link pasted in a lesson leaves the lesson for the link's scene") {
  Clipboard clipboard;
  lab::Shell shell(0);
  shell.open_lesson(lab::bundled_lesson("ray-casting"), 0, "ray-casting");
  clipboard.put(python_link);
  shell.command(lab::Command::PasteLink);
  CHECK(shell.lesson() == nullptr);
  CHECK(shell.lesson_source().empty());
  CHECK(point_p(shell) == lab::Vec2{6, 1});
}

TEST_CASE("the teacher's own lessons are listed by title, in order; a file with no title by its name") {
  ScratchDir dir("own-lessons");
  const EnvVar data("XDG_DATA_HOME", dir.path.string());
  const auto lessons = dir.path / "collision-lab" / "lessons";
  std::filesystem::create_directories(lessons);
  const std::string step = R"("steps": [{"scene": "circles", "note": "n"}])";
  // The editor's files end in ".collision-lesson.json"; plain ".json" ones, saved before, still count.
  std::ofstream(lessons / "a.collision-lesson.json") << R"({"title": "Zebra crossings", )" << step << "}";
  std::ofstream(lessons / "b.json") << R"({"title": "Apples and circles", )" << step << "}";
  std::ofstream(lessons / "broken.json") << "{";
  lab::Shell shell(0);
  REQUIRE(shell.own_lessons().size() == 3);
  CHECK(shell.own_lessons()[0].title == "Apples and circles");
  CHECK(shell.own_lessons()[0].file == lessons / "b.json");
  CHECK(shell.own_lessons()[1].title == "Zebra crossings");
  CHECK(shell.own_lessons()[1].file == lessons / "a.collision-lesson.json");
  CHECK(shell.own_lessons()[2].title == "broken");
  CHECK(shell.open_lesson_file(lessons / "b.json"));  // the old kind opens as before
  REQUIRE(shell.lesson() != nullptr);
  CHECK(shell.lesson()->lesson().title == "Apples and circles");
}

TEST_CASE("the lesson open at exit is kept in settings.json and opens again at its step") {
  ScratchDir dir("lesson-kept");
  lab::Settings kept;
  kept.lesson = "sat-breaks";
  kept.lesson_step = 3;
  std::string error;
  REQUIRE(lab::save_settings(kept, dir.path / "settings.json", error));
  const lab::Settings read = lab::load_settings(dir.path / "settings.json");
  CHECK(read.lesson == "sat-breaks");
  CHECK(read.lesson_step == 3);
  CHECK(lab::load_settings(dir.path / "none.json").lesson.empty());
  CHECK(lab::settings_from_text(R"({"lesson": "x", "lesson_step": 0})", "s.json").ignored.size() == 1);

  std::ostringstream err;
  lab::Shell shell(0);
  REQUIRE(shell.reopen_lesson(read.lesson, read.lesson_step, err));
  REQUIRE(shell.lesson() != nullptr);
  CHECK(shell.lesson()->index() == 2);
  CHECK(shell.lesson()->lesson().title == "Where SAT breaks, and the two ways out");
  CHECK(shell.lesson_source() == "sat-breaks");
  CHECK(shell.reopen_lesson("sat-breaks", 99, err));  // the file lost steps since: its last
  CHECK(shell.lesson()->index() == 8);
  CHECK(err.str().empty());

  // An own lesson is kept by its absolute path; once deleted, the next launch says so once.
  const auto file = dir.path / "mine.json";
  std::ofstream(file) << R"({"title": "Mine", "steps": [{"scene": "circles", "note": "a"},
                                                        {"scene": "rectangles", "note": "b"}]})";
  REQUIRE(shell.open_lesson_file(file));
  shell.command(lab::Command::NextStep);
  CHECK(shell.lesson_source() == std::filesystem::absolute(file).string());
  std::filesystem::remove(file);
  lab::Shell next(0);
  CHECK_FALSE(next.reopen_lesson(shell.lesson_source(), 2, err));
  CHECK(next.lesson() == nullptr);
  CHECK(err.str().starts_with("collision-lab: the lesson open last cannot be opened again: " + file.string()));
}

TEST_CASE("the lesson editor's Handout writes a PDF of its draft; with no steps it says why" *
          doctest::test_suite("screens")) {
  ScratchDir dir("editor-handout");
  lab::LessonEditor editor;
  std::string error;
  CHECK_FALSE(editor.write_handout(dir.path / "h.pdf", error));
  CHECK(error == "the lesson has no steps yet");
  editor.draft.title = "Two circles";
  editor.add_step("circles", lab::make_scene("circles")->state(), "Do they **touch**?", "Collide or apart?");
  const auto file = dir.path / "sub" / "h.pdf";  // its folder is made
  REQUIRE(editor.write_handout(file, error));
  const std::string pdf = history_test::read_text(file);
  CHECK(pdf.starts_with("%PDF-"));
  CHECK(pdf.find("Two circles") != std::string::npos);  // the title, in the PDF's metadata
  // Again: the fonts let go of after the first are found afresh.
  REQUIRE(editor.write_handout(dir.path / "again.pdf", error));
  CHECK(history_test::read_text(dir.path / "again.pdf").size() > 1000);
}

}  // namespace test_share
