#include "files/handout_pdf.hpp"

#include <algorithm>
#include <memory>

#include <cairo-pdf.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

namespace lab {
namespace {

// A4 in points, and the printable column.
constexpr double page_w = 595.28, page_h = 841.89, margin = 50, column = page_w - 2 * margin;
constexpr double gap = 10;
constexpr double key_picture_h = 300;  // two answers to a page of the key

cairo_status_t append(void* bytes, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(bytes)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// Blocks placed down the page, a new page when the next one does not fit.
class PageWriter {
 public:
  explicit PageWriter(cairo_t* cr) : cr_(cr) {}

  void new_page() {
    if (y_ > margin) cairo_show_page(cr_);
    y_ = margin;
  }

  /// A paragraph in DejaVu Sans at `size` points: `markup` is pango markup, else plain text.
  void text(const std::string& content, double size, bool bold, double grey = 0, bool markup = false) {
    PangoLayout* layout = paragraph(content, size, bold, markup);
    cairo_set_source_rgb(cr_, grey, grey, grey);
    show_lines(layout);
    g_object_unref(layout);
    y_ += gap;
  }

  /// A new page unless a plain paragraph (as text() sets it) and `below` points more fit on this
  /// one: an answer and its picture stay together.
  void keep_together(const std::string& content, double size, bool bold, double below) {
    PangoLayout* layout = paragraph(content, size, bold, false);
    int w = 0, h = 0;
    pango_layout_get_size(layout, &w, &h);
    g_object_unref(layout);
    room_for(h / double(PANGO_SCALE) + gap + below);
  }

  /// A paragraph's layout across the column: the caller unrefs it.
  PangoLayout* paragraph(const std::string& content, double size, bool bold, bool markup) {
    PangoLayout* layout = pango_cairo_create_layout(cr_);
    PangoFontDescription* font = pango_font_description_from_string(bold ? "DejaVu Sans Bold" : "DejaVu Sans");
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);  // points: the PDF's unit
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_width(layout, static_cast<int>(column * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    if (markup)
      pango_layout_set_markup(layout, content.c_str(), -1);
    else
      pango_layout_set_text(layout, content.c_str(), -1);
    return layout;
  }

  /// An SVG picture across the column, at most `max_h` points high, in a thin frame.
  bool picture(const std::string& svg, double max_h, std::string& error) {
    GError* problem = nullptr;
    std::unique_ptr<RsvgHandle, decltype(&g_object_unref)> handle(
        rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &problem), g_object_unref);
    double w = 0, h = 0;
    if (!handle || !rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &w, &h) || w <= 0 || h <= 0) {
      error = problem ? problem->message : "the figure's SVG has no size";
      if (problem) g_error_free(problem);
      return false;
    }
    const double s = std::min(column / w, max_h / h);
    room_for(h * s);
    const RsvgRectangle box{margin + (column - w * s) / 2, y_, w * s, h * s};
    cairo_save(cr_);  // a line the figure runs past its edge stops at the frame, as on screen
    cairo_rectangle(cr_, box.x, box.y, box.width, box.height);
    cairo_clip(cr_);
    const bool drawn = rsvg_handle_render_document(handle.get(), cr_, &box, &problem);
    cairo_restore(cr_);
    if (!drawn) {
      error = problem ? problem->message : "librsvg could not draw the figure";
      if (problem) g_error_free(problem);
      return false;
    }
    cairo_set_source_rgb(cr_, 0.6, 0.6, 0.6);
    cairo_set_line_width(cr_, 0.5);
    cairo_rectangle(cr_, box.x, box.y, box.width, box.height);
    cairo_stroke(cr_);
    y_ += box.height + gap;
    return true;
  }

  /// "Answer:" and `lines` ruled lines to write on.
  void answer_lines(int lines) {
    constexpr double spacing = 26;
    room_for(spacing * (lines + 1));
    text("Answer:", 11, true);
    cairo_set_source_rgb(cr_, 0.55, 0.55, 0.55);
    cairo_set_line_width(cr_, 0.6);
    for (int i = 0; i < lines; ++i) {
      y_ += spacing;
      cairo_move_to(cr_, margin, y_);
      cairo_line_to(cr_, margin + column, y_);
    }
    cairo_stroke(cr_);
    y_ += gap;
  }

  void space(double h) { y_ += h; }

 private:
  // A paragraph line by line, so one longer than the page (a note of any length) goes on over
  // the next pages instead of running off the bottom.
  void show_lines(PangoLayout* layout) {
    PangoLayoutIter* line = pango_layout_get_iter(layout);
    double top = 0;  // where the page's first line of this paragraph starts, in the layout
    do {
      PangoRectangle box;
      pango_layout_iter_get_line_extents(line, nullptr, &box);
      const double line_top = box.y / double(PANGO_SCALE), line_h = box.height / double(PANGO_SCALE);
      if (y_ + line_top - top + line_h > page_h - margin && y_ + line_top - top > margin) {
        cairo_show_page(cr_);  // this line starts the next page
        top = line_top;
        y_ = margin;
      }
      cairo_move_to(cr_, margin + box.x / double(PANGO_SCALE),
                    y_ + pango_layout_iter_get_baseline(line) / double(PANGO_SCALE) - top);
      pango_cairo_show_layout_line(cr_, pango_layout_iter_get_line_readonly(line));
    } while (pango_layout_iter_next_line(line));
    int w = 0, h = 0;
    pango_layout_get_size(layout, &w, &h);
    y_ += h / double(PANGO_SCALE) - top;
    pango_layout_iter_free(line);
  }

  void room_for(double h) {
    if (y_ + h > page_h - margin && y_ > margin) new_page();
  }
  cairo_t* cr_;
  double y_ = margin;
};

// One step's page: where it is in the lesson, the picture the class sees, the note, the question.
bool step_page(PageWriter& page, const std::string& title, const HandoutStep& step, std::string& error) {
  page.new_page();
  page.text(title + " \u2014 " + step.position, 10, false, 0.35);
  if (!page.picture(step.asked_svg, 420, error)) return false;
  page.text(step.note_markup, 12, false, 0, true);
  if (step.question.empty()) return true;
  page.space(4);
  page.text("Question: " + step.question, 12, true);
  page.answer_lines(3);
  return true;
}

// Pango keeps the fonts it found in its default font map for the life of the process; a handout
// is made rarely (once per command, or per click in the lesson editor), so it lets go of the map
// and the next handout finds them again. cairo's and fontconfig's own caches stay: emptying them
// (cairo_debug_reset_static_data, FcFini) is for leak checkers only, and aborts in cairo's hash
// table when a font is still referenced somewhere (seen under load in test_share). The tests'
// leak checker is told of fontconfig's instead (tests/support/doctest_main.cpp, app/main.cpp).
void release_font_caches() { pango_cairo_font_map_set_default(nullptr); }

}  // namespace

std::u32string unprintable_characters(std::string_view text) {
  std::u32string out;
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) return out;
  PangoContext* context = pango_font_map_create_context(pango_cairo_font_map_get_default());
  PangoLayout* layout = pango_layout_new(context);
  PangoFontDescription* font = pango_font_description_from_string("DejaVu Sans 12");
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
  pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));
  PangoLayoutIter* run = pango_layout_get_iter(layout);
  do {
    const PangoLayoutRun* glyphs = pango_layout_iter_get_run_readonly(run);
    if (!glyphs) continue;  // a line's end
    for (int i = 0; i < glyphs->glyphs->num_glyphs; ++i) {
      // A character no font has is set as pango's "unknown glyph": its code point and a flag.
      const PangoGlyph g = glyphs->glyphs->glyphs[i].glyph;
      const char32_t c = g & ~PANGO_GLYPH_UNKNOWN_FLAG;
      if ((g & PANGO_GLYPH_UNKNOWN_FLAG) && c >= 0x20 && out.find(c) == std::u32string::npos) out += c;
    }
  } while (pango_layout_iter_next_run(run));
  pango_layout_iter_free(run);
  g_object_unref(layout);
  g_object_unref(context);
  return out;
}

