// The files opened or saved last (state files and lessons), newest first, for the sidebar's
// Recent list; kept in recent.json in the settings folder. A damaged list is an empty one.
#pragma once
#include <filesystem>
#include <vector>

namespace lab {

class RecentFiles {
 public:
  static constexpr std::size_t max_files = 8;

  /// The list kept in `file` (empty path: nothing is kept).
  explicit RecentFiles(std::filesystem::path file = {});

  /// `path` to the top of the list (once), saved at once. False if the list could not be written.
  bool add(const std::filesystem::path& path);
  /// Forget `path` (a file that has gone), saved at once.
  void remove(const std::filesystem::path& path);
  const std::vector<std::filesystem::path>& files() const { return files_; }

 private:
  bool save() const;

  std::filesystem::path file_;
  std::vector<std::filesystem::path> files_;
};

}  // namespace lab
