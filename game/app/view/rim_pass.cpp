#include "game/app/view/rim_pass.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>

#include "engine/render/view_cull.h"
#include "game/app/view/view_assets.h"

namespace game {

namespace {

/// The silhouette: the vertex colour where the texel is opaque (its alpha kept).
constexpr const char* kSilhouette = R"(
uniform sampler2D texture;
void main() {
    float a = texture2D(texture, gl_TexCoord[0].xy).a;
    gl_FragColor = vec4(gl_Color.rgb, gl_Color.a * a);
}
)";

/// The outline's offsets, canvas px: the 8 neighbours, then (high contrast) the 12 two pixels out that make it
/// two pixels thick with rounded corners.
constexpr float kOffsets[20][2] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1},
                                   {-2, -1}, {-2, 0},  {-2, 1}, {2, -1}, {2, 0}, {2, 1},  {-1, -2}, {0, -2},
                                   {1, -2},  {-1, 2},  {0, 2},  {1, 2}};
/// How many of kOffsets a normal and a high-contrast outline use.
constexpr int kThinOffsets = 8, kThickOffsets = 20;

/// The rim colour item `rim` gets in high contrast: the hazard yellow for lethal things, the player white else.
sf::Color contrastRim(sf::Color rim) { return rim == kHazardRim ? kContrastHazard : kContrastPlayer; }

/// The silhouette shader, compiled on first use; null where shaders are unavailable.
sf::Shader* silhouette() {
    static std::unique_ptr<sf::Shader> shader = [] {
        std::unique_ptr<sf::Shader> s;
        if (!sf::Shader::isAvailable()) return s;
        s = std::make_unique<sf::Shader>();
        if (!s->loadFromMemory(kSilhouette, sf::Shader::Fragment)) return std::unique_ptr<sf::Shader>();
        s->setUniform("texture", sf::Shader::CurrentTexture);
        return s;
    }();
    return shader.get();
}

} // namespace

std::vector<ShownActor>& shownActors() {
    static std::vector<ShownActor> actors;
    return actors;
}

std::vector<ShownBeam>& shownBeams() {
    static std::vector<ShownBeam> beams;
    return beams;
}

std::vector<ShownBeam>& shownRails() {
    static std::vector<ShownBeam> rails;
    return rails;
}

std::vector<ShownThing> shownThings() {
    std::vector<ShownThing> out;
    for (const ShownActor& a : shownActors())
        out.push_back({a.kind, {a.box.left, a.box.top, a.box.width, a.box.height}});
    // A rail as squares of side 2 × kRailHalfWidth centred every kRailHalfWidth px along it (t = i / n, n pieces).
    for (const ShownBeam& r : shownRails()) {
        const sf::Vector2f d = r.b - r.a;
        const int n = std::max(1, static_cast<int>(std::ceil(std::hypot(d.x, d.y) / kRailHalfWidth)));
        for (int i = 0; i <= n; ++i) {
            const sf::Vector2f c = r.a + d * (static_cast<float>(i) / static_cast<float>(n));
            const float side = 2.0f * kRailHalfWidth;
            out.push_back({"rail", {c.x - kRailHalfWidth, c.y - kRailHalfWidth, side, side}});
        }
    }
    return out;
}

std::vector<sf::FloatRect>& shownOverlays() {
    static std::vector<sf::FloatRect> overlays;
    return overlays;
}

std::vector<ShownEdge>& shownEdges() {
    static std::vector<ShownEdge> edges;
    return edges;
}

std::vector<sf::FloatRect>& shownPlatforms() {
    static std::vector<sf::FloatRect> platforms;
    return platforms;
}

void writeShown(std::ostream& out, sf::Vector2f corner, float scale) {
    // A box in window px: {"x": ..., "y": ..., "w": ..., "h": ...}.
    auto rect = [&](const sf::FloatRect& r) {
        std::ostringstream o;
        o << "\"x\": " << corner.x + r.left * scale << ", \"y\": " << corner.y + r.top * scale
          << ", \"w\": " << r.width * scale << ", \"h\": " << r.height * scale;
        return o.str();
    };
    out << "{\"scale\": " << scale << ", \"actors\": [";
    const char* comma = "";
    for (const ShownActor& a : shownActors()) {
        out << comma << "\n  {\"kind\": \"" << a.kind << "\", " << rect(a.box) << "}";
        comma = ",";
    }
    out << "\n], \"beams\": [";
    comma = "";
    for (const ShownBeam& b : shownBeams()) {
        out << comma << "\n  {\"x0\": " << corner.x + b.a.x * scale << ", \"y0\": " << corner.y + b.a.y * scale
            << ", \"x1\": " << corner.x + b.b.x * scale << ", \"y1\": " << corner.y + b.b.y * scale << "}";
        comma = ",";
    }
    out << "\n], \"overlays\": [";
    comma = "";
    for (const sf::FloatRect& r : shownOverlays()) {
        out << comma << "\n  {" << rect(r) << "}";
        comma = ",";
    }
    out << "\n], \"edges\": [";
    comma = "";
    for (const ShownEdge& e : shownEdges()) {
        out << comma << "\n  {\"kind\": \"" << e.kind << "\", \"solid\": {" << rect(e.solid) << "}, \"open\": {"
            << rect(e.open) << "}}";
        comma = ",";
    }
    out << "\n], \"platforms\": [";
    comma = "";
    for (const sf::FloatRect& r : shownPlatforms()) {
        out << comma << "\n  {" << rect(r) << "}";
        comma = ",";
    }
    out << "\n]}\n";
}

