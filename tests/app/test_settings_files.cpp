// Issue 31 #4, #7, #9, #11 and issue 27 §1 and §4: the settings folder's files (settings.json,
// last-state.json, recent.json, imgui.ini) when each is a folder, a FIFO, a device or a link that
// loops — the defaults and one line, at once — and when nothing can be saved there; and the
// atomic writer's temporaries, its own standard output and links.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <imgui.h>

#include <algorithm>
#include <fstream>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "files/atomic_file.hpp"
#include "headless_imgui.hpp"
#include "history_support.hpp"
#include "window/layout_file.hpp"
#include "files/pictures_dir.hpp"
#include "files/recent_files.hpp"
#include "scenes/registry.hpp"
#include "files/settings.hpp"
#include "files/state_files.hpp"
#include "files/user_dirs.hpp"
#include "files/write_target.hpp"

namespace test_settings_files {

using history_test::read_text;
using history_test::ScratchDir;

namespace {

// Each kind of thing that is not a small regular file, at `file`.
enum class Kind { folder, fifo, device, loop };
constexpr Kind all_kinds[] = {Kind::folder, Kind::fifo, Kind::device, Kind::loop};

// What the reader says of each kind (user_file.cpp).
std::string problem_of(Kind kind) {
  switch (kind) {
    case Kind::folder: return "this is a folder, not a file";
    case Kind::fifo: return "this is a named pipe (FIFO), not a file";
    case Kind::device: return "this is a device, not a file";
    case Kind::loop: return "cannot open the file for reading: Too many levels of symbolic links";
  }
  return {};
}

void make(Kind kind, const std::filesystem::path& file) {
  std::error_code ec;
  std::filesystem::remove_all(file, ec);
  switch (kind) {
    case Kind::folder: std::filesystem::create_directory(file); break;
    case Kind::fifo: REQUIRE(::mkfifo(file.c_str(), 0600) == 0); break;
    case Kind::device: std::filesystem::create_symlink("/dev/zero", file); break;
    case Kind::loop: std::filesystem::create_symlink(file, file); break;
  }
}

std::span<const unsigned char> bytes(const std::string& text) {
  return {reinterpret_cast<const unsigned char*>(text.data()), text.size()};
}

// The names in `folder` that start with '.' (temporaries are hidden files).
std::vector<std::string> hidden_files(const std::filesystem::path& folder) {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.path().filename().string().starts_with(".")) out.push_back(entry.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("settings.json as a folder, a FIFO, /dev/zero or a link loop: the defaults and one line, at once") {
  ScratchDir dir("settings-kinds");
  const auto file = dir.path / "settings.json";
  for (const Kind kind : all_kinds) {
    make(kind, file);
    const lab::Settings s = lab::load_settings(file);
    CHECK(s.width == lab::Settings{}.width);
    REQUIRE(s.ignored.size() == 1);
    // Was "not valid JSON: unexpected end of input" for a folder, a hang for a FIFO, and a read
    // without end for /dev/zero.
    CHECK(s.ignored[0] == "settings.json: " + problem_of(kind) + "; using the defaults");
  }
}

TEST_CASE("recent.json as a folder, a FIFO, /dev/zero or a link loop: an empty list and one line") {
  ScratchDir dir("recent-kinds");
  const auto file = dir.path / "recent.json";
  for (const Kind kind : all_kinds) {
    make(kind, file);
    const lab::RecentFiles recent(file);  // a folder threw std::ios_base::failure here: exit 134
    CHECK(recent.files().empty());
    CHECK(recent.problem() == "recent.json: " + problem_of(kind) + "; the Recent list starts empty");
  }
  std::filesystem::remove(file);
  CHECK(lab::RecentFiles(file).problem().empty());  // none yet: no news
}

TEST_CASE("last-state.json as a folder, a FIFO, /dev/zero or a link loop: the scene's start and one line") {
  ScratchDir dir("last-kinds");
  const auto file = dir.path / "last-state.json";
  auto scene = lab::make_scene("polygon-point");
  const auto start = scene->presets().front().state;
  for (const Kind kind : all_kinds) {
    make(kind, file);
    std::ostringstream err;
    CHECK_FALSE(lab::load_last_state(file, "polygon-point", start, err));
    CHECK(err.str() ==
          "collision-lab: " + file.string() + ": " + problem_of(kind) + "; the scene opens at its start instead\n");
    CHECK_FALSE(lab::last_state_scene(file));
  }
}

TEST_CASE("imgui.ini as a folder, a FIFO, /dev/zero or a link loop: ImGui never opens it, one line") {
  ScratchDir dir("layout-kinds");
  const auto file = dir.path / "imgui.ini";
  for (const Kind kind : all_kinds) {
    make(kind, file);
    HeadlessImGui imgui;
    ImGui::GetIO().IniFilename = "never-this.ini";
    std::ostringstream err;
    lab::load_layout(file, err);  // a folder was "allocation-size-too-big" in ImFileLoadToMemory
    CHECK(ImGui::GetIO().IniFilename == nullptr);
    CHECK(err.str() ==
          "collision-lab: imgui.ini: " + problem_of(kind) + "; the windows open where they first appear\n");
  }
}

TEST_CASE("imgui.ini is read by the app and saved atomically: a window's place comes back") {
  ScratchDir dir("layout-round-trip");
  const auto file = dir.path / "imgui.ini";
  {
    HeadlessImGui imgui;
    std::ostringstream err;
    lab::load_layout(file, err);  // none yet: nothing said
    CHECK(err.str().empty());
    ImGui::NewFrame();
    ImGui::SetNextWindowPos({123, 45});
    ImGui::Begin("Lesson editor");
    ImGui::End();
    ImGui::Render();
    std::string error;
    REQUIRE(lab::save_layout(file, error));
  }
  CHECK(read_text(file).find("[Window][Lesson editor]\nPos=123,45") != std::string::npos);
  HeadlessImGui imgui;
  std::ostringstream err;
  lab::load_layout(file, err);
  CHECK(err.str().empty());
  ImGui::NewFrame();
  ImGui::Begin("Lesson editor");
  CHECK(ImGui::GetWindowPos().x == 123);
  CHECK(ImGui::GetWindowPos().y == 45);
  ImGui::End();
  ImGui::Render();
}

TEST_CASE("a damaged settings.json does not lose the scene last-state.json keeps") {
  ScratchDir dir("damaged-settings");
  const auto kept = lab::last_state_path(dir.path);
  std::ofstream(kept) << R"({"scene": "circles", "shapes": {}})";
  CHECK(lab::last_state_scene(kept) == "circles");
  std::ofstream(kept, std::ios::trunc) << R"({"shapes": {}})";
  CHECK_FALSE(lab::last_state_scene(kept));  // names none: the first scene
  CHECK_FALSE(lab::last_state_scene(dir.path / "none.json"));
}

TEST_CASE("a file where the settings folder should be: settings can't be saved, and the reason says why") {
  ScratchDir dir("no-folder");
  const auto file_in_the_way = dir.path / "collision-lab";
  std::ofstream(file_in_the_way) << "not a folder";
  const std::string problem = lab::settings_folder_problem(file_in_the_way);
  CHECK(problem.starts_with(file_in_the_way.string() + ": "));
  CHECK(problem.size() > file_in_the_way.string().size() + 2);
  lab::Settings s;
  std::string error;
  CHECK_FALSE(lab::save_settings(s, file_in_the_way / "settings.json", error));
  CHECK(error.find(file_in_the_way.string()) != std::string::npos);
  CHECK(read_text(file_in_the_way) == "not a folder");              // nothing a user made is lost
  CHECK(lab::settings_folder_problem(dir.path / "fresh").empty());  // made, and writable
  CHECK(std::filesystem::is_directory(dir.path / "fresh"));
  if (::geteuid() != 0) {  // root writes anywhere
    std::filesystem::permissions(dir.path / "fresh",
                                 std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    CHECK(lab::settings_folder_problem(dir.path / "fresh") == (dir.path / "fresh").string() + ": Permission denied");
  }
}

TEST_CASE("the next write to a folder removes a temporary a killed writer left; a live one stays") {
  ScratchDir dir("stale-temps");
  const auto stale = dir.path / ".out.png.tmp-Ab3xYz";   // as kill -9 mid-screenshot left it
  const auto live = dir.path / ".other.png.tmp-Q9w8e7";  // another writer's, still being written
  const auto mine = dir.path / ".notes.tmp-123";         // not our naming: never touched
  std::ofstream(stale) << "half a PNG";
  std::ofstream(live) << "a PNG on its way";
  std::ofstream(mine) << "a user's file";
  const int held = ::open(live.c_str(), O_RDONLY);
  REQUIRE(::flock(held, LOCK_EX) == 0);
  std::string error;
  REQUIRE(lab::write_file_atomically(dir.path / "new.png", bytes("PNG"), error));
  ::close(held);
  CHECK(read_text(dir.path / "new.png") == "PNG");
  CHECK(hidden_files(dir.path) == std::vector<std::string>{".notes.tmp-123", ".other.png.tmp-Q9w8e7"});
  // And a write leaves no temporary of its own.
  REQUIRE(lab::write_file_atomically(dir.path / "new.png", bytes("PNG 2"), error));
  CHECK(hidden_files(dir.path) == std::vector<std::string>{".notes.tmp-123"});
}

TEST_CASE("own_descriptor: /dev/stdout and the like are the app's own open files, by number") {
  ScratchDir dir("descriptors");
  CHECK(lab::own_descriptor("/dev/stdout") == 1);
  CHECK(lab::own_descriptor("/dev/stderr") == 2);
  CHECK(lab::own_descriptor("/dev/fd/7") == 7);
  CHECK(lab::own_descriptor("/proc/self/fd/12") == 12);
  CHECK(lab::own_descriptor("/proc/" + std::to_string(::getpid()) + "/fd/3") == 3);
  std::filesystem::create_symlink("/dev/stdout", dir.path / "out.png");
  CHECK(lab::own_descriptor(dir.path / "out.png") == 1);  // a link to one of them
  CHECK_FALSE(lab::own_descriptor("/dev/fd/x"));
  CHECK_FALSE(lab::own_descriptor("/dev/null"));
  CHECK_FALSE(lab::own_descriptor(dir.path / "a.png"));
  std::filesystem::create_symlink(dir.path / "loop", dir.path / "loop");
  CHECK_FALSE(lab::own_descriptor(dir.path / "loop"));
  std::string error;
  CHECK_FALSE(lab::link_target(dir.path / "loop", error));
  CHECK(error == "cannot follow the link " + (dir.path / "loop").string() + ": Too many levels of symbolic links");
  std::filesystem::create_symlink("sub/new.png", dir.path / "dangling.png");
  CHECK(lab::link_target(dir.path / "dangling.png", error) == dir.path / "sub/new.png");
}

TEST_CASE("a write to the app's own file descriptor appends as it was opened, never replacing the file") {
  ScratchDir dir("descriptor-append");
  const auto log = dir.path / "keep.log";
  std::ofstream(log) << "kept line\n";
  const int fd = ::open(log.c_str(), O_WRONLY | O_APPEND);  // what `>> keep.log` opens
  REQUIRE(fd >= 0);
  std::string error;
  REQUIRE(lab::write_file_atomically("/proc/self/fd/" + std::to_string(fd), bytes("PNG bytes\n"), error));
  ::close(fd);
  CHECK(read_text(log) == "kept line\nPNG bytes\n");  // was "PNG bytes\n" alone: renamed over it
  const int reading = ::open(log.c_str(), O_RDONLY);
  CHECK_FALSE(lab::write_file_atomically("/dev/fd/" + std::to_string(reading), bytes("x"), error));
  CHECK(error == "file descriptor " + std::to_string(reading) + " is open for reading only");
  ::close(reading);
}

TEST_CASE("a FIFO no one reads is refused at once as a write target, not waited on") {
  ScratchDir dir("fifo-write");
  REQUIRE(::mkfifo((dir.path / "out.png").c_str(), 0600) == 0);
  std::string error;
  CHECK_FALSE(lab::write_file_atomically(dir.path / "out.png", bytes("PNG"), error));
  CHECK(error == "a named pipe (FIFO) that no program is reading");
}

TEST_CASE("user-dirs.dirs as a FIFO or /dev/zero: the usual folders, at once") {
  ScratchDir dir("user-dirs-kinds");
  history_test::EnvVar home("HOME", dir.path.string());
  history_test::EnvVar config("XDG_CONFIG_HOME", dir.path.string());
  REQUIRE(::mkfifo((dir.path / "user-dirs.dirs").c_str(), 0600) == 0);  // Ctrl+S and Save picture hung here
  CHECK(lab::user_dir("DOCUMENTS", "Documents") == dir.path / "Documents");
  CHECK(lab::pictures_folder() == dir.path / "Pictures");
  std::filesystem::remove(dir.path / "user-dirs.dirs");
  std::filesystem::create_symlink("/dev/zero", dir.path / "user-dirs.dirs");  // read without end before
  CHECK(lab::user_dir("DOCUMENTS", "Documents") == dir.path / "Documents");
  CHECK(lab::pictures_folder() == dir.path / "Pictures");
}

}  // namespace test_settings_files
