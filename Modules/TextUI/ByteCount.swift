/// Formats byte counts for people, with one decimal place and decimal units.
public enum ByteCount {
  private static let units = ["kB", "MB", "GB", "TB", "PB", "EB"]

  /// Returns e.g. "512 B", "1.2 MB" or "3.0 GB"; formatting does not depend on the locale.
  public static func format(_ bytes: Int64) -> String {
    if bytes < 1000 { return "\(bytes) B" }
    var unitSize: Int64 = 1000
    for (position, unit) in units.enumerated() {
      let tenths = roundedTenths(bytes, unitSize: unitSize)
      // Rounding first means 999_960 bytes reads "1.0 MB", not "1000.0 kB".
      if tenths < 10_000 || position == units.count - 1 {
        return "\(tenths / 10).\(tenths % 10) \(unit)"
      }
      unitSize *= 1000
    }
    return "\(bytes) B"
  }

  private static func roundedTenths(_ bytes: Int64, unitSize: Int64) -> Int64 {
    let tenth = unitSize / 10
    // Dividing before adding the half keeps values near Int64.max from overflowing.
    return bytes / tenth + (bytes % tenth >= tenth / 2 ? 1 : 0)
  }
}
