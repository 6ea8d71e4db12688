#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include <fcntl.h>
#include <unistd.h>

#include "engine/platform/audio_device.h"

using engine::AudioEnvironment;
using engine::preDecideAudio;

TEST_CASE("RAYCRYPT_AUDIO=0 turns audio off as a choice, not as a problem to report", "[audio]") {
    for (const char* off : {"0", "off", "no", "false"}) {
        AudioEnvironment env;
        env.override = off;
        env.pulse = true; // even with a server around
        engine::AudioPreDecision d = preDecideAudio(env);
        CHECK(d.decided);
        CHECK_FALSE(d.available);
        CHECK(d.disabled);
    }
}

TEST_CASE("No ALSA device, PulseAudio or PipeWire server decides no audio, as a problem", "[audio]") {
    engine::AudioPreDecision d = preDecideAudio(AudioEnvironment{});
    CHECK(d.decided);
    CHECK_FALSE(d.available);
    CHECK_FALSE(d.disabled);
    CHECK(d.reason.rfind("no audio:", 0) == 0);
}

TEST_CASE("A possible output, or RAYCRYPT_AUDIO=1, leaves the decision to the OpenAL probe", "[audio]") {
    AudioEnvironment env;
    SECTION("an ALSA playback node") { env.alsaPlayback = true; }
    SECTION("a PipeWire socket") { env.pipewire = true; }
    SECTION("an explicit OpenAL Soft driver list") { env.alsoftDrivers = true; }
    SECTION("forced by RAYCRYPT_AUDIO=1") { env.override = "1"; }
    engine::AudioPreDecision d = preDecideAudio(env);
    CHECK_FALSE(d.decided);
    CHECK_FALSE(d.disabled);
}

TEST_CASE("The OpenAL probe of a missing device says no audio and prints nothing on stderr", "[audio]") {
    // ALSA with a card that does not exist: alsa-lib itself prints eight "ALSA lib ..." lines when asked to open it.
    ::setenv("ALSOFT_DRIVERS", "alsa", 1);
    ::setenv("ALSA_CARD", "raycrypt_no_such_card", 1);
    ::unsetenv("RAYCRYPT_AUDIO");
    char path[] = "/tmp/raycrypt-stderr-XXXXXX";
    const int capture = ::mkstemp(path);
    REQUIRE(capture >= 0);
    std::fflush(stderr);
    const int saved = ::dup(STDERR_FILENO);
    ::dup2(capture, STDERR_FILENO);
    const engine::AudioProbe& probe = engine::probeAudio();
    std::fflush(stderr);
    ::dup2(saved, STDERR_FILENO);
    ::close(saved);
    ::close(capture);
    std::ifstream in(path);
    const std::string printed((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::remove(path);
    CHECK_FALSE(probe.available);
    CHECK_FALSE(probe.disabled);
    CHECK(probe.reason.rfind("no audio:", 0) == 0);
    CHECK(printed.empty());
    SECTION("the answer is cached") { CHECK(&engine::probeAudio() == &probe); }
}
