#include "window/window_loop.hpp"

#include <algorithm>
#include <iterator>

#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "files/save_picture.hpp"
#include "formats/text_scripts.hpp"
#include "scenes/palette.hpp"
#include "shell/keys.hpp"
#include "window/driver_allocations.hpp"
#include "window/layout_file.hpp"

namespace lab {

void init_imgui(GlWindow& gl, const std::filesystem::path& dir, std::ostream& err) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  load_layout(dir.empty() ? dir : dir / layout_file, err);
  ImGui_ImplSDL2_InitForOpenGL(gl.window(), gl.context());
  const DriverAllocations driver;
  ImGui_ImplOpenGL3_Init(glsl_version);
}

void FontAtlas::rebuild(float ui_scale, std::ostream& err, std::u32string characters) {
  std::string warning;
  if (uploaded_) ImGui_ImplOpenGL3_DestroyFontsTexture();
  fonts = build_fonts(ImGui::GetIO(), dpi_ * ui_scale, warning, dejavu_sans_path, characters);
  if (uploaded_) ImGui_ImplOpenGL3_CreateFontsTexture();
  uploaded_ = true;  // the backend uploads the first atlas itself on its first frame
  apply_style(dpi_ * ui_scale);
  if (!warning.empty() && !warned_) err << "collision-lab: " << warning << '\n';
  warned_ = warned_ || !warning.empty();
}

// Characters no font has, said in the panel after what it says already (a lesson's other text).
// Those of an own lesson's title, listed from the start with no lesson open, name its file; the
// rest (the open lesson's, the editor's) are said together.
void say_missing(Shell& shell, const Fonts& fonts) {
  if (fonts.missing.empty()) return;
  std::u32string rest = fonts.missing;
  std::string said;
  const auto say = [&](const std::string& line) { said += (said.empty() ? "" : " ") + line; };
  for (const Shell::OwnLesson& own : shell.own_lessons()) {
    std::u32string in_title;  // as scan_own_lessons reads the title: its first 1024 bytes
    for (const char32_t c : code_points(std::string_view(own.title).substr(0, 1024)))
      if (fonts.missing.find(c) != std::u32string::npos && in_title.find(c) == std::u32string::npos) in_title += c;
    if (in_title.empty()) continue;
    std::erase_if(rest, [&](char32_t c) { return in_title.find(c) != std::u32string::npos; });
    say(missing_glyphs_message(in_title, "the title of the lesson file " + own.file.filename().string()));
  }
  if (!rest.empty()) say(missing_glyphs_message(rest));
  shell.set_notice(shell.notice().empty() ? said : shell.notice() + " " + said);
}

// A lesson just opened, or the editor was typed in, with characters the fonts lack: build them
// again with those, before the frame that draws them. What no font has is said in the panel.
void new_characters(Shell& shell, FontAtlas& atlas, float ui_scale, std::ostream& err) {
  std::u32string wanted = shell.characters();
  if (!fonts_lack(atlas.fonts, wanted)) return;
  std::u32string all;  // kept: a character asked for once is likely asked for again
  std::set_union(wanted.begin(), wanted.end(), atlas.fonts.characters.begin(), atlas.fonts.characters.end(),
                 std::back_inserter(all));
  const std::u32string missing_before = atlas.fonts.missing;
  atlas.rebuild(ui_scale, err, std::move(all));
  if (atlas.fonts.missing != missing_before) say_missing(shell, atlas.fonts);
}

// [events] -------------------------------------------------------------------------------------

