// The concave chapter's SAT scenes (listed in chapter.cpp): where the separating axis theorem
// breaks, the way out by convex pieces, and the three approaches side by side.
#pragma once
#include <memory>

#include "scene.hpp"

namespace lab::concave {

std::unique_ptr<Scene> make_sat_breaks();      ///< "sat-breaks"
std::unique_ptr<Scene> make_convex_pieces();   ///< "convex-pieces"
std::unique_ptr<Scene> make_which_approach();  ///< "which-approach"

}  // namespace lab::concave
