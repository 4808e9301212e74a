/// A text field widget: the one-line field a screen types into (the query line, a new name, a
/// date's digits), its text, cursor and limit, and readline's keys.
///
/// It reports what was typed, and never what it means: the view binds ``onChange`` and
/// ``onSubmit`` to actions. On a terminal it opens with its ``opener`` key (or the first
/// character it accepts, when ``opensOnTyping``) and takes every key until Enter or Esc; in
/// plain mode a line starting with its ``command`` word is submitted. A password's field is a
/// ``SecretField``, which hands its text on only as a ``Secret``.
@MainActor
public final class LineEditor: Widget {
  /// What the field reads and where its cursor is.
  public private(set) var field: TextField
  /// Whether the field is open: on a terminal, every key goes to it.
  public private(set) var isEditing = false
  /// Called with the text after each change to it, not after a cursor move.
  public var onChange: (@MainActor (String) -> Void)?
  /// Called with the text on Enter (or a plain-mode line); the field closes first.
  public var onSubmit: (@MainActor (String) -> Void)?
  /// Called when Esc closes the field without taking its text.
  public var onCancel: (@MainActor () -> Void)?

  /// The key that opens the field on a terminal (`/`, `n`); nil when the screen opens it.
  public let opener: KeyBinding?
  /// The plain-mode line it submits, as its hint names it.
  public let command: KeyBinding?
  private let plainLine: PlainLine?
  /// Whether a character the field accepts, typed while it is closed, opens it and is typed
  /// into it: the first digit of a date.
  public let opensOnTyping: Bool
  /// What Enter, typing and Esc do, as the hints say it while the field is open.
  private let typingHints: (typing: String, enter: String, escape: String)
  private let accepts: @Sendable (Character) -> Bool
  /// The keys that leave the field without taking its text: Esc, and ↓ where a list is below.
  private let leavingKeys: [Key]
  private let openerKey: Key?

  /// - Parameters:
  ///   - limit: the most characters the field takes; nil for no limit.
  ///   - opener: the terminal key that opens the field, as its hint names it.
  ///   - plain: the plain-mode lines it submits (`name TEXT`, or every line), and their hint.
  ///   - typing, enter, escape: what the open field's hints say letters, Enter and Esc do.
  ///   - downLeaves: whether ↓ leaves the field as Esc does: a query line above a list.
  ///   - accepts: the characters the field takes; others are refused while it is open.
  public init(
    limit: Int? = nil, opener: (key: Key, hint: KeyBinding)? = nil,
    plain: (line: PlainLine, hint: KeyBinding)? = nil,
    opensOnTyping: Bool = false, typing: String = "are typed, not commands", enter: String = "takes the text",
    escape: String = "stops typing", downLeaves: Bool = false,
    accepts: @escaping @Sendable (Character) -> Bool = { _ in true }
  ) {
    self.leavingKeys = downLeaves ? [.escape, .down] : [.escape]
    self.field = TextField(limit: limit)
    self.opener = opener?.hint
    self.openerKey = opener?.key
    self.command = plain?.hint
    self.plainLine = plain?.line
    self.opensOnTyping = opensOnTyping
    self.typingHints = (typing, enter, escape)
    self.accepts = accepts
  }

  public var capturesKeys: Bool { isEditing }

  public var typing: TextField? { isEditing ? field : nil }

  public var keys: [KeyBinding] {
    isEditing ? typingKeys(editing: field.editingKeys) : [opener, command].compactMap(\.self)
  }

  /// Every key the field has in any state, for the About page.
  public var allKeys: [KeyBinding] {
    [opener, command].compactMap(\.self) + typingKeys(editing: [TextField.editingKeys])
  }

  /// The keys of the open field, `editing` the ones that move and delete in it.
  private func typingKeys(editing: [KeyBinding]) -> [KeyBinding] {
    let leaving = KeyBinding.terminal(
      leavingKeys == [.escape] ? "Esc" : "Esc ↓", typingHints.escape, keys: leavingKeys)
    return [.terminal("letters ⌫", typingHints.typing, keys: [.character("a"), .backspace])] + editing
      + [.terminal("Enter", typingHints.enter, keys: [.enter]), leaving]
  }

  /// Opens the field reading `text`, the cursor at its end.
  public func begin(with text: String = "") {
    field = field.replacing(with: text)
    isEditing = true
  }

  /// Closes the field, keeping its text.
  public func end() {
    isEditing = false
  }

