// The in-app Save/Open dialog (used when the desktop has no file chooser): each showing starts
// afresh with its file name selected, so a name typed replaces the name in the folder offered and
// never lands inside the last dialog's text at its old cursor (issue 27: Ctrl+S, a name typed, and
// the file saved as "zz026-12-05-205704.json" in the start folder). It lists the folder's folders
// and .json files, Tab completes a name, Up/Down and Enter pick, a bare name saved gets
// ".collision-state.json", a relative name or a "~" past the start stays in the folder shown, and
// its buttons say what they do when the mouse is over them.
#include <doctest/doctest.h>

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "history_support.hpp"
#include "shell/path_dialog.hpp"

namespace test_path_dialog {

using history_test::EnvVar;
using history_test::ScratchDir;
namespace fs = std::filesystem;

enum Key { Tab = 1, Enter, Up, Down, Backspace };

// A headless ImGui whose keys the test presses, and the dialog it shows.
struct DialogKeys {
  HeadlessImGui imgui;
  lab::PathDialog dialog;
  DialogKeys() {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyMap[ImGuiKey_Tab] = Tab;
    io.KeyMap[ImGuiKey_Enter] = Enter;
    io.KeyMap[ImGuiKey_UpArrow] = Up;
    io.KeyMap[ImGuiKey_DownArrow] = Down;
    io.KeyMap[ImGuiKey_Backspace] = Backspace;
  }
  /// One frame, with `typed` characters given first; what the dialog returned in it.
  std::optional<std::string> frame(const std::string& typed = "") {
    for (char c : typed) ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(c));
    ImGui::NewFrame();
    auto chosen = dialog.frame(1);
    ImGui::Render();
    return chosen;
  }
  /// A key pressed in one frame and let go in the next; what the dialog returned when pressed.
  std::optional<std::string> press(Key key) {
    ImGui::GetIO().KeysDown[key] = true;
    auto chosen = frame();
    ImGui::GetIO().KeysDown[key] = false;
    frame();
    return chosen;
  }
  void show(lab::PathDialog::Purpose purpose, const std::string& path) {
    dialog.show(purpose, path);
    for (int i = 0; i < 3; ++i) frame();  // the field takes the keys
  }
  std::vector<std::string> listed() const {
    std::vector<std::string> names;
    for (const auto& e : dialog.listing()) names.push_back(e.folder ? e.name + "/" : e.name);
    return names;
  }
};

// alpha/ beta/ sat-one.json sat-two.json notes.txt .hidden.json in a scratch folder.
struct Folder {
  ScratchDir dir{"dialog-listing"};
  Folder() {
    fs::create_directories(dir.path / "alpha" / "inner");
    fs::create_directories(dir.path / "beta");
    for (const char* name : {"sat-one.json", "sat-two.json", "notes.txt", ".hidden.json", "alpha/a.json"})
      std::ofstream(dir.path / name) << "{}";
  }
  std::string at(const std::string& name = "") const { return (dir.path / name).string(); }
};

TEST_CASE("path dialog: each showing offers its own path with the name selected, and typing replaces the name") {
  DialogKeys keys;
  keys.show(lab::PathDialog::Purpose::SaveState, "/home/u/Documents/first.json");
  // The file's name is selected: a name typed replaces it, in the folder offered, as a .json.
  keys.frame("x");
  CHECK(keys.dialog.text() == "/home/u/Documents/x.json");
  // Cancelled, the cursor and the text of the first showing are left behind in ImGui.
  keys.dialog.hide();
  for (int i = 0; i < 3; ++i) keys.frame();
  keys.show(lab::PathDialog::Purpose::SaveState, "/home/u/Documents/second.json");
  keys.frame("y");
  CHECK(keys.dialog.text() == "/home/u/Documents/y.json");
  keys.frame("z");
  CHECK(keys.dialog.text() == "/home/u/Documents/yz.json");
  // Typed at once, on the frames before the field takes the keys: nothing is lost.
  keys.dialog.show(lab::PathDialog::Purpose::SaveState, "/home/u/Documents/third.json");
  keys.frame("a");
  keys.frame("b");
  keys.frame("c");
  CHECK(keys.dialog.text() == "/home/u/Documents/abc.json");
  // …and Enter pressed as soon as the name is typed confirms it.
  keys.dialog.show(lab::PathDialog::Purpose::SaveState, "/home/u/Documents/fourth.json");
  keys.frame("q");
  CHECK(keys.press(Enter) == "/home/u/Documents/q.json");
  // Shown again while its field still has the keys (no frame between): the new path, afresh.
  // Ctrl+S's own name: the kind of file the desktop knows it by stays too.
  keys.show(lab::PathDialog::Purpose::SaveState,
            "/home/u/Documents/polygon-point-2026-12-05-205704.collision-state.json");
  keys.frame("sat");
  CHECK(keys.dialog.text() == "/home/u/Documents/sat.collision-state.json");
}

TEST_CASE("path dialog: the folder's folders and .json files are listed, and Tab completes a name among them") {
  Folder folder;
  DialogKeys keys;
  keys.show(lab::PathDialog::Purpose::Open, folder.at());
  // ".." first, folders, then the .json files; no text file, no hidden file.
  CHECK(keys.listed() == std::vector<std::string>{"../", "alpha/", "beta/", "sat-one.json", "sat-two.json"});
  keys.frame("s");
  keys.press(Tab);
  CHECK(keys.dialog.text() == folder.at("sat-"));  // what both names share
  keys.frame("o");
  keys.press(Tab);
  CHECK(keys.dialog.text() == folder.at("sat-one.json"));
  const auto opened = keys.press(Enter);
  CHECK(opened == folder.at("sat-one.json"));
}

