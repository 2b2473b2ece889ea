#include "window/web_files.hpp"

#include <emscripten.h>
#include <sys/stat.h>
#include <unistd.h>

#include <system_error>

#include "files/pictures_dir.hpp"
#include "files/settings.hpp"
#include "formats/user_file.hpp"
#include "shell/shell_files.hpp"

namespace lab {

namespace fs = std::filesystem;

namespace {

// The file picker: one hidden <input type=file>, made on first use. Its click must come while the
// page may open a chooser (a key or a click a moment ago: the browser's user activation), which a
// frame answering Ctrl+O or the Open button is. The chosen file is copied into the working folder
// and handed to lab_open_chosen (web_page.cpp); one too big to read is not copied.
// The body is JavaScript, which clang-format mangles ("===" became "== =").
// clang-format off
EM_JS(void, page_choose_file, (double limit), {
  var input = document.getElementById("lab-open-file");
  if (!input) {
    input = document.createElement("input");
    input.type = "file";
    input.id = "lab-open-file";
    input.accept = ".json,application/json";
    input.style.display = "none";
    input.addEventListener("change", function () {
      var file = input.files[0];
      input.value = "";  // the same file chosen again is a change too
      if (!file) return;
      var opened = function () {
        Module.ccall("lab_open_chosen", null, ["string", "number"], [file.name, file.size]);
      };
      if (file.size > limit) return opened();
      file.arrayBuffer().then(function (bytes) {
        FS.writeFile(file.name, new Uint8Array(bytes));
        opened();
      }, function (e) {
        console.error("collision-lab: " + file.name + " could not be read: " + e);
      });
    });
    document.body.appendChild(input);
  }
  input.click();
});
// clang-format on

// The body is JavaScript, which clang-format mangles ("===" became "== =").
// clang-format off
EM_JS(int, page_download, (const char* path, const char* type), {
  try {
    var file = UTF8ToString(path);
    var url = URL.createObjectURL(new Blob([FS.readFile(file)], {type: UTF8ToString(type)}));
    var link = document.createElement("a");
    link.href = url;
    link.download = file.substring(file.lastIndexOf("/") + 1);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
    return 1;
  } catch (e) {
    console.error("collision-lab: " + UTF8ToString(path) + " could not be downloaded: " + e);
    return 0;
  }
});
// clang-format on

// Save… in a page: the state file the desktop would offer to save, written by the same code into
// the page's files folder, then downloaded (the browser's Downloads folder, or its own question
// where to save). It stays in the folder, so the Recent list can open it again.
void save_and_download(Shell& shell) {
  const std::string name = fs::path(default_state_path(shell.scene().info().id)).filename().string();
  if (shell.save_state(name) && !download_file(name, "application/json"))
    shell.set_notice("Saved in the page, but the browser took no download of " + name + ".");
}

}  // namespace

bool download_file(const fs::path& file, const char* type) { return page_download(file.c_str(), type) != 0; }

void use_browser_files(Shell& shell) {
  // The files the atomic writer makes get 0666 less the mask; emscripten starts with a mask of
  // 0777, which would leave them unreadable.
  ::umask(022);
  const fs::path folder = fs::path(default_state_path("x")).parent_path();
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec || ::chdir(folder.c_str()) != 0)
    shell.set_notice("The page cannot keep files in its memory (" + folder.string() + "): Save and Open will fail.");
  shell.browser_files = [&shell](bool save) {
    if (save) return save_and_download(shell);
    page_choose_file(static_cast<double>(max_user_file_bytes));
  };
}

bool open_chosen_file(Shell& shell, const std::string& name, double size) {
  if (size > static_cast<double>(max_user_file_bytes)) {
    shell.set_notice(name + ": the file holds " + std::to_string(static_cast<long long>(size / (1 << 20)) + 1) +
                     " MB; a file opened here may hold at most 64 MB. Nothing was opened.");
    return false;
  }
  return shell.open_file(name);
}

void Downloads::known_lessons() {
  std::error_code ec;
  const fs::path dir = lessons_dir();
  if (dir.empty() || !fs::is_directory(dir, ec)) return;
  for (const auto& f : fs::directory_iterator(dir, ec))
    if (f.path().extension() == ".json") lessons_[f.path()] = fs::last_write_time(f.path(), ec);
}

std::vector<fs::path> Downloads::hand_over(Shell& shell) {
  std::error_code ec;
  int pictures = 0;
  const fs::path shots = pictures_dir();
  if (fs::is_directory(shots, ec))
    for (const auto& f : fs::directory_iterator(shots, ec)) {
      const auto ext = f.path().extension();
      if (ext != ".png" && ext != ".svg") continue;
      pictures += download_file(f.path(), ext == ".svg" ? "image/svg+xml" : "image/png");
      fs::remove(f.path(), ec);
    }
  if (pictures > 0)
    shell.picture_saved(pictures == 2 ? "Downloaded the picture (PNG and SVG)" : "Downloaded the picture", true);
  std::vector<fs::path> lessons;
  const fs::path dir = lessons_dir();
  if (dir.empty() || !fs::is_directory(dir, ec)) return lessons;
  for (const auto& f : fs::directory_iterator(dir, ec)) {
    if (f.path().extension() != ".json") continue;
    const auto time = fs::last_write_time(f.path(), ec);
    const auto known = lessons_.find(f.path());
    if (known != lessons_.end() && known->second == time) continue;
    lessons_[f.path()] = time;
    if (download_file(f.path(), "application/json")) lessons.push_back(f.path());
  }
  return lessons;
}

}  // namespace lab
