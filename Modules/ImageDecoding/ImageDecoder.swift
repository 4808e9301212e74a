import Foundation
import Models

/// Decodes JPEG (libjpeg-turbo) and PNG (libpng) bytes into RGB pixels, within limits.
///
/// Every check that bounds memory runs before the pixel buffer is allocated: the byte count
/// first, then the dimensions the header declares. Bad input throws
/// ``ImageDecodingError``; it never traps.
public struct ImageDecoder: Sendable {
  /// What the decoder accepts.
  public struct Limits: Sendable, Equatable {
    /// The longest side, in pixels.
    public var maxSide: Int
    /// The most encoded bytes.
    public var maxBytes: Int

    /// 8192 pixels a side (at most 192 MiB of RGB; a CMYK JPEG needs 256 MiB while it is
    /// converted in place), and 10 MiB of encoded data, the default `http.maxBodyBytes`.
    public static let `default` = Limits(maxSide: 8192, maxBytes: 10_485_760)

    public init(maxSide: Int, maxBytes: Int) {
      self.maxSide = maxSide
      self.maxBytes = maxBytes
    }
  }

  /// The decoded image, the format it came in, and what was wrong with it if it decoded
  /// anyway.
  public struct Decoded: Sendable, Equatable {
    public var image: RasterImage
    public var format: ImageFormat
    /// Set when libjpeg-turbo decoded the image with a warning (a file cut short, junk bytes,
    /// a missing scan): the picture is what it made of the data, as a browser shows it.
    public var warning: ImageDecodingWarning?
  }

  public let limits: Limits

  public init(limits: Limits = .default) {
    self.limits = limits
  }

  /// Decodes `data`, choosing the decoder from its signature, not from a name or a header.
  ///
  /// A JPEG that libjpeg-turbo decodes with a warning is returned with
  /// ``Decoded/warning`` set; one that leaves no pixels throws.
  public func decode(_ data: Data) throws(ImageDecodingError) -> Decoded {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= limits.maxBytes else {
      throw .tooManyBytes(count: data.count, limit: limits.maxBytes)
    }
    let format = try FormatSniffer.format(of: data)
    let result: Result<Decoded, ImageDecodingError> = data.withUnsafeBytes { bytes in
      Result { () throws(ImageDecodingError) in
        switch format {
        case .jpeg:
          let (image, warning) = try JPEGDecoder.decode(bytes, maxSide: limits.maxSide)
          return Decoded(image: image, format: format, warning: warning)
        case .png:
          return Decoded(image: try PNGDecoder.decode(bytes, maxSide: limits.maxSide), format: format)
        }
      }
    }
    return try result.get()
  }

  /// Throws ``ImageDecodingError/tooLarge(width:height:maxSide:)`` unless both sides fit, and
  /// an error for a header that declares no pixels: truncated when the data has no end marker.
  static func check(
    width: Int, height: Int, maxSide: Int, format: ImageFormat, in bytes: UnsafeRawBufferPointer
  ) throws(ImageDecodingError) {
    guard width > 0, height > 0 else {
      throw FormatSniffer.hasEnd(format, in: bytes)
        ? .corrupt(format, detail: "the header declares \(width)×\(height) pixels") : .truncated(format)
    }
    guard width <= maxSide, height <= maxSide else {
      throw .tooLarge(width: width, height: height, maxSide: maxSide)
    }
  }
}
