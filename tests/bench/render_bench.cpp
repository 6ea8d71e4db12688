#include "render_bench.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench_util.h"
#include "bench_window.h"

#ifdef RAYCRYPT_BENCH_RENDER
#include <dlfcn.h>

#include <SFML/Graphics.hpp>

#include "game/app/shell/frame.h"
#include "game/app/screens/play_screen.h"

// Draw calls are counted where they reach OpenGL: this executable exports glDrawArrays and glDrawElements
// (tests/bench/CMakeLists.txt), so SFML's calls into libGL land here first, are counted, and go on to the real
// functions. Every draw of the frame counts — the world canvas, the light map, the post effects and the HUD.
namespace {
unsigned long long gDrawCalls = 0;
unsigned long long gVertices = 0;
} // namespace

extern "C" {
/// Counting pass-through to libGL's glDrawArrays (GLenum mode, GLint first, GLsizei count).
void glDrawArrays(unsigned mode, int first, int count) {
    using Fn = void (*)(unsigned, int, int);
    static const Fn real = reinterpret_cast<Fn>(dlsym(RTLD_NEXT, "glDrawArrays"));
    ++gDrawCalls;
    gVertices += static_cast<unsigned long long>(count);
    real(mode, first, count);
}
/// Counting pass-through to libGL's glDrawElements (GLenum mode, GLsizei count, GLenum type, const void* indices).
void glDrawElements(unsigned mode, int count, unsigned type, const void* indices) {
    using Fn = void (*)(unsigned, int, unsigned, const void*);
    static const Fn real = reinterpret_cast<Fn>(dlsym(RTLD_NEXT, "glDrawElements"));
    ++gDrawCalls;
    gVertices += static_cast<unsigned long long>(count);
    real(mode, count, type, indices);
}
}
#endif

