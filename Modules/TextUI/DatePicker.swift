/// A date picker widget: the date being picked, the keys that step its day, month and year, and
/// a date typed whole, as `UIDatePicker` keeps its date beside a ReactorKit view.
///
/// It keeps the date itself; the view reads ``date`` when the user confirms, as
/// `doneButton.rx.tap.withLatestFrom(datePicker.rx.date)` does. It never leaves its ``bounds``:
/// a step or a typed date past them is refused, and it says why in words. On a terminal ↑↓
/// step the day, ←→ the month, PgUp PgDn the year, and a digit opens a line the date is typed
/// into (Enter sets it, Esc drops the digits). In plain mode it reads `+d -d +m -m +y -y` and a
/// date as `YYYY-MM-DD` (or `YYYYMMDD`, `YYYY-M-D`); it takes every other line as a date, and
/// answers why one is not.
@MainActor
public final class DatePicker: Widget {
  /// The date being picked.
  public private(set) var date: YearMonthDay
  /// The dates it may be set to (not after today, for a birthdate).
  public var bounds: ClosedRange<YearMonthDay> {
    didSet { date = min(max(date, bounds.lowerBound), bounds.upperBound) }
  }
  /// The digits typed on a terminal, the cursor among them; nil while none are typed.
  public var typing: TextField? { entry.isEditing ? entry.field : nil }

  private let entry = LineEditor(limit: 10, accepts: { $0.isASCIIDigit || $0 == "-" })

  /// - Parameters:
  ///   - date: the date it starts on, brought within `bounds`; a view usually shows its
  ///     state's date with ``show(_:)`` once bound.
  ///   - bounds: the dates it may be set to; every four-digit year's when not given.
  public init(date: YearMonthDay = .first, bounds: ClosedRange<YearMonthDay> = .first ... .last) {
    self.date = min(max(date, bounds.lowerBound), bounds.upperBound)
    self.bounds = bounds
    // Erasing the last digit leaves typing, so the arrows step the date again.
    entry.onChange = { [unowned self] text in if text.isEmpty { dropDigits() } }
  }

  /// Shows `date`, the one the state holds, dropping any digits typed: the state the picker
  /// reflects changed (the date a screen opens with).
  public func show(_ date: YearMonthDay) {
    dropDigits()
    self.date = min(max(date, bounds.lowerBound), bounds.upperBound)
  }

  public var capturesKeys: Bool { entry.isEditing }

  public var keys: [KeyBinding] {
    guard let typing else { return [Self.startTyping, Self.setLine] + Self.stepping }
    return [Self.typingDigits, Self.setTyped, Self.erase] + typing.editingKeys + [Self.dropTyped]
  }

  /// Every key the picker has in some state, for the About page.
  public var allKeys: [KeyBinding] {
    [Self.startTyping, Self.setLine] + Self.stepping
      + [Self.typingDigits, Self.setTyped, Self.erase, TextField.editingKeys, Self.dropTyped]
  }

  public func handle(_ event: InputEvent) -> CommandInput.Outcome {
    switch event {
    case .line(let line):
      if let step = Step(line) { return self.step(step) }
      return set(line)
    case .key(.enter) where entry.isEditing:
      return set(entry.field.text)
    case .key(.escape) where entry.isEditing:
      dropDigits()
      return .handled
    case .key(let key) where entry.isEditing:
      return entry.handle(.key(key))
    case .key(.character(let character)) where character.isASCIIDigit:
      entry.begin()
      return entry.handle(event)
    case .key(let key):
      guard let step = Step(key) else { return .unknown }
      return self.step(step)
    case .end:
      return .unknown
    }
  }

  /// Sets the date `text` spells, or says why it cannot; refused digits stay, to be fixed.
  private func set(_ text: String) -> CommandInput.Outcome {
    do {
      date = try Self.parse(text, within: bounds)
      dropDigits()
      return .handled
    } catch {
      return .answered(error.reason)
    }
  }

  private func step(_ step: Step) -> CommandInput.Outcome {
    let moved =
      switch step.part {
      case .day: date.adding(days: step.amount)
      case .month: date.adding(months: step.amount)
      case .year: date.adding(months: 12 * step.amount)
      }
    guard let moved else { return .answered("that step leaves the calendar") }
    if let refusal = Self.outside(bounds, moved) { return .answered(refusal.reason) }
    let before = date
    date = moved
    // A day the new month lacks is clamped, and said, rather than changed in silence.
    guard moved.day != before.day, step.part != .day else { return .handled }
    let month = "\(YearMonthDay.name(ofMonth: moved.month)) \(moved.year)"
    return .answered("\(month) has no day \(before.day): the \(moved.day)th is taken")
  }

  private func dropDigits() {
    entry.end()
    entry.show("")
  }

  /// A step of the day, the month or the year, by a key or a plain line (`+d`, `-m`).
  private struct Step {
    enum Part { case day, month, year }
    let part: Part
    let amount: Int

    init?(_ key: Key) {
      switch key {
      case .up: (part, amount) = (.day, 1)
      case .down: (part, amount) = (.day, -1)
      case .right: (part, amount) = (.month, 1)
      case .left: (part, amount) = (.month, -1)
      case .pageUp: (part, amount) = (.year, 1)
      case .pageDown: (part, amount) = (.year, -1)
      default: return nil
      }
    }

    init?(_ line: String) {
      guard line.count == 2, let sign = line.first, let letter = line.last else { return nil }
      switch sign {
      case "+": amount = 1
      case "-": amount = -1
      default: return nil
      }
      switch letter {
      case "d": part = .day
      case "m": part = .month
      case "y": part = .year
      default: return nil
      }
    }
  }

  private static let startTyping = KeyBinding.terminal("0–9", "types a date", keys: [.character("1")])
  private static let setLine = KeyBinding.plain("YYYY-MM-DD", "sets the date", typed: "1990-05-17")
  private static let stepping: [KeyBinding] = [
    .plain("+d -d", "steps the day", typed: "+d", "-d"),
    .plain("+m -m", "steps the month", typed: "+m", "-m"),
    .plain("+y -y", "steps the year", typed: "+y", "-y"),
    .terminal("↑↓", "steps the day", keys: [.up, .down]),
    .terminal("←→", "steps the month", keys: [.right, .left]),
    .terminal("PgUp PgDn", "steps the year", keys: [.pageUp, .pageDown]),
  ]
  /// While digits are typed the keys are the date's: the hints say letters are not commands.
  private static let typingDigits = KeyBinding.terminal(
    "0–9 -", "type the date, letters are not commands", keys: [.character("1"), .character("-")])
  private static let setTyped = KeyBinding.terminal("Enter", "sets the date typed", keys: [.enter])
  private static let erase = KeyBinding.terminal("⌫", "erases", keys: [.backspace])
  private static let dropTyped = KeyBinding.terminal("Esc", "drops the digits", keys: [.escape])
}

extension Character {
  /// Whether this is one of 0–9: a date is typed with these, not with other scripts' digits.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
