#include "window/web_storage.hpp"

#include <emscripten.h>

#include <iostream>
#include <system_error>

#include <imgui.h>

#include "window/layout_file.hpp"

namespace lab {

namespace fs = std::filesystem;

namespace {

// Keys "collision-lab:settings/NAME" and "collision-lab:lessons/NAME" hold the files' text.
constexpr const char* settings_key = "collision-lab:settings/";
constexpr const char* lessons_key = "collision-lab:lessons/";

// Each kept file whose key starts with `prefix` written into `dir` (made first); a name that is
// not a plain file name is not the page's and is left alone.
// The body is JavaScript, which clang-format mangles ("===" became "== =").
// clang-format off
EM_JS(void, page_restore_files, (const char* prefix, const char* dir), {
  var start = UTF8ToString(prefix);
  var folder = UTF8ToString(dir);
  try {
    for (var i = 0; i < localStorage.length; ++i) {
      var key = localStorage.key(i);
      var name = key.substring(start.length);
      if (!key.startsWith(start) || name === "" || name.indexOf("/") >= 0 || name[0] === ".") continue;
      FS.writeFile(folder + "/" + name, localStorage.getItem(key));
    }
  } catch (e) {
    console.error("collision-lab: what this browser kept could not be read: " + e);
  }
});
// clang-format on

// The body is JavaScript, which clang-format mangles ("===" became "== =").
// clang-format off
EM_JS(void, page_store_file, (const char* key, const char* path), {
  try {
    localStorage.setItem(UTF8ToString(key), FS.readFile(UTF8ToString(path), {encoding: "utf8"}));
  } catch (e) {
    console.error("collision-lab: this browser keeps nothing (" + e + "); " + UTF8ToString(path) +
                  " is lost when the page closes");
  }
});
// clang-format on

void restore(const char* prefix, const fs::path& dir) {
  std::error_code ec;
  if (dir.empty() || (fs::create_directories(dir, ec), ec)) return;
  page_restore_files(prefix, dir.c_str());
}

bool same(const Settings& a, const Settings& b) {
  return a.ui_scale == b.ui_scale && a.last_scene == b.last_scene && a.lesson == b.lesson &&
         a.lesson_step == b.lesson_step;
}

}  // namespace

Settings restore_page_files() {
  restore(settings_key, config_dir());
  restore(lessons_key, lessons_dir());
  Settings settings = load_settings(config_dir() / "settings.json");
  for (const std::string& note : settings.ignored) std::cerr << "collision-lab: " << note << '\n';
  return settings;
}

void store_page_file(const fs::path& file) {
  const std::string key = (file.parent_path() == config_dir() ? settings_key : lessons_key) + file.filename().string();
  page_store_file(key.c_str(), file.c_str());
}

void KeptSettings::keep(Settings settings, const Shell& shell) {
  const fs::path dir = config_dir();
  ImGuiIO& io = ImGui::GetIO();
  std::string error;
  if (io.WantSaveIniSettings && !dir.empty()) {  // a window moved or resized a few seconds ago
    io.WantSaveIniSettings = false;
    if (save_layout(dir / layout_file, error)) store_page_file(dir / layout_file);
  }
  settings.last_scene = shell.scene().info().id;
  settings.lesson = shell.lesson() ? shell.lesson_source() : "";
  settings.lesson_step = shell.lesson() ? shell.lesson()->index() + 1 : 1;
  if (same(settings, last_) || dir.empty()) return;
  last_ = settings;
  if (save_settings(settings, dir / "settings.json", error))
    store_page_file(dir / "settings.json");
  else
    std::cerr << "collision-lab: settings can't be saved: " << error << '\n';
}

}  // namespace lab
