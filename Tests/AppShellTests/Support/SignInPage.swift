import ReactorCore
import TextUI

/// A password field and the state that keeps what was typed: a page whose every frame, trace
/// line and trace record must show dots, never the password.
final class SignInReactor: Reactor {
  enum Action: Sendable {
    case type(TextField)
    case signIn(Secret<String>)
  }

  struct State: Equatable, Sendable {
    var field = TextField(isSecret: true)
    @Secret var password = ""
    var isSignedIn = false
  }

  let initialState = State()
  let runtime = Runtime()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .type(let field): state.field = field
    case .signIn(let password):
      state.password = password.wrappedValue
      state.isSignedIn = true
    }
    return state
  }
}

/// Draws the field as a screen shows it; a line typed in plain mode fills it, `go` signs in.
final class SignInView: View, Page, StateRendering {
  let bag = Bag()
  let input = CommandInput()
  let title = "Sign in"
  let about = "A password field."
  let keys: [KeyBinding] = []
  private let screen: any Screen

  init(screen: any Screen) {
    self.screen = screen
  }

  func bind(reactor: SignInReactor) {
    Subscription(
      cancel: input.route({ [weak reactor] event -> SignInReactor.Action? in
        guard case .line(let line) = event, let field = reactor?.currentState.field else { return nil }
        return line == "go" ? .signIn(Secret(field.text)) : .type(field.replacing(with: line))
      }) { [weak reactor] in reactor?.send($0) }
    ).store(in: bag)
    reactor.observe { [screen] in screen.draw(Self.render($0)) }.store(in: bag)
  }

  func render(state: SignInReactor.State) -> Frame {
    Self.render(state)
  }

  static func render(_ state: SignInReactor.State) -> Frame {
    Frame(
      title: "Sign in", lines: ["  password  \(state.field.shown)", state.isSignedIn ? "  signed in" : ""])
  }
}
