// raycrypt-save-stress DIR [COUNT]: saves DIR/progress.json over and over through the game's own save path
// (game::saveProgress), so tests/tools/save_stress.sh can SIGKILL it at random moments and check that the
// file is always a complete old or new version. Each version stamps one counter into every record
// ("completions"), so a torn file (records from two versions) is detectable, and the counter only grows
// across runs because every run starts from the counter it finds. Exit: 0 after COUNT saves (default:
// forever), 3 when the file it found was damaged (a torn save from an earlier run), 1 on a save error.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "game/save/progress.h"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: raycrypt-save-stress DIR [COUNT]\n");
        return 2;
    }
    const std::string path = std::string(argv[1]) + "/progress.json";
    const long long count = argc > 2 ? std::atoll(argv[2]) : -1;
    game::ProgressLoad loaded = game::loadProgress(path);
    if (loaded.report.status == game::LoadStatus::Recovered ||
        loaded.report.status == game::LoadStatus::Unreadable) {
        std::fprintf(stderr, "raycrypt-save-stress: %s\n", loaded.report.notice.c_str());
        return 3;
    }
    int counter = 0;
    if (const game::LevelRecord* r = loaded.progress.find("level_000")) counter = r->completions;
    game::Progress p;
    for (long long i = 0; count < 0 || i < count; ++i) {
        ++counter;
        for (int level = 0; level < 400; ++level) {
            char key[32];
            std::snprintf(key, sizeof key, "level_%03d", level);
            game::LevelRecord& r = p.levels[key];
            r.completed = true;
            r.completions = counter;
            r.bestSeconds = counter * 0.5 + level;
            r.deaths = counter + level;
        }
        game::WriteResult w = game::saveProgress(p, path);
        if (!w.ok) {
            std::fprintf(stderr, "raycrypt-save-stress: %s\n", w.error.c_str());
            return 1;
        }
    }
    return 0;
}
