#pragma once
// Drawing a texture's texels as they are. SFML draws through OpenGL's fixed-function pipeline, whose texture
// stage multiplies each texel by the vertex colour (GL_MODULATE). For a texture drawn white that multiply changes
// nothing, but a software rasteriser (llvmpipe) still pays it per pixel; GL_REPLACE takes the texel as it is.
// An opaque copy goes further: a one-line fragment shader (llvmpipe compiles the fixed-function texture stage
// with a projective divide per pixel) and blending switched off (sf::BlendNone still runs the blend unit).
#include <SFML/Graphics.hpp>

namespace engine {

/// Fragment shader of an exact texel copy: the texel at the first texture coordinate, nothing else. Bind its
/// `texture` uniform to sf::Shader::CurrentTexture.
inline constexpr const char* kTexelCopyShader = R"(
uniform sampler2D texture;
void main() { gl_FragColor = texture2D(texture, gl_TexCoord[0].xy); }
)";

/// Draw `drawable` (textured, by states or by itself like a sprite) into target with states, each fragment taking
/// its texel unchanged (GL_REPLACE: the vertex colours, alpha included, are ignored), then restore SFML's
/// GL_MODULATE. Same pixels as target.draw for a drawable whose vertices are white, whatever the blend mode. With
/// a shader in states (it decides the colour) it is exactly target.draw.
void drawTexelsOnly(sf::RenderTarget& target, const sf::Drawable& drawable, const sf::RenderStates& states);

/// Draw `drawable` into target replacing what is there (states.blendMode is ignored: sf::BlendNone) with OpenGL's
/// blending switched off for the draw, through `copy` (a shader made from kTexelCopyShader) or, when copy is
/// null, drawTexelsOnly. Same pixels as target.draw(drawable, BlendNone) for a drawable whose vertices are white.
/// A shader already in states is kept (it decides the colour). SFML's blending is on again afterwards.
void drawTexelCopy(sf::RenderTarget& target, const sf::Drawable& drawable, sf::RenderStates states,
                   const sf::Shader* copy);

/// Give the texture of `target` new storage of the same size, contents undefined, specified from BGRA data, so that
/// a driver which lays out an unsized GL_RGBA texture like its upload (Mesa) stores it as B8G8R8A8, the window's
/// own order. For a canvas copied to the window as one screen-aligned rectangle: llvmpipe's linear rasteriser then
/// does the copy (texels fetched a row at a time, 8-bit arithmetic) instead of its per-pixel float pipeline. The
/// texture still reads and draws as RGBA. Call it before anything is drawn into target; it activates target's
/// context. False when target has not been created.
bool preferBgraStorage(sf::RenderTexture& target);

/// The same for a texture: new storage of its size specified from BGRA data, contents undefined (fill it with
/// texture.update, which keeps the storage). Needs an active GL context; the texture bound before is bound again.
/// False when the texture has not been created.
bool preferBgraStorage(sf::Texture& texture);

/// Send what was drawn into target so far to the rasteriser (glFlush), so that later draws form a scene of their
/// own: llvmpipe's linear path runs a 64×64 bin only when every draw in it is a screen-aligned rectangle.
void flushDraws(sf::RenderTarget& target);

} // namespace engine
