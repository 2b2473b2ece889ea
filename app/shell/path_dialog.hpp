// A small dialog asking for a file's path: there is no native file dialog, so a text field
// pre-filled with a sensible place, Enter or the button to go on, Esc or Cancel to drop it.
// What the path is for is the caller's business; the dialog only returns it.
#pragma once
#include <optional>
#include <string>

namespace lab {

class PathDialog {
 public:
  enum class Purpose { SaveState, Open };

  /// Show the dialog with `path` in the field.
  void show(Purpose purpose, const std::string& path);
  void hide() { visible_ = false; }
  bool visible() const { return visible_; }
  Purpose purpose() const { return purpose_; }
  /// Shown under the field until the next try (why the last path did not work).
  std::string problem;

  /// Build the dialog for this frame; the typed path (leading ~ expanded) once the user
  /// confirms. The dialog stays open: the caller hides it when the path worked.
  std::optional<std::string> frame(float scale);
  /// The field's text as it stands.
  std::string text() const { return text_; }

 private:
  Purpose purpose_ = Purpose::Open;
  bool visible_ = false, focus_ = false;
  /// Set by show(): the field's first frame selects the file's name (its folder and ".json" stay),
  /// so a name typed replaces the name only; ImGui alone would select the whole path.
  bool select_name_ = false;
  static int place_selection(struct ImGuiInputTextCallbackData* data);
  char text_[4096] = {};
};

}  // namespace lab
