// The window's id as the XDG desktop portal takes it for a dialog's parent.
#pragma once
#include <string>

struct SDL_Window;

namespace lab {

/// "x11:1c00007" on X11; empty elsewhere (Wayland's export handle needs a protocol SDL2 lacks).
std::string portal_parent_id(SDL_Window* window);

}  // namespace lab
