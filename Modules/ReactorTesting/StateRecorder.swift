import ReactorCore

/// Records every state a reactor emits, starting with the current one.
@MainActor
public final class StateRecorder<R: Reactor> {
  /// The states seen so far, oldest first.
  public private(set) var states: [R.State] = []
  private var subscription: Subscription?

  /// Starts recording `reactor`'s states.
  public init(_ reactor: R) {
    subscription = reactor.observe { [weak self] in self?.states.append($0) }
  }

  /// Stops recording.
  public func stop() {
    subscription?.cancel()
    subscription = nil
  }

  /// Waits until at least `count` states have been recorded, or `timeout` of real time passed.
  ///
  /// For effects doing real I/O (a loopback server); clock-driven effects need only
  /// ``TestClock`` advances.
  public func waitForStates(count: Int, timeout: Duration = .seconds(5)) async {
    await waitUntil(timeout: timeout) { self.states.count >= count }
  }
}

/// Lets the main actor run the jobs that are ready: effects resumed by a clock advance, values
/// sent from tasks that have finished their work.
@MainActor
public func settle(_ rounds: Int = 32) async {
  for _ in 0..<rounds { await Task.yield() }
}

/// Waits until `condition` holds, checking after each main-actor turn, for at most `timeout` of
/// real time; returns whether it held.
@MainActor
@discardableResult
public func waitUntil(
  timeout: Duration = .seconds(5),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    await settle(4)
    if !condition() { try? await Task.sleep(for: .milliseconds(1)) }
  }
  return true
}
