import Models
import ReactorCore
import TextUI

/// Shows the profile and opens the Birth editor when the state routes there.
public final class InfoView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Profile"
  public let about = ProfileAbout.text
  public let keys: [KeyBinding] = InfoView.keys
  private let screen: any Screen
  private let navigation: any Navigating
  private let makeBirthPage: @MainActor (CalendarDate, any Screen) -> any Page

  /// - Parameters:
  ///   - navigation: pushes the Birth page when the state routes to it.
  ///   - makeBirthPage: builds the Birth editor, view and reactor, for the current birthdate on
  ///     the screen it is given.
  public init(
    screen: any Screen,
    navigation: any Navigating,
    makeBirthPage: @escaping @MainActor (CalendarDate, any Screen) -> any Page
  ) {
    self.screen = screen
    self.navigation = navigation
    self.makeBirthPage = makeBirthPage
  }

  public func bind(reactor: InfoReactor) {
    let action: @MainActor (InputEvent) -> InfoReactor.Action? = { [weak reactor] event in
      reactor.flatMap { InfoReactor.Action(event, in: $0.currentState) }
    }
    Subscription(cancel: input.route(action) { [weak reactor] in reactor?.send($0) }).store(in: bag)
    // While the edit line is open, `q` or `b` is a letter of the name, not a command. Set
    // before the frame is drawn, so its hints are those of the mode the keys are in.
    reactor.observe(\.nameEntry) { [input] entry in
      input.capturesKeys = entry != nil
    }.store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
    reactor.observe(\.route) { [navigation, makeBirthPage, weak reactor] route in
      guard case .birth(let birthdate) = route else { return }
      navigation.push { makeBirthPage(birthdate, $0) }
      reactor?.send(.removePushed)
    }.store(in: bag)
    reactor.send(.load)
  }

  /// What `bind(reactor:)` draws for `state`; the trace draws past states with it too.
  public func render(state: InfoReactor.State) -> Frame {
    Self.render(state)
  }

  /// The Info frame.
  public static func render(_ state: InfoReactor.State) -> Frame {
    guard let profile = state.profile else {
      return Frame(title: "Profile · Info", lines: ["", "  \(Spinner.marker) loading…"], keys: browsingKeys)
    }
    let age = state.age.map { "\($0)" } ?? "–"
    var lines = ["", "  name       \(Sanitizer.cleanLine(profile.name))"]
    var wrapping: Set<Int> = []
    var focus: Int?
    if let entry = state.nameEntry {
      // A field wraps rather than cut, and is the frame's focus: its cursor stays in view.
      wrapping.insert(lines.count)
      focus = lines.count
      lines.append("  new name   \(entry.shown)")
    }
    lines += ["  birthdate  \(profile.birthdate.iso)", "  age        \(age)"]
    return Frame(
      title: "Profile · Info", lines: lines, keys: state.nameEntry.map(lineKeys) ?? browsingKeys,
      focus: focus, wrapping: wrapping)
  }

  /// Info's keys: the ones it offers, and while the edit line is open, the ones that end it.
  static let keys = browsingKeys + editingKeys + [TextField.editingKeys]

  /// The edit line's keys: the ones that move and delete once it holds something to act on.
  private static func lineKeys(_ entry: TextField) -> [KeyBinding] {
    editingKeys.prefix(1) + entry.editingKeys + editingKeys.dropFirst()
  }

  private static let browsingKeys: [KeyBinding] = [
    .both("e", "edits the birthdate"),
    .plain("name TEXT", "renames", typed: "name Ada"),
    .terminal("n", "renames", keys: [.character("n")]),
  ]
  private static let editingKeys: [KeyBinding] = [
    .terminal("letters ⌫", "are the name, not commands", keys: [.character("A"), .backspace]),
    .terminal("Enter", "saves the new name", keys: [.enter]),
    .terminal("Esc", "keeps the old one", keys: [.escape]),
  ]
}

extension InfoReactor.Action {
  /// The action a command stands for: `e`, or `name TEXT` in plain mode; on a terminal `e`
  /// and `n`, which opens an edit line that takes every key until Enter or Esc.
  init?(_ event: InputEvent, in state: InfoReactor.State) {
    if case .key(let key) = event, let entry = state.nameEntry {
      switch entry.edit(key) {
      case .edited(let field): self = .editName(field)
      case .full(let limit): self = .typePastLimit(limit)
      case .submit(let text): self = .rename(text)
      case .cancel: self = .editName(nil)
      case nil: return nil
      }
      return
    }
    switch event {
    case .line("e"), .key(.character("e")):
      self = .editBirth
    case .key(.character("n")):
      self = .editName(TextField(limit: ProfileName.maximumLength))
    case .line(let line) where line.hasPrefix("name ") || line == "name":
      self = .rename(String(line.dropFirst(4)))
    default:
      return nil
    }
  }
}
