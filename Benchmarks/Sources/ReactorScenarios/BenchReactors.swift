import ReactorCore

/// The one action the benchmark reactors take.
public enum BenchAction: Sendable {
  case increase
}

/// The one mutation the benchmark reactors reduce.
public enum BenchMutation: Sendable {
  case increase
}

/// A counter: the smallest state that still changes on every mutation.
public struct BenchState: Sendable {
  /// How many mutations were reduced.
  public var value = 0

  /// Creates a counter at zero.
  public init() {}
}

/// Scenarios (a), (c), (d), (e): `mutate` returns one synchronous mutation.
public final class SingleStepReactor: Reactor {
  public typealias Action = BenchAction
  public typealias Mutation = BenchMutation
  public typealias State = BenchState

  public let initialState = BenchState()
  public let runtime = Runtime()

  /// Creates a reactor; its pipeline is built on first use.
  public init() {}

  public func mutate(action: Action) -> Mutations<Mutation> {
    .just(.increase)
  }

  public func reduce(state: BenchState, mutation: Mutation) -> BenchState {
    var state = state
    state.value += 1
    return state
  }
}

/// Scenario (b): `mutate` returns a concatenation of three synchronous mutations.
public final class TripleStepReactor: Reactor {
  public typealias Action = BenchAction
  public typealias Mutation = BenchMutation
  public typealias State = BenchState

  public let initialState = BenchState()
  public let runtime = Runtime()

  /// Creates a reactor; its pipeline is built on first use.
  public init() {}

  public func mutate(action: Action) -> Mutations<Mutation> {
    .concat(.just(.increase), .just(.increase), .just(.increase))
  }

  public func reduce(state: BenchState, mutation: Mutation) -> BenchState {
    var state = state
    state.value += 1
    return state
  }
}

/// Where the benchmark observers write, so the optimizer cannot drop the states they receive.
@MainActor
public final class Sink {
  /// The counter of the last state an observer received.
  ///
  /// Unchecked: a checked class property costs a dynamic exclusivity check (~100 instructions)
  /// on every write from another function, which would measure the sink instead of the runtime.
  @exclusivity(unchecked) public var value = 0

  /// Creates an empty sink.
  public init() {}
}

extension Reactor where State == BenchState {
  /// The one synchronous state observer every scenario uses: it captures a sink, as a view's
  /// observer captures the view, so its closure context is a real allocation.
  @discardableResult
  @inlinable
  public func observe(into sink: Sink) -> Subscription {
    observe { [sink] state in sink.value = state.value }
  }
}

/// Scenario (f): a request's shape, `.concat(.just, .task, .just)`, whose task answers at once.
public final class StubRequestReactor: Reactor {
  public typealias Action = BenchAction
  public typealias Mutation = BenchMutation
  public typealias State = BenchState

  public let initialState = BenchState()
  public let runtime = Runtime()

  /// Creates a reactor; its pipeline is built on first use.
  public init() {}

  public func mutate(action: Action) -> Mutations<Mutation> {
    .concat(.just(.increase), .task { .increase }, .just(.increase))
  }

  public func reduce(state: BenchState, mutation: Mutation) -> BenchState {
    var state = state
    state.value += 1
    return state
  }
}
