import Clocks
import ReactorCore
import ReactorTesting
import Synchronization

/// Runs a ``Program`` through the runtime: actions and mutations are `Int`s, and the state
/// records every reduced value with the instant it was reduced at.
final class DifferentialReactor: Reactor {
  typealias Action = Int

  struct State: Sendable {
    var count = 0
  }

  let initialState = State()
  let runtime = ReactorRuntime<Int, Int, State>()
  let program: Program
  let clock: ManualClock
  /// The instant on the reference's scale; the driver moves it.
  var now = 0
  /// Whether the driver is sending actions (an observer may send one then).
  var isSending = false
  var outcome = Reference.Outcome()
  /// Every reduced value, in the order reduced.
  var log: [Int] = []
  /// How many times a `catch` handler was asked for, from wherever the runtime asks.
  let caught = Counter()
  /// How many actions have reached `mutate`: the index in the reference's `arrivals` of the next.
  var effects = 0

  /// `isImmediate`: no effect executor, so effects start inside their `send`.
  init(_ program: Program, clock: ManualClock, isImmediate: Bool = false) {
    self.program = program
    self.clock = clock
    if !isImmediate { effectExecutor = TestEffectExecutor() }
  }

  func transform(action: Mutations<Int>) -> Mutations<Int> {
    switch program.hook {
    case .identity: action
    case .dropOne: action.filter { $0 != 1 }
    case .splitInTwo: .merge(action.filter { $0 == 0 }, action.filter { $0 != 0 })
    case .startWithThree: .concat(.just(3), action)
    case .untilZeroThenRest:
      .concat(action.take(until: self.action.filter { $0 == 0 }), action.filter { $0 != 0 })
    case .mergeUntilZero:
      .merge(
        .merge(action.filter { $0 == 1 }, action.filter { $0 == 2 }).take(
          until: self.action.filter { $0 == 0 }),
        action.filter { $0 == 0 })
    }
  }

  func mutate(action: Int) -> Mutations<Int> {
    // Its delays count the deadlines they take as this effect's.
    let clock = clock.counting(for: effects)
    effects += 1
    let body = mutations(program.effects[action], clock: clock)
    let effect: Mutations<Int> = program.cancelsLatest[action] ? .concat(.cancel(id: 0), body) : body
    return program.isLatestOnly[action] ? effect.cancellable(id: 0, cancelInFlight: true) : effect
  }

  func mutations(_ node: Program.Node, clock: ManualClock) -> Mutations<Int> {
    func mutations(_ node: Program.Node) -> Mutations<Int> { self.mutations(node, clock: clock) }
    return switch node {
    case .just(let value): .just(value)
    case .none: .empty()
    case .task(let value): .task { value }
    case .fail: .task { throw Boom() }
    case .concat(let parts): .concat(parts.map(mutations))
    case .merge(let parts): .merge(parts.map(mutations))
    case .delay(let seconds, let inner): mutations(inner).delay(for: .seconds(seconds), clock: clock)
    case .map(let inner): mutations(inner).map { $0 + 100 }
    case .filter(let inner): mutations(inner).filter { $0.isMultiple(of: 2) }
    case .takeUntil(let stop, let inner): mutations(inner).take(until: self.action.filter { $0 == stop })
    case .catch(let inner, let handler):
      mutations(inner).catch { [handler = mutations(handler), caught] _ in
        caught.value.add(1, ordering: .relaxed)
        return handler
      }
    case .flatMap(let inner, let made):
      // Each value makes its part anew, as a `flatMap` closure does.
      mutations(inner).flatMap { [self] value in self.mutations(made, clock: clock).map { $0 + value } }
    }
  }

  func transform(state: Mutations<State>) -> Mutations<State> {
    switch program.stateHook {
    case .identity: state
    case .evenCounts: state.filter { $0.count.isMultiple(of: 2) }
    case .tenfold: state.map { State(count: $0.count * 10) }
    }
  }

  func reduce(state: State, mutation: Int) -> State {
    outcome.reduced[now, default: []].append(mutation)
    log.append(mutation)
    return State(count: state.count + 1)
  }

  func handleError(_ error: any Error) {
    outcome.errors += 1
  }
}

/// A count read and written from any thread.
final class Counter: Sendable {
  let value = Atomic<Int>(0)
}
