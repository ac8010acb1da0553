#ifndef SEAMLESS_CZLIB_SHIM_H
#define SEAMLESS_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros in zlib.h; Swift cannot call macros,
/// so these inline wrappers pass the library version and stream size for us.
static inline int seamless_deflateInit2(z_streamp strm, int level, int method,
                                        int windowBits, int memLevel, int strategy) {
  return deflateInit2(strm, level, method, windowBits, memLevel, strategy);
}

static inline int seamless_inflateInit2(z_streamp strm, int windowBits) {
  return inflateInit2(strm, windowBits);
}
#endif
