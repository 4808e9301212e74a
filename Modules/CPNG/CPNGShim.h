#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng's simplified API (png_image_*): it catches libpng's longjmp errors
// itself and reports them in png_image.message, so Swift needs no setjmp.
// Debian: libpng-dev.
#include <png.h>

// Macros built from other macros do not reach Swift; these constants do.
static const png_uint_32 cpng_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 cpng_format_rgb = PNG_FORMAT_RGB;
static const png_uint_32 cpng_image_error = PNG_IMAGE_ERROR;

#endif
