// The ninja: dark indigo gi, rim-lit from the top-left, hot-pink scarf. Faces right; the game mirrors for left.
// Frames are 16×16 fill-only string art; the ink outline is added automatically. Origin: bottom centre (8, 16).
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {

const Palette& ninjaPalette() {
    static const Palette p{{'k', lab::nin0}, {'n', lab::nin1}, {'h', lab::nin2}, {'H', lab::nin3},
                           {'s', lab::skin},  {'S', lab::skin0}, {'e', lab::ink},  {'p', lab::pink2},
                           {'P', lab::pink1}, {'q', lab::pink3}, {'w', lab::white}, {'c', lab::cyan2},
                           {'C', lab::cyan3}, {'o', lab::ink}};
    return p;
}

Canvas frame(const std::vector<std::string>& rows) {
    Canvas img = fromArt(rows, ninjaPalette());
    outline(img, lab::ink);
    return img;
}

// Speed streaks behind a dash frame, drawn after the outline so they stay thin and bright.
Canvas withStreaks(Canvas img, int f) {
    const int rows[3] = {9, 11, 13};
    const int len[2][3] = {{4, 3, 5}, {5, 4, 3}};
    for (int i = 0; i < 3; ++i)
        for (int x = 0; x < len[f][i]; ++x) {
            int px = 4 - len[f][i] + x + (i == 1 ? 0 : 1);
            if (img.solid(px, rows[i])) continue;
            img.set(px, rows[i], withAlpha(i == 1 ? lab::cyan3 : lab::pink3, static_cast<std::uint8_t>(90 + 50 * x)));
        }
    return img;
}

// Death burst: the body shatters into pink/cyan shards and a ring. f in [0, 4).
Canvas deathFrame(int f) {
    Canvas img(16, 16);
    const double cx = 8.0, cy = 9.0;
    if (f == 0) {
        img = frame({
            "................",
            "................",
            "................",
            "......hhhh......",
            ".....hHHhnn.....",
            ".....hwwwwwk....",
            "..qp.hwwwwwk....",
            "..PppwwwwwwwP...",
            "..P.hwwwwwwwk...",
            "....kwwwwwwwk...",
            "....knwwwwwnk...",
            "....knPPPPnk....",
            ".....knnknnk....",
            ".....kn..kn.....",
            "....kkn..kkn....",
            "................",
        });
        return img;
    }
    // A ring of radius r with shards flying outward.
    double r = 2.5 + 2.0 * f;
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            double dx = x + 0.5 - cx, dy = y + 0.5 - cy, d = dx * dx + dy * dy;
            if (f < 3 && d <= r * r && d >= (r - 1.2) * (r - 1.2)) img.set(x, y, f == 1 ? lab::white : lab::pink3);
        }
    const int shards[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    for (int i = 0; i < 8; ++i) {
        int d = 1 + 2 * f;
        int x = static_cast<int>(cx) + shards[i][0] * d + (i % 2), y = static_cast<int>(cy) + shards[i][1] * d;
        Rgba c = i % 3 == 0 ? lab::cyan2 : (i % 3 == 1 ? lab::pink2 : lab::nin3);
        img.set(x, y, c);
        if (f < 3) img.set(x - shards[i][0], y - shards[i][1], withAlpha(c, 160));
    }
    return img;
}

} // namespace

