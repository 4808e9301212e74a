import AppShell
import CaseStudyKit
import ReactorCore
import TextUI

/// A form's password, as a newcomer writes it with a ``SecretField``: what is typed
/// reaches the reactor only as a `Secret`.
final class PasswordReactor: Reactor {
  enum Action: Sendable {
    case type(Secret<String>)
    case submit(Secret<String>)
    case clear
  }

  struct State: Equatable, Sendable {
    @Secret var password = ""
    var isSet = false
  }

  let initialState = State()
  let runtime = Runtime()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .type(let password):
      state.password = password.wrappedValue
    case .submit(let password):
      state.password = password.wrappedValue
      state.isSet = true
    case .clear:
      state = State()
    }
    return state
  }
}

/// The password field (`p` opens it, `password TEXT` sets it in plain mode) and one command,
/// `c`, that clears it.
final class PasswordView: View, Page, StateRendering {
  let bag = Bag()
  let input = CommandInput()
  let title = "Password"
  let about = "A password field."
  let passwordField = SecretField(
    opener: (.character("p"), .terminal("p", "types the password", keys: [.character("p")])),
    plain: (.prefixed("password"), .plain("password TEXT", "sets the password", typed: "password abc")),
    typing: "are the password", enter: "sets it")
  private let screen: any Screen

  init(screen: any Screen) {
    self.screen = screen
  }

  /// The case study the tests open it as.
  static let caseStudy = CaseStudy<AppContainer>(
    name: "password-form", summary: "A password field.", about: "A password field.", pictures: []
  ) { _, context in
    context.page(PasswordView(screen: context.screen), PasswordReactor())
  }

  var keys: [KeyBinding] {
    Self.commands.map(\.key) + passwordField.allKeys
  }

  func bind(reactor: PasswordReactor) {
    passwordField.onChange = { [weak reactor] in reactor?.send(.type($0)) }
    passwordField.onSubmit = { [weak reactor] in reactor?.send(.submit($0)) }
    connect(reactor, to: screen, widgets: [passwordField], commands: { _ in Self.commands })
  }

  func render(state: PasswordReactor.State) -> Frame {
    let keys = passwordField.isEditing ? passwordField.keys : Self.commands.map(\.key) + passwordField.keys
    let dots = String(repeating: "•", count: state.password.count)
    return Frame(
      title: "Password", lines: ["", "  password  \(dots)", state.isSet ? "  password set" : ""], keys: keys)
  }

  private static let commands = [KeyCommand(.both("c", "clears the password"), PasswordReactor.Action.clear)]
}
