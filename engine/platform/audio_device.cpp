#include "engine/platform/audio_device.h"

#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
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

/// While alive, file descriptor 2 goes to /dev/null (restored on destruction; a no-op if that fails).
class MutedStderr {
public:
    MutedStderr() : saved_(::dup(STDERR_FILENO)) {
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (saved_ >= 0 && null >= 0) ::dup2(null, STDERR_FILENO);
        if (null >= 0) ::close(null);
    }
    ~MutedStderr() {
        if (saved_ < 0) return;
        ::dup2(saved_, STDERR_FILENO);
        ::close(saved_);
    }
    MutedStderr(const MutedStderr&) = delete;
    MutedStderr& operator=(const MutedStderr&) = delete;

private:
    int saved_;
};

/// Open and close OpenAL's default device through the library SFML links (already loaded, so dlopen is cheap).
/// The ALSA/JACK/PulseAudio client libraries OpenAL tries print to stderr when there is no device ("ALSA lib
/// confmisc.c:855: cannot find card '0'" and seven more): muted, the caller reports the outcome in one line.
AudioProbe probeOpenAl() {
    MutedStderr muted;
    ::setenv("ALSOFT_LOGLEVEL", "0", 0);  // keep OpenAL Soft from printing "AL lib: (EE)" lines
    void* lib = ::dlopen("libopenal.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = ::dlopen("libopenal.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return {false, "no audio: the OpenAL library cannot be loaded", false};
    using OpenFn = void* (*)(const char*);
    using CloseFn = char (*)(void*);
    auto open = reinterpret_cast<OpenFn>(::dlsym(lib, "alcOpenDevice"));
    auto close = reinterpret_cast<CloseFn>(::dlsym(lib, "alcCloseDevice"));
    AudioProbe result{false, "no audio: OpenAL has no alcOpenDevice", false};
    if (open && close) {
        if (void* device = open(nullptr)) {
            close(device);
            result = {true, "audio: OpenAL opened the default output device", false};
        } else {
            result = {false, "no audio: OpenAL could not open an output device", false};
        }
    }
    ::dlclose(lib);
    return result;
}

} // namespace

AudioPreDecision preDecideAudio(const AudioEnvironment& e) {
    const std::string& o = e.override;
    if (o == "0" || o == "off" || o == "no" || o == "false")
        return {true, false, "audio disabled by RAYCRYPT_AUDIO", true};
    if (o == "1" || o == "on" || o == "yes" || o == "true")
        return {false, false, "RAYCRYPT_AUDIO forces a probe", false};
    if (e.alsaPlayback || e.pulse || e.pipewire || e.alsoftDrivers)
        return {false, false, "an output may exist", false};
    return {true, false, "no audio: no ALSA device, PulseAudio or PipeWire server found", false};
}

const AudioProbe& probeAudio() {
    static const AudioProbe probe = [] {
        AudioPreDecision pre = preDecideAudio(gather());
        if (pre.decided) return AudioProbe{pre.available, pre.reason, pre.disabled};
        return probeOpenAl();
    }();
    return probe;
}

bool audioAvailable() { return probeAudio().available; }

} // namespace engine
