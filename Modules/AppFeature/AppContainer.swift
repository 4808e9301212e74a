/// What the features are built from; the composition root fills it with live values, and each
/// feature's factory takes only what that feature needs.
public struct AppContainer: Sendable {
  /// Drives delays and timeouts; a `TestClock` in tests.
  public var clock: any Clock<Duration>
  /// Problems found while starting (a log that cannot be written, a database moved aside),
  /// shown once on the menu.
  public var notices: [String]

  public init(clock: any Clock<Duration>, notices: [String] = []) {
    self.clock = clock
    self.notices = notices
  }
}
