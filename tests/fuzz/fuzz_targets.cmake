# The fuzz targets: one per tests/fuzz/fuzz_<name>.cpp, with seeds in tests/fuzz/corpus/<name>/ and crash
# regressions in tests/fuzz/regressions/<name>/ (tests/tools/fuzz_seeds.sh lists the same files).
file(GLOB _fuzz_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/fuzz_*.cpp)
set(RAYCRYPT_FUZZ_TARGETS)
foreach(_src ${_fuzz_sources})
  get_filename_component(_name ${_src} NAME_WE)
  string(REGEX REPLACE "^fuzz_" "" _name ${_name})
  list(APPEND RAYCRYPT_FUZZ_TARGETS ${_name})
endforeach()
# What each target links: game_logic, except the targets that need only an engine layer (fewer sources to
# build with the fuzzer's instrumentation).
set(RAYCRYPT_FUZZ_LIBS_shapes engine_collision)
function(raycrypt_fuzz_libs name out)
  if(DEFINED RAYCRYPT_FUZZ_LIBS_${name})
    set(${out} ${RAYCRYPT_FUZZ_LIBS_${name}} PARENT_SCOPE)
  else()
    set(${out} game_logic PARENT_SCOPE)
  endif()
endfunction()
