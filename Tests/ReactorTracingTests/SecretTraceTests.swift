import ReactorCore
import ReactorTracing
import Testing
import TextUI

/// A password typed, held and sent never reaches the trace in clear.
@MainActor
struct SecretTraceTests {
  final class SignInReactor: Reactor {
    enum Action: Sendable {
      case type(TextField)
      case signIn(user: String, password: Secret<String>)
    }

    struct State: Sendable {
      var field = TextField(isSecret: true)
      @Secret var password = ""
      var user = ""
    }

    let initialState = State()
    let runtime = Runtime()

    func reduce(state: State, mutation: Action) -> State {
      var state = state
      switch mutation {
      case .type(let field): state.field = field
      case .signIn(let user, let password):
        state.user = user
        state.password = password.wrappedValue
      }
      return state
    }
  }

  @Test func theTraceAndTheHistoryShowDotsNotThePassword() throws {
    let reactor = SignInReactor()
    let history = StateHistory<SignInReactor.Action, SignInReactor.Action, SignInReactor.State>(
      initialState: reactor.currentState)
    var lines: [String] = []
    reactor.trace(lines: { lines.append($0.indented) }, history: history)

    reactor.send(.type(TextField("hunter2", isSecret: true)))
    reactor.send(.signIn(user: "ada", password: Secret("hunter2")))

    #expect(
      lines == [
        "action → type(••••)",
        "  mutation → type(••••)",
        "  state: field: ••••, changed",
        "action → signIn(user: \"ada\", password: ••••)",
        "  mutation → signIn(user: \"ada\", password: ••••)",
        "  state: password: ••••, changed, user: \"\" → \"ada\"",
      ])
    let mutation = try #require(history[history.newest]?.mutation)
    #expect(TraceSummary.of(mutation) == "signIn(user: \"ada\", password: ••••)")
    #expect(reactor.currentState.password == "hunter2", "the reactor itself reads the value")
  }
}
