extension ImageDecodingWarning {
  /// The warning libjpeg-turbo's `message` reports, or nil when it is not one of libjpeg's
  /// warnings (jerror.h's `JWRN_` messages): an error, then.
  ///
  /// TurboJPEG 2.1 cannot say itself: `tjGetErrorCode` reports `TJERR_WARNING` whenever any
  /// warning came first, even when a fatal error followed and no pixels were written. The
  /// message can: it is the first warning's, unless an error replaced it.
  init?(libjpegMessage message: String, structure: JPEGStructure) {
    let corrupt = "Corrupt JPEG data: "
    if message == "Premature end of JPEG file" {
      self = .endsEarly(progressive: structure.isProgressive)
    } else if message.hasPrefix(corrupt), message.contains(" extraneous bytes before marker 0x") {
      // "Corrupt JPEG data: 9 extraneous bytes before marker 0xdb"
      let words = message.dropFirst(corrupt.count).split(separator: " ")
      let count = Int(words.first ?? "") ?? 0
      let marker = words.last.flatMap { UInt8($0.dropFirst(2), radix: 16) }
      if marker == 0xD9 {
        self = .strayBytesBeforeEnd(count: count)
      } else if let segment = structure.junkAfter, (0xE0...0xEF).contains(segment) {
        self = .wrongSegmentLength(segment: "APP\(segment - 0xE0)", skipped: count)
      } else {
        self = .junkBetweenMarkers(count: count)
      }
    } else if [
      "Corrupt JPEG data: premature end of data segment", "Corrupt JPEG data: bad Huffman code",
      "Corrupt JPEG data: bad arithmetic code",
    ].contains(message) || message.hasPrefix("Corrupt JPEG data: found marker 0x") {
      self = .damagedData
    } else if message.hasPrefix("Inconsistent progression sequence for component ") {
      self = .missingScan
    } else if message.hasPrefix("Unknown Adobe color transform code ") {
      self = .unknownColorTransform(Int(message.split(separator: " ").last ?? "") ?? -1)
    } else if message.hasPrefix("Warning: unknown JFIF revision number ")
      || [
        "Invalid SOS parameters for sequential JPEG", "Application transferred too many scanlines",
        "Corrupt JPEG data: bad ICC marker",
      ].contains(message)
    {
      self = .other(message)
    } else {
      return nil
    }
  }
}
