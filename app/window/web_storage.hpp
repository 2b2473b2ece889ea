// What a web page keeps between visits, in the browser's localStorage: the files the desktop
// keeps in its settings folder (settings.json, ImGui's layout) and the teacher's own lessons. The
// page works on them as the desktop does, in its memory's copy of those folders (the same readers
// and writers); this copies them in when the page opens and out when they change. A browser
// that keeps nothing (private mode, storage full) leaves the page working, forgetting them.
#pragma once
#include <filesystem>
#include <string>

#include "files/settings.hpp"
#include "shell/shell.hpp"

namespace lab {

/// The kept files copied into the settings and lessons folders, then the settings read from
/// them by the desktop's reader; what it could not use is said on stderr (the console).
Settings restore_page_files();

/// `file` (in the settings or lessons folder) copied to the browser's storage.
void store_page_file(const std::filesystem::path& file);

/// The settings the desktop saves at exit (the text size, the scene, the lesson and its step),
/// written and stored when they changed since the last call; and ImGui's layout when it asks.
class KeptSettings {
 public:
  explicit KeptSettings(const Settings& start) : last_(start) {}
  void keep(Settings settings, const Shell& shell);

 private:
  Settings last_;
};

}  // namespace lab
