import Models
import ReactorCore
import TextUI

/// Edits the birthdate: typed or stepped, saved on `done`, closed when the state says so.
public final class BirthView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Birth"
  public let about = ProfileAbout.text
  public let keys: [KeyBinding] = BirthView.keys
  /// Going back drops the date being edited: only Enter (`done`) saves it.
  public let backHint = "leaves unsaved"
  private let screen: any Screen
  private let navigation: any Navigating

  /// The date set or typed here, which going back drops: said on Info, not lost in silence.
  public var leavingNote: String? {
    guard let state = reactor?.currentState, state.hasUnsavedChange else { return nil }
    let typed = state.entry.text.isEmpty ? state.draft.iso : state.entry.text
    return "the birthdate \(Sanitizer.cleanLine(typed)) was not saved: e edits it again"
  }

  /// - Parameter navigation: takes this page away when the state says it is dismissed.
  public init(screen: any Screen, navigation: any Navigating) {
    self.screen = screen
    self.navigation = navigation
  }

  public func bind(reactor: BirthReactor) {
    let action: @MainActor (InputEvent) -> BirthReactor.Action? = { [weak reactor] event in
      reactor.flatMap { Self.action(for: event, in: $0.currentState) }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
    // A date pasted is a date typed: its first digit opens the line, as a typed one does.
    input.takesPaste = true
    // While digits are typed, `q` or `b` is refused, not a command that would drop them; Esc
    // drops the digits. Set before the frame is drawn, so its hints are those of the mode.
    reactor.observe(\.entry) { [input] entry in
      input.capturesKeys = !entry.text.isEmpty
    }.store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.pulse(\.$error) { [screen] in screen.flash($0) }.store(in: bag)
    // Weak: the reactor keeps this closure, and the view keeps the reactor.
    reactor.observe(\.isDismissed) { [weak self, navigation] isDismissed in
      if isDismissed, let self { navigation.dismiss(self) }
    }.store(in: bag)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: BirthReactor.State) -> Frame {
    Self.render(state)
  }

  /// The Birth frame.
  public static func render(_ state: BirthReactor.State) -> Frame {
    var lines = ["", "  birthdate  \(state.draft.iso)"]
    var wrapping: Set<Int> = []
    var focus: Int?
    if !state.entry.text.isEmpty {
      // A field wraps rather than cut, and is the frame's focus: its cursor stays in view.
      wrapping.insert(lines.count)
      focus = lines.count
      lines.append("  typing     \(state.entry.shown)")
    }
    if state.isSaving {
      lines += ["", "  \(Spinner.marker) saving…"]
    }
    return Frame(
      title: "Profile · Birth", lines: lines, keys: state.entry.text.isEmpty ? editingKeys : typingKeys,
      focus: focus, wrapping: wrapping)
  }

  /// Birth's keys: a date typed whole or stepped, saved or left; on a terminal, while digits
  /// are typed, Enter sets them, ⌫ erases and Esc drops them.
  static let keys = editingKeys + typingOnly + [typingDigits]

  /// The digits a terminal types a date with: the first starts typing, the next go on.
  private static let digits: [Key] = [.character("1"), .character("-")]
  private static let startTyping = KeyBinding.terminal("0–9", "types a date", keys: [.character("1")])
  /// While digits are typed the keys are the date's: the hints say letters are not commands.
  private static let typingDigits = KeyBinding.terminal(
    "0–9 -", "type the date, letters are not commands", keys: digits)
  private static let stepping: [KeyBinding] = [
    .plain("YYYY-MM-DD", "sets the date", typed: "1990-05-17"),
    .plain("+d -d", "steps the day", typed: "+d", "-d"),
    .plain("+m -m", "steps the month", typed: "+m", "-m"),
    .plain("+y -y", "steps the year", typed: "+y", "-y"),
    .terminal("↑↓", "steps the day", keys: [.up, .down]),
    .terminal("←→", "steps the month", keys: [.right, .left]),
    .terminal("PgUp PgDn", "steps the year", keys: [.pageUp, .pageDown]),
  ]
  private static let closing: [KeyBinding] = [
    .plain("done", "saves and closes"),
    .plain("cancel", "closes"),
  ]
  private static let editingKeys =
    [startTyping] + stepping + [.terminal("Enter", "saves and closes", keys: [.enter])] + closing
  private static let typingOnly: [KeyBinding] = [
    .terminal("Enter", "saves the date typed", keys: [.enter]),
    .terminal("⌫", "erases", keys: [.backspace]),
    TextField.editingKeys,
    .terminal("Esc", "drops the digits", keys: [.escape]),
  ]
  private static let typingKeys = [typingDigits] + typingOnly + closing

  /// The action a command stands for, given what is on screen.
  static func action(for event: InputEvent, in state: BirthReactor.State) -> BirthReactor.Action? {
    switch event {
    case .line("done"): return .tapDoneButton(state.draft)
    case .line("cancel"): return .cancel
    case .line(let line):
      if let step = DateStep(line) { return .step(step.field, by: step.amount) }
      return .type(line)
    case .key(let key) where !state.entry.text.isEmpty:
      return typing(key, in: state.entry)
    case .key(.up): return .step(.day, by: 1)
    case .key(.down): return .step(.day, by: -1)
    case .key(.right): return .step(.month, by: 1)
    case .key(.left): return .step(.month, by: -1)
    case .key(.pageUp): return .step(.year, by: 1)
    case .key(.pageDown): return .step(.year, by: -1)
    case .key(.enter): return .tapDoneButton(state.draft)
    case .key(.character(let character)) where character.isASCIIDigit:
      return typing(.character(character), in: state.entry)
    default: return nil
    }
  }

  /// A key while a date is typed: the line's, as every field's; only digits and `-` are typed.
  private static func typing(_ key: Key, in entry: TextField) -> BirthReactor.Action? {
    if case .character(let character) = key, !character.isASCIIDigit, character != "-" { return nil }
    switch entry.edit(key) {
    case .edited(let field): return .edit(field)
    case .full(let limit): return .typePastLimit(limit)
    case .submit(let text): return .saveTyped(text)
    case .cancel: return .edit(entry.replacing(with: ""))
    case nil: return nil
    }
  }
}

/// A stepper command: `+d`, `-m`, `+y`…
struct DateStep {
  let field: DateField
  let amount: Int

  init?(_ text: String) {
    guard text.count == 2, let sign = text.first, let letter = text.last else { return nil }
    switch sign {
    case "+": amount = 1
    case "-": amount = -1
    default: return nil
    }
    switch letter {
    case "d": field = .day
    case "m": field = .month
    case "y": field = .year
    default: return nil
    }
  }
}
