import Foundation

extension TraceSummary {
  /// The words of a value whose own description does not suit the trace: text, a duration, a
  /// date; nil for any other value. A string nested inside another value is cut shorter.
  static func leaf(_ value: Any, depth: Int) -> String? {
    let limit = depth < 2 ? stringLimit : stringLimit / 2
    return switch value {
    case let string as String: quoted(string, limit: limit)
    case let string as Substring: quoted(String(string), limit: limit)
    case let character as Character: quoted(String(character), limit: limit)
    case let duration as Duration: text(duration)
    // Swift's `2024-05-01 12:00:00 +0000` takes a reader a moment longer.
    case let date as Date: date.formatted(.iso8601)
    default: nil
    }
  }

  /// Text in quotes, cut after `limit` characters.
  private static func quoted(_ string: String, limit: Int) -> String {
    guard string.count > limit else { return "\"\(string)\"" }
    return "\"\(string.prefix(limit))…\""
  }

  /// A duration in a person's units (`0 s`, `250 ms`, `1.5 s`) rather than Swift's `0.0 seconds`.
  private static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    if milliseconds == 0 { return "0 s" }
    if abs(milliseconds) < 1000 { return "\(trimmed(milliseconds)) ms" }
    return "\(trimmed(milliseconds / 1000)) s"
  }

  /// `value` to at most three decimals, with none shown for a whole number.
  private static func trimmed(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
