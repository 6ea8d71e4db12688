// The one place that names the built-in modes: their order here is their ModeId (ninja 0, crypt 1), which the
// level loader's mode list and the schema's type order follow.
#include "game/crypt/crypt_rules.h"
#include "game/ninja/ninja_rules.h"
#include "game/world/mode_rules.h"

namespace game {

std::vector<ModeRules> builtInModes() { return {ninjaRules(), cryptRules()}; }

} // namespace game
