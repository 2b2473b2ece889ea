// Where Save picture puts its files, and what it calls them: "Collision Lab" in the user's
// Pictures folder, one name per scene and minute (polygon-point-2026-12-03-1412.png / .svg).
#pragma once
#include <ctime>
#include <filesystem>
#include <string>
#include <string_view>

namespace lab {

/// XDG_PICTURES_DIR as a user-dirs.dirs file sets it (`XDG_PICTURES_DIR="$HOME/Pictures"`),
/// with $HOME replaced by `home`; empty when the text does not set it to an absolute path.
std::filesystem::path xdg_pictures_dir(std::string_view user_dirs, const std::filesystem::path& home);

/// The user's Pictures folder: XDG_PICTURES_DIR from $XDG_CONFIG_HOME/user-dirs.dirs (default
/// ~/.config/user-dirs.dirs); else what `xdg-user-dir PICTURES` prints, if it is installed and
/// names a folder other than home itself; else $HOME/Pictures. Empty with no HOME at all.
std::filesystem::path pictures_folder();

/// pictures_folder() / "Collision Lab" (empty when pictures_folder() is).
std::filesystem::path pictures_dir();

/// "polygon-point-2026-12-03-1412": the scene id and the time to the minute.
std::string picture_stem(std::string_view scene_id, const std::tm& time);

/// `stem`, or the first of stem-2, stem-3, … for which neither STEM.png nor STEM.svg exists in
/// `dir`: two pictures in one minute both stay.
std::string unused_stem(const std::filesystem::path& dir, const std::string& stem);

}  // namespace lab
