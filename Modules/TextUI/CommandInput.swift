/// The commands routed to one page: lines in plain mode, keys on a terminal.
///
/// The app delivers each event synchronously to the page on top, so when ``deliver(_:)``
/// returns, the page has already acted on it.
@MainActor
public final class CommandInput {
  /// What a handler did with an event.
  public enum Outcome: Sendable, Equatable {
    /// The page acted on it.
    case handled
    /// The page does not know it; the app shows a hint.
    case unknown
  }

  private var handler: (@MainActor (InputEvent) -> Outcome)?

  /// While true, keys reach the page before the app's shared keys (`b`, `q`, `?`, `t`, Escape),
  /// so a page taking typed text (a query line) gets every letter; keys it leaves `.unknown`
  /// still act as shared keys.
  public var capturesKeys = false

  /// Whether a paste reaches the page even while it does not capture keys: true where typing
  /// opens a field (Birth's first digit starts a date). Elsewhere a paste reaches the page only
  /// while it captures keys, and is dropped whole otherwise.
  public var takesPaste = false

  /// Creates an input with no handler.
  public init() {}

  /// Routes every event to `handler` until the returned closure is called.
  public func handle(
    _ handler: @escaping @MainActor (InputEvent) -> Outcome
  ) -> @MainActor @Sendable () -> Void {
    self.handler = handler
    return { [weak self] in self?.handler = nil }
  }

  /// Routes every event that `action` turns into an action to `send`; the others are unknown.
  /// Returns a closure that removes the routing.
  public func route<Action>(
    _ action: @escaping @MainActor (InputEvent) -> Action?,
    to send: @escaping @MainActor (Action) -> Void
  ) -> @MainActor @Sendable () -> Void {
    handle { event in
      guard let action = action(event) else { return .unknown }
      send(action)
      return .handled
    }
  }

  /// Hands an event to the page; `.unknown` when no handler took it.
  @discardableResult
  public func deliver(_ event: InputEvent) -> Outcome {
    handler?(event) ?? .unknown
  }
}
