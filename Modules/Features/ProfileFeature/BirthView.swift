import CaseStudyKit
import Models
import ReactorCore
import TextUI

/// Picks the birthdate with a date picker, saves it on `done`, and closes when the state says so.
public final class BirthView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Birth"
  public let about = ProfileAbout.text
  /// The date being picked, stepped or typed: read when `done` is pressed.
  public let picker = DatePicker()
  /// Going back drops the date being picked: only Enter (`done`) saves it.
  public let backHint = "leaves unsaved"
  private let screen: any Screen
  private let navigation: any Navigating

  /// - Parameter navigation: takes this page away when the state says it is dismissed.
  public init(screen: any Screen, navigation: any Navigating) {
    self.screen = screen
    self.navigation = navigation
  }

  public var keys: [KeyBinding] {
    picker.allKeys + [Self.enterSaves, Self.done, Self.cancel]
  }

  /// The date picked or typed here, which going back drops: said on Info, not lost in silence.
  public var leavingNote: String? {
    guard let state = reactor?.currentState, !state.isDismissed else { return nil }
    if let typing = picker.typing {
      return "the birthdate \(Sanitizer.cleanLine(typing.text)) was not saved: e edits it again"
    }
    guard picker.date != YearMonthDay(state.birthdate) else { return nil }
    return "the birthdate \(picker.date) was not saved: e edits it again"
  }

  public func bind(reactor: BirthReactor) {
    picker.bounds = BirthdateRule.bounds(today: reactor.currentState.today)
    picker.show(YearMonthDay(reactor.currentState.birthdate))
    connect(reactor, to: screen, widgets: [picker], commands: { [weak self] _ in self?.commands ?? [] })
    // A date pasted is a date typed: its first digit opens the line, as a typed one does.
    input.takesPaste = true
    reactor.pulse(\.$error) { [screen] in screen.flash($0) }.store(in: bag)
    reactor.observe(\.isDismissed) { [weak self, navigation] isDismissed in
      if isDismissed, let self { navigation.dismiss(self) }
    }.store(in: bag)
  }

  /// The Birth frame for `state`, with the date the picker holds; the trace draws past states
  /// with it too.
  public func render(state: BirthReactor.State) -> Frame {
    var lines = ["", "  birthdate  \(picker.date)"]
    var wrapping: Set<Int> = []
    var focus: Int?
    if let typing = picker.typing {
      // A field wraps rather than cut, and is the frame's focus: its cursor stays in view.
      wrapping.insert(lines.count)
      focus = lines.count
      lines.append("  typing     \(typing.shown)")
    }
    if state.isSaving {
      lines += ["", "  \(Spinner.marker) saving…"]
    }
    return Frame(
      title: "Profile · Birth", lines: lines, keys: picker.keys + commands.map(\.key), focus: focus,
      wrapping: wrapping)
  }

  /// The commands Birth offers now: Enter saves the date picked, except while digits are typed,
  /// when it is the picker's (it sets them).
  private var commands: [KeyCommand<BirthReactor.Action>] {
    let done = BirthReactor.Action.tapDoneButton(CalendarDate(picker.date))
    let enter = picker.typing == nil ? [KeyCommand(Self.enterSaves, done)] : []
    return enter + [KeyCommand(Self.done, done), KeyCommand(Self.cancel, .cancel)]
  }

  private static let enterSaves = KeyBinding.terminal("Enter", "saves and closes", keys: [.enter])
  private static let done = KeyBinding.plain("done", "saves and closes")
  private static let cancel = KeyBinding.plain("cancel", "closes")
}
