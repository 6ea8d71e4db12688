#!/usr/bin/env bash
# `raycrypt --check` validates every shipped level (exit 0, never a window), and refuses a broken one with
# FILE:LINE:COL messages and exit 1.
set -u
rc=$1; root=$2
out=$(env -u DISPLAY "$rc" --check "$root/levels/ninja" "$root/levels/crypt" 2>&1); code=$?
echo "$out" | tail -3
[ "$code" -eq 0 ] || { echo "$out"; echo "shipped levels do not pass --check (exit $code)"; exit 1; }
n=$(grep -c ': ok' <<<"$out")
[ "$n" -ge 24 ] || { echo "expected at least 24 levels reported ok, got $n"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/broken.json" <<'JSON'
{"format": 1, "name": "Broken", "mode": "ninja", "par": 10,
 "tiles": ["#####", "#@.E#", "#####"],
 "entities": [{"type": "laser", "x": 2, "y": 1, "angle": "ninety"}]}
JSON
out=$(env -u DISPLAY "$rc" --check "$tmp/broken.json" 2>&1); code=$?
echo "$out"
[ "$code" -eq 1 ] || { echo "a broken level must give exit 1, got $code"; exit 1; }
grep -q "broken.json:3:58: error: entities\[0\].angle: expected a number" <<<"$out" || { echo "missing the exact FILE:LINE:COL: error: PATH message"; exit 1; }
echo "ok: $n shipped levels valid; a broken file is refused at its line:column"
