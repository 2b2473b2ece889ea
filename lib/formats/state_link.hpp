// A scene's state as a link to share: collision-lab://state/CODE, where CODE is the state-file
// JSON (state_json.hpp), compressed with zlib and written in URL-safe base64 (RFC 4648 §5, no
// padding), so it fits in a chat message, a slide or, after '#', a web address.
//
// A code is hostile text like any file: it is decoded into JSON text of at most
// max_link_text_bytes (a code that unpacks to more, a "zip bomb", is refused before it is all
// unpacked), then read by the same checked reader as a --state file. Every error is a StateError
// "link: PROBLEM" or "link: FIELD: PROBLEM".
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "formats/state.hpp"
#include "formats/user_file.hpp"

namespace lab {

/// What every state link starts with.
inline constexpr std::string_view state_link_prefix = "collision-lab://state/";

/// The most JSON text a link's code may unpack to: as much as a state file may hold.
inline constexpr std::size_t max_link_text_bytes = max_user_file_bytes;

/// The link to `state` of scene `scene_id`: the prefix and the code of its state-file JSON.
std::string state_link(const SceneState& state, std::string_view scene_id);

/// The link to any JSON text (state_link's text is the state's JSON, dumped compactly).
std::string link_to_text(std::string_view json_text);

/// Whether `text` (spaces and line breaks around it aside) is meant as a link: it starts with
/// "collision-lab:". Such text is then either a good link or an error, never a file name.
bool looks_like_state_link(std::string_view text);

/// The state JSON a link holds, checked as read_json_file checks a file (then give it to
/// state_scene_id and apply_state_json, with "link" as the source). Spaces and line breaks
/// around the link are ignored; a code that unpacks to more than `limit` bytes is refused.
/// Throws StateError naming the problem.
nlohmann::json read_state_link(std::string_view link, std::size_t limit = max_link_text_bytes);

}  // namespace lab
