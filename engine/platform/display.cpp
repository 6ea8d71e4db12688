#include "engine/platform/display.h"

#include <X11/Xlib.h>

#include <chrono>
#include <cstdlib>
#include <thread>

namespace engine {

namespace {

/// Tries to connect, and retries briefly: an X server that just lost its last client resets itself (Xvfb does
/// by default), and refuses connections for a moment while it does.
::Display* connect(const char* name) {
    for (int attempt = 0; attempt < 10; ++attempt) {
        if (::Display* d = XOpenDisplay(name)) return d;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return nullptr;
}

} // namespace

bool hasDisplay() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0') return false;
    // The probe's connection stays open for the life of the process: closing it would make it the server's
    // last client, and Xvfb would reset right when SFML connects (SFML then aborts with "Failed to open X11
    // display").
    static ::Display* probe = connect(name);
    return probe != nullptr;
}

std::string noDisplayMessage() {
    const char* name = std::getenv("DISPLAY");
    if (name == nullptr || *name == '\0')
        return "raycrypt: no display (DISPLAY is not set); run `raycrypt --headless` to simulate without a "
               "window";
    return std::string("raycrypt: cannot open display '") + name +
           "'; run `raycrypt --headless` to simulate without a window";
}

} // namespace engine
