import Foundation

/// A replay's bound on waiting: a thread of its own that calls `expired` when the replay has
/// waited longer than `limit` for one thing, so a replay ends whatever its session holds.
///
/// The replay says what it waits for at each step (an event to place, a frame, the app to read a
/// line, the app to end); each step starts the limit again. The watchdog runs apart from the
/// main actor, so it also ends a replay whose main actor is the one stuck.
public final class ReplayWatchdog: @unchecked Sendable {
  /// How long a replay waits for one thing: ten seconds, far above what any step of a session
  /// takes to replay (a few milliseconds on a loaded machine).
  public static let limit: Duration = .seconds(10)

  private struct State {
    var what: @Sendable () -> String = { "" }
    /// When the wait now told of is past its limit; nil while paused or stopped.
    var deadline: ContinuousClock.Instant?
    /// Calls of ``excluding(_:)`` under way: their time does not count.
    var excluded = 0
    var isStopped = false
    /// Set by the thread as it ends.
    var hasEnded = false
  }

  // NSCondition, as the thread sleeps until the deadline or a change to it. Every access to
  // `unsafeState` is under it, which is what makes the class Sendable.
  private let condition = NSCondition()
  private var unsafeState = State()
  private let limit: Duration
  private let expired: @Sendable (_ waitedFor: String) -> Void

  /// Starts the watchdog's thread; it counts from the first ``waiting(for:)``.
  ///
  /// - Parameter expired: called once, on the watchdog's thread, with what the replay waited for;
  ///   it ends the process (the replay's main actor may never answer).
  public init(
    limit: Duration = ReplayWatchdog.limit, expired: @escaping @Sendable (_ waitedFor: String) -> Void
  ) {
    self.limit = limit
    self.expired = expired
    let thread = Thread { [self] in watch() }
    thread.name = "reactor-demo replay watchdog"
    thread.start()
  }

  /// Tells the watchdog what the replay waits for now; the limit runs again from now.
  ///
  /// - Parameter what: evaluated only if the wait expires, so it can name what is still missing
  ///   then.
  public func waiting(for what: @escaping @Sendable () -> String) {
    withState { state in
      state.what = what
      if !state.isStopped { state.deadline = .now + limit }
    }
  }

  /// Tells the watchdog the replay waits for `what`, a description fixed now.
  public func waiting(for what: String) {
    waiting { what }
  }

  /// Stops counting until the next ``waiting(for:)``: a wait the replay chose (a recorded pause
  /// played at its pace) is no sign of a stuck one.
  public func pause() {
    withState { $0.deadline = nil }
  }

  /// Runs `body` (a write the reader of the output may hold up) without counting its time: a
  /// replay piped into a pager that is not read from is waiting for its reader, not stuck.
  public func excluding<Result>(_ body: () throws -> Result) rethrows -> Result {
    let start = ContinuousClock.now
    withState { $0.excluded += 1 }
    defer {
      let took = ContinuousClock.now - start
      withState { state in
        state.excluded -= 1
        state.deadline = state.deadline.map { $0 + took }
      }
    }
    return try body()
  }

  /// Stops the watchdog.
  ///
  /// `expired` runs holding the watchdog's lock, so while it ends the process, this (and every
  /// other call) waits: a replay's own report never follows the watchdog's.
  ///
  /// It returns once the watchdog's thread has ended, so nothing it holds (what `expired`
  /// captured) outlives the replay.
  public func stop() {
    condition.lock()
    defer { condition.unlock() }
    unsafeState.isStopped = true
    unsafeState.deadline = nil
    // What was waited for may hold what holds the watchdog (a gate naming its frame).
    unsafeState.what = { "" }
    condition.broadcast()
    while !unsafeState.hasEnded { condition.wait() }
  }

  /// Runs `body` on the state, under the lock. The thread is not woken: a deadline only ever
  /// moves later, and the thread looks again within ``look`` anyway; a wake-up per event would
  /// be two thread switches for each (most of a long replay's time).
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    condition.lock()
    defer { condition.unlock() }
    return body(&unsafeState)
  }

  private func watch() {
    condition.lock()
    var lastLook = ContinuousClock.now
    while !unsafeState.isStopped {
      // A look that comes much later than asked for means the process was stopped (Ctrl-Z,
      // SIGSTOP, a suspended machine) or starved: that time is not the replay's to count.
      let now = ContinuousClock.now
      let late = now - lastLook - Self.look
      if late > .seconds(1) { unsafeState.deadline = unsafeState.deadline.map { $0 + late } }
      lastLook = now
      guard let deadline = unsafeState.deadline, unsafeState.excluded == 0 else {
        _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(Self.look)))
        continue
      }
      let left = now.duration(to: deadline)
      if left > .zero {
        _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(min(left, Self.look))))
        continue
      }
      expired(unsafeState.what())
      break
    }
    unsafeState.hasEnded = true
    condition.broadcast()
    condition.unlock()
  }

  /// How often the watchdog looks at the time, at least.
  private static let look: Duration = .milliseconds(250)

  private static func seconds(_ duration: Duration) -> TimeInterval {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
