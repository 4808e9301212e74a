import ReactorCore
import ReactorTesting
import Testing

/// The RxSwift operators ReactorKit reactors use most, kept under their Rx names: the survey of
/// public reactors in ComingFromReactorKit counts them.
@MainActor
struct RxOperatorTests {
  @Test func fromAndOfReduceEachElementInTurnInsideSend() {
    let reactor = ScriptedReactor { action in
      action == .go ? .from([.add(1), .setText("one")]) : .of(.add(10), .setText("ten"))
    }
    var states: [ScriptedReactor.State] = []
    reactor.observe { states.append($0) }

    reactor.send(.go)
    reactor.send(.stop)

    #expect(
      states == [
        .init(), .init(value: 1), .init(value: 1, text: "one"), .init(value: 11, text: "one"),
        .init(value: 11, text: "ten"),
      ])
  }

  // RxSwift schedules each element of `of` and `from` on the trampoline that also queues
  // ReactorKit's actions, so an action an observer sends on the first can land between the
  // second and the third. Here they are a `concat` of `just`s, reduced as one block like every
  // synchronous part of an action: the observer's action comes after all of them, as it does
  // after RxSwift's own `concat` of `just`s (ComingFromReactorKit says why).
  @Test(arguments: [false, true])
  func anActionSentOnTheFirstElementOfOfComesAfterTheLast(asConcat: Bool) {
    let reactor = ScriptedReactor { action in
      switch action {
      case .go:
        asConcat ? .concat(.just(.add(1)), .just(.add(2)), .just(.add(3))) : .of(.add(1), .add(2), .add(3))
      default: .just(.setText("sent"))
      }
    }
    reactor.observe { [weak reactor] state in
      if state.value == 1 { reactor?.send(.stop) }
    }

    reactor.send(.go)

    #expect(reactor.reducedMutations == [.add(1), .add(2), .add(3), .setText("sent")])
  }

  // Drrrible's LoginViewReactor: `setLoading.concat(setLoggedIn)`.
  @Test func instanceConcatRunsTheOthersAfterIt() {
    let reactor = ScriptedReactor { _ in
      let setLoading = Mutations<ScriptedReactor.Mutation>.just(.setLoading(true))
      let setLoggedIn = Mutations<ScriptedReactor.Mutation>.just(.setText("logged in"))
      return setLoading.concat(setLoggedIn).concat(.just(.setLoading(false)))
    }
    var states: [ScriptedReactor.State] = []
    reactor.observe { states.append($0) }

    reactor.send(.go)

    #expect(
      states == [
        .init(), .init(isLoading: true), .init(isLoading: true, text: "logged in"), .init(text: "logged in"),
      ])
  }

  @Test func startWithPutsItsElementsFirst() {
    let reactor = ScriptedReactor { _ in Mutations.just(.add(2)).startWith(.set(10), .setText("go")) }

    reactor.send(.go)

    #expect(reactor.reducedMutations == [.set(10), .setText("go"), .add(2)])
  }

  @Test func catchAndReturnReplacesAnErrorWithItsElement() {
    let reactor = ScriptedReactor { _ in
      .concat(
        .just(.setLoading(true)),
        .task { () throws -> ScriptedReactor.Mutation in throw Boom() }.catchAndReturn(.setText("failed")),
        .just(.setLoading(false)))
    }
    reactor.effectExecutor = nil

    reactor.send(.go)

    #expect(reactor.reducedMutations == [.setLoading(true), .setText("failed"), .setLoading(false)])
    #expect(reactor.errors.isEmpty)
  }

  // RxSwift runs `do(onNext:)` when the value passes, so in a `concat` after the parts before it.
  @Test func doOnNextRunsWhenTheValuePasses() {
    let log = Log()
    let reactor = ScriptedReactor { _ in
      .concat(.just(.add(1)), Mutations.just(.add(2)).do(onNext: { log.append("saw \($0)") }))
    }
    reactor.observe { log.append("state \($0.value)") }

    reactor.send(.go)

    #expect(log.entries == ["state 0", "state 1", "saw add(2)", "state 3"])
  }

  @Test func doOnErrorSeesTheErrorThatStillEndsTheEffect() async {
    let log = Log()
    let reactor = ScriptedReactor { _ in
      .concat(
        .task { () throws -> ScriptedReactor.Mutation in throw Boom() }.do(onError: { log.append("\($0)") }),
        .just(.add(1)))
    }

    reactor.send(.go)
    await reactor.waitUntilIdle()

    #expect(log.entries == ["Boom()"])
    #expect(reactor.errors == ["Boom()"])
    #expect(reactor.currentState.value == 0)
  }

  @Test func distinctUntilChangedDropsARepeatedValue() async {
    let (values, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = ScriptedReactor { _ in Mutations.stream(values).distinctUntilChanged().map { .record($0) } }

    reactor.send(.go)
    for value in [1, 1, 2, 2, 1] { input.yield(value) }
    input.finish()
    await reactor.waitUntilIdle()

    #expect(reactor.currentState.recorded == [1, 2, 1])
  }

  @Test func ofStreamsMergedIsAMerge() {
    let reactor = ScriptedReactor { _ in
      Mutations.of(Mutations<ScriptedReactor.Mutation>.just(.add(1)), .just(.add(2))).merge()
    }

    reactor.send(.go)

    #expect(reactor.currentState.value == 3)
  }

  /// A cell that takes no action, as ReactorKit's `NoAction` reactors: it follows its state.
  final class CellReactor: Reactor {
    typealias Action = NoAction
    struct State: Equatable, Sendable { var title: String }

    let initialState: State
    let runtime = Runtime()

    init(title: String) {
      initialState = State(title: title)
    }
  }

  @Test func aNoActionReactorNeedsNoMutate() {
    let cell = CellReactor(title: "shot")

    #expect(cell.currentState == .init(title: "shot"))
  }
}
