#include "files/state_files.hpp"

#include <system_error>

#include "files/atomic_file.hpp"
#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "formats/user_file.hpp"

namespace lab {

bool save_json_file(const nlohmann::json& j, const std::filesystem::path& file, std::string& error) {
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  if (ec) {
    error = file.parent_path().string() + ": " + ec.message();
    return false;
  }
  // A path or note that is not UTF-8 is written with U+FFFD rather than refused; a whole number
  // past 2^53 in digits, so that the file reads back.
  const std::string text =
      json_checked::write_exact(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) + "\n";
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  std::string why;
  if (write_file_atomically(file, {bytes, text.size()}, why)) return true;
  error = file.string() + ": " + why;
  return false;
}

bool save_state_file(const SceneState& state, std::string_view scene_id, const std::filesystem::path& file,
                     std::string& error) {
  return save_json_file(state_to_json(state, scene_id), file, error);
}

std::filesystem::path last_state_path(const std::filesystem::path& config) {
  return config.empty() ? config : config / "last-state.json";
}

std::optional<SceneState> load_last_state(const std::filesystem::path& file, std::string_view scene_id,
                                          const SceneState& start, std::ostream& err) {
  if (file.empty()) return std::nullopt;
  try {
    const auto j = read_json_file(file);
    const auto id = state_scene_id(j, file.string());
    if (id && *id != scene_id) return std::nullopt;  // kept for another scene: not this one's edits
    return apply_state_json(j, start, file.string());
  } catch (const StateError& e) {
    // None kept yet is no news; anything else that is there but unusable is said once.
    if (read_user_file(file, 0).status != UserFile::Status::missing)
      err << "collision-lab: " << e.what() << "; the scene opens at its start instead\n";
  }
  return std::nullopt;
}

std::optional<std::string> last_state_scene(const std::filesystem::path& file) {
  if (file.empty()) return std::nullopt;
  try {
    return state_scene_id(read_json_file(file), file.string());
  } catch (const StateError&) {
    return std::nullopt;  // load_last_state says why, once
  }
}

}  // namespace lab
