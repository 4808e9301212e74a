/// A one-line text field being typed into on a terminal (the query line, a new name): its text,
/// where the cursor is, and how many characters it may hold.
///
/// It answers readline's keys (``LineEdit``), so a field behaves the same on every screen. A
/// secret field (a password) shows a dot for each character on screen, and prints as
/// ``Secret``'s dots in a trace, so what is typed into it never reaches a frame or a trace.
public struct TextField: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// What the field reads.
  public private(set) var text: String
  /// The cursor, as the number of characters before it.
  public private(set) var cursor: Int
  /// The most characters the field takes; nil for no limit.
  public let limit: Int?
  /// Whether the field holds a secret, a password: shown as dots, printed as dots.
  public let isSecret: Bool

  /// A field reading `text`, the cursor at its end; `isSecret` for a password.
  public init(_ text: String = "", limit: Int? = nil, isSecret: Bool = false) {
    self.text = text
    self.cursor = text.count
    self.limit = limit
    self.isSecret = isSecret
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// Two fields are equal when they read the same with the cursor in the same place: the
  /// limit and the secrecy are the field's rules, not what it holds.
  public static func == (lhs: TextField, rhs: TextField) -> Bool {
    lhs.text == rhs.text && lhs.cursor == rhs.cursor
  }

  /// The text quoted, as a trace shows the field: `edit("1990")`; dots for a secret field.
  public var description: String {
    isSecret ? Secret<String>.dots : text.debugDescription
  }

  /// As ``description``.
  public var debugDescription: String { description }

  /// The text and cursor, the text as dots in a secret field, so `dump` keeps the secret too.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "text": isSecret ? Secret(text) as Any : text, "cursor": cursor, "limit": limit as Any,
        "isSecret": isSecret,
      ])
  }

  /// The keys that move and delete in a field, as every field's hints name them.
  ///
  /// Alt-B, Alt-F and Ctrl-←→ move by words, Alt-D and Alt-⌫ delete one, as readline does.
  public static let editingKeys = KeyBinding.terminal(
    "←→ ^←→ Home End Del ^A ^E ^U ^K ^W Alt-B Alt-F Alt-D Alt-⌫", "edit the line",
    keys: [
      .left, .right, .controlLeft, .controlRight, .home, .end, .delete, .control("a"), .control("e"),
      .control("u"), .control("k"), .control("w"), .alt("b"), .alt("f"), .alt("d"), .altBackspace,
      .control("b"), .control("f"),
    ])

  /// The keys a field offers besides typing, Enter and Esc: on an empty field none of the
  /// keys that move or delete has anything to act on, and the screen says so when pressed.
  public var editingKeys: [KeyBinding] {
    text.isEmpty ? [] : [Self.editingKeys]
  }

  /// The text as a screen shows it, sanitised, with `▏` where the cursor is; a secret field's
  /// as a dot for each character, so the screen tells how much is typed and nothing more.
  public var shown: String {
    if isSecret {
      return String(repeating: "•", count: cursor) + "▏" + String(repeating: "•", count: text.count - cursor)
    }
    let split = text.index(text.startIndex, offsetBy: cursor)
    return Sanitizer.cleanLine(String(text[..<split])).standingAlone + "▏"
      + Sanitizer.cleanLine(String(text[split...])).standingAlone
  }

  /// The field reading `text` instead, the cursor at its end.
  public func replacing(with text: String) -> TextField {
    var field = TextField(text, limit: limit, isSecret: isSecret)
    if let limit, field.text.count > limit {
      field = TextField(String(text.prefix(limit)), limit: limit, isSecret: isSecret)
    }
    return field
  }

  /// What `key` does to the field; nil for a key a field does not use (↑, Tab…), which the
  /// screen may take for itself.
  public func edit(_ key: Key) -> LineEdit? {
    var field = self
    let movesOrDeletes = Self.editingKeys.presses[.terminal]?.contains(.key(key)) == true
    if text.isEmpty, movesOrDeletes { return nil }
    switch key {
    case .character(let character):
      if let limit, text.count >= limit { return .full(limit: limit) }
      field.insert(character)
    case .backspace: field.delete(cursor - 1..<cursor)
    case .delete: field.delete(cursor..<cursor + 1)
    case .endOfInput:
      // Ctrl-D: readline deletes under the cursor; on an empty line it leaves the line.
      if text.isEmpty { return .cancel }
      field.delete(cursor..<cursor + 1)
    case .left, .control("b"): field.cursor = max(cursor - 1, 0)
    case .right, .control("f"): field.cursor = min(cursor + 1, text.count)
    case .home, .control("a"): field.cursor = 0
    case .end, .control("e"): field.cursor = text.count
    case .control("u"): field.delete(0..<cursor)
    case .control("k"): field.delete(cursor..<text.count)
    case .control("w"): field.delete(wordStart..<cursor)
    case .alt("b"), .controlLeft: field.cursor = wordBefore
    case .alt("f"), .controlRight: field.cursor = wordAfter
    case .alt("d"): field.delete(cursor..<wordAfter)
    case .altBackspace: field.delete(wordBefore..<cursor)
    case .enter: return .submit(text)
    case .escape: return .cancel
    default: return nil
    }
    return .edited(field)
  }

  /// Where the word before the cursor starts, spaces after it included, as Ctrl-W deletes it.
  private var wordStart: Int {
    let before = Array(text.prefix(cursor))
    var start = before.count
    while start > 0, before[start - 1] == " " { start -= 1 }
    while start > 0, before[start - 1] != " " { start -= 1 }
    return start
  }

  /// Where the word before the cursor starts, as readline's Alt-B finds it: a word is letters
  /// and digits, so punctuation (`swift-nio`'s dash) parts words where Ctrl-W's spaces do not.
  private var wordBefore: Int {
    let before = Array(text.prefix(cursor))
    var start = before.count
    while start > 0, !Self.isWordCharacter(before[start - 1]) { start -= 1 }
    while start > 0, Self.isWordCharacter(before[start - 1]) { start -= 1 }
    return start
  }

  /// Where the word at or after the cursor ends, as readline's Alt-F finds it.
  private var wordAfter: Int {
    let after = Array(text.dropFirst(cursor))
    var end = 0
    while end < after.count, !Self.isWordCharacter(after[end]) { end += 1 }
    while end < after.count, Self.isWordCharacter(after[end]) { end += 1 }
    return cursor + end
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  private mutating func insert(_ character: Character) {
    // A combining mark typed on its own joins the character before it: the text may grow by
    // no character at all, and the cursor goes after what the mark joined.
    let before = String(text.prefix(cursor)) + String(character)
    text = before + text.dropFirst(cursor)
    cursor = min(before.count, text.count)
  }

  /// Removes the characters at `offsets`, clamped to the text, and leaves the cursor where
  /// they were.
  private mutating func delete(_ offsets: Range<Int>) {
    let lower = max(offsets.lowerBound, 0)
    let upper = min(offsets.upperBound, text.count)
    guard lower < upper else { return }
    // Rebuilt rather than cut in place: what is left either side may join into one character
    // (Hangul jamo), and the cursor must stay within the text.
    text = String(text.prefix(lower)) + text.dropFirst(upper)
    cursor = min(lower, text.count)
  }
}
