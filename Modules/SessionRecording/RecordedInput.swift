import TextUI

/// An input event as it is written to a session: a line, or a key by name (`up`, `char:x`).
public enum RecordedInput: Codable, Equatable, Sendable {
  /// A line in plain mode.
  case line(String)
  /// A decoded key on a terminal.
  case key(Key)

  /// The event as the app receives it.
  public var event: InputEvent {
    switch self {
    case .line(let line): .line(line)
    case .key(let key): .key(key)
    }
  }

  /// The recorded form of `event`; nil for the end of input, which a session records as its end.
  public init?(_ event: InputEvent) {
    switch event {
    case .line(let line): self = .line(line)
    case .key(let key): self = .key(key)
    case .end: return nil
    }
  }

  private enum CodingKeys: String, CodingKey {
    case line, key
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let line = try container.decodeIfPresent(String.self, forKey: .line) {
      self = .line(line)
      return
    }
    let name = try container.decode(String.self, forKey: .key)
    guard let key = Self.key(named: name) else {
      throw SessionDamage(reason: "its key is not one the app reads")
    }
    self = .key(key)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .line(let line): try container.encode(line, forKey: .line)
    case .key(let key): try container.encode(Self.name(of: key), forKey: .key)
    }
  }

  /// Every key but characters, for reading names back; ``name(of:)``'s switch keeps it whole.
  private static let named: [Key] = [
    .up, .down, .left, .right, .enter, .backspace, .escape, .tab, .pageUp, .pageDown, .home, .end, .delete,
    .interrupt, .endOfInput, .pasteStart, .pasteEnd, .controlLeft, .controlRight, .altBackspace,
  ]

  private static func name(of key: Key) -> String {
    switch key {
    case .character(let character): "char:" + String(character)
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .enter: "enter"
    case .backspace: "backspace"
    case .escape: "escape"
    case .tab: "tab"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .home: "home"
    case .end: "end"
    case .delete: "delete"
    case .interrupt: "interrupt"
    case .pasteStart: "pasteStart"
    case .pasteEnd: "pasteEnd"
    case .endOfInput: "endOfInput"
    case .control(let letter): "ctrl:" + String(letter)
    case .controlLeft: "controlLeft"
    case .controlRight: "controlRight"
    case .alt(let character): "alt:" + String(character)
    case .altBackspace: "altBackspace"
    }
  }

  private static func key(named name: String) -> Key? {
    if name.hasPrefix("char:") {
      let text = name.dropFirst(5)
      guard text.count == 1, let character = text.first else { return nil }
      return .character(character)
    }
    if name.hasPrefix("alt:") {
      let text = name.dropFirst(4)
      guard text.count == 1, let character = text.first else { return nil }
      return .alt(character)
    }
    if name.hasPrefix("ctrl:") {
      let text = name.dropFirst(5)
      guard text.count == 1, let letter = text.first, letter.isASCII, letter.isLowercase else { return nil }
      return .control(letter)
    }
    return named.first { Self.name(of: $0) == name }
  }
}
