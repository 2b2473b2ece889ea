// The desktop's file chooser, tried in order on a thread: the portal over D-Bus, then zenity, then
// kdialog, then the in-app dialog. This machine has no portal and no zenity: a session bus address
// that leads nowhere stands for "no portal", and scripts first on PATH stand for zenity and kdialog,
// recording the arguments they were given and printing the path a user would have picked.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "files/file_chooser.hpp"
#include "history_support.hpp"
#include "scenes/registry.hpp"

namespace test_file_chooser {

using history_test::EnvVar;
using history_test::read_text;
using history_test::scene_index;
using history_test::ScratchDir;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

// A program named `name` in `dir`: records its arguments, one a line, in name.args, then `body`.
void fake_program(const fs::path& dir, const std::string& name, const std::string& body) {
  const fs::path file = dir / name;
  std::ofstream(file) << "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '"
                      << (dir / (name + ".args")).string() << "'\n"
                      << body << "\n";
  fs::permissions(file, fs::perms::owner_all);
}

// The choosers' world for one test: a bus that is not there, PATH with only `dir` (a zenity or
// kdialog installed on the machine must not answer instead of the fakes).
struct NoPortal {
  ScratchDir dir{"chooser"};
  EnvVar bus{"DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/collision-lab-test-bus"};
  EnvVar path{"PATH", dir.path.string()};
  EnvVar forced{"COLLISION_LAB_FILE_DIALOG", ""};
  /// Wait (5 s at most) for the chooser's answer.
  static std::optional<std::pair<lab::ChooserRequest, lab::ChooserAnswer>> answer(lab::FileChooser& chooser) {
    const auto end = Clock::now() + std::chrono::seconds(5);
    for (; Clock::now() < end; std::this_thread::sleep_for(std::chrono::milliseconds(10)))
      if (auto a = chooser.take()) return a;
    return std::nullopt;
  }
};

lab::ChooserRequest save_request(const fs::path& folder) {
  return {true, "Save the scene's state", folder, "polygon-point-1.collision-state.json", ""};
}

}  // namespace

TEST_CASE("file chooser: the order is portal, zenity, kdialog; COLLISION_LAB_FILE_DIALOG picks one or the window") {
  EnvVar forced("COLLISION_LAB_FILE_DIALOG", "");
  CHECK(lab::chooser_order() == std::vector<std::string>{"portal", "zenity", "kdialog"});
  EnvVar zenity("COLLISION_LAB_FILE_DIALOG", "zenity");
  CHECK(lab::chooser_order() == std::vector<std::string>{"zenity"});
  EnvVar window("COLLISION_LAB_FILE_DIALOG", "window");
  CHECK(lab::chooser_order().empty());
}

TEST_CASE_FIXTURE(NoPortal,
                  "file chooser: no portal, so zenity is asked to save, in the folder offered, and its path answers") {
  fake_program(dir.path, "zenity", "echo '/home/u/Documents/picked.json'");
  fake_program(dir.path, "kdialog", "exit 3");  // never reached
  lab::FileChooser chooser;
  REQUIRE(chooser.start(save_request("/home/u/Documents/Collision Lab"), lab::chooser_order()));
  CHECK_FALSE(chooser.start(save_request("/elsewhere"), lab::chooser_order()));  // one at a time
  const auto a = answer(chooser);
  REQUIRE(a);
  CHECK(a->second.status == lab::ChooserAnswer::Status::Chosen);
  CHECK(a->second.by == "zenity");
  CHECK(a->second.file == "/home/u/Documents/picked.json");
  CHECK(read_text(dir.path / "zenity.args") ==
        "--file-selection\n--title=Save the scene's state\n--save\n--confirm-overwrite\n"
        "--filename=/home/u/Documents/Collision Lab/polygon-point-1.collision-state.json\n"
        "--file-filter=Collision Lab files (states, lessons) | *.json\n--file-filter=All files | *\n");
  CHECK_FALSE(fs::exists(dir.path / "kdialog.args"));
}

