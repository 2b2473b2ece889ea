#include "files/recent_files.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "files/state_files.hpp"
#include "formats/state_json.hpp"
#include "formats/user_file.hpp"

namespace lab {

RecentFiles::RecentFiles(std::filesystem::path file) : file_(std::move(file)) {
  if (file_.empty()) return;
  const UserFile r = read_user_file(file_);
  if (r.status == UserFile::Status::missing) return;
  nlohmann::json j;
  try {
    if (r.status == UserFile::Status::refused) throw StateError(file_.filename().string() + ": " + r.problem);
    j = parse_state_text(r.bytes, file_.filename().string());
  } catch (const StateError& e) {
    problem_ = std::string(e.what()) + "; the Recent list starts empty";
    return;
  }
  if (!j.is_object() || !j.contains("files") || !j["files"].is_array()) return;
  for (const auto& f : j["files"]) {
    // A name with a NUL byte would open some other file: the list was damaged, skip it.
    const std::string name = f.is_string() ? f.get<std::string>() : std::string();
    if (!name.empty() && name.find('\0') == std::string::npos && files_.size() < max_files) files_.emplace_back(name);
  }
}

bool RecentFiles::add(const std::filesystem::path& path) {
  std::error_code ec;
  const auto absolute = std::filesystem::absolute(path, ec);
  const auto& p = ec ? path : absolute;
  files_.erase(std::remove(files_.begin(), files_.end(), p), files_.end());
  files_.insert(files_.begin(), p);
  if (files_.size() > max_files) files_.resize(max_files);
  return save();
}

void RecentFiles::remove(const std::filesystem::path& path) {
  files_.erase(std::remove(files_.begin(), files_.end(), path), files_.end());
  save();
}

bool RecentFiles::save() const {
  if (file_.empty()) return false;
  nlohmann::json list = nlohmann::json::array();
  for (const auto& f : files_) list.push_back(f.string());
  std::string error;
  return save_json_file({{"files", list}}, file_, error);
}

}  // namespace lab
