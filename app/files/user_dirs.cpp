#include "files/user_dirs.hpp"

#include <cstdlib>
#include <ctime>
#include <sstream>

#include "formats/user_file.hpp"

namespace lab {

namespace {

std::filesystem::path home() {
  const char* h = std::getenv("HOME");
  return h && *h ? std::filesystem::path(h) : std::filesystem::path();
}

std::filesystem::path user_dirs_file() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "user-dirs.dirs";
  const auto h = home();
  return h.empty() ? h : h / ".config" / "user-dirs.dirs";
}

// The value of XDG_<name>_DIR="..." in user-dirs.dirs, with $HOME expanded; empty if absent.
std::filesystem::path configured(std::string_view name) {
  const auto file = user_dirs_file();
  if (file.empty()) return {};
  std::istringstream in(read_user_file(file).bytes);  // a FIFO or a device is read as nothing
  const std::string key = "XDG_" + std::string(name) + "_DIR=\"";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key, 0) != 0 || line.size() < key.size() + 1 || line.back() != '"') continue;
    std::string value = line.substr(key.size(), line.size() - key.size() - 1);
    if (value.rfind("$HOME", 0) == 0) return home().string() + value.substr(5);
    if (!value.empty() && value[0] == '/') return value;  // the format allows only these two
  }
  return {};
}

}  // namespace

std::filesystem::path user_dir(std::string_view name, std::string_view fallback) {
  if (auto dir = configured(name); !dir.empty() && dir != home()) return dir;
  const auto h = home();
  return h.empty() ? h : h / fallback;
}

std::filesystem::path expand_home(const std::string& typed) {
  if (typed == "~") return home();
  if (typed.rfind("~/", 0) == 0 && !home().empty()) return home() / typed.substr(2);
  return typed;
}

std::string file_time_stamp() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d-%H%M%S", &local);
  return buf;
}

}  // namespace lab
