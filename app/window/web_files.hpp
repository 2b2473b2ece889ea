// Files in a web page. A page has no folders of the user's: it keeps files in its own memory
// (emscripten's file system) and hands them to the browser. Save picture, Save (a state) and a
// lesson the editor saves are written there by the desktop's own code and then downloaded; Open
// shows the browser's file picker and copies the chosen file in, to be read by the same checked
// readers as on the desktop (a bad file gets the same message).
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "shell/shell.hpp"

namespace lab {

/// Save… and Open… in `shell` go to the browser from now on. The page's files folder (the
/// desktop's documents folder, in the page's memory) becomes the working folder: a state saved or
/// opened is named there by its file name alone, as its messages then say.
void use_browser_files(Shell& shell);

/// The file `name` chosen in the browser's picker, `size` bytes, now copied into the files folder
/// (unless it is too big to copy), opened as a state or a lesson. False: notice() says why.
bool open_chosen_file(Shell& shell, const std::string& name, double size);

/// What the app saved in the page's memory, handed to the browser as downloads.
class Downloads {
 public:
  /// The lessons in the lessons folder now (restored from the browser's storage) are not new.
  void known_lessons();
  /// The pictures Save picture wrote (then removed: the folder holds only pictures not yet handed
  /// over), and the lessons saved since the last call (kept: the Lessons list shows them, and
  /// returned, for the page to keep in the browser's storage).
  std::vector<std::filesystem::path> hand_over(Shell& shell);

 private:
  std::map<std::filesystem::path, std::filesystem::file_time_type> lessons_;  ///< as last handed over
};

/// `file` in the page's memory, offered to the browser as a download named by its file name.
bool download_file(const std::filesystem::path& file, const char* type);

}  // namespace lab
