#include "formats/user_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>

namespace lab {
namespace {

// Closes the file however reading ends.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

UserFile refused(std::string why) {
  UserFile r;
  r.problem = std::move(why);
  return r;
}

// A failed stat or open: a missing file is its own case (a settings file not made yet), and so is
// a path through a file where a folder should be (that settings folder is said once elsewhere).
UserFile cannot_open(int error) {
  UserFile r = refused(std::string("cannot open the file for reading: ") + std::strerror(error));
  if (error == ENOENT || error == ENOTDIR) r.status = UserFile::Status::missing;
  return r;
}

std::string kind_problem(mode_t mode) {
  if (S_ISDIR(mode)) return "this is a folder, not a file";
  if (S_ISFIFO(mode)) return "this is a named pipe (FIFO), not a file";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "this is a device, not a file";
  if (S_ISSOCK(mode)) return "this is a socket, not a file";
  return "this is not a regular file";
}

std::string amount(std::size_t bytes) {
  constexpr std::size_t mb = std::size_t{1} << 20;
  if (bytes < mb) return std::to_string(bytes) + " bytes";
  return std::to_string((bytes + mb - 1) / mb) + " MB";
}

UserFile too_big(std::size_t size, std::size_t limit) {
  return refused("the file holds " + amount(size) + "; a file read here may hold at most " + amount(limit));
}

// The kind and size the file has now, before any byte is read.
std::optional<UserFile> unreadable(const struct stat& st, std::size_t limit) {
  if (!S_ISREG(st.st_mode)) return refused(kind_problem(st.st_mode));
  if (st.st_size > 0 && static_cast<std::uintmax_t>(st.st_size) > limit)
    return too_big(static_cast<std::size_t>(st.st_size), limit);
  return std::nullopt;
}

// The second byte of a sequence led by `lead` must lie in [lo, hi] (Unicode's table of
// well-formed UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF); 0 when no
// sequence starts with `lead`.
int sequence_length(unsigned char lead, unsigned char& lo, unsigned char& hi) {
  lo = 0x80, hi = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead == 0xE0) lo = 0xA0;
  if (lead == 0xED) hi = 0x9F;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead == 0xF0) lo = 0x90;
  if (lead == 0xF4) hi = 0x8F;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 0;
}

}  // namespace

std::optional<std::size_t> first_bad_byte(std::string_view text, std::size_t& resume) {
  resume = text.size();
  std::size_t i = 0;
  while (i < text.size()) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead == 0) return i;
    if (lead < 0x80) {
      ++i;
      continue;
    }
    unsigned char lo = 0, hi = 0;
    const int length = sequence_length(lead, lo, hi);
    if (length == 0) return i;
    for (int k = 1; k < length; ++k) {
      if (i + k >= text.size()) {
        resume = i;
        return std::nullopt;
      }
      const auto b = static_cast<unsigned char>(text[i + k]);
      if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF)) return i + k;
    }
    i += length;
  }
  return std::nullopt;
}

UserFile read_user_file(const std::filesystem::path& file, std::size_t limit) {
  // stat first, so that a device is never opened (opening some has effects of its own).
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) return cannot_open(errno);
  if (auto no = unreadable(st, limit)) return *no;
  // Non-blocking: had the file become a FIFO since, opening it would wait for a writer.
  const Descriptor d{::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
  if (d.fd < 0) return cannot_open(errno);
  if (::fstat(d.fd, &st) != 0) return refused(std::string("cannot read the file: ") + std::strerror(errno));
  if (auto no = unreadable(st, limit)) return *no;

  UserFile r;
  r.status = UserFile::Status::read;
  std::size_t checked = 0;  // bytes before this are known to be good text
  while (true) {
    if (r.bytes.size() > limit) return too_big(r.bytes.size(), limit);  // it grew while read
    const std::size_t old = r.bytes.size();
    r.bytes.resize(old + std::min<std::size_t>(std::size_t{1} << 16, limit + 1 - old));
    const ssize_t n = ::read(d.fd, r.bytes.data() + old, r.bytes.size() - old);
    r.bytes.resize(old + static_cast<std::size_t>(std::max<ssize_t>(n, 0)));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return refused(std::string("cannot read the file: ") + std::strerror(errno));
    if (n == 0) return r;
    std::size_t resume = 0;
    if (const auto bad = first_bad_byte(std::string_view(r.bytes).substr(checked), resume)) {
      r.bad_byte = checked + *bad;
      r.bytes.resize(*r.bad_byte + 1);
      return r;
    }
    checked += resume;
  }
}

}  // namespace lab
