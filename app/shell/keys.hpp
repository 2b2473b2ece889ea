// The keyboard shortcuts, as a pure mapping from SDL keys to actions (testable without a window).
#pragma once
#include <optional>
#include <variant>

#include <SDL_keyboard.h>

#include "shell/shell.hpp"

namespace lab {

using KeyAction = std::variant<Command, WindowAction>;

/// The action of key `key` with modifiers `mod` (SDL's KMOD_* bits), if it has one. In a lesson
/// the arrows, Space, Home and Backspace move between its steps instead.
std::optional<KeyAction> action_for_key(SDL_Keycode key, Uint16 mod, bool in_lesson = false);

}  // namespace lab
