// The one place that lists the modes' presentation tables (the rules tables are listed in
// game/modes/builtin_modes.cpp). Each table names the mode it presents; the menus offer them in ModeId order.
#include "game/app/view/crypt_view.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/ninja_view.h"

namespace game {

std::vector<ModePresentation> builtInPresentations() { return {ninjaPresentation(), cryptPresentation()}; }

} // namespace game
