// Where a user keeps their files, by the XDG user-dirs convention (what `xdg-user-dir NAME`
// prints): the line XDG_NAME_DIR="..." of $XDG_CONFIG_HOME/user-dirs.dirs, else ~/<fallback>.
#pragma once
#include <filesystem>
#include <string>
#include <string_view>

namespace lab {

/// The user's folder for `name` ("DOCUMENTS", "PICTURES"), or $HOME/`fallback` when
/// user-dirs.dirs does not set it; empty when HOME is not set either.
std::filesystem::path user_dir(std::string_view name, std::string_view fallback);

/// `typed` with a leading "~/" (or a lone "~") replaced by $HOME, as a shell would.
std::filesystem::path expand_home(const std::string& typed);

/// "2026-12-03-141502": the local time, for file names that sort by date and need no quoting.
std::string file_time_stamp();

}  // namespace lab
