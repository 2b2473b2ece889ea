// The window with no screen to open it on: a clear message and exit code 2 at once, whatever
// SDL falls back to (its offscreen driver is no screen a user can see).
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "screenshot.hpp"

namespace test_window {

namespace {

struct Ended {
  int exit_code = -1;
  std::string output;
};

// The binary with `environment` changes before it, stopped by `timeout` if it hangs (exit 124).
Ended run_without_display(const std::string& environment) {
  const auto log = lab::testing::temp_path("window", ".txt");
  const std::string command = "timeout 60 env " + environment + " ASAN_OPTIONS=detect_leaks=0 '" +
                              lab::testing::lab_binary() + "' > '" + log.string() + "' 2>&1";
  const int status = std::system(command.c_str());
  Ended e;
  e.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::stringstream text;
  text << std::ifstream(log).rdbuf();
  e.output = text.str();
  std::filesystem::remove(log);
  return e;
}

}  // namespace

TEST_CASE("no DISPLAY and no SDL_VIDEODRIVER: the window says there is no display and exits 2") {
  const Ended e = run_without_display("-u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER");
  CHECK(e.exit_code == 2);
  CHECK(e.output.find("no display to open a window on") != std::string::npos);
  CHECK(e.output.find("--screenshot") != std::string::npos);
}

TEST_CASE("a DISPLAY with no server behind it: the same message, not a hidden window") {
  const Ended e = run_without_display("-u WAYLAND_DISPLAY -u SDL_VIDEODRIVER DISPLAY=:98");
  CHECK(e.exit_code == 2);
  CHECK(e.output.find("no display to open a window on") != std::string::npos);
}

}  // namespace test_window