std::optional<std::string> handout_pdf(const Handout& handout, std::string& error) {
  std::string bytes;
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &bytes, page_w, page_h);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, handout.title.c_str());
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Collision Lab");
  cairo_t* cr = cairo_create(surface);
  PageWriter page(cr);
  bool ok = true;
  for (const HandoutStep& step : handout.steps)
    if (ok && !step_page(page, handout.title, step, error)) ok = false;
  const bool asks = std::any_of(handout.steps.begin(), handout.steps.end(), [](auto& s) { return !s.answer.empty(); });
  if (ok && asks) {
    page.new_page();
    page.text("Answer key: " + handout.title, 16, true);
    for (const HandoutStep& step : handout.steps) {
      if (step.answer.empty()) continue;  // a step that asked nothing has nothing to check
      const std::string answer = step.position + ". " + step.question + " Answer: " + step.answer;
      page.keep_together(answer, 12, true, key_picture_h + gap);  // a question never split from its answer
      page.text(answer, 12, true);
      if (!page.picture(step.answer_svg, key_picture_h, error)) {
        ok = false;
        break;
      }
    }
  }
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  const cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  release_font_caches();
  if (!ok) return std::nullopt;
  if (status != CAIRO_STATUS_SUCCESS) {
    error = cairo_status_to_string(status);
    return std::nullopt;
  }
  return bytes;
}

}  // namespace lab
