#include "shell/keys.hpp"

#include <utility>

namespace lab {

namespace {

// A lesson's keys, as a slide deck's: → / Space on, ← back, Home to the start. Backspace goes
// back too, unless a vertex is focused (Tab) or under the mouse: then it removes that vertex.
std::optional<KeyAction> lesson_key(SDL_Keycode key) {
  switch (key) {
    case SDLK_RIGHT: return Command::NextStep;
    case SDLK_SPACE: return Command::RevealOrNextStep;  // a hidden answer first
    case SDLK_LEFT: return Command::PreviousStep;
    case SDLK_HOME: return Command::FirstStep;
    case SDLK_BACKSPACE: return Command::StepBackOrDeleteVertex;
    default: return std::nullopt;
  }
}

// An arrow key as a nudge of the focused handle; nothing for any other key.
std::optional<Nudge> arrow_nudge(SDL_Keycode key, Uint16 mod) {
  const NudgeSize size = (mod & KMOD_ALT)     ? NudgeSize::Fine
                         : (mod & KMOD_SHIFT) ? NudgeSize::Coarse
                                              : NudgeSize::Normal;
  switch (key) {
    case SDLK_LEFT: return Nudge{-1, 0, size};
    case SDLK_RIGHT: return Nudge{1, 0, size};
    case SDLK_UP: return Nudge{0, 1, size};
    case SDLK_DOWN: return Nudge{0, -1, size};
    default: return std::nullopt;
  }
}

// The figure's keyboard focus: Tab through the handles, F6 between the window's panes, a vertex
// added on the focused one (Delete removes it); + and − zoom as the wheel does.
std::optional<KeyAction> focus_key(SDL_Keycode key, Uint16 mod) {
  const bool shift = (mod & KMOD_SHIFT) != 0;
  switch (key) {
    case SDLK_TAB: return shift ? Command::FocusPreviousHandle : Command::FocusNextHandle;
    case SDLK_F6: return shift ? Command::PreviousPane : Command::NextPane;
    case SDLK_F10: return Command::MenuKeys;
    case SDLK_INSERT: return Command::AddVertex;
    case SDLK_PLUS:  // the wheel's zoom, about the middle of the figure
    case SDLK_EQUALS:
    case SDLK_KP_PLUS: return Command::ZoomIn;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: return Command::ZoomOut;
    default: return std::nullopt;
  }
}

}  // namespace

bool AltTap::on_key(SDL_Keycode key, bool down) {
  const bool alt = key == SDLK_LALT || key == SDLK_RALT;
  if (down) {
    armed_ = alt && (armed_ || !held_);  // Alt's own repeats keep it armed; any other key ends it
    held_ = held_ || alt;
    return false;
  }
  if (!alt) return false;
  held_ = false;
  return std::exchange(armed_, false);
}

bool navigation_key(SDL_Keycode key) {
  switch (key) {
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_TAB:
    case SDLK_SPACE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_HOME:
    case SDLK_END: return true;
    default: return false;
  }
}

std::optional<KeyAction> action_for_key(SDL_Keycode key, Uint16 mod, bool in_lesson, bool handle_focused) {
  const bool ctrl = (mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  const bool alt = (mod & KMOD_ALT) != 0;
  if (handle_focused && !ctrl)
    if (auto n = arrow_nudge(key, mod)) return *n;
  if (alt) return std::nullopt;
  if (ctrl) {
    switch (key) {
      case SDLK_q: return WindowAction::Quit;
      case SDLK_e: return Command::SavePicture;
      case SDLK_EQUALS:
      case SDLK_PLUS:
      case SDLK_KP_PLUS: return WindowAction::ScaleUp;
      case SDLK_MINUS:
      case SDLK_KP_MINUS: return WindowAction::ScaleDown;
      case SDLK_0:
      case SDLK_KP_0: return WindowAction::ScaleReset;
      case SDLK_z: return (mod & KMOD_SHIFT) ? Command::Redo : Command::Undo;
      case SDLK_y: return Command::Redo;
      case SDLK_s: return Command::SaveState;
      case SDLK_o: return Command::OpenFile;
      case SDLK_v: return Command::PasteLink;
      default: return std::nullopt;
    }
  }
  if (auto a = focus_key(key, mod)) return a;
  if (in_lesson)
    if (auto a = lesson_key(key)) return a;
  switch (key) {
    case SDLK_PAGEUP: return Command::PreviousScene;
    case SDLK_PAGEDOWN: return Command::NextScene;
    case SDLK_r: return Command::Reset;
    case SDLK_f: return Command::Fit;
    case SDLK_g: return Command::ToggleSnap;
    case SDLK_h:
    case SDLK_F1: return Command::ToggleHelp;
    case SDLK_LEFT: return Command::PanLeft;
    case SDLK_RIGHT: return Command::PanRight;
    case SDLK_UP: return Command::PanUp;
    case SDLK_DOWN: return Command::PanDown;
    case SDLK_DELETE:
    case SDLK_BACKSPACE: return Command::DeleteVertex;
    case SDLK_F11: return WindowAction::ToggleFullscreen;
    case SDLK_F5: return Command::TogglePresent;
    case SDLK_p: return Command::TogglePredict;
    case SDLK_SPACE: return Command::RevealOrNextStep;
    case SDLK_ESCAPE: return Command::CloseHelp;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return Command::PlayPause;
    case SDLK_PERIOD: return Command::PlayStepOn;
    case SDLK_COMMA: return Command::PlayStepBack;
    default: return std::nullopt;
  }
}

}  // namespace lab
