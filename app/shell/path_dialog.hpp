// The in-app Save/Open dialog, for when the desktop has no file chooser of its own (see
// files/file_chooser.hpp): a field pre-filled with a sensible place, the folder it names listed
// under it (folders and .json files: click or Up/Down and Enter to enter a folder or pick a file),
// Tab to complete a name, Enter or the button to go on, Esc or Cancel to drop it.
// What the path is for is the caller's business; the dialog only returns it.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "files/folder_listing.hpp"

struct ImGuiInputTextCallbackData;  // ImGui's, at global scope: named inside lab it would be lab's own

namespace lab {

class PathDialog {
 public:
  enum class Purpose { SaveState, Open };

  /// Show the dialog with `path` in the field; a relative name typed later is in its folder.
  void show(Purpose purpose, const std::string& path);
  void hide() { visible_ = false; }
  bool visible() const { return visible_; }
  Purpose purpose() const { return purpose_; }
  /// Shown under the field until the next try (why the last path did not work).
  std::string problem;

  /// Build the dialog for this frame; the path chosen once the user confirms a file (a save's
  /// name ends in ".json", ".collision-state.json" added to one that does not). The dialog stays
  /// open: the caller hides it when the path worked.
  std::optional<std::string> frame(float scale);
  /// The field's text as it stands.
  std::string text() const { return text_; }
  /// The folder listed under the field, as listed this frame.
  const std::vector<FolderEntry>& listing() const { return listing_; }

 private:
  std::filesystem::path typed_folder(const std::string& text) const;
  void refresh_listing();
  void set_text(const std::string& text);
  std::optional<std::string> confirm(std::string typed);
  std::optional<std::string> pick(const FolderEntry& entry);
  bool list_entries();
  static int on_input(ImGuiInputTextCallbackData* data);

  Purpose purpose_ = Purpose::Open;
  bool visible_ = false, focus_ = false;
  /// Where the field's cursor goes when it next takes the keys: the file's name selected (its
  /// folder and ".json" stay, so a name typed replaces the name only), or the end of the text.
  enum class Cursor { Keep, SelectName, End } cursor_ = Cursor::Keep;
  std::filesystem::path base_;    ///< the folder a relative name is in
  std::filesystem::path listed_;  ///< the folder listing_ is of
  std::vector<FolderEntry> listing_;
  int highlighted_ = -1;      ///< the entry Up/Down moved to; -1: none
  int showing_ = 0;           ///< counts show(): each showing's field is new
  std::string early_keys_;    ///< typed before the field took the keys
  bool early_enter_ = false;  ///< Enter pressed then too
  char text_[4096] = {};
};

}  // namespace lab
