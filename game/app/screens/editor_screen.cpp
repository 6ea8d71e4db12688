#include "game/app/screens/editor_screen.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <unordered_map>

#include "engine/collision/laser.h"
#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"
#include "engine/render/letterbox.h"
#include "game/app/screens/play_screen.h"
#include "game/edit/beam_preview.h"
#include "game/edit/level_doc.h"
#include "game/edit/level_salvage.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/save/atomic_file.h"
#include "game/world/level_schema.h"

namespace game {
namespace {

// --- Tuning -----------------------------------------------------------------------------------------------------
/// Seconds between autosaves while there are unsaved changes.
constexpr double kAutosaveSeconds = 30.0;
using editor_layout::kBottomBar;
using editor_layout::kFirstCam;
using editor_layout::kFirstZoom;
using editor_layout::kInspectorWidth;
using editor_layout::kMinimapMax;
using editor_layout::kPanCells;
using editor_layout::kTopBar;
using editor_layout::kZooms;
/// Free positioning (Shift held) snaps to this fraction of a cell.
constexpr double kFreeSnap = 0.125;
/// Size of a new level, cells.
constexpr int kNewWidth = 40, kNewHeight = 17;
/// Logical px beyond the window within which an entity is still drawn: its outlines and initials reach past its box.
constexpr float kCullMargin = 16.0f;

/// What the mouse does in the map.
enum class Tool { Brush, Rect, Fill, Pick, Entity, Select };

/// The tile palette: every legend character, then spawn and exit.
std::vector<char> tilePalette() {
    std::vector<char> out;
    for (int k = 0; k < engine::kTileKindCount; ++k) out.push_back(engine::tileChar(static_cast<engine::TileKind>(k)));
    out.push_back('@');
    out.push_back('E');
    return out;
}

/// Colour of a tile character in the editor.
sf::Color tileColor(char c) {
    switch (c) {
    case '#': return {92, 98, 118};
    case 'M': return {150, 225, 255};
    case '=': return {190, 150, 90};
    case '/': case 'L': return {120, 110, 150};
    case '^': case 'v': case '<': case '>': return {230, 70, 60};
    case 'B': return {150, 105, 70};
    case 'C': return {125, 95, 75};
    case '~': return {180, 140, 80};
    case 'G': return {170, 215, 235};
    case '@': return {80, 225, 120};
    case 'E': return {250, 205, 60};
    default: return {255, 0, 255};
    }
}

/// A stable colour per entity type.
sf::Color entityColor(const std::string& type) {
    std::uint32_t h = 2166136261u;
    for (char c : type) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return {static_cast<sf::Uint8>(120 + h % 120), static_cast<sf::Uint8>(120 + (h >> 8) % 120),
            static_cast<sf::Uint8>(120 + (h >> 16) % 120)};
}

/// The entity index or tile row a diagnostic's path points at ("entities[3].angle" -> entity 3).
int pathIndex(const std::string& path, const std::string& list) {
    if (path.rfind(list + "[", 0) != 0) return -1;
    return std::atoi(path.c_str() + list.size() + 1);
}

/// The part of r inside the window's logical area (an empty rectangle when none is).
sf::FloatRect clipToView(sf::FloatRect r) {
    const float left = std::max(r.left, 0.0f), top = std::max(r.top, 0.0f);
    const float right = std::min(r.left + r.width, float(engine::kLogicalWidth));
    const float bottom = std::min(r.top + r.height, float(engine::kLogicalHeight));
    return {left, top, std::max(0.0f, right - left), std::max(0.0f, bottom - top)};
}

/// An opaque rectangle without the atlas (the same pixels as Painter::rect's); nothing when r is empty.
void solidRect(Painter& p, sf::FloatRect r, sf::Color c) {
    if (r.width > 0 && r.height > 0) p.gradient(r, c, c);
}

bool fileExists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec);
}

class EditorScreen : public Screen {
  public:
    EditorScreen(Shell& shell, std::string path, bool closesGame)
        : shell_(shell), path_(std::move(path)), palette_(tilePalette()), standalone_(closesGame) {
        for (const engine::EntityType& t : levelSchema().types) entityTypes_.push_back(t.name);
        open();
    }

    ScreenKind kind() const override { return ScreenKind::Editor; }

    bool event(const sf::Event& e) override {
        if (typing_ && e.type == sf::Event::TextEntered) return typeChar(e.text.unicode);
        if (typing_ && e.type == sf::Event::KeyPressed) return typingKey(e.key);
        if (e.type == sf::Event::KeyPressed) return key(e.key);
        if (e.type == sf::Event::MouseMoved) {
            pointer_ = engine::windowToLogical({e.mouseMove.x, e.mouseMove.y}, shell_.windowSize());
            drag();
            return true;
        }
        if (e.type == sf::Event::MouseButtonPressed) {
            pointer_ = engine::windowToLogical({e.mouseButton.x, e.mouseButton.y}, shell_.windowSize());
            press(e.mouseButton.button);
            return true;
        }
        if (e.type == sf::Event::MouseButtonReleased) {
            release();
            return true;
        }
        if (e.type == sf::Event::MouseWheelScrolled) {
            zoom_ = std::clamp(zoom_ + (e.mouseWheelScroll.delta > 0 ? 1 : -1), 0, 3);
            return true;
        }
        return false;
    }

    void update(double frameSeconds, bool top) override {
        if (!top) return;
        sinceAutosave_ += frameSeconds;
        if (dirty_ && autosaveDirty_ && sinceAutosave_ >= kAutosaveSeconds) autosave();
    }

    void drawUi(Painter& p, double now) override {
        drawMap(p);
        drawLinks(p);
        drawBeams(p);
        drawMinimap(p);
        if (selected_ >= 0) drawInspector(p);
        drawBars(p, now);
        if (prompt_) drawPrompt(p);
    }

  private:
    // --- Opening, saving, validating -------------------------------------------------------------------------
    void open() {
        const std::string side = autosavePathFor(path_);
        const bool recover = fileExists(side);
        const std::string from = recover ? side : path_;
        ReadResult read = readWholeFile(from, engine::kMaxLevelFileBytes);
        if (read.status == ReadResult::Status::Missing) {
            doc_ = newLevelDoc("ninja", kNewWidth, kNewHeight);
            message_ = "New level: Ctrl+S saves it as " + path_;
        } else if (read.status != ReadResult::Status::Ok) {
            doc_ = newLevelDoc("ninja", kNewWidth, kNewHeight);
            message_ = read.error;
            locked_ = true;
        } else {
            DocLoad loaded = parseLevelDoc(read.text, from, levelSchema());
            if (!loaded.doc && isTiledFile(from)) loaded = openTiled(read.text, from);
            else if (!loaded.doc) loaded = salvage(read.text, from, recover);
            if (loaded.doc) {
                doc_ = std::move(*loaded.doc);
                if (recover) {
                    keepIfBroken();
                    dirty_ = true;
                    message_ = "Recovered unsaved work from " + side + ": Ctrl+S keeps it";
                }
            } else {
                doc_ = newLevelDoc("ninja", kNewWidth, kNewHeight);
                message_ = loaded.errors.empty() ? "cannot edit " + from : loaded.errors.front().format();
                locked_ = !recover; // a broken file is never written over by a new level without asking
            }
        }
        if (uiTrace()) std::cerr << "ui: editor open " << path_ << (recover ? " recovered" : "") << "\n";
        revalidate();
    }

