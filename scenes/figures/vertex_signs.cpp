#include "panel_text.hpp"
#include "figures/vertex_signs.hpp"

#include <imgui.h>

#include <cmath>

#include "captions/concave_edges.hpp"
#include "figures/draw.hpp"
#include "figures/table_rows.hpp"

namespace lab::figures {

std::vector<std::string> sign_glyphs(const collide::PolygonLineTrace& trace) {
  std::vector<std::string> glyphs;
  for (const auto& v : trace.vertices) glyphs.emplace_back(sign_glyph(v.sign));
  return glyphs;
}

std::vector<std::size_t> vertices_on_line(const collide::PolygonLineTrace& trace) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < trace.vertices.size(); ++i)
    if (trace.vertices[i].sign == 0) out.push_back(i);
  return out;
}

std::string vertex_value_text(const collide::VertexSign& v, double noise) {
  if (v.sign != 0 && std::fabs(v.value) <= noise) return v.sign > 0 ? "ε" : "−ε";
  return captions::with_own_zeros(format_signed(v.value, v.sign), v.value, 2);
}

void vertex_signs_table(const char* id, const collide::PolygonLineTrace& trace, const char* vertex_word,
                        bool fit_columns, double noise) {
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg;
  if (fit_columns) flags |= ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable(id, 3, flags)) return;
  ImGui::TableSetupColumn(vertex_word);
  ImGui::TableSetupColumn("a·x + b·y + c");
  ImGui::TableSetupColumn("sign");
  ImGui::TableHeadersRow();
  // Columns sized to their contents learn their widths from what is drawn: a cell cut once
  // ("15…") would keep its column that narrow, so there each cell is drawn whole.
  const auto cell = [&](const std::string& text) {
    if (fit_columns)
      ImGui::TextUnformatted(text.c_str());
    else
      fit_text(text);
  };
  table_rows(static_cast<int>(trace.vertices.size()), [&](int row) {
    const auto i = static_cast<std::size_t>(row);
    const auto& v = trace.vertices[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    cell(std::to_string(i));
    ImGui::TableNextColumn();
    cell(vertex_value_text(v, noise));
    ImGui::TableNextColumn();
    cell(std::string(sign_glyph(v.sign)));
  });
  ImGui::EndTable();
}

}  // namespace lab::figures
