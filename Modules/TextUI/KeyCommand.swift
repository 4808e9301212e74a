/// A key a screen offers and the action each of its presses sends: the one declaration a
/// view's hint line, its About page and its input are all read from.
///
/// A view lists its commands (for its state, when what it offers changes with it); its `keys`
/// are their keys, and its `bind` routes a press to the action of the command it belongs to,
/// so a key cannot be offered without acting, or act without being offered.
public struct KeyCommand<Action: Sendable>: Sendable {
  /// The key, as hints show it and as tests press it.
  public let key: KeyBinding
  /// Each press and what it sends.
  private let actions: [(event: InputEvent, action: Action)]

  /// A key every press of which sends `action`.
  public init(_ key: KeyBinding, _ action: Action) {
    self.key = key
    actions = key.presses.values.joined().map { ($0, action) }
  }

  /// A terminal key under one label whose presses send different actions (`↑↓` moving up or
  /// down); the first is the one a test presses.
  public static func terminal(_ label: String, _ does: String, _ actions: KeyValuePairs<Key, Action>) -> Self
  {
    Self(
      key: .terminal(label, does, keys: actions.map(\.key)), actions: actions.map { (.key($0.key), $0.value) }
    )
  }

  /// A key under one label whose presses each send their own action (`1–4` opening the
  /// section of that number, a section's name typed in plain mode); the first is the one a
  /// test presses.
  public init(_ label: String, _ does: String, each actions: [(press: InputEvent, action: Action)]) {
    var presses: [InputMode: [InputEvent]] = [:]
    for (press, _) in actions {
      switch press {
      case .line: presses[.plain, default: []].append(press)
      case .key: presses[.terminal, default: []].append(press)
      case .end: break
      }
    }
    self.init(key: KeyBinding(label, does, presses: presses), actions: actions.map { ($0.press, $0.action) })
  }

  private init(key: KeyBinding, actions: [(event: InputEvent, action: Action)]) {
    self.key = key
    self.actions = actions
  }

  /// What `event` sends when it is one of this key's presses.
  public func action(for event: InputEvent) -> Action? {
    actions.first { $0.event == event }?.action
  }
}

extension Sequence {
  /// The action of the command `event` presses; nil when none of these commands has it, so
  /// the navigator says the key does nothing here.
  public func action<Action>(for event: InputEvent) -> Action? where Element == KeyCommand<Action> {
    lazy.compactMap { $0.action(for: event) }.first
  }
}
