#include "engine/platform/audio_device.h"

#include <dirent.h>
#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace engine {

namespace {

std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

bool exists(const std::string& path) {
    struct stat st {};
    return !path.empty() && ::stat(path.c_str(), &st) == 0;
}

/// True when /dev/snd holds an ALSA playback PCM node (pcmC<card>D<dev>p).
bool hasAlsaPlayback() {
    DIR* dir = ::opendir("/dev/snd");
    if (!dir) return false;
    bool found = false;
    while (const dirent* e = ::readdir(dir)) {
        const std::size_t n = std::strlen(e->d_name);
        if (std::strncmp(e->d_name, "pcmC", 4) == 0 && n > 4 && e->d_name[n - 1] == 'p') { found = true; break; }
    }
    ::closedir(dir);
    return found;
}

AudioEnvironment gather() {
    AudioEnvironment e;
    e.override = env("RAYCRYPT_AUDIO");
    e.alsaPlayback = hasAlsaPlayback();
    const std::string runtime = env("XDG_RUNTIME_DIR");
    const std::string userRun = "/run/user/" + std::to_string(::getuid());
    e.pulse = !env("PULSE_SERVER").empty() || (!runtime.empty() && exists(runtime + "/pulse/native")) ||
              exists(userRun + "/pulse/native");
    e.pipewire = (!runtime.empty() && exists(runtime + "/pipewire-0")) || exists(userRun + "/pipewire-0");
    e.alsoftDrivers = !env("ALSOFT_DRIVERS").empty();
    return e;
}

/// Open and close OpenAL's default device through the library SFML links (already loaded, so dlopen is cheap).
AudioProbe probeOpenAl() {
    ::setenv("ALSOFT_LOGLEVEL", "0", 0);  // keep OpenAL Soft from printing "AL lib: (EE)" lines
    void* lib = ::dlopen("libopenal.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = ::dlopen("libopenal.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return {false, "no audio: the OpenAL library cannot be loaded"};
    using OpenFn = void* (*)(const char*);
    using CloseFn = char (*)(void*);
    auto open = reinterpret_cast<OpenFn>(::dlsym(lib, "alcOpenDevice"));
    auto close = reinterpret_cast<CloseFn>(::dlsym(lib, "alcCloseDevice"));
    AudioProbe result{false, "no audio: OpenAL has no alcOpenDevice"};
    if (open && close) {
        if (void* device = open(nullptr)) {
            close(device);
            result = {true, "audio: OpenAL opened the default output device"};
        } else {
            result = {false, "no audio: OpenAL could not open an output device"};
        }
    }
    ::dlclose(lib);
    return result;
}

} // namespace

AudioPreDecision preDecideAudio(const AudioEnvironment& e) {
    const std::string& o = e.override;
    if (o == "0" || o == "off" || o == "no" || o == "false") return {true, false, "audio disabled by RAYCRYPT_AUDIO"};
    if (o == "1" || o == "on" || o == "yes" || o == "true") return {false, false, "RAYCRYPT_AUDIO forces a probe"};
    if (e.alsaPlayback || e.pulse || e.pipewire || e.alsoftDrivers) return {false, false, "an output may exist"};
    return {true, false, "no audio: no ALSA device, PulseAudio or PipeWire server found"};
}

const AudioProbe& probeAudio() {
    static const AudioProbe probe = [] {
        AudioPreDecision pre = preDecideAudio(gather());
        if (pre.decided) return AudioProbe{pre.available, pre.reason};
        return probeOpenAl();
    }();
    return probe;
}

bool audioAvailable() { return probeAudio().available; }

} // namespace engine
