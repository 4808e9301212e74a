// The JPEG kinds a browser shows, as small fixtures with known pixels: CMYK and YCCK as
// Photoshop writes them (Adobe's APP14 marker, transform 0 and 2, inverted ink), CMYK without
// that marker, arithmetic coding, restart markers, 4:1:1 and 4:4:0 subsampling, Exif and ICC
// segments, progressive scans. Then damaged files, made by editing a good file's bytes the way
// real ones go wrong: cut mid-scan, junk between markers or before the end marker, an APP
// segment whose length is short, a Motion-JPEG frame without its Huffman tables, a progressive
// file missing a scan, and the frame headers of a 12-bit and a lossless JPEG.
//
// Every picture is made of four flat quadrants aligned to the JPEG's blocks, so each quadrant
// decodes to its colour within a few levels and a test can state it.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <turbojpeg.h>

#include "sample-images.h"

typedef struct { unsigned char *data; size_t size; } Bytes;

// How a fixture is compressed with libjpeg's own API (TurboJPEG always writes CMYK as YCCK).
typedef struct {
  J_COLOR_SPACE space;        // the JPEG's colour space; JCS_UNKNOWN keeps libjpeg's default
  int noAdobe;                // leave out the APP14 marker libjpeg writes for CMYK and YCCK
  int lumaH, lumaV;           // the first component's sampling factors, the others' are 1×1
  int arithmetic, progressive, restartInterval;
  int motionJPEG;             // APP0 "AVI1" as video frames have, instead of JFIF
  int exifAndICC;             // an APP1 Exif and an APP2 ICC profile segment
} Options;

// Inks for the CMYK fixtures, one a quadrant: red, green, blue, and a brown with black ink,
// which is RGB (191, 95, 0) by the usual formula R = (255 - C) × (255 - K) / 255.
static const unsigned char inks[4][4] = {
  { 0, 255, 255, 0 }, { 255, 0, 255, 0 }, { 255, 255, 0, 0 }, { 0, 128, 255, 64 },
};
// Colours for the RGB fixtures, one a quadrant.
static const unsigned char colours[4][3] = {
  { 220, 40, 40 }, { 40, 170, 60 }, { 40, 80, 220 }, { 230, 200, 60 },
};

// Top left, top right, bottom left, bottom right quadrant of `values`, `channels` each.
static Canvas quadrants(int w, int h, int channels, const unsigned char *values) {
  Canvas c = canvas(w, h, channels);
  for (int y = 0; y < h; y++) {
    for (int x = 0; x < w; x++) {
      int quadrant = (y >= h / 2) * 2 + (x >= w / 2);
      memcpy(c.pixels + ((size_t)y * w + x) * channels, values + quadrant * channels, channels);
    }
  }
  return c;
}

// Adobe's convention, which Photoshop writes: 255 is no ink, 0 is full ink.
static Canvas inverted(Canvas c) {
  for (size_t i = 0; i < (size_t)c.width * c.height * c.channels; i++) c.pixels[i] = 255 - c.pixels[i];
  return c;
}

static Bytes compress(const Canvas *c, Options o) {
  struct jpeg_compress_struct cinfo;
  struct jpeg_error_mgr jerr;
  // libjpeg's default error handler prints the message and exits: right for a tool.
  cinfo.err = jpeg_std_error(&jerr);
  jpeg_create_compress(&cinfo);
  Bytes out = { NULL, 0 };
  unsigned long size = 0;
  jpeg_mem_dest(&cinfo, &out.data, &size);
  cinfo.image_width = c->width;
  cinfo.image_height = c->height;
  cinfo.input_components = c->channels;
  cinfo.in_color_space = c->channels == 4 ? JCS_CMYK : JCS_RGB;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, 95, TRUE);
  cinfo.dct_method = JDCT_ISLOW;
  if (o.space != JCS_UNKNOWN) jpeg_set_colorspace(&cinfo, o.space);
  if (o.noAdobe) cinfo.write_Adobe_marker = FALSE;
  for (int i = 0; i < cinfo.num_components; i++) {
    cinfo.comp_info[i].h_samp_factor = 1;
    cinfo.comp_info[i].v_samp_factor = 1;
  }
  cinfo.comp_info[0].h_samp_factor = o.lumaH ? o.lumaH : 1;
  cinfo.comp_info[0].v_samp_factor = o.lumaV ? o.lumaV : 1;
  if (cinfo.jpeg_color_space == JCS_YCCK) {
    // Black is brightness too: it keeps the luma's resolution, as in Photoshop's files.
    cinfo.comp_info[3].h_samp_factor = cinfo.comp_info[0].h_samp_factor;
    cinfo.comp_info[3].v_samp_factor = cinfo.comp_info[0].v_samp_factor;
  }
  cinfo.arith_code = o.arithmetic;
  if (o.progressive) jpeg_simple_progression(&cinfo);
  cinfo.restart_interval = o.restartInterval;
  if (o.motionJPEG) cinfo.write_JFIF_header = FALSE;
  jpeg_start_compress(&cinfo, TRUE);
  if (o.motionJPEG) jpeg_write_marker(&cinfo, JPEG_APP0, (const JOCTET *)"AVI1\0\0\0\0\0\0\0\0", 12);
  if (o.exifAndICC) {
    // "Exif", two zero bytes, then a little-endian TIFF header whose first IFD has no entries.
    static const JOCTET exif[] = "Exif\0\0II*\0\x08\0\0\0\0\0\0\0\0\0";
    jpeg_write_marker(&cinfo, JPEG_APP0 + 1, exif, sizeof exif - 1);
    // An ICC header only (size, 'mntr', 'RGB ', 'XYZ ', 'acsp'), no tags: the app ignores
    // profiles, and the segment's framing is what is tested.
    JOCTET icc[132] = { 0, 0, 0, 132 };
    memcpy(icc + 12, "mntrRGB XYZ ", 12);
    memcpy(icc + 36, "acsp", 4);
    jpeg_write_icc_profile(&cinfo, icc, sizeof icc);
  }
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = c->pixels + (size_t)cinfo.next_scanline * c->width * c->channels;
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  out.size = size;
  return out;
}

