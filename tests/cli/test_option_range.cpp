// Issue 31 #3: an option value a state file, a lesson step or last-state.json gives is checked
// against the option's range where it is read, with a message naming the option and the range,
// so no scene ever casts 1e50 to an int (undefined behaviour: UBSan stops this test if one does).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <map>
#include <string>

#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "formats/state_json.hpp"

namespace test_option_range {

namespace {

// The options that are not toggles, and their ranges as the messages say them. Every other
// option of every scene is a toggle: 0 or 1.
const std::map<std::string, std::string> kRanges{
    {"separating-axis step", "a whole number from 0 to 2147483647"},
    {"polygon-rect step", "a whole number from 0 to 2147483647"},
    {"polygon-segment step", "a whole number from 0 to 2147483647"},
    {"polygon-circle step", "a whole number from 0 to 2147483647"},
    {"sat-breaks step", "a whole number from 0 to 2147483647"},
    {"convex-pieces step", "a whole number from -1 to 2147483647"},
    {"segments-crossing full", "a whole number from 0 to 4"},
    {"circles mode", "a whole number from 0 to 2"},
    {"rectangles mode", "a whole number from 0 to 2"},
    {"push-apart mode", "a whole number from 0 to 2"},
    {"tunnelling mode", "0 or 1"},
    {"tunnelling speed", "a number from 0.001 to 1000000"},
    {"tunnelling fps", "a number from 1 to 10000"},
    {"swept-test mode", "0 or 1"},
    {"swept-test t", "a number from 0 to 1"},
    {"gjk-distance iteration", "a whole number from 1 to 200"},
    {"gjk-overlap iteration", "a whole number from 1 to 200"},
    {"epa step", "a whole number from 1 to 400"},
    {"contact-points turn", "a number from -180 to 180"},
};

// The values the issue sweeps, as a file spells them, and whether each is a whole number.
struct Value {
  const char* text;
  double value;
};
constexpr Value kValues[] = {{"-100000000000000007629769841091887003294964970946560", -1e50},
                             {"-2147483649", -2147483649.0},
                             {"-1", -1},
                             {"0", 0},
                             {"1", 1},
                             {"2147483648", 2147483648.0},
                             {"100000000000000007629769841091887003294964970946560", 1e50},
                             {"0.5", 0.5}};

// What the range text says of `v`, read from the words: "0 or 1", "a [whole] number from A to B".
bool words_allow(const std::string& words, double v) {
  if (words == "0 or 1") return v == 0 || v == 1;
  const bool whole = words.starts_with("a whole number");
  const auto from = words.find(" from ") + 6, to = words.find(" to ");
  const double lo = std::strtod(words.c_str() + from, nullptr), hi = std::strtod(words.c_str() + to + 4, nullptr);
  return v >= lo && v <= hi && (!whole || std::floor(v) == v);
}

}  // namespace

TEST_CASE("option range audit: every option of every scene over -1e50, -2^31-1, -1, 0, 1, 2^31, 1e50, 0.5" *
          doctest::test_suite("slow")) {
  HeadlessImGui imgui;  // the panels read the options too
  int declared = 0;
  for (const auto& chapter : lab::contents()) {
    for (const auto& entry : chapter.scenes) {
      auto scene = lab::make_scene(entry.id);
      const lab::SceneState start = scene->presets().front().state;
      for (const auto& [name, start_value] : start.options) {
        const std::string key = std::string(entry.id) + " " + name;
        const auto listed = kRanges.find(key);
        const std::string words = listed == kRanges.end() ? "0 or 1" : listed->second;
        declared += listed != kRanges.end();
        CAPTURE(key);
        CHECK(start.option_range(name).describe() == words);
        CHECK(words_allow(words, start_value));  // the scene's own start is in range
        for (const Value& v : kValues) {
          CAPTURE(v.text);
          const std::string text = std::string(R"({"options":{")") + name + "\":" + v.text + "}}";
          try {
            const lab::SceneState read = lab::apply_state_json(lab::parse_state_text(text, "s.json"), start, "s.json");
            CHECK(words_allow(words, v.value));
            CHECK(read.options.at(name) == v.value);
            scene->set_state(read);
            (void)scene->caption();
            lab::testing::RecordingCanvas canvas;
            scene->draw(canvas);
            ImGui::NewFrame();
            ImGui::Begin("panel");
            scene->panel();
            ImGui::End();
            ImGui::Render();
          } catch (const lab::StateError& e) {
            CHECK_FALSE(words_allow(words, v.value));
            const std::string what = e.what();
            CHECK(what.starts_with("s.json: options." + name + ": "));
            CHECK(what.ends_with(" is outside the option's range: " + words));
          }
        }
      }
    }
  }
  CHECK(declared == static_cast<int>(kRanges.size()));  // every listed option exists
}

TEST_CASE("options: every preset of a scene declares the ranges its first one does") {
  for (const auto& chapter : lab::contents()) {
    for (const auto& entry : chapter.scenes) {
      const auto presets = lab::make_scene(entry.id)->presets();
      for (const auto& preset : presets) {
        CAPTURE(preset.name);
        for (const auto& [name, value] : preset.state.options) {
          CHECK(preset.state.option_range(name).describe() == presets.front().state.option_range(name).describe());
          CHECK(preset.state.option_range(name).holds(value));
        }
      }
    }
  }
}

TEST_CASE("options: the issue's reproducer, step 1e50 in a separating-axis state, is refused with the range") {
  const auto scene = lab::make_scene("separating-axis");
  // Written 1e50 it names 10^50, which no double is: the reader refuses it before the range can.
  CHECK_THROWS_WITH_AS(lab::parse_state_text(R"({"scene":"separating-axis","options":{"step":1e50}})", "s.json"),
                       "s.json: options.step: 1e50 cannot be held exactly by a double (it would round to "
                       "100000000000000007629769841091887003294964970946560)",
                       lab::StateError);
  // The double nearest 10^50, written out, is read, and refused by the option's range.
  const auto j = lab::parse_state_text(
      R"({"scene":"separating-axis","options":{"step":100000000000000007629769841091887003294964970946560}})",
      "s.json");
  CHECK_THROWS_WITH_AS(lab::apply_state_json(j, scene->presets().front().state, "s.json"),
                       "s.json: options.step: 1e+50 is outside the option's range: a whole number from 0 to 2147483647",
                       lab::StateError);
  // A mode the scene does not have is refused where it is read, not at the figure.
  const auto mode = lab::parse_state_text(R"({"options":{"mode":7}})", "m.json");
  CHECK_THROWS_WITH_AS(lab::apply_state_json(mode, lab::make_scene("circles")->presets().front().state, "m.json"),
                       "m.json: options.mode: 7 is outside the option's range: a whole number from 0 to 2",
                       lab::StateError);
  // true and false are 1 and 0.
  const auto on = lab::parse_state_text(R"({"options":{"all_axes":true}})", "t.json");
  CHECK(lab::apply_state_json(on, scene->presets().front().state, "t.json").options.at("all_axes") == 1);
}

}  // namespace test_option_range
