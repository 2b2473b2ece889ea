# The browser build's libraries (the `web` preset, Emscripten): SDL2, Dear ImGui and zlib compiled
# from Debian's source packages, which scripts/web-deps.sh unpacks under build/web-deps/; GLM,
# nlohmann-json and stb are header-only and come from the Debian packages the desktop uses. Each is
# given the target name the desktop's find_package or pkg-config gives it, so the rest of
# CMakeLists.txt builds core/, lib/ and scenes/ the same way for both.
enable_language(C)  # SDL2 and zlib are C
set(LAB_WEB_DEPS ${PROJECT_SOURCE_DIR}/build/web-deps CACHE PATH "Unpacked SDL2, imgui and zlib sources")
foreach(dir SDL2 imgui zlib)
  if(NOT EXISTS ${LAB_WEB_DEPS}/${dir})
    message(FATAL_ERROR "${LAB_WEB_DEPS}/${dir} is missing: run scripts/web-deps.sh (make web does)")
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

# SDL2 as Emscripten's own port builds it: its sources with the shipped SDL_config_emscripten.h
# (no configure step), the generic backends of what a page lacks (threads, haptics, sensors).
set(sdl ${LAB_WEB_DEPS}/SDL2/src)
file(GLOB sdl_sources ${sdl}/*.c ${sdl}/atomic/*.c ${sdl}/audio/*.c ${sdl}/cpuinfo/*.c ${sdl}/dynapi/*.c
     ${sdl}/events/*.c ${sdl}/file/*.c ${sdl}/haptic/*.c ${sdl}/joystick/*.c ${sdl}/locale/*.c
     ${sdl}/misc/*.c ${sdl}/power/*.c ${sdl}/render/*.c ${sdl}/render/*/*.c ${sdl}/sensor/*.c
     ${sdl}/stdlib/*.c ${sdl}/thread/*.c ${sdl}/timer/*.c ${sdl}/video/*.c ${sdl}/video/yuv2rgb/*.c
     ${sdl}/*/emscripten/*.c ${sdl}/video/dummy/*.c ${sdl}/audio/dummy/*.c ${sdl}/audio/disk/*.c
     ${sdl}/sensor/dummy/*.c ${sdl}/haptic/dummy/*.c ${sdl}/thread/generic/*.c ${sdl}/timer/unix/*.c
     ${sdl}/loadso/dlopen/*.c ${sdl}/joystick/virtual/*.c)
add_library(lab_web_sdl2 STATIC ${sdl_sources})
target_include_directories(lab_web_sdl2 PUBLIC ${LAB_WEB_DEPS}/SDL2/include)
target_compile_options(lab_web_sdl2 PRIVATE -w -O2)
set_target_properties(lab_web_sdl2 PROPERTIES UNITY_BUILD OFF)
add_library(SDL2::SDL2 ALIAS lab_web_sdl2)

# zlib packs a state into a link (lib/formats/state_link.hpp).
set(z ${LAB_WEB_DEPS}/zlib)
add_library(lab_web_zlib STATIC ${z}/adler32.c ${z}/compress.c ${z}/crc32.c ${z}/deflate.c ${z}/infback.c
            ${z}/inffast.c ${z}/inflate.c ${z}/inftrees.c ${z}/trees.c ${z}/uncompr.c ${z}/zutil.c)
target_include_directories(lab_web_zlib PUBLIC ${z})
target_compile_options(lab_web_zlib PRIVATE -w -O2)
set_target_properties(lab_web_zlib PROPERTIES UNITY_BUILD OFF)
add_library(PkgConfig::ZLIB ALIAS lab_web_zlib)

# Dear ImGui with its SDL2 and OpenGL 3 backends, the latter on WebGL 2 (OpenGL ES 3: 1.86 would
# pick ES 2 on Emscripten otherwise). The desktop's pkg-config puts the folder holding imgui.h on
# the path and the backends under "backends/…": the same here.
set(im ${LAB_WEB_DEPS}/imgui)
add_library(lab_web_imgui STATIC ${im}/imgui.cpp ${im}/imgui_draw.cpp ${im}/imgui_tables.cpp
            ${im}/imgui_widgets.cpp ${im}/imgui_demo.cpp ${im}/backends/imgui_impl_sdl.cpp
            ${im}/backends/imgui_impl_opengl3.cpp)
target_include_directories(lab_web_imgui PUBLIC ${im})
target_compile_definitions(lab_web_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
target_link_libraries(lab_web_imgui PUBLIC lab_web_sdl2)
target_compile_options(lab_web_imgui PRIVATE -w -O2)
set_target_properties(lab_web_imgui PROPERTIES UNITY_BUILD OFF)
add_library(PkgConfig::IMGUI ALIAS lab_web_imgui)