    /// A Tiled map, loaded as --level loads it and turned into a native document; it saves as PATH.json beside it.
    DocLoad openTiled(const std::string& text, const std::string& from) {
        DocLoad r;
        engine::LoadResult level = engine::loadLevelText(text, from, levelSchema());
        if (!level.level) {
            for (engine::Diagnostic& d : level.diagnostics)
                if (d.severity == engine::Diagnostic::Error) r.errors.push_back(std::move(d));
            return r;
        }
        r = parseLevelDoc(engine::saveLevelJson(*level.level, levelSchema()), from, levelSchema());
        if (r.doc) {
            path_ = std::filesystem::path(path_).replace_extension(".json").string();
            message_ = "Opened the Tiled map " + from + ": Ctrl+S saves it as native JSON to " + path_;
            dirty_ = !fileExists(path_);
        }
        return r;
    }

    /// A file that is not valid JSON: the lines that can be read (salvageLevelDoc) open as an unsaved document, and
    /// why the file was refused stays among the errors until it is saved. The first save over it keeps the
    /// original's bytes as PATH.broken.
    DocLoad salvage(const std::string& text, const std::string& from, bool recovering) {
        DocLoad r = salvageLevelDoc(text, from, levelSchema());
        if (!r.doc) return r;
        readErrors_ = r.errors;
        for (engine::Diagnostic& d : readErrors_) { // their paths are the file's, not the document's: no marks
            if (!d.path.empty()) d.message = d.path + ": " + d.message;
            if (d.severity == engine::Diagnostic::Error) d.message = "not JSON: " + d.message;
            d.path.clear();
        }
        if (!recovering) brokenOriginal_ = text;
        dirty_ = autosaveDirty_ = true;
        message_ = "Opened what could be read of " + from;
        if (uiTrace())
            std::cerr << "ui: editor salvaged " << r.doc->tiles.size() << " rows, " << r.doc->entities.size()
                      << " entities: " << r.errors.front().format() << "\n";
        return r;
    }

    /// Work recovered over a file that is not valid JSON: the first save keeps that file as PATH.broken too.
    void keepIfBroken() {
        ReadResult original = readWholeFile(path_, engine::kMaxLevelFileBytes);
        if (original.status == ReadResult::Status::Ok && !isTiledFile(path_) &&
            !parseLevelDoc(original.text, path_, levelSchema()).doc)
            brokenOriginal_ = original.text;
    }

    static bool isTiledFile(const std::string& path) {
        return std::filesystem::path(path).extension() == ".tmj";
    }

    void save() {
        const std::string text = levelDocText(doc_, levelSchema());
        if (locked_ && !confirmOverwrite_) {
            message_ = "The file on disk could not be edited; Ctrl+S again writes this level over it";
            confirmOverwrite_ = true;
            return;
        }
        if (brokenOriginal_) {
            WriteResult kept = writeFileAtomic(path_ + ".broken", *brokenOriginal_);
            if (!kept.ok) {
                message_ = "Not saved: the original could not be kept as " + path_ + ".broken: " + kept.error;
                return;
            }
        }
        WriteResult w = writeFileAtomic(path_, text);
        if (!w.ok) {
            message_ = "Not saved: " + w.error;
            return;
        }
        std::error_code ec;
        std::filesystem::remove(autosavePathFor(path_), ec);
        dirty_ = autosaveDirty_ = locked_ = confirmOverwrite_ = false;
        message_ = "Saved " + path_ + (brokenOriginal_ ? " (the file as it was: " + path_ + ".broken)" : "");
        brokenOriginal_.reset();
        readErrors_.clear();
        if (uiTrace()) std::cerr << "ui: editor saved " << path_ << "\n";
        revalidate();
    }

    void autosave() {
        sinceAutosave_ = 0.0;
        WriteResult w = writeFileAtomic(autosavePathFor(path_), levelDocText(doc_, levelSchema()));
        if (w.ok) autosaveDirty_ = false;
        if (uiTrace()) std::cerr << "ui: editor autosave " << (w.ok ? "ok" : w.error) << "\n";
    }

    /// Check the level as --check does (its text is `docText` when the caller has written it already), and
    /// re-simulate its solution replay on it.
    void revalidate(const std::string* docText = nullptr) {
        minimapDirty_ = true;
        checkedText_ = docText ? *docText : levelDocText(doc_, levelSchema());
        docChecked_ = true;
        const std::string& text = checkedText_;
        engine::LoadResult r = engine::loadLevelText(text, path_, levelSchema());
        errors_ = readErrors_;
        for (engine::Diagnostic& d : r.diagnostics)
            if (d.severity == engine::Diagnostic::Error) errors_.push_back(std::move(d));
        linksDirty_ = true;
        level_ = std::move(r.level);
        beams_ = level_ ? beamPreviews(*level_) : std::vector<BeamPreview>{};
        verified_ = "no solution replay";
        const std::string solution = solutionReplayPathFor(path_);
        if (!level_) verified_ = "unverified (the level has errors)";
        else if (fileExists(solution)) {
            ReplayLoadResult replay = loadReplayFile(solution);
            HeadlessSummary s = replay.ok() ? runReplay(*level_, *replay.replay) : HeadlessSummary{};
            verified_ = s.outcome == "complete" && s.deaths == 0 ? "verified" : "unverified";
        }
        if (uiTrace())
            std::cerr << "ui: editor " << errors_.size() << " errors, " << verified_ << ", " << docWidth(doc_) << "x"
                      << docHeight(doc_) << ", " << doc_.entities.size() << " entities\n";
    }

    /// Record `before` as an undo step when the document changed since it.
    /// An unchanged document is no step: the same members (a click that moved nothing), or the same text. The
    /// document's text, once written, is the one revalidate checks; `beforeText` is before's, when known.
    void commit(LevelDoc before, const std::optional<std::string>& beforeText = std::nullopt) {
        const auto sameMembers = [](const DocEntity& a, const DocEntity& b) { return a.members == b.members; };
        if (before.header == doc_.header && before.tiles == doc_.tiles &&
            std::equal(before.entities.begin(), before.entities.end(), doc_.entities.begin(), doc_.entities.end(),
                       sameMembers))
            return;
        std::optional<std::string> text;
        if (before.tiles == doc_.tiles && before.entities.size() == doc_.entities.size()) {
            text = levelDocText(doc_, levelSchema());
            if ((beforeText ? *beforeText : levelDocText(before, levelSchema())) == *text) return;
        }
        pushHistory(history_, std::move(before));
        dirty_ = autosaveDirty_ = true;
        revalidate(text ? &*text : nullptr);
    }

