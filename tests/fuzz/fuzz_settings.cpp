// libFuzzer target: the settings loader (settings.json) on arbitrary bytes. It never throws and
// never crashes; whatever it keeps is inside the ranges the window accepts, and each thing it set
// aside is said in one line that names the file. The bytes are read from settings.json too,
// through the app's own reader (file_kinds.hpp): a regular file gives what its bytes give in
// memory; a FIFO, a device, a link loop, a folder or a huge file means the defaults and one line.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "file_kinds.hpp"
#include "files/recent_files.hpp"
#include "files/settings.hpp"

namespace {

bool same_values(const lab::Settings& a, const lab::Settings& b) {
  return a.last_scene == b.last_scene && a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height &&
         a.maximized == b.maximized && a.ui_scale == b.ui_scale;
}

void check_file_read(std::string_view text, const lab::Settings& from_memory) {
  const auto kind = fuzz_files::kind_of(text);
  if (!kind) return;
  const auto path = fuzz_files::put(text, *kind, "settings.json");
  const lab::Settings from_file = lab::load_settings(path);
  if (*kind == fuzz_files::Kind::regular) {
    // As many lines set aside; their words may differ, since the file is read only up to its
    // first NUL or non-UTF-8 byte and a later problem in the text goes unseen.
    if (!same_values(from_file, from_memory) || from_file.ignored.size() != from_memory.ignored.size()) std::abort();
  } else if (!same_values(from_file, lab::Settings{}) ||
             from_file.ignored.size() != (fuzz_files::missing(*kind) ? 0u : 1u)) {
    std::abort();  // the defaults, and one line (none for no file at all)
  }
  // The same file as the Recent list: whatever it is, at most 8 names, or one line saying why not.
  const lab::RecentFiles recent(path);
  if (recent.files().size() > lab::RecentFiles::max_files) std::abort();
  if (!recent.problem().empty() && !fuzz_files::one_line_naming(recent.problem(), "settings.json")) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const lab::Settings s = lab::settings_from_text(text, "settings.json");
  check_file_read(text, s);
  if (!(s.ui_scale >= lab::Settings::min_ui_scale && s.ui_scale <= lab::Settings::max_ui_scale)) std::abort();
  if (s.width < 800 || s.width > 16384 || s.height < 560 || s.height > 16384) std::abort();
  for (const std::string& line : s.ignored)
    if (!line.starts_with("settings.json: ") || line.find('\n') != std::string::npos || line.size() > 400) std::abort();
  return 0;
}
