/// A key a screen offers and the action it sends: the one declaration a view's hint line, its
/// About page and its input are all read from.
///
/// A view lists its commands (for its state, when what it offers changes with it); its `keys`
/// are their keys, and its `bind` routes a press to the action of the command it belongs to,
/// so a key cannot be offered without acting or act without being offered.
public struct KeyCommand<Action: Sendable>: Sendable {
  /// The key, as hints show it and as tests press it.
  public let key: KeyBinding
  /// What any of its presses sends.
  public let action: Action

  public init(_ key: KeyBinding, _ action: Action) {
    self.key = key
    self.action = action
  }
}

extension Sequence {
  /// The action of the command `event` presses; nil when none of these commands has it, so
  /// the navigator says the key does nothing here.
  public func action<Action>(for event: InputEvent) -> Action? where Element == KeyCommand<Action> {
    first { command in command.key.presses.values.contains { $0.contains(event) } }?.action
  }
}
