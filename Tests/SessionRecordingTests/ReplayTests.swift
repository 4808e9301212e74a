import Foundation
import Networking
import SessionRecording
import Synchronization
import Testing

/// The replay's clock and network: time moves only when the replay moves it, and only recorded
/// answers come back.
@Suite struct ReplayTests {
  @Test func sleepersWakeAtTheirDeadlinesInOrderAndOnlyWhenTheClockGetsThere() async throws {
    let clock = VirtualClock()
    let woken = Log()
    let late = Task {
      try await clock.sleep(for: .milliseconds(300))
      woken.items.withLock { $0.append("300 ms at \(clock.now.offset)") }
    }
    let early = Task {
      try await clock.sleep(for: .milliseconds(100))
      woken.items.withLock { $0.append("100 ms at \(clock.now.offset)") }
    }
    await clock.advance(to: .zero) { _ in await Self.until { clock.sleeperCount == 2 } }
    await clock.advance(to: .milliseconds(200)) { _ in await Task.yield() }
    await Self.until { woken.items.withLock { $0.count } == 1 }
    #expect(woken.items.withLock { $0 } == ["100 ms at 0.1 seconds"])
    #expect(clock.now.offset == .milliseconds(200))
    await clock.advance(to: .milliseconds(500)) { _ in await Task.yield() }
    try await late.value
    try await early.value
    #expect(woken.items.withLock { $0 } == ["100 ms at 0.1 seconds", "300 ms at 0.3 seconds"])
  }

  /// A woken sleeper goes on through the replay's executor, which counts it until it has run, so
  /// a replay lets it run before the clock moves on, rather than race a thread of the global pool.
  /// On the main actor, whose queue the executor's jobs share: none runs until the test awaits.
  @MainActor
  @Test func aWokenSleeperGoesOnThroughTheWakingExecutor() async throws {
    let effects = ReplayEffectExecutor()
    let clock = VirtualClock(waking: effects)
    let sleeper = Task { try await clock.sleep(for: .milliseconds(100)) }
    await clock.advance(to: .zero) { _ in await Self.until { clock.sleeperCount == 1 } }
    await clock.advance(to: .milliseconds(100)) { _ in }
    #expect(effects.pending == 1, "queued on the executor, which has yet to run it")
    try await sleeper.value
    #expect(effects.pending == 0)
  }

  /// Sleepers due at the same moment (five keys pasted, five half-second delays) wake one at a
  /// time, the one that began to sleep first first, each readied for: what one does runs before
  /// the next wakes, the same way on every replay.
  @Test func sleepersDueTogetherWakeOneAtATimeInTheOrderTheySlept() async throws {
    let clock = VirtualClock()
    let woken = Log()
    var sleepers: [Task<Void, any Error>] = []
    for name in ["first", "second", "third"] {
      sleepers.append(
        Task {
          try await clock.sleep(until: .init(offset: .milliseconds(500)))
          woken.items.withLock { $0.append(name) }
        })
      let count = sleepers.count
      await Self.until { clock.sleeperCount == count }
    }
    let readied = Log()
    await clock.advance(to: .milliseconds(500)) { instant in
      // Each wake-up's work is done before the next one comes.
      await Self.until { woken.items.withLock { $0.count } == readied.items.withLock { $0.count } }
      readied.items.withLock { $0.append("\(instant.offset)") }
    }
    for sleeper in sleepers { try await sleeper.value }
    #expect(woken.items.withLock { $0 } == ["first", "second", "third"])
    #expect(readied.items.withLock { $0 } == Array(repeating: "0.5 seconds", count: 4))
  }

