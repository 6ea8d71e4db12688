#!/usr/bin/env bash
# Six window tests at once while both cores are busy: a CPU burner spins on every core (nproc busy loops) for the
# whole run, and the GL unit tests, the screenshot test, the keyboard menus, the ghost, the game without an audio
# device and the broken save files each start their own X server (xserver.sh) at the same moment. Every one must pass; a test that
# got no display says "no X display" (exit 69), which fails this test too.
# usage: window_tests_under_load.sh RAYCRYPT SOURCE_DIR FAKE_PAD TEST_ENGINE_RENDER
set -u
rc=$1
src=$2
pad=$3
gl=$4
tools="$src/tests/tools"
t=$(mktemp -d)
burners=()
stop_burners() {
  local p
  for p in "${burners[@]}"; do kill "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
  burners=()
}
trap 'stop_burners; rm -rf "$t"' EXIT
trap 'exit 143' TERM

for _ in $(seq "$(nproc)"); do
  (while :; do :; done) &
  burners+=($!)
done
echo "burning ${#burners[@]} cores"

names=(gl_unit_tests screenshot_levels menus_keyboard ghost fault_no_audio_device save_files_broken)
start=$SECONDS
bash "$tools/gl_unit_tests.sh" "$gl" "[gl]" >"$t/0.log" 2>&1 & pids=($!)
bash "$tools/screenshot_test.sh" "$rc" "$src" >"$t/1.log" 2>&1 & pids+=($!)
bash "$tools/menus_test.sh" keyboard "$rc" "$src" "$pad" >"$t/2.log" 2>&1 & pids+=($!)
bash "$tools/ghost_test.sh" "$rc" "$src" >"$t/3.log" 2>&1 & pids+=($!)
bash "$tools/fault_injection.sh" "$rc" "$src" audio >"$t/4.log" 2>&1 & pids+=($!)
bash "$tools/save_errors.sh" "$rc" "$src" >"$t/5.log" 2>&1 & pids+=($!)

status=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}"
  code=$?
  if [ $code -eq 0 ]; then
    echo "ok: ${names[$i]} ($((SECONDS - start)) s)"
  else
    echo "FAIL: ${names[$i]} exited with $code$([ $code -eq 69 ] && echo " (no X display)"):"
    tail -n 30 "$t/$i.log" | sed 's/^/  /'
    status=1
  fi
done
stop_burners
[ $status -eq 0 ] && echo "ok: six window tests at once under full CPU load in $((SECONDS - start)) s"
exit $status
