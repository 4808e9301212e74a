import Models
import ReactorCore
import TextUI

/// Shows the profile and opens the Birth editor when the state routes there.
public final class InfoView: View, Page, StateRendering {
  public let bag = Bag()
  public let input = CommandInput()
  public let title = "Profile"
  public let about = ProfileAbout.text
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
    Subscription(cancel: input.route(InfoReactor.Action.init) { [weak reactor] in reactor?.send($0) })
      .store(in: bag)
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
      return Frame(title: "Profile · Info", lines: ["", "  \(Spinner.marker) loading…"], hints: hints)
    }
    let age = state.age.map { "\($0)" } ?? "–"
    return Frame(
      title: "Profile · Info",
      lines: [
        "",
        "  name       \(Sanitizer.cleanLine(profile.name))",
        "  birthdate  \(profile.birthdate.iso)",
        "  age        \(age)",
      ],
      hints: hints
    )
  }

  private static let hints = "e edit birthdate · name TEXT rename · b back · q quit · ? about · t trace"
}

extension InfoReactor.Action {
  /// The action a command stands for: `e`, or `name TEXT` in plain mode.
  init?(_ event: InputEvent) {
    switch event {
    case .line("e"), .key(.character("e")), .key(.enter):
      self = .editBirth
    case .line(let line) where line.hasPrefix("name ") || line == "name":
      self = .rename(String(line.dropFirst(4)))
    default:
      return nil
    }
  }
}
