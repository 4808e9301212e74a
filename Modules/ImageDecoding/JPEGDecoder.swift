import CTurboJPEG
import Models

/// JPEG through libjpeg-turbo's TurboJPEG API, as a browser shows it: what libjpeg-turbo
/// decodes with a warning is kept, with the warning; CMYK and YCCK become RGB here.
enum JPEGDecoder {
  /// Warnings do not stop the decode (TurboJPEG's default without `TJFLAG_STOPONWARNING`);
  /// progressive images with more than 500 scans, which could take minutes, are refused.
  private static let flags = TJFLAG_LIMITSCANS

  static func decode(_ bytes: UnsafeRawBufferPointer, maxSide: Int) throws(ImageDecodingError)
    -> (RasterImage, ImageDecodingWarning?)
  {
    guard let handle = tjInitDecompress() else {
      throw .corrupt(.jpeg, detail: "the JPEG decoder could not start")
    }
    defer { tjDestroy(handle) }
    let structure = JPEGStructure(bytes)
    do {
      return try decode(bytes, structure: structure, handle: handle, maxSide: maxSide)
    } catch .truncated(.jpeg) {
      // Cut inside a segment between two scans (a progressive file's Huffman table), libjpeg
      // reads the end marker it invents as the segment's data and gives up. Cut before that
      // segment, the scans before it decode, as a browser shows them.
      let whole = JPEGStructure(bytes, throughScans: true)
      if let tail = whole.incompleteTail, let scan = whole.firstScan, tail > scan,
        let decoded = try? decode(
          UnsafeRawBufferPointer(rebasing: bytes[..<tail]), structure: structure, handle: handle,
          maxSide: maxSide)
      {
        return decoded
      }
      throw .truncated(.jpeg)
    }
  }

  private static func decode(
    _ bytes: UnsafeRawBufferPointer, structure: JPEGStructure, handle: tjhandle, maxSide: Int
  ) throws(ImageDecodingError) -> (RasterImage, ImageDecodingWarning?) {
    let source = bytes.bindMemory(to: UInt8.self)
    let size = UInt(source.count)

    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    if tjDecompressHeader3(handle, source.baseAddress, size, &width, &height, &subsampling, &colorspace) != 0
    {
      let message = errorMessage(handle)
      // A warning leaves the header read; so does sampling TurboJPEG has no name for (4:1:0),
      // which only its answer about subsampling needs, not the decoder.
      let headerRead =
        ImageDecodingWarning(libjpegMessage: message, structure: structure) != nil
        || message.hasSuffix("Could not determine subsampling type for JPEG image")
      guard headerRead, width > 0, height > 0 else { throw failure(message, structure, bytes) }
    }
    try ImageDecoder.check(width: Int(width), height: Int(height), maxSide: maxSide, format: .jpeg, in: bytes)

    // TurboJPEG turns YCCK into CMYK but not CMYK into RGB: that is done below.
    let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    let area = Int(width) * Int(height)
    // Both sides are at most maxSide, so this is bounded before anything is allocated.
    let capacity = area * (isCMYK ? 4 : 3)
    let format = isCMYK ? TJPF_CMYK : TJPF_RGB
    var outcome: Result<ImageDecodingWarning?, ImageDecodingError> = .success(nil)
    let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      initialized = 0
      let status = tjDecompress2(
        handle, source.baseAddress, size, buffer.baseAddress, width, 0, height, Int32(format.rawValue), flags)
      if status != 0 {
        let message = errorMessage(handle)
        guard let warning = ImageDecodingWarning(libjpegMessage: message, structure: structure) else {
          outcome = .failure(failure(message, structure, bytes))
          return
        }
        outcome = .success(warning)
      }
      if isCMYK { convertCMYK(buffer, pixels: area, inverted: structure.hasAdobeMarker) }
      initialized = area * 3
    }
    let warning = try outcome.get()
    guard let image = RasterImage(width: Int(width), height: Int(height), pixels: pixels) else {
      throw .corrupt(.jpeg, detail: "the decoder returned no pixels")
    }
    return (image, warning)
  }

  /// CMYK to RGB in place, front to back: a pixel's three bytes land at or before its four, so
  /// nothing is overwritten before it is read. Without a colour profile, each channel is the
  /// light its ink lets through times the light black lets through, as browsers do. Adobe's
  /// files store 255 - ink; others store the ink.
  static func convertCMYK(_ buffer: UnsafeMutableBufferPointer<UInt8>, pixels: Int, inverted: Bool) {
    for pixel in 0..<pixels {
      var (cyan, magenta, yellow, black) = (
        Int(buffer[pixel * 4]), Int(buffer[pixel * 4 + 1]), Int(buffer[pixel * 4 + 2]),
        Int(buffer[pixel * 4 + 3])
      )
      if !inverted {
        (cyan, magenta, yellow, black) = (255 - cyan, 255 - magenta, 255 - yellow, 255 - black)
      }
      buffer[pixel * 3] = UInt8((cyan * black + 127) / 255)
      buffer[pixel * 3 + 1] = UInt8((magenta * black + 127) / 255)
      buffer[pixel * 3 + 2] = UInt8((yellow * black + 127) / 255)
    }
  }

  private static func errorMessage(_ handle: tjhandle) -> String {
    tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
  }

  /// The error for libjpeg-turbo's `message`: a feature this libjpeg-turbo lacks, data cut
  /// short, or its own words without TurboJPEG's function name ("tjDecompressHeader3(): ").
  private static func failure(
    _ message: String, _ structure: JPEGStructure, _ bytes: UnsafeRawBufferPointer
  ) -> ImageDecodingError {
    if let feature = unsupportedFeature(message, structure) { return .unsupportedJPEG(feature: feature) }
    if !FormatSniffer.hasEnd(.jpeg, in: bytes) { return .truncated(.jpeg) }
    var detail = Substring(message)
    if detail.hasPrefix("tj"), let name = detail.firstRange(of: "(): ") {
      detail = detail[name.upperBound...]
    }
    return .corrupt(.jpeg, detail: String(detail))
  }

  /// What libjpeg-turbo said it cannot decode, named from the frame header.
  private static func unsupportedFeature(_ message: String, _ structure: JPEGStructure) -> String? {
    if message.hasPrefix("Unsupported JPEG data precision ") {
      return "\(structure.precision ?? Int(message.split(separator: " ").last ?? "") ?? 0)-bit JPEG"
    }
    guard
      message.hasPrefix("Unsupported JPEG process: ")
        || message == "Sorry, arithmetic coding is not implemented"
        || message == "Requested feature was omitted at compile time"
    else { return nil }
    switch structure.frameMarker {
    case 0xC3, 0xC7, 0xCB, 0xCF: return "lossless JPEG"
    case 0xC5, 0xC6, 0xCD, 0xCE: return "hierarchical JPEG"
    case 0xC9, 0xCA: return "arithmetic-coded JPEG"
    default: return nil
    }
  }
}
