// Where a write to a name the user gave really goes. `--screenshot /dev/stdout >> keep.log` names
// the app's own standard output, which the shell opened for appending: the bytes go to that open
// file, as any program's output does, never by a rename over keep.log (which would drop what it
// held). Any other link leads to the file at the end of its chain.
#pragma once
#include <filesystem>
#include <optional>
#include <string>

namespace lab {

/// The app's own open file a name stands for: /dev/stdout (1), /dev/stderr (2), /dev/fd/N,
/// /proc/self/fd/N, /proc/PID/fd/N with this process's PID, or a link leading to one of them.
std::optional<int> own_descriptor(const std::filesystem::path& file);

/// The path at the end of `file`'s chain of symbolic links (`file` itself when it is none; a
/// link to a file not made yet gives that file's path). nullopt with the reason in `error` for a
/// link that loops.
std::optional<std::filesystem::path> link_target(const std::filesystem::path& file, std::string& error);

}  // namespace lab