  @Test func aCancelledSleeperEndsAtOnceWithoutTheClockMoving() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    await Self.until { clock.sleeperCount == 1 }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .zero)
  }

  @Test func recordedAnswersAreServedAndAnUnrecordedRequestIsADivergence() async throws {
    let url = "http://127.0.0.1:9/posts?_page=1"
    let exchange = HTTPExchange(
      started: 10, ended: 10, request: HTTPRequest(url: url), secrets: [],
      result: .success(HTTPResponse(status: 200, body: Data("[]".utf8), url: url)))
    let divergences = Log()
    let clock = VirtualClock()
    let client = ReplayHTTPClient(exchanges: [exchange], clock: clock) { sentence in
      divergences.items.withLock { $0.append(sentence) }
    }
    let answer = Task { try await client.send(HTTPRequest(url: url), progress: nil) }
    // The answer waits for the moment it came in the session.
    while clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(to: .milliseconds(10)) { _ in }
    let response = try await answer.value
    #expect(response.status == 200)
    #expect(response.body == Data("[]".utf8))
    // Each recorded answer is served once: the same request again was never recorded.
    let error = await #expect(throws: HTTPError.self) {
      try await client.send(HTTPRequest(url: url), progress: nil)
    }
    let sentence = "the replay asked for GET \(url), which the session never recorded"
    #expect(error == .transport(code: 0, message: sentence))
    #expect(divergences.items.withLock { $0 } == [sentence])
  }

  /// A download's recorded progress comes back at the moments it was recorded, in order, each
  /// before the clock reaches the next, and the answer only once the clock reaches its end:
  /// moments on the session's time line, whenever the request went out.
  @Test func recordedProgressIsReportedAtItsRecordedTimesBeforeTheAnswer() async throws {
    let url = "http://127.0.0.1:9/id/1084/240/180"
    let exchange = HTTPExchange(
      started: 100, ended: 400, request: HTTPRequest(url: url), secrets: [],
      result: .success(HTTPResponse(status: 200, body: Data(repeating: 7, count: 20), url: url)),
      progress: [
        .init(at: 200, received: 10, expected: 20), .init(at: 350, received: 20, expected: 20),
      ])
    let clock = VirtualClock()
    let client = ReplayHTTPClient(exchanges: [exchange], clock: clock) { _ in }
    let reports = Log()
    let download = Task {
      let response = try await client.send(
        HTTPRequest(url: url),
        progress: { received, expected in
          reports.items.withLock { $0.append("\(received)/\(expected ?? -1) at \(clock.now.offset)") }
        })
      reports.items.withLock { $0.append("\(response.body.count) bytes at \(clock.now.offset)") }
    }
    await clock.advance(to: .zero) { _ in await Self.until { clock.sleeperCount == 1 } }
    await clock.advance(to: .milliseconds(220)) { _ in await Self.until { clock.sleeperCount == 1 } }
    #expect(reports.items.withLock { $0 } == ["10/20 at 0.2 seconds"])
    await clock.advance(to: .milliseconds(399)) { _ in await Self.until { clock.sleeperCount == 1 } }
    #expect(reports.items.withLock { $0 } == ["10/20 at 0.2 seconds", "20/20 at 0.35 seconds"])
    await clock.advance(to: .milliseconds(400)) { _ in await Task.yield() }
    try await download.value
    #expect(
      reports.items.withLock { $0 } == [
        "10/20 at 0.2 seconds", "20/20 at 0.35 seconds", "20 bytes at 0.4 seconds",
      ])
  }

  /// Lines written from several tasks.
  final class Log: Sendable {
    let items = Mutex<[String]>([])
  }

  /// Waits, yielding, until `condition` holds.
  ///
  /// Bounded by ``hangGuard`` so that a broken clock fails instead of hanging. A count of yields
  /// was the bound once: on a machine busy with other work the task that makes `condition` true
  /// may not run during thousands of them.
  static func until(
    _ condition: @Sendable () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let deadline = ContinuousClock.now + hangGuard
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("the condition never held", sourceLocation: sourceLocation)
        return
      }
      await Task.yield()
    }
  }

  /// A hang guard, not a timing claim: what ``until(_:sourceLocation:)`` waits for comes within
  /// microseconds, and a minute is reached only when it never comes.
  static let hangGuard: Duration = .seconds(60)

  /// A replay stopped early ends its time line: what sleeps on it, and what sleeps later, ends
  /// as cancelled instead of waiting for a moment that will not come.
  @Test func aStoppedClockEndsEverySleeperAndEverySleepAfter() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    clock.stop()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    await #expect(throws: CancellationError.self) { try await clock.sleep(for: .milliseconds(1)) }
    #expect(clock.now.offset == .zero)
    #expect(clock.sleeperCount == 0)
  }
}
