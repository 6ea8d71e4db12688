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

void drawTexelCopy(sf::RenderTarget& target, const sf::Drawable& drawable, sf::RenderStates states,
                   const sf::Shader* copy) {
    states.blendMode = sf::BlendNone;
    if (!target.setActive(true)) {
        target.draw(drawable, states);
        return;
    }
    // SFML enables GL_BLEND once per context (resetGLStates) and only changes the blend function afterwards, so
    // switching it off around one draw is safe: if that draw resets SFML's states it is enabled again, and the
    // draw still replaces the pixels (ONE, ZERO), only without the saving.
    glDisable(GL_BLEND);
    if (states.shader == nullptr && copy != nullptr) {
        states.shader = copy;
        target.draw(drawable, states);
    } else {
        drawTexelsOnly(target, drawable, states);
    }
    glEnable(GL_BLEND);
}

bool preferBgraStorage(sf::RenderTexture& target) {
    if (!target.setActive(true)) return false;
    // The texture's real size (SFML may round it up to a power of two where non-power-of-two sizes are missing).
    sf::Texture::bind(&target.getTexture());
    GLint w = 0, h = 0;
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &w);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_HEIGHT, &h);
    if (w > 0 && h > 0) glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, nullptr);
    sf::Texture::bind(nullptr);
    return w > 0 && h > 0;
}

bool preferBgraStorage(sf::Texture& texture) {
    if (texture.getNativeHandle() == 0) return false;
    GLint before = 0, w = 0, h = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &before);
    glBindTexture(GL_TEXTURE_2D, texture.getNativeHandle());
    // The real size, as above.
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &w);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_HEIGHT, &h);
    if (w > 0 && h > 0) glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_BGRA, GL_UNSIGNED_BYTE, nullptr);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(before));
    return w > 0 && h > 0;
}

void flushDraws(sf::RenderTarget& target) {
    if (target.setActive(true)) glFlush();
}

} // namespace engine
