// ninja_author: turn a conditional input script into a solution replay by running the simulation as it goes,
// so waits can say "until grounded" or "until t>=480" instead of counting ticks by hand. Used for the ninja
// levels' solution replays (levels/ninja/solutions/*.au); rerun it when the player's physics change.
// Not part of the CMake build (it only needs game_logic); build it against any build directory:
//   B=build; L="game/libgame_logic.a engine/libengine_level.a engine/libengine_controller.a"
//   L="$L engine/libengine_collision.a engine/libengine_geometry.a engine/libengine_input.a engine/libengine_time.a"
//   g++ -std=c++17 -O1 -I. tests/tools/ninja_author.cpp $(for l in $L; do echo $B/$l; done) -lpolyclipping -o /tmp/ninja_author
//   /tmp/ninja_author levels/ninja/07.json levels/ninja/solutions/07.au levels/ninja/07.replay.json
// It prints the tick and position at the start of every line, then how the run ended (check it says COMPLETE; for
// a collect proof, levels/*/NN.collect.replay.json from solutions/NN.collect.au, that it also says item=taken).
// It drives either mode: crypt scripts press fire with an aim, e.g. `right,fire @0,1 for 12`.
//
// Script: one command per line, '#' starts a comment.
//   ACTIONS [@x,y] for N          ACTIONS: comma list (left,right,up,down,jump,aim) or '-' for nothing
//   ACTIONS [@x,y] until COND     COND: grounded | air | t>=V | x>=V | x<=V | y>=V | y<=V | vy>=V | wall | item
// A command holding jump right after a frame holding jump gets one released frame first (a fresh press).
// A run that reaches the exit keeps its last input for kHoldPastExit more frames: a player does not let go on the
// finishing tick, and a replay played a few ticks late still gets there.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include "engine/level/level_loader.h"
#include "game/replay/replay.h"
#include "game/world/collectibles.h"
#include "game/world/level_schema.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"
using namespace game;

static constexpr int kHoldPastExit = 30;

static bool cond(World& w, const std::string& c) {
    engine::Vec2 p = center(playerBox(w)), v = playerVelocity(w);
    const engine::RaycastController* pc = playerController(w);
    bool g = pc && pc->info.below;
    if (c == "grounded") return g;
    if (c == "air") return !g;
    if (c == "wall") return pc && (pc->info.left || pc->info.right);
    if (c == "item") return carriesCollectible(w);
    auto num = [&](std::size_t k) { return std::atof(c.c_str() + k); };
    if (c.rfind("t>=", 0) == 0) return (double)w.tick >= num(3);
    if (c.rfind("x>=", 0) == 0) return p.x >= num(3);
    if (c.rfind("x<=", 0) == 0) return p.x <= num(3);
    if (c.rfind("y>=", 0) == 0) return p.y >= num(3);
    if (c.rfind("y<=", 0) == 0) return p.y <= num(3);
    if (c.rfind("vy>=", 0) == 0) return v.y >= num(4);
    std::fprintf(stderr, "bad condition %s\n", c.c_str());
    std::exit(2);
}

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: ninja_author LEVEL.json SCRIPT.au OUT.replay.json\n");
        return 2;
    }
    auto lr = engine::loadLevelFile(argv[1], levelSchema());
    if (!lr.level) { std::puts("level error"); return 1; }
    World w; loadWorld(w, *lr.level);
    Replay rep; rep.level = argv[1]; rep.levelName = lr.level->meta.name;
    std::ifstream in(argv[2]);
    std::string line;
    engine::InputFrame last;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (auto h = line.find('#'); h != std::string::npos) line.resize(h);
        std::istringstream ls(line);
        std::string acts, word;
        if (!(ls >> acts)) continue;
        engine::InputFrame f;
        if (acts != "-") {
            std::stringstream as(acts); std::string a;
            while (std::getline(as, a, ',')) {
                auto act = engine::actionFromName(a);
                if (!act) { std::fprintf(stderr, "line %d: bad action %s\n", lineNo, a.c_str()); return 2; }
                f.set(*act, true);
            }
        }
        std::string mode, arg;
        ls >> word;
        if (!word.empty() && word[0] == '@') { std::sscanf(word.c_str() + 1, "%lf,%lf", &f.aim.x, &f.aim.y); ls >> word; }
        mode = word; ls >> arg;
        if (f.isHeld(engine::Action::Jump) && last.isHeld(engine::Action::Jump)) {
            engine::InputFrame r = f; r.set(engine::Action::Jump, false);
            stepWorld(w, r); rep.frames.push_back(r); last = r;
        }
        int n = 0;
        const int limit = mode == "for" ? std::atoi(arg.c_str()) : 3000;
        std::printf("L%-3d t=%-5llu x=%.2f y=%.2f%s  %s\n", lineNo, (unsigned long long)w.tick, center(playerBox(w)).x,
                    center(playerBox(w)).y, carriesCollectible(w) ? " [item]" : "", line.c_str());
        while (n < limit && w.state == RunState::Playing) {
            if (mode == "until" && cond(w, arg)) break;
            stepWorld(w, f); rep.frames.push_back(f); last = f; ++n;
        }
        if (mode == "until" && n == limit) std::printf("  (condition never met)\n");
        if (w.state != RunState::Playing) break;
    }
    if (w.state == RunState::Complete) rep.frames.insert(rep.frames.end(), kHoldPastExit, last);
    engine::Vec2 p = center(playerBox(w));
    std::printf("END t=%llu x=%.2f y=%.2f state=%s deaths=%d cause=%d at %.2f,%.2f item=%s\n", (unsigned long long)w.tick,
                p.x, p.y, w.state == RunState::Playing ? "playing" : w.state == RunState::Dying ? "DEAD" : "COMPLETE",
                w.deaths, (int)w.lastDeath, w.deathPoint.x, w.deathPoint.y,
                !hasCollectible(w) ? "none" : collectibleTaken(w) ? "taken" : carriesCollectible(w) ? "carried" : "left");
    std::string err;
    if (!saveReplayFile(rep, argv[3], &err, ReplayForm::Readable)) { std::puts(err.c_str()); return 1; }
    return 0;
}