    // --- Keys ---------------------------------------------------------------------------------------------------
    bool key(const sf::Event::KeyEvent& k) {
        using K = sf::Keyboard;
        if (prompt_) return promptKey(k);
        if (k.control) {
            if (k.code == K::Z && !k.shift) step(undoEdit(history_, doc_), "Undo");
            else if (k.code == K::Y || (k.code == K::Z && k.shift)) step(redoEdit(history_, doc_), "Redo");
            else if (k.code == K::S) save();
            else if (k.code == K::D && selected_ >= 0) edit([&] { selected_ = int(duplicateEntity(doc_, std::size_t(selected_))); });
            else if (k.code == K::R && pendingRun_) saveRun();
            else if ((k.code == K::C || k.code == K::X) && region_) {
                clip_ = copyRegion(doc_, region_->first, region_->second);
                if (k.code == K::X) edit([&] { clearRegion(doc_, region_->first, region_->second); });
                message_ = "Copied " + std::to_string(clip_->tiles.empty() ? 0 : clip_->tiles[0].size()) + "x" +
                           std::to_string(clip_->tiles.size()) + " cells and " + std::to_string(clip_->entities.size()) + " entities";
            } else if (k.code == K::V && clip_) edit([&] { pasteRegion(doc_, *clip_, pointerCell()); });
            return true;
        }
        if (k.alt) {
            const int n = k.shift ? -1 : 1;
            if (k.code == K::Left) edit([&] { resizeDoc(doc_, DocEdge::Left, n); });
            else if (k.code == K::Right) edit([&] { resizeDoc(doc_, DocEdge::Right, n); });
            else if (k.code == K::Up) edit([&] { resizeDoc(doc_, DocEdge::Top, n); });
            else if (k.code == K::Down) edit([&] { resizeDoc(doc_, DocEdge::Bottom, n); });
            return true;
        }
        switch (k.code) {
        case K::B: tool_ = Tool::Brush; break;
        case K::R: tool_ = Tool::Rect; break;
        case K::F: tool_ = Tool::Fill; break;
        case K::I: tool_ = Tool::Pick; break;
        case K::N: tool_ = Tool::Entity; break;
        case K::V: tool_ = Tool::Select; break;
        case K::E: tool_ = Tool::Brush; tile_ = 0; break; // erase: paint empty
        case K::LBracket: cycle(-1); break;
        case K::RBracket: cycle(+1); break;
        case K::Left: camX_ -= kPanCells; break;
        case K::Right: camX_ += kPanCells; break;
        case K::Up: camY_ -= kPanCells; break;
        case K::Down: camY_ += kPanCells; break;
        case K::Equal: case K::Add: zoom_ = std::min(zoom_ + 1, 3); break;
        case K::Hyphen: case K::Subtract: zoom_ = std::max(zoom_ - 1, 0); break;
        case K::M: edit([&] { switchMode(); }); break;
        case K::Q: case K::W: rotateSelected((k.code == K::Q ? -1 : 1) * (k.shift ? 1 : 15)); break;
        case K::Tab: case K::Return: if (selected_ >= 0) startTyping(k.shift ? -1 : 1); break;
        case K::Delete: case K::BackSpace:
            if (selected_ >= 0) edit([&] { doc_.entities.erase(doc_.entities.begin() + selected_); selected_ = -1; });
            break;
        case K::F5: case K::P: playtest(k.shift); break;
        case K::Escape: leave(); break;
        default:
            if (k.code >= K::Num1 && k.code <= K::Num9) tile_ = std::min<int>(k.code - K::Num1 + 1, int(palette_.size()) - 1);
            else if (k.code == K::Num0) tile_ = 0;
            else return false;
        }
        if (uiTrace()) std::cerr << "ui: editor tool " << toolName() << " tile " << palette_[std::size_t(tile_)] << "\n";
        return true;
    }

    /// Next/previous tile (or entity type, with the entity tool).
    void cycle(int d) {
        if (tool_ == Tool::Entity) {
            const int n = int(entityTypes_.size());
            entityType_ = (entityType_ + d + n) % n;
        } else {
            const int n = int(palette_.size());
            tile_ = (tile_ + d + n) % n;
        }
    }

    /// Turn the selected entity's "angle" by `degrees` (clockwise), kept within −360 … 360.
    void rotateSelected(int degrees) {
        if (selected_ < 0) return;
        DocEntity& e = doc_.entities[std::size_t(selected_)];
        const engine::EntityType* type = levelSchema().find(entityType(e));
        if (!type || !type->field("angle")) return;
        const std::string* v = findMember(e, "angle");
        double a = v ? std::atof(v->c_str()) : 0.0;
        a = std::fmod(a + degrees, 360.0);
        edit([&] { setMember(doc_.entities[std::size_t(selected_)], "angle", engine::formatNumber(a)); });
    }

    void switchMode() {
        for (DocMember& m : doc_.header)
            if (m.first == "mode") m.second = m.second == "\"ninja\"" ? "\"crypt\"" : "\"ninja\"";
    }

    void step(bool moved, const char* what) {
        if (!moved) return;
        typing_.reset();
        dirty_ = autosaveDirty_ = true;
        selected_ = selected_ < int(doc_.entities.size()) ? selected_ : -1;
        message_ = what;
        revalidate();
    }

    /// Apply `change` as one undo step.
    template <class F> void edit(F change) {
        LevelDoc before = doc_;
        const std::optional<std::string> beforeText = checkedText();
        change();
        commit(std::move(before), beforeText);
    }

    /// The document's text when it is the one revalidate last checked (nothing changed it since).
    std::optional<std::string> checkedText() const {
        return docChecked_ ? std::optional<std::string>(checkedText_) : std::nullopt;
    }

    void leave() {
        if (dirty_) {
            prompt_ = true;
            return;
        }
        quit();
    }

    void quit() {
        if (uiTrace()) std::cerr << "ui: editor closed\n";
        std::error_code ec;
        if (!dirty_) std::filesystem::remove(autosavePathFor(path_), ec);
        if (standalone_) shell_.quit();
        else shell_.pop();
    }

    bool promptKey(const sf::Event::KeyEvent& k) {
        if (k.code == sf::Keyboard::S) {
            save();
            prompt_ = false;
            if (!dirty_) quit();
        } else if (k.code == sf::Keyboard::D) {
            std::error_code ec;
            std::filesystem::remove(autosavePathFor(path_), ec);
            dirty_ = false;
            prompt_ = false;
            quit();
        } else if (k.code == sf::Keyboard::Escape) {
            prompt_ = false;
        }
        return true;
    }

    // --- The inspector: every field of the selected entity, typed in and checked as it is typed -------------
    /// The inspector's rows: id, x, y, then the type's fields in schema order.
    std::vector<std::string> inspectorRows() const {
        std::vector<std::string> rows = {"id", "x", "y"};
        if (selected_ < 0) return rows;
        if (const engine::EntityType* t = levelSchema().find(entityType(doc_.entities[std::size_t(selected_)])))
            for (const engine::FieldSpec& f : t->fields) rows.push_back(f.name);
        return rows;
    }

    void startTyping(int direction) {
        const int n = int(inspectorRows().size());
        typing_ = typing_ ? (*typing_ + direction + n) % n : (direction > 0 ? 0 : n - 1);
        const std::string* v = findMember(doc_.entities[std::size_t(selected_)], inspectorRows()[std::size_t(*typing_)]);
        buffer_ = v ? *v : "";
        if (buffer_.size() >= 2 && buffer_.front() == '"') buffer_ = buffer_.substr(1, buffer_.size() - 2);
        checkTyped();
    }

