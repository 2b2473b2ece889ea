// The page's answer to two of the GL state queries ImGui's OpenGL backend makes each frame to
// back up state it then restores (cmake/web_deps.cmake compiles the backend with this header
// forced in). In a browser, WebGL answers the scissor box and the blend functions only by a
// synchronous round trip to the GPU process, which first finishes everything queued before:
// each frame then waited for the last one's drawing (121 ms a frame of 1,202 in polygon-polygon
// with two 2,000-gons). The backend sets both itself before it draws and is the only code in
// the page that sets them, so the answer only says what it leaves behind: GL's initial state.
// Its uploads of each draw list's triangles are given new storage too (lab_web_buffer_sub_data).
#pragma once
#include <GLES3/gl3.h>

#ifdef __cplusplus
extern "C" {
#endif
/// glGetIntegerv, but GL_SCISSOR_BOX reads the viewport and the blend functions and equations
/// read GL's initial values (ONE, ZERO, FUNC_ADD), without asking the GPU process.
void lab_web_get_integerv(GLenum name, GLint* out);

/// glBufferSubData, but a write from the buffer's start gives the buffer new storage holding just
/// `data` (glBufferData). The backend writes each draw list's vertices and indices from the start
/// of the same two buffers, several lists a frame: into storage the last list's draws still read,
/// so WebGL waited for the GPU process to draw them first (SwiftShader, in software: 80 ms of the
/// main thread's frame in which-approach with a 2,000-gon). New storage waits for nothing.
void lab_web_buffer_sub_data(GLenum target, GLintptr offset, GLsizeiptr size, const void* data);
#ifdef __cplusplus
}
#endif

#define glGetIntegerv lab_web_get_integerv
#define glBufferSubData lab_web_buffer_sub_data
