#include "window/page_address.hpp"

#include <charconv>
#include <utility>

namespace lab {
namespace {

// A step's number: digits only, 1 to a million (a lesson is far shorter; the shell clamps).
bool read_step(std::string_view text, int& step) {
  if (text.empty() || text.size() > 7) return false;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), step);
  return ec == std::errc() && end == text.data() + text.size() && step >= 1;
}

// Sets one key's value; false with `problem` set when the key is unknown or repeated.
bool set_key(PageAddress& a, std::string_view key, std::string_view value, bool& step_seen) {
  std::string* field = key == "scene" ? &a.scene : key == "state" ? &a.state : key == "lesson" ? &a.lesson : nullptr;
  if (key == "step") {
    if (step_seen) return a.problem = "the address gives step twice", false;
    step_seen = true;
    if (!read_step(value, a.step))
      return a.problem =
                 "the address's step \"" + std::string(value.substr(0, 20)) + "\" is not a step number (1, 2, …)",
             false;
    return true;
  }
  if (!field)
    return a.problem = "the address's \"" + std::string(key.substr(0, 40)) +
                       "\" means nothing here; it may hold scene=ID, state=CODE or lesson=ID&step=N",
           false;
  if (!field->empty()) return a.problem = "the address gives " + std::string(key) + " twice", false;
  if (value.empty()) return a.problem = "the address's " + std::string(key) + " is empty", false;
  *field = value;
  return true;
}

// An address that asks for nothing, with why. (Not `{.problem = …}`: GCC 12's -Wextra counts the
// members a designated initializer leaves to their defaults as missing.)
PageAddress refused(std::string problem) {
  PageAddress a;
  a.problem = std::move(problem);
  return a;
}

}  // namespace

PageAddress read_page_address(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  PageAddress a;
  bool step_seen = false;
  while (!hash.empty()) {
    const auto amp = hash.find('&');
    const std::string_view part = hash.substr(0, amp);
    hash = amp == std::string_view::npos ? std::string_view() : hash.substr(amp + 1);
    if (part.empty()) continue;
    const auto eq = part.find('=');
    if (eq == std::string_view::npos) {
      a = {};
      a.problem = "the address's \"" + std::string(part.substr(0, 40)) + "\" has no value (key=value)";
      return a;
    }
    if (!set_key(a, part.substr(0, eq), part.substr(eq + 1), step_seen)) return refused(a.problem);
  }
  if (step_seen && a.lesson.empty()) return refused("the address gives a step but no lesson (lesson=ID&step=N)");
  return a;
}

std::string state_address(std::string_view code) { return "state=" + std::string(code); }

}  // namespace lab
