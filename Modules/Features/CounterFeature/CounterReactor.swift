import ReactorCore

/// Counts up and down, each step taking half a second and ending with an alert.
public final class CounterReactor: Reactor {
  public enum Action: Equatable, Sendable {
    case increase
    case decrease
  }

  public enum Mutation: Equatable, Sendable {
    case increaseValue
    case decreaseValue
    case setLoading(Bool)
    case setAlertMessage(String)
  }

  public struct State: Equatable, Sendable {
    public var value: Int
    public var isLoading: Bool
    @Pulse public var alertMessage: String?

    public init(value: Int = 0, isLoading: Bool = false, alertMessage: String? = nil) {
      self.value = value
      self.isLoading = isLoading
      self.alertMessage = alertMessage
    }
  }

  public let initialState: State
  public let runtime = Runtime()
  private let clock: any Clock<Duration>

  /// - Parameter clock: drives the half-second step; a `TestClock` in tests.
  public init(initialState: State = State(), clock: any Clock<Duration> = ContinuousClock()) {
    self.initialState = initialState
    self.clock = clock
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .increase:
      step(.increaseValue, alert: "increased!")
    case .decrease:
      step(.decreaseValue, alert: "decreased!")
    }
  }

  public func reduce(state: State, mutation: Mutation) -> State {
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

  private func step(_ change: Mutation, alert: String) -> Mutations<Mutation> {
    .concat(
      .just(.setLoading(true)),
      .just(change).delay(for: .milliseconds(500), clock: clock),
      .just(.setLoading(false)),
      .just(.setAlertMessage(alert))
    )
  }
}
