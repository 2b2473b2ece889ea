// The desktop's own file chooser for Save and Open, asked on a thread so the window keeps drawing:
// the XDG desktop portal's FileChooser over D-Bus (GNOME, KDE, Flatpak), else `zenity`, else
// `kdialog`; when none answers, the caller shows its in-app dialog (shell/path_dialog.hpp).
// COLLISION_LAB_FILE_DIALOG=portal|zenity|kdialog|window picks one ("window": the in-app dialog).
#pragma once
#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace lab {

struct ChooserRequest {
  bool save = false;
  std::string title;
  std::filesystem::path folder;  ///< where the chooser starts
  std::string name;              ///< a save's proposed file name
  std::string parent_window;     ///< "x11:1c00007" for the portal to keep the dialog above ours; may be empty
};

struct ChooserAnswer {
  enum class Status { Chosen, Cancelled, Unavailable } status = Status::Unavailable;
  std::filesystem::path file;  ///< when Chosen
  std::string by;              ///< the chooser that answered: "portal", "zenity", "kdialog"
  std::string problem;         ///< when Unavailable: why each chooser tried could not be used
};

/// The choosers to try, in order: COLLISION_LAB_FILE_DIALOG's one, or portal, zenity, kdialog.
/// Empty for "window".
std::vector<std::string> chooser_order();

/// Ask one chooser and wait for its answer; `cancel` set from another thread ends it early.
ChooserAnswer ask_chooser(const std::string& name, const ChooserRequest& request, const std::atomic<bool>& cancel);
/// The portal's FileChooser (portal_chooser.cpp).
ChooserAnswer ask_portal(const ChooserRequest& request, const std::atomic<bool>& cancel);

/// One chooser at a time, on its own thread.
class FileChooser {
 public:
  FileChooser() = default;
  ~FileChooser() { close(); }
  FileChooser(const FileChooser&) = delete;
  FileChooser& operator=(const FileChooser&) = delete;

  /// Called from the chooser's thread when it has answered (the window wakes its loop).
  std::function<void()> wake;
  /// Try `order`'s choosers in turn on a thread; false when one is open already.
  bool start(ChooserRequest request, std::vector<std::string> order);
  bool running() const { return thread_.joinable() && !done_.load(); }
  /// Close a chooser still open (its answer dropped) and join its thread: before the window goes.
  void close();
  /// The answer, once (then the next start() may begin), with the request it answers.
  std::optional<std::pair<ChooserRequest, ChooserAnswer>> take();

 private:
  std::thread thread_;
  std::atomic<bool> done_{false};
  std::atomic<bool> cancel_{false};
  ChooserRequest request_;
  ChooserAnswer answer_;
};

}  // namespace lab
