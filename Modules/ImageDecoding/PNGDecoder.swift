import CPNG
import Models

/// PNG through libpng's simplified API, which keeps libpng's longjmp error handling inside C.
enum PNGDecoder {
  static func decode(_ bytes: UnsafeRawBufferPointer, maxSide: Int) throws(ImageDecodingError) -> RasterImage
  {
    var image = png_image()
    image.version = cpng_image_version
    // Frees what libpng allocated on every way out; safe to call more than once.
    defer { png_image_free(&image) }

    // Reads the signature and IHDR only: the dimensions are known before any pixel memory.
    guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
      throw failure(image, bytes)
    }
    let (width, height) = (Int(image.width), Int(image.height))
    try ImageDecoder.check(width: width, height: height, maxSide: maxSide, format: .png, in: bytes)

    image.format = cpng_format_rgb
    let stride = width * 3
    let count = stride * height
    // Transparent pixels are composited onto black, the usual terminal background.
    var background = png_color(red: 0, green: 0, blue: 0)
    var status: Int32 = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      status = png_image_finish_read(&image, &background, buffer.baseAddress, png_int_32(stride), nil)
      initialized = status != 0 ? count : 0
    }
    guard status != 0 else { throw failure(image, bytes) }
    guard let raster = RasterImage(width: width, height: height, pixels: pixels) else {
      throw .corrupt(.png, detail: "the decoder returned no pixels")
    }
    return raster
  }

  private static func failure(_ image: png_image, _ bytes: UnsafeRawBufferPointer) -> ImageDecodingError {
    if !FormatSniffer.hasEnd(.png, in: bytes) { return .truncated(.png) }
    let message = withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return .corrupt(.png, detail: message.isEmpty ? "unknown error" : message)
  }
}
