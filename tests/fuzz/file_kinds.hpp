// For the fuzz targets: a fuzz input put behind a file name of some kind, so that each target
// reads it through the app's own open path (user_file.hpp) as well as from memory. Half the inputs
// (chosen by the first byte) are: as a regular file holding the bytes, or as a FIFO no one
// writes to, a link to itself, a link to /dev/zero, a sparse file just over the size cap, a
// folder, a path with a component over 255 bytes, or a link to nothing. A target checks that
// each is refused at once with one line naming the file, and that a regular file reads as its
// bytes do in memory.
#pragma once
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "formats/user_file.hpp"

namespace fuzz_files {

enum class Kind { regular, fifo, loop, device, huge, folder, long_name, dangling };

/// By the first byte: one input in four is put in a file that is not a regular file, one in four
/// in a regular file, and the rest are not put in a file at all (writing one takes longer than
/// parsing it, and the fuzzer's time is better spent on the parser).
inline std::optional<Kind> kind_of(std::string_view input) {
  const unsigned pick = input.empty() ? 8u : static_cast<unsigned char>(input[0]) % 32u;
  if (pick < 8) return static_cast<Kind>(pick);
  if (pick < 16) return Kind::regular;
  return std::nullopt;
}

/// A scratch folder for this process: in memory (/dev/shm) where there is one, since a file
/// rewritten on a disk's file system costs the fuzzer milliseconds each time. libFuzzer ends
/// without running atexit handlers, so each run removes the folders of runs that have ended.
inline const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    std::error_code ec;
    const auto base = std::filesystem::is_directory("/dev/shm", ec) ? std::filesystem::path("/dev/shm")
                                                                    : std::filesystem::temp_directory_path();
    const std::string prefix = "lab-fuzz-files-";
    for (const auto& entry : std::filesystem::directory_iterator(base, ec)) {
      const std::string name = entry.path().filename().string();
      if (!name.starts_with(prefix)) continue;
      const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
      if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        std::filesystem::remove_all(entry.path(), ec);
    }
    const auto mine = base / (prefix + std::to_string(::getpid()));
    std::filesystem::remove_all(mine, ec);
    std::filesystem::create_directory(mine, ec);
    if (ec) std::abort();
    return mine;
  }();
  return dir;
}

/// `input` behind a path ending in `name`, as a thing of kind `kind`; the path. Only
/// the regular file is written each time: the other kinds do not change, and are made once
/// (creating and removing files costs milliseconds, which the fuzzer would spend here).
inline std::filesystem::path put(std::string_view input, Kind kind, const std::string& name) {
  const auto dir = scratch() / std::to_string(static_cast<int>(kind));
  const auto path = dir / name;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (kind == Kind::long_name) return dir / std::string(300, 'x') / name;  // the folder is there: the name is at fault
  if (kind != Kind::regular &&
      std::filesystem::symlink_status(path, ec).type() != std::filesystem::file_type::not_found)
    return path;
  switch (kind) {
    case Kind::regular: {
      const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
      if (fd < 0 || ::write(fd, input.data(), input.size()) != static_cast<ssize_t>(input.size())) std::abort();
      ::close(fd);
      break;
    }
    case Kind::fifo:
      if (::mkfifo(path.c_str(), 0600) != 0) std::abort();
      break;
    case Kind::loop: std::filesystem::create_symlink(path, path); break;
    case Kind::device: std::filesystem::create_symlink("/dev/zero", path); break;
    case Kind::huge: {
      const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
      if (fd < 0 || ::ftruncate(fd, static_cast<off_t>(lab::max_user_file_bytes + 1)) != 0) std::abort();
      ::close(fd);
      break;
    }
    case Kind::folder: std::filesystem::create_directory(path); break;
    case Kind::long_name: break;
    case Kind::dangling: std::filesystem::create_symlink(dir / "nowhere" / name, path); break;
  }
  return path;
}

/// Whether `kind` leads to no file at all (a missing settings file is no news).
inline bool missing(Kind kind) { return kind == Kind::dangling; }

/// A message is one line, not too long, and names `source` first.
inline bool one_line_naming(std::string_view what, const std::string& source) {
  return what.starts_with(source + ": ") && what.find('\n') == std::string_view::npos &&
         what.size() <= 400 + source.size();
}

}  // namespace fuzz_files
