// Help → About: what Collision Lab is, its version and licence, and the libraries it is built on
// with the versions it was compiled against. Words only here; the window shows them (about.cpp).
#pragma once
#include <string>
#include <vector>

namespace lab {

struct AboutLibrary {
  std::string name, version, use;
};

/// "Collision Lab 0.1.0".
std::string about_version();
/// The licence, as the package's copyright file states it.
std::string about_licence();
/// Each library the app uses, the version it was built with, and what for.
std::vector<AboutLibrary> about_libraries();

}  // namespace lab
