import ReactorCore

/// Logs every hook the runtime calls, to check their order and when the pipeline is built.
final class HookReactor: Reactor {
  enum Action: Sendable { case tap }
  enum Mutation: Sendable { case first, second }

  struct State {
    var value = 0
    var isTransformed = false
  }

  let runtime = Runtime()
  let log = Log()

  var initialState: State {
    log.append("initialState")
    return State()
  }

  func transform(action: Mutations<Action>) -> Mutations<Action> {
    log.append("transform(action:) hook")
    return action.map { [log] action in
      log.append("transform(action) \(action)")
      return action
    }
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    log.append("mutate \(action)")
    return .concat(.just(.first), .just(.second))
  }

  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    log.append("transform(mutation:) hook")
    return mutation.map { [log] mutation in
      log.append("transform(mutation) \(mutation)")
      return mutation
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    log.append("reduce \(mutation)")
    var state = state
    state.value += 1
    return state
  }

  func transform(state: State) -> State {
    log.append("transform(state) \(state.value)")
    var state = state
    state.isTransformed = true
    return state
  }
}

/// Reads its own state from the later elements of a concat.
final class ConcatProbeReactor: Reactor {
  enum Action: Sendable { case go }

  enum Mutation: Sendable {
    case add(Int)
    case record(Int)
  }

  struct State: Equatable, Sendable {
    var value = 0
    var seen: [Int] = []
  }

  let initialState = State()
  let runtime = Runtime()

  func mutate(action: Action) -> Mutations<Mutation> {
    .concat(
      .just(.add(1)),
      .task { [weak self] in .record(self?.currentState.value ?? -1) },
      .just(.add(10)),
      .run { @MainActor [weak self] send in send(.record(self?.currentState.value ?? -1)) }
    )
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .add(let amount): state.value += amount
    case .record(let value): state.seen.append(value)
    }
    return state
  }
}

/// A generic reactor meant to be subclassed.
class ValueReactor<Value: Equatable & Sendable>: Reactor {
  enum Action: Sendable { case set(Value) }

  struct State: Equatable, Sendable {
    var value: Value
    var updates = 0
  }

  let initialState: State
  let runtime = Runtime()

  init(value: Value) {
    initialState = State(value: value)
  }

  func mutate(action: Action) -> Mutations<Action> {
    .just(action)
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .set(let value):
      state.value = value
      state.updates += 1
    }
    return state
  }
}

final class ShoutingReactor: ValueReactor<String> {
  init() {
    super.init(value: "")
  }

  override func mutate(action: Action) -> Mutations<Action> {
    switch action {
    case .set(let text): .just(.set(text.uppercased()))
    }
  }
}
