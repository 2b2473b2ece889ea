# The page (the `web` preset): the app's shell, files and window code as on the desktop, with the
# browser's platform files (app/window/web_*) in place of the desktop's window loop, command line
# and PDF handout; linked to build/web/collision-lab.{js,wasm,data} beside index.html.
file(GLOB_RECURSE APP_SOURCES CONFIGURE_DEPENDS app/*.cpp)
# No desktop file chooser or X11 window id in a page: web_no_chooser.cpp answers "unavailable".
list(FILTER APP_SOURCES EXCLUDE REGEX "/app/(main|cli|window/window|window/window_id|window/web_page|window/web_gl_state|files/handout_pdf|files/portal_chooser|files/file_chooser)\\.cpp$")
add_library(lab_app STATIC ${APP_SOURCES})
target_include_directories(lab_app PUBLIC app)
target_compile_definitions(lab_app PUBLIC LAB_VERSION="${PROJECT_VERSION}")
target_link_libraries(lab_app PUBLIC lab_query lab_scenes lab_web_stb SDL2::SDL2 PkgConfig::IMGUI)

# What a frame runs most, at -O2 (the profile of a drag with a 2,000-gon: the core's tests, the
# figures, the shell and the canvas's clipping): the rest (ImGui but its tessellation, the
# captions, the formats) stays -Oz, within the 3 MB. emcc turns the preset's -Oz into clang's -Oz
# plus -fno-inline-functions, which a later -O2 does not undo: until 2026-12-07 these were -O2 with
# nothing inlined (std::min, glm's operators, Camera::to_screen each a call: docs/performance.md,
# "Frame cost in the browser"). -finline-hint-functions inlines what is declared inline (those):
# .wasm 2.18 → 2.69 MB; -finline-functions would make it 2.91, past 3 MB with the .js.
target_compile_options(collide PRIVATE -O2 -finline-hint-functions)
target_compile_options(lab_scenes PRIVATE -O2 -finline-hint-functions)
target_compile_options(lab_app PRIVATE -O2 -finline-hint-functions)
# What runs on a click or a key, or costs little beside the figure, stays -Oz: files, menus,
# dialogs, the editor, the help and about sheets, the SVG picture (3,022,931 bytes with these at
# -O2, past the 3 MB); since 2026-12-08's layout work (3,030,321 bytes) also a key pressed or a
# handle focused, an undo step, the fonts loaded, predict's question graded, the report's printed
# words, the panels' widgets, lessons and scenes made (2,982,623).
file(GLOB LAB_WEB_COLD CONFIGURE_DEPENDS app/files/*.cpp app/window/svg_*.cpp app/window/figure_svg.cpp
     app/window/layout_file.cpp app/window/web_files.cpp app/window/web_storage.cpp)
list(APPEND LAB_WEB_COLD ${PROJECT_SOURCE_DIR}/app/shell/menu_bar.cpp ${PROJECT_SOURCE_DIR}/app/shell/help_sheet.cpp
     ${PROJECT_SOURCE_DIR}/app/shell/about.cpp ${PROJECT_SOURCE_DIR}/app/shell/lesson_editor.cpp
     ${PROJECT_SOURCE_DIR}/app/shell/lesson_editor_window.cpp ${PROJECT_SOURCE_DIR}/app/shell/path_dialog.cpp
     ${PROJECT_SOURCE_DIR}/app/shell/shell_files.cpp ${PROJECT_SOURCE_DIR}/app/shell/predict.cpp
     ${PROJECT_SOURCE_DIR}/app/shell/shell_keyboard.cpp ${PROJECT_SOURCE_DIR}/app/shell/keys.cpp
     ${PROJECT_SOURCE_DIR}/app/shell/handle_focus.cpp ${PROJECT_SOURCE_DIR}/app/shell/history.cpp
     ${PROJECT_SOURCE_DIR}/app/shell/change_words.cpp ${PROJECT_SOURCE_DIR}/app/window/fonts.cpp
     ${PROJECT_SOURCE_DIR}/app/window/screenshot.cpp
     ${PROJECT_SOURCE_DIR}/scenes/concave/edge_printed.cpp ${PROJECT_SOURCE_DIR}/scenes/convex/sat_printed.cpp
     ${PROJECT_SOURCE_DIR}/scenes/printed_count.cpp ${PROJECT_SOURCE_DIR}/scenes/panel.cpp
     ${PROJECT_SOURCE_DIR}/scenes/panel_text.cpp ${PROJECT_SOURCE_DIR}/scenes/figures/sat_panel.cpp
     ${PROJECT_SOURCE_DIR}/scenes/prerequisites/panel_parts.cpp ${PROJECT_SOURCE_DIR}/scenes/lesson.cpp
     ${PROJECT_SOURCE_DIR}/scenes/contents.cpp ${PROJECT_SOURCE_DIR}/scenes/registry.cpp
     ${PROJECT_SOURCE_DIR}/scenes/shape_library.cpp ${PROJECT_SOURCE_DIR}/scenes/shape_factory.cpp)
set_source_files_properties(${LAB_WEB_COLD} PROPERTIES COMPILE_OPTIONS -Oz)

set(LAB_WEB_OUT ${PROJECT_SOURCE_DIR}/build/web)
add_executable(collision-lab app/window/web_page.cpp)
target_link_libraries(collision-lab PRIVATE lab_app)
set_target_properties(collision-lab PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${LAB_WEB_OUT} SUFFIX .js)
set(font_dir /usr/share/fonts/truetype/dejavu)
# WebGL 2 only (ImGui's backend draws with GLSL 300 es, from buffers: no FULL_ES3 emulation of
# client-side arrays); a page only (no Node or worker code in the .js); BigInt for 64-bit values
# (no JavaScript glue to split them); the fonts at the path the desktop reads them from, in the
# page's file system (collision-lab.data, fetched once). The build is -Oz: the issue's budget is
# 3 MB for the .wasm and .js (tests/web/test_page.py checks it).
target_link_options(collision-lab PRIVATE
  -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1
  -sENVIRONMENT=web -sWASM_BIGINT=1
  -sEXPORTED_FUNCTIONS=_main,_lab_open_address,_lab_open_chosen,_lab_frames,_lab_report,_lab_screen_point,_lab_show_sidebar,_lab_bench_frames,_lab_scenes
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap
  "SHELL:--preload-file ${font_dir}/DejaVuSans.ttf@${font_dir}/DejaVuSans.ttf"
  "SHELL:--preload-file ${font_dir}/DejaVuSans-Bold.ttf@${font_dir}/DejaVuSans-Bold.ttf")
# For tests/web/profile_page.py: the .wasm keeps its functions' names (a bigger file, as fast).
option(LAB_WEB_PROFILE "Link the page with --profiling-funcs (function names in a profile)" OFF)
if(LAB_WEB_PROFILE)
  target_link_options(collision-lab PRIVATE --profiling-funcs)
endif()
add_custom_command(TARGET collision-lab POST_BUILD
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/app/window/web_index.html ${LAB_WEB_OUT}/index.html)

# The core's and scenes' unit tests under Node (`make web-test`): cmake/web_tests.cmake.
include(cmake/web_tests.cmake)
