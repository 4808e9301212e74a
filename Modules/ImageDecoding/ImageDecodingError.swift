import Models

/// Why bytes did not become an image. Each description is one sentence for the screen.
public enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// There were no bytes at all.
  case empty
  /// More bytes than the cap; nothing was parsed.
  case tooManyBytes(count: Int, limit: Int)
  /// Neither JPEG nor PNG; `kind` names what it looks like ("GIF", "WebP"), when known.
  case unsupported(kind: String)
  /// A JPEG the installed libjpeg-turbo cannot decode; `feature` is "12-bit JPEG",
  /// "lossless JPEG" or "hierarchical JPEG".
  case unsupportedJPEG(feature: String)
  /// The header declares a side longer than the limit; nothing was allocated for the pixels.
  case tooLarge(width: Int, height: Int, maxSide: Int)
  /// The data ends before the image does.
  case truncated(ImageFormat)
  /// The library rejected the data; its own words.
  case corrupt(ImageFormat, detail: String)

  public var description: String {
    switch self {
    case .empty:
      "the image is empty (0 bytes)"
    case .tooManyBytes(let count, let limit):
      "the image is \(count) bytes, over the limit of \(limit) bytes"
    case .unsupported(let kind):
      "not a JPEG or PNG image (\(kind))"
    case .unsupportedJPEG(let feature):
      "\(feature) is not supported by this libjpeg-turbo"
    case .tooLarge(let width, let height, let maxSide):
      "the image is \(width)×\(height) pixels; the limit is \(maxSide) pixels a side"
    case .truncated(let format):
      "the \(format.rawValue) image is truncated: its data ends early"
    case .corrupt(let format, let detail):
      "the \(format.rawValue) image is corrupt: \(detail)"
    }
  }
}
