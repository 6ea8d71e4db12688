// raycrypt-sfxdump: render every sound preset and every music loop (the themes and their chapters' variations) to
// 16-bit mono WAV files, for listening and for checking with sox. Usage: raycrypt-sfxdump OUT_DIR (an existing folder). Prints one line per file:
// name, samples, peak. --help (or -h) prints the usage; any other argument starting with '-' is refused.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "game/app/audio/sound_kit.h"

namespace {

void put32(std::ofstream& o, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) o.put(static_cast<char>((v >> (8 * i)) & 0xff));
}
void put16(std::ofstream& o, std::uint16_t v) {
    o.put(static_cast<char>(v & 0xff));
    o.put(static_cast<char>(v >> 8));
}

/// Write a 16-bit mono PCM WAV, then check the file on disk is exactly the 44-byte header plus 2 bytes a sample.
bool writeWav(const std::string& path, const std::vector<std::int16_t>& s) {
    std::ofstream o(path, std::ios::binary);
    const std::uint32_t bytes = static_cast<std::uint32_t>(s.size() * 2);
    o.write("RIFF", 4); put32(o, 36 + bytes); o.write("WAVE", 4);
    o.write("fmt ", 4); put32(o, 16); put16(o, 1); put16(o, 1);
    put32(o, engine::kAudioSampleRate); put32(o, engine::kAudioSampleRate * 2); put16(o, 2); put16(o, 16);
    o.write("data", 4); put32(o, bytes);
    for (std::int16_t v : s) put16(o, static_cast<std::uint16_t>(v));
    o.close();
    if (!o) return false;
    std::ifstream back(path, std::ios::binary | std::ios::ate);
    const auto size = static_cast<std::uint64_t>(back.tellg());
    if (size != 44u + bytes) {
        std::fprintf(stderr, "%s: %llu bytes on disk, expected %llu\n", path.c_str(),
                     static_cast<unsigned long long>(size), static_cast<unsigned long long>(44u + bytes));
        return false;
    }
    return true;
}

int peak(const std::vector<std::int16_t>& s) {
    int m = 0;
    for (std::int16_t v : s) m = std::max(m, std::abs(static_cast<int>(v)));
    return m;
}

} // namespace

int main(int argc, char** argv) {
    const char* usage = "usage: raycrypt-sfxdump OUT_DIR\n"
                        "  renders every sound preset and music theme to OUT_DIR/*.wav (OUT_DIR must exist)\n";
    const std::string arg = argc > 1 ? argv[1] : "";
    if (argc == 2 && (arg == "--help" || arg == "-h")) {
        std::fputs(usage, stdout);
        return 0;
    }
    if (argc != 2 || arg.empty() || arg[0] == '-') {
        if (argc > 2) std::fprintf(stderr, "raycrypt-sfxdump: expected one folder, got %d arguments\n", argc - 1);
        else if (!arg.empty()) std::fprintf(stderr, "raycrypt-sfxdump: unknown option '%s'\n", arg.c_str());
        std::fputs(usage, stderr);
        return 2;
    }
    const std::string dir = arg;
    bool ok = true;
    for (const engine::SfxPreset& p : game::sfxPresets()) {
        std::vector<std::int16_t> s = engine::renderPreset(p);
        ok = writeWav(dir + "/sfx_" + std::string(p.name) + ".wav", s) && ok;
        std::printf("sfx_%-12s %7zu samples  peak %5d\n", std::string(p.name).c_str(), s.size(), peak(s));
    }
    for (std::string_view name : game::musicThemeNames()) {
        std::vector<std::int16_t> s = engine::renderSong(game::musicTheme(name));
        std::string file(name);
        std::replace(file.begin(), file.end(), ' ', '_'); // "lab 2" -> music_lab_2.wav
        ok = writeWav(dir + "/music_" + file + ".wav", s) && ok;
        std::printf("music_%-10s %7zu samples  peak %5d\n", std::string(name).c_str(), s.size(), peak(s));
    }
    return ok ? 0 : 1;
}
