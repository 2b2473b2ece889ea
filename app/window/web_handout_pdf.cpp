// The browser build's handout: the PDF is laid out with cairo, pango and librsvg, which the page
// does not carry (they would triple its size). The lesson editor's Handout button says so.
#include "files/handout_pdf.hpp"

namespace lab {

std::optional<std::string> handout_pdf(const Handout&, std::string& error) {
  error = "the PDF handout is made by the desktop app (collision-lab --handout LESSON --out FILE.pdf)";
  return std::nullopt;
}

// The page writes no PDF, so no character of a handout goes unprinted in it.
std::u32string unprintable_characters(std::string_view) { return {}; }

}  // namespace lab
