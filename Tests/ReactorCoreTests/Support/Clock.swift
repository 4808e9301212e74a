import Clocks
import ReactorTesting

/// Advances `clock` once an effect sleeps on it, then lets the woken effects run.
@MainActor
func advance(_ clock: TestClock<Duration>, by duration: Duration) async {
  await waitForSleeper(on: clock)
  await clock.advance(by: duration)
  await settle()
}

/// Waits (boundedly) until some task sleeps on `clock`, so an advance cannot overtake a sleep
/// that is about to start on another thread.
@MainActor
func waitForSleeper(on clock: TestClock<Duration>, attempts: Int = 20) async {
  for _ in 0..<attempts {
    do {
      try await clock.checkSuspension()
    } catch {
      return
    }
  }
}