void closeRim(RimSet& set) {
    if (!set.items.empty()) set.items.back().last = set.body.getVertexCount();
}

void beginRim(RimSet& set, std::string kind, sf::Color rim) {
    closeRim(set);
    const std::size_t at = set.body.getVertexCount();
    set.items.push_back({at, at, rim, std::move(kind)});
}

void addRimSprite(RimSet& set, std::string kind, sf::Color rim, const engine::SpriteRect& s,
                  const engine::SpritePlacement& p) {
    beginRim(set, std::move(kind), rim);
    engine::appendSprite(set.body, s, p);
    closeRim(set);
}

int drawRims(sf::RenderTarget& target, RimSet& set, sf::Color tint, sf::Vector2f origin) {
    closeRim(set);
    const sf::View& view = target.getView();
    const sf::Vector2f topLeft = view.getCenter() - view.getSize() * 0.5f;
    for (const RimBeam& b : set.beams)
        shownBeams().push_back({b.a - topLeft - origin, b.b - topLeft - origin});
    for (const RimBeam& r : set.rails) shownRails().push_back({r.a - topLeft - origin, r.b - topLeft - origin});
    if (set.body.getVertexCount() == 0) return 0;
    // The outlines: every item's vertices at the offsets, coloured with its rim.
    const bool contrast = viewAssets().highContrast;
    const int offsets = contrast ? kThickOffsets : kThinOffsets;
    if (contrast) tint = sf::Color::White;
    static sf::VertexArray outline(sf::Triangles);
    outline.clear();
    std::vector<ShownActor>& shown = shownActors();
    for (const RimItem& item : set.items) {
        if (item.last <= item.first) continue;
        sf::FloatRect box;
        for (std::size_t i = item.first; i < item.last; ++i) {
            const sf::Vector2f p = set.body[i].position;
            if (i == item.first) box = {p, {0, 0}};
            const float x0 = std::min(box.left, p.x), y0 = std::min(box.top, p.y);
            const float x1 = std::max(box.left + box.width, p.x), y1 = std::max(box.top + box.height, p.y);
            box = {x0, y0, x1 - x0, y1 - y0};
        }
        if (!item.kind.empty())
            shown.push_back({item.kind, {box.left - topLeft.x - origin.x, box.top - topLeft.y - origin.y,
                                         box.width, box.height}});
        const sf::Color rim = contrast ? contrastRim(item.rim) : item.rim;
        for (int k = 0; k < offsets; ++k)
            for (std::size_t i = item.first; i < item.last; ++i) {
                sf::Vertex v = set.body[i];
                v.position += sf::Vector2f(kOffsets[k][0], kOffsets[k][1]);
                v.color = rim;
                outline.append(v);
            }
    }
    const sf::FloatRect seen = engine::viewRect(view);
    engine::cullTriangles(outline, seen);
    engine::cullTriangles(set.body, seen);
    int calls = 0;
    if (outline.getVertexCount() > 0) {
        sf::RenderStates states = atlasStates();
        if (sf::Shader* s = silhouette()) states.shader = s;
        else states.blendMode = sf::BlendAdd; // without shaders: the texels tinted by the rim, added
        target.draw(outline, states);
        ++calls;
    }
    if (tint != sf::Color::White)
        for (std::size_t i = 0; i < set.body.getVertexCount(); ++i) {
            const sf::Color c = set.body[i].color;
            set.body[i].color = sf::Color(c.r * tint.r / 255, c.g * tint.g / 255, c.b * tint.b / 255, c.a);
        }
    if (set.body.getVertexCount() > 0) {
        target.draw(set.body, atlasStates());
        ++calls;
    }
    return calls;
}

} // namespace game
