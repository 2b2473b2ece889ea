// The page's answer to two of the GL state queries ImGui's OpenGL backend makes each frame to
// back up state it then restores (cmake/web_deps.cmake compiles the backend with this header
// forced in). In a browser, WebGL answers the scissor box and the blend functions only by a
// synchronous round trip to the GPU process, which first finishes everything queued before:
// each frame then waited for the last one's drawing (121 ms a frame of 1,202 in polygon-polygon
// with two 2,000-gons). The backend sets both itself before it draws and is the only code in
// the page that sets them, so the answer only says what it leaves behind: GL's initial state.
#pragma once
#include <GLES3/gl3.h>

#ifdef __cplusplus
extern "C" {
#endif
/// glGetIntegerv, but GL_SCISSOR_BOX reads the viewport and the blend functions and equations
/// read GL's initial values (ONE, ZERO, FUNC_ADD), without asking the GPU process.
void lab_web_get_integerv(GLenum name, GLint* out);
#ifdef __cplusplus
}
#endif

#define glGetIntegerv lab_web_get_integerv
