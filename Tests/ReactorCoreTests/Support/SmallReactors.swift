import ReactorCore

/// Logs `enter`/`exit` around each action and can send another action from `mutate` or `reduce`.
final class ReentrantReactor: Reactor {
  enum Action: Hashable, Sendable { case a, b, c }

  enum Mutation: Sendable {
    case begin(Action)
    case end(Action)
  }

  struct State: Equatable, Sendable {
    var begun: [Action] = []
  }

  let initialState = State()
  let runtime = Runtime()
  private(set) var log: [String] = []
  var sendFromMutate: [Action: Action] = [:]
  var sendFromReduce: [Action: Action] = [:]

  func mutate(action: Action) -> Mutations<Mutation> {
    log.append("enter \(action)")
    if let next = sendFromMutate[action] { send(next) }
    return .concat(.just(.begin(action)), .just(.end(action)))
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .begin(let action):
      state.begun.append(action)
      if let next = sendFromReduce[action] { send(next) }
    case .end(let action):
      log.append("exit \(action)")
    }
    return state
  }
}

final class RoutingReactor: Reactor {
  enum Route: Equatable, Sendable { case first, second }
  enum Action: Equatable, Sendable {
    case present(Route)
    case dismiss
  }

  struct State: Equatable, Sendable {
    var route: Route?
  }

  let initialState = State()
  let runtime = Runtime()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .present(let route): state.route = route
    case .dismiss: state.route = nil
    }
    return state
  }
}

final class PulseReactor: Reactor {
  enum Action: Sendable {
    case alert(String)
    case increment
  }

  struct State: Sendable {
    @Pulse var alert: String?
    var count = 0

    init(alert: Pulse<String?> = Pulse(wrappedValue: nil)) {
      _alert = alert
    }
  }

  let initialState: State
  let runtime = Runtime()

  init(initialState: State = State()) {
    self.initialState = initialState
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .alert(let message): state.alert = message
    case .increment: state.count += 1
    }
    return state
  }
}

/// Merges a service's event stream into its mutations (the "global state" pattern).
final class EventsReactor: Reactor {
  enum Action: Sendable { case add(Int) }

  struct State: Equatable, Sendable {
    var value = 0
  }

  let initialState = State()
  let runtime = Runtime()
  private let events: AsyncStream<Action>

  init(events: AsyncStream<Action>) {
    self.events = events
  }

  func transform(mutation: Mutations<Action>) -> Mutations<Action> {
    .merge(mutation, .stream(events))
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .add(let amount): state.value += amount
    }
    return state
  }
}

final class TestView: View {
  let bag = Bag()
  private(set) var bindCount = 0
  private(set) var rendered: [Int] = []
  private let inputs: AsyncStream<ScriptedReactor.Action>?

  init(inputs: AsyncStream<ScriptedReactor.Action>? = nil) {
    self.inputs = inputs
  }

  func bind(reactor: ScriptedReactor) {
    bindCount += 1
    inputs?.send(to: reactor).store(in: bag)
    reactor.observe { [weak self] state in self?.rendered.append(state.value) }.store(in: bag)
  }
}
