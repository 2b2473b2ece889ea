// The files opened or saved last (state files and lessons), newest first, for the sidebar's
// Recent list; kept in recent.json in the settings folder. A damaged list is an empty one.
#pragma once
#include <filesystem>
#include <string>
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
  /// Why the kept list could not be read ("recent.json: this is a folder, not a file; …"), or
  /// empty: the app says it once.
  const std::string& problem() const { return problem_; }

 private:
  bool save() const;

  std::filesystem::path file_;
  std::vector<std::filesystem::path> files_;
  std::string problem_;
};

}  // namespace lab
