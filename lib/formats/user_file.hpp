// Reading a file whose name came from a user (--state, --lesson, Ctrl+O, a drop) or that sits in
// the settings folder (settings.json, last-state.json, recent.json, imgui.ini). Such a name can
// lead anywhere: a folder, a FIFO no one writes to, /dev/zero, a link that points at itself, a
// gigabyte of NULs. So the kind and size are known before a byte is read, nothing blocks, and
// reading stops where the text is plainly damaged.
#pragma once
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace lab {

/// The most a file the app reads may hold: a state with a 10^6-vertex polygon is about 40 MB.
inline constexpr std::size_t max_user_file_bytes = std::size_t{64} << 20;

/// What reading a file gave.
struct UserFile {
  /// missing: no such file, or a file where one of its folders should be (ENOENT, ENOTDIR).
  enum class Status { read, missing, refused };
  Status status = Status::refused;
  /// read: the bytes, up to and including the first byte no UTF-8 text holds (see bad_byte).
  std::string bytes;
  /// read: the offset of the first NUL byte or byte that is not UTF-8, where reading stopped.
  std::optional<std::size_t> bad_byte;
  /// missing, refused: why, in words that follow the file's name ("this is a folder, not a file").
  std::string problem;
};

/// `file`'s bytes if it is a regular file of at most `limit` bytes, reached through any links.
/// A folder, FIFO, device or socket is refused without being read (opened non-blocking, its
/// kind checked by fstat), as is a file over `limit`. Never throws, never blocks.
UserFile read_user_file(const std::filesystem::path& file, std::size_t limit = max_user_file_bytes);

/// The offset of the first byte of `text` that a UTF-8 text without NUL characters cannot hold
/// there, if any. A sequence cut short at the end of `text` is not counted as bad; its start is
/// put in `resume` (else text.size()), where checking goes on once more bytes are read.
std::optional<std::size_t> first_bad_byte(std::string_view text, std::size_t& resume);

}  // namespace lab
