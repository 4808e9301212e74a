import TextUI

/// A screen that shows nothing, for tests that look at a view's reactor rather than its output.
@MainActor
public final class NullScreen: Screen {
  /// Creates a screen with no height limit.
  public init() {}

  /// Drops `frame`.
  public func draw(_ frame: Frame) {}

  /// Drops `message`.
  public func flash(_ message: String) {}

  /// Lines: a screen that shows nothing reads none of the terminal's keys.
  public var inputMode: InputMode { .plain }
}
