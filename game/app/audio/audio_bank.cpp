#include "game/app/audio/audio_bank.h"

#include <algorithm>
#include <chrono>
#include <iostream>

#include "engine/platform/audio_device.h"
#include "game/app/audio/sound_kit.h"

namespace game {

namespace {

constexpr float kMinPitch = 0.25f;
constexpr float kMaxPitch = 4.0f;

bool fill(sf::SoundBuffer& buffer, const std::vector<std::int16_t>& samples) {
    return !samples.empty() &&
           buffer.loadFromSamples(samples.data(), samples.size(), 1, engine::kAudioSampleRate);
}

} // namespace

AudioBank::~AudioBank() {
    stopAll();
    for (auto& [name, f] : pendingMusic_)
        if (f.valid()) f.wait();
}

bool AudioBank::init(bool enabled) {
    stopAll();
    voices_.clear();
    loops_.clear();
    music_.reset();
    for (auto& [name, f] : pendingMusic_)
        if (f.valid()) f.wait();
    pendingMusic_.clear();
    buffers_.clear();
    musicBuffers_.clear();
    active_ = false;
    if (!enabled) { status_ = "audio off (disabled)"; return false; }
    const engine::AudioProbe& probe = engine::probeAudio();
    if (!probe.available) {
        status_ = probe.reason;
        // A missing device is told once per run (a choice, RAYCRYPT_AUDIO=0, is not a problem to report).
        static bool told = false;
        if (!probe.disabled && !told) std::cerr << "raycrypt: " << probe.reason << " - playing without sound\n";
        told = true;
        return false;
    }
    for (const engine::SfxPreset& p : game::sfxPresets()) {
        sf::SoundBuffer& b = buffers_[std::string(p.name)];
        if (!fill(b, engine::renderPreset(p))) buffers_.erase(std::string(p.name));
    }
    for (int i = 0; i < kSoundVoices; ++i) voices_.push_back(std::make_unique<sf::Sound>());
    music_ = std::make_unique<sf::Sound>();
    // The loops take a few hundred ms to render: do it off the main thread, the modes' themes before anyone asks
    // for them; a chapter's variation ("lab 2") when it is first asked for.
    for (std::string_view theme : game::musicThemeNames())
        if (theme.find(' ') == std::string_view::npos) startRender(theme);
    active_ = true;
    status_ = probe.reason;
    return true;
}

bool AudioBank::startRender(std::string_view theme) {
    const auto& names = game::musicThemeNames();
    const auto known = std::find(names.begin(), names.end(), theme);
    if (known == names.end() || pendingMusic_.count(theme) || musicBuffers_.count(theme)) return false;
    const std::string_view name = *known; // the kit's own view: it outlives the render
    pendingMusic_.emplace(std::string(name), std::async(std::launch::async, [name] {
                              return engine::renderSong(game::musicTheme(name));
                          }));
    return true;
}

sf::Sound* AudioBank::freeVoice() {
    sf::Sound* oldest = nullptr;
    float oldestOffset = -1.0f;
    for (auto& v : voices_) {
        if (v->getStatus() != sf::Sound::Playing) return v.get();
        float t = v->getPlayingOffset().asSeconds();
        if (t > oldestOffset) { oldestOffset = t; oldest = v.get(); }
    }
    return oldest;
}

void AudioBank::play(std::string_view name, float pitch) {
    if (!active_) return;
    auto it = buffers_.find(name);
    if (it == buffers_.end()) return;
    sf::Sound* v = freeVoice();
    if (!v) return;
    v->stop();
    v->setBuffer(it->second);
    v->setPitch(std::clamp(pitch, kMinPitch, kMaxPitch));
    v->setVolume(100.0f * sfxVolume_);
    v->setLoop(false);
    v->play();
}

void AudioBank::setLoop(std::string_view name, bool on, float volume01) {
    if (!active_) return;
    auto it = loops_.find(name);
    if (!on) {
        if (it != loops_.end()) it->second->stop();
        return;
    }
    auto buf = buffers_.find(name);
    if (buf == buffers_.end()) return;
    if (it == loops_.end()) {
        it = loops_.emplace(std::string(name), std::make_unique<sf::Sound>(buf->second)).first;
        it->second->setLoop(true);
    }
    loopVolumes_[std::string(name)] = std::clamp(volume01, 0.0f, 1.0f);
    it->second->setVolume(100.0f * sfxVolume_ * std::clamp(volume01, 0.0f, 1.0f));
    if (it->second->getStatus() != sf::Sound::Playing) it->second->play();
}

void AudioBank::setVolumes(float music01, float sfx01) {
    musicVolume_ = std::clamp(music01, 0.0f, 1.0f);
    sfxVolume_ = std::clamp(sfx01, 0.0f, 1.0f);
    if (!active_) return;
    if (music_) music_->setVolume(100.0f * musicVolume_);
    for (auto& [name, s] : loops_) s->setVolume(100.0f * sfxVolume_ * loopVolumes_[name]);
}

void AudioBank::playMusic(std::string_view theme) {
    if (!active_) return;
    if (theme == musicTheme_ && music_->getStatus() == sf::Sound::Playing) return;
    stopMusic();
    auto it = musicBuffers_.find(theme);
    if (it == musicBuffers_.end()) {
        auto pending = pendingMusic_.find(theme);
        if (pending == pendingMusic_.end() && startRender(theme)) pending = pendingMusic_.find(theme);
        if (pending == pendingMusic_.end() || !pending->second.valid()) return;  // unknown theme
        if (pending->second.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
            wantedTheme_ = std::string(theme);  // poll() starts it when its render is done
            return;
        }
        sf::SoundBuffer b;
        const bool ok = fill(b, pending->second.get());
        pendingMusic_.erase(pending);
        if (!ok) return;
        it = musicBuffers_.emplace(std::string(theme), b).first;
    }
    music_->setBuffer(it->second);
    music_->setLoop(true);
    music_->setVolume(100.0f * musicVolume_);
    music_->play();
    musicTheme_ = std::string(theme);
}

void AudioBank::poll() {
    if (!active_ || wantedTheme_.empty()) return;
    auto pending = pendingMusic_.find(wantedTheme_);
    if (pending == pendingMusic_.end() ||
        pending->second.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
        playMusic(std::string(wantedTheme_));
}

void AudioBank::stopMusic() {
    if (!active_ || !music_) return;
    music_->stop();
    musicTheme_.clear();
    wantedTheme_.clear();
}

void AudioBank::stopAll() {
    if (!active_) return;
    for (auto& v : voices_) v->stop();
    for (auto& [name, s] : loops_) s->stop();
    stopMusic();
}

} // namespace game
