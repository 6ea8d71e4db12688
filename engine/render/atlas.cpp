#include "engine/render/atlas.h"

#include <SFML/Graphics/Image.hpp>
#include <SFML/System/Err.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <sstream>

namespace engine {

namespace {

using Json = nlohmann::json;

/// 1-based line:column of byte offset `pos` in text.
std::string lineCol(std::string_view text, std::size_t pos) {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < pos && i < text.size(); ++i) {
        if (text[i] == '\n') { ++line; col = 1; }
        else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;  // count code points
    }
    return std::to_string(line) + ":" + std::to_string(col);
}

/// Silences sf::err() while alive, so a failed load prints nothing besides the caller's own one-line message.
class QuietSfml {
public:
    QuietSfml() : saved_(sf::err().rdbuf(nullptr)) {}
    ~QuietSfml() {
        sf::err().rdbuf(saved_);
        sf::err().clear();
    }
    QuietSfml(const QuietSfml&) = delete;
    QuietSfml& operator=(const QuietSfml&) = delete;

private:
    std::streambuf* saved_;
};

bool fail(std::string* error, const std::string& msg) {
    if (error) *error = msg;
    return false;
}

/// Integer member `key` of object o into out; false when missing or not an integer.
bool intField(const Json& o, const char* key, int& out, bool required = true) {
    auto it = o.find(key);
    if (it == o.end()) return !required;
    if (!it->is_number_integer()) return false;
    out = it->get<int>();
    return true;
}

} // namespace

std::size_t Animation::frameIndexAt(double t) const {
    if (frames.empty() || !(t > 0.0) || !(fps > 0.0)) return 0;
    const double f = std::floor(t * fps);
    const double n = static_cast<double>(frames.size());
    if (loop) return static_cast<std::size_t>(std::fmod(f, n));
    return f >= n - 1.0 ? frames.size() - 1 : static_cast<std::size_t>(f);
}

const SpriteRect* Animation::frameAt(double t) const { return frames.empty() ? nullptr : frames[frameIndexAt(t)]; }

void Atlas::clear() {
    sprites_.clear();
    animations_.clear();
    fonts_.clear();
    texture_.reset();
    size_ = {};
}

bool Atlas::parseManifest(std::string_view text, const std::string& name, int imageW, int imageH,
                          std::string* error) {
    clear();
    Json doc;
    try {
        doc = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& e) {
        // nlohmann's byte index points one past the offending character.
        std::size_t pos = e.byte > 0 ? e.byte - 1 : 0;
        std::string what = e.what();
        std::size_t column = what.find("column");
        std::size_t colon = what.find(": ", column == std::string::npos ? 0 : column);
        return fail(error, name + ":" + lineCol(text, pos) + ": invalid JSON: " +
                               (colon != std::string::npos ? what.substr(colon + 2) : what));
    }
    auto bad = [&](const std::string& msg) {
        clear();
        return fail(error, name + ": " + msg);
    };
    if (!doc.is_object() || !doc.contains("sprites") || !doc["sprites"].is_object())
        return bad("no \"sprites\" object");
    for (const auto& [key, o] : doc["sprites"].items()) {
        SpriteRect r;
        if (!o.is_object() || !intField(o, "x", r.x) || !intField(o, "y", r.y) || !intField(o, "w", r.w) ||
            !intField(o, "h", r.h) || !intField(o, "ox", r.ox, false) || !intField(o, "oy", r.oy, false))
            return bad("sprites." + key + ": needs integer x, y, w, h (and optional ox, oy)");
        if (r.x < 0 || r.y < 0 || r.w <= 0 || r.h <= 0 || r.x + r.w > imageW || r.y + r.h > imageH)
            return bad("sprites." + key + ": rectangle outside the " + std::to_string(imageW) + "x" +
                       std::to_string(imageH) + " image");
        sprites_.emplace(key, r);
    }
    if (sprites_.empty()) return bad("\"sprites\" is empty");
    if (doc.contains("animations")) {
        if (!doc["animations"].is_object()) return bad("\"animations\" must be an object");
        for (const auto& [key, o] : doc["animations"].items()) {
            Animation a;
            if (!o.is_object() || !o.contains("frames") || !o["frames"].is_array() || o["frames"].empty())
                return bad("animations." + key + ": needs a non-empty \"frames\" array");
            for (const auto& f : o["frames"]) {
                const SpriteRect* s = f.is_string() ? sprite(f.get<std::string>()) : nullptr;
                if (!s) return bad("animations." + key + ": frame " + f.dump() + " is not a sprite");
                a.frames.push_back(s);
                a.frameNames.push_back(f.get<std::string>());
            }
            a.fps = o.value("fps", 8.0);
            a.loop = o.value("loop", true);
            if (!(a.fps > 0.0) || !std::isfinite(a.fps)) return bad("animations." + key + ": fps must be > 0");
            animations_.emplace(key, std::move(a));
        }
    }
    if (doc.contains("fonts") && doc["fonts"].is_object())
        for (const auto& [key, o] : doc["fonts"].items()) {
            FontMetrics m;
            m.prefix = o.value("prefix", m.prefix);
            if (!intField(o, "first", m.first, false) || !intField(o, "last", m.last, false) ||
                !intField(o, "height", m.height, false) || !intField(o, "baseline", m.baseline, false) ||
                !intField(o, "spacing", m.spacing, false) || !intField(o, "lineHeight", m.lineHeight, false))
                return bad("fonts." + key + ": metrics must be integers");
            fonts_.emplace(key, m);
        }
    size_ = {imageW, imageH};
    return true;
}

bool Atlas::loadManifest(const std::string& jsonPath, int imageW, int imageH, std::string* error) {
    clear();
    std::ifstream in(jsonPath, std::ios::binary);
    if (!in) return fail(error, jsonPath + ": cannot open the atlas manifest");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseManifest(ss.str(), jsonPath, imageW, imageH, error);
}

bool Atlas::load(const std::string& dir, std::string* error) {
    clear();
    const std::string png = dir + "/atlas.png", json = dir + "/atlas.json";
    {
        std::ifstream probe(png, std::ios::binary);
        if (!probe) return fail(error, png + ": cannot open the atlas image");
    }
    sf::Image image;
    bool decoded = false;
    {
        QuietSfml quiet;  // sf::Image would print its own reason; ours is the one line the caller shows
        decoded = image.loadFromFile(png);
    }
    if (!decoded) return fail(error, png + ": not a readable PNG image");
    const sf::Vector2u sz = image.getSize();
    if (!loadManifest(json, static_cast<int>(sz.x), static_cast<int>(sz.y), error)) return false;
    auto texture = std::make_unique<sf::Texture>();
    bool created = false;
    {
        QuietSfml quiet;
        created = texture->loadFromImage(image);
    }
    if (!created) {
        clear();
        return fail(error, png + ": could not create the texture");
    }
    texture->setSmooth(false);
    texture_ = std::move(texture);
    return true;
}

const sf::Texture& Atlas::texture() const {
    if (texture_) return *texture_;
    static const sf::Texture empty;
    return empty;
}

const SpriteRect* Atlas::sprite(std::string_view name) const {
    auto it = sprites_.find(name);
    return it == sprites_.end() ? nullptr : &it->second;
}

const Animation* Atlas::animation(std::string_view name) const {
    auto it = animations_.find(name);
    return it == animations_.end() ? nullptr : &it->second;
}

const FontMetrics* Atlas::font(std::string_view name) const {
    auto it = fonts_.find(name);
    return it == fonts_.end() ? nullptr : &it->second;
}

} // namespace engine
