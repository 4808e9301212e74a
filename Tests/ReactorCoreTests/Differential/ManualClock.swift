import Synchronization

/// A virtual clock for the differential test that counts its sleepers and the deadlines taken
/// on it exactly. A sleep counts from when it registers until `advance` wakes it or its task is
/// cancelled, both of which change the count at once. A deadline is taken by advancing one of
/// its instants (`now.advanced(by:)`, as `deadlineSleep(after:)` does where a delay takes a
/// value's or its end's deadline, on the main actor); reading `now` alone (as that sleep does
/// before it registers) takes none. Deadlines are counted by effect: each effect's delays get the
/// clock `counting(for:)` it. The driver waits until the counts are what the reference expects,
/// so it never moves the clock while an effect is still on its way to take a deadline or to
/// sleep.
final class ManualClock: Clock, Sendable {
  typealias Duration = Swift.Duration

  /// A point on this clock; advancing one counts a deadline taken by the effect `effect`.
  struct Instant: InstantProtocol {
    var offset: Duration
    let deadlines: Tally
    let effect: Int

    func advanced(by duration: Duration) -> Self {
      deadlines.add(effect)
      return Self(offset: offset + duration, deadlines: deadlines, effect: effect)
    }

    func duration(to other: Self) -> Duration { other.offset - offset }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.offset == rhs.offset }
    func hash(into hasher: inout Hasher) { hasher.combine(offset) }
  }

  private struct State {
    var now: Duration = .zero
    var nextID = 0
    var sleepers: [Int: (deadline: Instant, continuation: CheckedContinuation<Void, any Error>)] = [:]
    var cancelled: Set<Int> = []
  }

  /// Deadlines taken, by effect.
  final class Tally: Sendable {
    private let counts = Mutex<[Int: Int]>([:])

    var value: [Int: Int] { counts.withLock { $0 } }

    func add(_ effect: Int) { counts.withLock { $0[effect, default: 0] += 1 } }
  }

  // A reference type, so every view from `counting(for:)` shares one time and one set of sleeps.
  private final class Shared: Sendable {
    let state = Mutex(State())
    let taken = Tally()
  }

  private let shared: Shared
  /// The effect whose deadlines this view counts.
  private let effect: Int

  init() {
    shared = Shared()
    effect = -1
  }

  private init(shared: Shared, effect: Int) {
    self.shared = shared
    self.effect = effect
  }

  /// This clock, counting the deadlines taken through it as the effect `effect`'s.
  func counting(for effect: Int) -> ManualClock { ManualClock(shared: shared, effect: effect) }

  var now: Instant { Instant(offset: shared.state.withLock(\.now), deadlines: shared.taken, effect: effect) }
  var minimumResolution: Duration { .zero }

  /// How many sleeps are registered and not yet woken or cancelled.
  var sleepers: Int { shared.state.withLock(\.sleepers.count) }

  /// How many deadlines have been taken on this clock, by effect.
  var deadlines: [Int: Int] { shared.taken.value }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = shared.state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = shared.state.withLock { state in
          if state.cancelled.contains(id) { return .failure(CancellationError()) }
          if deadline.offset <= state.now { return .success(()) }
          state.sleepers[id] = (deadline, continuation)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let continuation = shared.state.withLock { state in
        state.cancelled.insert(id)
        return state.sleepers.removeValue(forKey: id)?.continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves to `seconds` and wakes every sleep due by then, in order of deadline.
  func advance(toSecond seconds: Int) {
    let due = shared.state.withLock { state in
      state.now = .seconds(seconds)
      let due = state.sleepers.filter { $0.value.deadline.offset <= state.now }.sorted {
        $0.value.deadline < $1.value.deadline
      }
      for (id, _) in due { state.sleepers[id] = nil }
      return due.map(\.value.continuation)
    }
    for continuation in due { continuation.resume() }
  }
}
