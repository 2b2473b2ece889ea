// The browser page's address (app/window/page_address.hpp): what '#scene=…', '#state=…' and
// '#lesson=…&step=…' ask for, and the words for an address that cannot be read.
#include <doctest/doctest.h>

#include <string>

#include "window/page_address.hpp"

namespace test_page_address {

TEST_CASE("page address: a scene, a state's code, a lesson's step") {
  CHECK(lab::read_page_address("").problem.empty());
  CHECK(lab::read_page_address("#").scene.empty());
  const auto scene = lab::read_page_address("#scene=separating-axis");
  CHECK(scene.problem.empty());
  CHECK(scene.scene == "separating-axis");
  CHECK(scene.state.empty());
  const auto state =
      lab::read_page_address("state=eJyrVkrOz83NTVWyqlYqS8wpTVWyUirOyC8pVqrVUUpPzUvNK8lMTSxSsjIyMDQxqAUAa2QPlg");
  CHECK(state.state == "eJyrVkrOz83NTVWyqlYqS8wpTVWyUirOyC8pVqrVUUpPzUvNK8lMTSxSsjIyMDQxqAUAa2QPlg");
  const auto lesson = lab::read_page_address("#lesson=sat-breaks&step=8");
  CHECK(lesson.problem.empty());
  CHECK(lesson.lesson == "sat-breaks");
  CHECK(lesson.step == 8);
  CHECK(lab::read_page_address("#lesson=sat-breaks").step == 1);
}

TEST_CASE("page address: what cannot be read is said, and nothing is opened") {
  const auto unknown = lab::read_page_address("#scene=circles&zoom=3");
  CHECK(unknown.scene.empty());
  CHECK(unknown.problem ==
        "the address's \"zoom\" means nothing here; it may hold scene=ID, state=CODE or lesson=ID&step=N");
  CHECK(lab::read_page_address("#scene=a&scene=b").problem == "the address gives scene twice");
  CHECK(lab::read_page_address("#step=2").problem == "the address gives a step but no lesson (lesson=ID&step=N)");
  CHECK(lab::read_page_address("#lesson=x&step=0").problem ==
        "the address's step \"0\" is not a step number (1, 2, …)");
  CHECK(lab::read_page_address("#lesson=x&step=2b").problem ==
        "the address's step \"2b\" is not a step number (1, 2, …)");
  CHECK(lab::read_page_address("#lesson=x&step=99999999").problem ==
        "the address's step \"99999999\" is not a step number (1, 2, …)");
  CHECK(lab::read_page_address("#state=").problem == "the address's state is empty");
  CHECK(lab::read_page_address("#circles").problem == "the address's \"circles\" has no value (key=value)");
}

TEST_CASE("page address: the state written back is read again as the same code") {
  const std::string code = "eJyrVkrOz83NTVWyqlYqS8wpTVWy";
  CHECK(lab::state_address(code) == "state=" + code);
  CHECK(lab::read_page_address("#" + lab::state_address(code)).state == code);
}

}  // namespace test_page_address
