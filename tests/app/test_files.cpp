// Files the app writes and reads for a teacher: state files (Ctrl+S, Ctrl+O, a drop), the last
// scene's state kept between runs, the Recent list, lessons made in the window. Every write is
// atomic: a failed one leaves the old file; a bad file opens nothing and says file, field, problem.
//
// Index of this file:
//   [SECTION] Fixtures
//   [SECTION] State files: saved, opened, refused
//   [SECTION] Recent files and the last state
//   [SECTION] Saving under a name, and lesson files
#include <doctest/doctest.h>

#include <sys/resource.h>
#include <unistd.h>

#include <imgui.h>

#include <cfloat>
#include <csignal>
#include <sstream>

#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "history_support.hpp"
#include "shell/lesson_editor.hpp"
#include "files/recent_files.hpp"
#include "scenes/registry.hpp"
#include "shell/shell_files.hpp"
#include "files/settings.hpp"
#include "shell/shell.hpp"
#include "files/state_files.hpp"
#include "files/user_dirs.hpp"

namespace test_files {

using history_test::EnvVar;
using history_test::read_text;
using history_test::scene_index;
using history_test::ScratchDir;
using history_test::state_text;
using lab::Vec2;

namespace {

// [SECTION] Fixtures

// P moved to (1.5, −0.5) in "Polygon vs point", as a drag would leave it.
void move_p(lab::Shell& shell) {
  auto state = shell.scene().state();
  state.shape("P").points[0] = {1.5, -0.5};
  shell.set_state(state);
  shell.commit();
}

// A shell on "Polygon vs point", its settings in a scratch folder that also holds the test's files.
struct PolygonPointShell {
  ScratchDir dir{"files"};
  EnvVar config{"XDG_CONFIG_HOME", (dir.path / "config").string()};
  lab::Shell shell{scene_index("polygon-point")};
};

// Files may grow to `bytes` at most while this lives (root ignores permissions, not this limit).
struct FileSizeLimit {
  rlimit old{};
  void (*old_handler)(int);
  explicit FileSizeLimit(rlim_t bytes) {
    getrlimit(RLIMIT_FSIZE, &old);
    old_handler = std::signal(SIGXFSZ, SIG_IGN);  // a write past the limit then fails with EFBIG
    rlimit small{bytes, old.rlim_max};
    setrlimit(RLIMIT_FSIZE, &small);
  }
  ~FileSizeLimit() {
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, old_handler);
  }
};

}  // namespace

// [SECTION] State files: saved, opened, refused

TEST_CASE_FIXTURE(PolygonPointShell, "a saved state opens again as the same state, in its own scene") {
  move_p(shell);
  const std::string saved = state_text(shell);
  const auto file = dir.path / "sub" / "p.json";
  // A folder that is not there is a typo: said, and nothing is made.
  CHECK_FALSE(shell.save_state(file));
  CHECK(shell.notice() ==
        "Not saved: the folder " + (dir.path / "sub").string() + " does not exist; nothing was saved");
  CHECK_FALSE(std::filesystem::exists(dir.path / "sub"));
  std::filesystem::create_directory(dir.path / "sub");
  REQUIRE(shell.save_state(file));
  CHECK(shell.message() == "Saved to " + file.string());
  lab::Shell other(scene_index("circles"));
  REQUIRE(other.open_file(file));
  CHECK(other.scene().info().id == "polygon-point");
  CHECK(state_text(other) == saved);
  CHECK(other.notice().empty());
  CHECK(other.undo());  // opening is a change like any other: undo goes back to the start
  CHECK(other.scene().state().shape("P").points[0] == Vec2{4, 2.6});
}

