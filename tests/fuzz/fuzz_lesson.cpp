// libFuzzer target: lesson files on arbitrary bytes. A bad lesson is refused with one StateError
// line that names the file ("l.json: steps[2].scene: unknown scene"); a good one has at least one
// step, and each step's scene exists. The bytes are read from a file too, through --lesson's own
// reader (file_kinds.hpp): a regular file loads as the bytes do in memory; a FIFO, a device, a
// link loop or a huge file is refused at once with a line naming it.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "file_kinds.hpp"
#include "scenes/lesson.hpp"
#include "scenes/registry.hpp"
#include "formats/state_json.hpp"

namespace {

// The lesson's steps' scenes, or nullopt when it is refused (with a line naming `source`).
std::optional<std::vector<std::string>> scenes_of(const std::function<lab::Lesson()>& load, const std::string& source) {
  try {
    std::vector<std::string> scenes;
    for (const lab::LessonStep& step : load().steps) scenes.push_back(step.scene);
    return scenes;
  } catch (const lab::StateError& e) {
    if (!fuzz_files::one_line_naming(e.what(), source)) std::abort();
  }
  return std::nullopt;
}

void check_file_read(std::string_view text) {
  const auto kind = fuzz_files::kind_of(text);
  if (!kind) return;
  const auto path = fuzz_files::put(text, *kind, "lesson.json");
  const auto from_file = scenes_of([&] { return lab::load_lesson(path); }, path.string());
  if (*kind != fuzz_files::Kind::regular) {
    if (from_file) std::abort();
    return;
  }
  const auto from_memory =
      scenes_of([&] { return lab::parse_lesson(lab::parse_state_text(text, "fuzz.json"), "fuzz.json"); }, "fuzz.json");
  if (from_file != from_memory) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_file_read(text);
  try {
    const lab::Lesson lesson = lab::parse_lesson(lab::parse_state_text(text, "fuzz.json"), "fuzz.json");
    if (lesson.steps.empty()) std::abort();
    for (const lab::LessonStep& step : lesson.steps)
      if (!lab::make_scene(step.scene)) std::abort();
  } catch (const lab::StateError& e) {
    const std::string_view what = e.what();
    if (!what.starts_with("fuzz.json: ") || what.find('\n') != std::string_view::npos || what.size() > 400)
      std::abort();
  }
  return 0;
}