    /// The typed text as a JSON value for the field: text fields need no quotes; an empty value means the default.
    std::string typedJson() const {
        const std::string key = inspectorRows()[std::size_t(*typing_)];
        const engine::EntityType* t = levelSchema().find(entityType(doc_.entities[std::size_t(selected_)]));
        const engine::FieldSpec* f = t ? t->field(key) : nullptr;
        const bool text = key == "id" || (f && (f->kind == engine::FieldKind::String || f->kind == engine::FieldKind::Enum));
        return text && (buffer_.empty() || buffer_.front() != '"') ? engine::quoteJson(buffer_) : buffer_;
    }

    /// The document with the typed value in place (or the field removed, when the box is empty).
    LevelDoc typedDoc() const {
        LevelDoc doc = doc_;
        DocEntity& e = doc.entities[std::size_t(selected_)];
        const std::string key = inspectorRows()[std::size_t(*typing_)];
        if (buffer_.empty() && key != "x" && key != "y")
            e.members.erase(std::remove_if(e.members.begin(), e.members.end(), [&](const DocMember& m) { return m.first == key; }),
                            e.members.end());
        else setMember(e, key, typedJson());
        return doc;
    }

    /// The loader's verdict on the typed value: its first error at this field, or "".
    void checkTyped() {
        typingError_.clear();
        const std::string json = typedJson();
        if (!engine::parseJson(json, "value").root) {
            typingError_ = "not a value: write a number, true/false, [x, y] or text";
            return;
        }
        const std::string at = "entities[" + std::to_string(selected_) + "]." + inspectorRows()[std::size_t(*typing_)];
        engine::LoadResult r = engine::loadLevelText(levelDocText(typedDoc(), levelSchema()), path_, levelSchema());
        for (const engine::Diagnostic& d : r.diagnostics)
            if (d.severity == engine::Diagnostic::Error && d.path.rfind(at, 0) == 0) {
                typingError_ = d.message;
                return;
            }
        if (uiTrace()) std::cerr << "ui: editor field " << at << " = " << json << " ok\n";
    }

    bool typeChar(std::uint32_t unicode) {
        if (unicode < 32 || unicode == 127 || unicode > 126) return true; // printable ASCII; keys do the rest
        buffer_ += char(unicode);
        checkTyped();
        return true;
    }

    bool typingKey(const sf::Event::KeyEvent& k) {
        if (k.code == sf::Keyboard::BackSpace) {
            if (!buffer_.empty()) buffer_.pop_back();
            checkTyped();
        } else if (k.code == sf::Keyboard::Escape) {
            typing_.reset();
        } else if (k.code == sf::Keyboard::Return || k.code == sf::Keyboard::Tab) {
            if (!typingError_.empty()) {
                if (uiTrace()) std::cerr << "ui: editor field refused: " << typingError_ << "\n";
                return true;
            }
            LevelDoc next = typedDoc();
            edit([&] { doc_ = std::move(next); });
            if (k.code == sf::Keyboard::Tab) startTyping(k.shift ? -1 : 1);
            else typing_.reset();
        }
        return true;
    }

    // --- Mouse --------------------------------------------------------------------------------------------------
    float cellPx() const { return kZooms[zoom_]; }
    float mapRight() const { return float(engine::kLogicalWidth) - (selected_ >= 0 ? kInspectorWidth : 0.0f); }
    bool inMap(sf::Vector2f p) const { return p.y >= kTopBar && p.y < float(engine::kLogicalHeight) - kBottomBar && p.x < mapRight(); }
    /// The pointer in cells (fractional).
    sf::Vector2f pointerCells() const {
        return {(pointer_.x) / cellPx() + float(camX_), (pointer_.y - kTopBar) / cellPx() + float(camY_)};
    }
    DocCell pointerCell() const {
        sf::Vector2f c = pointerCells();
        return {int(std::floor(c.x)), int(std::floor(c.y))};
    }

    void press(sf::Mouse::Button button) {
        typing_.reset();
        if (minimapShown() && minimapRect().contains(pointer_)) { // jump there
            const sf::FloatRect r = minimapRect();
            const float k = r.width / float(docWidth(doc_));
            camX_ = int((pointer_.x - r.left) / k - mapRight() / cellPx() / 2);
            camY_ = int((pointer_.y - r.top) / k - (float(engine::kLogicalHeight) - kTopBar - kBottomBar) / cellPx() / 2);
            return;
        }
        if (!inMap(pointer_)) {
            if (pointer_.y < kTopBar) clickBar();
            return;
        }
        before_ = doc_;
        beforeText_ = checkedText();
        docChecked_ = false; // what follows may change the document until the release commits it
        held_ = button;
        linksDirty_ = true; // a press may place an entity or add or remove a path point
        const DocCell c = pointerCell();
        const char paint = button == sf::Mouse::Right ? '.' : palette_[std::size_t(tile_)];
        switch (tool_) {
        case Tool::Brush: paintTile(doc_, c, paint); break;
        case Tool::Rect: rectStart_ = c; break;
        case Tool::Fill: floodFill(doc_, c, paint); break;
        case Tool::Pick: {
            const char t = tileAt(doc_, c);
            auto it = std::find(palette_.begin(), palette_.end(), t);
            if (it != palette_.end()) tile_ = int(it - palette_.begin());
            tool_ = Tool::Brush;
            break;
        }
        case Tool::Entity:
            if (button == sf::Mouse::Left) {
                doc_.entities.push_back(makeEntity(entityTypes_[std::size_t(entityType_)], c, levelSchema()));
                selected_ = int(doc_.entities.size()) - 1;
            }
            break;
        case Tool::Select: selectPress(button); break;
        }
    }

    /// The select tool: path points of the selected entity first, then entities, then a region of the map.
    ///   left on a path point: drag it        Ctrl+left: add a path point     right on a path point: remove it
    ///   left on an entity: select and drag it (Shift: free position)        right on an entity: drag a link
    ///   left on empty map: select a region (Ctrl+C, Ctrl+X, Ctrl+V)
    void selectPress(sf::Mouse::Button button) {
        const sf::Vector2f at = pointerCells();
        const bool ctrl = shell_.devices().keyHeld(sf::Keyboard::LControl) || shell_.devices().keyHeld(sf::Keyboard::RControl);
        if (const engine::FieldSpec* path = selectedPath()) {
            std::vector<std::pair<double, double>> points = selectedPoints(*path);
            for (std::size_t i = 0; i < points.size(); ++i) {
                if (std::abs(points[i].first + 0.5 - at.x) > 0.4 || std::abs(points[i].second + 0.5 - at.y) > 0.4) continue;
                if (button == sf::Mouse::Left) dragPoint_ = int(i);
                else if (points.size() > path->minItems) {
                    points.erase(points.begin() + std::ptrdiff_t(i));
                    setMember(doc_.entities[std::size_t(selected_)], path->name, pathJson(points));
                }
                return;
            }
            if (ctrl && button == sf::Mouse::Left && points.size() < path->maxItems) {
                points.emplace_back(std::floor(at.x), std::floor(at.y));
                setMember(doc_.entities[std::size_t(selected_)], path->name, pathJson(points));
                return;
            }
        }
        const int hit = entityAt(doc_, at.x, at.y, levelSchema());
        if (button == sf::Mouse::Right) {
            if (hit >= 0 && linkField(doc_.entities[std::size_t(hit)])) linkFrom_ = hit;
            if (uiTrace()) std::cerr << "ui: editor right press on " << hit << "\n";
            return;
        }
        selected_ = hit;
        region_.reset();
        if (selected_ >= 0) {
            auto [x, y] = entityCell(doc_.entities[std::size_t(selected_)]);
            grab_ = {float(at.x - x), float(at.y - y)};
        } else {
            regionStart_ = pointerCell();
        }
    }

