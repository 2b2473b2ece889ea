#include "files/settings.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include <nlohmann/json.hpp>

#include "formats/json_checked.hpp"
#include "files/state_files.hpp"
#include "formats/state_json.hpp"
#include "formats/user_file.hpp"

namespace lab {

std::filesystem::path config_dir() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "collision-lab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "collision-lab";
  return {};
}

std::filesystem::path lessons_dir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "collision-lab" / "lessons";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".local" / "share" / "collision-lab" / "lessons";
  return {};
}

std::string settings_folder_problem(const std::filesystem::path& dir) {
  if (dir.empty()) return {};  // no HOME and no XDG_CONFIG_HOME: nothing is kept, by design
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return dir.string() + ": " + ec.message();
  if (::access(dir.c_str(), W_OK | X_OK) != 0) return dir.string() + ": " + std::strerror(errno);
  return {};
}

Settings load_settings(const std::filesystem::path& file) {
  const UserFile r = read_user_file(file);
  if (r.status == UserFile::Status::missing) return {};  // not made yet: the defaults, silently
  if (r.status == UserFile::Status::refused) {
    Settings s;
    s.ignored.push_back(file.filename().string() + ": " + r.problem + "; using the defaults");
    return s;
  }
  return settings_from_text(r.bytes, file.filename().string());
}

Settings settings_from_text(std::string_view text, std::string_view name) {
  Settings s;
  // The state files' checked reader: a NUL byte, deep nesting or a number no double holds is
  // refused with a message, not a crash; the whole file is then ignored.
  nlohmann::json j;
  try {
    j = parse_state_text(text, name);
  } catch (const StateError& e) {
    s.ignored.push_back(std::string(e.what()) + "; using the defaults");
    return s;
  }
  if (!j.is_object()) return s;
  const std::string where = std::string(name) + ": ";
  auto get_int = [&](const char* key, int& out, int lo, int hi) {
    const auto it = j.find(key);
    if (it == j.end()) return;
    if (it->is_number_integer() && it->get<long long>() >= lo && it->get<long long>() <= hi) {
      out = static_cast<int>(it->get<long long>());
      return;
    }
    s.ignored.push_back(where + key + " " + json_checked::excerpt(it->dump()) + " is not a whole number from " +
                        std::to_string(lo) + " to " + std::to_string(hi) + "; using " + std::to_string(out));
  };
  if (auto it = j.find("last_scene"); it != j.end() && it->is_string()) s.last_scene = it->get<std::string>();
  get_int("x", s.x, -100000, 100000);
  get_int("y", s.y, -100000, 100000);
  get_int("width", s.width, 800, 16384);
  get_int("height", s.height, 560, 16384);
  if (auto it = j.find("lesson"); it != j.end() && it->is_string()) s.lesson = it->get<std::string>();
  get_int("lesson_step", s.lesson_step, 1, 1000000);
  auto get_bool = [&](const char* key, bool& out) {
    const auto it = j.find(key);
    if (it == j.end()) return;
    if (it->is_boolean())
      out = it->get<bool>();
    else
      s.ignored.push_back(where + key + " " + json_checked::excerpt(it->dump()) + " is not true or false; using " +
                          (out ? "true" : "false"));
  };
  get_bool("maximized", s.maximized);
  get_bool("scene_list", s.scene_list);
  get_bool("panel", s.panel);
  if (auto it = j.find("ui_scale"); it != j.end()) {
    const double v = it->is_number() ? it->get<double>() : std::nan("");
    const bool usable = std::isfinite(v) && v >= Settings::min_ui_scale && v <= Settings::max_ui_scale;
    if (usable) s.ui_scale = static_cast<float>(v);
    if (!usable && std::isfinite(v)) s.ui_scale = v < 1 ? Settings::min_ui_scale : Settings::max_ui_scale;
    if (!usable)
      s.ignored.push_back(where + "ui_scale " + json_checked::excerpt(it->dump()) + " is outside 0.5 … 3; using " +
                          (s.ui_scale == 1  ? "1"
                           : s.ui_scale < 1 ? "0.5"
                                            : "3"));
  }
  return s;
}

bool save_settings(const Settings& s, const std::filesystem::path& file, std::string& error) {
  nlohmann::json j{{"last_scene", s.last_scene},
                   {"x", s.x},
                   {"y", s.y},
                   {"width", s.width},
                   {"height", s.height},
                   {"maximized", s.maximized},
                   {"ui_scale", s.ui_scale},
                   {"scene_list", s.scene_list},
                   {"panel", s.panel}};
  if (!s.lesson.empty()) {
    j["lesson"] = s.lesson;
    j["lesson_step"] = s.lesson_step;
  }
  return save_json_file(j, file, error);
}

}  // namespace lab
