#!/usr/bin/env bash
# Fails if the engine core or the game logic library includes an SFML header.
# SFML may appear only in engine/render, engine/platform and game/app.
set -u
root=${1:-.}
core_dirs=()
for d in "$root"/engine/* "$root"/game/*; do
  [ -d "$d" ] || continue
  case "$(basename "$d")" in render|platform|app) continue ;; esac
  core_dirs+=("$d")
done
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"]SFML/' "${core_dirs[@]}" 2>/dev/null)
if [ -n "$hits" ]; then
  echo "layering violation: SFML included outside engine/render, engine/platform, game/app:"
  echo "$hits"
  exit 1
fi
# The engine never includes the game.
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*"game/' "$root"/engine 2>/dev/null)
if [ -n "$hits" ]; then
  echo "layering violation: engine/ includes game/:"
  echo "$hits"
  exit 1
fi
# game/app's folders: what is drawn (view/, fx/) never reaches for a screen, and only shell/ (and the screens
# themselves) include screens/.
app="$root/game/app"
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*"game/app/screens/' "$app" 2>/dev/null |
       grep -vE "^$app/(shell|screens)/")
if [ -n "$hits" ]; then
  echo "layering violation: only game/app/shell/ knows the screens:"
  echo "$hits"
  exit 1
fi
echo "layering ok: ${#core_dirs[@]} core folders free of SFML; engine/ free of game/; only shell/ knows the screens"
