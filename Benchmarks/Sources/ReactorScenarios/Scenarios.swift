import ReactorCore

/// Scenario (a): actions sent to an observed reactor whose `mutate` returns one `.just`.
@MainActor
public final class SingleMutationScenario {
  /// The reactor under test.
  public let reactor = SingleStepReactor()
  /// What its observer received.
  public let sink = Sink()

  /// Builds the reactor's pipeline and observes it, so `run` measures sending only.
  public init() {
    reactor.observe(into: sink)
  }

  /// Sends `count` actions; the observer sees `count` states.
  public func run(_ count: Int) {
    for _ in 0..<count {
      reactor.send(.increase)
    }
  }
}

/// Scenario (b): actions sent to an observed reactor whose `mutate` returns
/// `.concat(.just, .just, .just)`.
@MainActor
public final class ConcatMutationScenario {
  /// The reactor under test.
  public let reactor = TripleStepReactor()
  /// What its observer received.
  public let sink = Sink()

  /// Builds the reactor's pipeline and observes it, so `run` measures sending only.
  public init() {
    reactor.observe(into: sink)
  }

  /// Sends `count` actions; the observer sees `3 × count` states.
  public func run(_ count: Int) {
    for _ in 0..<count {
      reactor.send(.increase)
    }
  }
}

/// Scenario (c): the whole life of a short-lived reactor.
@MainActor
public enum LifecycleScenario {
  /// `count` times: creates a reactor, observes it, sends one action and releases it (the
  /// subscription is dropped, as a view that goes away drops its bag).
  public static func run(_ count: Int, into sink: Sink) {
    for _ in 0..<count {
      let reactor = SingleStepReactor()
      reactor.observe(into: sink)
      reactor.send(.increase)
    }
  }
}

/// Scenario (d): many live, idle reactors with one observer each.
@MainActor
public enum IdleScenario {
  /// Creates `count` observed reactors and returns them with the heap they hold, as glibc
  /// counts it (`mallinfo2().uordblks`: the chunks in use, malloc's own headers included).
  ///
  /// The array that keeps them alive is allocated before the first reading, so it is not
  /// counted; neither are the subscriptions, which belong to the views.
  public static func make(_ count: Int, into sink: Sink) -> (reactors: [SingleStepReactor], bytes: Int) {
    var reactors: [SingleStepReactor] = []
    reactors.reserveCapacity(count)
    let before = HeapUsage.bytesInUse()
    for _ in 0..<count {
      let reactor = SingleStepReactor()
      reactor.observe(into: sink)
      reactors.append(reactor)
    }
    let after = HeapUsage.bytesInUse()
    return (reactors, after - before)
  }
}

/// Scenario (e): the physical floor, the same `reduce` in a bare loop.
@MainActor
public enum FloorScenario {
  /// Reduces `count` mutations with ``SingleStepReactor``'s `reduce` and hands each state to a
  /// function the optimizer may not inline, standing in for the observer; without it the loop
  /// would fold into one addition and measure nothing.
  public static func run(_ count: Int, into sink: Sink) {
    let reactor = SingleStepReactor()
    var state = reactor.initialState
    for _ in 0..<count {
      state = reactor.reduce(state: state, mutation: .increase)
      deliver(state, to: sink)
    }
  }

  @inline(never)
  static func deliver(_ state: BenchState, to sink: Sink) {
    sink.value = state.value
  }
}

/// Scenario (f): actions whose `mutate` returns `.concat(.just, .task, .just)`, the shape of a
/// request, with a stub that answers at once; each send is followed by `drain` until the
/// reactor is idle, so the effect's whole cost counts, wherever it runs.
@MainActor
public final class StubRequestScenario {
  /// The reactor under test.
  public let reactor = StubRequestReactor()
  /// What its observer received.
  public let sink = Sink()

  /// Builds the reactor's pipeline and observes it, so `run` measures sending only.
  public init() {
    reactor.observe(into: sink)
  }

  /// Sends `count` actions, each followed by `drain` while an effect runs; the observer sees
  /// `3 × count` states.
  public func run(_ count: Int, drain: () -> Void) {
    for _ in 0..<count {
      reactor.send(.increase)
      while !reactor.isIdle { drain() }
    }
  }

  /// Sends `count` actions, then calls `drain` until every effect is done: what the effects cost
  /// without a run of the main run loop per action.
  public func runThenDrain(_ count: Int, drain: () -> Void) {
    for _ in 0..<count {
      reactor.send(.increase)
    }
    while !reactor.isIdle { drain() }
  }
}
