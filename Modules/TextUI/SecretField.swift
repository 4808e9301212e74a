/// A password field: a text field whose text shows as dots and is handed on only as a
/// ``Secret``.
///
/// It types as a ``LineEditor`` does, with the same keys and options. What it reports is a
/// `Secret<String>`, so an action or a state made from it prints as dots: the compiler keeps
/// the password out of the trace, not a review. A recorded session keeps a stand-in for each
/// character typed into it (``standIn(for:)``). The stand-ins keep the text's length and
/// shape, so a replay draws the same dots. Rules that judge a character by its kind (a digit,
/// a letter) hold the same on replay; `accepts` should be such a rule.
@MainActor
public final class SecretField: Widget {
  private let editor: LineEditor
  /// Called with the text after each change to it, not after a cursor move.
  public var onChange: (@MainActor (Secret<String>) -> Void)?
  /// Called with the text on Enter (or a plain-mode line); the field closes first.
  public var onSubmit: (@MainActor (Secret<String>) -> Void)?
  /// Called when Esc closes the field without taking its text.
  public var onCancel: (@MainActor () -> Void)?

  /// - Parameters:
  ///   - limit: the most characters the field takes; nil for no limit.
  ///   - opener: the terminal key that opens the field, as its hint names it.
  ///   - plain: the plain-mode lines it submits (`password TEXT`, or every line), and their hint.
  ///   - typing, enter, escape: what the open field's hints say letters, Enter and Esc do.
  ///   - downLeaves: whether ↓ leaves the field as Esc does.
  ///   - accepts: the characters the field takes; others are refused, unnamed, while it is open.
  public init(
    limit: Int? = nil, opener: (key: Key, hint: KeyBinding)? = nil,
    plain: (line: PlainLine, hint: KeyBinding)? = nil,
    opensOnTyping: Bool = false, typing: String = "are typed, not commands", enter: String = "takes the text",
    escape: String = "stops typing", downLeaves: Bool = false,
    accepts: @escaping @Sendable (Character) -> Bool = { _ in true }
  ) {
    editor = LineEditor(
      limit: limit, opener: opener, plain: plain, opensOnTyping: opensOnTyping, typing: typing, enter: enter,
      escape: escape, downLeaves: downLeaves, accepts: accepts)
    editor.conceal()
    editor.onChange = { [weak self] text in self?.onChange?(Secret(text)) }
    editor.onSubmit = { [weak self] text in self?.onSubmit?(Secret(text)) }
    editor.onCancel = { [weak self] in self?.onCancel?() }
  }

  /// What the field holds and where its cursor is: shown as a dot a character, printed as dots.
  public var field: TextField { editor.field }

  /// Whether the field is open: on a terminal, every key goes to it.
  public var isEditing: Bool { editor.isEditing }

  /// The key that opens the field on a terminal; nil when the screen opens it.
  public var opener: KeyBinding? { editor.opener }

  /// The plain-mode line it submits, as its hint names it.
  public var command: KeyBinding? { editor.command }

  public var capturesKeys: Bool { editor.capturesKeys }

  public var typing: TextField? { editor.typing }

  public var keys: [KeyBinding] { editor.keys }

  /// Every key the field has in any state, for the About page.
  public var allKeys: [KeyBinding] { editor.allKeys }

  /// Opens the field holding `text`, the cursor at its end.
  public func begin(with text: Secret<String> = Secret("")) {
    editor.begin(with: text.wrappedValue)
  }

  /// Closes the field, keeping its text.
  public func end() {
    editor.end()
  }

  public func handle(_ event: InputEvent) -> CommandInput.Outcome {
    editor.handle(event)
  }

  /// `event` with each character it types into the field as its stand-in: a key, a pasted key,
  /// or a plain-mode line's text after its command word. Nil for an event that types nothing
  /// here (the opener, Backspace, an arrow, Enter, Esc), which a session keeps as it is.
  public func concealed(_ event: InputEvent) -> InputEvent? {
    editor.standIns(for: event)
  }
}
