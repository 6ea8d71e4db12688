#include "engine/render/texel_draw.h"

#include <SFML/OpenGL.hpp>

namespace engine {

void drawTexelsOnly(sf::RenderTarget& target, const sf::Drawable& drawable, const sf::RenderStates& states) {
    if (states.shader != nullptr || !target.setActive(true)) {
        target.draw(drawable, states);
        return;
    }
    // The texture environment is per texture unit and SFML draws on unit 0, which is active by default and which
    // SFML never changes; it never sets the environment either, so GL_MODULATE (OpenGL's default) is put back.
    glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
    target.draw(drawable, states);
    glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_MODULATE);
}

} // namespace engine
