import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// `deadlineSleep(after:)`: the deadline is read when the sleep is made, not when it begins.
@MainActor
struct DeadlineSleepTests {
  @Test func aSleepWakesWhenTheClockReachesItsDeadline() async {
    let clock = TestClock()
    let sleep = clock.deadlineSleep(after: .milliseconds(500))
    var woke = false
    let task = Task { @MainActor in
      try await sleep()
      woke = true
    }
    await clock.advance(by: .milliseconds(499))
    #expect(!woke)
    await clock.advance(by: .milliseconds(1))
    await drainMainActor { woke }
    #expect(woke)
    task.cancel()
  }

  /// The clock moved to the deadline before the sleeping task first ran: it must not wait for
  /// another advance that never comes.
  @Test func aDeadlineReachedBeforeTheSleepBeginsWakesAtOnce() async {
    let clock = TestClock()
    let sleep = clock.deadlineSleep(after: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    var woke = false
    let task = Task { @MainActor in
      try await sleep()
      woke = true
    }
    await drainMainActor { woke }
    #expect(woke)
    task.cancel()
  }
}
