#pragma once
// AudioBank: the game's sounds, synthesized at startup from the sound kit (sound_kit.h) into sf::SoundBuffers and
// played through a small pool of sf::Sound voices. When audio is disabled or there is no output device
// (engine::audioAvailable()), no SFML audio object is ever created and every call is a silent no-op.
#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>

#include <cstdint>
#include <future>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace game {

/// Simultaneous one-shot voices; the oldest playing one is cut when all are busy.
inline constexpr int kSoundVoices = 12;

/// Named sound effects and the music loops ("lab", "catacomb" and their chapters' variations, "lab 2" ...).
class AudioBank {
public:
    /// An inactive bank (calls are no-ops until init(true) succeeds).
    AudioBank() = default;
    AudioBank(const AudioBank&) = delete;             ///< owns SFML audio objects: no copies
    AudioBank& operator=(const AudioBank&) = delete;  ///< no copies
    /// Stops everything (sounds before buffers).
    ~AudioBank();

    /// enabled && engine::audioAvailable(): synthesize every effect (~50 ms), open the voice pool and start
    /// rendering the modes' music loops on background threads (about a second each; a variation when first played). Returns whether the bank is active. Enabled but with no
    /// output device, it says why on stderr in one line, once per run. Calling again re-initialises.
    bool init(bool enabled);
    /// True when sounds actually play.
    bool active() const { return active_; }
    /// Why the bank is inactive (or "audio on"), one line.
    const std::string& status() const { return status_; }

    /// Play effect `name` once at pitch (1 = as made; 0.5 = an octave down, clamped to [0.25, 4]). Unknown names
    /// are ignored.
    void play(std::string_view name, float pitch = 1.0f);
    /// Start (on = true) or stop a looping effect such as "laser_hum", at volume01 × the sfx volume.
    /// Starting an already running loop only updates its volume.
    void setLoop(std::string_view name, bool on, float volume01 = 1.0f);
    /// Music and effects volumes, each 0..1 (clamped).
    void setVolumes(float music01, float sfx01);
    /// Loop theme "lab", "catacomb" or a chapter's variation ("lab 2"); the same theme keeps playing undisturbed. A
    /// theme whose background render is not done yet (a variation's starts here) begins when poll() finds it done
    /// (nothing waits). Unknown themes stop the music.
    void playMusic(std::string_view theme);
    /// Once a frame: start the theme playMusic asked for when its render has finished.
    void poll();
    /// Stop the music.
    void stopMusic();
    /// Stop every effect, loop and the music.
    void stopAll();

private:
    sf::Sound* freeVoice();
    /// Start rendering theme `theme` of the kit on a background thread; false when unknown, rendering or rendered.
    bool startRender(std::string_view theme);
    bool active_ = false;
    std::string status_ = "audio off";
    float musicVolume_ = 0.6f;
    float sfxVolume_ = 0.8f;
    std::map<std::string, sf::SoundBuffer, std::less<>> buffers_;
    std::map<std::string, sf::SoundBuffer, std::less<>> musicBuffers_;
    std::map<std::string, std::future<std::vector<std::int16_t>>, std::less<>> pendingMusic_;
    std::vector<std::unique_ptr<sf::Sound>> voices_;
    std::map<std::string, std::unique_ptr<sf::Sound>, std::less<>> loops_;
    std::map<std::string, float, std::less<>> loopVolumes_;
    std::unique_ptr<sf::Sound> music_;
    std::string musicTheme_;
    std::string wantedTheme_;  ///< asked for while its render was still running
};

} // namespace game
