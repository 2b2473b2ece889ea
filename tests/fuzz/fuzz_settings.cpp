// libFuzzer target: the settings loader (settings.json) on arbitrary bytes. It never throws and
// never crashes; whatever it keeps is inside the ranges the window accepts, and each thing it set
// aside is said in one line that names the file.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "settings.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const lab::Settings s = lab::settings_from_text(text, "settings.json");
  if (!(s.ui_scale >= lab::Settings::min_ui_scale && s.ui_scale <= lab::Settings::max_ui_scale)) std::abort();
  if (s.width < 800 || s.width > 16384 || s.height < 560 || s.height > 16384) std::abort();
  for (const std::string& line : s.ignored)
    if (!line.starts_with("settings.json: ") || line.find('\n') != std::string::npos || line.size() > 400)
      std::abort();
  return 0;
}
