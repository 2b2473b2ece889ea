#include "cli.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <optional>
#include <string>

#include "query.hpp"
#include "registry.hpp"
#include "report.hpp"
#include "screenshot.hpp"
#include "settings.hpp"
#include "shell.hpp"
#include "size.hpp"
#include "state_json.hpp"
#include "window.hpp"

namespace lab {
namespace {

int index_of(const std::vector<SceneEntry>& scenes, const std::string& id) {
  for (int i = 0; i < static_cast<int>(scenes.size()); ++i)
    if (scenes[i].id == id) return i;
  return -1;
}

std::string valid_ids(const std::vector<SceneEntry>& scenes) {
  std::string out;
  for (const auto& s : scenes) out += (out.empty() ? "" : ", ") + s.id;
  return out;
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{"Collision Lab: an interactive textbook of 2D collision detection.\n"
               "With no options, opens the window on the scene used last (or the first)."};
  app.name("collision-lab");
  app.set_version_flag("--version", std::string("collision-lab ") + LAB_VERSION);
  std::string scene_id, screenshot, size_text, state_file;
  bool list = false, report = false;
  app.add_option("--scene", scene_id, "Open the scene with this id (see --list-scenes)");
  app.add_flag("--list-scenes", list, "Print id<TAB>chapter<TAB>title of every scene, in book order");
  app.add_option("--screenshot", screenshot, "Render one frame to this PNG without a display, then exit");
  app.add_option("--size", size_text, "Screenshot or window size WIDTHxHEIGHT (default 1280x800)");
  app.add_option("--state", state_file, "Load the scene's shapes and options from this JSON file");
  app.add_flag("--report", report,
               "Print the scene's state, caption and core tests as one JSON line (no window), then exit");

  CLI::App* query = app.add_subcommand(
      "query", "Run the core's tests on JSON lines from stdin, one JSON answer per line (see the README)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e, out, err);
    return code == 0 ? 0 : 2;
  }

  if (*query) return run_query(std::cin, out);

  const auto scenes = scene_list();
  if (list) {
    for (const auto& s : scenes) out << s.id << '\t' << s.chapter << '\t' << s.title << '\n';
    return 0;
  }
  if (scenes.empty()) {
    err << "collision-lab: no scenes are registered\n";
    return 2;
  }

  std::optional<Size> size;
  if (!size_text.empty()) {
    std::string error;
    size = parse_size(size_text, error);
    if (!size) {
      err << "collision-lab: --size: " << error << '\n';
      return 2;
    }
  }

  // The state file may name its scene; --scene, if given, must agree.
  std::optional<nlohmann::json> state_json;
  if (!state_file.empty()) {
    try {
      state_json = read_json_file(state_file);
      if (auto in_file = state_scene_id(*state_json, state_file)) {
        if (scene_id.empty())
          scene_id = *in_file;
        else if (scene_id != *in_file)
          throw StateError(state_file + ": scene: the file is for scene \"" + *in_file + "\", not \"" + scene_id + "\"");
      }
    } catch (const StateError& e) {
      err << "collision-lab: " << e.what() << '\n';
      return 2;
    }
  }

  const Settings settings = screenshot.empty() && !report ? load_settings(config_dir() / "settings.json") : Settings{};
  int index = 0;
  if (!scene_id.empty()) {
    index = index_of(scenes, scene_id);
    if (index < 0) {
      err << "collision-lab: unknown scene \"" << scene_id << "\"; valid ids: " << valid_ids(scenes) << '\n';
      return 2;
    }
  } else if (!settings.last_scene.empty()) {
    index = std::max(0, index_of(scenes, settings.last_scene));
  }

  Shell shell(index);
  if (state_json) {
    try {
      shell.set_state(apply_state_json(*state_json, shell.scene().presets().front().state, state_file));
    } catch (const StateError& e) {
      err << "collision-lab: " << e.what() << '\n';
      return 2;
    }
  }

  if (report) {
    out << scene_report(shell.scene()).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
        << '\n';
    return out ? 0 : 2;
  }
  if (!screenshot.empty()) return render_screenshot(shell, size.value_or(Size{1280, 800}), screenshot, err);
  Settings window = settings;
  if (size) {
    window.width = size->w;
    window.height = size->h;
  }
  return run_window(shell, window, err);
}

}  // namespace lab
