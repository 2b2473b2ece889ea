// `collision-lab --report`: a scene's figure in words, as one JSON line, with no window and no
// rendering. For scripts that check a figure against `query`:
//   {"scene": ID, "state": the state-file form, "link": the state as a link (state_link.hpp),
//    "caption": the figure's caption,
//    "tests": [query's answer for each core test the figure shows, with its "args"],
//    "printed": [every number the figure, panel, table or caption shows: {"where", "text",
//                "quantity", "value", "of", "axis"}, for the scenes that list theirs (Scene::printed)],
//    "named": [each edge, vertex or axis singled out: {"role", "shape", "edge"/"vertex", "axis"}],
//    "warnings": [...]}
// Each entry of "tests" carries "args", the question as a `query` line would ask it: feeding
// {"test": NAME, ...args} to `query` gives the same answer.
#pragma once
#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

#include "scenes/scene.hpp"

namespace lab {

/// The `query` questions (one JSON object each: "test" and its arguments) for the core tests the
/// scene's figure shows in this state, by the scene's id. Empty for a scene with no such test.
std::vector<nlohmann::ordered_json> report_questions(std::string_view scene_id, const SceneState& state);

/// What a report holds: all of it, or only what the verdict checks read (scene, state, caption,
/// tests, warnings; no link, printed or named), for audits that ask it of thousands of states.
enum class ReportParts { All, Verdict };

/// The report above for a scene in its current state.
nlohmann::ordered_json scene_report(const Scene& scene, ReportParts parts = ReportParts::All);

}  // namespace lab
