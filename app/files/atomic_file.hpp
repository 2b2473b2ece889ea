// Writing a file so that it is either all there or not changed at all: a file killed half-way,
// a full disk or a failed close never leaves a truncated file in place of a good one.
#pragma once
#include <filesystem>
#include <span>
#include <string>

namespace lab {

/// Write `bytes` to `file`: into a fresh temporary file in the same folder, every write and the
/// close checked, synced to disk, then renamed over `file` (through a link, over the file it
/// leads to). The temporary file has no name until it is full where the file system allows
/// (O_TMPFILE), and temporaries a killed run left in the folder are removed (atomic_file.cpp
/// says how they are told from live ones). The app's own standard output
/// (/dev/stdout, /dev/fd/1) is written as the caller opened it, into a pipe or appended to a
/// file; a device or FIFO at `file` (/dev/full) is written directly, still checked.
/// Returns false with the reason in `error` ("No space left on device"), leaving any old file
/// as it was.
bool write_file_atomically(const std::filesystem::path& file, std::span<const unsigned char> bytes, std::string& error);

}  // namespace lab
