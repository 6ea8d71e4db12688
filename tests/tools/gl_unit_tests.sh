#!/usr/bin/env bash
# gl_unit_tests.sh TEST_EXE TEST_SPEC: run the Catch2 test cases that draw through OpenGL (tag [gl]) in an X server
# of their own (xserver.sh), with software GL. CTest runs them only this way (catch_discover_tests leaves [gl] out),
# so they always check their pixels: without a display they fail instead of passing unchecked, and xserver.sh says
# "no X display: ..." (exit 69) apart from the tests' own failures.
set -u
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"  # Mesa's unnamed leak (see screenshot_test.sh)
exec bash "$(dirname "$0")/xserver.sh" --screen 640x480x24 "$1" "$2"
