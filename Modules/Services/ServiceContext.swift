import Foundation

/// What the composition root hands every service besides its own settings: the app's clock,
/// its current time and its time zone.
///
/// A service with no server (a fake kept in memory, a computation, a timer) waits on
/// ``clock``, so a test's `TestClock` drives it as it drives the features. A key's in-memory
/// fake is made with the context of the ``ServiceValues`` it is read from.
public struct ServiceContext: Sendable {
  /// Drives every delay and timeout: `ContinuousClock` in the app, a `TestClock` in tests.
  public let clock: any Clock<Duration>
  /// The current time.
  public let now: @Sendable () -> Date
  /// The zone today's date is read in.
  public let timeZone: TimeZone

  /// A context of the given clock, time and zone.
  public init(clock: any Clock<Duration>, now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
    self.clock = clock
    self.now = now
    self.timeZone = timeZone
  }
}
