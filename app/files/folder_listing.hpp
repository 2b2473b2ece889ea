// What the in-app Save/Open dialog needs of the file system: a folder's folders and .json files,
// Tab completion of a name among them, a typed path resolved the one way (a "~" only at the start
// is home; a relative name is in the folder the dialog shows, never where the app was started),
// and why a save would fail before anything is written (no folder is ever made by a typo).
#pragma once
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace lab {

struct FolderEntry {
  std::string name;
  bool folder = false;
};

/// The folders and .json files in `dir`: folders first, each group in name order; names starting
/// with '.' only when `hidden`. At most `limit` entries (a huge folder must not slow a frame); an
/// unreadable or missing folder lists nothing.
std::vector<FolderEntry> list_folder(const std::filesystem::path& dir, bool hidden, std::size_t limit = 2000);

/// Tab: the longest name every entry starting with `typed` shares ("sat" → "sat-breaks-"), with a
/// '/' when that is exactly one folder; `typed` itself when nothing matches.
std::string complete_name(const std::vector<FolderEntry>& entries, std::string_view typed);

/// The path `typed` names: "~" or "~/…" at the start is $HOME (a "~" anywhere else is a name);
/// an absolute path as it is; anything else under `base`.
std::filesystem::path resolve_typed(const std::string& typed, const std::filesystem::path& base);

/// How much of `name`'s end says what kind of file it is: ".collision-state.json" and
/// ".collision-lesson.json" (the extensions the desktop knows the app's files by), ".json", or 0.
std::size_t kind_extension_size(std::string_view name);

/// A state file's name as saved: ".collision-state.json" added when it does not end in ".json"
/// ("st2" → "st2.collision-state.json", the extension the desktop opens in the app; "st2.json" stays).
std::filesystem::path with_state_extension(std::filesystem::path file);

/// The file an Open of `file` means: `file` when it is there, else the first of its name with
/// ".json", ".collision-state.json" or ".collision-lesson.json" added that is; else `file`.
std::filesystem::path existing_with_extension(const std::filesystem::path& file);

/// Why `file` cannot be saved, in words ("the folder /tmp/nope does not exist"); empty when it
/// can. Only `own_folder` (the app's "Collision Lab" folder in the documents, which Ctrl+S offers)
/// is made when missing; any other folder must be there already.
std::string save_folder_problem(const std::filesystem::path& file, const std::filesystem::path& own_folder);

}  // namespace lab
