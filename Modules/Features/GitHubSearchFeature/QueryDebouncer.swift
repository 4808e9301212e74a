/// Runs the latest scheduled action once `delay` has passed without another being scheduled:
/// the query line's text becomes a search only when typing pauses.
///
/// swift-async-algorithms' `debounce(for:clock:)` was tried in its place and not kept, because
/// the tests would then depend on how tasks are scheduled. It reads the clock for a deadline in
/// a task of its own, when that task gets round to the element, so with a `TestClock` the
/// deadline moves if the test advances the clock first. The binding tests passed only because
/// `TestClock` yields to other tasks before each advance, and failed every run with that
/// yielding turned off (`TASK_MEGA_YIELD_COUNT=0`); with this type they pass either way, since
/// ``schedule(_:)`` reads the deadline on the main actor, at the keystroke. `debounce` also
/// needed a stream fed from the key handler, a placeholder element for Enter to drop the
/// pending search, and a generic helper to open the `any Clock<Duration>`.
@MainActor
final class QueryDebouncer {
  private let clock: any Clock<Duration>
  private let delay: Duration
  private var pending: Task<Void, Never>?

  /// - Parameter clock: what the pause is measured on; a `TestClock` in tests.
  init(clock: any Clock<Duration>, delay: Duration) {
    self.clock = clock
    self.delay = delay
  }

  /// Replaces the pending action with `action`, due `delay` from now.
  func schedule(_ action: @escaping @MainActor () -> Void) {
    pending?.cancel()
    // The deadline is read now, not when the task first runs, so a test clock advanced in
    // between still wakes it.
    let sleep = Self.sleep(on: clock, for: delay)
    pending = Task { @MainActor in
      guard (try? await sleep()) != nil, !Task.isCancelled else { return }
      action()
    }
  }

  /// Drops the pending action.
  func cancel() {
    pending?.cancel()
    pending = nil
  }

  private static func sleep<C: Clock<Duration>>(on clock: C, for duration: Duration)
    -> @Sendable () async throws -> Void
  {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }
}
