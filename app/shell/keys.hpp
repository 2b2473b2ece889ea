// The keyboard shortcuts, as a pure mapping from SDL keys to actions (testable without a window).
#pragma once
#include <optional>
#include <variant>

#include <SDL_keyboard.h>

#include "shell/handle_focus.hpp"
#include "shell/shell.hpp"

namespace lab {

/// An arrow key while a handle has the keyboard's focus: move it one nudge (handle_focus.hpp).
struct Nudge {
  int dx = 0, dy = 0;  ///< world directions: → is +x, ↑ is +y
  NudgeSize size = NudgeSize::Normal;
  friend bool operator==(const Nudge&, const Nudge&) = default;
};

using KeyAction = std::variant<Command, WindowAction, Nudge>;

/// The action of key `key` with modifiers `mod` (SDL's KMOD_* bits), if it has one. In a lesson
/// the arrows, Space, Home and Backspace move between its steps instead; with a handle focused
/// (Tab) the arrows nudge it, in a lesson too (Shift: 10×, Alt: a tenth).
std::optional<KeyAction> action_for_key(SDL_Keycode key, Uint16 mod, bool in_lesson = false,
                                        bool handle_focused = false);

/// Alt pressed and let go with no other key between, as desktop apps give their menu bar the
/// keyboard (F10 does the same). Alt held with an arrow is the fine nudge, and Alt with a letter
/// or Tab is another program's: neither counts.
class AltTap {
 public:
  /// Every key pressed (`down`) or let go, in order; true on the release that ends a lone tap.
  bool on_key(SDL_Keycode key, bool down);

 private:
  bool armed_ = false, held_ = false;
};

/// Whether ImGui's keyboard navigation takes `key` while the scene list, the panel or the predict
/// strip has the keyboard (F6): the arrows, Tab, Space, Enter, Home and End move and press its
/// widgets there, and do nothing to the figure.
bool navigation_key(SDL_Keycode key);

}  // namespace lab
