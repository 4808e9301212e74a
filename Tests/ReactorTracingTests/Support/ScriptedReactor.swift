import ReactorCore
import ReactorTesting

/// A reactor whose `mutate` is given by each test: a counter with a loading flag and a text.
///
/// Its effects run on a `TestEffectExecutor`, so draining the main actor drains them.
final class ScriptedReactor: Reactor {
  enum Action: Equatable, Sendable {
    case go
    case stop
  }

  enum Mutation: Equatable, Sendable {
    case set(Int)
    case add(Int)
    case setLoading(Bool)
    case setText(String)
  }

  struct State: Equatable, Sendable {
    var value = 0
    var isLoading = false
    var text = ""
  }

  let initialState = State()
  let runtime = Runtime()
  private let script: @MainActor (Action) -> Mutations<Mutation>

  init(_ script: @escaping @MainActor (Action) -> Mutations<Mutation>) {
    self.script = script
    effectExecutor = TestEffectExecutor()
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    script(action)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .set(let value):
      state.value = value
    case .add(let amount):
      state.value += amount
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    case .setText(let text):
      state.text = text
    }
    return state
  }
}
