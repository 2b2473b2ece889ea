// The page has no desktop portal (and never asks a chooser: only the desktop window turns them
// on), so the portal's part of files/file_chooser answers that it cannot be used.
#include "files/file_chooser.hpp"

namespace lab {

ChooserAnswer ask_portal(const ChooserRequest&, const std::atomic<bool>&) {
  ChooserAnswer answer;
  answer.problem = "a web page has no desktop portal";
  return answer;
}

}  // namespace lab
