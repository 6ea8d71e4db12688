#include "engine/platform/display.h"

#include <X11/Xlib.h>

#include <cstdlib>

namespace engine {

bool hasDisplay() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0') return false;
    ::Display* display = XOpenDisplay(name);
    if (display == nullptr) return false;
    XCloseDisplay(display);
    return true;
}

std::string noDisplayMessage() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0')
        return "raycrypt: no display (DISPLAY is not set); run `raycrypt --headless` to simulate without a window";
    return std::string("raycrypt: cannot open display '") + name +
           "'; run `raycrypt --headless` to simulate without a window";
}

} // namespace engine
