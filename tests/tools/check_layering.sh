#!/usr/bin/env bash
# Fails if the engine core or the game logic library includes an SFML header.
# SFML may appear only in engine/render, engine/platform and game/app.
# Modes are plug-ins: a mode is a folder game/<mode>/ with a <mode>_rules.h, registered in game/modes/ (rules) and
# game/app/shell/mode_registry.cpp (presentation). Nothing else names a mode: game/world includes no mode, only the
# registration and the mode's own presentation files (game/app/view/<mode>_*) include a mode's headers, and no
# other code of game/ or engine/ names a mode (a string literal of its name). The unit tests mirror the tree.
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
  # No code outside the mode's own files names the mode: a string literal that is its name ("ninja", or \"ninja\"
  # inside a string) is a branch on the mode or a default that belongs to the mode registry. Comments may name
  # it, and so may a built-in level's text ("mode": "ninja"). Its presentation files may name themselves.
  literal="\\\\?\"$m\\\\?\"|kMode${m^}\\b"
  hits=$(grep -rnE --include='*.cpp' --include='*.h' "$literal" "$root"/game "$root"/engine 2>/dev/null |
         grep -vE "^$root/game/($m/|modes/|app/view/${m}_[a-z_]*\.(cpp|h):)" |
         awk '{
           at = match($0, /^[^:]*:[0-9]+:/); head = substr($0, 1, RLENGTH); code = substr($0, RLENGTH + 1)
           sub(/^[[:space:]]*(\/\/|\*).*$/, "", code)          # a comment line
           sub(/[[:space:]]\/\/.*$/, "", code)                  # a trailing comment
           gsub(/"mode":[[:space:]]*\\?"[a-z_]+\\?"/, "", code)  # a level text naming its mode
           print head code }' | grep -E "^[^:]*:[0-9]+:.*($literal)")
  if [ -n "$hits" ]; then
    echo "layering violation: only game/$m/, game/modes/ and game/app/view/${m}_* name the $m mode in code" \
         "(look the mode up in the mode registry instead):"
    echo "$hits"
    exit 1
  fi
done
# State the simulation keeps outside the World is named where determinism is argued: every file of the engine
# core or the game logic with a thread_local appears in docs/architecture.md.
arch="$root/docs/architecture.md"
for f in $(grep -rlE --include='*.cpp' --include='*.h' '\bthread_local\b' "${core_dirs[@]}" 2>/dev/null | sort); do
  rel=${f#"$root"/}
  if ! grep -qF "\`$rel\`" "$arch"; then
    echo "layering violation: $rel keeps thread_local state that docs/architecture.md (Determinism) does not name"
    exit 1
  fi
done
# The unit tests mirror the tree: every folder of tests/engine and tests/game with a test_*.cpp is a folder of
# engine/ or game/ (a folder of helpers only, such as tests/game/modes/drift, is the tests' own).
for d in $(cd "$root/tests" && find engine game -name 'test_*.cpp' -printf '%h\n' 2>/dev/null | sort -u); do
  if [ ! -d "$root/$d" ]; then
    echo "layering violation: tests/$d has no source folder $d (tests mirror the tree)"
    exit 1
  fi
done
echo "layering ok: ${#core_dirs[@]} core folders free of SFML; engine/ free of game/; only shell/ knows the screens;" \
     "modes (${modes[*]}) named only by their folders and registrations; tests mirror the tree"