    /// The selected entity's first path field, or nullptr.
    const engine::FieldSpec* selectedPath() const {
        if (selected_ < 0) return nullptr;
        const engine::EntityType* t = levelSchema().find(entityType(doc_.entities[std::size_t(selected_)]));
        if (!t) return nullptr;
        for (const engine::FieldSpec& f : t->fields)
            if (f.kind == engine::FieldKind::Path) return &f;
        return nullptr;
    }

    /// The selected entity's points of path field f (empty when it has none).
    std::vector<std::pair<double, double>> selectedPoints(const engine::FieldSpec& f) const {
        const std::string* v = findMember(doc_.entities[std::size_t(selected_)], f.name);
        return v ? pathPoints(*v) : std::vector<std::pair<double, double>>{};
    }

    /// The field by which entity e links to another (a receiver's door, a gate's key), or nullptr.
    static const engine::FieldSpec* linkField(const DocEntity& e) {
        const engine::EntityType* t = levelSchema().find(entityType(e));
        if (!t) return nullptr;
        for (const engine::FieldSpec& f : t->fields)
            if (!f.reference.empty()) return &f;
        return nullptr;
    }

    bool shiftHeld() const {
        return shell_.devices().keyHeld(sf::Keyboard::LShift) || shell_.devices().keyHeld(sf::Keyboard::RShift);
    }

    /// A position under the pointer, snapped to the grid (to kFreeSnap with Shift).
    double snapped(double v) const {
        const double snap = shiftHeld() ? kFreeSnap : 1.0;
        return std::round(v / snap) * snap;
    }

    void drag() {
        if (!held_) return;
        docChecked_ = false;
        if (dragPoint_) {
            if (const engine::FieldSpec* path = selectedPath()) {
                std::vector<std::pair<double, double>> points = selectedPoints(*path);
                const sf::Vector2f at = pointerCells();
                if (*dragPoint_ < int(points.size())) points[std::size_t(*dragPoint_)] = {snapped(at.x - 0.5), snapped(at.y - 0.5)};
                setMember(doc_.entities[std::size_t(selected_)], path->name, pathJson(points));
                linksDirty_ = true;
            }
            return;
        }
        if (regionStart_) region_ = std::make_pair(*regionStart_, pointerCell());
        const DocCell c = pointerCell();
        const char paint = *held_ == sf::Mouse::Right ? '.' : palette_[std::size_t(tile_)];
        if (tool_ == Tool::Brush && inMap(pointer_)) paintTile(doc_, c, paint);
        if (tool_ == Tool::Select && selected_ >= 0 && *held_ == sf::Mouse::Left) {
            const sf::Vector2f at = pointerCells();
            moveEntity(doc_, std::size_t(selected_), snapped(at.x - grab_.x), snapped(at.y - grab_.y));
        }
    }

    void release() {
        if (!held_) return;
        docChecked_ = false;
        if (tool_ == Tool::Rect && rectStart_)
            paintRect(doc_, *rectStart_, pointerCell(), *held_ == sf::Mouse::Right ? '.' : palette_[std::size_t(tile_)]);
        rectStart_.reset();
        if (linkFrom_) { // a link dropped on an entity of the type the field names
            const sf::Vector2f at = pointerCells();
            const int to = entityAt(doc_, at.x, at.y, levelSchema());
            const engine::FieldSpec* f = linkField(doc_.entities[std::size_t(*linkFrom_)]);
            if (to >= 0 && f && entityType(doc_.entities[std::size_t(to)]) == f->reference)
                setMember(doc_.entities[std::size_t(*linkFrom_)], f->name, ensureId(doc_, std::size_t(to)));
            else message_ = f ? "A " + entityType(doc_.entities[std::size_t(*linkFrom_)]) + " links to a " + f->reference : "";
            if (uiTrace()) std::cerr << "ui: editor link from " << *linkFrom_ << " to " << to << "\n";
        }
        linkFrom_.reset();
        dragPoint_.reset();
        regionStart_.reset();
        held_.reset();
        commit(std::move(before_), beforeText_);
    }

    /// The palette in the top bar: a click picks a tile.
    void clickBar() {
        const int i = int(pointer_.x / 14.0f);
        if (pointer_.y >= 11.0f && i >= 0 && i < int(palette_.size())) {
            tile_ = i;
            if (tool_ != Tool::Rect && tool_ != Tool::Fill) tool_ = Tool::Brush;
        }
    }

    // --- Playtest -----------------------------------------------------------------------------------------------
    void playtest(bool fromCursor) {
        if (!level_) {
            message_ = "Fix the errors first: " + (errors_.empty() ? std::string() : errors_.front().message);
            return;
        }
        PlaySetup setup;
        setup.session.level = *level_;
        const DocCell c = pointerCell();
        const bool cursor = fromCursor && tileAt(doc_, c) == '.';
        if (cursor) setup.session.level->spawnCell = {c.x, c.y};
        setup.playtest = [this, cursor](std::optional<Replay> run) {
            if (uiTrace()) std::cerr << "ui: editor back from playtest" << (run ? " complete" : "") << "\n";
            if (run && !cursor) {
                pendingRun_ = std::move(run);
                message_ = "Cleared in " + std::to_string(pendingRun_->frames.size() / 120) +
                           " s: Ctrl+R saves the run as this level's solution replay";
            }
        };
        std::string error;
        std::unique_ptr<Screen> play = makePlayScreen(shell_, std::move(setup), &error);
        if (!play) {
            message_ = error.substr(0, error.find('\n'));
            return;
        }
        if (uiTrace()) std::cerr << "ui: editor playtest from " << (cursor ? "cursor" : "spawn") << "\n";
        shell_.push(std::move(play));
    }

    /// Save the level, then the playtest run beside it as its solution replay.
    void saveRun() {
        save();
        if (dirty_) return;
        Replay run = *pendingRun_;
        run.level = path_;
        ReadResult bytes = readWholeFile(path_, engine::kMaxLevelFileBytes);
        run.levelHash = levelHashOf(bytes.text);
        std::string error;
        if (!saveReplayFile(run, solutionReplayPathFor(path_), &error)) {
            message_ = "Replay not saved: " + error;
            return;
        }
        pendingRun_.reset();
        message_ = "Saved the solution replay " + solutionReplayPathFor(path_);
        revalidate();
    }

    // --- Drawing ------------------------------------------------------------------------------------------------
    /// Logical px of cell corner (x, y).
    sf::Vector2f toScreen(double x, double y) const {
        return {float((x - camX_) * cellPx()), float(kTopBar + (y - camY_) * cellPx())};
    }

