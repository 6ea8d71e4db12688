// Tests for the committed atlas (assets/atlas.png + atlas.json) read through engine/render/atlas.h and
// engine/render/bitmap_font.h. No window and no GL: manifests are parsed against the PNG's size (sf::Image only).
#include <catch2/catch.hpp>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "engine/render/atlas.h"
#include "engine/render/bitmap_font.h"

using namespace engine;

namespace {

const std::string kAssets = std::string(RAYCRYPT_SOURCE_DIR) + "/assets";

sf::Image atlasImage() {
    sf::Image img;
    REQUIRE(img.loadFromFile(kAssets + "/atlas.png"));
    return img;
}

void loadCommitted(Atlas& atlas) {
    sf::Image img = atlasImage();
    std::string error;
    REQUIRE(atlas.loadManifest(kAssets + "/atlas.json", static_cast<int>(img.getSize().x),
                               static_cast<int>(img.getSize().y), &error));
    CHECK(error.empty());
}

std::string parseError(std::string_view text) {
    Atlas atlas;
    std::string error;
    CHECK_FALSE(atlas.parseManifest(text, "atlas.json", 64, 64, &error));
    CHECK_FALSE(atlas.loaded());
    CHECK(atlas.sprite("a") == nullptr);
    return error;
}

} // namespace

TEST_CASE("the committed atlas has every sprite and animation the game asks for", "[atlas]") {
    Atlas atlas;
    loadCommitted(atlas);
    const char* anims[] = {"ninja_idle", "ninja_run", "ninja_jump", "ninja_fall", "ninja_wallslide", "ninja_dash",
                           "ninja_death", "explorer_idle", "explorer_walk", "explorer_airborne", "explorer_shoot", "explorer_death",
                           "muzzle_flash", "robot_idle", "robot_telegraph", "robot_fire", "skeleton_walk",
                           "skeleton_death", "bat_hang", "bat_fly", "lich_idle", "lich_cast", "lich_bolt",
                           "death_puff", "lab_exit", "lab_door", "crypt_torch", "crypt_orb", "fx_spark"};
    for (const char* a : anims) {
        INFO(a);
        const Animation* anim = atlas.animation(a);
        REQUIRE(anim != nullptr);
        CHECK_FALSE(anim->frames.empty());
        CHECK(anim->fps > 0.0);
    }
    CHECK(atlas.animation("ninja_run")->frames.size() == 6);
    CHECK(atlas.animation("ninja_death")->frames.size() == 4);
    CHECK(atlas.animation("skeleton_walk")->frames.size() == 4);
    std::vector<std::string> sprites = {"blunderbuss", "lab_bg_0", "crypt_bg_0", "lab_oneway", "crypt_oneway",
                                        "lab_glass", "lab_emitter", "lab_mirror_rot", "lab_receiver_off",
                                        "lab_receiver_on", "lab_door_open", "crypt_gate", "crypt_key", "crypt_exit",
                                        "lab_sign", "crypt_sign", "lab_platform", "crypt_platform",
                                        "ui_shell_full", "ui_shell_empty", "ui_meter_frame", "ui_meter_fill",
                                        "ui_medal_gold", "ui_medal_silver", "ui_medal_bronze", "ui_medal_none",
                                        "ui_lock", "fx_glow", "fx_debris_0", "fx_beam"};
    for (const char* set : {"lab", "crypt"}) {
        for (int m = 0; m < 16; ++m) sprites.push_back(std::string(set) + "_wall_" + std::to_string(m));
        for (const char* s : {"_slope_up_right", "_slope_up_left", "_spikes_up", "_spikes_down", "_spikes_left",
                              "_spikes_right", "_breakable", "_cracked", "_crumbling"})
            sprites.push_back(std::string(set) + s);
    }
    for (int m = 0; m < 16; ++m) sprites.push_back("lab_mirror_" + std::to_string(m));
    for (int c = 32; c <= 126; ++c) sprites.push_back("font_" + std::to_string(c));
    for (const std::string& s : sprites) {
        INFO(s);
        CHECK(atlas.sprite(s) != nullptr);
    }
    SECTION("tiles are 16x16 with origin (0, 0); characters stand on their bottom centre") {
        for (const char* t : {"lab_wall_0", "crypt_wall_15", "lab_spikes_left", "crypt_slope_up_left"}) {
            const SpriteRect* r = atlas.sprite(t);
            CHECK(r->w == 16);
            CHECK(r->h == 16);
            CHECK(r->ox == 0);
            CHECK(r->oy == 0);
        }
        const SpriteRect* n = atlas.sprite("ninja_idle_0");
        CHECK(n->ox == 8);
        CHECK(n->oy == 16);
    }
    SECTION("the small font's metrics are present") {
        const FontMetrics* f = atlas.font("small");
        REQUIRE(f != nullptr);
        CHECK(f->first == 32);
        CHECK(f->last == 126);
        CHECK(f->lineHeight >= f->height);
    }
}

