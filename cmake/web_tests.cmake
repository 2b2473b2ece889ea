# The core's and the scenes' unit tests built for the browser (the `web` preset) and run under
# Node: the same objects the page links (collide, lab_captions, lab_formats, lab_scenes, compiled
# once for both), so the page cannot compute differently from the desktop unnoticed.
# `make test` builds them with the page when the browser build's SDL2 and zlib are cached
# (scripts/web_page.sh) and its ctest runs them but the slow cases, one test per test file
# (`node/test_core/test_sat.cpp`, cmake/node_test_files.py); `make web-test` runs all of them with
# `ctest --preset web`, in the same three parts as the desktop's.
enable_testing()
find_program(LAB_NODE NAMES node nodejs REQUIRED)
add_library(test_main STATIC tests/support/doctest_main.cpp)
target_include_directories(test_main PUBLIC tests/support)  # as tests/CMakeLists.txt
target_link_libraries(test_main PUBLIC doctest::doctest)
# Node's own file system (NODERAWFS: the tests read fonts from /usr/share/fonts), a larger stack
# for the audits' deep recursion, and memory that grows with the 10^5-case loops.
set(lab_web_test_link -sENVIRONMENT=node -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sTOTAL_STACK=8MB -sINITIAL_MEMORY=64MB -sEXIT_RUNTIME=1)
function(lab_web_test name dir)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS tests/${dir}/*.cpp)
  # Box2D (the contact points' peer library) is not built for the browser; the same contact
  # points are checked by hand-worked cases in test_contact.cpp.
  list(FILTER sources EXCLUDE REGEX "/test_contact_box2d\\.cpp$")
  add_executable(${name} ${sources})
  target_link_libraries(${name} PRIVATE test_main ${ARGN})
  # The test files themselves at -O0 and sixteen to a batch (as the dev build's): compiled afresh
  # they took 61 s of CPU, not 139 s at -Oz eight to a batch (2026-12-07, load 8), and run the
  # quick cases in 4 + 6 s of CPU, not 2.5 + 4. What the page computes is in the libraries, which
  # keep the page's flags (the header functions both use: the same IEEE steps, no contraction).
  target_compile_options(${name} PRIVATE -O0)
  set_target_properties(${name} PROPERTIES UNITY_BUILD_BATCH_SIZE 16)
  # Linked at -O1, after the preset's -Oz: no wasm-opt pass over the linked module (test_scenes'
  # link 52 s of CPU at -Oz, 1.9 s so), which changes its size, not what it computes.
  target_link_options(${name} PRIVATE ${lab_web_test_link} -O1)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/tests SUFFIX .js)
  # Node 20 runs an emscripten 3.1.6 program only without its own fetch().
  set(run ${LAB_NODE} --no-experimental-fetch --stack-size=8192 $<TARGET_FILE:${name}>)
  # The dev build's ctest (make test) runs each test file's cases but the slow ones: the list is
  # written when the executable is linked, and read where tests/CMakeLists.txt looks for it.
  add_custom_command(
    TARGET ${name} POST_BUILD BYPRODUCTS ${PROJECT_BINARY_DIR}/tests/${name}_node.cmake
    COMMAND /usr/bin/python3 ${PROJECT_SOURCE_DIR}/cmake/node_test_files.py ${PROJECT_BINARY_DIR}/tests/${name}_node.cmake
            ${name} ${PROJECT_BINARY_DIR} ${run}
    VERBATIM)
  set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS ${PROJECT_SOURCE_DIR}/cmake/node_test_files.py
                                                           ${PROJECT_SOURCE_DIR}/cmake/doctest_cases.py)
  add_test(NAME ${name}_quick COMMAND ${run} "--test-suite-exclude=slow,screens,soak")
  add_test(NAME ${name}_slow COMMAND ${run} "--test-suite=slow")
  add_test(NAME ${name}_screens COMMAND ${run} "--test-suite=screens")
  set_tests_properties(${name}_quick ${name}_slow ${name}_screens PROPERTIES LABELS web)
endfunction()
lab_web_test(test_core core collide)
lab_web_test(test_scenes scenes lab_scenes)
