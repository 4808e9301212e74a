/// What was wrong with an image that still decoded, as a browser would show it. Each
/// description is one line for under the picture.
public enum ImageDecodingWarning: Equatable, Sendable, CustomStringConvertible {
  /// The data ends before the image does. A sequential JPEG's rows after the cut are grey; a
  /// progressive one is whole but lacks the detail of the scans that did not arrive.
  case endsEarly(progressive: Bool)
  /// Bytes between the image data and the end marker were skipped.
  case strayBytesBeforeEnd(count: Int)
  /// Bytes that belong to no segment, between two markers, were skipped.
  case junkBetweenMarkers(count: Int)
  /// A segment (`"APP1"`) declares a length shorter than it is; the rest of it was skipped.
  case wrongSegmentLength(segment: String, skipped: Int)
  /// The compressed data is damaged (a bad code, a missing restart marker): some blocks are wrong.
  case damagedData
  /// A progressive scan is missing, so a later one that refines it could not.
  case missingScan
  /// Adobe's APP14 marker names a colour transform libjpeg does not know; it guessed.
  case unknownColorTransform(Int)
  /// Another warning of libjpeg-turbo's, in its own words.
  case other(String)

  public var description: String {
    switch self {
    case .endsEarly(progressive: false):
      "the file ends early: the bottom is missing"
    case .endsEarly(progressive: true):
      "the file ends early: the picture lacks its last details"
    case .strayBytesBeforeEnd(let count):
      "\(Self.bytes(count)) before the end of the file \(count == 1 ? "was" : "were") skipped"
    case .junkBetweenMarkers(let count):
      "\(Self.bytes(count)) of junk between segments \(count == 1 ? "was" : "were") skipped"
    case .wrongSegmentLength(let segment, let skipped):
      "an \(segment) segment's length is wrong: the \(Self.bytes(skipped)) after it "
        + "\(skipped == 1 ? "was" : "were") skipped"
    case .damagedData:
      "the image data is damaged: parts of the picture may be wrong"
    case .missingScan:
      "a progressive scan is missing: the picture may be blurred or off-colour"
    case .unknownColorTransform(let code):
      "unknown Adobe colour transform \(code): the colours may be wrong"
    case .other(let message):
      "libjpeg-turbo warns: \(message)"
    }
  }

  private static func bytes(_ count: Int) -> String {
    count == 1 ? "1 byte" : "\(count) bytes"
  }
}
