import Clocks
import Synchronization

/// A virtual clock for the differential test that counts its sleepers exactly: a sleep counts
/// from when it registers until `advance` wakes it or its task is cancelled, both of which
/// change the count at once. The driver waits until the count is what the reference expects,
/// so it never takes a step while an effect is still on its way to sleep.
final class ManualClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Int: (deadline: Instant, continuation: CheckedContinuation<Void, any Error>)] = [:]
    var cancelled: Set<Int> = []
  }

  private let state = Mutex(State())

  var now: Instant { state.withLock(\.now) }
  var minimumResolution: Duration { .zero }

  /// How many sleeps are registered and not yet woken or cancelled.
  var sleepers: Int { state.withLock(\.sleepers.count) }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelled.contains(id) { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers[id] = (deadline, continuation)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let continuation = state.withLock { state in
        state.cancelled.insert(id)
        return state.sleepers.removeValue(forKey: id)?.continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves to `seconds` and wakes every sleep due by then, in order of deadline.
  func advance(toSecond seconds: Int) {
    let due = state.withLock { state in
      state.now = Instant(offset: .seconds(seconds))
      let due = state.sleepers.filter { $0.value.deadline <= state.now }.sorted {
        $0.value.deadline < $1.value.deadline
      }
      for (id, _) in due { state.sleepers[id] = nil }
      return due.map(\.value.continuation)
    }
    for continuation in due { continuation.resume() }
  }
}
