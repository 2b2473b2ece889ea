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
  // Each kept file's title, where it has a usable one (a string without NUL bytes).
  const auto titles = j.find("titles");
  if (titles == j.end() || !titles->is_object()) return;
  for (const auto& f : files_)
    if (const auto t = titles->find(f.string()); t != titles->end() && t->is_string()) {
      const std::string title = t->get<std::string>();
      if (!title.empty() && title.find('\0') == std::string::npos) titles_[f] = title;
    }
}

bool RecentFiles::add(const std::filesystem::path& path, const std::string& title) {
  std::error_code ec;
  const auto absolute = std::filesystem::absolute(path, ec);
  const auto& p = ec ? path : absolute;
  files_.erase(std::remove(files_.begin(), files_.end(), p), files_.end());
  files_.insert(files_.begin(), p);
  if (files_.size() > max_files) files_.resize(max_files);
  titles_.erase(p);  // a file saved as a state after being a lesson has no title now
  if (!title.empty()) titles_[p] = title;
  std::erase_if(titles_,
                [&](const auto& kept) { return std::find(files_.begin(), files_.end(), kept.first) == files_.end(); });
  return save();
}

std::string RecentFiles::title(const std::filesystem::path& path) const {
  const auto it = titles_.find(path);
  return it == titles_.end() ? std::string() : it->second;
}

void RecentFiles::remove(const std::filesystem::path& path) {
  files_.erase(std::remove(files_.begin(), files_.end(), path), files_.end());
  titles_.erase(path);
  save();
}

bool RecentFiles::save() const {
  if (file_.empty()) return false;
  nlohmann::json list = nlohmann::json::array(), titles = nlohmann::json::object();
  for (const auto& f : files_) list.push_back(f.string());
  for (const auto& [f, title] : titles_) titles[f.string()] = title;
  std::string error;
  return save_json_file({{"files", list}, {"titles", titles}}, file_, error);
}

}  // namespace lab
