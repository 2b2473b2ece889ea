#include "captions/playing.hpp"

namespace lab::captions {

std::string play_words(const PlayMoment& at) {
  if (at.on_paper) return "";
  if (at.playing)
    return "playing: step " + std::to_string(at.step) + " of " + std::to_string(at.total) + " — Enter pauses";
  return at.step == 0 ? "press Play (Enter)" : "";
}

std::string with_play_words(const std::string& caption, const PlayMoment& at) {
  const std::string words = play_words(at);
  if (words.empty()) return caption;
  return caption + (at.step == 0 ? ": " : " · ") + words;
}

}  // namespace lab::captions
