// `collision-lab --handout LESSON --out handout.pdf`, and the lesson editor's Handout button: a
// lesson printed for the class (handout_pdf.hpp). A step that asks the class (in the window it
// opens with its answer hidden) is pictured as --predict pictures it, with its question and
// lines for the answer; the key then shows it revealed, as --screenshot does, with the answer
// predict mode reveals. A step that asks nothing is pictured whole, with its note.
#pragma once
#include <filesystem>
#include <ostream>

#include "files/handout_pdf.hpp"
#include "scenes/lesson.hpp"

namespace lab {

/// The handout's pages for `lesson` (pictures at 1280×800's scale). Problems with a font go to `err`.
Handout make_handout(const Lesson& lesson, std::ostream& err);

/// Lay out `lesson`'s handout and write it to `out` atomically. Returns 0, or 2 after one line
/// on `err` ("collision-lab: cannot write …: No space left on device").
int write_handout(const Lesson& lesson, const std::filesystem::path& out, std::ostream& err);

}  // namespace lab
