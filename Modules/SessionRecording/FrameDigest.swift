/// A short, stable digest of a frame's text: FNV-1a (64 bits) over its lines.
///
/// It only tells one frame from another in a check, so a fast hash with no security claim fits;
/// `Hasher` would not do, since it is seeded differently in every process.
public enum FrameDigest {
  /// The digest of `lines`, as 16 hex digits.
  public static func of(_ lines: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for line in lines {
      for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      hash = (hash ^ 0x0A) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
