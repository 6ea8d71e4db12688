// Compiled by the `field list completeness` tests, never linked: with FIELD_LIST_COMPLETE the list names every
// member and the file compiles; without it the struct has a member its list leaves out, and the build must stop
// with the completeness message.
#include "engine/ecs/field_hash.h"

namespace probe {

struct Lamp {
    double brightness = 0.0;
    int colour = 0;
    bool flickers = false;  // the member a list can forget
};

constexpr auto fields(engine::Type<Lamp>) {
    return engine::fieldList("Lamp", engine::field("brightness", &Lamp::brightness), engine::field("colour", &Lamp::colour)
#ifdef FIELD_LIST_COMPLETE
                             , engine::field("flickers", &Lamp::flickers)
#endif
    );
}

} // namespace probe

void hashLamp(engine::StateHasher& h, const probe::Lamp& lamp) { engine::hashValue(h, lamp); }
