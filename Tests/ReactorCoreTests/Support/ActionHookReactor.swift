import ReactorCore
import ReactorTesting

/// A reactor whose `transform(action:)` is given by each test; its state lists the actions that
/// reached `mutate`, in order.
final class ActionHookReactor: Reactor {
  enum Action: Equatable, Sendable {
    case a, b, load, stop, tick
  }

  struct State: Equatable, Sendable {
    var reduced: [Action] = []
  }

  typealias Hook = @MainActor (Mutations<Action>, ActionStream<Action>) -> Mutations<Action>

  let initialState = State()
  let runtime = ReactorRuntime<Action, Action, State>()
  private let hook: Hook
  private(set) var traced: [Action] = []

  init(_ hook: @escaping Hook) {
    self.hook = hook
    effectExecutor = TestEffectExecutor()
  }

  func transform(action: Mutations<Action>) -> Mutations<Action> {
    hook(action, self.action)
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.reduced.append(mutation)
    return state
  }
}
