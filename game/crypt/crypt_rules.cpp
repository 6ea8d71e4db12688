#include "game/crypt/crypt_rules.h"

#include "game/crypt/crypt_mode.h"
#include "game/world/level_schema.h"
#include "game/world/mode_fields.h"
#include "game/world/systems.h"

namespace game {

using engine::EntityType;
using engine::FieldSpec;
using schema::kMaxTime;

std::vector<EntityType> cryptEntityTypes() {
    std::vector<std::string> crypt = {kModeCrypt};
    FieldSpec dir = engine::integerField("dir", 1, -1, 1, "starting direction: -1 left, 1 right");
    dir.allowed = {-1, 1};
    return {
        {"skeleton", "walks back and forth, turning at walls and ledges", crypt, false, false, {
            dir,
            engine::numberField("speed", "tiles/s", 2, 0.1, 20, "walking speed"),
        }},
        {"bat", "sleeps until the player comes within range, then swoops", crypt, false, false, {
            engine::numberField("range", "tiles", 6, 1, 32, "wake-up distance"),
            engine::numberField("speed", "tiles/s", 5, 0.1, 20, "flying speed"),
        }},
        {"lich", "stands still and casts slow projectiles at the player", crypt, false, false, {
            engine::numberField("interval", "s", 2.5, 0.5, 30, "time between casts"),
            engine::numberField("projectileSpeed", "tiles/s", 4, 0.5, 30, "projectile speed"),
            engine::numberField("range", "tiles", 14, 1, 64, "casting range"),
        }},
        {"orb", "refills the blunderbuss's shells when touched", crypt, false, false, {
            engine::numberField("respawn", "s", 8, 0, kMaxTime, "time until it comes back; 0 = never"),
        }},
        {"key", "a key the player picks up; opens the gate that names it", crypt, true, false, {}},
        {"gate", "a locked gate; opens when the player carries its key", crypt, false, false, {
            engine::numberField("w", "tiles", 1, 0.25, 64, "width"),
            engine::numberField("h", "tiles", 3, 0.25, 64, "height"),
            engine::stringField("key", "", "id of the key that opens it").makeRequired().refersTo("key"),
        }},
    };
}

ModeRules cryptRules() {
    ModeRules r;
    r.name = kModeCrypt;
    r.entityTypes = cryptEntityTypes;
    r.spawn = spawnCryptEntity;
    r.setUpPlayer = setUpCryptPlayer;
    r.refreshPlayer = refreshCryptPlayer;
    r.step = stepCrypt;
    r.fields = modeFieldsOf(CryptComponents{});
    r.hash = hashCrypt;
    return r;
}

} // namespace game