TEST_CASE("atlas sprites never overlap and carry a 1-px extruded border", "[atlas]") {
    Atlas atlas;
    loadCommitted(atlas);
    sf::Image img = atlasImage();
    const sf::Vector2u size = img.getSize();
    CHECK((size.x & (size.x - 1)) == 0);  // power-of-two sides
    CHECK((size.y & (size.y - 1)) == 0);
    // Ownership map of padded cells: no two sprites' (w+2)x(h+2) cells may share a pixel.
    std::vector<int> owner(static_cast<std::size_t>(size.x) * size.y, -1);
    int index = 0, overlaps = 0, badBorder = 0;
    auto visit = [&](const SpriteRect& r) {
        for (int y = r.y - 1; y <= r.y + r.h; ++y)
            for (int x = r.x - 1; x <= r.x + r.w; ++x) {
                REQUIRE(x >= 0);
                REQUIRE(y >= 0);
                REQUIRE(x < static_cast<int>(size.x));
                REQUIRE(y < static_cast<int>(size.y));
                int& o = owner[static_cast<std::size_t>(y) * size.x + static_cast<std::size_t>(x)];
                if (o != -1) ++overlaps;
                o = index;
                // Border pixels repeat the nearest edge pixel of the sprite.
                int sx = std::min(std::max(x, r.x), r.x + r.w - 1), sy = std::min(std::max(y, r.y), r.y + r.h - 1);
                if (img.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y)) !=
                    img.getPixel(static_cast<unsigned>(sx), static_cast<unsigned>(sy)))
                    ++badBorder;
            }
        ++index;
    };
    for (const auto& [name, r] : atlas.sprites()) visit(r);
    CHECK(index == static_cast<int>(atlas.spriteCount()));
    CHECK(index > 250);
    CHECK(overlaps == 0);
    CHECK(badBorder == 0);
}

TEST_CASE("the crypt's breakable block reads as brown, not olive, as the hints call it", "[atlas]") {
    Atlas atlas;
    loadCommitted(atlas);
    const sf::Image img = atlasImage();
    const SpriteRect* r = atlas.sprite("crypt_breakable");
    REQUIRE(r != nullptr);
    double sum[3] = {0, 0, 0};
    int n = 0;
    for (int y = r->y + 1; y < r->y + r->h - 1; ++y) // inside its ink frame
        for (int x = r->x + 1; x < r->x + r->w - 1; ++x) {
            const sf::Color c = img.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y));
            sum[0] += c.r, sum[1] += c.g, sum[2] += c.b, ++n;
        }
    REQUIRE(n > 0);
    const double rr = sum[0] / n, g = sum[1] / n, b = sum[2] / n;
    const double hi = std::max({rr, g, b}), lo = std::min({rr, g, b});
    // Hue of a colour whose largest channel is red: 60° × (g − b) / (max − min). Brown: orange hues (15°–40°),
    // saturated and not bright; olive sits at 45°–70°.
    REQUIRE(hi == rr);
    const double hue = 60.0 * (g - b) / (hi - lo), saturation = (hi - lo) / hi;
    INFO("mean " << rr << ", " << g << ", " << b << ": hue " << hue << "°, saturation " << saturation);
    CHECK(hue >= 15.0);
    CHECK(hue <= 40.0);
    CHECK(saturation >= 0.4);
    CHECK(hi <= 200.0);
}

TEST_CASE("a broken atlas fails with one line naming the file, never a crash", "[atlas]") {
    SECTION("a JSON syntax error reports line:column") {
        std::string e = parseError("{\n  \"sprites\": {\n    \"a\": {\"x\": 1,, }\n  }\n}");
        CHECK(e.rfind("atlas.json:3:18: invalid JSON: ", 0) == 0);
        CHECK(e.find('\n') == std::string::npos);
    }
    SECTION("missing fields, bad rectangles and unknown frames are named") {
        CHECK(parseError("{}") == "atlas.json: no \"sprites\" object");
        CHECK(parseError("{\"sprites\": {\"a\": {\"x\": 0, \"y\": 0, \"w\": 8}}}").find("sprites.a") !=
              std::string::npos);
        CHECK(parseError("{\"sprites\": {\"a\": {\"x\": 60, \"y\": 0, \"w\": 8, \"h\": 8}}}").find("outside") !=
              std::string::npos);
        CHECK(parseError("{\"sprites\": {\"a\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}},"
                         " \"animations\": {\"run\": {\"frames\": [\"a\", \"b\"], \"fps\": 8}}}")
                  .find("animations.run") != std::string::npos);
        CHECK(parseError("{\"sprites\": {\"a\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8}},"
                         " \"animations\": {\"run\": {\"frames\": [\"a\"], \"fps\": 0}}}")
                  .find("fps") != std::string::npos);
    }
    SECTION("a missing directory names the image file") {
        Atlas atlas;
        std::string error;
        CHECK_FALSE(atlas.load("/nonexistent/raycrypt", &error));
        CHECK(error == "/nonexistent/raycrypt/atlas.png: cannot open the atlas image");
        CHECK(atlas.sprite("ninja_idle_0") == nullptr);
        CHECK(atlas.animation("ninja_run") == nullptr);
    }
    SECTION("a file that is not a PNG is reported as such") {
        const std::string dir = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp");
        std::ofstream(dir + "/atlas.png") << "not a png";
        Atlas atlas;
        std::string error;
        CHECK_FALSE(atlas.load(dir, &error));
        CHECK(error == dir + "/atlas.png: not a readable PNG image");
        std::remove((dir + "/atlas.png").c_str());
    }
}

