# ctest helper: `raycrypt-sfxdump --help` prints its usage and writes nothing, even where a folder named "--help"
# exists; an unknown option is refused with exit code 2. -DTOOL=<raycrypt-sfxdump> -DDIR=<scratch dir>
file(REMOVE_RECURSE ${DIR})
file(MAKE_DIRECTORY ${DIR}/--help)
foreach(flag --help -h)
  execute_process(COMMAND ${TOOL} ${flag} WORKING_DIRECTORY ${DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "^usage: raycrypt-sfxdump OUT_DIR")
    message(FATAL_ERROR "raycrypt-sfxdump ${flag}: exit ${rc}, stdout '${out}', stderr '${err}' (want the usage, exit 0)")
  endif()
endforeach()
file(GLOB written ${DIR}/--help/*)
if(written)
  message(FATAL_ERROR "raycrypt-sfxdump --help wrote files: ${written}")
endif()
execute_process(COMMAND ${TOOL} --bogus WORKING_DIRECTORY ${DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "unknown option '--bogus'")
  message(FATAL_ERROR "raycrypt-sfxdump --bogus: exit ${rc}, stderr '${err}' (want exit 2 and the option named)")
endif()
message(STATUS "raycrypt-sfxdump --help prints the usage; --bogus is refused")
