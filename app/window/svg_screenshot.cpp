#include "window/svg_screenshot.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>

#include "window/figure_svg.hpp"
#include "window/screenshot.hpp"

namespace lab {

bool is_svg_path(const std::filesystem::path& out) {
  std::string ext = out.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  return ext == ".svg";
}

TextMeasure font_measure(ImFont* font) {
  return [font](std::string_view text, float px) {
    if (!font) return estimated_text_measure(text, px);
    return font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
  };
}

std::string shell_figure_svg(const Shell& shell, const Fonts& fonts) {
  const float scale = shell.figure_scale();
  const FigureView view{shell.camera(), scale, shell.caption_height(scale), shell.prediction().asking(),
                        shell.presenting()};
  return figure_svg(shell.scene(), view, font_measure(fonts.labels[1]));
}

std::string still_figure_svg(Shell& shell, Size size, std::ostream& err) {
  // A context of its own, the caller's (the window's, for the lesson editor's handout) put back after.
  ImGuiContext* const caller = ImGui::GetCurrentContext();
  ImGuiContext* context = ImGui::CreateContext();
  ImGui::SetCurrentContext(context);
  const auto [scale, fonts] = start_still_frame(shell, size, err);
  ImGuiIO& io = ImGui::GetIO();
  // Nothing renders these frames: let ImGui start a new run of 16-bit indices when one fills, as
  // the OpenGL backend of the PNG does, rather than assert on a 20,000-vertex outline.
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  // The same frames as the PNG: windows settle their sizes, the camera fits the figure.
  for (int i = 0; i < 3; ++i) {
    io.DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    shell.frame(fonts, scale);
    ImGui::Render();
  }
  std::string svg = shell_figure_svg(shell, fonts);
  ImGui::DestroyContext(context);
  ImGui::SetCurrentContext(caller);
  return svg;
}

int render_svg_screenshot(Shell& shell, Size size, const std::filesystem::path& out, std::ostream& err) {
  const std::string svg = still_figure_svg(shell, size, err);
  const auto* bytes = reinterpret_cast<const unsigned char*>(svg.data());
  return write_picture(out, {bytes, svg.size()}, err);
}

}  // namespace lab
