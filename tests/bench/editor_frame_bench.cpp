#include "editor_frame_bench.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <stdlib.h>

#include "bench_util.h"
#include "bench_window.h"
#include "game/edit/editor_session.h"
#include "game/world/level_schema.h"

#ifdef RAYCRYPT_BENCH_RENDER
#include <SFML/Graphics.hpp>

#include "engine/render/letterbox.h"
#include "game/app/screens/editor_screen.h"
#include "game/app/shell/frame.h"
#endif

namespace bench {

#ifdef RAYCRYPT_BENCH_RENDER

namespace {

/// Seconds per frame: a 60 Hz display.
constexpr double kFrameSeconds = 1.0 / 60.0;
/// The editor's layout (editor_screen.h).
using game::editor_layout::kFirstCam;
using game::editor_layout::kFirstZoom;
using game::editor_layout::kInspectorWidth;
using game::editor_layout::kPanCells;
using game::editor_layout::kTopBar;
using game::editor_layout::kZooms;
/// Logical px from the left edge where the strokes start: right of the minimap (96 px wide, 4 px from the
/// edge), on which a press moves the view instead of editing.
constexpr float kStrokesLeft = 104.0f;
/// Frames of one stroke: a press, the drags (a cell each), the release.
constexpr int kStrokeFrames = 12;

/// Per-frame samples of a run.
struct Samples {
    std::vector<double> frame, drag, commit, events, commitEvents, draw, display, cpu, dragCpu, commitCpu;
    std::vector<double> commitFrameCpu, dragFrameCpu; ///< CPU of every thread but the level's check worker
};

/// Where the bench's pointer is and what the editor shows, to aim the strokes.
struct View {
    sf::FloatRect box;   ///< the logical image in the window (letterbox)
    float cellPx = 8.0f; ///< logical px per cell
    int camX = kFirstCam, camY = kFirstCam;
    int cellsX = 0, cellsY = 0; ///< whole cells in view left of the inspector and between the bars
    int firstX = 0;             ///< cells from the view's left edge to where the strokes start
};

sf::Vector2i windowPixel(const View& v, double cellX, double cellY) {
    const float lx = float((cellX - v.camX) * v.cellPx), ly = float(kTopBar + (cellY - v.camY) * v.cellPx);
    const float k = v.box.width / float(engine::kLogicalWidth);
    return {int(v.box.left + lx * k), int(v.box.top + ly * k)};
}

sf::Event keyEvent(sf::Keyboard::Key code) {
    sf::Event e;
    e.type = sf::Event::KeyPressed;
    e.key = {code, false, false, false, false};
    return e;
}

sf::Event mouseEvent(sf::Event::EventType type, sf::Vector2i at) {
    sf::Event e;
    e.type = type;
    if (type == sf::Event::MouseMoved)
        e.mouseMove = {at.x, at.y};
    else
        e.mouseButton = {sf::Mouse::Left, at.x, at.y};
    return e;
}

/// The events of frame `i` of the run: stroke i / kStrokeFrames, frame i % kStrokeFrames of it. Even strokes
/// paint walls along a row of their own with the brush; odd ones drag an entity in view (one per stroke, in
/// turn) right.
std::vector<sf::Event> frameEvents(const View& v, const std::vector<std::pair<double, double>>& targets,
                                   int i) {
    const int stroke = i / kStrokeFrames, step = i % kStrokeFrames;
    std::vector<sf::Event> out;
    double x = 0.0, y = 0.0;
    if (stroke % 2 == 0) {
        if (step == 0) out.push_back(keyEvent(sf::Keyboard::B));
        x = v.camX + v.firstX + step + 0.5;
        y = v.camY + 2 + (stroke / 2) % std::max(1, v.cellsY - 4) + 0.5;
    } else {
        if (step == 0) out.push_back(keyEvent(sf::Keyboard::V));
        const auto [ex, ey] = targets[std::size_t(stroke / 2) % targets.size()];
        x = ex + 0.5 + step;
        y = ey + 0.5;
    }
    const sf::Vector2i at = windowPixel(v, x, y);
    out.push_back(mouseEvent(sf::Event::MouseMoved, at));
    if (step == 0) out.push_back(mouseEvent(sf::Event::MouseButtonPressed, at));
    if (step == kStrokeFrames - 1) out.push_back(mouseEvent(sf::Event::MouseButtonReleased, at));
    return out;
}

/// Entities whose cell is in view with room to be dragged right by a stroke, left of where the inspector
/// opens.
std::vector<std::pair<double, double>> dragTargets(const game::LevelDoc& doc, const View& v) {
    std::vector<std::pair<double, double>> out;
    for (const game::DocEntity& e : doc.entities) {
        const auto [x, y] = game::entityCell(e);
        if (x >= v.camX + v.firstX && x + kStrokeFrames + 2 < v.camX + v.cellsX && y >= v.camY + 1 &&
            y + 2 < v.camY + v.cellsY)
            out.emplace_back(x, y);
    }
    return out;
}

/// The q-quantile of an ascending, non-empty vector by nearest rank.
double sortedQuantile(const std::vector<double>& v, double q) {
    return v.empty() ? 0.0 : v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

} // namespace

EditorFrameFigures runEditorFrameBench(const game::LevelDoc& doc, int frames, int warmup, int blocks,
                                       int zoomOut) {
    EditorFrameFigures f;
    if (std::getenv("DISPLAY") == nullptr) {
        f.why = "no display (run under xvfb-run)";
        return f;
    }
    // The level as the editor opens it: a file in a scratch folder of its own, with no solution replay and no
    // autosave beside it.
    std::string dirName = (std::filesystem::temp_directory_path() / "raycrypt-bench-editor-XXXXXX").string();
    if (mkdtemp(dirName.data()) == nullptr) {
        f.why = "no scratch folder for the level";
        return f;
    }
    const std::filesystem::path dir = dirName, file = dir / "editor_bench.json";
    {
        std::ofstream out(file, std::ios::binary);
        out << game::levelDocText(doc, game::levelSchema());
    }
    sf::RenderWindow window;
    openGameWindow(window, "raycrypt-bench");
    sf::RenderTexture canvas;
    game::createCanvas(canvas);
    BenchShell shell(window);
    shell.deviceState().reset(window.hasFocus(), sf::Mouse::getPosition(window));
    loadAssets(shell.resources());
    View v;
    v.box = engine::letterboxRect(window.getSize());
    const int zoom = std::clamp(kFirstZoom - zoomOut, 0, 3);
    v.cellPx = kZooms[zoom];
    v.cellsX = int((float(engine::kLogicalWidth) - kInspectorWidth) / v.cellPx);
    v.cellsY = int((float(engine::kLogicalHeight) - kTopBar - 12.0f) / v.cellPx);
    v.firstX = int(kStrokesLeft / v.cellPx) + 1;
    // The middle of the level, panned to with the arrow keys.
    const int pans = std::max(0, (game::docWidth(doc) / 2 - v.cellsX / 2 - kFirstCam) / kPanCells);
    std::vector<sf::Event> setup;
    for (int k = 0; k < zoomOut; ++k)
        setup.push_back(keyEvent(sf::Keyboard::Hyphen));
    for (int k = 0; k < pans; ++k) {
        setup.push_back(keyEvent(sf::Keyboard::Right));
        setup.push_back(keyEvent(sf::Keyboard::Down));
    }
    v.camX = v.camY = kFirstCam + pans * kPanCells;
    const std::vector<std::pair<double, double>> targets = dragTargets(doc, v);
    if (targets.empty()) {
        f.why = "no entity in view to drag";
        std::filesystem::remove_all(dir);
        return f;
    }

    // Each block is the same run: a fresh editor on the file (never saved), the view set up, `warmup` untimed
    // frames, then `frames` timed ones.
    Samples s;
    game::ScreenStack stack;
    double now = 0.0;
    for (int b = 0; b < std::max(1, blocks); ++b) {
        stack.clear();
        stack.push_back(game::makeEditorScreen(shell, file.string(), true));
        for (const sf::Event& e : setup)
            stack.back()->event(e);
        const std::size_t first = s.frame.size();
        for (int i = 0; i < warmup + frames; ++i) {
            now += kFrameSeconds;
            const std::map<int, long long> threads0 = threadCpuNanos(game::kLevelCheckThreadName);
            const double t0 = wallSeconds(), c0 = processSeconds(), e0 = nowSeconds();
            sf::Event e;
            while (window.pollEvent(e))
                shell.deviceState().handleEvent(e);
            for (const sf::Event& edit : frameEvents(v, targets, i)) {
                shell.deviceState().handleEvent(edit);
                stack.back()->event(edit);
            }
            stack.back()->update(kFrameSeconds, true);
            shell.applyPending(stack);
            const double t1 = wallSeconds(), e1 = nowSeconds();
            game::beginFrame(window, now);
            game::drawTopScene(window, canvas, shell.resources().post, stack);
            {
                game::Painter p(window, shell.resources().font);
                game::drawInterfaces(p, stack, now);
            }
            const double t2 = wallSeconds();
            window.display();
            const double t3 = wallSeconds(), c3 = processSeconds();
            const double frameCpu = threadCpuSecondsBetween(threads0, threadCpuNanos(game::kLevelCheckThreadName));
            if (i < warmup) continue;
            const double ms = (t3 - t0) * 1e3;
            s.frame.push_back(ms);
            const bool ends = i % kStrokeFrames == kStrokeFrames - 1;
            (ends ? s.commit : s.drag).push_back(ms);
            s.cpu.push_back((c3 - c0) * 1e3);
            (ends ? s.commitCpu : s.dragCpu).push_back((c3 - c0) * 1e3);
            (ends ? s.commitFrameCpu : s.dragFrameCpu).push_back(frameCpu * 1e3);
            s.events.push_back((t1 - t0) * 1e3);
            if (ends) s.commitEvents.push_back((e1 - e0) * 1e3);
            s.draw.push_back((t2 - t1) * 1e3);
            s.display.push_back((t3 - t2) * 1e3);
        }
        std::vector<double> block(s.frame.begin() + std::ptrdiff_t(first), s.frame.end());
        std::sort(block.begin(), block.end());
        f.blockMedianMs.push_back(sortedQuantile(block, 0.5));
    }
    if (const char* shot = std::getenv("RAYCRYPT_BENCH_SHOT")) { // the last frame as a PNG (to look at)
        sf::Texture t;
        t.create(window.getSize().x, window.getSize().y);
        t.update(window);
        t.copyToImage().saveToFile(std::string(shot) + "_editor_" + std::to_string(int(v.cellPx)) + "px.png");
    }
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    if (shell.stackChanges() != 0)
        note("editor_frame: the editor asked for %d screen changes", shell.stackChanges());

    for (std::vector<double>* x : {&s.frame, &s.drag, &s.commit, &s.events, &s.commitEvents, &s.draw,
                                   &s.display, &s.cpu, &s.dragCpu, &s.commitCpu, &s.commitFrameCpu, &s.dragFrameCpu})
        std::sort(x->begin(), x->end());
    f.ran = true;
    f.frames = int(s.frame.size());
    f.commits = int(s.commit.size());
    f.medianFrameMs = *std::min_element(f.blockMedianMs.begin(), f.blockMedianMs.end());
    f.allMedianFrameMs = sortedQuantile(s.frame, 0.5);
    f.p95FrameMs = sortedQuantile(s.frame, 0.95);
    f.maxFrameMs = sortedQuantile(s.frame, 1.0);
    f.medianDragMs = sortedQuantile(s.drag, 0.5);
    f.medianCommitMs = sortedQuantile(s.commit, 0.5);
    f.medianEventsMs = sortedQuantile(s.events, 0.5);
    f.medianDrawMs = sortedQuantile(s.draw, 0.5);
    f.medianDisplayMs = sortedQuantile(s.display, 0.5);
    f.medianCpuMs = sortedQuantile(s.cpu, 0.5);
    f.p95CpuMs = sortedQuantile(s.cpu, 0.95);
    f.medianDragCpuMs = sortedQuantile(s.dragCpu, 0.5);
    f.medianCommitCpuMs = sortedQuantile(s.commitCpu, 0.5);
    f.medianCommitFrameCpuMs = sortedQuantile(s.commitFrameCpu, 0.5);
    f.p95CommitFrameCpuMs = sortedQuantile(s.commitFrameCpu, 0.95);
    f.medianDragFrameCpuMs = sortedQuantile(s.dragFrameCpu, 0.5);
    f.medianCommitEventsMs = sortedQuantile(s.commitEvents, 0.5);
    f.cellPx = v.cellPx;
    f.windowWidth = window.getSize().x;
    f.windowHeight = window.getSize().y;
    return f;
}

#else

EditorFrameFigures runEditorFrameBench(const game::LevelDoc&, int, int, int, int) {
    EditorFrameFigures f;
    f.why = "render bench not built (configure with RAYCRYPT_APP=ON)";
    return f;
}

#endif

} // namespace bench
