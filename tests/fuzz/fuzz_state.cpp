// libFuzzer target: the state-file loader on arbitrary bytes, applied to a state with a shape of
// every kind. A bad file may only be refused with a StateError ("FILE: FIELD: PROBLEM", one
// line); a good one must save and load back to the same state. The bytes are read from a file
// too, through --state's own reader (file_kinds.hpp): as a regular file they give what they give
// in memory; as a FIFO, a device, a link loop or a huge file they are refused at once.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "file_kinds.hpp"
#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "formats/state_link.hpp"

namespace {

lab::SceneState base() {
  using lab::ShapeKind;
  lab::SceneState s;
  s.shapes = {{"P", ShapeKind::Point, {{0, 0}}},
              {"poly", ShapeKind::Polygon, {{0, 0}, {1, 0}, {0, 1}}, 0, true, 3},
              {"seg", ShapeKind::Segment, {{0, 0}, {1, 1}}},
              {"line", ShapeKind::Line, {{0, 0}, {1, 0}}},
              {"circle", ShapeKind::Circle, {{0, 0}}, 1},
              {"rect", ShapeKind::Rect, {{0, 0}, {2, 1}}}};
  s.options = {{"mode", 0}, {"show", 1}};
  return s;
}

// The file read by read_json_file must be what its bytes are: the same JSON, or refused.
void check_file_read(std::string_view text) {
  const auto kind = fuzz_files::kind_of(text);
  if (!kind) return;
  const auto path = fuzz_files::put(text, *kind, "state.json");
  std::optional<nlohmann::json> from_file, from_memory;
  try {
    from_file = lab::read_json_file(path);
  } catch (const lab::StateError& e) {
    if (!fuzz_files::one_line_naming(e.what(), path.string())) std::abort();
  }
  if (*kind != fuzz_files::Kind::regular) {
    if (from_file) std::abort();  // nothing but a regular file is ever read
    return;
  }
  try {
    from_memory = lab::parse_state_text(text, "fuzz.json");
  } catch (const lab::StateError&) {}
  if (from_file != from_memory) std::abort();
}

// The bytes as a link's code, and packed into a link: a code is refused in one line naming the
// link, and a packed text reads as the text itself does.
void check_link(std::string_view text) {
  try {
    lab::read_state_link(std::string(lab::state_link_prefix) + std::string(text));
  } catch (const lab::StateError& e) {
    const std::string_view what = e.what();
    if (!what.starts_with("link: ") || what.find('\n') != std::string_view::npos || what.size() > 400) std::abort();
  }
  std::optional<nlohmann::json> from_link, from_text;
  try {
    from_link = lab::read_state_link(lab::link_to_text(text));
  } catch (const lab::StateError&) {}
  try {
    from_text = lab::parse_state_text(text, "fuzz.json");
  } catch (const lab::StateError&) {}
  if (from_link != from_text) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_file_read(text);
  check_link(text);
  try {
    const auto j = lab::parse_state_text(text, "fuzz.json");
    lab::state_scene_id(j, "fuzz.json");
    const lab::SceneState state = lab::apply_state_json(j, base(), "fuzz.json");
    // What "Copy state" writes must load back to the same state.
    const std::string saved = lab::json_checked::write_exact(lab::state_to_json(state, "fuzz").dump());
    const lab::SceneState again =
        lab::apply_state_json(lab::parse_state_text(saved, "saved.json"), base(), "saved.json");
    for (std::size_t i = 0; i < state.shapes.size(); ++i)
      if (state.shapes[i].points != again.shapes[i].points || state.shapes[i].radius != again.shapes[i].radius)
        std::abort();
    if (state.options != again.options) std::abort();
    // And what "Copy link" writes.
    const lab::SceneState linked =
        lab::apply_state_json(lab::read_state_link(lab::state_link(state, "fuzz")), base(), "link");
    for (std::size_t i = 0; i < state.shapes.size(); ++i)
      if (state.shapes[i].points != linked.shapes[i].points || state.shapes[i].radius != linked.shapes[i].radius)
        std::abort();
  } catch (const lab::StateError& e) {
    const std::string_view what = e.what();
    if (!what.starts_with("fuzz.json: ") || what.find('\n') != std::string_view::npos || what.size() > 400)
      std::abort();
  }
  return 0;
}
