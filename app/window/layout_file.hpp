// imgui.ini, the windows' places and sizes kept between runs. ImGui would open the file itself
// with fopen, which waits forever on a FIFO and reads a folder as a huge file: the app reads it
// (user_file.hpp) and writes it (atomic_file.hpp), and ImGui only sees the text.
#pragma once
#include <filesystem>
#include <ostream>
#include <string>

namespace lab {

/// The file's name in the settings folder.
inline constexpr const char* layout_file = "imgui.ini";

/// Give ImGui the layout kept in `file` (none when `file` is empty or missing), and stop it from
/// reading or writing the file itself. A file that cannot be used is said in one line on `err`.
/// Call after ImGui::CreateContext, before the first frame.
void load_layout(const std::filesystem::path& file, std::ostream& err);

/// ImGui's layout now, into `file` atomically. False with the reason in `error`.
bool save_layout(const std::filesystem::path& file, std::string& error);

}  // namespace lab
