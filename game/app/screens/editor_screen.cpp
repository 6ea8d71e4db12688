#include "game/app/screens/editor_screen.h"

#include <cmath>
#include <iostream>

#include "game/app/editor/editor_tools.h"
#include "game/app/editor/editor_view.h"
#include "game/app/screens/play_screen.h"

namespace game {
namespace {

/// Seconds between autosaves while there are unsaved changes.
constexpr double kAutosaveSeconds = 30.0;

/// The `ui: editor` trace lines, when the UI trace is on.
void trace(const std::string& line) {
    if (uiTrace()) std::cerr << line << "\n";
}

class EditorScreen : public Screen {
  public:
    EditorScreen(Shell& shell, const std::string& path, bool closesGame)
        : shell_(shell), session_(path, trace), tools_(session_, ui_, shell.devices(), trace), standalone_(closesGame) {
        session_.setBackgroundChecks(true); // the frame that ends a stroke does not wait for the check
    }

    ScreenKind kind() const override { return ScreenKind::Editor; }

    bool event(const sf::Event& e) override {
        if (tools_.typing() && e.type == sf::Event::TextEntered) {
            tools_.text(e.text.unicode);
            return true;
        }
        if (e.type == sf::Event::KeyPressed) return act(tools_.key(e.key));
        if (e.type == sf::Event::MouseMoved) {
            ui_.pointer = engine::windowToLogical({e.mouseMove.x, e.mouseMove.y}, shell_.windowSize());
            tools_.drag();
            return true;
        }
        if (e.type == sf::Event::MouseButtonPressed) {
            ui_.pointer = engine::windowToLogical({e.mouseButton.x, e.mouseButton.y}, shell_.windowSize());
            tools_.press(e.mouseButton.button);
            return true;
        }
        if (e.type == sf::Event::MouseButtonReleased) {
            tools_.release();
            return true;
        }
        if (e.type == sf::Event::JoystickButtonPressed || e.type == sf::Event::JoystickButtonReleased)
            return act(tools_.padButton(e.joystickButton.button, e.type == sf::Event::JoystickButtonPressed));
        if (e.type == sf::Event::MouseWheelScrolled) {
            tools_.wheel(e.mouseWheelScroll.delta);
            return true;
        }
        return false;
    }

    void update(double frameSeconds, bool top) override {
        if (!top) return;
        if (session_.poll()) tools_.syncMode();
        padCursor(frameSeconds);
        sinceAutosave_ += frameSeconds;
        if (session_.autosavePending() && sinceAutosave_ >= kAutosaveSeconds) {
            sinceAutosave_ = 0.0;
            session_.autosave();
        }
    }

    void drawUi(Painter& p, double) override { view_.draw(p, session_, ui_, tools_.inspectorRows(), shell_.windowSize()); }

  private:
    /// What a key asked of the screen.
    bool act(EditorAction a) {
        switch (a) {
        case EditorAction::Unhandled: return false;
        case EditorAction::Playtest: playtest(false); break;
        case EditorAction::PlaytestFromCursor: playtest(true); break;
        case EditorAction::SaveRun:
            if (pendingRun_ && session_.saveSolution(*pendingRun_)) pendingRun_.reset();
            break;
        case EditorAction::Leave:
            if (session_.dirty()) ui_.prompt = true;
            else quit();
            break;
        case EditorAction::Close: quit(); break;
        case EditorAction::None: break;
        }
        return true;
    }

    /// The first connected pad's left stick, or its d-pad, moves the cursor.
    void padCursor(double seconds) {
        for (unsigned pad = 0; pad < sf::Joystick::Count; ++pad) {
            if (!sf::Joystick::isConnected(pad)) continue;
            float x = sf::Joystick::getAxisPosition(pad, sf::Joystick::X) / 100.0f;
            float y = sf::Joystick::getAxisPosition(pad, sf::Joystick::Y) / 100.0f;
            const float px = sf::Joystick::getAxisPosition(pad, sf::Joystick::PovX) / 100.0f;
            const float py = sf::Joystick::getAxisPosition(pad, sf::Joystick::PovY) / 100.0f;
            if (std::abs(px) + std::abs(py) > std::abs(x) + std::abs(y)) x = px, y = py;
            tools_.padStick(x, y, seconds);
            return;
        }
    }

    void quit() {
        trace("ui: editor closed");
        if (!session_.dirty()) session_.discardAutosave();
        if (standalone_) shell_.quit();
        else shell_.pop();
    }

    void playtest(bool fromCursor) {
        session_.finishCheck();
        if (!session_.level()) {
            session_.setMessage("Fix the errors first: " +
                                (session_.errors().empty() ? std::string() : session_.errors().front().message));
            return;
        }
        PlaySetup setup;
        setup.session.level = *session_.level();
        const DocCell c = ui_.pointerCell();
        const bool cursor = fromCursor && tileAt(session_.doc(), c) == '.';
        if (cursor) setup.session.level->spawnCell = {c.x, c.y};
        setup.playtest = [this, cursor](std::optional<Replay> run) {
            trace(std::string("ui: editor back from playtest") + (run ? " complete" : ""));
            if (run && !cursor) {
                pendingRun_ = std::move(run);
                session_.setMessage("Cleared in " + std::to_string(pendingRun_->frames.size() / 120) +
                                    " s: Ctrl+R saves the run as this level's solution replay");
            }
        };
        std::string error;
        std::unique_ptr<Screen> play = makePlayScreen(shell_, std::move(setup), &error);
        if (!play) {
            session_.setMessage(error.substr(0, error.find('\n')));
            return;
        }
        trace(std::string("ui: editor playtest from ") + (cursor ? "cursor" : "spawn"));
        shell_.push(std::move(play));
    }

    Shell& shell_;
    EditorUi ui_;
    EditorSession session_;
    EditorTools tools_;
    EditorView view_;
    std::optional<Replay> pendingRun_; ///< the playtest run that reached the exit, until Ctrl+R saves it
    double sinceAutosave_ = 0.0;
    bool standalone_ = true; ///< leaving closes the game (--edit)
};

} // namespace

std::unique_ptr<Screen> makeEditorScreen(Shell& shell, const std::string& path, bool closesGame) {
    return std::make_unique<EditorScreen>(shell, path, closesGame);
}

} // namespace game
