// The Save/Open path dialog's field starts afresh each time it is shown, its file name selected:
// a name typed replaces the name in the folder offered, never lands inside the last dialog's text
// at its old cursor (issue 27: Ctrl+S,
// a name typed, and the file saved as "zz026-12-05-205704.json" in the start folder).
#include <doctest/doctest.h>

#include <string>

#include "headless_imgui.hpp"
#include "shell/path_dialog.hpp"

namespace test_path_dialog {

// One frame of the dialog, with `typed` characters given to ImGui first.
void frame_typing(lab::PathDialog& dialog, const std::string& typed = "") {
  for (char c : typed) ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(c));
  ImGui::NewFrame();
  dialog.frame(1);
  ImGui::Render();
}

TEST_CASE("path dialog: each showing offers its own path with the name selected, and typing replaces the name") {
  HeadlessImGui imgui;
  lab::PathDialog dialog;
  dialog.show(lab::PathDialog::Purpose::SaveState, "/home/u/Documents/first.json");
  for (int i = 0; i < 3; ++i) frame_typing(dialog);
  // The file's name is selected: a name typed replaces it, in the folder offered, as a .json.
  frame_typing(dialog, "x");
  CHECK(dialog.text() == "/home/u/Documents/x.json");
  // Cancelled, the cursor and the text of the first showing are left behind in ImGui.
  dialog.hide();
  for (int i = 0; i < 3; ++i) frame_typing(dialog);
  dialog.show(lab::PathDialog::Purpose::SaveState, "/home/u/Documents/second.json");
  for (int i = 0; i < 3; ++i) frame_typing(dialog);
  frame_typing(dialog, "y");
  CHECK(dialog.text() == "/home/u/Documents/y.json");
  frame_typing(dialog, "z");
  CHECK(dialog.text() == "/home/u/Documents/yz.json");
}

}  // namespace test_path_dialog
