import Clocks
import ReactorCore
import ReactorTesting

extension ReactorTester {
  /// Advances `clock` once a fetch is asleep on it, and lets the woken effects deliver.
  func advanceFetch(_ clock: TestClock<Duration>, by duration: Duration = .seconds(1)) async {
    await clock.waitForSleeper()
    await advance(clock, by: duration)
  }
}
