#include "files/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sys/file.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <random>
#include <string_view>
#include <utility>

#include "files/write_target.hpp"

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

// One of the app's own open files (/dev/stdout into a pipe or `>> keep.log`): written as it
// was opened (appending, or where it stands), and left open.
bool write_descriptor(int fd, std::span<const unsigned char> bytes, std::string& error) {
  const int mode = ::fcntl(fd, F_GETFL);
  if (mode < 0) return failed(error, "file descriptor " + std::to_string(fd) + " is not open");
  if ((mode & O_ACCMODE) == O_RDONLY)
    return failed(error, "file descriptor " + std::to_string(fd) + " is open for reading only");
  if (!write_all(fd, bytes)) return failed(error, std::strerror(errno));
  return true;
}

// A device, pipe or socket: renaming a file over it would replace the node, not write to it.
// Opened without blocking: a FIFO no one reads would wait forever.
bool write_special(const std::filesystem::path& file, std::span<const unsigned char> bytes, std::string& error) {
  const int fd = ::open(file.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0 && errno == ENXIO) return failed(error, "a named pipe (FIFO) that no program is reading");
  if (fd < 0) return failed(error, std::strerror(errno));
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);  // from here a full pipe is waited for
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

// [temporaries] -------------------------------------------------------------------------------
// A temporary file is named ".NAME.tmp-XXXXXX" and locked (flock) by its writer from before it
// has a name until it is renamed: one found unlocked was left by a writer that died (kill -9
// during a screenshot), and the next write to its folder removes it.

constexpr std::string_view temp_marker = ".tmp-";
constexpr std::size_t temp_suffix = 6;

bool is_temporary_name(const std::string& name) {
  if (name.size() < 2 + temp_marker.size() + temp_suffix || name.front() != '.') return false;
  const std::string_view end = std::string_view(name).substr(name.size() - temp_suffix - temp_marker.size());
  return end.starts_with(temp_marker) && std::all_of(end.begin() + temp_marker.size(), end.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c));
         });
}

void remove_stale_temporaries(const std::filesystem::path& folder) {
  std::error_code ec;
  for (auto it = std::filesystem::directory_iterator(folder, ec); !ec && it != std::filesystem::directory_iterator();
       it.increment(ec)) {
    const auto path = it->path();
    if (!is_temporary_name(path.filename().string())) continue;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    struct stat st {};
    // Only the user's own regular files, and only those no live writer holds.
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == ::geteuid() && ::flock(fd, LOCK_EX | LOCK_NB) == 0)
      ::unlink(path.c_str());
    ::close(fd);
  }
}

// Six letters or digits, different in each call.
std::string random_suffix() {
  static std::atomic<unsigned long long> calls{0};
  std::seed_seq seed{static_cast<unsigned long long>(::getpid()), calls++,
                     static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count())};
  std::mt19937 random(seed);
  constexpr std::string_view letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::string out;
  for (std::size_t i = 0; i < temp_suffix; ++i) out += letters[random() % letters.size()];
  return out;
}

// A file with no name yet in `folder` (O_TMPFILE), locked, then given `stem` + six letters:
// a run killed before this leaves nothing behind. -1 where the file system cannot.
int named_locked_tmpfile(const std::filesystem::path& folder, const std::string& stem, std::string& temp) {
  const int fd = ::open(folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0) return -1;
  const std::string self = "/proc/self/fd/" + std::to_string(fd);
  if (::flock(fd, LOCK_EX) == 0)
    for (int attempt = 0; attempt < 100; ++attempt) {
      temp = (folder / (stem + random_suffix())).string();
      if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, temp.c_str(), AT_SYMLINK_FOLLOW) == 0) return fd;
      if (errno != EEXIST) break;
    }
  ::close(fd);
  return -1;
}

// The temporary file for `target`, locked, in its folder; -1 with `error` when none can be made.
int make_temporary(const std::filesystem::path& folder, const std::filesystem::path& target, std::string& temp,
                   std::string& error) {
  // Appended: GCC 12 -O3 misread "." + target.filename().string() as a 2^63-byte memcpy.
  std::string stem(".");
  stem.append(target.filename().string()).append(temp_marker);
  if (const int fd = named_locked_tmpfile(folder, stem, temp); fd >= 0) return fd;
  // No O_TMPFILE here (or no /proc): a named file, locked at once. Another writer's clean-up in
  // the instant between could remove it; the rename then fails with a message, losing nothing.
  std::string pattern = (folder / (stem + "XXXXXX")).string();
  const int fd = ::mkostemp(pattern.data(), O_CLOEXEC);
  if (fd < 0) {
    failed(error, reason("cannot create a temporary file in " + folder.string()));
    return -1;
  }
  ::flock(fd, LOCK_EX);
  temp = pattern;
  return fd;
}

}  // namespace

bool write_file_atomically(const std::filesystem::path& file, std::span<const unsigned char> bytes,
                           std::string& error) {
  if (const auto fd = own_descriptor(file)) return write_descriptor(*fd, bytes, error);
  // Write through a symbolic link to the file it names, not over the link.
  const auto target = link_target(file, error);
  if (!target) return false;
  struct stat st {};
  if (::stat(target->c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) return failed(error, target->string() + " is a folder");
    return write_special(*target, bytes, error);
  }
  const auto folder = target->has_parent_path() ? target->parent_path() : std::filesystem::path(".");
  remove_stale_temporaries(folder);
  std::string temp;
  const int fd = make_temporary(folder, *target, temp, error);
  if (fd < 0) return false;
  bool ok = fill(fd, temp, bytes, error);
  if (ok && ::rename(temp.c_str(), target->c_str()) != 0)
    ok = failed(error, reason("cannot rename " + temp + " to " + target->string()));
  if (!ok) ::unlink(temp.c_str());
  // Closed after the rename: until then the lock tells other writers the file is in use.
  if (::close(fd) != 0 && ok) ok = failed(error, reason("cannot write " + target->string()));
  return ok;
}

}  // namespace lab
