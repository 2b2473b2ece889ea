// For the fuzz targets: a fuzz input put behind a file name of some kind, so that each target
// reads it through the app's own open path (user_file.hpp) as well as from memory. Most inputs
// become a regular file holding the bytes; the rest (chosen by the first byte) a FIFO no one
// writes to, a link to itself, a link to /dev/zero, a sparse file just over the size cap, a
// folder, a path with a component over 255 bytes, or a link to nothing. A target checks that
// each is refused at once with one line naming the file, and that a regular file reads as its
// bytes do in memory.
#pragma once
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

#include "user_file.hpp"

namespace fuzz_files {

enum class Kind { regular, fifo, loop, device, huge, folder, long_name, dangling };

/// One kind in four is not a regular file.
inline Kind kind_of(std::string_view input) {
  const unsigned pick = input.empty() ? 8u : static_cast<unsigned char>(input[0]) % 32u;
  return pick < 8 ? static_cast<Kind>(pick) : Kind::regular;
}

/// A scratch folder for this process, removed at exit.
inline const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "lab-fuzz-files-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) std::abort();
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(scratch(), ec);
    });
    return std::filesystem::path(pattern);
  }();
  return dir;
}

/// `input` behind a path ending in `name`, as a thing of kind `kind_of(input)`; the path.
inline std::filesystem::path put(std::string_view input, const std::string& name) {
  std::error_code ec;
  const auto dir = scratch() / "case";
  std::filesystem::remove_all(dir, ec);
  std::filesystem::create_directory(dir);
  auto path = dir / name;
  switch (kind_of(input)) {
    case Kind::regular: {
      const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
      if (fd < 0 || ::write(fd, input.data(), input.size()) != static_cast<ssize_t>(input.size())) std::abort();
      ::close(fd);
      break;
    }
    case Kind::fifo: if (::mkfifo(path.c_str(), 0600) != 0) std::abort(); break;
    case Kind::loop: std::filesystem::create_symlink(path, path); break;
    case Kind::device: std::filesystem::create_symlink("/dev/zero", path); break;
    case Kind::huge: {
      const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
      if (fd < 0 || ::ftruncate(fd, static_cast<off_t>(lab::max_user_file_bytes + 1)) != 0) std::abort();
      ::close(fd);
      break;
    }
    case Kind::folder: std::filesystem::create_directory(path); break;
    case Kind::long_name: path = dir / std::string(300, 'x') / name; break;
    case Kind::dangling: std::filesystem::create_symlink(dir / "nowhere" / name, path); break;
  }
  return path;
}

/// Whether `kind` leads to no file at all (a missing settings file is no news).
inline bool missing(Kind kind) { return kind == Kind::dangling; }

/// A message is one line, not too long, and names `source` first.
inline bool one_line_naming(std::string_view what, const std::string& source) {
  return what.starts_with(source + ": ") && what.find('\n') == std::string_view::npos && what.size() <= 400 + source.size();
}

}  // namespace fuzz_files
