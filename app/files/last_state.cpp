#include "files/last_state.hpp"

#include "files/state_files.hpp"

namespace lab {

bool save_last_state(const Scene& scene, const std::filesystem::path& file, std::string& error) {
  return save_state_file(scene.state(), scene.info().id, file, error);
}

}  // namespace lab
