#!/usr/bin/env bash
# Kill a process in the middle of saving, many times, and check that progress.json is always a complete old or
# new version: valid JSON, every record stamped with the same counter, and the counter never going backwards.
# usage: save_stress.sh RAYCRYPT_SAVE_STRESS [ROUNDS]
set -u
tool=$1
rounds=${2:-200}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
last=0
killed_mid_run=0
# Round 0: let the saver finish at least one save (slow builds, e.g. ASan, take a while to start), so later
# rounds always have an old version that a torn write would damage.
"$tool" "$dir" &
pid=$!
for ((w = 0; w < 200; w++)); do [ -f "$dir/progress.json" ] && break; sleep 0.05; done
kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
[ -f "$dir/progress.json" ] || { echo "the saver never completed a first save in 10 s"; exit 1; }
for ((i = 1; i <= rounds; i++)); do
  "$tool" "$dir" &
  pid=$!
  # A random moment 0 to ~150 ms in (each save of the 400-record file takes a few ms; the saver loops).
  sleep "0.$(printf '%03d' $((RANDOM % 150)))"
  kill -KILL "$pid" 2>/dev/null && killed_mid_run=$((killed_mid_run + 1))
  wait "$pid" 2>/dev/null
  code=$?
  if [ "$code" -eq 3 ] || [ "$code" -eq 1 ]; then
    echo "round $i: the tool found a damaged file or could not save (exit $code)"; exit 1
  fi
  [ -f "$dir/progress.json" ] || continue
  now=$(python3 - "$dir/progress.json" <<'PY'
import json, sys
with open(sys.argv[1]) as f:
    doc = json.load(f)
assert doc["format"] == 2, "format %r" % doc["format"]
levels = doc["levels"]
assert len(levels) == 400, "record count %d" % len(levels)
stamps = {r["completions"] for r in levels.values()}
assert len(stamps) == 1, "torn file: stamps %s" % sorted(stamps)[:5]
print(stamps.pop())
PY
  ) || { echo "round $i: progress.json is not a complete version"; head -c 300 "$dir/progress.json"; exit 1; }
  if [ "$now" -lt "$last" ]; then echo "round $i: counter went back from $last to $now"; exit 1; fi
  last=$now
done
ls "$dir" | grep -q '\.bak$' && { echo "a .bak appeared: some load saw a damaged file"; exit 1; }
echo "ok: $rounds rounds, $killed_mid_run killed mid-run, last version $last"
[ "$last" -gt 0 ] || { echo "no save ever completed"; exit 1; }
