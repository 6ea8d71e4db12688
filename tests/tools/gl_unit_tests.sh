#!/usr/bin/env bash
# gl_unit_tests.sh TEST_EXE TEST_SPEC: run the Catch2 test cases that draw through OpenGL (tag [gl]) under Xvfb,
# with software GL. CTest runs them only this way (catch_discover_tests leaves [gl] out), so they always check
# their pixels: without a display they fail instead of passing unchecked. A run is retried only when Xvfb itself
# did not start (xvfb-run -a can lose a race for a display number to a parallel test); test failures stand.
set -u
exe=$1
spec=$2
command -v xvfb-run >/dev/null || { echo "xvfb-run is not installed (./check installs the xvfb package)"; exit 1; }
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for attempt in 1 2 3 4; do
  xvfb-run -a -s "-screen 0 640x480x24" "$exe" "$spec" >"$out" 2>&1
  code=$?
  cat "$out"
  grep -q "xvfb-run: error\|Failed to open X11 display\|Xvfb failed to start" "$out" || exit $code
  echo "attempt $attempt: Xvfb did not start or could not be reached; retrying"
  sleep $((attempt * 3))
done
exit 1
