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
    /// The page took it and answers in one line, which the app shows until the next key: a
    /// field that is full, a search with no match.
    case answered(String)
  }

  private var handler: (@MainActor (InputEvent) -> Outcome)?

  /// While true, keys reach the page before the app's shared keys (`b`, `q`, `?`, `t`, Escape),
  /// so a page taking typed text (a query line) gets every letter; keys it leaves `.unknown`
  /// still act as shared keys.
  public var capturesKeys: Bool {
    get { capturesAlways || widgets.contains(where: \.capturesKeys) }
    set { capturesAlways = newValue }
  }
  private var capturesAlways = false
  /// The widgets ``route(_:commands:to:changed:)`` hands events to.
  private var widgets: [any Widget] = []
  /// Whether an event is one of the commands that route offers now, which come before widgets.
  private var isCommand: (@MainActor (InputEvent) -> Bool)?

  /// The field being typed into now, if any: what a widget taking every key holds.
  public var typing: TextField? {
    widgets.lazy.compactMap(\.typing).first
  }

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

  /// Routes events the one way every view takes them: a widget taking every key gets them
  /// alone; otherwise the screen's commands come first, then each widget in turn.
  ///
  /// - Parameters:
  ///   - widgets: the screen's widgets, in the order they are offered an event.
  ///   - commands: the commands the screen offers now (they may change with its state).
  ///   - send: sends a command's action to the reactor.
  ///   - changed: draws the screen again after a widget took an event, since what a widget
  ///     shows is not the reactor's state.
  /// - Returns: a closure that removes the routing.
  public func route<Action>(
    _ widgets: [any Widget],
    commands: @escaping @MainActor () -> [KeyCommand<Action>],
    to send: @escaping @MainActor (Action) -> Void,
    changed: @escaping @MainActor () -> Void
  ) -> @MainActor @Sendable () -> Void {
    self.widgets = widgets
    isCommand = { commands().action(for: $0) != nil }
    let cancel = handle { event in
      if let typing = widgets.first(where: \.capturesKeys), case .key = event {
        let outcome = typing.handle(event)
        if outcome != .unknown { changed() }
        return outcome
      }
      if let action = commands().action(for: event) {
        send(action)
        return .handled
      }
      for widget in widgets {
        let outcome = widget.handle(event)
        if outcome != .unknown {
          changed()
          return outcome
        }
      }
      return .unknown
    }
    return { [weak self] in
      cancel()
      self?.widgets = []
      self?.isCommand = nil
    }
  }

  /// `event` as a recorded session keeps it, asked before it is delivered: what it types into
  /// a secret as stand-ins (``Widget/concealed(_:)``); nil when it types no secret.
  ///
  /// It follows the route ``route(_:commands:to:changed:)`` takes: a widget taking every key,
  /// then the commands, then each widget. A widget says only what it conceals, not what it
  /// takes, so a secret field's plain word and keys must be its own on its screen.
  public func concealed(_ event: InputEvent) -> InputEvent? {
    if let typing = widgets.first(where: \.capturesKeys), case .key = event { return typing.concealed(event) }
    if isCommand?(event) == true { return nil }
    return widgets.lazy.compactMap { $0.concealed(event) }.first
  }

  /// The keys a screen offers now, as its hint line names them: a widget being typed into
  /// alone (its letters are not the screen's commands), otherwise the commands, then each
  /// widget's.
  public static func offered(_ commands: [KeyBinding], _ widgets: [any Widget]) -> [KeyBinding] {
    if let typing = widgets.first(where: \.capturesKeys) { return typing.keys }
    return commands + widgets.flatMap(\.keys)
  }
}
