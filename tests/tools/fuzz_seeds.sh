# Sourced by fuzz_inputs.sh and run_fuzzers.sh: where each fuzz target's inputs come from.
# fuzz_seed_dirs NAME ROOT: the existing seed directories of target NAME, one per line: its committed corpus
# (tests/fuzz/corpus/NAME) and the shipped files it reads (levels/**, tests/fixtures/**, the replays beside the
# levels). Crash regressions live apart, in tests/fuzz/regressions/NAME.
fuzz_seed_dirs() {
  local name=$1 root=$2 d
  local dirs=("$root/tests/fuzz/corpus/$name")
  case $name in
    level) dirs+=("$root/levels" "$root/tests/fixtures/levels" "$root/tests/fixtures/tiled") ;;
    tiled) dirs+=("$root/tests/fixtures/tiled") ;;
    replay) dirs+=("$root/levels") ;;
  esac
  for d in "${dirs[@]}"; do [ -d "$d" ] && printf '%s\n' "$d"; done
}

# fuzz_target_names ROOT: every fuzz target, one per tests/fuzz/fuzz_<name>.cpp (the CMake side globs the same).
fuzz_target_names() {
  local f
  for f in "$1"/tests/fuzz/fuzz_*.cpp; do f=${f##*/fuzz_}; printf '%s\n' "${f%.cpp}"; done
}
