import Foundation
import Networking
import SessionRecording
import Synchronization
import Testing

/// A replay's clock waits for the work it cannot see: however long a request takes to go out or
/// a frame to be drawn, the replay's time does not pass the moment the session says it happened.
@Suite struct ReplayGateTests {
  static let url = "http://127.0.0.1:9/search?q=swift&page=2"

  /// A session that sent one request at 48 ms, answered at 105 ms, and drew a frame at 106 ms.
  static func session() -> Session {
    let exchange = HTTPExchange(
      started: 48, ended: 105, request: HTTPRequest(url: url), secrets: [],
      result: .success(HTTPResponse(status: 200, body: Data("{}".utf8), url: url)))
    return Session(
      header: SessionTests.header,
      events: [
        SessionEvent(t: 105, .http(exchange)),
        SessionEvent(t: 106, .frame(FrameRecord(number: 1, screen: "GitHub Search", lines: ["page 2"]))),
        SessionEvent(t: 107, .end(.quit)),
      ])
  }

  /// The request goes out late in real time (here: only after the replay has tried to move on),
  /// yet its answer comes at the recorded 105 ms, and the clock waits at 106 ms for the frame.
  @Test func aLateRequestIsAnsweredAtItsRecordedTimeAndTheClockWaitsForIt() async throws {
    let session = Self.session()
    guard case .http(let exchange) = session.events[0].payload else { return }
    let clock = VirtualClock()
    let http = ReplayHTTPClient(exchanges: [exchange], clock: clock) { _ in }
    let gate = ReplayGate(
      session: session, http: http, localWork: ReplayLocalWork(session: session), clock: clock, watchdog: nil)
    let answeredAt = Mutex<Duration?>(nil)

    let mover = Task {
      await clock.advance(to: .milliseconds(107)) { instant in await gate.wait(before: instant) }
    }
    // The replay has not sent the request yet: its clock may not pass 49 ms.
    for _ in 0..<1_000 { await Task.yield() }
    #expect(clock.now.offset <= .milliseconds(49))

    let request = Task {
      _ = try await http.send(HTTPRequest(url: Self.url), progress: nil)
      answeredAt.withLock { $0 = clock.now.offset }
      gate.frameDrawn()
    }
    await mover.value
    try await request.value
    #expect(answeredAt.withLock { $0 } == .milliseconds(105))
    #expect(clock.now.offset == .milliseconds(107))
  }

  /// A wait that does not end tells the watchdog what is still missing when its limit passes:
  /// the request the session sent before the moment waited for, then the frame it drew.
  @Test(arguments: [
    (60, "the request GET \(url) (sent at 48 ms when recorded)"),
    (107, "frame 1 (the screen GitHub Search, drawn at 106 ms when recorded)"),
  ])
  func aWaitThatNeverEndsNamesWhatItWaitsFor(milliseconds: Int, named: String) async throws {
    let session = Self.session()
    guard case .http(let exchange) = session.events[0].payload else { return }
    let clock = VirtualClock()
    let http = ReplayHTTPClient(exchanges: [exchange], clock: clock) { _ in }
    let (waitedFor, expired) = AsyncStream.makeStream(of: String.self)
    let watchdog = ReplayWatchdog(limit: .milliseconds(20)) { expired.yield($0) }
    defer { watchdog.stop() }
    let gate = ReplayGate(
      session: session, http: http, localWork: ReplayLocalWork(session: session), clock: clock,
      watchdog: watchdog)
    let wait = Task { await gate.wait(before: VirtualClock.Instant(offset: .milliseconds(milliseconds))) }
    var names = waitedFor.makeAsyncIterator()
    #expect(await names.next() == named)
    // The gate itself never gives up: the replay's watchdog ends the process.
    wait.cancel()
    await wait.value
  }

  /// The clock waits for the app to read a recorded line before it moves on, and names the line.
  @Test func aLineIsWaitedForUntilTheAppHasReadIt() async {
    var session = Self.session()
    session.events.insert(SessionEvent(t: 5, .input(.line("reactorkit"))), at: 0)
    let clock = VirtualClock()
    let (waitedFor, expired) = AsyncStream.makeStream(of: String.self)
    let watchdog = ReplayWatchdog(limit: .milliseconds(20)) { expired.yield($0) }
    defer { watchdog.stop() }
    let gate = ReplayGate(
      session: session, http: ReplayHTTPClient(exchanges: [], clock: clock) { _ in },
      localWork: ReplayLocalWork(session: session), clock: clock, watchdog: watchdog)
    let wait = Task { await gate.wait(forInputs: 1) }
    var names = waitedFor.makeAsyncIterator()
    #expect(
      await names.next() == "the app to read the line 'reactorkit' (input 1, read at 5 ms when recorded)")
    gate.inputTaken()
    await wait.value
  }
}
