#pragma once
// The two palettes. Light comes from the top-left: highlights on top/left faces, shade on bottom/right.
#include "canvas.h"

namespace art {

/// Neon lab: cool navy/steel surfaces, neon cyan trim, hot-pink player accent, red lasers.
namespace lab {
inline constexpr Rgba ink = hex(0x080a14);      ///< outlines
inline constexpr Rgba night0 = hex(0x0e1122);   ///< background darkest
inline constexpr Rgba night1 = hex(0x151a30);
inline constexpr Rgba night2 = hex(0x1d2440);
inline constexpr Rgba night3 = hex(0x27304f);
inline constexpr Rgba steel0 = hex(0x2b3358);   ///< wall shade
inline constexpr Rgba steel1 = hex(0x3e4a78);
inline constexpr Rgba steel2 = hex(0x5a6a9e);
inline constexpr Rgba steel3 = hex(0x8898c8);
inline constexpr Rgba steel4 = hex(0xbfcbec);   ///< wall highlight
inline constexpr Rgba white = hex(0xf2f7ff);
inline constexpr Rgba cyan0 = hex(0x0a4866);
inline constexpr Rgba cyan1 = hex(0x138fb4);
inline constexpr Rgba cyan2 = hex(0x3ddcff);
inline constexpr Rgba cyan3 = hex(0xb8f5ff);
inline constexpr Rgba pink0 = hex(0x5a0e46);
inline constexpr Rgba pink1 = hex(0xb01f78);
inline constexpr Rgba pink2 = hex(0xff4aa8);
inline constexpr Rgba pink3 = hex(0xffb0da);
inline constexpr Rgba red0 = hex(0x5a0c12);
inline constexpr Rgba red1 = hex(0xb81a22);
inline constexpr Rgba red2 = hex(0xff3b2e);
inline constexpr Rgba red3 = hex(0xffb3a0);
inline constexpr Rgba amber0 = hex(0x6e4208);
inline constexpr Rgba amber1 = hex(0xd8901a);
inline constexpr Rgba amber2 = hex(0xffd447);
inline constexpr Rgba green0 = hex(0x0b5236);
inline constexpr Rgba green1 = hex(0x1ea866);
inline constexpr Rgba green2 = hex(0x5cffa6);
inline constexpr Rgba nin0 = hex(0x17163a);     ///< ninja body, darkest
inline constexpr Rgba nin1 = hex(0x2a2862);
inline constexpr Rgba nin2 = hex(0x433f94);
inline constexpr Rgba nin3 = hex(0x6e69c8);     ///< ninja rim light
inline constexpr Rgba skin = hex(0xf0c4a0);
inline constexpr Rgba skin0 = hex(0xb67c5c);
} // namespace lab

/// Stone crypt: warm stone, torchlight oranges, bone, purple lich magic, green spectral fire.
namespace crypt {
inline constexpr Rgba ink = hex(0x110a09);
inline constexpr Rgba soot0 = hex(0x140e0e);    ///< background darkest
inline constexpr Rgba soot1 = hex(0x1f1615);
inline constexpr Rgba soot2 = hex(0x2a1f1c);
inline constexpr Rgba soot3 = hex(0x362823);
inline constexpr Rgba stone0 = hex(0x3b2e2a);   ///< wall shade
inline constexpr Rgba stone1 = hex(0x574740);
inline constexpr Rgba stone2 = hex(0x786458);
inline constexpr Rgba stone3 = hex(0x9d8775);
inline constexpr Rgba stone4 = hex(0xc8b098);   ///< wall highlight
inline constexpr Rgba moss0 = hex(0x2c3619);
inline constexpr Rgba moss1 = hex(0x4b5e26);
inline constexpr Rgba moss2 = hex(0x7a9038);
inline constexpr Rgba wood0 = hex(0x3a2212);
inline constexpr Rgba wood1 = hex(0x5e381c);
inline constexpr Rgba wood2 = hex(0x8c5a2c);
inline constexpr Rgba wood3 = hex(0xba8246);
inline constexpr Rgba skin0 = hex(0x8e5034);
inline constexpr Rgba skin1 = hex(0xcc8658);
inline constexpr Rgba skin2 = hex(0xefbb8a);
inline constexpr Rgba khaki0 = hex(0x5e5230);
inline constexpr Rgba khaki1 = hex(0x8f7e48);
inline constexpr Rgba khaki2 = hex(0xc2ad6c);
inline constexpr Rgba scarf0 = hex(0x6e1a16);
inline constexpr Rgba scarf1 = hex(0xb0302a);
inline constexpr Rgba scarf2 = hex(0xe0554a);
inline constexpr Rgba brass0 = hex(0x6a4410);
inline constexpr Rgba brass1 = hex(0xac7a22);
inline constexpr Rgba brass2 = hex(0xe2b445);
inline constexpr Rgba brass3 = hex(0xfff0a0);
inline constexpr Rgba iron0 = hex(0x2e3038);
inline constexpr Rgba iron1 = hex(0x575b68);
inline constexpr Rgba iron2 = hex(0x8c92a2);
inline constexpr Rgba iron3 = hex(0xcdd2dc);
inline constexpr Rgba bone0 = hex(0x5a5040);
inline constexpr Rgba bone1 = hex(0x978a6e);
inline constexpr Rgba bone2 = hex(0xd2c6a4);
inline constexpr Rgba bone3 = hex(0xf4ecd4);
inline constexpr Rgba bone4 = hex(0xfffcf4);   ///< spikes' lit faces: 3:1 over fully lit light stone
inline constexpr Rgba fire0 = hex(0x6e1608);
inline constexpr Rgba fire1 = hex(0xc8400e);
inline constexpr Rgba fire2 = hex(0xff7e1c);
inline constexpr Rgba fire3 = hex(0xffc94a);
inline constexpr Rgba fire4 = hex(0xfff6c4);
inline constexpr Rgba lich0 = hex(0x24122e);
inline constexpr Rgba lich1 = hex(0x45265c);
inline constexpr Rgba lich2 = hex(0x704496);
inline constexpr Rgba lich3 = hex(0xa880d0);
inline constexpr Rgba spirit0 = hex(0x145224);
inline constexpr Rgba spirit1 = hex(0x34b448);
inline constexpr Rgba spirit2 = hex(0x98ff74);
inline constexpr Rgba spirit3 = hex(0xe4ffd0);
inline constexpr Rgba bat0 = hex(0x241624);
inline constexpr Rgba bat1 = hex(0x5a3a56);
inline constexpr Rgba bat2 = hex(0x906890);
inline constexpr Rgba eye = hex(0xff3a24);
inline constexpr Rgba gold0 = hex(0x7a4e0a);
inline constexpr Rgba gold1 = hex(0xd09a1c);
inline constexpr Rgba gold2 = hex(0xffdc52);
inline constexpr Rgba gold3 = hex(0xfff8c0);
} // namespace crypt

} // namespace art
