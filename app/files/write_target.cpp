#include "files/write_target.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstring>

namespace lab {
namespace {

// Links followed before a chain counts as a loop (the kernel's own limit).
constexpr int max_links = 40;

// N when `name` is `prefix` followed by a small decimal number N.
std::optional<int> number_after(const std::string& name, const std::string& prefix) {
  if (!name.starts_with(prefix) || name.size() == prefix.size() || name.size() > prefix.size() + 9) return std::nullopt;
  int n = 0;
  for (const char c : name.substr(prefix.size())) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

std::optional<int> descriptor_named(const std::string& name) {
  if (name == "/dev/stdout") return 1;
  if (name == "/dev/stderr") return 2;
  for (const std::string& prefix :
       {std::string("/dev/fd/"), std::string("/proc/self/fd/"), "/proc/" + std::to_string(::getpid()) + "/fd/"})
    if (const auto n = number_after(name, prefix)) return n;
  return std::nullopt;
}

// What the link `link` points at, as a path from here; nullopt when it is no link.
std::optional<std::filesystem::path> read_link(const std::filesystem::path& link) {
  char text[PATH_MAX];
  const ssize_t n = ::readlink(link.c_str(), text, sizeof text);
  if (n <= 0 || static_cast<std::size_t>(n) >= sizeof text) return std::nullopt;
  const std::filesystem::path to(std::string(text, static_cast<std::size_t>(n)));
  return to.is_absolute() ? to : link.parent_path() / to;
}

}  // namespace

std::optional<int> own_descriptor(const std::filesystem::path& file) {
  std::filesystem::path name = file;
  for (int i = 0; i <= max_links; ++i) {
    // Matched by name before the link is read: /proc/self/fd/1 reads as "pipe:[…]" or the file.
    if (const auto fd = descriptor_named(name.lexically_normal().string())) return fd;
    const auto next = read_link(name);
    if (!next) return std::nullopt;
    name = *next;
  }
  return std::nullopt;
}

std::optional<std::filesystem::path> link_target(const std::filesystem::path& file, std::string& error) {
  std::filesystem::path name = file;
  for (int i = 0; i <= max_links; ++i) {
    struct stat st {};
    if (::lstat(name.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return name;
    const auto next = read_link(name);
    if (!next) return name;
    name = *next;
  }
  error = "cannot follow the link " + file.string() + ": " + std::strerror(ELOOP);
  return std::nullopt;
}

}  // namespace lab
