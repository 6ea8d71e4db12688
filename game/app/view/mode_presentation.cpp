#include "game/app/view/mode_presentation.h"

namespace game {

namespace {

/// The tables by ModeId (nullptr where a mode has none), built on first use from builtInPresentations().
struct PresentationTable {
    std::vector<ModePresentation> tables;
    std::vector<const ModePresentation*> byId;
    std::vector<ModeId> presented;
};

const PresentationTable& table() {
    static const PresentationTable t = [] {
        PresentationTable out;
        out.tables = builtInPresentations();
        out.byId.assign(modeCount(), nullptr);
        for (const ModePresentation& p : out.tables)
            if (std::optional<ModeId> id = findMode(p.mode)) out.byId[*id] = &p;
        for (std::size_t i = 0; i < out.byId.size(); ++i)
            if (out.byId[i] != nullptr) out.presented.push_back(static_cast<ModeId>(i));
        return out;
    }();
    return t;
}

} // namespace

const ModePresentation& modePresentation(ModeId id) {
    static const ModePresentation plain;
    const PresentationTable& t = table();
    return id < t.byId.size() && t.byId[id] != nullptr ? *t.byId[id] : plain;
}

const std::vector<ModeId>& presentedModes() { return table().presented; }

} // namespace game