static Bytes compress_turbo(Canvas *c, int subsampling) {
  tjhandle handle = tjInitCompress();
  Bytes out = { NULL, 0 };
  unsigned long size = 0;
  if (tjCompress2(handle, c->pixels, c->width, 0, c->height, TJPF_RGB, &out.data, &size, subsampling, 95,
                  TJFLAG_ACCURATEDCT) != 0) {
    fprintf(stderr, "%s\n", tjGetErrorStr2(handle));
    exit(1);
  }
  tjDestroy(handle);
  out.size = size;
  return out;
}

// The end of the entropy-coded data from `at`: the next marker that is neither a stuffed
// 0xFF00 nor a restart marker.
static size_t scan_end(Bytes b, size_t at) {
  for (; at + 1 < b.size; at++) {
    unsigned char next = b.data[at + 1];
    if (b.data[at] == 0xFF && next != 0 && !(next >= 0xD0 && next <= 0xD7)) return at;
  }
  return b.size;
}

// The offset of the `nth` (from 0) segment with `marker`, or 0 if there is none; walks
// segments by their lengths, so bytes inside a table or a scan never pass for a marker.
static size_t find_segment(Bytes b, int marker, int nth) {
  size_t at = 2;
  while (at + 4 <= b.size && b.data[at] == 0xFF && b.data[at + 1] != 0xD9) {
    int found = b.data[at + 1];
    if (found == marker && nth-- == 0) return at;
    size_t next = at + 2 + (b.data[at + 2] << 8 | b.data[at + 3]);
    at = found == 0xDA ? scan_end(b, next) : next;
  }
  return 0;
}

static size_t segment(Bytes b, int marker, int nth) {
  size_t at = find_segment(b, marker, nth);
  if (!at) { fprintf(stderr, "no segment 0x%02X number %d\n", marker, nth); exit(1); }
  return at;
}

static size_t segment_length(Bytes b, size_t at) {
  return 2 + (b.data[at + 2] << 8 | b.data[at + 3]);
}

// `b` with `removed` bytes at `at` replaced by `count` bytes of `inserted`.
static Bytes splice(Bytes b, size_t at, size_t removed, const void *inserted, size_t count) {
  Bytes out = { malloc(b.size - removed + count), b.size - removed + count };
  if (!out.data) { perror("malloc"); exit(1); }
  memcpy(out.data, b.data, at);
  memcpy(out.data + at, inserted, count);
  memcpy(out.data + at + count, b.data + at + removed, b.size - at - removed);
  return out;
}

static void save(const char *folder, const char *name, Bytes b) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s", folder, name);
  FILE *file = fopen(path, "wb");
  if (!file || fwrite(b.data, 1, b.size, file) != b.size || fclose(file) != 0) { perror(path); exit(1); }
  printf("wrote %s (%zu bytes)\n", path, b.size);
}

