import ReactorCore

/// Ports ReactorKit's Counter example with a pulse: a delayed step between two loading states,
/// then an alert. In ReactorKit: `.concat([.just(.setLoading(true)),
/// .just(.increaseValue).delay(.milliseconds(500), scheduler: MainScheduler.instance), …])`.
final class PulseCounterReactor: Reactor {
  enum Action: Equatable, Sendable {
    case increase
    case decrease
  }

  enum Mutation: Sendable {
    case increaseValue
    case decreaseValue
    case setLoading(Bool)
    case setAlertMessage(String)
  }

  struct State: Equatable {
    var value = 0
    var isLoading = false
    @Pulse var alertMessage: String?
  }

  let initialState = State()
  let runtime = Runtime()
  /// ReactorKit's `MainScheduler.instance`; a test gives a `TestClock`.
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .increase:
      .concat(
        .just(.setLoading(true)),
        .just(.increaseValue).delay(for: .milliseconds(500), clock: clock),
        .just(.setLoading(false)),
        .just(.setAlertMessage("increased!"))
      )
    case .decrease:
      .concat(
        .just(.setLoading(true)),
        .just(.decreaseValue).delay(for: .milliseconds(500), clock: clock),
        .just(.setLoading(false)),
        .just(.setAlertMessage("decreased!"))
      )
    }
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
    case .setAlertMessage(let message):
      state.alertMessage = message
    }
    return state
  }
}
