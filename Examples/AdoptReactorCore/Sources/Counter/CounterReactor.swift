import ReactorCore

// The reactor of ReactorCore's article "Getting started", as the article gives it.
final class CounterReactor: Reactor {
  enum Action: Equatable, Sendable {
    case increase
    case decrease
  }

  enum Mutation: Sendable {
    case increaseValue
    case decreaseValue
    case setLoading(Bool)
  }

  struct State: Equatable {
    var value = 0
    var isLoading = false
  }

  let initialState = State()
  let runtime = Runtime()
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue:
      state.value += 1
    case .decreaseValue:
      state.value -= 1
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    }
    return state
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .increase:
      step(.increaseValue)
    case .decrease:
      step(.decreaseValue)
    }
  }

  private func step(_ change: Mutation) -> Mutations<Mutation> {
    .concat(
      .just(.setLoading(true)),
      .just(change).delay(for: .milliseconds(500), clock: clock),
      .just(.setLoading(false))
    )
  }
}
