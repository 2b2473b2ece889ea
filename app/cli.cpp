// The command line (cli.hpp): --scene, --state, --screenshot, --report, --lesson, --handout, query.
//
// Index of this file:
//   [SECTION] scene ids: index_of, valid_ids
//   [SECTION] options: Options and what may go together; a state from a file or a link
//   [SECTION] checks: a state with no verdict, the culprit named, output that could not be written
//   [SECTION] modes: run_handout, run_lesson, run_scene
//   [SECTION] run: the words parsed and the mode run; run_cli
#include "cli.hpp"

#include <CLI/CLI.hpp>
#include <malloc.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <utility>

#include "files/handout.hpp"
#include "formats/json_checked.hpp"
#include "scenes/lesson.hpp"
#include "shell/predict.hpp"
#include "query/query.hpp"
#include "scenes/registry.hpp"
#include "shell/shell_files.hpp"
#include "formats/state_link.hpp"
#include "files/report.hpp"
#include "window/screenshot.hpp"
#include "files/settings.hpp"
#include "shell/shell.hpp"
#include "window/size.hpp"
#include "files/state_files.hpp"
#include "formats/state_json.hpp"
#include "window/window.hpp"

namespace lab {
namespace {

// [SECTION] scene ids: index_of, valid_ids
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

// [SECTION] options: Options and what may go together; a state from a file or a link
// `query` on big polygons holds a whole question and its answer at once (two 10⁵-gons: 5 MB of
// text, about 100 MB of answer before it is written). glibc gives large freed blocks back to the
// kernel and asks for fresh ones, and on this VM each new page's first touch costs microseconds:
// a third of the run. Keep freed memory for the next allocation instead (1.0 s → 0.85 s there).
void keep_freed_memory() {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);  // glibc's largest: blocks below it come from the heap
  mallopt(M_TRIM_THRESHOLD, 1 << 30);   // and stay with it when freed
  mallopt(M_TOP_PAD, 64 << 20);         // grow the heap in big steps
}

// A usage error: one line on `err`, exit code 2. Control characters a value brought in (a
// newline in --size, a path) are shown escaped, and a message cut short, whatever was echoed.
int usage_error(std::ostream& err, const std::string& message) {
  err << "collision-lab: " << json_checked::excerpt(message, 2000) << '\n';
  return 2;
}

// The options of the window and the screenshot; `given` says which were on the command line.
struct Options {
  std::string scene_id, screenshot, size_text, state_file, lesson_file;
  std::string link;          ///< a collision-lab://state/CODE link, given alone on the command line
  std::string handout, out;  ///< --handout LESSON --out FILE.pdf
  int step = 1;              ///< --step, 1-based
  bool list = false, report = false;
  bool present = false, predict = false;  ///< --present, --predict
  std::vector<CLI::Option*> valued;       ///< --scene, --screenshot, --size, --state, --lesson, --step, the link
  CLI::Option* step_option = nullptr;
  CLI::Option* list_flag = nullptr;
  CLI::Option* report_flag = nullptr;
  std::vector<CLI::Option*> teaching;  ///< --present, --predict
  bool headless() const { return !screenshot.empty() || report; }
};

// An option given with an empty value (--scene "") would silently mean "not given".
std::optional<std::string> empty_value(const Options& o) {
  for (const CLI::Option* opt : o.valued) {
    if (opt->count() > 0 && opt->as<std::string>().empty()) return opt->get_name() + ": the value is empty";
  }
  return std::nullopt;
}

// `query` reads its questions from stdin: the window's options make no sense with it.
std::optional<std::string> options_with_query(const Options& o) {
  auto all = o.valued;
  all.push_back(o.list_flag);
  all.push_back(o.report_flag);
  all.insert(all.end(), o.teaching.begin(), o.teaching.end());
  for (const CLI::Option* opt : all) {
    if (opt->count() > 0) return opt->get_name() + " cannot be used with query (query takes no options)";
  }
  return std::nullopt;
}

// The state's scene and its JSON, from a state file or a link (`file` is then "link"); --scene,
// if given, must agree with the state's. `from_file` tells whether the scene id came from the
// state (to name it in errors).
std::optional<nlohmann::json> read_state(const Options& o, std::string& scene_id, bool& from_file) {
  const std::string file = o.link.empty() ? o.state_file : "link";
  nlohmann::json j = o.link.empty() ? read_json_file(file) : read_state_link(o.link);
  if (auto in_file = state_scene_id(j, file)) {
    if (scene_id.empty()) {
      scene_id = *in_file;
      from_file = true;
    } else if (scene_id != *in_file) {
      throw StateError(file + ": scene: the " + (o.link.empty() ? "file" : "link") + " is for scene \"" +
                       json_checked::excerpt(*in_file) + "\", not \"" + scene_id + "\"");
    }
  }
  return j;
}

// "file:///home/u/My%20states/p.json" as a file manager passes it (Exec's %u) → its path; a
// path as it is. Only local files: a URI with another host is refused by the reader of the path.
std::string path_of_file_uri(const std::string& word) {
  if (!word.starts_with("file://")) return word;
  std::string rest = word.substr(7);
  if (rest.starts_with("localhost/")) rest = rest.substr(9);
  std::string path;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    const auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
    if (rest[i] == '%' && i + 2 < rest.size() && hex(rest[i + 1]) && hex(rest[i + 2])) {
      path += static_cast<char>(std::stoi(rest.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      path += rest[i];
    }
  }
  return path;
}

// The word on the command line that is no option: a link, or a state or lesson file (a path, or
// a file:// URI from the desktop), told apart by what the file holds, as a drop on the window is.
std::optional<std::string> place_file_argument(Options& o) {
  if (o.link.empty() || looks_like_state_link(o.link)) return std::nullopt;  // a link: checked later
  const std::string file = path_of_file_uri(std::exchange(o.link, {}));
  if (!o.state_file.empty() || !o.lesson_file.empty())
    return "\"" + json_checked::excerpt(file, 300) +
           "\": a file cannot be used with --state or --lesson (give one file)";
  std::error_code ec;
  if (!std::filesystem::exists(file, ec))
    return "\"" + json_checked::excerpt(file, 300) +
           "\" is neither an option, a file nor a link (collision-lab://state/CODE)";
  try {
    (looks_like_lesson(read_json_file(file)) ? o.lesson_file : o.state_file) = file;
  } catch (const StateError& e) { return e.what(); }
  return std::nullopt;
}

// [SECTION] checks: a state with no verdict, the culprit named, output that could not be written
// A scene's caption, when it says the scene can give no verdict; and the caption of `id` showing
// `state`, when so.
std::optional<std::string> no_verdict(std::string caption) {
  if (caption.starts_with("No verdict") || caption.starts_with("no verdict")) return caption;
  return std::nullopt;
}
std::optional<std::string> no_verdict(std::string_view id, const SceneState& state) {
  auto scene = make_scene(id);
  scene->set_state(state);
  return no_verdict(scene->caption());
}

// Which of the file's shapes and options leaves the scene without a verdict: the first whose
// start value, put back, gives one. "shapes" when no single field does.
std::string culprit(std::string_view id, const nlohmann::json& j, const SceneState& start, const std::string& file) {
  for (const char* section : {"shapes", "options"}) {
    if (!j.contains(section)) continue;
    for (const auto& [name, value] : j[section].items()) {
      nlohmann::json without = j;
      without[section].erase(name);
      if (!no_verdict(id, apply_state_json(without, start, file)))
        return std::string(section) + "." + json_checked::excerpt(name);
    }
  }
  return "shapes";
}

// A screenshot of a state file the scene cannot judge would be a picture of "no verdict":
// an error naming the file, the field to blame and the scene's reason.
std::optional<std::string> unjudged_state(Shell& shell, const nlohmann::json& j, const std::string& file) {
  const std::string id(shell.scene().info().id);
  // The shell's scene has just run the state: its caption, not a second run (a 10⁵-gon's costs seconds).
  const auto caption = no_verdict(shell.scene().caption());
  if (!caption) return std::nullopt;
  const SceneState start = shell.scene().presets().front().state;
  std::string reason = caption->substr(caption->find(':') == std::string::npos ? 0 : caption->find(':') + 2);
  return file + ": " + culprit(id, j, start, file) + ": the scene can give no verdict: " + reason;
}

// Output that could not be written is an error, whatever the command: a listing or answers
// on a full disk must not exit 0.
int checked_output(std::ostream& out, std::ostream& err, int code) {
  // A stream that failed already (query stops at its first failed answer) keeps the errno of
  // that write; otherwise the flush's own.
  if (out) {
    errno = 0;
    out.flush();
  }
  if (out) return code;
  const int error = errno;
  err << "collision-lab: cannot write to standard output" << (error ? std::string(": ") + std::strerror(error) : "")
      << '\n';
  return 2;
}

// --present and --predict: presenter mode and the answer hidden, in the window or a screenshot.
// Predicting a figure with no verdict would be a picture of nothing to predict: an error.
std::optional<std::string> teaching_modes(Shell& shell, const Options& o) {
  shell.set_presenting(o.present);
  if (!o.predict) return std::nullopt;
  if (!shell.question())
    return "--predict: scene \"" + std::string(shell.scene().info().id) +
           "\" gives no verdict to predict in this state (" + shell.scene().caption() + ")";
  shell.prediction().ask();
  return std::nullopt;
}

// [SECTION] modes: run_handout, run_lesson, run_scene
// --handout LESSON --out FILE.pdf: the lesson as a printed handout. Every other option of the
// window is refused: the handout has every step, as the class sees it and revealed.
int run_handout(const Options& o, std::ostream& err) {
  if (o.out.empty()) return usage_error(err, "--handout needs --out FILE.pdf");
  for (const CLI::Option* opt : o.valued)
    if (opt->count() > 0 && opt->get_name() != "--handout" && opt->get_name() != "--out")
      return usage_error(err, opt->get_name() + " cannot be used with --handout (the handout shows every step)");
  for (const CLI::Option* opt : o.teaching)
    if (opt->count() > 0)
      return usage_error(err, opt->get_name() +
                                  " cannot be used with --handout (its pages are in predict mode, its key revealed)");
  if (o.report) return usage_error(err, "--report cannot be used with --handout");
  try {
    return write_handout(read_lesson(o.handout), o.out, err);
  } catch (const StateError& e) { return usage_error(err, e.what()); }
}

// What the shell shows once its scene and state are set: a report, a screenshot or the window.
int show(Shell& shell, const Options& o, std::optional<Size> size, Settings window, std::ostream& out,
         std::ostream& err) {
  if (auto problem = teaching_modes(shell, o)) return usage_error(err, *problem);
  if (o.report) {
    // Whole numbers past 2^53 in digits: a test's args go back into `query` as they are.
    out << json_checked::write_exact(
               scene_report(shell.scene()).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace))
        << '\n';
    return 0;
  }
  if (!o.screenshot.empty()) return render_screenshot(shell, size.value_or(Size{1280, 800}), o.screenshot, err);
  if (size) {
    window.width = size->w;
    window.height = size->h;
  }
  return run_window(shell, window, err);
}

// --lesson FILE [--step N]: the lesson at step N, in the window or headless.
int run_lesson(const Options& o, std::optional<Size> size, std::ostream& out, std::ostream& err) {
  if (!o.scene_id.empty() || !o.state_file.empty())
    return usage_error(err, "--lesson cannot be used with --scene or --state (each step names its own)");
  std::optional<Lesson> lesson;
  try {
    lesson = read_lesson(o.lesson_file);
  } catch (const StateError& e) { return usage_error(err, e.what()); }
  const int count = static_cast<int>(lesson->steps.size());
  if (o.step < 1 || o.step > count)
    return usage_error(err, "--step: there is no step " + std::to_string(o.step) + "; the lesson has " +
                                std::to_string(count) + " steps (1 to " + std::to_string(count) + ")");
  Shell shell(0);
  shell.open_lesson(std::move(*lesson), o.step - 1, lesson_source_of(o.lesson_file));
  if (!shell.notice().empty()) err << "collision-lab: " << shell.notice() << '\n';  // text it draws wrong
  return show(shell, o, size, o.headless() ? Settings{} : load_settings(config_dir() / "settings.json"), out, err);
}

int run_scene(Options& o, std::ostream& out, std::ostream& err) {
  const auto scenes = scene_list();
  if (scenes.empty()) return usage_error(err, "no scenes are registered");
  std::optional<Size> size;
  if (!o.size_text.empty()) {
    std::string error;
    size = parse_size(o.size_text, error);
    if (!size) return usage_error(err, "--size: " + error);
  }
  if (auto problem = place_file_argument(o)) return usage_error(err, *problem);
  if (!o.link.empty() && !looks_like_state_link(o.link))
    return usage_error(err, "\"" + json_checked::excerpt(o.link) + "\" is not a link (collision-lab://state/CODE)");
  if (!o.link.empty() && (!o.state_file.empty() || !o.lesson_file.empty()))
    return usage_error(err, "a link cannot be used with --state or --lesson (the link gives the state)");
  if (!o.lesson_file.empty()) return run_lesson(o, size, out, err);
  if (o.step_option->count() > 0) return usage_error(err, "--step needs --lesson FILE.json");
  std::optional<nlohmann::json> state_json;
  bool scene_from_file = false;
  const std::string source = o.link.empty() ? o.state_file : "link";  // names the state in messages
  if (!source.empty()) {
    try {
      state_json = read_state(o, o.scene_id, scene_from_file);
    } catch (const StateError& e) { return usage_error(err, e.what()); }
  }
  Settings settings = o.headless() ? Settings{} : load_settings(config_dir() / "settings.json");
  // A damaged or missing settings.json does not lose the scene last-state.json keeps.
  if (!o.headless() && settings.last_scene.empty())
    settings.last_scene = last_state_scene(last_state_path(config_dir())).value_or("");
  int index = 0;
  if (!o.scene_id.empty()) {
    index = index_of(scenes, o.scene_id);
    if (index < 0)
      return usage_error(err, (scene_from_file ? source + ": scene: " : std::string()) + "unknown scene \"" +
                                  json_checked::excerpt(o.scene_id) + "\"; valid ids: " + valid_ids(scenes));
  } else if (!settings.last_scene.empty()) {
    index = std::max(0, index_of(scenes, settings.last_scene));
  }

  Shell shell(index);
  if (o.scene_id.empty() && !state_json && !settings.last_scene.empty()) shell.restore_last_state(err);
  // The lesson the last run closed on opens again at its step (the window only).
  if (!o.headless() && o.scene_id.empty() && !state_json && !settings.lesson.empty())
    shell.reopen_lesson(settings.lesson, settings.lesson_step, err);
  if (state_json) {
    try {
      shell.set_state(apply_state_json(*state_json, shell.scene().presets().front().state, source));
      // The window shows "no verdict" and why; a screenshot or report of it would be a silent failure.
      if (o.headless() || o.predict)
        if (auto problem = unjudged_state(shell, *state_json, source)) return usage_error(err, *problem);
    } catch (const StateError& e) { return usage_error(err, e.what()); }
  }

  return show(shell, o, size, settings, out, err);
}

// [SECTION] run: the words parsed and the mode run; run_cli
int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{
      "Collision Lab: an interactive textbook of 2D collision detection.\n"
      "With no options, opens the window on the scene used last (or the first)."};
  app.name("collision-lab");
  app.set_version_flag("--version", std::string("collision-lab ") + LAB_VERSION);
  Options o;
  o.valued.push_back(app.add_option("--scene", o.scene_id, "Open the scene with this id (see --list-scenes)"));
  o.list_flag = (app.add_flag("--list-scenes", o.list, "Print id<TAB>chapter<TAB>title of every scene, in book order"));
  o.valued.push_back(
      app.add_option("--screenshot", o.screenshot,
                     "Render one frame to this PNG (or the figure to this .svg) without a display, then exit"));
  o.valued.push_back(
      app.add_option("--size", o.size_text, "Screenshot or window size WIDTHxHEIGHT (default 1280x800)"));
  o.valued.push_back(
      app.add_option("--state", o.state_file, "Load the scene's shapes and options from this JSON file"));
  o.valued.push_back(app.add_option("--lesson", o.lesson_file,
                                    "Open a lesson: a lesson JSON file, or a bundled lesson's id (see the README)"));
  o.valued.push_back(app.add_option("file-or-link", o.link,
                                    "A state or lesson file (a path or a file:// URI) or a collision-lab://state/CODE "
                                    "link (the panel's Copy link): open it"));
  o.valued.push_back(app.add_option("--handout", o.handout,
                                    "Write a lesson (a file or a bundled id) as a printable PDF handout, with --out"));
  o.valued.push_back(app.add_option("--out", o.out, "With --handout: the PDF file to write"));
  o.step_option = app.add_option("--step,--lesson-step", o.step, "With --lesson: start at this step (1-based)");
  o.valued.push_back(o.step_option);
  o.teaching.push_back(app.add_flag("--present", o.present,
                                    "Presenter mode: the figure fills the window, its text large (F5 in the window)"));
  o.teaching.push_back(app.add_flag("--predict", o.predict,
                                    "Predict mode: only the shapes until the class has guessed (P in the window)"));
  o.report_flag = app.add_flag(
      "--report", o.report, "Print the scene's state, caption and core tests as one JSON line (no window), then exit");

  CLI::App* query = app.add_subcommand(
      "query", "Run the core's tests on JSON lines from stdin, one JSON answer per line (see the README)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version print and succeed; a real error is one line, not CLI11's two.
    if (e.get_exit_code() == 0) return app.exit(e, out, err);
    return usage_error(err, std::string(e.what()) + " (see --help)");
  }

  if (*query) {
    if (auto problem = options_with_query(o)) return usage_error(err, *problem);
    keep_freed_memory();
    return run_query(std::cin, out);
  }
  if (auto problem = empty_value(o)) return usage_error(err, *problem);
  if (o.list) {
    for (const auto& s : scene_list()) out << s.id << '\t' << s.chapter << '\t' << s.title << '\n';
    return 0;
  }
  if (!o.handout.empty()) return run_handout(o, err);
  if (!o.out.empty()) return usage_error(err, "--out needs --handout LESSON");
  return run_scene(o, out, err);
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  return checked_output(out, err, run(argc, argv, out, err));
}

}  // namespace lab
