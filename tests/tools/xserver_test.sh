#!/usr/bin/env bash
# xserver.sh, the window tests' X server:
#   1. forty clients, one after the other, each open the display it gives (a server that resets when its last client
#      leaves refuses some of the clients that follow, and a test's second window fails to open);
#   2. a client without its cookie is refused (the display is private);
#   3. run as a command, it gives the command's exit code and leaves no server behind;
#   4. when Xvfb cannot start, it says "no X display: ..." and exits 69, apart from any test failure.
# usage: xserver_test.sh SOURCE_DIR
set -u
src=$1
helper="$src/tests/tools/xserver.sh"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

bash "$helper" --screen 640x480x24 bash -c '
  failed=0
  for i in $(seq 40); do xdpyinfo >/dev/null 2>&1 || failed=$((failed + 1)); done
  echo "$failed of 40 clients in a row could not open $DISPLAY"
  [ $failed -eq 0 ] || exit 1
  XAUTHORITY=/nonexistent xdpyinfo >/dev/null 2>&1 && { echo "a client without the cookie opened $DISPLAY"; exit 1; }
  echo "$DISPLAY" >"$1/display"; kill -0 "$PPID" && exit 7' _ "$t" >"$t/out" 2>&1
code=$?
cat "$t/out"
[ $code -eq 7 ] || fail "the command's exit code 7 came back as $code"
display=$(cat "$t/display" 2>/dev/null)
[ -n "$display" ] || fail "the command did not run"
[ -n "$display" ] && [ ! -e "/tmp/.X${display#:}-lock" ] || fail "the server of $display outlived its command"

# An Xvfb that cannot start (the fake one beside it exits at once).
mkdir "$t/bin"
printf '#!/bin/sh\necho "fake Xvfb: cannot start" >&2\nexit 1\n' >"$t/bin/Xvfb"
chmod +x "$t/bin/Xvfb"
PATH="$t/bin:$PATH" bash "$helper" true >"$t/none" 2>&1
code=$?
cat "$t/none"
[ $code -eq 69 ] || fail "without a server the exit code is $code, not 69"
grep -q "^no X display: Xvfb exited before it accepted connections" "$t/none" || fail "no 'no X display' line"
grep -q "fake Xvfb: cannot start" "$t/none" || fail "the server's own words are not shown"
[ $status -eq 0 ] && echo "ok"
exit $status