TEST_CASE_FIXTURE(NoPortal,
                  "file chooser: zenity cancelled (exit 1) is an answer; kdialog is asked when zenity is missing") {
  fake_program(dir.path, "zenity", "exit 1");
  lab::FileChooser chooser;
  chooser.start(save_request("/f"), lab::chooser_order());
  auto a = answer(chooser);
  REQUIRE(a);
  CHECK(a->second.status == lab::ChooserAnswer::Status::Cancelled);
  fs::remove(dir.path / "zenity");
  fake_program(dir.path, "kdialog", "echo /f/lesson.json");
  chooser.start({false, "Open a state or lesson file", "/f", "", ""}, lab::chooser_order());
  a = answer(chooser);
  REQUIRE(a);
  CHECK(a->second.status == lab::ChooserAnswer::Status::Chosen);
  CHECK(a->second.by == "kdialog");
  CHECK(a->second.file == "/f/lesson.json");
  CHECK(read_text(dir.path / "kdialog.args") ==
        "--title\nOpen a state or lesson file\n--getopenfilename\n/f/\n*.json|Collision Lab files (states, lessons)\n");
}

TEST_CASE_FIXTURE(NoPortal, "file chooser: with none of the three, the answer says why each could not be used") {
  lab::FileChooser chooser;
  chooser.start(save_request("/f"), lab::chooser_order());
  const auto a = answer(chooser);
  REQUIRE(a);
  CHECK(a->second.status == lab::ChooserAnswer::Status::Unavailable);
  CHECK(a->second.problem.starts_with("portal: "));
  CHECK(a->second.problem.ends_with("; zenity: not installed; kdialog: not installed"));
  CHECK(a->first.name == "polygon-point-1.collision-state.json");  // for the in-app dialog to offer
}

TEST_CASE_FIXTURE(NoPortal, "file chooser: a chooser still open when the window closes is ended at once") {
  fake_program(dir.path, "zenity", "exec /bin/sleep 30");
  lab::FileChooser chooser;
  chooser.start(save_request("/f"), lab::chooser_order());
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  CHECK(chooser.running());
  const auto start = Clock::now();
  chooser.close();
  CHECK(Clock::now() - start < std::chrono::seconds(2));
  CHECK_FALSE(chooser.take());  // the answer went with it
}

TEST_CASE_FIXTURE(NoPortal,
                  "file chooser in the shell: frames go on while zenity is open, then the state is saved where it "
                  "said, as a state file" *
                      doctest::test_suite("screens")) {
  EnvVar config("XDG_CONFIG_HOME", (dir.path / "config").string());
  fake_program(dir.path, "zenity", "/bin/sleep 1; echo '" + (dir.path / "st2").string() + "'");
  const lab::testing::AppScreen screen;
  lab::Shell shell(scene_index("polygon-point"));
  shell.desktop_choosers = true;
  int woken = 0;
  shell.file_chooser().wake = [&woken] { ++woken; };
  shell.command(lab::Command::SaveState);
  CHECK_FALSE(shell.path_dialog().visible());  // the desktop's chooser, not the in-app dialog
  int frames = 0;
  const auto end = Clock::now() + std::chrono::seconds(5);
  while (!fs::exists(dir.path / "st2.collision-state.json") && Clock::now() < end) {
    screen.frames(shell, 1);
    ++frames;
  }
  CHECK(frames >= 3);  // frames were drawn during zenity's second: none waited for it
  CHECK(woken == 1);
  REQUIRE(fs::exists(dir.path / "st2.collision-state.json"));
  CHECK(shell.message() == "Saved to " + (dir.path / "st2.collision-state.json").string());
  CHECK(lab::read_json_file(dir.path / "st2.collision-state.json").at("scene") == "polygon-point");

  // Nothing answers: the in-app dialog opens on the path the chooser would have offered.
  fs::remove(dir.path / "zenity");
  shell.command(lab::Command::OpenFile);
  const auto until = Clock::now() + std::chrono::seconds(5);
  while (!shell.path_dialog().visible() && Clock::now() < until) screen.frames(shell, 1);
  CHECK(shell.path_dialog().visible());
  CHECK(shell.path_dialog().purpose() == lab::PathDialog::Purpose::Open);
}

}  // namespace test_file_chooser
