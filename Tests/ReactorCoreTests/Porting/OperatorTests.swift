import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// The operators a ReactorKit reactor reaches for beyond `just`, `concat` and `merge`, with the
/// behaviour RxSwift gives them.
@MainActor
struct OperatorTests {
  @Test func flatMapTurnsAResultIntoZeroOneOrSeveralMutations() async {
    let reactor = ScriptedReactor { action in
      .task { action == .go }
        .flatMap { saved in saved ? .concat(.just(.add(1)), .just(.setText("saved"))) : .empty() }
    }
    let recorder = StateRecorder(reactor)

    reactor.send(.go)
    await reactor.waitUntilIdle()
    reactor.send(.stop)
    await reactor.waitUntilIdle()

    #expect(recorder.states.map(\.value) == [0, 1, 1])
    #expect(reactor.currentState.text == "saved")
  }

  @Test func flatMapOfASynchronousValueIsReducedBeforeSendReturns() {
    let reactor = ScriptedReactor { _ in
      Mutations.just(2).flatMap { count in .concat((0..<count).map { _ in .just(.add(1)) }) }
    }

    reactor.send(.go)

    #expect(reactor.currentState.value == 2)
  }

  // Rx `flatMap` merges: the values' mutations run beside each other, and the whole ends when
  // the last of them has.
  @Test func flatMapRunsWhatEachValueMakesAtOnce() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      .concat(
        Mutations<Int>.run { send in
          send(2)
          send(1)
        }
        .flatMap { seconds in Mutations.just(.record(seconds)).delay(for: .seconds(seconds), clock: clock) },
        .just(.setText("done")))
    }

    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    #expect(reactor.currentState.recorded == [1])
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.recorded == [1, 2])
    #expect(reactor.currentState.text == "done")
  }

  // Rx `flatMapLatest`: a new value ends what the value before made.
  @Test func flatMapLatestEndsWhatTheValueBeforeMade() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      Mutations<Int>.run { send in
        send(1)
        try await clock.sleep(for: .seconds(1))
        send(2)
      }
      .flatMapLatest { value in Mutations.just(.record(value)).delay(for: .seconds(2), clock: clock) }
    }

    reactor.send(.go)
    await advance(clock, by: .seconds(1))
    await advance(clock, by: .seconds(1))
    #expect(reactor.currentState.recorded == [])
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()
    #expect(reactor.currentState.recorded == [2])
  }

  @Test func skipDropsTheFirstValues() {
    let reactor = ScriptedReactor { _ in
      Mutations.concat(.just(.record(1)), .just(.record(2)), .just(.record(3))).skip(2)
    }

    reactor.send(.go)

    #expect(reactor.currentState.recorded == [3])
  }

  // Rx `delay`: the completion is shifted too, so a `concat` goes on after the duration even
  // when the delayed part emitted nothing.
  @Test func delayShiftsTheEndOfItsPartToo() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      .concat(Mutations.empty().delay(for: .seconds(1), clock: clock), .just(.add(1)))
    }

    reactor.send(.go)
    await advance(clock, by: .milliseconds(999))
    #expect(reactor.currentState.value == 0)
    await advance(clock, by: .milliseconds(1))
    #expect(reactor.currentState.value == 1)
  }

  // Rx `delay` does not delay an error; the values still waiting are dropped with it.
  @Test func delayPassesAnErrorOnAtOnceAndDropsWhatWasWaiting() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { _ in
      Mutations.run { send in
        send(.add(1))
        throw Boom()
      }
      .delay(for: .seconds(1), clock: clock)
    }

    reactor.send(.go)
    await drainMainActor { reactor.errors.count == 1 }
    await advance(clock, by: .seconds(1))
    await reactor.waitUntilIdle()

    #expect(reactor.errors == ["Boom()"])
    #expect(reactor.currentState.value == 0)
  }

  // A body that throws `CancellationError` without being cancelled has failed: the action ends,
  // as ReactorKit would end it on any error.
  @Test func aCancellationErrorNobodyAskedForIsAnError() async {
    let reactor = ScriptedReactor { _ in
      .concat(.just(.add(1)), .run { _ in throw CancellationError() }, .just(.add(10)))
    }

    reactor.send(.go)
    await reactor.waitUntilIdle()

    #expect(reactor.currentState.value == 1)
    #expect(reactor.errors == ["CancellationError()"])
  }

  // The handler runs on the main actor, as `map`'s closure does: it can call the reactor.
  @Test func aCatchHandlerCanCallTheReactor() async {
    final class LoggingReactor: Reactor {
      enum Action: Sendable { case load }
      typealias Mutation = String
      let initialState = ""
      let runtime = ReactorRuntime<Action, String, String>()
      private(set) var logged: [String] = []

      init() { effectExecutor = TestEffectExecutor() }

      func mutate(action: Action) -> Mutations<String> {
        .task { throw Boom() }.catch { [weak self] error in
          self?.log("\(error)")
          return .just("failed")
        }
      }

      func reduce(state: String, mutation: String) -> String { mutation }

      private func log(_ message: String) { logged.append(message) }
    }
    let reactor = LoggingReactor()

    reactor.send(.load)
    await reactor.waitUntilIdle()

    #expect(reactor.currentState == "failed")
    #expect(reactor.logged == ["Boom()"])
  }

  /// Merges what each test gives it with its mutations in `transform(mutation:)`.
  final class HookedReactor: Reactor {
    enum Action: Sendable { case increase }
    enum Mutation: Sendable { case increase, record(Int) }
    struct State: Equatable, Sendable {
      var value = 0
      var recorded: [Int] = []
    }

    let initialState = State()
    let runtime = Runtime()
    let merged: Mutations<Mutation>
    private(set) var errors = 0

    init(merging merged: Mutations<Mutation>) {
      self.merged = merged
      effectExecutor = TestEffectExecutor()
    }

    func mutate(action: Action) -> Mutations<Mutation> { .just(.increase) }

    func transform(mutation: Mutations<Mutation>) -> Mutations<Mutation> {
      .merge(mutation, merged)
    }

    func reduce(state: State, mutation: Mutation) -> State {
      var state = state
      switch mutation {
      case .increase: state.value += 1
      case .record(let value): state.recorded.append(value)
      }
      return state
    }

    func handleError(_ error: any Error) { errors += 1 }
  }

  // An error in a stream merged in `transform(mutation:)` ends that stream only: the reactor
  // goes on (ReactorKit's state stream would end; see ComingFromReactorKit).
  @Test func anErrorInAStreamMergedInTransformMutationEndsOnlyThatStream() async {
    let (events, emit) = AsyncThrowingStream.makeStream(of: Int.self)
    let reactor = HookedReactor(merging: .stream(events) { .record($0) })
    _ = reactor.currentState

    emit.yield(7)
    await drainMainActor { reactor.currentState.recorded == [7] }
    emit.finish(throwing: Boom())
    await drainMainActor { reactor.errors == 1 }
    reactor.send(.increase)

    #expect(reactor.errors == 1)
    #expect(reactor.currentState == .init(value: 1, recorded: [7]))
  }

  /// Carries its actions through `flatMap` in `transform(action:)`; `.fail` throws there.
  final class FailingActionsReactor: Reactor {
    enum Action: Sendable { case increase, fail }
    struct State: Equatable, Sendable { var value = 0 }

    let initialState = State()
    let runtime = Runtime()
    private(set) var errors = 0

    init() { effectExecutor = TestEffectExecutor() }

    func transform(action: Mutations<Action>) -> Mutations<Action> {
      action.flatMap { action in
        switch action {
        case .increase: .just(action)
        case .fail: .task { throw Boom() }
        }
      }
    }

    func reduce(state: State, mutation: Action) -> State {
      State(value: state.value + 1)
    }

    func handleError(_ error: any Error) { errors += 1 }
  }

  // The stream that carries the actions is the one that failed: it ends, as an Rx stream does,
  // and no action reaches `mutate` after it.
  @Test func anErrorInTheActionStreamItselfEndsIt() async {
    let reactor = FailingActionsReactor()
    reactor.send(.increase)

    reactor.send(.fail)
    await drainMainActor { reactor.errors == 1 }
    reactor.send(.increase)

    #expect(reactor.errors == 1)
    #expect(reactor.currentState.value == 1)
  }

  // Each stream merged in a hook runs under a catch of its own: the error ends its `concat`,
  // as Rx's would, and the hook's other streams and the reactor go on.
  @Test func anErrorInAHooksStreamEndsThatStreamsConcatAndNothingElse() async {
    let reactor = HookedReactor(
      merging: .merge(
        .concat(.just(.record(1)), .task { throw Boom() }, .just(.record(2))),
        .concat(.task { .record(3) }, .just(.record(4)))))
    _ = reactor.currentState
    await drainMainActor { reactor.errors == 1 && reactor.currentState.recorded.contains(4) }
    // Long-lived streams do not keep the reactor busy: let a `record(2)` arrive, were it coming.
    await drainMainActor()

    reactor.send(.increase)

    #expect(reactor.errors == 1)
    #expect(reactor.currentState == .init(value: 1, recorded: [1, 3, 4]))
  }
}