void window_action(WindowAction action, GlWindow& gl, Settings& settings, Wants& wants) {
  switch (action) {
    case WindowAction::Quit: wants.quit = true; break;
    case WindowAction::ToggleFullscreen: {
      const bool full = SDL_GetWindowFlags(gl.window()) & SDL_WINDOW_FULLSCREEN_DESKTOP;
      SDL_SetWindowFullscreen(gl.window(), full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
      break;
    }
    case WindowAction::ScaleUp:
      settings.ui_scale *= 1.1f;
      wants.rescale = true;
      break;
    case WindowAction::ScaleDown:
      settings.ui_scale /= 1.1f;
      wants.rescale = true;
      break;
    case WindowAction::ScaleReset:
      settings.ui_scale = 1;
      wants.rescale = true;
      break;
  }
}

void handle_event(const SDL_Event& event, Shell& shell, GlWindow& gl, Settings& settings, Pinch& pinch, Wants& wants) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  const ImVec2 window = ImGui::GetIO().DisplaySize;
  if (const auto zoom = pinch.on_event(event, {window.x, window.y})) shell.camera().zoom_at(zoom->at, zoom->factor);
  if (event.type == SDL_QUIT) wants.quit = true;
  if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) wants.quit = true;
  if (event.type == SDL_DROPFILE && event.drop.file) {  // a lesson or a state file dropped on the window
    shell.open_file(event.drop.file);
    SDL_free(event.drop.file);
    return;
  }
  if (event.type == SDL_DROPTEXT && event.drop.file) {  // a link dragged from a browser or a chat
    shell.open_link(event.drop.file);
    SDL_free(event.drop.file);
    return;
  }
  if (event.type == SDL_KEYUP) shell.end_nudge();  // a held arrow let go: its nudges are one undo step
  // A key typed while the path dialog is up is the dialog's, never a scene's shortcut; so is one
  // typed while a desktop chooser is being asked (the in-app dialog may come next).
  const bool typing = ImGui::GetIO().WantTextInput || shell.path_dialog().visible() || shell.file_chooser().running();
  const bool key_event = event.type == SDL_KEYDOWN || event.type == SDL_KEYUP;
  // Alt alone gives the menu bar the keys. SDL lets go of held keys when the window loses the
  // keyboard (Alt+Tab): that release finds no focus, and is no tap.
  if (key_event && wants.alt.on_key(event.key.keysym.sym, event.type == SDL_KEYDOWN) && !typing &&
      SDL_GetKeyboardFocus() == gl.window())
    return shell.command(Command::MenuKeys);
  if (event.type != SDL_KEYDOWN || typing) return;
  const SDL_Keycode key = event.key.keysym.sym;
  // F6 gave the scene list, the panel or predict's strip the keyboard: ImGui moves through them.
  if (shell.pane() != Pane::Figure && navigation_key(key)) return;
  // The menu bar has the keys: they walk and choose its menus (Esc closes a menu, then leaves), F10 gives them back.
  if (shell.pane() == Pane::Menu && key != SDLK_F10) return;
  const auto action = action_for_key(key, event.key.keysym.mod, shell.lesson() != nullptr,
                                     shell.focused_handle().has_value() || shell.prediction().arrow_focused());
  if (!action) return;
  if (auto* command = std::get_if<Command>(&*action))
    shell.command(*command);
  else if (auto* nudge = std::get_if<Nudge>(&*action))
    shell.nudge(nudge->dx, nudge->dy, nudge->size);
  else
    window_action(std::get<WindowAction>(*action), gl, settings, wants);
}

bool key_for_imgui(const SDL_Event& event, const Shell& shell) {
  if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) return false;
  return shell.pane() != Pane::Figure || ImGui::GetIO().WantCaptureKeyboard;
}

// [frame] --------------------------------------------------------------------------------------

void render_frame(GlWindow& gl, Shell& shell, const Fonts& fonts, const MouseInput& mouse) {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  mouse.apply(ImGui::GetIO());  // the pointer from SDL's events, not the backend's poll
  shell.menu_enter(ImGui::GetIO());
  ImGui::NewFrame();
  shell.frame(fonts, fonts.scale);
  ImGui::Render();
  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(gl.window(), &w, &h);
  const DriverAllocations driver;  // from here on every call is the GL driver's
  glViewport(0, 0, w, h);
  const auto bg = palette::background;
  glClearColor(bg.r / 255.f, bg.g / 255.f, bg.b / 255.f, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (shell.take_picture_request())  // Save picture: this frame's canvas, before the swap
    save_window_picture(shell, fonts, ImGui::GetIO().DisplayFramebufferScale, h);
  SDL_GL_SwapWindow(gl.window());
}

}  // namespace lab
