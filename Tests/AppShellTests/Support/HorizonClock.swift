import Foundation

/// A clock that answers every sleep at once, as an immediate clock does, until its time passes
/// a horizon; from there a sleep waits until it is cancelled.
///
/// The every-key test needs both: a step's delays (Counter's half second) end before the next
/// key, and a timer that lives until cancelled (Timers' ticks) runs up to the horizon, then
/// holds still, so a key's effect is all that changes what is shown.
final class HorizonClock: Clock, @unchecked Sendable {
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

  // NSLock rather than Synchronization.Mutex, as in SessionRecording's VirtualClock:
  // ThreadSanitizer cannot see a contended Mutex being taken. Every access to `unsafeState`
  // goes through `withState`, which is what makes the class Sendable.
  private let lock = NSLock()
  private var unsafeState = State()
  private let horizon: Instant

  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&unsafeState)
  }

  init(horizon: Duration = .seconds(10)) {
    self.horizon = Instant(offset: horizon)
  }

  var now: Instant { withState { $0.now } }
  var minimumResolution: Duration { .zero }

  /// Whether a sleeper waits past the horizon: a timer has come to rest.
  var isHolding: Bool { withState { $0.holding > 0 } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let answers = withState { state in
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
    defer { withState { $0.holding -= 1 } }
    // Cancellation ends this sleep at once; nothing else does.
    try await Task.sleep(for: .seconds(86_400))
  }
}