  /// Shows `text` in the field without reporting it: the state the field reflects changed (a
  /// query given at launch). An open field keeps what is being typed.
  public func show(_ text: String) {
    guard !isEditing else { return }
    field = field.replacing(with: text)
  }

  /// Makes the field a secret's, as ``SecretField`` does before anything is typed: its text is
  /// shown and printed as dots, and a character it refuses is not named.
  func conceal() {
    field = TextField(field.text, limit: field.limit, isSecret: true)
  }

  public func handle(_ event: InputEvent) -> CommandInput.Outcome {
    switch event {
    case .line(let line):
      return submitLine(line)
    case .key(let key) where isEditing:
      return edit(key)
    case .key(let key) where key == openerKey:
      begin(with: field.text)
      return .handled
    case .key(.character(let character)) where opensOnTyping && accepts(character):
      begin()
      return edit(.character(character))
    case .key, .end:
      return .unknown
    }
  }

  /// `event` with each character it would type into the field replaced by its stand-in, one the
  /// field judges alike (``SecretField/standIn(for:judgedBy:)``); nil when it would type nothing
  /// here. It follows ``handle(_:)``, asked before it.
  func standIns(for event: InputEvent) -> InputEvent? {
    switch event {
    case .line(let line):
      guard let (command, text) = plainText(of: line), !text.isEmpty else { return nil }
      return .line(command + String(text.map { SecretField.standIn(for: $0, judgedBy: accepts) }))
    case .key(.character(let character)) where isEditing:
      return isOpenerAgain(.character(character))
        ? nil : .key(.character(SecretField.standIn(for: character, judgedBy: accepts)))
    case .key(let key) where key == openerKey:
      return nil
    case .key(.character(let character)) where opensOnTyping && accepts(character):
      return .key(.character(SecretField.standIn(for: character, judgedBy: accepts)))
    case .key, .end:
      return nil
    }
  }

  /// The command word (and its space) and the text of a plain-mode line the field takes; nil
  /// for a line it leaves.
  private func plainText(of line: String) -> (command: String, text: String)? {
    switch plainLine {
    // An empty line holds no text: it is left to the screen, which says it did nothing.
    case .every where line.isEmpty: nil
    case .every: ("", line)
    case .prefixed(let word) where line == word: (word, "")
    case .prefixed(let word) where line.hasPrefix(word + " "):
      (word + " ", String(line.dropFirst(word.count + 1)))
    case .prefixed, nil: nil
    }
  }

  /// Whether `key` is a sign opener (`/`) pressed again on the empty open field: the opener, as
  /// in less, and not typed. A letter opener (`n`) is a letter like any other once it is open.
  private func isOpenerAgain(_ key: Key) -> Bool {
    guard key == openerKey, field.text.isEmpty, case .character(let sign) = key else { return false }
    return !sign.isLetter && !sign.isNumber
  }

  private func submitLine(_ line: String) -> CommandInput.Outcome {
    guard let text = plainText(of: line)?.text else { return .unknown }
    field = field.replacing(with: text)
    onSubmit?(text)
    return .handled
  }

  private func edit(_ key: Key) -> CommandInput.Outcome {
    if isOpenerAgain(key) { return .handled }
    if case .character(let character) = key, !accepts(character) {
      // A secret's refused character would be on screen in clear.
      if field.isSecret { return .answered("that character cannot be typed here") }
      return .answered("'\(Sanitizer.cleanLine(String(character)))' cannot be typed here")
    }
    if key == .down, leavingKeys.contains(.down) { return leave() }
    switch field.edit(key) {
    case .edited(let edited):
      let isNewText = edited.text != field.text
      field = edited
      if isNewText { onChange?(edited.text) }
      return .handled
    case .full(let limit):
      return .answered(LineEdit.fullMessage(limit: limit))
    case .submit(let text):
      isEditing = false
      onSubmit?(text)
      return .handled
    case .cancel:
      return leave()
    case nil:
      return .unknown
    }
  }

  private func leave() -> CommandInput.Outcome {
    isEditing = false
    onCancel?()
    return .handled
  }
}

/// The lines a ``LineEditor`` takes in plain mode.
public enum PlainLine: Sendable, Equatable {
  /// Lines starting with this word: `name Ada` for `prefixed("name")`.
  case prefixed(String)
  /// Every line the screen's commands leave: a search screen's query.
  case every
}
