#!/usr/bin/env bash
# The docs lint's own test, on tests/fixtures/docs_lint: in bad/ it must report exactly the narrating phrases and
# the missing paths listed below, each at its file and line, and exit 1; in good/ (code names, string literals,
# look-alike wording, paths that exist) it must report nothing and exit 0.
#   usage: docs_lint_test.sh SOURCE_ROOT
set -u
root=${1:?usage: docs_lint_test.sh SOURCE_ROOT}
lint="$root/tests/tools/docs_lint.py"
fixture="$root/tests/fixtures/docs_lint"
status=0
fail() { echo "FAIL: $*"; status=1; }

expected=(
  "README.md:3: narrates how the project was made: 'this session'"
  "README.md:3: narrates how the project was made: 'we measured'"
  "docs/notes.md:3: narrates how the project was made: 'was dropped'"
  "engine/beam/beam.h:3: narrates how the project was made: 'previously'"
  "engine/beam/beam.h:3: narrates how the project was made: 'no longer'"
  "game/mode/mode.cpp:1: names 'game/mode/mode_step.cpp', which does not exist"
  "game/mode/mode.cpp:3: narrates how the project was made: 'issue #9'"
  "game/mode/mode.cpp:3: narrates how the project was made: 'the VM'"
  "tests/tools/run.sh:2: names 'tests/tools/missing_helper.py', which does not exist"
  "tests/tools/run.sh:3: narrates how the project was made: 'Now it draws the beams instead of'"
)
out=$(python3 "$lint" "$fixture/bad")
rc=$?
[ $rc -eq 1 ] || fail "bad/: exit status $rc, expected 1"
for e in "${expected[@]}"; do
  grep -qF -- "$e" <<<"$out" || fail "bad/: missing finding: $e"
done
found=$(grep -cE '^[^ ]+:[0-9]+: ' <<<"$out")
[ "$found" -eq ${#expected[@]} ] || fail "bad/: $found findings, expected ${#expected[@]}"

out_good=$(python3 "$lint" "$fixture/good")
rc=$?
[ $rc -eq 0 ] || fail "good/: exit status $rc, expected 0"
grep -E '^[^ ]+:[0-9]+: ' <<<"$out_good" && fail "good/: findings in text that describes the game"

if [ $status -ne 0 ]; then
  echo "--- bad/ output:"; echo "$out"; echo "--- good/ output:"; echo "$out_good"
else
  echo "docs lint test ok: ${#expected[@]} findings in bad/, none in good/"
fi
exit $status
