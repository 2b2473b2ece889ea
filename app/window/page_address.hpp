// What a page's address says after '#': `scene=ID`, `state=CODE` (the code of a state link,
// formats/state_link.hpp, already URL-safe), or `lesson=ID&step=N` (a bundled lesson, 1-based
// step). The browser build opens it at load and when the address changes, and writes the state
// shown back as `state=CODE`, so that the address bar always holds a link to what is on screen.
#pragma once
#include <string>
#include <string_view>

namespace lab {

struct PageAddress {
  std::string scene;    ///< a scene id, or empty
  std::string state;    ///< a state link's code (after collision-lab://state/), or empty
  std::string lesson;   ///< a bundled lesson's id, or empty
  int step = 1;         ///< the lesson's step, 1-based
  std::string problem;  ///< why the address could not be read (then nothing else is set)
};

/// Reads `hash` (with or without its leading '#'). An empty hash asks for nothing; a key the page
/// does not know, a key given twice, `step` without `lesson`, or a step that is not a whole number
/// from 1 is a problem, said in words.
PageAddress read_page_address(std::string_view hash);

/// The address's part after '#' for a state link's code.
std::string state_address(std::string_view code);

}  // namespace lab
