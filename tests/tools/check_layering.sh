#!/usr/bin/env bash
# Fails if the engine core or the game logic library includes an SFML header.
# SFML may appear only in engine/render, engine/platform and game/app.
# Modes are plug-ins: a mode is a folder game/<mode>/ with a <mode>_rules.h, registered in game/modes/ (rules) and
# game/app/shell/mode_registry.cpp (presentation). Nothing else names a mode: game/world includes no mode, only the
# registration and the mode's own presentation files (game/app/view/<mode>_*) include a mode's headers, and no
# file of game/world, game/app or game/edit branches on a mode by its name or picks one by name.
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
# The modes: every game/<mode>/ folder that has a <mode>_rules.h.
modes=()
for d in "$root"/game/*/; do
  m=$(basename "$d")
  [ -f "$d/${m}_rules.h" ] && modes+=("$m")
done
if [ ${#modes[@]} -eq 0 ]; then
  echo "layering: no mode folder (game/<mode>/<mode>_rules.h) found under $root/game"
  exit 1
fi
hits=$(grep -rnE '\bGameMode\b' "$root"/game 2>/dev/null)
if [ -n "$hits" ]; then
  echo "layering violation: modes are ModeIds looked up in the mode registry, not a GameMode enum:"
  echo "$hits"
  exit 1
fi
for m in "${modes[@]}"; do
  # A mode's headers: included by its own folder, the rules registration and its own presentation files only.
  hits=$(grep -rnE "#[[:space:]]*include[[:space:]]*\"game/$m/" "$root"/game 2>/dev/null |
         grep -vE "^$root/game/($m/|modes/|app/view/${m}_[a-z_]*\.(cpp|h):)")
  if [ -n "$hits" ]; then
    echo "layering violation: only game/$m/, game/modes/ and game/app/view/${m}_* include the $m mode's headers:"
    echo "$hits"
    exit 1
  fi
  # Its presentation headers: included by its own files and the presentation registration only.
  hits=$(grep -rnE "#[[:space:]]*include[[:space:]]*\"game/app/view/${m}_" "$root"/game 2>/dev/null |
         grep -vE "^$root/game/app/(view/${m}_[a-z_]*|shell/mode_registry)\.(cpp|h):")
  if [ -n "$hits" ]; then
    echo "layering violation: only game/app/shell/mode_registry.cpp includes the $m mode's presentation headers:"
    echo "$hits"
    exit 1
  fi
  # No branch on the mode's name in the world or the app (its presentation files may name themselves).
  named="(==|!=)[[:space:]]*\"$m\"|\"$m\"[[:space:]]*(==|!=)|kMode${m^}\b"
  hits=$(grep -rnE "$named" "$root"/game/world "$root"/game/app 2>/dev/null | grep -vE "^$root/game/app/view/${m}_[a-z_]*\.(cpp|h):")
  if [ -n "$hits" ]; then
    echo "layering violation: game/world and game/app branch on no mode by name (ask the mode's tables instead):"
    echo "$hits"
    exit 1
  fi
  # Nor does the editor, nor a mode's name picked as a default: no "\"ninja\"" JSON text, no f("ninja") call.
  literal='"\\"'"$m"'\\""|[A-Za-z_]\([[:space:]]*"'"$m"'"'
  hits=$(grep -rnE "$literal" "$root"/game/world "$root"/game/app "$root"/game/edit 2>/dev/null |
         grep -vE "^$root/game/app/view/${m}_[a-z_]*\.(cpp|h):")
  if [ -n "$hits" ]; then
    echo "layering violation: game/world, game/app and game/edit name no mode in code (ask the mode registry):"
    echo "$hits"
    exit 1
  fi
done
echo "layering ok: ${#core_dirs[@]} core folders free of SFML; engine/ free of game/; only shell/ knows the screens;" \
     "modes (${modes[*]}) named only by their folders and registrations"