TEST_CASE("animations pick frames by time: looping wraps, one-shots hold the last frame", "[atlas]") {
    Atlas atlas;
    std::string error;
    REQUIRE(atlas.parseManifest("{\"sprites\": {\"a\": {\"x\": 0, \"y\": 0, \"w\": 1, \"h\": 1},"
                                " \"b\": {\"x\": 1, \"y\": 0, \"w\": 1, \"h\": 1},"
                                " \"c\": {\"x\": 2, \"y\": 0, \"w\": 1, \"h\": 1}},"
                                " \"animations\": {\"loop\": {\"frames\": [\"a\", \"b\", \"c\"], \"fps\": 10},"
                                " \"once\": {\"frames\": [\"a\", \"b\", \"c\"], \"fps\": 10, \"loop\": false}}}",
                                "m.json", 8, 8, &error));
    const Animation* loop = atlas.animation("loop");
    const Animation* once = atlas.animation("once");
    REQUIRE(loop);
    REQUIRE(once);
    CHECK(loop->frameIndexAt(0.0) == 0);
    CHECK(loop->frameIndexAt(0.15) == 1);
    CHECK(loop->frameIndexAt(0.25) == 2);
    CHECK(loop->frameIndexAt(0.35) == 0);
    CHECK(loop->frameAt(0.45) == atlas.sprite("b"));
    CHECK(once->frameIndexAt(0.25) == 2);
    CHECK(once->frameIndexAt(99.0) == 2);
    CHECK(once->frameIndexAt(-1.0) == 0);
    CHECK(once->duration() == Approx(0.3));
    CHECK_FALSE(once->finishedAt(0.29));
    CHECK(once->finishedAt(0.3));
    CHECK_FALSE(loop->finishedAt(10.0));
}

TEST_CASE("the bitmap font measures and lays out text from atlas glyphs", "[font]") {
    Atlas atlas;
    loadCommitted(atlas);
    BitmapFont font;
    REQUIRE(font.init(&atlas, "small", "") == FontSource::Atlas);
    const SpriteRect* h = atlas.sprite("font_72");
    const SpriteRect* i = atlas.sprite("font_105");
    const float spacing = static_cast<float>(atlas.font("small")->spacing);
    CHECK(font.measure("Hi").x == Approx(h->w + spacing + i->w));
    CHECK(font.measure("Hi").y == Approx(atlas.font("small")->lineHeight));
    CHECK(font.measure("Hi", 2.0f).x == Approx(2.0f * (h->w + spacing + i->w)));
    CHECK(font.measure("Hi\nHi").y == Approx(2.0f * atlas.font("small")->lineHeight));
    CHECK(font.measure("").x == 0.0f);
    sf::VertexArray va(sf::Triangles);
    font.append(va, "Hi there", {10.0f, 20.0f}, 1.0f, sf::Color::Red);
    CHECK(va.getVertexCount() == 8 * 6);  // the space is a (blank) glyph too
    CHECK(va[0].position == sf::Vector2f(10.0f, 20.0f));
    CHECK(va[0].color == sf::Color::Red);
    CHECK(va[0].texCoords == sf::Vector2f(static_cast<float>(h->x), static_cast<float>(h->y)));
    SECTION("characters outside the font draw as '?'") {
        sf::VertexArray q(sf::Triangles);
        font.append(q, "\x01", {0.0f, 0.0f});
        const SpriteRect* qm = atlas.sprite("font_63");
        REQUIRE(q.getVertexCount() == 6);
        CHECK(q[0].texCoords == sf::Vector2f(static_cast<float>(qm->x), static_cast<float>(qm->y)));
    }
}

TEST_CASE("without an atlas font or TTF the font draws nothing but still measures", "[font]") {
    Atlas empty;
    BitmapFont font;
    CHECK(font.init(&empty, "small", "") == FontSource::None);
    CHECK(font.init(nullptr, "small", "/nonexistent/font.ttf") == FontSource::None);
    sf::VertexArray va(sf::Triangles);
    sf::Vector2f size = font.append(va, "abc", {0.0f, 0.0f});
    CHECK(va.getVertexCount() == 0);
    CHECK(size.x > 0.0f);
    CHECK(font.measure("abc").x == Approx(size.x));
    CHECK(font.texture() == nullptr);
}
