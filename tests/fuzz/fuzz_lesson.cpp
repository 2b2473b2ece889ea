// libFuzzer target: lesson files on arbitrary bytes. A bad lesson is refused with one StateError
// line that names the file ("l.json: steps[2].scene: unknown scene"); a good one has at least one
// step, and each step's scene exists.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "lesson.hpp"
#include "registry.hpp"
#include "state_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
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
