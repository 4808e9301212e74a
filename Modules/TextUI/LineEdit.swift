/// What a key does to a ``TextField`` being typed into: the query line, a new name.
public enum LineEdit: Equatable, Sendable {
  /// The field now reads, or its cursor now stands, as this one.
  case edited(TextField)
  /// A character typed into a field already holding `limit`: the field is unchanged, and the
  /// screen says so at once, not when Enter is pressed.
  case full(limit: Int)
  /// Enter: take this text.
  case submit(String)
  /// Escape, or Ctrl-D on an empty field: leave the field without taking its text.
  case cancel

  /// The sentence a screen flashes for a field that is ``full(limit:)``.
  public static func fullMessage(limit: Int) -> String {
    "this field holds at most \(limit) characters"
  }
}
