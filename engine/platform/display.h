#pragma once
// Display detection: SFML aborts the process (exit 134) when it opens a window with no X display,
// so every window is created only after this says yes.
#include <string>

namespace engine {

/// True when an X11 display can be opened (DISPLAY is set and the server answers).
bool hasDisplay();

/// One line explaining why no window can be opened, for the user.
std::string noDisplayMessage();

} // namespace engine
