// Compiled alone (CMakeLists.txt): SDL_syswm.h brings Xlib's macros (Status, None, Bool).
#include "window/window_id.hpp"

#include <SDL.h>
#include <SDL_syswm.h>

#include <cstdio>

namespace lab {

std::string portal_parent_id(SDL_Window* window) {
  SDL_SysWMinfo wm;
  SDL_VERSION(&wm.version);
  if (!SDL_GetWindowWMInfo(window, &wm) || wm.subsystem != SDL_SYSWM_X11) return {};
  char id[32];
  std::snprintf(id, sizeof id, "x11:%lx", static_cast<unsigned long>(wm.info.x11.window));
  return id;
}

}  // namespace lab
