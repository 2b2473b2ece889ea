// A caption that gives no verdict says what is wrong with the input, often with numbers ("has 1
// vertex, the test needs at least 3"; "is 1.0000000000000001e+51, too large: the limit is 1e50").
// Those numbers are printed too: every scene lists each of them in printed(), as shown, beside the
// value the test put into the state or the rule's own limit.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <regex>
#include <string>
#include <vector>

#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_no_verdict_printed {

// The numbers of a caption, read here on their own: a run of digits with its sign, decimals and
// exponent, less the digits of a name ("e3", "#2", "C2").
std::vector<std::string> numbers_of(const std::string& caption) {
  static const std::regex number("(\u2212|-)?[0-9]+(\\.[0-9]+)?(e(\u2212|\\+|-)?[0-9]+)?");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(caption.begin(), caption.end(), number); it != std::sregex_iterator(); ++it) {
    const auto at = static_cast<std::size_t>(it->position());
    const char before = at > 0 ? caption[at - 1] : ' ';
    if (std::isalnum(static_cast<unsigned char>(before)) || before == '#' || before == '.' || before == '_') continue;
    out.push_back(it->str());
  }
  return out;
}

// Each number of the caption is listed as printed in the caption, with the same text.
void check_listed(const lab::Scene& s) {
  std::vector<std::string> listed;
  for (const auto& p : s.printed())
    if (p.where == "caption") listed.push_back(p.text);
  for (const std::string& n : numbers_of(s.caption()))
    CHECK_MESSAGE(std::count(listed.begin(), listed.end(), n) > 0, ("not listed: " + n));
}

bool lists_value(const lab::Scene& s, double value) {
  const auto printed = s.printed();
  return std::any_of(printed.begin(), printed.end(), [&](const lab::Printed& p) { return p.value == value; });
}

TEST_CASE("numbers_of reads a problem's numbers, not its names") {
  CHECK(numbers_of("no verdict: polygon \"B1\": the x coordinate of vertex 0 is 1.0000000000000001e+51, too large: the "
                   "limit is 1e50") == std::vector<std::string>{"0", "1.0000000000000001e+51", "1e50"});
  CHECK(numbers_of("no verdict: unknown mode 0.5 (0 polygon B, 1 circle B)") ==
        std::vector<std::string>{"0.5", "0", "1"});
}

TEST_CASE(
    "every scene lists the numbers of its no-verdict caption: a coordinate past the limit, a polygon of one vertex") {
  int scenes = 0, too_few = 0, listed = 0;
  for (const lab::Chapter& chapter : lab::contents()) listed += static_cast<int>(chapter.scenes.size());
  for (const lab::Chapter& chapter : lab::contents())
    for (const lab::ContentsEntry& entry : chapter.scenes) {
      const std::string id(entry.id);
      CAPTURE(id);
      // The first shape's first point moved past the limit of 1e50.
      auto far = lab::testing::scene_with(id, [](lab::SceneState& state) { state.shapes.at(0).points.at(0).x = 1e51; });
      CAPTURE(far->caption());
      CHECK(far->caption().find("too large: the limit is 1e50") != std::string::npos);
      check_listed(*far);
      CHECK(lists_value(*far, 1e51));  // the coordinate, as the state holds it
      CHECK(lists_value(*far, 1e50));  // the rule's limit
      ++scenes;
      // A polygon cut down to one vertex: "has 1 vertex, the test needs at least 3" (or 2).
      auto it = std::find_if(far->state().shapes.begin(), far->state().shapes.end(),
                             [](const lab::Shape& shape) { return shape.points.size() >= 3; });
      if (it == far->state().shapes.end()) continue;
      const std::string name = it->name;
      auto cut = lab::testing::scene_with(id, [&](lab::SceneState& state) { state.shape(name).points.resize(1); });
      CAPTURE(cut->caption());
      if (cut->caption().find("has 1 vertex") == std::string::npos) continue;  // a scene that takes a point there
      check_listed(*cut);
      CHECK(lists_value(*cut, 1));
      ++too_few;
    }
  CHECK(scenes == listed);  // every scene of the book's contents, none skipped
  CHECK(scenes >= 24);
  CHECK(too_few > 10);
}

}  // namespace test_no_verdict_printed
