// Where the shell's file dialogs start: Ctrl+S in the documents folder under a name with the
// scene and the time, Ctrl+O in the folder of the file used last.
#pragma once
#include <filesystem>
#include <string>
#include <string_view>

#include "scenes/lesson.hpp"
#include "files/recent_files.hpp"

namespace lab {

/// "~/Documents/Collision Lab/polygon-point-2026-12-03-141502.collision-state.json" (the XDG
/// documents folder).
std::string default_state_path(std::string_view scene_id);

/// "~/Documents/Collision Lab/the-separating-axis-theorem-handout.pdf": where the lesson editor
/// writes a lesson's handout.
std::filesystem::path handout_path(std::string_view title);

/// The lesson --lesson names: a file, or (when no such file exists) a bundled lesson's id.
/// Throws StateError. A name no path can have (a link loop, over 255 bytes) is no file either.
Lesson read_lesson(const std::string& name);

/// What read_lesson takes to open `name` again from another folder: a file's absolute path, or
/// the bundled id as it is.
std::string lesson_source_of(const std::string& name);

/// What the Recent list (the sidebar's and File › Open recent) shows for `file`: a lesson's
/// title ("Ray casting: is the point inside?"), else the file's name. Two lessons both saved as
/// lesson.json read apart.
std::string recent_label(const RecentFiles& recent, const std::filesystem::path& file);
/// Its tooltip: the file's path, after the lesson's title ("Lesson \"Ray casting…\": /home/…").
std::string recent_tooltip(const RecentFiles& recent, const std::filesystem::path& file);

/// An own lesson's title as the scene list and the Lesson menu list it: marked ⚠ when it is in a
/// script the app draws wrong (Arabic, unjoined); and its tooltip: why, then the file.
std::string own_lesson_label(const std::string& title);
std::string own_lesson_tooltip(const std::string& title, const std::filesystem::path& file);

/// The folder of the most recent file, or the documents folder's "Collision Lab", with a '/'.
std::string default_open_path(const RecentFiles& recent);

}  // namespace lab
