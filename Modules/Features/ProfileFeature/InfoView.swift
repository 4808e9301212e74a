import CaseStudyKit
import Models
import ReactorCore
import TextUI

/// Shows the profile, renames it through a name field, and opens the Birth editor when the
/// state routes there.
public final class InfoView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Profile"
  public let about = ProfileAbout.text
  /// The new name: `n` opens it on a terminal, `name TEXT` submits it in plain mode.
  public let nameField = LineEditor(
    limit: ProfileName.maximumLength,
    opener: (.character("n"), .terminal("n", "renames", keys: [.character("n")])),
    plain: (.prefixed("name"), .plain("name TEXT", "renames", typed: "name Ada")),
    typing: "are the name, not commands", enter: "saves the new name", escape: "keeps the old one")
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

  public var keys: [KeyBinding] {
    Self.commands.map(\.key) + nameField.allKeys
  }

  public func bind(reactor: InfoReactor) {
    // `n` opens an empty line each time: a name sent or dropped is not typed again. The field
    // holds these closures, so they hold it weakly.
    nameField.onSubmit = { [weak reactor, weak nameField] name in
      nameField?.show("")
      reactor?.send(.rename(name))
    }
    nameField.onCancel = { [weak nameField] in nameField?.show("") }
    // A name the reactor did not take goes back to the field, to be fixed rather than typed
    // again; plain mode has no field to reopen, and the line is typed again. Observed before
    // the frame is drawn, so the frame shows the field open.
    reactor.pulse(\.$refusedName) { [screen, nameField] name in
      guard let name, screen.inputMode == .terminal, !nameField.isEditing else { return }
      nameField.begin(with: name)
    }.store(in: bag)
    connect(reactor, to: screen, widgets: [nameField], commands: { _ in Self.commands })
    reactor.pulse(\.$message) { [screen] in screen.flash($0) }.store(in: bag)
    reactor.pulse(\.$route) { [navigation, makeBirthPage] route in
      guard case .birth(let birthdate) = route else { return }
      navigation.push { makeBirthPage(birthdate, $0) }
    }.store(in: bag)
    reactor.send(.load)
  }

  /// The Info frame for `state`, with the name field while it is open; the trace draws past
  /// states with it too.
  public func render(state: InfoReactor.State) -> Frame {
    let keys = nameField.isEditing ? nameField.keys : Self.commands.map(\.key) + nameField.keys
    guard let profile = state.profile else {
      return Frame(title: "Profile · Info", lines: ["", "  \(Spinner.marker) loading…"], keys: keys)
    }
    let age = state.age.map { "\($0)" } ?? "–"
    var lines = ["", "  name       \(Sanitizer.cleanLine(profile.name))"]
    var wrapping: Set<Int> = []
    var focus: Int?
    if nameField.isEditing {
      // A field wraps rather than cut, and is the frame's focus: its cursor stays in view.
      wrapping.insert(lines.count)
      focus = lines.count
      lines.append("  new name   \(nameField.field.shown)")
    }
    lines += ["  birthdate  \(profile.birthdate.iso)", "  age        \(age)"]
    return Frame(title: "Profile · Info", lines: lines, keys: keys, focus: focus, wrapping: wrapping)
  }

  private static let commands = [KeyCommand(.both("e", "edits the birthdate"), InfoReactor.Action.editBirth)]
}
