// Fuzz target: the replay loader (game::loadReplayText). Properties:
//   * it never throws (the header promises so) and a failed load has at least one error;
//   * a replay that loads saves (saveReplayJson), in both forms (a compact stream where its frames allow one, and
//     readable entries), to text that loads back with the same level, name and frames, aim vectors bit for bit.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "game/replay/replay.h"

namespace {

/// Frames equal bit for bit (held buttons, and the aim's exact doubles: −0 differs from 0).
bool sameFrames(const std::vector<engine::InputFrame>& a, const std::vector<engine::InputFrame>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].held != b[i].held) return false;
        if (std::memcmp(&a[i].aim.x, &b[i].aim.x, sizeof(double)) != 0) return false;
        if (std::memcmp(&a[i].aim.y, &b[i].aim.y, sizeof(double)) != 0) return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    game::ReplayLoadResult r = game::loadReplayText(text, "fuzz.replay.json");
    fuzz::require(r.ok() || !r.errors.empty(), "a failed replay load says why");
    if (!r.replay) return 0;
    fuzz::require(r.replay->frames.size() <= game::kMaxReplayTicks, "a replay holds at most kMaxReplayTicks frames");
    for (game::ReplayForm form : {game::ReplayForm::Compact, game::ReplayForm::Readable}) {
        std::string saved = game::saveReplayJson(*r.replay, form);
        game::ReplayLoadResult back = game::loadReplayText(saved, "saved.replay.json");
        fuzz::require(back.ok(), "saveReplayJson output loads");
        fuzz::require(back.replay->level == r.replay->level, "the level path survives a round trip");
        fuzz::require(back.replay->levelName == r.replay->levelName, "the level name survives a round trip");
        fuzz::require(sameFrames(back.replay->frames, r.replay->frames), "every frame survives a round trip bit for bit");
    }
    return 0;
}
