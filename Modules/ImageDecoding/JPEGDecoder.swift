import CTurboJPEG
import Models

/// JPEG through libjpeg-turbo's TurboJPEG API.
enum JPEGDecoder {
  /// Stop at the first warning (a truncated or damaged scan is an error, not a grey half), and
  /// refuse progressive images with more than 500 scans, which could take minutes to decode.
  private static let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS

  static func decode(_ bytes: UnsafeRawBufferPointer, maxSide: Int) throws(ImageDecodingError) -> RasterImage
  {
    guard let handle = tjInitDecompress() else {
      throw .corrupt(.jpeg, detail: "the JPEG decoder could not start")
    }
    defer { tjDestroy(handle) }
    let source = bytes.bindMemory(to: UInt8.self)
    let size = UInt(source.count)

    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    guard
      tjDecompressHeader3(handle, source.baseAddress, size, &width, &height, &subsampling, &colorspace) == 0
    else { throw failure(handle, bytes) }
    try ImageDecoder.check(width: Int(width), height: Int(height), maxSide: maxSide, format: .jpeg, in: bytes)
    // TurboJPEG cannot turn CMYK into RGB; say so rather than pass on its generic error.
    if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) {
      throw .unsupported(kind: "CMYK JPEG")
    }

    // Both sides are at most maxSide, so this is bounded before anything is allocated.
    let count = Int(width) * Int(height) * 3
    var status: Int32 = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      status = tjDecompress2(
        handle, source.baseAddress, size, buffer.baseAddress, width, 0, height, Int32(TJPF_RGB.rawValue),
        flags)
      initialized = status == 0 ? count : 0
    }
    guard status == 0 else { throw failure(handle, bytes) }
    guard let image = RasterImage(width: Int(width), height: Int(height), pixels: pixels) else {
      throw .corrupt(.jpeg, detail: "the decoder returned no pixels")
    }
    return image
  }

  private static func failure(_ handle: tjhandle, _ bytes: UnsafeRawBufferPointer) -> ImageDecodingError {
    if !FormatSniffer.hasEnd(.jpeg, in: bytes) { return .truncated(.jpeg) }
    let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    return .corrupt(.jpeg, detail: message)
  }
}
