// The words of a figure that plays its steps one after another (convex-pieces' ear clipping and
// piece pairs), written once for the figure, its panel, `--report` and the handout: the caption is
// told the step, whether the figure plays and whether it is printed (PlayMoment), so it says what
// is true at that moment and never asks the user to press Play while the figure already plays,
// nor on paper.
#pragma once
#include <string>

namespace lab::captions {

/// Where a figure that plays stands: its step (0 … total, total the verdict) and whether it plays.
struct PlayMoment {
  int step = 0;
  int total = 0;
  bool playing = false;
  bool on_paper = false;  ///< printed (a handout): no key or button to press there
};

/// The caption's words on playing, after the step's own: "playing: step 3 of 7 — Enter pauses"
/// while it plays; "press Play (Enter)" paused at the start, before any step; else nothing ("").
/// On paper, nothing: the picture is still and has no Play, the step's own words are all.
std::string play_words(const PlayMoment& at);

/// `caption` with play_words(at) after it: after ": " at the start (the caption names no step
/// yet), else after " · " (the step's own words first).
std::string with_play_words(const std::string& caption, const PlayMoment& at);

}  // namespace lab::captions