TEST_CASE("path dialog: Tab on one folder's name adds the '/', and the listing follows into it") {
  Folder folder;
  DialogKeys keys;
  keys.show(lab::PathDialog::Purpose::Open, folder.at());
  keys.frame("al");
  keys.press(Tab);
  CHECK(keys.dialog.text() == folder.at("alpha/"));
  keys.frame();
  CHECK(keys.listed() == std::vector<std::string>{"../", "inner/", "a.json"});
  // Enter on a folder enters it rather than answering; Down and Enter pick the entry walked to.
  keys.frame("inner");
  CHECK_FALSE(keys.press(Enter));
  CHECK(keys.dialog.text() == folder.at("alpha/inner/"));
  CHECK(keys.listed() == std::vector<std::string>{"../"});
  keys.press(Down);  // ".."
  CHECK_FALSE(keys.press(Enter));
  CHECK(keys.dialog.text() == folder.at("alpha/"));
  keys.press(Down);  // ".."
  keys.press(Down);  // inner/
  keys.press(Down);  // a.json
  CHECK(keys.press(Enter) == folder.at("alpha/a.json"));
}

TEST_CASE(
    "path dialog: a saved name without .json gets .collision-state.json; a relative name or a '~' past the start stays "
    "in the folder shown") {
  Folder folder;
  EnvVar home("HOME", folder.at("beta"));
  DialogKeys keys;
  keys.show(lab::PathDialog::Purpose::SaveState, folder.at("scene-2026.json"));
  keys.frame("st2");
  CHECK(keys.dialog.text() == folder.at("st2.json"));  // the name replaced, its ".json" kept
  CHECK(keys.press(Enter) == folder.at("st2.json"));

  // Wiped and typed anew: a bare name is in the folder offered, never the app's start folder.
  keys.show(lab::PathDialog::Purpose::SaveState, folder.at("scene-2026.json"));
  ImGui::GetIO().KeyCtrl = true;
  ImGui::GetIO().KeyMap[ImGuiKey_A] = 10;
  ImGui::GetIO().KeysDown[10] = true;
  keys.frame();
  ImGui::GetIO().KeysDown[10] = false;
  ImGui::GetIO().KeyCtrl = false;
  keys.frame("plain");
  CHECK(keys.dialog.text() == "plain");
  // A bare name gets the extension the desktop knows a state file by (a double-click opens it).
  CHECK(keys.press(Enter) == folder.at("plain.collision-state.json"));
  keys.frame("/~/x");
  CHECK(keys.dialog.text() == "plain/~/x");
  CHECK(keys.press(Enter) == folder.at("plain/~/x.collision-state.json"));  // a name "~", not the home folder
  keys.show(lab::PathDialog::Purpose::SaveState, "~/y.json");
  CHECK(keys.press(Enter) == folder.at("beta/y.json"));  // "~/" at the start is home
}

TEST_CASE(
    "path dialog: Open finds a name typed without its extension, and lists nothing for a folder that is not there") {
  Folder folder;
  DialogKeys keys;
  keys.show(lab::PathDialog::Purpose::Open, folder.at("sat-two"));
  CHECK(keys.press(Enter) == folder.at("sat-two.json"));
  // …or the state or lesson file that has the name.
  std::ofstream(folder.at("kept.collision-state.json")) << "{}";
  std::ofstream(folder.at("taught.collision-lesson.json")) << "{}";
  keys.show(lab::PathDialog::Purpose::Open, folder.at("kept"));
  CHECK(keys.press(Enter) == folder.at("kept.collision-state.json"));
  keys.show(lab::PathDialog::Purpose::Open, folder.at("taught"));
  CHECK(keys.press(Enter) == folder.at("taught.collision-lesson.json"));
  keys.show(lab::PathDialog::Purpose::Open, folder.at("nowhere/"));
  CHECK(keys.listed() == std::vector<std::string>{"../"});
  CHECK_FALSE(keys.press(Enter));
  CHECK(keys.dialog.problem == "There is no folder " + folder.at("nowhere/"));
}

TEST_CASE("path dialog: its buttons say what they do under the mouse, while the field has the keys") {
  Folder folder;
  for (const auto purpose : {lab::PathDialog::Purpose::SaveState, lab::PathDialog::Purpose::Open}) {
    const bool saving = purpose == lab::PathDialog::Purpose::SaveState;
    CAPTURE(saving);
    DialogKeys keys;
    keys.show(purpose, folder.at(saving ? "s.collision-state.json" : ""));
    const auto tips = tooltips_over("###path", [&] { keys.dialog.frame(1); });
    const std::string enter = saving ? "Save the state to the file named above; a folder named is entered instead"
                                     : "Open the file named above; a folder named is entered instead";
    const std::string cancel = saving ? "Close this dialog; nothing is saved" : "Close this dialog; nothing is opened";
    CHECK(tips.count(without_spaces(enter)) == 1);
    CHECK(tips.count(without_spaces(cancel)) == 1);
    CHECK(keys.dialog.visible());  // hovering is not choosing
  }
}

}  // namespace test_path_dialog
