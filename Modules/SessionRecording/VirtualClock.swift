import Foundation

/// A clock that moves only when a replay moves it: from one recorded event to the next, waking
/// each sleeper at its own deadline, in order.
///
/// The app's `clock` and `now` both read it during a replay, so delays, debounces, spinners and
/// "updated 12 min ago" come out as they were recorded.
public final class VirtualClock: Clock, @unchecked Sendable {
  /// A point on the replay's time line: the time since the start of the run.
  public struct Instant: InstantProtocol, Sendable {
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleeps begun whose continuation is not made yet: a cancel that comes then is kept for it.
    var starting: Set<Int> = []
    var cancelledEarly: Set<Int> = []
    var isStopped = false
  }

  // NSLock (a pthread mutex) rather than Synchronization.Mutex, as in Networking's CurlDriver:
  // the replay's feeder and the app's tasks contend for this lock, and ThreadSanitizer cannot
  // see a contended Mutex being taken, so it reported the sleepers as raced. Every access to
  // `unsafeState` goes through `withState`, which is what makes the class Sendable.
  private let lock = NSLock()
  private var unsafeState = State()

  /// Runs `body` on the clock's state, under its lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&unsafeState)
  }

  /// Where a woken sleeper goes on, if not where the runtime would take it.
  private let wakingExecutor: (any TaskExecutor)?

  /// - Parameter wakingExecutor: where a sleeper goes on once woken (a replay's
  ///   ``ReplayEffectExecutor``, which counts what it has yet to run). Without it, a task with no
  ///   executor of its own wakes on the global executor and hops back to its actor from there,
  ///   at a moment that depends on the machine's threads.
  public init(waking wakingExecutor: (any TaskExecutor)? = nil) {
    self.wakingExecutor = wakingExecutor
  }

  public var now: Instant { withState { $0.now } }
  public var minimumResolution: Duration { .milliseconds(1) }

  /// How many tasks are asleep on this clock.
  public var sleeperCount: Int { withState { $0.sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    guard let wakingExecutor else { return try await sleepHere(until: deadline) }
    try await withTaskExecutorPreference(wakingExecutor) { try await sleepHere(until: deadline) }
  }

  private func sleepHere(until deadline: Instant) async throws {
    try Task.checkCancellation()
    let id = withState { state in
      state.nextID += 1
      state.starting.insert(state.nextID)
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = withState { state -> Result<Void, CancellationError>? in
          // The cancellation handler ran before there was a sleeper for it to end, or the clock
          // has stopped.
          state.starting.remove(id)
          let isCancelled = state.cancelledEarly.remove(id) != nil || state.isStopped
          if isCancelled { return .failure(CancellationError()) }
          guard deadline > state.now else { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = withState { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          // Not asleep yet: the sleep ends as it begins. Already woken: nothing to end, and
          // nothing to keep.
          if state.starting.contains(id) { state.cancelledEarly.insert(id) }
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the time to `target`, waking the sleepers due on the way one at a time: the earliest
  /// deadline first, and of sleepers due at the same moment, the one that began to sleep first.
  ///
  /// Before each wake-up, and before the time reaches `target`, `readying` is given the instant
  /// and awaited: it lets the work the last wake-up made ready run, and waits for whatever the
  /// recording says happened before that instant. So timers due together (five keys pasted,
  /// five half-second delays) run one after another, each as far as it goes, in the same order
  /// on every replay. A sleeper that appears while it waits, due earlier, is woken first.
  ///
  /// It runs where it is called from (a replay's feeder, on the main actor), as `readying` does:
  /// a hop to another executor and back for each event would be most of a replay's time.
  public func advance(
    to target: Duration, isolation: isolated (any Actor)? = #isolation,
    readying: (Instant) async -> Void
  ) async {
    let end = Instant(offset: target)
    while true {
      let next = max(earliestDeadline(notAfter: end) ?? end, now)
      await readying(next)
      let woken = withState { state -> Sleeper?? in
        let due = state.sleepers.indices.filter { state.sleepers[$0].deadline <= end }
        let first = due.min { left, right in
          let (a, b) = (state.sleepers[left], state.sleepers[right])
          return (a.deadline, a.id) < (b.deadline, b.id)
        }
        // Readied for another instant than the one now due: ready again for that one first.
        guard max(first.map { state.sleepers[$0].deadline } ?? end, state.now) == next else {
          return .some(nil)
        }
        guard let first else {
          state.now = max(state.now, end)
          return nil
        }
        state.now = max(state.now, state.sleepers[first].deadline)
        return state.sleepers.remove(at: first)
      }
      guard let woken else { return }
      woken?.continuation.resume()
    }
  }

  /// Ends the time line: every sleeper, and every later sleep, ends at once as cancelled, so
  /// work waiting for a moment that will not come unwinds instead of waiting for ever.
  public func stop() {
    let sleepers = withState { state in
      state.isStopped = true
      defer { state.sleepers = [] }
      return state.sleepers
    }
    for sleeper in sleepers { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  /// Whether a task sleeps on this clock until a moment before `instant`: what the replay must
  /// wake before it can wait for anything at `instant`.
  public func hasSleeper(before instant: Instant) -> Bool {
    withState { state in state.sleepers.contains { $0.deadline < instant } }
  }

  /// The earliest moment a task sleeps until; nil when none sleeps.
  public var nextDeadline: Instant? {
    withState { state in state.sleepers.map(\.deadline).min() }
  }

  private func earliestDeadline(notAfter end: Instant) -> Instant? {
    withState { state in state.sleepers.map(\.deadline).filter { $0 <= end }.min() }
  }
}
