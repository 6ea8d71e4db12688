#!/usr/bin/env bash
# Without a display, playing says so in one clear line naming --headless, and exits without crashing.
set -u
rc=$1
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$rc" 2>&1); code=$?
echo "exit $code: $out"
[ "$code" -eq 1 ] || { echo "expected exit code 1 (not a crash: 134 is SFML's abort)"; exit 1; }
[ "$(wc -l <<<"$out")" -eq 1 ] || { echo "expected exactly one line"; exit 1; }
grep -q -- '--headless' <<<"$out" || { echo "the message does not point to --headless"; exit 1; }
out=$(DISPLAY=:987 "$rc" 2>&1); code=$?
echo "exit $code: $out"
[ "$code" -eq 1 ] && grep -q "cannot open display" <<<"$out" || { echo "a dead DISPLAY must give the same clean refusal"; exit 1; }
echo "ok"
