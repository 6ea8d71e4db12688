#!/usr/bin/env bash
# No text covers the play, the checks beside window_replay_hashes.sh's (which plays every shipped solution in a
# window with the UI trace and fails on any text over the level's view), in a real window (xserver.sh):
#   - a replay that idles past the hint's bright seconds and restarts: the hint shows dim, then bright again;
#   - frames with the debug overlay (--debug), whose labels lie over the world: the check must name them
#     (a check that cannot fail proves nothing);
#   - the debug overlay as a playtest shows it (F3), on a level whose floor is the map's bottom row, through a death:
#     the labels are the only text over the view not allowed there; the stats panel and the death banner take corners
#     of the view; the time bar and its help lie in the band under the view. Frames of it stay in $OVERLAY_SHOTS when
#     that is set (to look at);
#   - the debug overlay over every shipped level's solution (its first 38 ticks, a frame each at the debug mode's 0.25x): no
#     label overlaps another, leaves the window or hides a drawn actor or rail, and no corner panel hides one
#     ("ui: text problem ... overlaps / leaves the window / covers the player ...");
#   - ninja/10 (rails along the ceiling, under the HUD's top bar) played with and without the overlay: no HUD text
#     is drawn opaque over a rail ("... covers the rail ...").
# usage: text_over_view_test.sh RAYCRYPT SOURCE_DIR
set -u
rc=$1
src=$2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp -d)
source "$src/tests/tools/xserver.sh"
trap 'xserver_stop; rm -rf "$out"' EXIT
xserver_start 1600x900x24 || exit $?  # one server for every replay
python3 "$src/tests/tools/seed_settings.py" "$rc" "$out/config/raycrypt/settings.json" || { echo "FAIL: settings"; exit 1; }

# watch LEVEL REPLAY [ARGS...]: the replay in a window to its end (or ARGS' --frames), one tick a frame unless ARGS
# say --frame-ticks (4 ticks of time a frame still lays out and checks every caption and label at least every 33 ms
# of game time); the trace in $out/stderr.
watch() {
  local lv=$1 rp=$2
  shift 2
  XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 RAYCRYPT_UI_TRACE=1 \
    RAYCRYPT_EXIT_AT_REPLAY_END=1 \
    "$rc" --screenshot "$out/r.png" --level "$lv" --replay "$rp" --frames 100000 "$@" >"$out/stdout" 2>"$out/stderr"
}

status=0
# The hint comes back after a restart: 7 s idle (past its bright seconds), a restart, 1 s idle.
lv="$src/levels/ninja/01.json"
printf '{"format": 1, "level": "levels/ninja/01.json", "inputs": [{"ticks": 840, "hold": []}, {"ticks": 1, "press": ["restart"]}, {"ticks": 120, "hold": []}]}\n' >"$out/restart.replay.json"
if watch "$lv" "$out/restart.replay.json" --frames 250 --frame-ticks 4; then
  seq=$(grep "^ui: caption hint" "$out/stderr" | awk '{print $4}' | tr '\n' ' ')
  echo "ninja/01.json with a restart: hint $seq"
  case "$seq" in
    "bright dim bright "*) ;;
    *) echo "FAIL: the hint does not come back bright after a restart"; status=1 ;;
  esac
else
  echo "FAIL: the restart replay did not run"; status=1
fi

# The check sees text over the world: the debug overlay's labels (half a second idle at the debug mode's 0.25x).
printf '{"format": 1, "level": "levels/ninja/01.json", "inputs": [{"ticks": 60, "hold": []}]}\n' >"$out/idle.replay.json"
if watch "$lv" "$out/idle.replay.json" --debug --frames 300; then
  over=$(grep -c "^ui: text problem .* covers the level's view" "$out/stderr")
  echo "ninja/01.json with --debug: $over texts over the view"
  [ "$over" -gt 0 ] || { echo "FAIL: the check named none of the debug overlay's labels"; status=1; }
else
  echo "FAIL: the --debug replay did not run"; status=1
fi

# The overlay on a level whose floor is the bottom row, through a death on its spikes: only the labels (an entity's
# "type:id #N", the player's contact flags "AB-- SLOPE 0", the cell under the mouse) may lie over the view.
printf '%s\n' '{"format": 1, "name": "Floor at the foot", "mode": "ninja", "tiles": [' \
  ' "..............................", "..............................", "..............................",' \
  ' "..............................", "@..^.........................E", "##############################"]}' \
  >"$out/foot.json"
