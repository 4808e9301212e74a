/// Star counts the way GitHub abbreviates them: 950, 1.2k, 12.3k, 123k, 1.2M.
enum StarCount {
  /// The count, cut (never rounded up) to one decimal below 100k and 100M.
  static func text(_ count: Int) -> String {
    let count = max(count, 0)
    switch count {
    case ..<1_000: return String(count)
    case ..<100_000: return tenths(count, unit: 1_000, suffix: "k")
    case ..<1_000_000: return String(count / 1_000) + "k"
    case ..<100_000_000: return tenths(count, unit: 1_000_000, suffix: "M")
    default: return String(count / 1_000_000) + "M"
    }
  }

  private static func tenths(_ count: Int, unit: Int, suffix: String) -> String {
    let tenths = count / (unit / 10)
    let (whole, fraction) = (tenths / 10, tenths % 10)
    return fraction == 0 ? "\(whole)\(suffix)" : "\(whole).\(fraction)\(suffix)"
  }
}
