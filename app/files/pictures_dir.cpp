#include "files/pictures_dir.hpp"

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "formats/user_file.hpp"

namespace lab {
namespace {

std::filesystem::path home_dir() {
  const char* home = std::getenv("HOME");
  return home && *home ? std::filesystem::path(home) : std::filesystem::path();
}

// The shell word `value` as the file's own shell would read it: quotes dropped, \x kept as x.
std::string unquote(std::string_view value) {
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] == '"') continue;
    if (value[i] == '\\' && i + 1 < value.size()) ++i;
    out += value[i];
  }
  return out;
}

// What `xdg-user-dir PICTURES` prints, when the program is installed (it prints home itself
// when nothing is set: that is no answer).
std::filesystem::path ask_xdg_user_dir(const std::filesystem::path& home) {
  FILE* pipe = popen("xdg-user-dir PICTURES 2>/dev/null", "r");
  if (!pipe) return {};
  std::string text;
  char buf[512];
  while (std::fgets(buf, sizeof buf, pipe)) text += buf;
  pclose(pipe);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const std::filesystem::path dir(text);
  if (text.empty() || !dir.is_absolute() || dir.lexically_normal() == home.lexically_normal()) return {};
  return dir;
}

}  // namespace

std::filesystem::path xdg_pictures_dir(std::string_view user_dirs, const std::filesystem::path& home) {
  std::filesystem::path found;
  std::istringstream in{std::string(user_dirs)};
  for (std::string line; std::getline(in, line);) {
    const auto start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#') continue;
    const std::string_view key = "XDG_PICTURES_DIR=";
    if (line.compare(start, key.size(), key) != 0) continue;
    std::string value = unquote(std::string_view(line).substr(start + key.size()));
    for (const std::string_view h : {"$HOME", "${HOME}"})
      if (value.starts_with(h) && (value.size() == h.size() || value[h.size()] == '/'))
        value = home.string() + value.substr(h.size());
    if (!value.empty() && value[0] == '/') found = value;  // the last setting wins, as in a shell
  }
  return found;
}

std::filesystem::path pictures_folder() {
  const auto home = home_dir();
  std::filesystem::path config;
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    config = xdg;
  else if (!home.empty())
    config = home / ".config";
  // A user-dirs.dirs that is a FIFO, a device or huge is not read, by us or by xdg-user-dir
  // (which would source the same file).
  const UserFile user_dirs = read_user_file(config.empty() ? config : config / "user-dirs.dirs");
  if (auto dir = xdg_pictures_dir(user_dirs.bytes, home); !dir.empty()) return dir;
  if (user_dirs.status != UserFile::Status::refused)
    if (auto dir = ask_xdg_user_dir(home); !dir.empty()) return dir;
  return home.empty() ? home : home / "Pictures";
}

std::filesystem::path pictures_dir() {
  const auto folder = pictures_folder();
  return folder.empty() ? folder : folder / "Collision Lab";
}

std::string picture_stem(std::string_view scene_id, const std::tm& time) {
  char when[32];
  std::strftime(when, sizeof when, "%Y-%m-%d-%H%M", &time);
  return std::string(scene_id) + "-" + when;
}

std::string unused_stem(const std::filesystem::path& dir, const std::string& stem) {
  std::error_code ec;
  auto taken = [&](const std::string& s) {
    return std::filesystem::exists(dir / (s + ".png"), ec) || std::filesystem::exists(dir / (s + ".svg"), ec);
  };
  if (!taken(stem)) return stem;
  for (int n = 2;; ++n)
    if (const std::string s = stem + "-" + std::to_string(n); !taken(s) || n > 9999) return s;
}

}  // namespace lab
