# The browser build's libraries (the `web` preset, Emscripten): SDL2 and zlib compiled once by
# scripts/web-deps.sh into a cache outside the worktree (cmake/web-deps/), Dear ImGui compiled
# here from its Debian source; GLM, nlohmann-json and stb are header-only and come from the
# Debian packages the desktop uses. Each is given the target name the desktop's find_package or
# pkg-config gives it, so the rest of CMakeLists.txt builds core/, lib/ and scenes/ the same way
# for both.
enable_language(C)  # stb_image_write is C
set(LAB_WEB_DEPS "" CACHE FILEPATH "The file scripts/web-deps.sh prints: where SDL2, zlib and ImGui are")
if(NOT EXISTS "${LAB_WEB_DEPS}")
  message(FATAL_ERROR "LAB_WEB_DEPS='${LAB_WEB_DEPS}' is not a file: configure with "
                      "cmake --preset web -DLAB_WEB_DEPS=$(scripts/web-deps.sh) (make web does)")
endif()
include(${LAB_WEB_DEPS})
foreach(file ${LAB_WEB_SDL2_ARCHIVE} ${LAB_WEB_ZLIB_ARCHIVE} ${LAB_WEB_SOURCES}/imgui/imgui.h)
  if(NOT EXISTS ${file})
    message(FATAL_ERROR "${file} is missing: run scripts/web-deps.sh again (make web does)")
  endif()
endforeach()

# Emscripten's own headers must win over the build machine's, so /usr/include is never on the
# path: a private folder holds links to the three header-only libraries instead.
set(lab_web_include ${PROJECT_BINARY_DIR}/web-include)
file(MAKE_DIRECTORY ${lab_web_include})
# doctest and Boost (its header-only multiprecision) are for the unit tests (cmake/web_tests.cmake).
foreach(link glm:/usr/include/glm nlohmann:/usr/include/nlohmann stb:/usr/include/stb
        doctest:/usr/include/doctest boost:/usr/include/boost)
  string(REPLACE ":" ";" parts ${link})
  list(GET parts 0 name)
  list(GET parts 1 target)
  file(CREATE_LINK ${target} ${lab_web_include}/${name} SYMBOLIC)
endforeach()
add_library(glm::glm INTERFACE IMPORTED)
target_include_directories(glm::glm INTERFACE ${lab_web_include})
add_library(doctest::doctest INTERFACE IMPORTED)
target_include_directories(doctest::doctest INTERFACE ${lab_web_include})
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json INTERFACE ${lab_web_include})
# stb_image_write (PNG pictures): the desktop links Debian's libstb; here its header is compiled
# with the implementation switched on.
file(WRITE ${PROJECT_BINARY_DIR}/stb_image_write.c "#define STB_IMAGE_WRITE_IMPLEMENTATION\n#include <stb_image_write.h>\n")
add_library(lab_web_stb STATIC ${PROJECT_BINARY_DIR}/stb_image_write.c)
target_include_directories(lab_web_stb PUBLIC ${lab_web_include}/stb)
target_compile_options(lab_web_stb PRIVATE -w -O2)

add_library(SDL2::SDL2 STATIC IMPORTED)
set_target_properties(SDL2::SDL2 PROPERTIES IMPORTED_LOCATION ${LAB_WEB_SDL2_ARCHIVE}
                      INTERFACE_INCLUDE_DIRECTORIES ${LAB_WEB_SOURCES}/SDL2/include)
add_library(PkgConfig::ZLIB STATIC IMPORTED)
set_target_properties(PkgConfig::ZLIB PROPERTIES IMPORTED_LOCATION ${LAB_WEB_ZLIB_ARCHIVE}
                      INTERFACE_INCLUDE_DIRECTORIES ${LAB_WEB_SOURCES}/zlib)

# Dear ImGui with its SDL2 and OpenGL 3 backends, the latter on WebGL 2 (OpenGL ES 3: 1.86 would
# pick ES 2 on Emscripten otherwise). The desktop's pkg-config puts the folder holding imgui.h on
# the path and the backends under "backends/…": the same here.
set(im ${LAB_WEB_SOURCES}/imgui)
add_library(lab_web_imgui STATIC ${im}/imgui.cpp ${im}/imgui_draw.cpp ${im}/imgui_tables.cpp
            ${im}/imgui_widgets.cpp ${im}/imgui_demo.cpp ${im}/backends/imgui_impl_sdl.cpp
            ${im}/backends/imgui_impl_opengl3.cpp)
target_include_directories(lab_web_imgui PUBLIC ${im})
target_compile_definitions(lab_web_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
target_link_libraries(lab_web_imgui PUBLIC SDL2::SDL2)
# At the build's -Oz, but for the draw list's tessellation, which runs over every vertex drawn.
target_compile_options(lab_web_imgui PRIVATE -w)
set_source_files_properties(${im}/imgui_draw.cpp PROPERTIES COMPILE_OPTIONS -O2)
# The backend's per-frame backup of the scissor box and blend state, answered without a round
# trip to the GPU process (app/window/web_gl_state.hpp says why).
target_sources(lab_web_imgui PRIVATE ${PROJECT_SOURCE_DIR}/app/window/web_gl_state.cpp)
target_include_directories(lab_web_imgui PRIVATE ${PROJECT_SOURCE_DIR}/app)
set_source_files_properties(${im}/backends/imgui_impl_opengl3.cpp PROPERTIES COMPILE_OPTIONS
                            "-include;${PROJECT_SOURCE_DIR}/app/window/web_gl_state.hpp")
set_target_properties(lab_web_imgui PROPERTIES UNITY_BUILD OFF)
add_library(PkgConfig::IMGUI ALIAS lab_web_imgui)
