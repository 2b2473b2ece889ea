// Helpers for the history and files tests: a scratch folder, an environment variable set for
// one test, the state as the text a state file holds (the independent record undo must match).
#pragma once
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <unistd.h>
#include <string>

#include "app_screen.hpp"
#include "shell/shell.hpp"
#include "formats/state_json.hpp"

namespace history_test {

/// A fresh empty folder under the temporary directory, removed at the end of the test.
struct ScratchDir {
  std::filesystem::path path;
  explicit ScratchDir(const std::string& name) {
    path =
        std::filesystem::temp_directory_path() / ("collision-lab-history-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::permissions(path, std::filesystem::perms::owner_all, ec);
    std::filesystem::remove_all(path, ec);
  }
};

/// An environment variable set for the scope (settings, recent files and lessons go there).
struct EnvVar {
  std::string name;
  std::optional<std::string> old;
  EnvVar(std::string n, const std::string& value) : name(std::move(n)) {
    if (const char* v = std::getenv(name.c_str())) old = v;
    setenv(name.c_str(), value.c_str(), 1);
  }
  ~EnvVar() {
    if (old)
      setenv(name.c_str(), old->c_str(), 1);
    else
      unsetenv(name.c_str());
  }
};

/// The shell's state as a state file would hold it.
inline std::string state_text(const lab::Shell& shell) {
  return lab::state_to_json(shell.scene().state(), shell.scene().info().id).dump();
}

inline std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

using lab::testing::scene_index;

}  // namespace history_test
