#include "last_state.hpp"

#include <string>

#include "atomic_file.hpp"
#include "state_json.hpp"

namespace lab {

bool save_last_state(const Scene& scene, const std::filesystem::path& file) {
  const std::string text = state_to_json(scene.state(), scene.info().id).dump(2) + '\n';
  std::string error;
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  return write_file_atomically(file, {bytes, text.size()}, error);
}

}  // namespace lab
