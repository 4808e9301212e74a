import ReactorCore

/// ReactorKit's own hook-order check: every hook appends its name to the state, so the state
/// spells out which hooks ran, in which order, and how many times.
final class NamingReactor: Reactor {
  typealias Action = [String]
  typealias Mutation = [String]
  typealias State = [String]

  let initialState: State = []
  let runtime = Runtime()

  func transform(action: Mutations<Action>) -> Mutations<Action> {
    action.map { $0 + ["transformedAction"] }
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    .just(action + ["mutation"])
  }

  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    mutation.map { $0 + ["transformedMutation"] }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    mutation + ["reduce"]
  }

  func transform(state: State) -> State {
    state + ["transformedState"]
  }
}

/// Counts in `reduce` and marks in `transform(state:)`, to show which state `reduce` receives.
final class CountingReactor: Reactor {
  enum Action: Sendable { case add }
  typealias State = [String]

  let initialState: State = []
  let runtime = Runtime()

  func reduce(state: [String], mutation: Action) -> [String] {
    state + ["added"]
  }

  func transform(state: [String]) -> [String] {
    state + ["shown"]
  }
}

/// Merges a stream in `transform(mutation:)` and logs every hook, to check that a stub keeps
/// the pipeline from being built.
final class MergingReactor: Reactor {
  enum Action: Sendable { case go }
  enum Mutation: Sendable { case set(Int) }

  struct State: Equatable, Sendable {
    var value = 0
    var isTransformed = false
  }

  let initialState = State()
  let runtime = Runtime()
  let log = Log()
  private let values: AsyncStream<Int>

  init(values: AsyncStream<Int>) {
    self.values = values
  }

  func transform(action: Mutations<Action>) -> Mutations<Action> {
    log.append("transform(action:)")
    return action
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    log.append("mutate")
    return .just(.set(-1))
  }

  func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
    log.append("transform(mutation:)")
    return .merge(
      mutation,
      .stream(values) { [log] value in
        log.append("stream \(value)")
        return .set(value)
      })
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    if case .set(let value) = mutation { state.value = value }
    return state
  }

  func transform(state: State) -> State {
    log.append("transform(state:)")
    var state = state
    state.isTransformed = true
    return state
  }
}

/// Reads its own state in deferred parts of a concatenation.
final class DeferredProbe: Reactor {
  enum Action: Sendable { case now, afterEffect }
  enum Mutation: Sendable { case add(Int), record(Int) }

  struct State: Equatable, Sendable {
    var value = 0
    var recorded: [Int] = []
  }

  let initialState = State()
  let runtime = Runtime()

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .now:
      .concat(.just(.add(1)), recordValue(), .just(.add(10)), recordValue())
    case .afterEffect:
      .concat(.task { .add(5) }, recordValue())
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .add(let amount): state.value += amount
    case .record(let value): state.recorded.append(value)
    }
    return state
  }

  private func recordValue() -> Mutations<Mutation> {
    .deferred { [unowned self] in .just(.record(currentState.value)) }
  }
}
