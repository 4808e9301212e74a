/// Somewhere screens write text: standard output in the app, a capture in tests.
public protocol TextOutput: AnyObject, Sendable {
  /// Writes `text` as is, without adding a newline.
  func write(_ text: String)
}
