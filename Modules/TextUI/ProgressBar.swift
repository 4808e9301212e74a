/// A one-line download progress bar with byte counts.
public struct ProgressBar {
  /// Renders progress as "[#####.....]  1.2 MB / 3.4 MB" in at most `width` columns.
  ///
  /// `width` is the whole line: the bar takes what the counts leave, and is left out when fewer
  /// than three cells would remain. With an unknown (nil or non-positive) total only the bytes
  /// received are shown. Sizes use decimal units (1 kB = 1000 bytes).
  public static func render(received: Int64, expected: Int64?, width: Int) -> String {
    let received = Swift.max(received, 0)
    guard let expected, expected > 0 else {
      return ByteCount.format(received).truncated(toWidth: width)
    }
    let label = ByteCount.format(received) + " / " + ByteCount.format(expected)
    let gap = "  "
    let cells = width - DisplayWidth.of(label) - DisplayWidth.of(gap) - 2
    guard cells >= 3 else { return label.truncated(toWidth: width) }
    let filled = received >= expected ? cells : filledCells(received, of: expected, cells: cells)
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: cells - filled)
    return "[" + bar + "]" + gap + label
  }

  /// Returns `cells * received / expected` rounded down, exactly, for `received < expected`.
  private static func filledCells(_ received: Int64, of expected: Int64, cells: Int) -> Int {
    // Full-width multiplication keeps huge byte counts from overflowing; the quotient is
    // below `cells` because `received < expected`.
    let product = Int64(cells).multipliedFullWidth(by: received)
    return Int(expected.dividingFullWidth(product).quotient)
  }
}