printf '{"format": 1, "level": "foot.json", "inputs": [{"ticks": 20, "hold": []}, {"ticks": 200, "hold": ["right"]}]}\n' \
  >"$out/foot.replay.json"
mkdir -p "$out/shots"
if XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data" RAYCRYPT_AUDIO=0 RAYCRYPT_UI_TRACE=1 \
  "$rc" --screenshot "$out/shots/foot.png" --every 60 --level "$out/foot.json" --replay "$out/foot.replay.json" \
  --debug --frames 720 >"$out/stdout" 2>"$out/stderr"; then
  grep -q '"outcome":"dead"' "$out/stdout" || { echo "FAIL: the run on the spikes did not die: $(cat "$out/stdout")"; status=1; }
  grep "^ui: text problem .* covers the level's view" "$out/stderr" >"$out/over.txt"
  labels="^ui: text problem '([a-z_]+(:[^ ']*)? #[0-9]+|[A-][B-][L-][R-] SLOPE -?[0-9]+|\(-?[0-9]+, -?[0-9]+\) [A-Z /\\-]+)' "
  others=$(grep -v -E "$labels" "$out/over.txt")
  echo "foot.json with --debug through a death: $(grep -c . "$out/over.txt") texts over the view, labels but $(grep -c . <<<"$others")"
  [ -z "$others" ] || { echo "FAIL: overlay text over the play:"; echo "$others"; status=1; }
  tidy=$(grep "^ui: text problem" "$out/stderr" | grep -v "covers the level's view" | head -5)
  [ -z "$tidy" ] || { echo "FAIL: overlay text overlaps, is cut or hides what is drawn on foot.json:"; echo "$tidy"; status=1; }
  grep -q "^ui: text problem 'KILLED BY" "$out/stderr" && { echo "FAIL: the death banner lies over the view unallowed"; status=1; }
  grep -q -E "$labels" "$out/over.txt" || { echo "FAIL: the check named no label on foot.json"; status=1; }
  [ -n "${OVERLAY_SHOTS:-}" ] && mkdir -p "$OVERLAY_SHOTS" && cp "$out"/shots/*.png "$OVERLAY_SHOTS/"
else
  echo "FAIL: the floor-at-the-foot replay did not run: $(tail -3 "$out/stderr")"; status=1
fi

# The overlay over every shipped level: labels clear of each other, of the window's edge and of what is drawn.
levels=0
for lv in "$src"/levels/ninja/[0-9]*.json "$src"/levels/crypt/[0-9]*.json; do
  case "$lv" in *.replay.json) continue ;; esac
  rp="${lv%.json}.replay.json"
  [ -f "$rp" ] || continue
  levels=$((levels + 1))
  name="$(basename "$(dirname "$lv")")/$(basename "$lv")"
  if ! watch "$lv" "$rp" --debug --frames 38 --frame-ticks 4; then
    echo "FAIL: $name with --debug did not run: $(tail -2 "$out/stderr")"; status=1; continue
  fi
  # Problems of the overlay's texts: any but a label's "covers the level's view" (the labels lie over the world).
  bad=$(grep "^ui: text problem" "$out/stderr" | grep -v "covers the level's view" | head -5)
  if [ -n "$bad" ]; then
    echo "FAIL: $name with --debug: overlay text overlaps, is cut or hides what is drawn:"; echo "$bad"; status=1
  fi
done
echo "debug overlay over $levels shipped levels checked"
[ "$levels" -ge 30 ] || { echo "FAIL: only $levels shipped levels with solutions found"; status=1; }

# Ninja 10's rails run along the ceiling, under the HUD's title, clock and par: none of it opaque over a rail.
for args in "" "--debug"; do
  if watch "$src/levels/ninja/10.json" "$src/levels/ninja/10.replay.json" $args --frames 100 --frame-ticks 4; then
    rails=$(grep -c "^ui: text problem .* covers the rail" "$out/stderr")
    echo "ninja/10.json ${args:-without --debug}: $rails HUD texts over a rail"
    [ "$rails" -eq 0 ] || { echo "FAIL:"; grep "covers the rail" "$out/stderr" | head -3; status=1; }
  else
    echo "FAIL: ninja/10.json $args did not run"; status=1
  fi
done

[ $status -eq 0 ] && echo "ok: the hint comes back after a restart, the check names text over the view, the debug overlay keeps off the play and its labels off each other, and the HUD off the rails"
exit $status
