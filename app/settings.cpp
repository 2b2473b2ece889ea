#include "settings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>

#include <nlohmann/json.hpp>

namespace lab {

std::filesystem::path config_dir() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "collision-lab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "collision-lab";
  return {};
}

Settings load_settings(const std::filesystem::path& file) {
  Settings s;
  std::ifstream in(file);
  if (!in) return s;
  // Each field on its own: a bad value loses only itself.
  const auto j = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (!j.is_object()) return s;
  auto get_int = [&](const char* key, int& out, int lo, int hi) {
    if (auto it = j.find(key); it != j.end() && it->is_number_integer()) {
      const auto v = it->get<long long>();
      if (v >= lo && v <= hi) out = static_cast<int>(v);
    }
  };
  if (auto it = j.find("last_scene"); it != j.end() && it->is_string()) s.last_scene = it->get<std::string>();
  get_int("x", s.x, -100000, 100000);
  get_int("y", s.y, -100000, 100000);
  get_int("width", s.width, 320, 16384);
  get_int("height", s.height, 240, 16384);
  if (auto it = j.find("maximized"); it != j.end() && it->is_boolean()) s.maximized = it->get<bool>();
  if (auto it = j.find("ui_scale"); it != j.end() && it->is_number()) {
    const double v = it->get<double>();
    if (std::isfinite(v)) s.ui_scale = std::clamp(static_cast<float>(v), Settings::min_ui_scale, Settings::max_ui_scale);
  }
  return s;
}

bool save_settings(const Settings& s, const std::filesystem::path& file) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  if (ec) return false;
  const nlohmann::json j{{"last_scene", s.last_scene}, {"x", s.x},          {"y", s.y},
                         {"width", s.width},           {"height", s.height}, {"maximized", s.maximized},
                         {"ui_scale", s.ui_scale}};
  std::ofstream out(file);
  out << j.dump(2) << '\n';
  return static_cast<bool>(out);
}

}  // namespace lab
