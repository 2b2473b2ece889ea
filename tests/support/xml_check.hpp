// A small, strict XML reader for tests: is a document well-formed (one root, every tag closed
// in order, attributes quoted and not repeated, only the five named entities and numeric ones,
// valid UTF-8), and what elements, attributes and text does it hold. Enough for the SVG the app
// writes; no DTDs, no namespaces beyond reading xmlns as an attribute.
#pragma once
#include <cctype>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace lab::testing {

struct XmlElement {
  std::string name;
  std::map<std::string, std::string> attributes;  ///< entities decoded
  std::string text;                               ///< the element's own text, entities decoded
  std::vector<XmlElement> children;

  std::string attribute(const std::string& key) const {
    const auto it = attributes.find(key);
    return it == attributes.end() ? std::string() : it->second;
  }
  /// The first descendant (or this) whose `key` attribute is `value`; nullptr if none.
  const XmlElement* find(const std::string& key, const std::string& value) const {
    if (attribute(key) == value) return this;
    for (const auto& c : children)
      if (const auto* f = c.find(key, value)) return f;
    return nullptr;
  }
};

class XmlReader {
 public:
  /// The root element of `text`; throws std::runtime_error naming the offset and the problem.
  static XmlElement parse(std::string_view text) {
    XmlReader r(text);
    r.check_utf8();
    r.skip_misc();
    if (r.starts("<?xml")) r.skip_past("?>");
    r.skip_misc();
    XmlElement root = r.element();
    r.skip_misc();
    if (r.i_ != r.s_.size()) r.fail("text after the root element");
    return root;
  }

 private:
  explicit XmlReader(std::string_view s) : s_(s) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error("XML at byte " + std::to_string(i_) + ": " + what);
  }
  bool starts(std::string_view t) const { return s_.substr(i_).starts_with(t); }
  void expect(std::string_view t) {
    if (!starts(t)) fail("expected '" + std::string(t) + "'");
    i_ += t.size();
  }
  void skip_past(std::string_view t) {
    const auto end = s_.find(t, i_);
    if (end == std::string_view::npos) fail("unterminated '" + std::string(t) + "'");
    i_ = end + t.size();
  }
  void skip_space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  void skip_misc() {
    for (skip_space(); starts("<!--"); skip_space()) skip_past("-->");
  }
  static bool name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' || c == '.' ||
           static_cast<unsigned char>(c) >= 0x80;
  }
  std::string name() {
    const std::size_t start = i_;
    while (i_ < s_.size() && name_char(s_[i_])) ++i_;
    if (i_ == start || std::isdigit(static_cast<unsigned char>(s_[start])) || s_[start] == '-') fail("expected a name");
    return std::string(s_.substr(start, i_ - start));
  }
  // Text up to `stop`, with entities decoded; a bare '<' or '&' is an error.
  std::string chars(char stop) {
    std::string out;
    while (i_ < s_.size() && s_[i_] != stop) {
      if (s_[i_] == '<') fail("'<' inside text or an attribute");
      if (s_[i_] != '&') {
        out += s_[i_++];
        continue;
      }
      const auto end = s_.find(';', i_);
      if (end == std::string_view::npos || end - i_ > 10) fail("'&' that starts no entity");
      const std::string_view e = s_.substr(i_ + 1, end - i_ - 1);
      static const std::map<std::string_view, char> named{
          {"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
      if (const auto it = named.find(e); it != named.end())
        out += it->second;
      else if (e.size() > 1 && e[0] == '#')
        out += "?";  // a numeric reference: well-formed; its code point is not needed here
      else
        fail("unknown entity &" + std::string(e) + ";");
      i_ = end + 1;
    }
    return out;
  }
  XmlElement element() {
    expect("<");
    XmlElement e;
    e.name = name();
    for (;;) {
      const std::size_t before = i_;
      skip_space();
      if (starts("/>")) {
        i_ += 2;
        return e;
      }
      if (starts(">")) break;
      if (i_ == before) fail("expected a space before an attribute");
      const std::string key = name();
      skip_space();
      expect("=");
      skip_space();
      if (i_ >= s_.size() || (s_[i_] != '"' && s_[i_] != '\'')) fail("attribute " + key + " is not quoted");
      const char quote = s_[i_++];
      std::string value = chars(quote);
      expect(std::string_view(&quote, 1));
      if (!e.attributes.emplace(key, std::move(value)).second) fail("attribute " + key + " given twice");
    }
    expect(">");
    for (;;) {
      e.text += chars('<');
      if (i_ >= s_.size()) fail("<" + e.name + "> is never closed");
      if (starts("<!--")) {
        skip_past("-->");
      } else if (starts("</")) {
        i_ += 2;
        if (name() != e.name) fail("closing tag does not match <" + e.name + ">");
        skip_space();
        expect(">");
        return e;
      } else {
        e.children.push_back(element());
      }
    }
  }
  void check_utf8() {
    for (std::size_t k = 0; k < s_.size();) {
      const auto c = static_cast<unsigned char>(s_[k]);
      const int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
      if (extra < 0 || k + static_cast<std::size_t>(extra) >= s_.size() + (extra == 0 ? 1 : 0)) {
        i_ = k;
        fail("not UTF-8");
      }
      for (int j = 1; j <= extra; ++j)
        if ((static_cast<unsigned char>(s_[k + j]) >> 6) != 2) {
          i_ = k;
          fail("not UTF-8");
        }
      if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
        i_ = k;
        fail("a control character");
      }
      k += extra + 1;
    }
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

}  // namespace lab::testing
