import Clocks
import ReactorCore
import ReactorTesting

/// A reactor whose `mutate` is given by each test; it records what the runtime asked of it.
///
/// Its effects run on a `TestEffectExecutor`, so draining the main actor drains them.
final class ScriptedReactor: Reactor {
  enum Action: Equatable, Sendable {
    case go
    case load(String)
    case stop
    case cancel

    var isStop: Bool { self == .stop }

    var isLoad: Bool {
      if case .load = self { true } else { false }
    }
  }

  enum Mutation: Equatable, Sendable {
    case set(Int)
    case add(Int)
    case setLoading(Bool)
    case setText(String)
    case record(Int)
  }

  struct State: Equatable, Sendable {
    var value = 0
    var isLoading = false
    var text = ""
    var recorded: [Int] = []
  }

  let initialState = State()
  let runtime = Runtime()
  private let script: @MainActor (Action, ActionStream<Action>) -> Mutations<Mutation>
  private(set) var mutatedActions: [Action] = []
  private(set) var reducedMutations: [Mutation] = []
  private(set) var reducedOnMainQueue: [Bool] = []
  private(set) var errors: [String] = []

  init(_ script: @escaping @MainActor (Action) -> Mutations<Mutation> = { _ in .empty() }) {
    self.script = { action, _ in script(action) }
    effectExecutor = TestEffectExecutor()
  }

  /// A script that also gets the reactor's own action stream, for `take(until:)`.
  init(watching script: @escaping @MainActor (Action, ActionStream<Action>) -> Mutations<Mutation>) {
    self.script = script
    effectExecutor = TestEffectExecutor()
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    mutatedActions.append(action)
    return script(action, self.action)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    reducedMutations.append(mutation)
    reducedOnMainQueue.append(MainQueue.isCurrent)
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
    case .record(let value):
      state.recorded.append(value)
    }
    return state
  }

  func handleError(_ error: any Error) {
    errors.append("\(error)")
  }
}

/// An effect that sends `.record(0)`, `.record(1)`, … each after sleeping a second on `clock`.
func interval(
  on clock: TestClock<Duration>,
  ticks: Log? = nil
) -> Mutations<ScriptedReactor.Mutation> {
  .run { send in
    var tick = 0
    while true {
      try await clock.sleep(for: .seconds(1))
      ticks?.append("tick \(tick)")
      send(.record(tick))
      tick += 1
    }
  }
}