namespace bench {

#ifdef RAYCRYPT_BENCH_RENDER

namespace {

/// Seconds per frame: a 60 Hz display (2 simulation ticks of 1/120 s per frame).
constexpr double kFrameSeconds = 1.0 / 60.0;

/// The q-quantile of an ascending, non-empty vector by nearest rank (bench_util.h's quantile without the copy).
double sortedQuantile(const std::vector<double>& v, double q) {
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

/// Per-frame samples of a run.
struct Samples {
    std::vector<double> frame, update, draw, display, cpu, calls, vertices;
};

/// One frame as App::run does it; appends its timings to s when `timed`.
void runFrame(sf::RenderWindow& window, sf::RenderTexture& canvas, BenchShell& shell, game::ScreenStack& stack,
              double now, bool timed, Samples& s) {
    const unsigned long long calls0 = gDrawCalls, verts0 = gVertices;
    const double t0 = wallSeconds(), c0 = processSeconds();
    sf::Event e;
    while (window.pollEvent(e))
        shell.deviceState().handleEvent(e);
    stack.back()->update(kFrameSeconds, true);
    shell.applyPending(stack);
    const double t1 = wallSeconds();
    game::beginFrame(window, now);
    game::drawTopScene(window, canvas, shell.resources().post, stack);
    {
        game::Painter p(window, shell.resources().font);
        game::drawInterfaces(p, stack, now);
    }
    const double t2 = wallSeconds();
    window.display();
    const double t3 = wallSeconds(), c3 = processSeconds();
    if (!timed) return;
    s.frame.push_back((t3 - t0) * 1e3);
    s.update.push_back((t1 - t0) * 1e3);
    s.draw.push_back((t2 - t1) * 1e3);
    s.display.push_back((t3 - t2) * 1e3);
    s.cpu.push_back((c3 - c0) * 1e3);
    s.calls.push_back(static_cast<double>(gDrawCalls - calls0));
    s.vertices.push_back(static_cast<double>(gVertices - verts0));
}

} // namespace

RenderFigures runRenderBench(const engine::Level& level, int frames, int warmup, int blocks) {
    RenderFigures f;
    if (std::getenv("DISPLAY") == nullptr) {
        f.why = "no display (run under xvfb-run)";
        return f;
    }
    sf::RenderWindow window;
    openGameWindow(window, "raycrypt-bench");
    sf::RenderTexture canvas;
    game::createCanvas(canvas);
    BenchShell shell(window);
    shell.deviceState().reset(window.hasFocus(), sf::Mouse::getPosition(window)); // as App::createWindow does
    f.atlas = loadAssets(shell.resources());
    f.shader = shell.resources().post.shaderActive();
    // Each block is the same run: a fresh play screen, `warmup` untimed frames, then `frames` timed ones, so every
    // block draws the same frames of the same tour.
    std::vector<Samples> block(static_cast<std::size_t>(std::max(1, blocks)));
    game::ScreenStack stack;
    double now = 0.0;
    for (Samples& s : block) {
        game::PlaySetup setup;
        setup.session.level = level;
        setup.flyover = true;
        std::string error;
        stack.clear();
        stack.push_back(game::makePlayScreen(shell, std::move(setup), &error));
        if (stack.back() == nullptr) {
            f.why = "the level does not start: " + error;
            return f;
        }
        now = 0.0;
        for (int i = 0; i < warmup + frames; ++i)
            runFrame(window, canvas, shell, stack, now += kFrameSeconds, i >= warmup, s);
    }
    if (const char* shot = std::getenv("RAYCRYPT_BENCH_SHOT")) {  // the last frame as a PNG (to look at)
        game::beginFrame(window, now);
        game::drawTopScene(window, canvas, shell.resources().post, stack);
        {
            game::Painter p(window, shell.resources().font);
            game::drawInterfaces(p, stack, now);
        }
        sf::Texture t;
        t.create(window.getSize().x, window.getSize().y);
        t.update(window);
        t.copyToImage().saveToFile(std::string(shot) + "_" + level.meta.mode + ".png");
    }
    if (shell.stackChanges() != 0) note("render: the play screen asked for %d screen changes", shell.stackChanges());
    f.ran = true;
    f.frames = frames;
    f.windowWidth = window.getSize().x;
    f.windowHeight = window.getSize().y;
    // Every block's median frame; the figures are the best block's, the p99 and the overall median all frames'.
    std::vector<double> all;
    for (Samples& b : block) {
        for (std::vector<double>* v : {&b.frame, &b.update, &b.draw, &b.display, &b.cpu, &b.calls, &b.vertices})
            std::sort(v->begin(), v->end());
        f.blockMedianMs.push_back(sortedQuantile(b.frame, 0.5));
        all.insert(all.end(), b.frame.begin(), b.frame.end());
    }
    std::sort(all.begin(), all.end());
    const std::size_t best = static_cast<std::size_t>(
        std::min_element(f.blockMedianMs.begin(), f.blockMedianMs.end()) - f.blockMedianMs.begin());
    const Samples& s = block[best];
    f.medianFrameMs = f.blockMedianMs[best];
    f.allMedianFrameMs = sortedQuantile(all, 0.5);
    f.p99FrameMs = sortedQuantile(all, 0.99);
    f.medianUpdateMs = sortedQuantile(s.update, 0.5);
    f.medianDrawMs = sortedQuantile(s.draw, 0.5);
    f.medianDisplayMs = sortedQuantile(s.display, 0.5);
    f.medianCpuMs = sortedQuantile(s.cpu, 0.5);
    f.medianDrawCalls = sortedQuantile(s.calls, 0.5);
    f.maxDrawCalls = static_cast<int>(sortedQuantile(s.calls, 1.0));
    f.medianVertices = sortedQuantile(s.vertices, 0.5);
    return f;
}

#else

RenderFigures runRenderBench(const engine::Level&, int, int, int) {
    RenderFigures f;
    f.why = "render bench not built (configure with RAYCRYPT_APP=ON)";
    return f;
}

#endif

} // namespace bench