void drawNinja(ArtSet& set) {
    set.group("ninja");
    const std::vector<std::string> stand = {
        "................",
        "................",
        "................",
        "......hhhh......",
        ".....hHHhnn.....",
        ".....hHhnnnk....",
        "..qp.hnssesk....",
        ".PppPPnnnnnk....",
        ".P...kkkkkk.....",
        "....khHhnnhk....",
        "....khhnnhHk....",
        "....knPPPPhk....",
        ".....knnknnk....",
        ".....kn..kn.....",
        "....kkn..kkn....",
        "................",
    };
    std::vector<Canvas> idle = {
        frame(stand),
        frame({
            "................",
            "................",
            "................",
            "................",
            "......hhhh......",
            ".....hHHhnn.....",
            "...qphHhnnnk....",
            "..PppPnssesk....",
            ".P...Pnnnnnk....",
            "....khkkkkhk....",
            "....khHhnnHk....",
            "....knPPPPhk....",
            ".....knnknnk....",
            ".....kn..kn.....",
            "....kkn..kkn....",
            "................",
        }),
    };
    set.addAnim("ninja_idle", idle, 3, true, 8, 16);

    std::vector<Canvas> run = {
        frame({
            "................",
            "................",
            "................",
            ".......hhhh.....",
            "......hHHhnn....",
            "......hhnnnnk...",
            ".qpp..hnssesk...",
            "pPPPpPnnnnnk....",
            "....khnnnnk.....",
            "...knhHhnnnhk...",
            "...kk.hhnnk.....",
            ".....kPPPPk.....",
            "....knnn.knk....",
            "...knk....knk...",
            "..kkk......kk...",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "................",
            ".......hhhh.....",
            "......hHHhnn....",
            "..q...hhnnnnk...",
            ".pPpp.hnssesk...",
            "P...pPnnnnnk....",
            "....khnnnnk.....",
            "...knhHhnnhk....",
            "....kPPPPnk.....",
            "....knnnknk.....",
            "...knk..knk.....",
            "...kk...kkk.....",
            "................",
        }),
        frame({
            "................",
            "................",
            ".......hhhh.....",
            "......hHHhnn....",
            "......hhnnnnk...",
            "..qp..hnssesk...",
            ".pPPppPnnnnk....",
            "P...khnnnnk.....",
            "....knhHhnk.....",
            "....knhhnhk.....",
            ".....kPPPPk.....",
            ".....knnnnk.....",
            "......knkknk....",
            "......kn..kk....",
            ".....kk.........",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            ".......hhhh.....",
            "......hHHhnn....",
            "......hhnnnnk...",
            ".qpp..hnssesk...",
            "pPPPpPnnnnnk....",
            "....khnnnnk.....",
            "...khnhHhnnhk...",
            "....k.hhnnk.....",
            ".....kPPPPk.....",
            "....knk.nnnk....",
            "...knk....knk...",
            "..kkk......kk...",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "................",
            ".......hhhh.....",
            "......hHHhnn....",
            "..q...hhnnnnk...",
            ".pPpp.hnssesk...",
            "P...pPnnnnnk....",
            "....khnnnnk.....",
            "....knhHhnhk....",
            "....kPPPPnk.....",
            "....knknnnk.....",
            "....knk.knk.....",
            "...kkk..kk......",
            "................",
        }),
        frame({
            "................",
            "................",
            ".......hhhh.....",
            "......hHHhnn....",
            "......hhnnnnk...",
            "..qp..hnssesk...",
            ".pPPppPnnnnk....",
            "P...khnnnnk.....",
            "....knhHhnk.....",
            "....knhhnhk.....",
            ".....kPPPPk.....",
            ".....knnnnk.....",
            ".....knkknk.....",
            "....kk..kn......",
            ".........kk.....",
            "................",
        }),
    };
    set.addAnim("ninja_run", run, 14, true, 8, 16);

    std::vector<Canvas> jump = {
        frame({
            "................",
            "...q............",
            "..pP..hhhh......",
            ".pP..hHHhnn.....",
            ".P.p.hhnnnnk....",
            "....phnssesk....",
            ".....Pnnnnnkhk..",
            ".....khnnnkhk...",
            "....knhHhnnk....",
            "...khkhhnnk.....",
            "....k.PPPPk.....",
            ".....knnnnk.....",
            ".....knkknk.....",
            ".....kn..kn.....",
            "......k...k.....",
            "................",
        }),
        frame({
            "................",
            "................",
            "..q...hhhh......",
            ".pP..hHHhnn.....",
            "pP...hhnnnnk....",
            "P..ppPnssesk....",
            ".....Pnnnnnk....",
            "....khnnnnkhk...",
            "...knhHhnnk.k...",
            "...kk.hhnnk.....",
            "......PPPPk.....",
            ".....knnnnnk....",
            "....knk..knk....",
            "....kk....kk....",
            "................",
            "................",
        }),
    };
    set.addAnim("ninja_jump", jump, 10, false, 8, 16);

    std::vector<Canvas> fall = {
        frame({
            "................",
            "................",
            "................",
            "......hhhh..k...",
            "..k..hHHhnnhk...",
            "..kh.hhnnnnk....",
            "...h.hnssesk....",
            "...khPnnnnnk....",
            "....knnnnnk.....",
            "....knhHhnnk....",
            "....knhhnnnk.pq.",
            "....kPPPPPk.pPp.",
            "....knnnnnkPp...",
            "...knk..knkP....",
            "...kk....kk.....",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "......hhhh..k...",
            "..k..hHHhnnhk...",
            "..kh.hhnnnnk....",
            "...h.hnssesk....",
            "...khPnnnnnk..q.",
            "....knnnnnk..pP.",
            "....knhHhnnk.p..",
            "....knhhnnnkpP..",
            "....kPPPPPkPp...",
            "....knnnnnk.....",
            "...knk..knk.....",
            "...kk....kk.....",
            "................",
        }),
    };
    set.addAnim("ninja_fall", fall, 10, true, 8, 16);

    // Wall slide: the wall is on the RIGHT (the ninja faces away from it, hand and foot on the wall).
    std::vector<Canvas> wallslide = {
        frame({
            "................",
            "................",
            "........pq......",
            ".......pPp......",
            "......hhhhP.....",
            ".....hHHhnn.....",
            ".....sesnnnk....",
            ".....ssnnnnkhk..",
            "......knnnnkhk..",
            ".....knhHhnnk...",
            ".....knhhnnk....",
            "......kPPPPk....",
            ".......knnnnhk..",
            "......knk..hkk..",
            "......kk........",
            "................",
        }),
        frame({
            "................",
            "................",
            "........p.q.....",
            ".......pPpP.....",
            "......hhhhP.....",
            ".....hHHhnn.....",
            ".....sesnnnk....",
            ".....ssnnnnkhk..",
            "......knnnnkhk..",
            ".....knhHhnnk...",
            ".....knhhnnk....",
            "......kPPPPk....",
            ".......knnnnhk..",
            "......knk..hkk..",
            ".....kk.........",
            "................",
        }),
    };
    set.addAnim("ninja_wallslide", wallslide, 8, true, 8, 16);

    // Dash: a horizontal streak, body stretched forward, scarf and after-image trailing.
    std::vector<Canvas> dash = {
        withStreaks(frame({
            "................",
            "................",
            "................",
            "................",
            "........hhhh....",
            ".......hHHhnn...",
            "q.pp...hhnnnnk..",
            "pPPPppPhnssesk..",
            "......knhnnnk...",
            ".....knhHhnnhhk.",
            "......knhhnnk...",
            "......kPPPPnk...",
            "....knnnnkknnk..",
            "...kk.......kk..",
            "................",
            "................",
        }), 0),
        withStreaks(frame({
            "................",
            "................",
            "................",
            "................",
            "........hhhh....",
            ".......hHHhnn...",
            ".pq.p..hhnnnnk..",
            "PPpPPppPnssesk..",
            "......knhnnnk...",
            ".....knhHhnnhhk.",
            "......knhhnnk...",
            "......kPPPPnk...",
            "....knnnnkknnk..",
            "...kk.......kk..",
            "................",
            "................",
        }), 1),
    };
    set.addAnim("ninja_dash", dash, 16, true, 8, 16);

    std::vector<Canvas> death;
    for (int f = 0; f < 4; ++f) death.push_back(deathFrame(f));
    set.addAnim("ninja_death", death, 12, false, 8, 16);
}

} // namespace art
