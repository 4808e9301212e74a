// Draws the Image Loader's bundled offline images, its test fixtures and its benchmark photo
// (gradients and shapes, nothing taken from elsewhere) and encodes them with the same system
// libraries the app decodes with. Run from the repository root:
//
//   cc -O2 -o /tmp/make-sample-images Tools/sample-images/*.c $(pkg-config --cflags --libs libturbojpeg libjpeg libpng) -lm
//   /tmp/make-sample-images
//
// jpeg-fixtures.c adds the JPEG fixtures TurboJPEG's compressor cannot write (CMYK without
// YCCK, arithmetic coding, APP segments) and the damaged ones, made by editing good files; it
// uses libjpeg's own API, whose headers are Debian's libjpeg62-turbo-dev (only this tool needs
// them, not the app).
//
// The output is deterministic (a fixed-seed generator for the benchmark's texture), so running
// it again rewrites the same files.
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>

#include "sample-images.h"

Canvas canvas(int width, int height, int channels) {
  Canvas c = { width, height, channels, calloc((size_t)width * height * channels, 1) };
  if (!c.pixels) { perror("calloc"); exit(1); }
  return c;
}

unsigned char clamp(double v) { return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)lround(v); }

void put(Canvas *c, int x, int y, double r, double g, double b) {
  unsigned char *p = c->pixels + ((size_t)y * c->width + x) * c->channels;
  p[0] = clamp(r); p[1] = clamp(g); p[2] = clamp(b);
}

static void write_png(const char *path, Canvas *c, int format) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = c->width;
  image.height = c->height;
  image.format = format;
  if (!png_image_write_to_file(&image, path, 0, c->pixels, 0, NULL)) {
    fprintf(stderr, "%s: %s\n", path, image.message);
    exit(1);
  }
  printf("wrote %s\n", path);
}

void write_jpeg(const char *path, Canvas *c, int pixelFormat, int subsampling, int quality) {
  tjhandle handle = tjInitCompress();
  unsigned char *jpeg = NULL;
  unsigned long size = 0;
  if (tjCompress2(handle, c->pixels, c->width, 0, c->height, pixelFormat, &jpeg, &size, subsampling,
                  quality, TJFLAG_ACCURATEDCT) != 0) {
    fprintf(stderr, "%s: %s\n", path, tjGetErrorStr2(handle));
    exit(1);
  }
  FILE *file = fopen(path, "wb");
  if (!file || fwrite(jpeg, 1, size, file) != size || fclose(file) != 0) { perror(path); exit(1); }
  tjFree(jpeg);
  tjDestroy(handle);
  printf("wrote %s (%lu bytes)\n", path, size);
}

// A sunset: sky gradient, a sun, two rows of hills.
static Canvas sunset(int w, int h) {
  Canvas c = canvas(w, h, 3);
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      double t = (double)y / h;
      double r = 40 + 215 * t, g = 30 + 120 * t, b = 110 - 60 * t;
      double dx = x - w * 0.62, dy = y - h * 0.55, d = sqrt(dx * dx + dy * dy);
      if (d < h * 0.14) { r = 255; g = 220; b = 120; }
      else if (d < h * 0.24) { double k = (h * 0.24 - d) / (h * 0.10); r += 60 * k; g += 50 * k; }
      double hill1 = h * (0.68 + 0.06 * sin(x * 6.0 / w));
      double hill2 = h * (0.80 + 0.05 * sin(x * 11.0 / w + 1.5));
      if (y > hill2) { r = 20; g = 40 + 30 * (y - hill2) / h; b = 30; }
      else if (y > hill1) { r = 60; g = 50; b = 80; }
      put(&c, x, y, r, g, b);
    }
  }
  return c;
}

// The sea: horizontal bands of waves under a pale sky, a boat-shaped triangle.
static Canvas ocean(int w, int h) {
  Canvas c = canvas(w, h, 3);
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      double horizon = h * 0.45;
      double r, g, b;
      if (y < horizon) { r = 170 + 60 * y / horizon; g = 210 + 30 * y / horizon; b = 250; }
      else {
        double wave = sin(x * 0.15 + y * 0.9) * 0.5 + 0.5;
        r = 10 + 30 * wave; g = 60 + 60 * wave + 40 * (y - horizon) / h; b = 140 + 60 * wave;
      }
      int bx = x - w / 3, by = (int)(horizon) - y;
      if (by >= 0 && by < h / 5 && bx >= 0 && bx < (h / 5 - by)) { r = 250; g = 250; b = 245; }
      if (y >= horizon && y < horizon + h / 30 && x > w / 3 - h / 10 && x < w / 3 + h / 4) {
        r = 120; g = 60; b = 30;
      }
      put(&c, x, y, r, g, b);
    }
  }
  return c;
}

// Shapes on a checkerboard: a red disc, a green square, a blue diamond.
static Canvas shapes(int w, int h) {
  Canvas c = canvas(w, h, 3);
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      int cell = ((x / 16) + (y / 16)) % 2;
      double r = cell ? 235 : 200, g = r, b = r;
      double dx = x - w * 0.25, dy = y - h * 0.5;
      if (dx * dx + dy * dy < (h * 0.3) * (h * 0.3)) { r = 220; g = 40; b = 40; }
      if (x > w * 0.42 && x < w * 0.6 && y > h * 0.25 && y < h * 0.75) { r = 40; g = 170; b = 60; }
      if (fabs(x - w * 0.8) + fabs(y - h * 0.5) < h * 0.28) { r = 40; g = 80; b = 220; }
      put(&c, x, y, r, g, b);
    }
  }
  return c;
}

