// raycrypt-artgen: draws every Raycrypt sprite, packs them into one atlas, writes atlas.png + atlas.json, and the
// application icons icons/raycrypt-N.png (N = 16, 32, 48, 64, 128, 256) drawn from the same sprites.
// Usage: raycrypt-artgen OUT_DIR [--preview PREVIEW_DIR]
// Deterministic: no clock, no random device; every "random" texture comes from art::hash3.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "art.h"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: raycrypt-artgen OUT_DIR [--preview PREVIEW_DIR]\n");
        return 2;
    }
    std::string out = argv[1];
    std::string preview;
    for (int i = 2; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--preview") preview = argv[i + 1];

    art::ArtSet set;
    art::drawFont(set);
    art::drawNinja(set);
    art::drawExplorer(set);
    art::drawEnemies(set);
    art::drawLabTiles(set);
    art::drawCryptTiles(set);
    art::drawUi(set);

    art::PackedAtlas atlas = art::pack(set);
    if (!art::savePng(atlas.image, out + "/atlas.png")) {
        std::fprintf(stderr, "raycrypt-artgen: cannot write %s/atlas.png\n", out.c_str());
        return 1;
    }
    std::ofstream json(out + "/atlas.json", std::ios::binary);
    json << art::manifestJson(set, atlas);
    if (!json) {
        std::fprintf(stderr, "raycrypt-artgen: cannot write %s/atlas.json\n", out.c_str());
        return 1;
    }
    std::error_code ec;
    std::filesystem::create_directories(out + "/icons", ec);
    for (const art::Icon& icon : art::drawIcons(set)) {
        const std::string path = out + "/icons/raycrypt-" + std::to_string(icon.size) + ".png";
        if (!art::savePng(icon.img, path)) {
            std::fprintf(stderr, "raycrypt-artgen: cannot write %s\n", path.c_str());
            return 1;
        }
    }
    std::printf("raycrypt-artgen: %zu sprites, %zu animations, atlas %dx%d\n", set.sprites().size(),
                set.anims().size(), atlas.image.w(), atlas.image.h());
    if (!preview.empty() && !art::writePreviews(set, preview)) {
        std::fprintf(stderr, "raycrypt-artgen: cannot write previews into %s\n", preview.c_str());
        return 1;
    }
    return 0;
}
