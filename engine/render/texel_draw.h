#pragma once
// Drawing a texture's texels as they are. SFML draws through OpenGL's fixed-function pipeline, whose texture
// stage multiplies each texel by the vertex colour (GL_MODULATE). For a texture drawn white that multiply changes
// nothing, but a software rasteriser (llvmpipe) still pays it per pixel; GL_REPLACE takes the texel as it is.
#include <SFML/Graphics.hpp>

namespace engine {

/// Draw `drawable` (textured, by states or by itself like a sprite) into target with states, each fragment taking
/// its texel unchanged (GL_REPLACE: the vertex colours, alpha included, are ignored), then restore SFML's
/// GL_MODULATE. Same pixels as target.draw for a drawable whose vertices are white, whatever the blend mode. With
/// a shader in states (it decides the colour) it is exactly target.draw.
void drawTexelsOnly(sf::RenderTarget& target, const sf::Drawable& drawable, const sf::RenderStates& states);

} // namespace engine
