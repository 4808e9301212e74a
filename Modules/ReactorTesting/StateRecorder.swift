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
}
