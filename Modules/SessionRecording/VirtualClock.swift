import Synchronization

/// A clock that moves only when a replay moves it: from one recorded event to the next, waking
/// each sleeper at its own deadline, in order.
///
/// The app's `clock` and `now` both read it during a replay, so delays, debounces, spinners and
/// "updated 12 min ago" come out as they were recorded.
public final class VirtualClock: Clock, Sendable {
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
  }

  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Duration { .milliseconds(1) }

  /// How many tasks are asleep on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let isDue = state.withLock { state in
          guard deadline > state.now else { return true }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if isDue { continuation.resume() }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the time to `target`, waking the sleepers due on the way one deadline at a time, and
  /// letting `settle` run all the work they made ready before the next one wakes.
  public func advance(to target: Duration, settle: @Sendable () async -> Void) async {
    await settle()
    while true {
      let woken = state.withLock { state -> [Sleeper] in
        guard let earliest = state.sleepers.map(\.deadline).min(), earliest.offset <= target else {
          return []
        }
        state.now = max(state.now, earliest)
        let due = state.sleepers.filter { $0.deadline <= earliest }
        state.sleepers.removeAll { $0.deadline <= earliest }
        return due.sorted { $0.id < $1.id }
      }
      if woken.isEmpty { break }
      for sleeper in woken { sleeper.continuation.resume() }
      await settle()
    }
    state.withLock { $0.now = max($0.now, Instant(offset: target)) }
    await settle()
  }
}
