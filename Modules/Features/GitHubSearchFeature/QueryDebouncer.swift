import ReactorCore

/// Runs the latest scheduled action once `delay` has passed without another being scheduled:
/// the query line's text becomes a search only when typing pauses.
///
/// Why not swift-async-algorithms' `debounce(for:clock:)`: it reads the clock for its deadline
/// in a task of its own, whenever that task gets to the element, so a test that advances a
/// `TestClock` first moves the deadline, and the binding tests pass only thanks to the yields
/// `TestClock` makes before each advance (with `TASK_MEGA_YIELD_COUNT=0` they failed every
/// run). ``schedule(_:)`` reads the deadline on the main actor, at the keystroke. `debounce`
/// also needed a stream fed from the key handler and a placeholder element for Enter to drop
/// the pending search.
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
    let sleep = clock.deadlineSleep(after: delay)
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
}
