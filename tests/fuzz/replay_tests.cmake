# Included by tests/CMakeLists.txt: every fuzz target built WITHOUT libFuzzer (replay_main.cpp supplies main)
# and run by CTest over its committed crash regressions, its seed corpus and the shipped files it is seeded
# with. Any compiler; in the ASan+UBSan build the regressions run under the sanitizers too.
set(FUZZ_DIR ${RAYCRYPT_ROOT}/tests/fuzz)
include(${FUZZ_DIR}/fuzz_targets.cmake)  # RAYCRYPT_FUZZ_TARGETS
foreach(name ${RAYCRYPT_FUZZ_TARGETS})
  add_executable(fuzz_replay_${name} ${FUZZ_DIR}/fuzz_${name}.cpp ${FUZZ_DIR}/replay_main.cpp)
  raycrypt_fuzz_libs(${name} fuzz_libs)
  target_link_libraries(fuzz_replay_${name} PRIVATE ${fuzz_libs})
  add_test(NAME fuzz_regressions_${name}
           COMMAND bash ${RAYCRYPT_ROOT}/tests/tools/fuzz_inputs.sh ${name} ${RAYCRYPT_ROOT}
                   $<TARGET_FILE:fuzz_replay_${name}>)
endforeach()