// Northern lights: curtains of green and violet over a dark sky, a few stars.
static Canvas aurora(int w, int h) {
  Canvas c = canvas(w, h, 3);
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      double band = h * (0.35 + 0.12 * sin(x * 5.0 / w) + 0.05 * sin(x * 17.0 / w));
      double k = exp(-pow((y - band) / (h * 0.09), 2));
      double v = exp(-pow((y - band + h * 0.15) / (h * 0.07), 2));
      double r = 5 + 120 * v, g = 10 + 230 * k, b = 30 + 120 * k + 150 * v;
      if (((x * 7919 + y * 104729) % 997) == 0 && y < h * 0.6) { r = g = b = 255; }
      if (y > h * (0.85 + 0.03 * sin(x * 9.0 / w))) { r = 8; g = 10; b = 15; }
      put(&c, x, y, r, g, b);
    }
  }
  return c;
}

// A photo-like test card for the benchmark: gradients, shapes and a fixed-seed texture.
static Canvas benchmarkPhoto(int w, int h) {
  Canvas c = sunset(w, h);
  unsigned int seed = 12345;
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      seed = seed * 1103515245u + 12345u;
      int noise = (int)((seed >> 16) % 17) - 8;
      unsigned char *p = c.pixels + ((size_t)y * w + x) * 3;
      for (int i = 0; i < 3; i++) p[i] = clamp(p[i] + noise);
    }
  }
  return c;
}

static Canvas solid(int w, int h, int channels, const unsigned char *value) {
  Canvas c = canvas(w, h, channels);
  for (size_t i = 0; i < (size_t)w * h; i++) memcpy(c.pixels + i * channels, value, channels);
  return c;
}

int main(void) {
  const char *samples = "Modules/ServicesLive/SampleImages";
  const char *fixtures = "Tests/ImageDecodingTests/Fixtures";
  char path[512];
  Canvas c;

  // Offline images: two JPEGs and two PNGs, small enough to bundle.
  c = sunset(640, 480);
  snprintf(path, sizeof path, "%s/sunset.jpg", samples); write_jpeg(path, &c, TJPF_RGB, TJSAMP_420, 80);
  c = aurora(480, 360);
  snprintf(path, sizeof path, "%s/aurora.jpg", samples); write_jpeg(path, &c, TJPF_RGB, TJSAMP_420, 80);
  c = shapes(256, 192);
  snprintf(path, sizeof path, "%s/shapes.png", samples); write_png(path, &c, PNG_FORMAT_RGB);
  c = ocean(240, 180);
  snprintf(path, sizeof path, "%s/ocean.png", samples); write_png(path, &c, PNG_FORMAT_RGB);

  // Fixtures with pixels a test can state exactly (PNG) or within JPEG's rounding.
  static const unsigned char quad[] = {
    255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255,
    0, 0, 0, 128, 128, 128, 255, 255, 0, 0, 255, 255,
  };
  c = canvas(4, 2, 3); memcpy(c.pixels, quad, sizeof quad);
  snprintf(path, sizeof path, "%s/quad-4x2.png", fixtures); write_png(path, &c, PNG_FORMAT_RGB);
  // An opaque white pixel and a half-transparent red one.
  static const unsigned char alpha[] = { 255, 255, 255, 255, 255, 0, 0, 128 };
  c = canvas(2, 1, 4); memcpy(c.pixels, alpha, sizeof alpha);
  snprintf(path, sizeof path, "%s/alpha-2x1.png", fixtures); write_png(path, &c, PNG_FORMAT_RGBA);
  static const unsigned char grey[] = { 0, 64, 128, 255 };
  c = canvas(4, 1, 1); memcpy(c.pixels, grey, sizeof grey);
  snprintf(path, sizeof path, "%s/grey-4x1.png", fixtures); write_png(path, &c, PNG_FORMAT_GRAY);
  static const unsigned char orange[] = { 200, 100, 50 };
  c = solid(16, 16, 3, orange);
  snprintf(path, sizeof path, "%s/orange-16x16.jpg", fixtures); write_jpeg(path, &c, TJPF_RGB, TJSAMP_444, 95);
  c = canvas(32, 16, 3);
  for (int y = 0; y < 16; y++) for (int x = 0; x < 32; x++) put(&c, x, y, x < 16 ? 220 : 20, 20, x < 16 ? 20 : 220);
  snprintf(path, sizeof path, "%s/red-blue-32x16.jpg", fixtures); write_jpeg(path, &c, TJPF_RGB, TJSAMP_444, 95);
  static const unsigned char mid[] = { 100 };
  c = solid(16, 8, 1, mid);
  snprintf(path, sizeof path, "%s/grey-16x8.jpg", fixtures); write_jpeg(path, &c, TJPF_GRAY, TJSAMP_GRAY, 95);
  // The size limit is 8192 pixels a side: one at the limit, one over it in each format.
  static const unsigned char dark[] = { 30, 30, 30 };
  c = solid(8192, 1, 3, dark);
  snprintf(path, sizeof path, "%s/wide-8192x1.png", fixtures); write_png(path, &c, PNG_FORMAT_RGB);
  c = solid(9000, 1, 3, dark);
  snprintf(path, sizeof path, "%s/wide-9000x1.png", fixtures); write_png(path, &c, PNG_FORMAT_RGB);
  c = solid(8, 9000, 3, dark);
  snprintf(path, sizeof path, "%s/tall-8x9000.jpg", fixtures); write_jpeg(path, &c, TJPF_RGB, TJSAMP_420, 50);
  write_jpeg_fixtures(fixtures);

  // The benchmark's input: a 1024×768 photo-like JPEG.
  c = benchmarkPhoto(1024, 768);
  write_jpeg("Benchmarks/ImageLoader/photo-1024x768.jpg", &c, TJPF_RGB, TJSAMP_420, 85);
  return 0;
}
