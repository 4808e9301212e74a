import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// Reads `currentState` from `transform(state:)`, as a reactor deriving a field from the
/// state it had may do.
final class SelfReadingReactor: Reactor {
  typealias Action = Int

  struct State: Equatable, Sendable {
    var value = 1
    var previous: Int?
  }

  let initialState = State()
  let runtime = ReactorRuntime<Int, Int, State>()

  func reduce(state: State, mutation: Int) -> State {
    var state = state
    state.value = mutation
    return state
  }

  func transform(state: State) -> State {
    var state = state
    state.previous = currentState.value
    return state
  }
}

/// Computes `initialState` from `currentState`: there is no state yet.
final class CircularReactor: Reactor {
  typealias Action = Int
  let runtime = ReactorRuntime<Int, Int, Int>()
  var initialState: Int { currentState + 1 }
}

@MainActor
struct BuildEdgeTests {
  @Test func transformStateCanReadCurrentStateWhileThePipelineIsBuilt() {
    let reactor = SelfReadingReactor()

    #expect(reactor.currentState == SelfReadingReactor.State(value: 1, previous: 1))
    reactor.send(5)
    #expect(reactor.currentState == SelfReadingReactor.State(value: 5, previous: 1))
  }

  @Test func anInitialStateThatReadsCurrentStateIsRefusedByName() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = CircularReactor().currentState }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("initialState must not read currentState"))
  }
}

/// Delays `mutation` in `transform(mutation:)`, which the runtime cannot run.
/// Uses `mutation` inside other operators in `transform(mutation:)`: after a `concat`'s first
/// part, delayed; and turned into several mutations by `flatMap`, as ReactorKit's
/// `mutation.flatMap { … }`.
final class DelayingMutationsReactor: Reactor {
  typealias Action = Int

  let initialState: [Int] = []
  let runtime = ReactorRuntime<Int, Int, [Int]>()
  let clock: TestClock<Duration>

  init(clock: TestClock<Duration>) {
    self.clock = clock
    effectExecutor = TestEffectExecutor()
  }

  func transform(mutation: Mutations<Int>) -> Mutations<Int> {
    .merge(
      .just(1),
      .concat(.task { 2 }, mutation.filter { $0 < 10 }.delay(for: .seconds(1), clock: clock)),
      mutation.filter { $0 >= 10 }.flatMap { .concat(.just($0), .just($0 + 1)) })
  }

  func reduce(state: [Int], mutation: Int) -> [Int] {
    state + [mutation]
  }
}

/// Writes a use of `mutation` inside `flatMap` before the one merged as it is.
final class ReorderingReactor: Reactor {
  typealias Action = Int

  let initialState: [Int] = []
  let runtime = ReactorRuntime<Int, Int, [Int]>()

  func transform(mutation: Mutations<Int>) -> Mutations<Int> {
    .merge(mutation.flatMap { .just($0 + 1) }, mutation)
  }

  func reduce(state: [Int], mutation: Int) -> [Int] {
    state + [mutation]
  }
}

/// Uses `mutation` twice in `transform(mutation:)`, as a reactor splitting what `mutate` makes.
final class SplittingReactor: Reactor {
  typealias Action = Int

  let initialState: [Int] = []
  let runtime = ReactorRuntime<Int, Int, [Int]>()

  func transform(mutation: Mutations<Int>) -> Mutations<Int> {
    .merge(mutation.filter { $0 < 10 }, mutation.filter { $0 >= 10 }.map { $0 * 2 })
  }

  func reduce(state: [Int], mutation: Int) -> [Int] {
    state + [mutation]
  }
}

@MainActor
struct MutationStreamTests {
  @Test func theMutationStreamRunsInsideAnyOperatorAsAStream() async {
    let clock = TestClock()
    let reactor = DelayingMutationsReactor(clock: clock)
    #expect(reactor.currentState == [1])
    await drainMainActor()

    reactor.send(5)
    reactor.send(20)
    #expect(reactor.currentState == [1, 2, 20, 21])
    await advance(clock, by: .seconds(1))

    #expect(reactor.currentState == [1, 2, 20, 21, 5])
  }

  // The uses merged as they are get a mutation first, then those inside other operators,
  // whatever order the hook writes them in.
  @Test func theMutationStreamAsItIsComesBeforeItsUsesInsideOperators() {
    let reactor = ReorderingReactor()

    reactor.send(5)

    #expect(reactor.currentState == [5, 6])
  }

  @Test func theMutationStreamUsedTwiceDeliversThroughEachUse() {
    let reactor = SplittingReactor()

    reactor.send(1)
    reactor.send(10)

    #expect(reactor.currentState == [1, 20])
  }
}