void write_jpeg_fixtures(const char *folder) {
  Canvas ink16 = quadrants(16, 16, 4, &inks[0][0]);
  Canvas rgb16 = quadrants(16, 16, 3, &colours[0][0]);
  Options baseline = { .space = JCS_UNKNOWN };

  // CMYK as Photoshop writes it: transform 0 (plain CMYK) and 2 (YCCK, 4:2:0), inverted ink.
  Canvas adobe16 = inverted(quadrants(16, 16, 4, &inks[0][0]));
  Canvas adobe32 = inverted(quadrants(32, 32, 4, &inks[0][0]));
  save(folder, "cmyk-adobe-16x16.jpg", compress(&adobe16, (Options){ .space = JCS_CMYK }));
  save(folder, "ycck-adobe-32x32.jpg", compress(&adobe32, (Options){ .space = JCS_YCCK, .lumaH = 2, .lumaV = 2 }));
  // Without Adobe's marker, libjpeg takes four components as CMYK, and the ink is not inverted.
  save(folder, "cmyk-plain-16x16.jpg", compress(&ink16, (Options){ .space = JCS_CMYK, .noAdobe = 1 }));

  // Coding and layout variants a decoder must know.
  save(folder, "arithmetic-16x16.jpg", compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .arithmetic = 1 }));
  save(folder, "arithmetic-progressive-16x16.jpg",
       compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .arithmetic = 1, .progressive = 1 }));
  save(folder, "progressive-16x16.jpg", compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .progressive = 1 }));
  save(folder, "restarts-16x16.jpg", compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .restartInterval = 1 }));
  save(folder, "exif-icc-16x16.jpg", compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .exifAndICC = 1 }));
  // 4:1:1 has 32×8 blocks of colour, 4:4:0 8×16: the quadrants fill whole blocks.
  Canvas wide = quadrants(64, 16, 3, &colours[0][0]);
  save(folder, "subsampling-411-64x16.jpg", compress_turbo(&wide, TJSAMP_411));
  Canvas tall = quadrants(16, 32, 3, &colours[0][0]);
  save(folder, "subsampling-440-16x32.jpg", compress_turbo(&tall, TJSAMP_440));
  // 4:1:0, which TurboJPEG has no name for: 32×16 blocks of colour.
  Canvas big = quadrants(64, 32, 3, &colours[0][0]);
  save(folder, "subsampling-410-64x32.jpg", compress(&big, (Options){ .space = JCS_UNKNOWN, .lumaH = 4, .lumaV = 2 }));

  // Cut mid-scan: the header and the first half of the scan, no end marker. The top quadrants
  // come first and cost the most bits, so the top half arrives whole, then part of a block.
  Canvas halves = quadrants(16, 32, 3, &colours[0][0]);
  Bytes whole = compress(&halves, baseline);
  size_t scan = segment(whole, 0xDA, 0);
  size_t data = scan + segment_length(whole, scan);
  save(folder, "truncated-16x32.jpg", (Bytes){ whole.data, data + (scan_end(whole, data) - data) / 2 });
  // A progressive file cut inside the Huffman table before its fourth scan: three scans of
  // the whole picture arrived. libjpeg fails on the cut table; a browser shows the three.
  Bytes progressive = compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .progressive = 1 });
  save(folder, "progressive-truncated-16x16.jpg", (Bytes){ progressive.data, segment(progressive, 0xC4, 4) + 9 });
  // Without the scan of the luma's first AC coefficients, whose refinement still follows.
  size_t missing = segment(progressive, 0xDA, 1);
  size_t length = scan_end(progressive, missing + segment_length(progressive, missing)) - missing;
  save(folder, "progressive-missing-scan-16x16.jpg", splice(progressive, missing, length, "", 0));

  Bytes good = compress(&rgb16, baseline);
  // Junk between the quantization tables and the frame header, and before the end marker.
  save(folder, "junk-between-markers-16x16.jpg", splice(good, segment(good, 0xC0, 0), 0, "junk!!!", 7));
  save(folder, "junk-before-eoi-16x16.jpg", splice(good, good.size - 2, 0, "trail", 5));
  // An APP1 segment whose length says 9 bytes fewer than it holds.
  static const unsigned char app1[] = "\xFF\xE1\x00\x14" "comment with a wrong length";
  save(folder, "app-length-16x16.jpg", splice(good, segment(good, 0xDB, 0), 0, app1, sizeof app1 - 1));
  // A Motion-JPEG frame: video encoders leave out the Huffman tables when they are the
  // standard ones, which is what libjpeg writes unless it optimizes them.
  Bytes frame = compress(&rgb16, (Options){ .space = JCS_UNKNOWN, .motionJPEG = 1 });
  for (size_t table; (table = find_segment(frame, 0xC4, 0));) {
    frame = splice(frame, table, segment_length(frame, table), "", 0);
  }
  save(folder, "mjpeg-no-huffman-tables-16x16.jpg", frame);

  // Frame headers libjpeg-turbo 2.1 refuses before reading a scan: SOF1 with 12-bit samples,
  // and SOF3, lossless. The scans under them stay 8-bit DCT data; they are never read.
  size_t frameHeader = segment(good, 0xC0, 0);
  static const unsigned char twelveBit[] = { 0xFF, 0xC1, 0x00, 0x11, 12 };
  save(folder, "precision-12-16x16.jpg", splice(good, frameHeader, 5, twelveBit, 5));
  static const unsigned char lossless[] = { 0xFF, 0xC3 };
  save(folder, "lossless-16x16.jpg", splice(good, frameHeader, 2, lossless, 2));
}
