# lab_doctest_cases(target [VAR=VALUE ...]): each doctest test case of `target` is a ctest test of
# its own, `target/case name`, labelled with its doctest test suite (slow, screens, soak) or
# `quick` (cmake/doctest_cases.py). As doctest_discover_tests does, the cases are listed when the
# executable is linked, so adding a case needs no new cmake run; ctest reads the list through
# the directory's TEST_INCLUDE_FILES.
function(lab_doctest_cases target)
  set(cases ${CMAKE_CURRENT_BINARY_DIR}/${target}_cases.cmake)
  add_custom_command(
    TARGET ${target} POST_BUILD BYPRODUCTS ${cases}
    COMMAND /usr/bin/python3 ${PROJECT_SOURCE_DIR}/cmake/doctest_cases.py $<TARGET_FILE:${target}> ${cases} ${target}
            ${CMAKE_CURRENT_BINARY_DIR} ${CMAKE_CURRENT_BINARY_DIR}/config ${ARGN}
    VERBATIM)
  # A change to the script lists the cases again (it runs when the executable is linked).
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${PROJECT_SOURCE_DIR}/cmake/doctest_cases.py)
  # Before the first build, one failing test says so rather than none at all.
  set(include_file ${CMAKE_CURRENT_BINARY_DIR}/${target}_include.cmake)
  file(WRITE ${include_file}
       "if(EXISTS \"${cases}\")\n  include(\"${cases}\")\nelse()\n  add_test(${target}_NOT_BUILT ${target}_NOT_BUILT)\nendif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${include_file})
endfunction()
