// The "Response and fast objects" chapter's scenes, one factory per section (chapter.cpp).
#pragma once
#include <memory>

#include "scene.hpp"

namespace lab::response {

std::unique_ptr<Scene> make_push_apart();  ///< "push-apart"
std::unique_ptr<Scene> make_minkowski_difference();  ///< "minkowski-difference"
std::unique_ptr<Scene> make_tunnelling();  ///< "tunnelling"
std::unique_ptr<Scene> make_swept_test();  ///< "swept-test"

}  // namespace lab::response
