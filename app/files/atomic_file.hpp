// Writing a file so that it is either all there or not changed at all: a file killed half-way,
// a full disk or a failed close never leaves a truncated file in place of a good one.
#pragma once
#include <filesystem>
#include <span>
#include <string>

namespace lab {

/// Write `bytes` to `file`: into a fresh temporary file in the same folder, every write and the
/// close checked, synced to disk, then renamed over `file`. A device or pipe already at `file`
/// (/dev/stdout, /dev/full) cannot be replaced that way and is written directly, still checked.
/// Returns false with the reason in `error` ("No space left on device"), leaving any old file
/// as it was.
bool write_file_atomically(const std::filesystem::path& file, std::span<const unsigned char> bytes,
                           std::string& error);

}  // namespace lab
