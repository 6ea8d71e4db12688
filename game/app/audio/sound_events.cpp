#include "game/app/audio/sound_events.h"

#include <algorithm>
#include <set>
#include <string>

#include "game/app/view/mode_bridge.h"
#include "game/app/view/mode_presentation.h"

namespace game {

namespace {

/// Bullet time plays the world slower and lower: every sound's pitch times this.
constexpr float kSlowPitch = 0.8f;

/// The pitch factor of the world's time: kSlowPitch in bullet time, else 1.
float timePitch(const World& world) { return world.slowdown.scale() < 1.0 ? kSlowPitch : 1.0f; }

} // namespace

EventSound soundFor(EventType type) {
    switch (type) {
    case EventType::Jump:
        return {"jump"};
    case EventType::Land:
        return {"land"};
    case EventType::WallKick:
        return {"wallkick"};
    case EventType::Dash:
        return {"dash"};
    case EventType::BulletTimeOn:
        return {"bullet_in"};
    case EventType::BulletTimeOff:
        return {"bullet_out"};
    case EventType::Zap:
        return {"zap"};
    case EventType::Death:
        return {"death"};
    case EventType::Exit:
        return {"exit"};
    case EventType::Shot:
        return {"shot"};
    case EventType::DryClick:
        return {"dry_click"};
    case EventType::Reload:
        return {"reload"};
    case EventType::BlockBreak:
        return {"break"};
    case EventType::Crumble:
        return {"break", 0.7f};
    case EventType::EnemyDeath:
        return {"enemy_death"};
    case EventType::Stomp:
        return {"land", 0.8f};
    case EventType::DoorOpen:
        return {"door"};
    case EventType::DoorClose:
        return {"door", 0.85f};
    case EventType::Pickup:
        return {"pickup"};
    case EventType::KeyPickup:
        return {"key"};
    case EventType::Checkpoint:
        return {"checkpoint"};
    case EventType::Collect:
        return {"collect"};
    case EventType::RobotFire:
        return {"zap", 0.8f};
    default:  // LaserCharge and RobotTelegraph among them: their threats' cues say it (threatCues)
        return {};
    }
}

EventSound soundFor(ThreatCue cue) {
    switch (cue) {
    case ThreatCue::BatWake: return {"bat_wake"};
    case ThreatCue::LichCast: return {"lich_cast"};
    case ThreatCue::TileCrumble: return {"crumble_warn"};
    case ThreatCue::RobotLock: return {"lock_on"};
    case ThreatCue::LaserCharge: return {"charge"};
    }
    return {};
}

std::vector<EventSound> threatCues(ThreatWatch& watch, const World& world) {
    std::vector<EventSound> cues;
    for (const ThreatTell& t : startedThreats(watch, readThreats(world))) {
        const EventSound s = soundFor(t.cue);
        const bool told = std::any_of(cues.begin(), cues.end(), [&](const EventSound& c) { return c.name == s.name; });
        if (!s.name.empty() && !told) cues.push_back(s);
    }
    return cues;
}

void playThreatCues(AudioBank& audio, ThreatWatch& watch, const World& world) {
    const std::vector<EventSound> cues = threatCues(watch, world);
    if (!audio.active()) return;
    for (const EventSound& s : cues) audio.play(s.name, s.pitch * timePitch(world));
}

void playEventSounds(AudioBank& audio, const World& world) {
    if (!audio.active()) return;
    std::set<std::string> played;
    for (const WorldEvent& e : world.events) {
        EventSound s = soundFor(e.type);
        if (s.name.empty() || !played.insert(std::string(s.name) + std::to_string(s.pitch)).second) continue;
        audio.play(s.name, s.pitch * timePitch(world));
    }
}

float humVolume(double distance) {
    if (!(distance < kHumRange)) return 0.0f;
    return static_cast<float>(std::clamp(1.0 - distance / kHumRange, 0.0, 1.0));
}

void updateLaserHum(AudioBank& audio, const World& world, bool playing, float volume) {
    if (!audio.active()) return;
    float v = 0.0f;
    if (playing && modePresentation(world.mode).nearestLethalBeam != nullptr &&
        world.state == RunState::Playing) {
        const Transform* t = world.registry.tryGet<Transform>(world.player);
        if (t != nullptr) v = humVolume(nearestLethalBeam(world, t->position));
    }
    v *= std::clamp(volume, 0.0f, 1.0f);
    audio.setLoop("laser_hum", v > 0.0f, v * 0.7f);
}

} // namespace game
