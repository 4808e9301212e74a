import Clocks
import ReactorCore

extension ReactorTester {
  /// Advances `clock` and lets the effects it woke deliver their values.
  public func advance(_ clock: TestClock<Duration>, by duration: Duration) async {
    await clock.advance(by: duration)
    await settle()
  }

  /// Runs `clock` until no sleeper is left and lets the effects it woke deliver their values.
  public func run(_ clock: TestClock<Duration>) async {
    await clock.run()
    await settle()
  }
}

extension StateRecorder {
  /// Advances `clock` and lets the effects it woke deliver their values.
  public func advance(_ clock: TestClock<Duration>, by duration: Duration) async {
    await clock.advance(by: duration)
    await settle()
  }
}
