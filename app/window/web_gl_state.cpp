#include "window/web_gl_state.hpp"

#undef glGetIntegerv
#undef glBufferSubData

extern "C" void lab_web_get_integerv(GLenum name, GLint* out) {
  switch (name) {
    case GL_SCISSOR_BOX: return glGetIntegerv(GL_VIEWPORT, out);  // kept by the browser: no round trip
    case GL_BLEND_SRC_RGB:
    case GL_BLEND_SRC_ALPHA: *out = GL_ONE; return;
    case GL_BLEND_DST_RGB:
    case GL_BLEND_DST_ALPHA: *out = GL_ZERO; return;
    case GL_BLEND_EQUATION_RGB:
    case GL_BLEND_EQUATION_ALPHA: *out = GL_FUNC_ADD; return;
    default: return glGetIntegerv(name, out);
  }
}

extern "C" void lab_web_buffer_sub_data(GLenum target, GLintptr offset, GLsizeiptr size, const void* data) {
  if (offset != 0) return glBufferSubData(target, offset, size, data);
  glBufferData(target, size, data, GL_STREAM_DRAW);
}
