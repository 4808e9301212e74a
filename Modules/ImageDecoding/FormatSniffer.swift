import Foundation
import Models

/// Tells the format from the first bytes, and names the common ones the app does not decode.
enum FormatSniffer {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The format of `data`; throws ``ImageDecodingError/unsupported(kind:)`` for anything else.
  static func format(of data: Data) throws(ImageDecodingError) -> ImageFormat {
    let head = [UInt8](data.prefix(12))
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if head.starts(with: pngSignature) { return .png }
    throw .unsupported(kind: kind(of: head))
  }

  private static func kind(of head: [UInt8]) -> String {
    let ascii = String(decoding: head.map { (0x20..<0x7F).contains($0) ? $0 : 0x2E }, as: UTF8.self)
    if ascii.hasPrefix("GIF8") { return "GIF" }
    if ascii.hasPrefix("RIFF") && ascii.dropFirst(8).hasPrefix("WEBP") { return "WebP" }
    if ascii.hasPrefix("BM") { return "BMP" }
    if ascii.dropFirst(4).hasPrefix("ftyp") { return "HEIF/AVIF" }
    if head.starts(with: [0xFF, 0xD8]) { return "a JPEG start without a marker after it" }
    let trimmed = ascii.drop { $0 == " " }
    if trimmed.hasPrefix("<") || trimmed.hasPrefix("{") { return "it looks like text: HTML or JSON" }
    return "unknown signature "
      + head.prefix(4).map { String($0, radix: 16).uppercased() }.joined(separator: " ")
  }

  /// Whether `bytes` ends with the format's end marker (JPEG EOI, PNG IEND chunk), allowing
  /// trailing zero padding; a failed decode without it means the data was cut short.
  static func hasEnd(_ format: ImageFormat, in bytes: UnsafeRawBufferPointer) -> Bool {
    var end = bytes.count
    while end > 0 && bytes[end - 1] == 0 { end -= 1 }
    switch format {
    case .jpeg:
      return end >= 2 && bytes[end - 2] == 0xFF && bytes[end - 1] == 0xD9
    case .png:
      // "IEND" then its 4-byte CRC.
      let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44]
      return bytes.count >= 8 && Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == iend
    }
  }
}
