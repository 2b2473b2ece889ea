// The files opened or saved last (state files and lessons), newest first, for the sidebar's
// Recent list; kept in recent.json in the settings folder ({"files": [...], "titles": {file:
// title}}: a lesson is listed by its title, so two lessons both called lesson.json are told
// apart). A damaged list is an empty one; a list without titles names its files.
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace lab {

class RecentFiles {
 public:
  static constexpr std::size_t max_files = 8;

  /// The list kept in `file` (empty path: nothing is kept).
  explicit RecentFiles(std::filesystem::path file = {});

  /// `path` to the top of the list (once), saved at once, with the lesson's `title` (none for a
  /// state file). False if the list could not be written.
  bool add(const std::filesystem::path& path, const std::string& title = {});
  /// The title of the lesson `path` holds, as it was when opened; empty for a state file.
  std::string title(const std::filesystem::path& path) const;
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
  std::map<std::filesystem::path, std::string> titles_;  ///< of the files that are lessons
  std::string problem_;
};

}  // namespace lab
