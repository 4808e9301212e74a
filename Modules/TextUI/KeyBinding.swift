/// How the app reads input: a line at a time (piped, `--plain`) or a key at a time (a terminal).
public enum InputMode: Sendable, Hashable, CaseIterable {
  /// Lines: a command is typed and sent with Enter.
  case plain
  /// Keys: each keystroke acts at once.
  case terminal
}

/// One key a screen answers to: what the user types, in which input mode, and what it does.
///
/// A screen declares its keys once, as values of this type; its hint line and its About page
/// are rendered from them, and a test presses each one in each mode it names.
public struct KeyBinding: Equatable, Sendable {
  /// What the hint shows for the key: `+`, `o N`, `↑↓`.
  public let label: String
  /// What the key does, as the hint says it: `increase`, `open post N`.
  public let does: String
  /// The events that press the key in each mode it works in, each one alone (↑ and ↓ for
  /// `↑↓`); a mode missing here is one where the key does nothing, and its hints leave it out.
  /// The first is the one a test presses to see the key act.
  public let presses: [InputMode: [InputEvent]]

  /// A key with its presses given per mode.
  public init(_ label: String, _ does: String, presses: [InputMode: [InputEvent]]) {
    self.label = label
    self.does = does
    self.presses = presses
  }

  /// A key that works the same in both modes: the line `typed` in plain mode, the same
  /// characters as keys on a terminal (`typed` is `label` when not given).
  public static func both(_ label: String, _ does: String, typed: String? = nil) -> KeyBinding {
    let text = typed ?? label
    return KeyBinding(
      label, does, presses: [.plain: [.line(text)], .terminal: text.map { .key(.character($0)) }])
  }

  /// A command that only plain mode reads: the lines `typed` (`label` when none is given),
  /// such as `o 2` for `o N`.
  public static func plain(_ label: String, _ does: String, typed: String...) -> KeyBinding {
    KeyBinding(label, does, presses: [.plain: (typed.isEmpty ? [label] : typed).map(InputEvent.line)])
  }

  /// A key that only a terminal sends, such as an arrow or Enter.
  public static func terminal(_ label: String, _ does: String, keys: [Key]) -> KeyBinding {
    KeyBinding(label, does, presses: [.terminal: keys.map(InputEvent.key)])
  }

  /// Whether the key does something in `mode`.
  public func works(in mode: InputMode) -> Bool {
    presses[mode] != nil
  }

  /// "label does", as the hint line and the About page show it.
  public var text: String {
    does.isEmpty ? label : "\(label) \(does)"
  }
}