    void drawMap(Painter& p) {
        const float s = cellPx();
        const int w = docWidth(doc_), h = docHeight(doc_);
        const float W = float(engine::kLogicalWidth), H = float(engine::kLogicalHeight);
        const sf::Vector2f origin = toScreen(0, 0);
        // The map's backdrop, and the window's around it: opaque, untextured and unblended, since a software
        // rasteriser pays for every texture fetch and blend and these cover the window. When the image fills the
        // window (no letterbox bars to keep black) the map's colour is a clear of the window, the cheapest fill.
        // The rest is culled to the window's logical area: what lies outside it covers no pixel.
        const sf::FloatRect map = clipToView({origin.x, origin.y, w * s, h * s});
        const sf::Color backdrop(18, 20, 28), mapColour(30, 34, 46);
        const sf::Vector2u window = shell_.windowSize();
        const sf::FloatRect box = engine::letterboxRect(window);
        const bool fills = box.left <= 0 && box.top <= 0 && box.width >= float(window.x) && box.height >= float(window.y);
        p.setBlend(sf::BlendNone);
        if (map.width <= 0 || map.height <= 0) {
            solidRect(p, {0, 0, W, H}, backdrop);
        } else {
            if (fills) {
                p.flush();
                p.target().clear(mapColour);
            } else {
                solidRect(p, map, mapColour);
            }
            solidRect(p, {0, 0, W, map.top}, backdrop);
            solidRect(p, {0, map.top + map.height, W, H - map.top - map.height}, backdrop);
            solidRect(p, {0, map.top, map.left, map.height}, backdrop);
            solidRect(p, {map.left + map.width, map.top, W - map.left - map.width, map.height}, backdrop);
        }
        p.setBlend(sf::BlendAlpha);
        const int errorRow = errors_.empty() ? -1 : pathIndex(errors_.front().path, "tiles");
        for (int y = std::max(0, camY_); y < h && toScreen(0, y).y <= H; ++y) {
            for (int x = std::max(0, camX_); x < w; ++x) {
                const sf::Vector2f at = toScreen(x, y);
                if (at.x > mapRight() || at.y > engine::kLogicalHeight) break;
                const char t = tileAt(doc_, {x, y});
                if (t != '.' && t != ' ') {
                    p.rect({at.x, at.y, s, s}, tileColor(t));
                    if (s >= 8 && t != '#') p.text(std::string(1, t), {at.x + s / 2, at.y + s / 2 - 4}, 1.0f, sf::Color(20, 20, 30), Align::Center, sf::Color::Transparent);
                }
            }
        }
        const float gridTop = std::max(origin.y, 0.0f), gridBottom = std::min(origin.y + h * s, H);
        const float gridLeft = std::max(origin.x, 0.0f), gridRight = std::min(origin.x + w * s, W);
        const sf::Color gridColour(255, 255, 255, 18); // untextured (the same pixels): the lines span the view
        for (int x = 0; x <= w && s >= 8; ++x)
            if (origin.x + x * s > -1.0f && origin.x + x * s < W && gridBottom > gridTop)
                p.gradient({origin.x + x * s, gridTop, 1, gridBottom - gridTop}, gridColour, gridColour);
        for (int y = 0; y <= h && s >= 8; ++y)
            if (origin.y + y * s > -1.0f && origin.y + y * s < H && gridRight > gridLeft)
                p.gradient({gridLeft, origin.y + y * s, gridRight - gridLeft, 1}, gridColour, gridColour);
        if (errorRow >= 0) p.outline({origin.x, origin.y + errorRow * s, w * s, s}, sf::Color(255, 60, 60), 1.0f);
        // Entities: a box per entity (its w × h for sized ones), its type's initials, the selection, the error; only
        // those whose box, outlines or initials reach into the window.
        std::vector<int> entityErrors(doc_.entities.size(), 0); // errors per entity (one pass over the errors)
        for (const engine::Diagnostic& d : errors_) {
            const int i = pathIndex(d.path, "entities");
            if (i >= 0 && std::size_t(i) < entityErrors.size()) ++entityErrors[std::size_t(i)];
        }
        for (std::size_t i = 0; i < doc_.entities.size(); ++i) {
            const DocEntity& e = doc_.entities[i];
            auto [x, y] = entityCell(e);
            const sf::Vector2f at = toScreen(x, y);
            if (at.x > W + kCullMargin || at.y > H + kCullMargin) continue;
            const auto [sw, sh] = entitySize(e, levelSchema());
            const float ew = float(sw), eh = float(sh);
            if (at.x + ew * s < -kCullMargin || at.y + eh * s < -kCullMargin) continue;
            const std::string type = entityType(e);
            p.rect({at.x + 1, at.y + 1, ew * s - 2, eh * s - 2}, entityColor(type));
            p.text(type.substr(0, s >= 12 ? 3 : 1), {at.x + ew * s / 2, at.y + eh * s / 2 - 4}, 1.0f, sf::Color(10, 10, 20),
                   Align::Center, sf::Color::Transparent);
            if (int(i) == selected_) p.outline({at.x - 1, at.y - 1, ew * s + 2, eh * s + 2}, sf::Color::White, 1.0f);
            for (int k = 0; k < entityErrors[i]; ++k)
                p.outline({at.x - 2, at.y - 2, ew * s + 4, eh * s + 4}, sf::Color(255, 60, 60), 1.0f);
        }
        if (region_) {
            const sf::Vector2f a = toScreen(std::min(region_->first.x, region_->second.x), std::min(region_->first.y, region_->second.y));
            const sf::Vector2f b = toScreen(std::max(region_->first.x, region_->second.x) + 1,
                                            std::max(region_->first.y, region_->second.y) + 1);
            p.outline({a.x, a.y, b.x - a.x, b.y - a.y}, sf::Color(255, 220, 90), 1.0f);
        }
        if (const engine::FieldSpec* path = selectedPath())
            for (const auto& [px, py] : selectedPoints(*path)) {
                const sf::Vector2f at = toScreen(px + 0.5, py + 0.5);
                p.rect({at.x - 2, at.y - 2, 4, 4}, sf::Color(255, 220, 120));
            }
        if (inMap(pointer_)) {
            const DocCell c = pointerCell();
            const sf::Vector2f at = toScreen(c.x, c.y);
            if (rectStart_) {
                const sf::Vector2f a = toScreen(std::min(c.x, rectStart_->x), std::min(c.y, rectStart_->y));
                const sf::Vector2f b = toScreen(std::max(c.x, rectStart_->x) + 1, std::max(c.y, rectStart_->y) + 1);
                p.outline({a.x, a.y, b.x - a.x, b.y - a.y}, sf::Color(255, 255, 255, 200), 1.0f);
            } else {
                p.outline({at.x, at.y, s, s}, sf::Color(255, 255, 255, 160), 1.0f);
            }
        }
    }

