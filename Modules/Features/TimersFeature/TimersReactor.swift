import ReactorCore

/// A stopwatch: starts and stops, counts tenths of a second on the injected clock while it
/// runs, keeps laps, and resets.
///
/// The ticking is an effect that lives until it is cancelled: started by `toggle`, ended by id
/// when `toggle` stops it (or `reset`, should one come while it runs), and marked long-lived so nothing that waits for the screen to settle
/// (plain mode's next line, a test's drain) waits for it. Ticks only move the display: a stop
/// or a lap reads the clock, so no part of a tenth is lost however often it is stopped.
public final class TimersReactor: Reactor {
  public enum Action: Equatable, Sendable {
    /// Starts the stopwatch, or stops it when it runs.
    case toggle
    /// Notes the time so far as a lap, while it runs.
    case lap
    /// Stops it and clears the time and the laps.
    case reset
  }

  public enum Mutation: Equatable, Sendable {
    case setRunning(Bool)
    /// A tenth of a second has passed.
    case tick
    /// It stopped, at the time read from the clock.
    case stop(elapsed: Duration)
    /// A lap at the time read from the clock.
    case appendLap(Duration)
    case reset
  }

  public struct State: Equatable, Sendable {
    /// The time counted: exact when stopped, to the last tick while running.
    public var elapsed: Duration
    public var isRunning: Bool
    /// The time so far at each lap, oldest first.
    public var laps: [Duration]

    public init(elapsed: Duration = .zero, isRunning: Bool = false, laps: [Duration] = []) {
      self.elapsed = elapsed
      self.isRunning = isRunning
      self.laps = laps
    }
  }

  /// The time between ticks.
  public nonisolated static let tick: Duration = .milliseconds(100)

  public let initialState: State
  public let runtime = Runtime()
  private let clock: any Clock<Duration>
  /// While it runs: the time counted before this run, and how long this run has lasted.
  private var run: (before: Duration, lasted: @Sendable () -> Duration)?

  /// The one ticking effect, ended by this id.
  enum EffectID: Hashable, Sendable { case ticking }

  /// - Parameter clock: the ticks' clock; a `TestClock` in tests, the replay's virtual one in a
  ///   replay.
  public init(initialState: State = State(), clock: any Clock<Duration>) {
    self.initialState = initialState
    self.clock = clock
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .toggle:
      guard let run else {
        self.run = (currentState.elapsed, Self.stopwatch(on: clock))
        // `cancelInFlight`: a start can never leave two timers ticking.
        return .concat(.just(.setRunning(true)), Self.ticks(on: clock))
          .cancellable(id: EffectID.ticking, cancelInFlight: true)
          .longLived()
      }
      self.run = nil
      return .concat(.cancel(id: EffectID.ticking), .just(.stop(elapsed: run.before + run.lasted())))
    case .lap:
      guard let run else { return .empty() }
      return .just(.appendLap(run.before + run.lasted()))
    case .reset:
      // The view offers it only once stopped; sent while running, it stops the ticks too.
      run = nil
      return .concat(.cancel(id: EffectID.ticking), .just(.reset))
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setRunning(let isRunning):
      state.isRunning = isRunning
    case .tick:
      state.elapsed += Self.tick
    case .stop(let elapsed):
      state.elapsed = elapsed
      state.isRunning = false
    case .appendLap(let time):
      state.laps.append(time)
    case .reset:
      state = State()
    }
    return state
  }

  /// How long it has been since now, on `clock`.
  private static func stopwatch(on clock: some Clock<Duration>) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// A tick every tenth of a second, for as long as it is not cancelled. Each deadline is the
  /// last one plus a tenth, not the wake-up plus a tenth, so a late wake-up (a busy machine)
  /// does not make the display fall behind: the ticks it missed come at once.
  private static func ticks(on clock: some Clock<Duration>) -> Mutations<Mutation> {
    .run { send in
      var deadline = clock.now
      while !Task.isCancelled {
        deadline = deadline.advanced(by: tick)
        try await clock.sleep(until: deadline, tolerance: nil)
        send(.tick)
      }
    }
  }
}
