// A web page has no desktop file chooser (no portal, no zenity or kdialog to run, no threads): in
// place of files/file_chooser.cpp and portal_chooser.cpp, every chooser answers that it cannot be
// used. The page never asks one: its Save and Open go to the browser (web_files.hpp).
#include "files/file_chooser.hpp"

namespace lab {

std::vector<std::string> chooser_order() { return {}; }

ChooserAnswer ask_chooser(const std::string& name, const ChooserRequest&, const std::atomic<bool>&) {
  ChooserAnswer answer;
  answer.by = name;
  answer.problem = "a web page has no desktop file chooser";
  return answer;
}

ChooserAnswer ask_portal(const ChooserRequest& request, const std::atomic<bool>& cancel) {
  return ask_chooser("portal", request, cancel);
}

bool FileChooser::start(ChooserRequest, std::vector<std::string>) { return false; }

std::optional<std::pair<ChooserRequest, ChooserAnswer>> FileChooser::take() { return std::nullopt; }

void FileChooser::close() {}

}  // namespace lab