    /// The document's links and paths in drawing order (rebuilt by drawLinks when linksDirty_).
    void indexLinks() {
        linkLines_.clear();
        std::unordered_map<std::string, std::vector<std::size_t>> ids;
        for (std::size_t i = 0; i < doc_.entities.size(); ++i)
            if (const std::string* id = findMember(doc_.entities[i], "id")) ids[*id].push_back(i);
        for (std::size_t i = 0; i < doc_.entities.size(); ++i) {
            const DocEntity& e = doc_.entities[i];
            const engine::EntityType* type = levelSchema().find(entityType(e));
            if (!type) continue;
            for (const engine::FieldSpec& f : type->fields) {
                const std::string* v = findMember(e, f.name);
                if (!v) continue;
                if (!f.reference.empty()) {
                    if (auto it = ids.find(*v); it != ids.end())
                        for (std::size_t to : it->second) linkLines_.push_back({i, to, {}});
                } else if (f.kind == engine::FieldKind::Path) {
                    engine::JsonParseResult parsed = engine::parseJson(*v, "path");
                    if (!parsed.root) continue;
                    LinkLine path{i, i, {}, true};
                    for (const engine::JsonValue& pt : parsed.root->items)
                        if (pt.items.size() == 2 && pt.items[0].isNumber() && pt.items[1].isNumber())
                            path.points.emplace_back(pt.items[0].number, pt.items[1].number);
                    linkLines_.push_back(std::move(path));
                }
            }
        }
        linksDirty_ = false;
    }

    /// Links (a receiver's door, a gate's key) and paths drawn as lines. Which entity links to which, and the paths'
    /// points, are indexed once per change of them; the entities' places are read every frame (a drag moves them).
    void drawLinks(Painter& p) {
        p.flush();
        if (linksDirty_) indexLinks();
        sf::VertexArray lines(sf::Lines);
        const auto centre = [&](std::size_t i) {
            auto [x, y] = entityCell(doc_.entities[i]);
            return toScreen(x + 0.5, y + 0.5);
        };
        for (const LinkLine& l : linkLines_) {
            if (l.from >= doc_.entities.size() || l.to >= doc_.entities.size()) continue;
            if (!l.path) {
                lines.append({centre(l.from), sf::Color(120, 255, 200)});
                lines.append({centre(l.to), sf::Color(120, 255, 200)});
                continue;
            }
            for (std::size_t i = 1; i < l.points.size(); ++i) {
                lines.append({toScreen(l.points[i - 1].first + 0.5, l.points[i - 1].second + 0.5), sf::Color(255, 220, 120)});
                lines.append({toScreen(l.points[i].first + 0.5, l.points[i].second + 0.5), sf::Color(255, 220, 120)});
            }
        }
        if (linkFrom_ && *linkFrom_ < int(doc_.entities.size())) {
            lines.append({centre(std::size_t(*linkFrom_)), sf::Color::White});
            lines.append({pointer_, sf::Color::White});
        }
        p.target().draw(lines);
    }

    /// Where each laser's beam and each robot's aim goes, traced by the game's laser code through the tiles and
    /// the mirrors, receivers, closed doors and robots (beamPreviews), so an author sees it swing while rotating.
    void drawBeams(Painter& p) {
        p.flush();
        sf::VertexArray lines(sf::Lines);
        for (const BeamPreview& beam : beams_) {
            for (std::size_t i = 1; i < beam.points.size(); ++i) {
                lines.append({toScreen(beam.points[i - 1].x, beam.points[i - 1].y), sf::Color(255, 70, 60, 200)});
                lines.append({toScreen(beam.points[i].x, beam.points[i].y), sf::Color(255, 70, 60, 200)});
            }
        }
        p.target().draw(lines);
    }

    /// On a level larger than the view: the whole map in the corner, with the view's rectangle. Rebuilt when the
    /// document changes; a click on it moves the view there.
    sf::FloatRect minimapRect() const {
        const float w = float(docWidth(doc_)), h = float(docHeight(doc_));
        const float scale = std::min({1.0f, kMinimapMax / w, kMinimapMax / h});
        return {4.0f, float(engine::kLogicalHeight) - kBottomBar - 4.0f - h * scale, w * scale, h * scale};
    }

    bool minimapShown() const {
        const float viewW = mapRight() / cellPx(), viewH = (float(engine::kLogicalHeight) - kTopBar - kBottomBar) / cellPx();
        return docWidth(doc_) + 2 > viewW || docHeight(doc_) + 2 > viewH;
    }

