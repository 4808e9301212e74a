/// What the decoder needs from a JPEG's marker segments that TurboJPEG does not tell: the frame
/// header's kind, whether Adobe's APP14 marker is there, and where damaged data went wrong.
///
/// The walk follows the segments by their declared lengths, skips bytes that are not a marker
/// as libjpeg does, never reads outside the buffer, and by default stops at the first scan.
struct JPEGStructure {
  /// The frame header's marker (0xC0 baseline, 0xC2 progressive, 0xC3 lossless, …).
  private(set) var frameMarker: UInt8?
  /// The frame header's bits per sample.
  private(set) var precision: Int?
  /// Adobe's APP14 segment is present (libjpeg's `saw_Adobe_marker`): Photoshop and the
  /// browsers' decoders take its CMYK as inverted, 255 meaning no ink.
  private(set) var hasAdobeMarker = false
  /// The marker of the first segment followed by junk instead of a marker.
  private(set) var junkAfter: UInt8?
  /// Where the first scan's header starts.
  private(set) var firstScan: Int?
  /// Where the segment or scan the data ends inside starts (only when walked through the
  /// scans): the data before it is whole.
  private(set) var incompleteTail: Int?

  init(_ bytes: UnsafeRawBufferPointer, throughScans: Bool = false) {
    var at = 2
    var previous: UInt8 = 0xD8
    while at + 1 < bytes.count {
      guard bytes[at] == 0xFF else {
        if junkAfter == nil { junkAfter = previous }
        at += 1
        continue
      }
      let marker = bytes[at + 1]
      switch marker {
      case 0xFF:
        at += 1
        continue
      case 0xD9:
        return
      case 0x01, 0xD0...0xD8:
        // Markers without a length: TEM, restarts, a second SOI.
        at += 2
        previous = marker
        continue
      default:
        break
      }
      let length = at + 3 < bytes.count ? Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) : 0
      let end = at + 2 + length
      guard length >= 2, end <= bytes.count else {
        incompleteTail = at
        return
      }
      read(marker, payload: (at + 4)..<end, in: bytes)
      if marker == 0xDA {
        if firstScan == nil { firstScan = at }
        guard throughScans else { return }
        guard let scanEnd = Self.entropyCodedEnd(from: end, in: bytes) else {
          incompleteTail = at
          return
        }
        at = scanEnd
      } else {
        at = end
      }
      previous = marker
    }
  }

  /// A progressive frame (SOF2, SOF6, SOF10, SOF14).
  var isProgressive: Bool {
    frameMarker.map { [0xC2, 0xC6, 0xCA, 0xCE].contains($0) } ?? false
  }

  private mutating func read(_ marker: UInt8, payload: Range<Int>, in bytes: UnsafeRawBufferPointer) {
    switch marker {
    case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
      // The first frame header is the one libjpeg uses; a second is an error it reports.
      guard frameMarker == nil, let first = payload.first else { return }
      frameMarker = marker
      precision = Int(bytes[first])
    case 0xEE:
      // libjpeg's test: "Adobe" and at least 12 bytes of payload.
      let adobe: [UInt8] = Array("Adobe".utf8)
      if payload.count >= 12 && bytes[payload.prefix(5)].elementsEqual(adobe) { hasAdobeMarker = true }
    default:
      break
    }
  }

  /// Where the entropy-coded data starting at `start` ends: the next marker that is neither a
  /// stuffed 0xFF00 nor a restart marker; nil if the data runs to the end.
  private static func entropyCodedEnd(from start: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
    var at = start
    while at + 1 < bytes.count {
      if bytes[at] == 0xFF {
        let next = bytes[at + 1]
        if next != 0 && !(0xD0...0xD7).contains(next) { return at }
      }
      at += 1
    }
    return nil
  }
}
