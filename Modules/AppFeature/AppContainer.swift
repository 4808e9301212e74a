/// What the features are built from; the composition root fills it with live values.
public struct AppContainer: Sendable {
  /// Drives delays and timeouts; a `TestClock` in tests.
  public var clock: any Clock<Duration>

  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }
}
