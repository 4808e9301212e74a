import Synchronization

/// A clock that answers every sleep at once, as an immediate clock does, until its time passes
/// a horizon; from there a sleep waits until it is cancelled.
///
/// The every-key test needs both: a step's delays (Counter's half second) end before the next
/// key, and a timer that lives until cancelled (Timers' ticks) runs up to the horizon, then
/// holds still, so a key's effect is all that changes what is shown.
final class HorizonClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - offset }
    static func < (left: Self, right: Self) -> Bool { left.offset < right.offset }
  }

  private struct State {
    var now = Instant(offset: .zero)
    var holding = 0
  }

  private let state = Mutex(State())
  private let horizon: Instant

  init(horizon: Duration = .seconds(10)) {
    self.horizon = Instant(offset: horizon)
  }

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  /// Whether a sleeper waits past the horizon: a timer has come to rest.
  var isHolding: Bool { state.withLock { $0.holding > 0 } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let answers = state.withLock { state in
      guard deadline <= horizon else {
        state.holding += 1
        return false
      }
      state.now = max(state.now, deadline)
      return true
    }
    if answers {
      await Task.yield()
      return
    }
    defer { state.withLock { $0.holding -= 1 } }
    // Cancellation ends this sleep at once; nothing else does.
    try await Task.sleep(for: .seconds(86_400))
  }
}
