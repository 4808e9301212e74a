import Clocks
import ReactorTesting

/// Advances `clock` and lets the effects it woke run; effects run on a `TestEffectExecutor`, so
/// a sleep that is about to start has started by the time the clock moves.
@MainActor
func advance(_ clock: TestClock<Duration>, by duration: Duration) async {
  await drainMainActor()
  await clock.advance(by: duration)
  await drainMainActor()
}
