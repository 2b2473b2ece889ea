#include "files/folder_listing.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <system_error>

#include "files/user_dirs.hpp"

namespace lab {

namespace fs = std::filesystem;

std::vector<FolderEntry> list_folder(const fs::path& dir, bool hidden, std::size_t limit) {
  std::vector<FolderEntry> entries;
  std::error_code ec;
  // increment(ec), not ++: a folder that fails half-way (gone, unreadable) ends the list, not the app.
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator() && entries.size() < limit;
       it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (!hidden && name.starts_with('.')) continue;
    std::error_code kind;
    if (it->is_directory(kind))  // follows links: a link to a folder is entered as one
      entries.push_back({std::move(name), true});
    else if (it->path().extension() == ".json" && !it->is_directory(kind))
      entries.push_back({std::move(name), false});
  }
  std::sort(entries.begin(), entries.end(), [](const FolderEntry& a, const FolderEntry& b) {
    return a.folder != b.folder ? a.folder : a.name < b.name;
  });
  return entries;
}

std::string complete_name(const std::vector<FolderEntry>& entries, std::string_view typed) {
  std::string common;
  const FolderEntry* only = nullptr;
  int matches = 0;
  for (const auto& e : entries) {
    if (!e.name.starts_with(typed)) continue;
    if (matches++ == 0) {
      common = e.name;
      only = &e;
      continue;
    }
    const auto end = std::mismatch(common.begin(), common.end(), e.name.begin(), e.name.end()).first;
    common.erase(end, common.end());
  }
  if (matches == 0) return std::string(typed);
  return matches == 1 && only->folder ? common + "/" : common;
}

fs::path resolve_typed(const std::string& typed, const fs::path& base) {
  if (typed == "~" || typed.starts_with("~/")) return expand_home(typed);
  const fs::path path(typed);
  return path.is_absolute() ? path : base / path;
}

std::size_t kind_extension_size(std::string_view name) {
  for (std::string_view end : {".collision-state.json", ".collision-lesson.json", ".json"})
    if (name.size() > end.size() && name.ends_with(end)) return end.size();
  return 0;
}

fs::path with_state_extension(fs::path file) {
  if (file.extension() != ".json") file += ".collision-state.json";
  return file;
}

fs::path existing_with_extension(const fs::path& file) {
  std::error_code ec;
  if (fs::exists(file, ec)) return file;
  for (const char* end : {".json", ".collision-state.json", ".collision-lesson.json"}) {
    fs::path named = file;
    named += end;
    if (fs::exists(named, ec)) return named;
  }
  return file;
}

std::string save_folder_problem(const fs::path& file, const fs::path& own_folder) {
  const fs::path folder = file.parent_path();
  if (folder.empty()) return {};
  std::error_code ec;
  if (!fs::exists(folder, ec) && folder == own_folder)
    fs::create_directories(folder, ec);  // the folder Ctrl+S offers is no typo: made on first use
  if (!fs::exists(folder, ec)) return "the folder " + folder.string() + " does not exist; nothing was saved";
  if (!fs::is_directory(folder, ec)) return folder.string() + " is not a folder; nothing was saved";
  if (::access(folder.c_str(), W_OK | X_OK) != 0)
    return "the folder " + folder.string() + " can't be written to (" + std::strerror(errno) + "); nothing was saved";
  if (fs::is_directory(file, ec)) return file.string() + " is a folder; nothing was saved";
  return {};
}

}  // namespace lab
