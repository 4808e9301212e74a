/// Something read from the input by ``InputReader``.
public enum InputEvent: Equatable, Sendable {
  /// A keystroke (keys mode).
  case key(Key)
  /// A whole line without its line ending (lines mode).
  case line(String)
  /// The input reached its end; nothing follows.
  case end
}