    void drawMinimap(Painter& p) {
        if (!minimapShown()) return;
        const int w = docWidth(doc_), h = docHeight(doc_);
        if (minimapDirty_) {
            sf::Image image;
            image.create(unsigned(w), unsigned(h), sf::Color(30, 34, 46));
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x) {
                    const char t = tileAt(doc_, {x, y});
                    if (t != '.' && t != ' ' && t != '\0') image.setPixel(unsigned(x), unsigned(y), tileColor(t));
                }
            minimap_.loadFromImage(image);
            minimapDirty_ = false;
        }
        const sf::FloatRect r = minimapRect();
        p.rect({r.left - 1, r.top - 1, r.width + 2, r.height + 2}, sf::Color(0, 0, 0, 200));
        p.flush();
        sf::Sprite sprite(minimap_);
        sprite.setPosition(r.left, r.top);
        sprite.setScale(r.width / float(w), r.height / float(h));
        p.target().draw(sprite);
        const float k = r.width / float(w);
        const float viewW = mapRight() / cellPx(), viewH = (float(engine::kLogicalHeight) - kTopBar - kBottomBar) / cellPx();
        p.outline({r.left + float(camX_) * k, r.top + float(camY_) * k, viewW * k, viewH * k}, sf::Color::White, 1.0f);
    }

    void drawInspector(Painter& p) {
        const float x0 = mapRight(), W = kInspectorWidth;
        // Painter::panel with the fill untextured (the same pixels): the panel is a third of the window.
        const sf::FloatRect panel{x0, kTopBar, W, float(engine::kLogicalHeight) - kTopBar - kBottomBar};
        const sf::Color fill(12, 14, 22, 240), border(90, 100, 130);
        p.gradient(panel, fill, fill);
        p.outline(panel, border);
        p.rect({panel.left + 1, panel.top + 1, panel.width - 2, 1}, sf::Color(border.r, border.g, border.b, border.a / 2));
        const DocEntity& e = doc_.entities[std::size_t(selected_)];
        const engine::EntityType* type = levelSchema().find(entityType(e));
        float y = kTopBar + 4;
        p.text(entityType(e), {x0 + 4, y}, 1.0f, sf::Color(255, 230, 150));
        y += 11;
        int index = 0;
        auto row = [&](const std::string& key, const std::string& value, bool given) {
            const bool typing = typing_ && *typing_ == index++;
            if (y > float(engine::kLogicalHeight) - kBottomBar - 10) return;
            std::string v = typing ? buffer_ + "_" : value;
            if (v.size() > 18) v = typing ? "~" + v.substr(v.size() - 17) : v.substr(0, 17) + "~";
            if (typing) p.rect({x0 + 1, y - 1, W - 2, 9}, typingError_.empty() ? sf::Color(40, 60, 90) : sf::Color(90, 30, 30));
            p.text(key, {x0 + 4, y}, 1.0f, given || typing ? sf::Color::White : sf::Color(140, 145, 160));
            p.text(v, {x0 + W - 4, y}, 1.0f, typing ? sf::Color::White : given ? sf::Color(170, 230, 255) : sf::Color(110, 115, 130),
                   Align::Right);
            y += 9;
        };
        for (const char* k : {"id", "x", "y"}) {
            const std::string* v = findMember(e, k);
            row(k, v ? *v : "", v != nullptr);
        }
        if (type) {
            for (const engine::FieldSpec& f : type->fields) {
                const std::string* v = findMember(e, f.name);
                row(f.name, v ? *v : (f.required ? "required" : "default"), v != nullptr);
            }
        }
    }

    const char* toolName() const {
        switch (tool_) {
        case Tool::Brush: return "brush";
        case Tool::Rect: return "rect";
        case Tool::Fill: return "fill";
        case Tool::Pick: return "pick";
        case Tool::Entity: return "entity";
        case Tool::Select: return "select";
        }
        return "?";
    }

    void drawBars(Painter& p, double) {
        const float W = float(engine::kLogicalWidth), H = float(engine::kLogicalHeight);
        solidRect(p, {0, 0, W, kTopBar}, sf::Color(10, 12, 18));
        std::string mode;
        for (const DocMember& m : doc_.header)
            if (m.first == "mode") mode = m.second;
        const std::string name = std::filesystem::path(path_).filename().string();
        std::string head = name + (dirty_ ? "*" : "") + "  " + mode + "  " + toolName();
        if (tool_ == Tool::Entity) head += ": " + entityTypes_[std::size_t(entityType_)];
        p.text(head, {3, 1}, 1.0f, sf::Color(220, 225, 240));
        p.text(verified_, {W - 3, 1}, 1.0f, verified_ == "verified" ? sf::Color(120, 240, 150) : sf::Color(250, 190, 90),
               Align::Right);
        for (std::size_t i = 0; i < palette_.size(); ++i) {
            const sf::FloatRect r{float(i) * 14.0f + 1, 11, 12, 10};
            p.rect(r, palette_[i] == '.' ? sf::Color(30, 34, 46) : tileColor(palette_[i]));
            p.text(std::string(1, palette_[i]), {r.left + 6, r.top + 1}, 1.0f, sf::Color(15, 15, 20), Align::Center,
                   sf::Color::Transparent);
            if (int(i) == tile_) p.outline(r, sf::Color::White, 1.0f);
        }
        const DocCell c = pointerCell();
        p.text(std::to_string(docWidth(doc_)) + "x" + std::to_string(docHeight(doc_)) + "  " + std::to_string(c.x) + "," +
                   std::to_string(c.y),
               {W - 3, 12}, 1.0f, sf::Color(160, 170, 190), Align::Right);
        solidRect(p, {0, H - kBottomBar, W, kBottomBar}, sf::Color(10, 12, 18));
        std::string bottom = message_;
        sf::Color colour(200, 205, 220);
        if (typing_ && !typingError_.empty()) {
            bottom = inspectorRows()[std::size_t(*typing_)] + ": " + typingError_;
            colour = sf::Color(255, 120, 110);
        } else if (!errors_.empty()) {
            const engine::Diagnostic& d = errors_.front();
            bottom = std::to_string(errors_.size()) + " error" + (errors_.size() > 1 ? "s" : "") + ": " +
                     std::to_string(d.line) + ":" + std::to_string(d.column) + " " + (d.path.empty() ? "" : d.path + ": ") + d.message;
            colour = sf::Color(255, 120, 110);
        }
        if (bottom.size() > 118) bottom = bottom.substr(0, 117) + "~";
        p.text(bottom, {3, H - kBottomBar + 2}, 1.0f, colour);
    }

    void drawPrompt(Painter& p) {
        const sf::FloatRect r{110, 100, 260, 56};
        p.panel(r, sf::Color(12, 14, 22, 245), sf::Color(250, 205, 60));
        p.text("Unsaved changes", {240, 108}, 1.0f, sf::Color(255, 230, 150), Align::Center);
        p.text("S  save and close", {240, 122}, 1.0f, sf::Color::White, Align::Center);
        p.text("D  close without saving", {240, 132}, 1.0f, sf::Color::White, Align::Center);
        p.text("Esc  keep editing", {240, 142}, 1.0f, sf::Color::White, Align::Center);
    }

    Shell& shell_;
    std::string path_;
    LevelDoc doc_;
    LevelDoc before_;
    std::optional<std::string> beforeText_; ///< before_'s text, when it was the one last checked
    std::string checkedText_;               ///< the text revalidate last checked
    bool docChecked_ = false;               ///< the document's text is checkedText_ (no edit since the check)
    EditHistory history_;
    std::vector<char> palette_;
    std::vector<std::string> entityTypes_;
    std::vector<engine::Diagnostic> errors_;
    std::vector<engine::Diagnostic> readErrors_; ///< why the file on disk was only partly read (until saved)
    std::optional<std::string> brokenOriginal_;  ///< the bytes of a partly read file, kept as PATH.broken on save
    std::optional<engine::Level> level_;
    std::vector<BeamPreview> beams_; ///< the level's beams as it loads (drawn by drawBeams)
    std::optional<Replay> pendingRun_;
    std::optional<sf::Mouse::Button> held_;
    std::optional<DocCell> rectStart_;
    std::optional<int> typing_; ///< the inspector row being typed in
    std::optional<int> dragPoint_; ///< the selected entity's path point being dragged
    std::optional<int> linkFrom_;  ///< the entity a link is being dragged from
    std::optional<DocCell> regionStart_; ///< where a region selection started
    std::optional<std::pair<DocCell, DocCell>> region_; ///< the selected region (corners, inclusive)
    std::optional<DocClip> clip_;  ///< the copied region
    std::string buffer_;        ///< what has been typed
    std::string typingError_;   ///< the loader's message for the typed value ("" when it is good)
    std::string message_;
    std::string verified_;
    sf::Vector2f pointer_{-1, -1};
    sf::Vector2f grab_;
    Tool tool_ = Tool::Brush;
    int tile_ = 1; // solid
    int entityType_ = 0;
    int selected_ = -1;
    int zoom_ = kFirstZoom;
    int camX_ = kFirstCam, camY_ = kFirstCam;
    double sinceAutosave_ = 0.0;
    bool dirty_ = false;
    bool autosaveDirty_ = false;
    bool locked_ = false;
    bool confirmOverwrite_ = false;
    bool prompt_ = false;
    bool minimapDirty_ = true;
    sf::Texture minimap_;
    /// A link (entity `from` to entity `to`) or a path (entity `from`'s points, cells) as drawLinks draws it.
    struct LinkLine {
        std::size_t from = 0;
        std::size_t to = 0;
        std::vector<std::pair<double, double>> points;
        bool path = false;
    };
    std::vector<LinkLine> linkLines_; ///< the document's links and paths, in document and schema order
    bool linksDirty_ = true;          ///< links or paths may have changed since linkLines_ was built
    bool standalone_ = true; ///< leaving closes the game (--edit)
};

} // namespace

std::string autosavePathFor(const std::string& path) { return path + ".autosave"; }

std::unique_ptr<Screen> makeEditorScreen(Shell& shell, const std::string& path, bool closesGame) {
    return std::make_unique<EditorScreen>(shell, path, closesGame);
}

} // namespace game
