import Synchronization

/// What a replay's clock waits for before it passes an instant: every frame the session drew
/// and every request it sent before that instant, made again by the replay; and what the replay
/// waits for before it lets go local work: that work, come to its finish.
///
/// Work that does not sleep on the replay's clock (a database query, an image decoded, a task not
/// yet scheduled) takes as long as the machine makes it take. Waiting for its recorded outcome
/// before time moves on makes a replay come out the same on a busy machine as on an idle one.
/// A replay that diverged would wait for ever: each wait tells the `watchdog` what it waits for,
/// and the watchdog ends the replay once one has lasted past its limit.
public final class ReplayGate: Sendable {
  private struct State {
    var drawn = 0
    var taken = 0
  }

  /// Each recorded frame, in order: when it was drawn and the screen it showed.
  private let frames: [(t: Int64, screen: String)]
  /// Each recorded input event the app read, in order: when, and what it was.
  private let inputs: [(t: Int64, event: String)]
  /// The name of each recorded piece of local work (`image https://…`), by its event's index.
  private let localWorkNames: [Int: String]
  private let http: ReplayHTTPClient
  private let localWork: ReplayLocalWork
  private let clock: VirtualClock
  private let watchdog: ReplayWatchdog?
  private let state = Mutex(State())

  /// - Parameters:
  ///   - http: the client serving the session's answers, asked which requests came again.
  ///   - localWork: what holds local work to its place in the session, asked which came again.
  ///   - clock: the replay's clock, whose earlier sleepers end a wait (they must wake first).
  ///   - watchdog: told what each wait is for; without one, a wait lasts until it is over or
  ///     its task is cancelled.
  public init(
    session: Session, http: ReplayHTTPClient, localWork: ReplayLocalWork, clock: VirtualClock,
    watchdog: ReplayWatchdog?
  ) {
    self.frames = session.events.compactMap { event in
      if case .frame(let frame) = event.payload { return (event.t, frame.screen) }
      return nil
    }
    self.inputs = session.events.compactMap { event in
      switch event.payload {
      case .input(.line(let line)): (event.t, "the line '\(line)'")
      case .input(.key(let key)): (event.t, "the key \(key)")
      case .end(.interrupt): (event.t, "Ctrl-C")
      default: nil
      }
    }
    self.localWorkNames = Dictionary(
      uniqueKeysWithValues: session.events.enumerated().compactMap { index, event in
        if case .localWork(let name) = event.payload { return (index, name) }
        return nil
      })
    self.http = http
    self.localWork = localWork
    self.clock = clock
    self.watchdog = watchdog
  }

  /// How many frames the replay has drawn.
  public var drawn: Int { state.withLock { $0.drawn } }

  /// Counts a frame the replay drew.
  public func frameDrawn() {
    state.withLock { $0.drawn += 1 }
  }

  /// Counts an input event the replay's app took from its input.
  public func inputTaken() {
    state.withLock { $0.taken += 1 }
  }

  /// Waits until the replay's app has taken `inputs` input events, as the recorded one had taken
  /// them by then: the clock moves on only once the app has read what was typed at this moment,
  /// as the recorded app read it before any later moment came.
  public func wait(forInputs count: Int, isolation: isolated (any Actor)? = #isolation) async {
    let input = inputs.indices.contains(count - 1) ? inputs[count - 1] : nil
    await wait(until: { _ in self.state.withLock { $0.taken } >= count }) {
      guard let input else { return "the app to read input \(count)" }
      return "the app to read \(input.event) (input \(count), read at \(input.t) ms when recorded)"
    }
  }

  /// Waits until the replay has drawn `count` frames.
  public func wait(forFrames count: Int, isolation: isolated (any Actor)? = #isolation) async {
    await wait(until: { $0 >= count }) { self.describeFrame(count) }
  }

  /// Waits until the local work whose finish is event `index` has come to it in the replay, or
  /// its task is cancelled.
  public func wait(forLocalWorkAt index: Int, isolation: isolated (any Actor)? = #isolation) async {
    let name = localWorkNames[index] ?? "local work"
    await wait(until: { _ in self.localWork.hasCome(at: index) }) {
      "\(name) (finished at event \(index + 1) when recorded) to finish again"
    }
  }

  /// Waits until everything the session did before `instant` has been done again (the frames
  /// drawn and the requests sent before it), or until a task sleeps until a moment before
  /// `instant`: what it does when it wakes may be what this wait is for.
  public func wait(before instant: VirtualClock.Instant, isolation: isolated (any Actor)? = #isolation) async
  {
    // Times are whole milliseconds, cut down: a frame at `t` was drawn before `t + 1`.
    let count = frames.prefix { .milliseconds($0.t + 1) <= instant.offset }.count
    await wait(
      until: { drawn in
        drawn >= count && self.http.hasBeenAskedForEveryExchange(startedBefore: instant)
          || self.clock.hasSleeper(before: instant)
      },
      what: {
        if self.drawn < count { return self.describeFrame(self.drawn + 1) }
        if let request = self.http.firstExchangeNotAskedFor(startedBefore: instant) {
          return "the request \(request.method) \(request.url) (sent at \(request.started) ms when recorded)"
        }
        return "what the session did before \(instant.offset.wholeMilliseconds) ms"
      })
  }

  /// Frame `number` (counted from 1) as a sentence names it.
  private func describeFrame(_ number: Int) -> String {
    guard frames.indices.contains(number - 1) else { return "frame \(number)" }
    let frame = frames[number - 1]
    return "frame \(number) (the screen \(frame.screen), drawn at \(frame.t) ms when recorded)"
  }

  /// Returns early when the waiting task is cancelled: the replay is being stopped.
  ///
  /// It runs where it is called from (the replay's feeder), with no hop for a wait already over.
  private func wait(
    until isDone: (Int) -> Bool, isolation: isolated (any Actor)? = #isolation,
    what: @escaping @Sendable () -> String
  ) async {
    if isDone(drawn) || Task.isCancelled { return }
    watchdog?.waiting(for: what)
    // What is waited for is most often main-actor work queued behind this wait (the app reading
    // a line, a frame held for its observers): a few turns of that queue see it done without a
    // timer. Work off the main thread (a database read, a decode) is then polled for.
    let isOnMainActor = isolation.map { ObjectIdentifier($0) == ObjectIdentifier(MainActor.shared) } ?? false
    var turns = 0
    while !isDone(drawn), !Task.isCancelled {
      if turns < 50 {
        turns += 1
        if isOnMainActor { await MainQueue.turn() } else { await Task.yield() }
      } else {
        try? await Task.sleep(for: .microseconds(100))
      }
    }
  }
}
