/// What a key does to a one-line text field being typed into on a terminal: the query line,
/// a new name.
public enum LineEdit: Equatable, Sendable {
  /// The field now reads this.
  case text(String)
  /// Enter: take this text.
  case submit(String)
  /// Escape: leave the field without taking its text.
  case cancel

  /// What `key` does to a field reading `text`; nil for keys a field ignores (arrows, Tab…).
  public init?(key: Key, text: String) {
    switch key {
    case .character(let character): self = .text(text + String(character))
    case .backspace: self = .text(String(text.dropLast()))
    case .enter: self = .submit(text)
    case .escape: self = .cancel
    default: return nil
    }
  }
}
