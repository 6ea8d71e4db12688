#pragma once
// Audio device detection, so the game stays silent (and quiet on stderr) where no sound can play: containers,
// CI, Xvfb sessions, SSH. SFML/OpenAL would otherwise print "AL lib: (EE) ..." / "Failed to open the audio
// device" on every start. The approach, in order (the first rule that decides wins):
//   1. RAYCRYPT_AUDIO=0|off|no disables audio; RAYCRYPT_AUDIO=1|on|yes skips step 2 (still probes in step 3).
//   2. Look for an output: an ALSA playback node /dev/snd/pcmC*D*p, a PulseAudio server ($PULSE_SERVER,
//      $XDG_RUNTIME_DIR/pulse/native, /run/user/<uid>/pulse/native), a PipeWire socket
//      ($XDG_RUNTIME_DIR/pipewire-0), or an explicit OpenAL Soft driver choice ($ALSOFT_DRIVERS).
//      None of them → no audio, and SFML audio is never touched.
//   3. Probe: with OpenAL Soft's logging silenced (ALSOFT_LOGLEVEL=0 unless already set) and stderr sent to
//      /dev/null meanwhile (the ALSA, JACK and PulseAudio client libraries it tries print their own errors), dlopen
//      the OpenAL library SFML itself uses and open + close the default device. Failure → no audio.
// The answer is computed once and cached.
#include <string>

namespace engine {

/// The decision and a one-line reason (for a --verbose log or a settings screen).
struct AudioProbe {
    bool available = false; ///< sound can play
    std::string reason;     ///< why (one line, starting "audio" or "no audio")
    bool disabled = false;  ///< RAYCRYPT_AUDIO turned audio off: a choice, not a problem to report
};

/// What the environment offers, gathered by probeAudio(); separated so the rule can be reasoned about alone.
struct AudioEnvironment {
    std::string override;        ///< value of RAYCRYPT_AUDIO ("" when unset)
    bool alsaPlayback = false;   ///< a /dev/snd/pcmC*D*p node exists
    bool pulse = false;          ///< a PulseAudio server is reachable by path or $PULSE_SERVER
    bool pipewire = false;       ///< a PipeWire socket exists
    bool alsoftDrivers = false;  ///< $ALSOFT_DRIVERS is set
};

/// Steps 1–2 of the rule: {decided, available, reason}. `decided` false means "go on and probe OpenAL".
struct AudioPreDecision {
    bool decided = false;   ///< false: go on and probe OpenAL
    bool available = false; ///< the answer when decided
    std::string reason;     ///< one line
    bool disabled = false;  ///< decided by RAYCRYPT_AUDIO=0|off|no|false
};

/// Apply steps 1–2 to an environment (pure function).
AudioPreDecision preDecideAudio(const AudioEnvironment& env);

/// Run the whole rule once (cached) and return its result.
const AudioProbe& probeAudio();

/// True when sound can play: probeAudio().available.
bool audioAvailable();

} // namespace engine