TEST_CASE_FIXTURE(PolygonPointShell, "a failed save leaves the old file as it was, and says why") {
  const auto file = dir.path / "p.json";
  REQUIRE(shell.save_state(file));
  const std::string old = read_text(file);
  move_p(shell);
  {
    FileSizeLimit limit(16);  // the state file is a few hundred bytes
    CHECK_FALSE(shell.save_state(file));
  }
  CHECK(read_text(file) == old);
  CHECK(shell.notice().find("Not saved: " + file.string() + ": ") == 0);
  CHECK(shell.message().empty());
  if (geteuid() != 0) {  // an unwritable folder (root may write anywhere)
    std::filesystem::permissions(dir.path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    CHECK_FALSE(shell.save_state(file));
    CHECK(shell.notice().find("Permission denied") != std::string::npos);
    std::filesystem::permissions(dir.path, std::filesystem::perms::owner_all);
    CHECK(read_text(file) == old);
  }
  // A folder that can't be written to is said before anything is tried (as root, a read-only
  // file system's folder; /proc/sys is one where it is mounted so).
  if (geteuid() == 0 && ::access("/proc/sys", W_OK) != 0) {
    CHECK_FALSE(shell.save_state("/proc/sys/p.json"));
    CHECK(shell.notice().rfind("Not saved: the folder /proc/sys can't be written to (", 0) == 0);
  }
  for (const auto& f : std::filesystem::directory_iterator(dir.path))  // no temporary file left behind
    CHECK((f.path().filename() == "p.json" || f.path().filename() == "config"));
}

TEST_CASE_FIXTURE(PolygonPointShell, "a bad state file opens nothing and names the file, the field and the problem") {
  move_p(shell);
  const std::string before = state_text(shell);
  const auto bad = dir.path / "bad.json";
  std::ofstream(bad) << R"({"scene": "circles", "shapes": {"C1": {"points": [[0, "x"]]}}})";
  CHECK_FALSE(shell.open_file(bad));
  CHECK(shell.notice() == bad.string() + ": shapes.C1.points[0][1]: expected a number, found string");
  CHECK(shell.scene().info().id == "polygon-point");
  CHECK(state_text(shell) == before);
  std::ofstream(bad, std::ios::trunc) << R"({"scene": "nope"})";
  CHECK_FALSE(shell.open_file(bad));
  CHECK(shell.notice() == bad.string() + ": scene: unknown scene \"nope\"");
  std::ofstream(bad, std::ios::trunc) << R"({"title": "t", "steps": [{"scene": "circles", "note": ""}]})";
  CHECK_FALSE(shell.open_file(bad));  // a lesson: which step, which field
  CHECK(shell.notice() == bad.string() + ": steps[0].note: the text is empty");
  CHECK_FALSE(shell.lesson());
  CHECK_FALSE(shell.open_file(dir.path / "missing.json"));
  CHECK(shell.notice().find("missing.json") != std::string::npos);
  CHECK(shell.recent().files().empty());  // nothing that failed is remembered
}

TEST_CASE_FIXTURE(PolygonPointShell,
                  "a state file without a scene opens in the scene on screen; a lesson file opens as a lesson") {
  const auto state = dir.path / "p.json";
  std::ofstream(state) << R"({"shapes": {"P": {"points": [[0, 0]]}}})";
  REQUIRE(shell.open_file(state));
  CHECK(shell.scene().state().shape("P").points[0] == Vec2{0, 0});
  const auto lesson = dir.path / "l.json";
  std::ofstream(lesson) << R"({"title": "t", "steps": [{"scene": "circles", "note": "n"}]})";
  REQUIRE(shell.open_file(lesson));
  REQUIRE(shell.lesson());
  CHECK(shell.scene().info().id == "circles");
}

// [SECTION] Recent files and the last state

TEST_CASE("the Recent list: newest first, each file once, at most 8, kept in the settings folder") {
  ScratchDir dir("recent");
  const auto list = dir.path / "recent.json";
  {
    lab::RecentFiles recent(list);
    for (int i = 0; i < 10; ++i) CHECK(recent.add(dir.path / ("f" + std::to_string(i) + ".json")));
    CHECK(recent.add(dir.path / "f5.json"));  // again: to the top, not twice
    REQUIRE(recent.files().size() == 8);
    CHECK(recent.files()[0] == dir.path / "f5.json");
    CHECK(recent.files()[1] == dir.path / "f9.json");
  }
  lab::RecentFiles again(list);
  REQUIRE(again.files().size() == 8);
  CHECK(again.files()[0] == dir.path / "f5.json");
  std::ofstream(list, std::ios::trunc) << "{\"files\": [1, \"";  // damaged: an empty list
  CHECK(lab::RecentFiles(list).files().empty());
  std::ofstream(list, std::ios::trunc) << R"({"files": [1, "", "/etc/passwd\u0000.json", "/tmp/a.json"]})";
  const lab::RecentFiles odd(list);  // only the usable name is kept
  REQUIRE(odd.files().size() == 1);
  CHECK(odd.files()[0] == "/tmp/a.json");
}

// audit26: a lesson opened with Ctrl+O was listed by its file name, so two lessons each saved
// as lesson.json (one in each class's folder) read the same. Now the list shows a lesson's title,
// its path in the tooltip; a state file keeps its name. The titles are kept in recent.json beside
// the files, and a list written before them (files only) still reads.
TEST_CASE("the Recent list names a lesson by its title, so two lesson.json files read apart") {
  ScratchDir dir("recent-titles");
  EnvVar home("HOME", dir.path.string());
  EnvVar config("XDG_CONFIG_HOME", (dir.path / "config").string());
  const lab::testing::AppScreen screen;
  std::filesystem::create_directories(dir.path / "a");
  std::filesystem::create_directories(dir.path / "b");
  const auto first = dir.path / "a" / "lesson.json", second = dir.path / "b" / "lesson.json";
  std::ofstream(first) << R"({"title": "Corners", "steps": [{"scene": "circles", "note": "n"}]})";
  std::ofstream(second) << R"({"title": "Gaps", "steps": [{"scene": "circles", "note": "n"}]})";
  const auto state = dir.path / "b" / "state.json";
  std::ofstream(state) << R"({"scene": "circles"})";
  {
    lab::Shell shell(scene_index("circles"));
    for (const auto& file : {first, second, state}) REQUIRE(shell.open_file(file));
    const lab::RecentFiles& recent = shell.recent();
    CHECK(lab::recent_label(recent, first) == "Corners");
    CHECK(lab::recent_label(recent, second) == "Gaps");
    CHECK(lab::recent_label(recent, state) == "state.json");
    CHECK(lab::recent_tooltip(recent, second) == "Lesson \"Gaps\": " + second.string());
    CHECK(lab::recent_tooltip(recent, state) == state.string());
  }
  // Kept for the next run (the settings folder's recent.json).
  const lab::RecentFiles again(dir.path / "config" / "collision-lab" / "recent.json");
  REQUIRE(again.files().size() == 3);
  CHECK(again.title(first) == "Corners");
  CHECK(again.title(second) == "Gaps");
  CHECK(again.title(state).empty());
  // A list from before the titles names its files.
  const auto old = dir.path / "old-recent.json";
  std::ofstream(old) << R"({"files": [")" + first.string() + R"("]})";
  CHECK(lab::recent_label(lab::RecentFiles(old), first) == "lesson.json");
}

TEST_CASE("the last scene's state is kept for the next run; a damaged file means the start, said once") {
  ScratchDir dir("last");
  const auto file = lab::last_state_path(dir.path);
  CHECK(file == dir.path / "last-state.json");
  auto scene = lab::make_scene("polygon-point");
  const auto start = scene->presets().front().state;
  auto moved = start;
  moved.shape("P").points[0] = {1.5, -0.5};
  std::string error;
  REQUIRE(lab::save_state_file(moved, "polygon-point", file, error));
  std::ostringstream err;
  const auto kept = lab::load_last_state(file, "polygon-point", start, err);
  REQUIRE(kept);
  CHECK(lab::same_state(*kept, moved));
  CHECK_FALSE(lab::load_last_state(file, "circles", start, err));  // kept for another scene
  CHECK(err.str().empty());
  std::ofstream(file, std::ios::trunc) << R"({"scene": "polygon-point", "shapes": {"P": {"points": [[1]]}}})";
  CHECK_FALSE(lab::load_last_state(file, "polygon-point", start, err));
  CHECK(err.str() == "collision-lab: " + file.string() +
                         ": shapes.P.points[0]: expected [x, y], found [1]; the scene opens at its start instead\n");
  CHECK_FALSE(lab::load_last_state(dir.path / "none.json", "polygon-point", start, err));  // none yet: silent
}

TEST_CASE("last-state.json with an option out of its range opens the start, naming the range") {
  ScratchDir dir("last-range");
  const auto file = lab::last_state_path(dir.path);
  const auto start = lab::make_scene("separating-axis")->presets().front().state;
  std::ofstream(file) << R"({"scene": "separating-axis", "options": {"step": -2147483649}})";
  std::ostringstream err;
  CHECK_FALSE(lab::load_last_state(file, "separating-axis", start, err));
  CHECK(err.str() == "collision-lab: " + file.string() +
                         ": options.step: -2147483649 is outside the option's range: a whole number from 0 to "
                         "2147483647; the scene opens at its start instead\n");
}

TEST_CASE("the shell restores the last run's state of its scene") {
  ScratchDir dir("restore");
  EnvVar config("XDG_CONFIG_HOME", dir.path.string());
  lab::Shell first(scene_index("polygon-point"));
  move_p(first);
  std::string error;
  REQUIRE(lab::save_state_file(first.scene().state(), "polygon-point", lab::last_state_path(lab::config_dir()), error));
  lab::Shell next(scene_index("polygon-point"));
  std::ostringstream err;
  next.restore_last_state(err);
  CHECK(state_text(next) == state_text(first));
  CHECK(err.str().empty());
}

// [SECTION] Saving under a name, and lesson files

TEST_CASE("Ctrl+S starts in the documents folder under the scene's name and the time") {
  ScratchDir dir("docs");
  EnvVar home("HOME", dir.path.string());
  EnvVar config("XDG_CONFIG_HOME", (dir.path / "config").string());
  std::filesystem::create_directories(dir.path / "config");
  CHECK(lab::user_dir("DOCUMENTS", "Documents") == dir.path / "Documents");
  std::ofstream(dir.path / "config" / "user-dirs.dirs") << "# written by xdg-user-dirs-update\n"
                                                        << "XDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n";
  CHECK(lab::user_dir("DOCUMENTS", "Documents") == dir.path / "Dokumente");
  lab::Shell shell(scene_index("polygon-point"));
  shell.command(lab::Command::SaveState);
  REQUIRE(shell.path_dialog().visible());
  CHECK(shell.path_dialog().purpose() == lab::PathDialog::Purpose::SaveState);
  const std::string prefix = (dir.path / "Dokumente" / "Collision Lab" / "polygon-point-").string();
  CHECK(lab::default_state_path("polygon-point").rfind(prefix, 0) == 0);
  CHECK(lab::expand_home("~/x.json") == dir.path / "x.json");
}

TEST_CASE("a lesson made in the window: steps added, reordered, deleted, saved, and read back the same") {
  ScratchDir dir("lesson");
  lab::LessonEditor editor;
  auto a = lab::make_scene("polygon-point");
  auto b = lab::make_scene("circles");
  auto moved = a->state();
  moved.shape("P").points[0] = {0.5, 0.5};
  editor.draft.title = "Inside or out?";
  editor.add_step("polygon-point", a->state(), "P starts **outside**.");
  editor.add_step("circles", b->state(), "Two circles.", "collide or apart?");
  editor.add_step("polygon-point", moved, "Now P is in.\nCount the edges.");
  CHECK(editor.move_step(2, -1));  // the moved P before the circles
  CHECK_FALSE(editor.move_step(0, -1));
  CHECK_FALSE(editor.move_step(2, 1));
  CHECK(editor.draft.steps[1].note == "Now P is in.\nCount the edges.");
  CHECK(editor.remove_step(0));
  CHECK_FALSE(editor.remove_step(5));
  REQUIRE(editor.draft.steps.size() == 2);
  std::string error;
  const auto file = editor.save(dir.path / "lessons", error);
  REQUIRE(file);
  // Named with the extension the desktop knows a lesson by, so a double-click opens it in the app.
  CHECK(*file == dir.path / "lessons" / "inside-or-out.collision-lesson.json");
  const auto back = lab::load_lesson(*file);
  CHECK(back.title == "Inside or out?");
  REQUIRE(back.steps.size() == 2);
  CHECK(back.steps[0].scene == "polygon-point");
  CHECK(lab::same_state(back.steps[0].state, moved));
  CHECK(back.steps[1].ask == "collide or apart?");
  CHECK(lab::lesson_to_json(back) == lab::lesson_to_json(editor.draft));
  // Saved again with a step more, on a disk that takes no more than 16 bytes: the old file stays.
  const std::string old = read_text(*file);
  editor.add_step("circles", b->state(), "One more.");
  {
    FileSizeLimit limit(16);
    CHECK_FALSE(editor.save(dir.path / "lessons", error));
  }
  CHECK(error.find(file->string() + ": ") == 0);
  CHECK(read_text(*file) == old);
  CHECK(lab::load_lesson(*file).steps.size() == 2);
}

TEST_CASE("a lesson the loader would refuse is not saved, and the message says which step and field") {
  ScratchDir dir("lesson-bad");
  lab::LessonEditor editor;
  auto a = lab::make_scene("polygon-point");
  editor.draft.title = "t";
  editor.add_step("polygon-point", a->state(), "fine");
  editor.add_step("polygon-point", a->state(), "");
  std::string error;
  CHECK_FALSE(editor.save(dir.path, error));
  CHECK(error == "t.collision-lesson.json: steps[1].note: the text is empty");
  CHECK_FALSE(std::filesystem::exists(dir.path / "t.collision-lesson.json"));
  editor.draft.steps.clear();
  CHECK_FALSE(editor.save(dir.path, error));
  CHECK(error == "t.collision-lesson.json: steps: the lesson has no steps");
  // A name typed with an extension keeps its name only; the lesson's extension is added.
  editor.file_name = "Mine.json";
  CHECK(editor.file_in(dir.path) == dir.path / "mine.collision-lesson.json");
  editor.file_name = "mine.collision-lesson.json";
  CHECK(editor.file_in(dir.path) == dir.path / "mine.collision-lesson.json");
  editor.file_name = "notes.txt";
  CHECK(editor.file_in(dir.path) == dir.path / "notes-txt.collision-lesson.json");
  CHECK(lab::file_slug("The SAT, part 2!") == "the-sat-part-2");
  CHECK(lab::file_slug("\u00dcber") == "\u00dcber");  // a letter in any script is kept
  CHECK(lab::file_slug("***") == "lesson");
}

TEST_CASE(
    "Ctrl+S in frames: the dialog opens on the default path, Enter saves there and says so; a bad path keeps it open" *
    doctest::test_suite("screens")) {
  ScratchDir dir("dialog");
  EnvVar home("HOME", dir.path.string());
  EnvVar config("XDG_CONFIG_HOME", (dir.path / "config").string());
  const lab::testing::AppScreen screen;
  ImGuiIO& io = screen.io();
  io.KeyMap[ImGuiKey_Enter] = 40;  // any free index: the window's backend maps SDL's keys the same way
  auto frame = [&](lab::Shell& shell, bool enter) {
    io.KeysDown[40] = enter;
    screen.frames(shell, 1);
  };
  {
    lab::Shell shell(scene_index("polygon-point"));
    move_p(shell);
    shell.command(lab::Command::SaveState);
    for (int i = 0; i < 3; ++i) frame(shell, false);  // the field takes the keyboard
    CHECK(io.WantTextInput);
    frame(shell, true);
    frame(shell, false);
    CHECK_FALSE(shell.path_dialog().visible());
    const auto folder = dir.path / "Documents" / "Collision Lab";
    REQUIRE(std::filesystem::is_directory(folder));
    const auto saved = std::filesystem::directory_iterator(folder)->path();
    CHECK(saved.filename().string().rfind("polygon-point-", 0) == 0);
    CHECK(shell.message() == "Saved to " + saved.string());
    CHECK(shell.recent().files().front() == saved);
    lab::Shell other(scene_index("circles"));
    REQUIRE(other.open_file(saved));
    CHECK(state_text(other) == state_text(shell));

    std::ofstream(dir.path / "plain") << "a file, not a folder";
    shell.path_dialog().show(lab::PathDialog::Purpose::SaveState, (dir.path / "plain" / "p.json").string());
    for (int i = 0; i < 3; ++i) frame(shell, false);
    frame(shell, true);
    frame(shell, false);
    CHECK(shell.path_dialog().visible());  // still open, saying why, so the path can be fixed
    CHECK(shell.path_dialog().problem ==
          "Not saved: " + (dir.path / "plain").string() + " is not a folder; nothing was saved");
  }
}

}  // namespace test_files
