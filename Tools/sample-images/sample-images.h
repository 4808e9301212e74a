#ifndef SAMPLE_IMAGES_H
#define SAMPLE_IMAGES_H

// What make-sample-images.c and jpeg-fixtures.c share: a canvas of 8-bit pixels and the
// TurboJPEG writer.

typedef struct { int width, height, channels; unsigned char *pixels; } Canvas;

Canvas canvas(int width, int height, int channels);
unsigned char clamp(double v);
void put(Canvas *c, int x, int y, double r, double g, double b);
void write_jpeg(const char *path, Canvas *c, int pixelFormat, int subsampling, int quality);

// Writes the JPEG fixtures of jpeg-fixtures.c into `folder`.
void write_jpeg_fixtures(const char *folder);

#endif
