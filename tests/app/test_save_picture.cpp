// Save picture: where the files go (the Pictures folder as user-dirs.dirs names it), what they
// are called (scene and minute), that two in one minute both stay, and the message either way.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>

#include "shell/keys.hpp"
#include "files/pictures_dir.hpp"
#include "files/save_picture.hpp"
#include "screenshot.hpp"
#include "shell/shell.hpp"

namespace test_save_picture {

namespace {

// Sets an environment variable for one scope, then puts back what was there.
class EnvVar {
 public:
  EnvVar(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    setenv(name, value.c_str(), 1);
  }
  ~EnvVar() {
    if (old_)
      setenv(name_, old_->c_str(), 1);
    else
      unsetenv(name_);
  }
  EnvVar(const EnvVar&) = delete;
  EnvVar& operator=(const EnvVar&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

const unsigned char kPng[] = {0x89, 'P', 'N', 'G'};

}  // namespace

TEST_CASE("user-dirs.dirs: XDG_PICTURES_DIR with $HOME expanded; comments, other folders and relative paths ignored") {
  const std::string file =
      "# This file is written by xdg-user-dirs-update\n"
      "XDG_DESKTOP_DIR=\"$HOME/Desktop\"\n"
      "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n";
  CHECK(lab::xdg_pictures_dir(file, "/home/ana") == "/home/ana/Bilder");
  CHECK(lab::xdg_pictures_dir("XDG_PICTURES_DIR=\"/srv/photos\"\n", "/home/ana") == "/srv/photos");
  CHECK(lab::xdg_pictures_dir("XDG_PICTURES_DIR=\"${HOME}/Photos\"\n", "/home/ana") == "/home/ana/Photos");
  CHECK(lab::xdg_pictures_dir("# XDG_PICTURES_DIR=\"/nope\"\n", "/home/ana").empty());
  CHECK(lab::xdg_pictures_dir("XDG_PICTURES_DIR=\"Pictures\"\n", "/home/ana").empty());  // not absolute
  CHECK(lab::xdg_pictures_dir("XDG_PICTURES_DIR=\"$HOMEWORK/x\"\n", "/home/ana").empty());
}

TEST_CASE("pictures_dir: 'Collision Lab' in the folder $XDG_CONFIG_HOME/user-dirs.dirs names, else in ~/Pictures") {
  const auto config = lab::testing::temp_path("xdg-config", "");
  std::filesystem::create_directories(config);
  const EnvVar xdg("XDG_CONFIG_HOME", config.string());
  const EnvVar home("HOME", "/home/ana");
  // No user-dirs.dirs (xdg-user-dir, if installed, then answers home itself): ~/Pictures.
  CHECK(lab::pictures_dir() == "/home/ana/Pictures/Collision Lab");
  std::ofstream(config / "user-dirs.dirs") << "XDG_PICTURES_DIR=\"$HOME/Fotos\"\n";
  CHECK(lab::pictures_dir() == "/home/ana/Fotos/Collision Lab");
  std::filesystem::remove_all(config);
}

TEST_CASE("a picture is named after the scene and the minute: polygon-point-2026-12-03-1412") {
  std::tm t{};
  t.tm_year = 2026 - 1900;
  t.tm_mon = 11;  // December
  t.tm_mday = 3;
  t.tm_hour = 14;
  t.tm_min = 12;
  t.tm_sec = 59;
  CHECK(lab::picture_stem("polygon-point", t) == "polygon-point-2026-12-03-1412");
  t.tm_hour = 9;
  t.tm_min = 5;
  CHECK(lab::picture_stem("circles", t) == "circles-2026-12-03-0905");
}

TEST_CASE("Save picture creates the folder, writes STEM.png and STEM.svg, and a second one in the minute is STEM-2" *
          doctest::test_suite("screens")) {
  const auto dir = lab::testing::temp_path("pictures", "") / "Collision Lab";
  const auto first = lab::save_picture_files(dir, "circles-2026-12-03-1412", kPng, "<svg/>");
  CHECK(first.ok);
  CHECK(first.message == "Saved circles-2026-12-03-1412.png and .svg in " + dir.string());
  CHECK(read_text(dir / "circles-2026-12-03-1412.svg") == "<svg/>");
  CHECK(std::filesystem::file_size(dir / "circles-2026-12-03-1412.png") == 4);
  const auto second = lab::save_picture_files(dir, "circles-2026-12-03-1412", kPng, "<svg>2</svg>");
  CHECK(second.ok);
  CHECK(read_text(dir / "circles-2026-12-03-1412-2.svg") == "<svg>2</svg>");
  CHECK(read_text(dir / "circles-2026-12-03-1412.svg") == "<svg/>");  // the first is kept
  // Under home, the folder is said the short way.
  const EnvVar home("HOME", dir.parent_path().string());
  const auto third = lab::save_picture_files(dir, "circles-2026-12-03-1412", kPng, "<svg/>");
  CHECK(third.message == "Saved circles-2026-12-03-1412-3.png and .svg in ~/Collision Lab");
  std::filesystem::remove_all(dir.parent_path());
}

TEST_CASE("Save picture into a folder that cannot be made says so, and writes nothing") {
  const auto r = lab::save_picture_files("/dev/null/Collision Lab", "circles-2026-12-03-1412", kPng, "<svg/>");
  CHECK_FALSE(r.ok);
  CHECK(r.message.starts_with("Could not save the picture: cannot create /dev/null/Collision Lab: "));
  const auto nowhere = lab::save_picture_files("", "x", kPng, "<svg/>");
  CHECK_FALSE(nowhere.ok);
}

TEST_CASE("Ctrl+E asks the window for a picture once; plain E does nothing") {
  CHECK(lab::action_for_key(SDLK_e, KMOD_LCTRL) == lab::KeyAction{lab::Command::SavePicture});
  CHECK_FALSE(lab::action_for_key(SDLK_e, 0));
  lab::Shell shell(0);
  CHECK_FALSE(shell.take_picture_request());
  shell.command(lab::Command::SavePicture);
  CHECK(shell.take_picture_request());
  CHECK_FALSE(shell.take_picture_request());  // taken: the next frame saves nothing
}

}  // namespace test_save_picture
