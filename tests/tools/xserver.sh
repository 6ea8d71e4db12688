# xserver.sh: the one way the window tests get an X display. Sourced or run.
#
#   source xserver.sh; xserver_start [SCREEN]   start Xvfb (SCREEN like 1600x900x24, the default), export DISPLAY
#                                               and XAUTHORITY; xserver_stop (call it from the caller's EXIT trap)
#                                               ends the server. One server serves every command of a test script.
#   bash xserver.sh [--screen SCREEN] CMD ARGS  run CMD under its own server, stopped when CMD ends; CMD's exit code.
#
# Xvfb is started with -displayfd: the server itself picks a free display number and writes it to the pipe once it
# accepts connections. Access is by a private cookie (-auth, -nolisten tcp). -noreset: without it Xvfb resets each
# time its last client leaves, and a client connecting meanwhile fails ("Failed to open X11 display" in SFML), such
# as a test's next window or the game starting after an xdotool call (docs/testing.md). A real client (xdpyinfo)
# then opens the display before anything else uses it. Every wait has a deadline (XSERVER_DEADLINE seconds, 60 by
# default) and nothing is retried: when no display can be had, it prints "no X display: REASON" and exits (or
# returns) with XSERVER_NO_DISPLAY (69), apart from any test failure.

XSERVER_NO_DISPLAY=69

# xserver_fail REASON: report that no display could be had, with the server's log.
xserver_fail() {
  echo "no X display: $*" >&2
  [ -s "${XSERVER_DIR:-}/xvfb.log" ] && sed 's/^/  Xvfb: /' "$XSERVER_DIR/xvfb.log" | tail -n 20 >&2
  xserver_stop
  return $XSERVER_NO_DISPLAY
}

# xserver_start [SCREEN]: start the server and wait until a client can open it; DISPLAY and XAUTHORITY are exported.
xserver_start() {
  local screen=${1:-1600x900x24} deadline=$((SECONDS + ${XSERVER_DEADLINE:-60})) tool num="" cookie fd
  for tool in Xvfb xauth xdpyinfo; do
    command -v "$tool" >/dev/null ||
      { echo "no X display: $tool is not installed (./check installs xvfb, xauth and x11-utils)" >&2
        return $XSERVER_NO_DISPLAY; }
  done
  XSERVER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/raycrypt-x.XXXXXX") || return $XSERVER_NO_DISPLAY
  cookie=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
  # The server loads every cookie of its -auth file whatever display it names; the client's entry names the display.
  : >"$XSERVER_DIR/auth"
  xauth -q -f "$XSERVER_DIR/auth" add :0 . "$cookie" || { xserver_fail "xauth could not write $XSERVER_DIR/auth"; return; }
  mkfifo "$XSERVER_DIR/displayfd"
  exec {fd}<>"$XSERVER_DIR/displayfd"  # read and write: opening never blocks, and a read waits for the number
  Xvfb -displayfd 3 -auth "$XSERVER_DIR/auth" -nolisten tcp -noreset -screen 0 "$screen" \
    3>"$XSERVER_DIR/displayfd" </dev/null >"$XSERVER_DIR/xvfb.log" 2>&1 &
  XSERVER_PID=$!
  while [ -z "$num" ]; do
    read -r -t 1 -u "$fd" num && break
    num=""
    kill -0 "$XSERVER_PID" 2>/dev/null || { exec {fd}<&-; XSERVER_PID=; xserver_fail "Xvfb exited before it accepted connections"; return; }
    [ $SECONDS -ge $deadline ] && { exec {fd}<&-; xserver_fail "Xvfb reported no display within ${XSERVER_DEADLINE:-60}s"; return; }
  done
  exec {fd}<&-
  xauth -q -f "$XSERVER_DIR/auth" add ":$num" . "$cookie"
  export DISPLAY=":$num" XAUTHORITY="$XSERVER_DIR/auth"
  # The first real connection: xdpyinfo opens the display and reads its description.
  local left=$((deadline - SECONDS)); [ $left -ge 1 ] || left=1
  if ! timeout "$left" xdpyinfo >"$XSERVER_DIR/xdpyinfo.out" 2>&1; then
    xserver_fail "Xvfb on $DISPLAY accepted no connection within ${XSERVER_DEADLINE:-60}s: $(head -c 300 "$XSERVER_DIR/xdpyinfo.out")"
    return
  fi
  return 0
}

# xserver_stop: end the server (if any) and remove its files. Safe to call twice.
xserver_stop() {
  if [ -n "${XSERVER_PID:-}" ]; then
    kill "$XSERVER_PID" 2>/dev/null
    wait "$XSERVER_PID" 2>/dev/null
    XSERVER_PID=
  fi
  [ -n "${XSERVER_DIR:-}" ] && rm -rf "$XSERVER_DIR"
  XSERVER_DIR=
}

# Run as a command: xserver.sh [--screen SCREEN] CMD ARGS...
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  screen=1600x900x24
  if [ "${1:-}" = "--screen" ]; then screen=$2; shift 2; fi
  [ $# -gt 0 ] || { echo "usage: xserver.sh [--screen WxHxD] COMMAND ARGS..." >&2; exit 2; }
  trap xserver_stop EXIT
  trap 'exit 143' TERM
  trap 'exit 130' INT
  xserver_start "$screen" || exit $?
  "$@"
  exit $?
fi
