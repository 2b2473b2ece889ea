// docs/book-map.md goes from each section of the book to its scene, file and picture: every
// registered scene has its row, its file exists and its picture is there (make docs renders them).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "scenes/registry.hpp"

namespace test_book_map {

TEST_CASE("the book map has a row, a file and a picture for every scene") {
  const char* source = std::getenv("LAB_SOURCE_DIR");
  REQUIRE(source);
  const std::filesystem::path root(source);
  std::stringstream map;
  map << std::ifstream(root / "docs/book-map.md").rdbuf();
  const std::string text = map.str();
  REQUIRE_FALSE(text.empty());
  for (const auto& factory : lab::all_scenes()) {
    const std::string id(factory()->info().id);
    CAPTURE(id);
    const auto row = text.find("Scene `" + id + "` · [");
    REQUIRE(row != std::string::npos);
    // The file the row links to exists.
    const auto start = text.find('[', row) + 1, end = text.find(']', row);
    CHECK(std::filesystem::exists(root / text.substr(start, end - start)));
    CHECK(text.find("(pictures/" + id + ".png)") != std::string::npos);
    CHECK(std::filesystem::exists(root / "docs/pictures" / (id + ".png")));
    // Issue 26: and as the class sees it, in presenter mode at 1920×1080.
    CHECK(text.find("(pictures/presenter/" + id + ".png)") != std::string::npos);
    CHECK(std::filesystem::exists(root / "docs/pictures/presenter" / (id + ".png")));
  }
}

}  // namespace test_book_map
