import Foundation
import SessionRecording
import Synchronization
import Testing

/// A replay ends whatever its session holds: the watchdog, on a thread of its own, ends a wait
/// past its limit, once, naming what was waited for; a paused or stopped one never does.
///
/// The watchdog measures real time, which is what it bounds; the limits here are short, and the
/// tests that expect no expiry wait several limits with it paused or stopped, never near one.
@Suite struct ReplayWatchdogTests {
  @Test func aWaitPastTheLimitExpiresOnceNamingWhatWasStillMissing() async {
    let missing = Mutex("frame 4")
    let (waitedFor, expired) = AsyncStream.makeStream(of: String.self)
    let watchdog = ReplayWatchdog(limit: .milliseconds(20)) { expired.yield($0) }
    defer { watchdog.stop() }
    watchdog.waiting { "the replay's \(missing.withLock { $0 })" }
    // Named when the limit passes, not when the wait began.
    missing.withLock { $0 = "frame 5" }
    var names = waitedFor.makeAsyncIterator()
    #expect(await names.next() == "the replay's frame 5")
    expired.finish()
    #expect(await names.next() == nil, "it expires once")
  }

  @Test func itCountsFromTheFirstWait() async throws {
    let expiries = Mutex(0)
    let watchdog = ReplayWatchdog(limit: .milliseconds(20)) { _ in expiries.withLock { $0 += 1 } }
    try await Task.sleep(for: .milliseconds(200))
    #expect(expiries.withLock { $0 } == 0)
    watchdog.stop()
  }

  /// A recorded pause played at its pace is a wait the replay chose, however long.
  @Test func aPausedWatchdogDoesNotExpire() async throws {
    let expiries = Mutex(0)
    let watchdog = ReplayWatchdog(limit: .milliseconds(20)) { _ in expiries.withLock { $0 += 1 } }
    watchdog.pause()
    try await Task.sleep(for: .milliseconds(200))
    #expect(expiries.withLock { $0 } == 0)
    watchdog.stop()
  }

  @Test func aStoppedWatchdogDoesNotExpire() async throws {
    let expiries = Mutex(0)
    let watchdog = ReplayWatchdog(limit: .milliseconds(20)) { _ in expiries.withLock { $0 += 1 } }
    watchdog.waiting(for: "the app to end")
    watchdog.stop()
    try await Task.sleep(for: .milliseconds(200))
    #expect(expiries.withLock { $0 } == 0)
  }

  /// A write a slow reader holds up (`| less`) is the reader's time, not the replay's.
  @Test func timeSpentInAnExcludedCallDoesNotCount() throws {
    let expiries = Mutex(0)
    let watchdog = ReplayWatchdog(limit: .milliseconds(500)) { _ in expiries.withLock { $0 += 1 } }
    defer { watchdog.stop() }
    watchdog.waiting(for: "frame 2")
    watchdog.excluding { Thread.sleep(forTimeInterval: 1) }
    #expect(expiries.withLock { $0 } == 0)
  }
}
