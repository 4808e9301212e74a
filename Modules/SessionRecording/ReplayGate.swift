import Synchronization

/// What a replay's clock waits for before it passes an instant: every frame the session drew
/// and every request it sent before that instant, made again by the replay; and what the replay
/// waits for before it lets go local work: that work, come to its finish.
///
/// Work that does not sleep on the replay's clock (a database query, an image decoded, a task not
/// yet scheduled) takes as long as the machine makes it take. Waiting for its recorded outcome
/// before time moves on makes a replay come out the same on a busy machine as on an idle one.
/// A replay that diverged would wait for ever, so the gate waits at most `patience` of real
/// time, says so once, and from then on lets the clock run.
public final class ReplayGate: Sendable {
  private struct State {
    var drawn = 0
    var gaveUp: String?
  }

  /// When each recorded frame was drawn, in order.
  private let frameTimes: [Int64]
  private let http: ReplayHTTPClient
  private let localWork: ReplayLocalWork
  private let clock: VirtualClock
  private let patience: Duration
  private let state = Mutex(State())

  /// - Parameters:
  ///   - http: the client serving the session's answers, asked which requests came again.
  ///   - localWork: what holds local work to its place in the session, asked which came again.
  ///   - clock: the replay's clock, whose earlier sleepers end a wait (they must wake first).
  ///   - patience: the longest real time to wait for one instant.
  public init(
    session: Session, http: ReplayHTTPClient, localWork: ReplayLocalWork, clock: VirtualClock,
    patience: Duration = .seconds(10)
  ) {
    self.frameTimes = session.events.compactMap { event in
      if case .frame = event.payload { return event.t }
      return nil
    }
    self.http = http
    self.localWork = localWork
    self.clock = clock
    self.patience = patience
  }

  /// How many frames the replay has drawn.
  public var drawn: Int { state.withLock { $0.drawn } }

  /// What the gate gave up waiting for, if it ever did.
  public var gaveUp: String? { state.withLock { $0.gaveUp } }

  /// Counts a frame the replay drew.
  public func frameDrawn() {
    state.withLock { $0.drawn += 1 }
  }

  /// Waits until the replay has drawn `frames` frames, or the gate has given up.
  public func wait(forFrames frames: Int, isolation: isolated (any Actor)? = #isolation) async {
    await wait(until: { $0 >= frames }, what: "frame \(frames)")
  }

  /// Waits until the local work whose finish is event `index` has come to it in the replay, or
  /// the gate has given up.
  public func wait(forLocalWorkAt index: Int, isolation: isolated (any Actor)? = #isolation) async {
    await wait(
      until: { _ in self.localWork.hasCome(at: index) }, what: "the local work finished at event \(index + 1)"
    )
  }

  /// Waits until everything the session did before `instant` has been done again (the frames
  /// drawn and the requests sent before it), or until a task sleeps until a moment before
  /// `instant`: what it does when it wakes may be what this wait is for.
  public func wait(before instant: VirtualClock.Instant, isolation: isolated (any Actor)? = #isolation) async
  {
    // Times are whole milliseconds, cut down: a frame at `t` was drawn before `t + 1`.
    let frames = frameTimes.prefix { .milliseconds($0 + 1) <= instant.offset }.count
    await wait(
      until: { drawn in
        drawn >= frames && self.http.hasBeenAskedForEveryExchange(startedBefore: instant)
          || self.clock.hasSleeper(before: instant)
      },
      what: "what the session did before \(instant.offset)")
  }

  /// Returns early when the waiting task is cancelled: the replay is being stopped.
  ///
  /// It runs where it is called from (the replay's feeder), with no hop for a wait already over.
  private func wait(
    until isDone: (Int) -> Bool, what: String, isolation: isolated (any Actor)? = #isolation
  ) async {
    let deadline = ContinuousClock.now + patience
    while true {
      let (drawn, hasGivenUp) = state.withLock { ($0.drawn, $0.gaveUp != nil) }
      if hasGivenUp || isDone(drawn) || Task.isCancelled { return }
      if ContinuousClock.now >= deadline {
        state.withLock { $0.gaveUp = "the replay waited \(patience) for \(what), and went on without it" }
        return
      }
      try? await Task.sleep(for: .microseconds(100))
    }
  }
}
