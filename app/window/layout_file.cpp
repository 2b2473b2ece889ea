#include "window/layout_file.hpp"

#include <imgui.h>

#include "files/atomic_file.hpp"
#include "formats/user_file.hpp"

namespace lab {

void load_layout(const std::filesystem::path& file, std::ostream& err) {
  ImGui::GetIO().IniFilename = nullptr;
  if (file.empty()) return;
  const UserFile r = read_user_file(file);
  if (r.status == UserFile::Status::missing) return;
  std::string problem = r.problem;
  // ImGui writes window names as UTF-8: a byte that is not is damage, not a name.
  if (r.bad_byte) problem = "byte " + std::to_string(*r.bad_byte + 1) + " is not UTF-8 text";
  if (problem.empty()) {
    ImGui::LoadIniSettingsFromMemory(r.bytes.data(), r.bytes.size());
    return;
  }
  err << "collision-lab: " << file.filename().string() << ": " << problem
      << "; the windows open where they first appear\n";
}

bool save_layout(const std::filesystem::path& file, std::string& error) {
  std::size_t size = 0;
  const char* text = ImGui::SaveIniSettingsToMemory(&size);
  if (!write_file_atomically(file, {reinterpret_cast<const unsigned char*>(text), size}, error)) {
    error = file.string() + ": " + error;
    return false;
  }
  return true;
}

}  // namespace lab
