#include "atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>
#include <vector>

namespace lab {
namespace {

std::string reason(const std::string& what) { return what + ": " + std::strerror(errno); }

bool failed(std::string& error, std::string why) {
  error = std::move(why);
  return false;
}

// Every byte to `fd`, retrying short writes and interrupted calls.
bool write_all(int fd, std::span<const unsigned char> bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = EIO;
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// A device, pipe or socket: renaming a file over it would replace the node, not write to it.
bool write_special(const std::filesystem::path& file, std::span<const unsigned char> bytes, std::string& error) {
  const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return failed(error, std::strerror(errno));
  const bool ok = write_all(fd, bytes);
  if (!ok) error = std::strerror(errno);
  const int saved = errno;
  if (::close(fd) != 0 && ok) return failed(error, std::strerror(errno));
  errno = saved;
  return ok;
}

// The temporary file's contents, synced; false (with `error`) on any failure.
bool fill(int fd, const std::string& temp, std::span<const unsigned char> bytes, std::string& error) {
  // mkstemp makes the file private; give it the permissions a new file would get.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  if (::fchmod(fd, 0666 & ~mask) != 0) return failed(error, reason("cannot set the permissions of " + temp));
  if (!write_all(fd, bytes)) return failed(error, reason("cannot write " + temp));
  if (::fsync(fd) != 0) return failed(error, reason("cannot write " + temp + " to disk"));
  return true;
}

}  // namespace

bool write_file_atomically(const std::filesystem::path& file, std::span<const unsigned char> bytes,
                           std::string& error) {
  std::error_code ec;
  // Write through a symbolic link to the file it names, not over the link.
  std::filesystem::path target = file;
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(file, ec))) {
    target = std::filesystem::canonical(file, ec);
    if (ec) return failed(error, "cannot follow the link " + file.string() + ": " + ec.message());
  }
  const auto status = std::filesystem::status(target, ec);
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
    if (std::filesystem::is_directory(status)) return failed(error, target.string() + " is a folder");
    return write_special(target, bytes, error);
  }
  const auto folder = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  std::string temp = (folder / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  std::vector<char> name(temp.begin(), temp.end());
  name.push_back('\0');
  const int fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd < 0) return failed(error, reason("cannot create a temporary file in " + folder.string()));
  temp = name.data();
  bool ok = fill(fd, temp, bytes, error);
  if (::close(fd) != 0 && ok) ok = failed(error, reason("cannot write " + temp));
  if (ok && ::rename(temp.c_str(), target.c_str()) != 0)
    ok = failed(error, reason("cannot rename " + temp + " to " + target.string()));
  if (!ok) ::unlink(temp.c_str());
  return ok;
}

}  // namespace lab
