// A lesson's handout as a printable PDF (A4): one page per step with its picture, note and
// question and ruled lines for the answer; then the answer key, each step's revealed picture and
// its answer. Laid out with cairo (the PDF surface), the pictures placed from SVG by librsvg, the
// text set by pango in DejaVu Sans. This file only lays out; handout.hpp gathers the pages.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lab {

/// One step of the handout, as handout.hpp gathers it.
struct HandoutStep {
  std::string position;     ///< "Step 2 of 8"
  std::string note_markup;  ///< the note as pango markup (<b> for bold, line breaks kept)
  std::string question;     ///< what the class is asked, or empty: no answer lines
  std::string asked_svg;    ///< the figure as the class sees it (predict mode: answer hidden)
  std::string answer;       ///< the answer, for the key (empty when the step asks nothing)
  std::string answer_svg;   ///< the figure revealed
};

struct Handout {
  std::string title;
  std::vector<HandoutStep> steps;
};

/// The characters of `text` that no installed font has, as pango sets the handout's text (it
/// finds a font for each script through fontconfig, and shapes Arabic and Devanagari right when
/// there is one): each would print as a box. In order, each once.
std::u32string unprintable_characters(std::string_view text);

/// The PDF's bytes, or nothing with the reason in `error` (a picture that will not load).
std::optional<std::string> handout_pdf(const Handout& handout, std::string& error);

}  // namespace lab
