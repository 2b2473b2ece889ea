#include "shell/keys.hpp"

namespace lab {

namespace {

// A lesson's keys, as a slide deck's: → / Space on, ← back, Home to the start. Backspace goes
// back too, unless a vertex is under the mouse: then it removes that vertex, as outside a lesson.
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

}  // namespace

std::optional<KeyAction> action_for_key(SDL_Keycode key, Uint16 mod, bool in_lesson) {
  const bool ctrl = (mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  const bool alt = (mod & KMOD_ALT) != 0;
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
      default: return std::nullopt;
    }
  }
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
    default: return std::nullopt;
  }
}

}  // namespace lab
