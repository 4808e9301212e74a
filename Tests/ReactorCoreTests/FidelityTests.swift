import Clocks
import ReactorCore
import ReactorTesting
import Testing

/// The places where ReactorKit's own test suite found us different, restated.
@MainActor
struct FidelityTests {
  @Test func everyHookRunsOnceInReactorKitsOrder() {
    let reactor = NamingReactor()
    var observed: [[String]] = []
    reactor.observe { observed.append($0) }
    #expect(observed == [["transformedState"]])

    reactor.send(["action"])

    #expect(
      observed.last == [
        "action", "transformedAction", "mutation", "transformedMutation", "reduce", "transformedState",
      ])
    #expect(reactor.currentState == observed.last)
  }

  @Test func reduceReceivesTheStateBeforeTransformState() {
    let reactor = CountingReactor()
    reactor.send(.add)
    reactor.send(.add)
    #expect(reactor.currentState == ["added", "added", "shown"])
  }

  @Test func enablingTheStubBuildsNothingAndOnlyItsStateCounts() async {
    let (values, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = MergingReactor(values: values)
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    var observed: [MergingReactor.State] = []
    reactor.observe { observed.append($0) }

    input.yield(7)
    reactor.send(.go)
    await drainMainActor()

    #expect(reactor.log.entries == [], "no hook ran and the merged stream never started")
    #expect(reactor.currentState == MergingReactor.State(), "the raw initial state, not transformed")
    #expect(reactor.stub.actions == [.go])
    reactor.stub.state.value.value = 3
    #expect(observed.map(\.value) == [0, 3])
  }

  @Test func disablingTheStubBuildsThePipelineAsOnFirstUse() async {
    let (values, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = MergingReactor(values: values)
    reactor.effectExecutor = TestEffectExecutor()
    reactor.isStubEnabled = true
    reactor.stub.state.value.value = 3

    reactor.isStubEnabled = false
    #expect(reactor.currentState == MergingReactor.State(value: 0, isTransformed: true))
    input.yield(7)
    await drainMainActor { reactor.currentState.value == 7 }
    #expect(reactor.currentState.value == 7)
    #expect(
      reactor.log.entries == [
        "transform(state:)", "transform(action:)", "transform(mutation:)", "stream 7", "transform(state:)",
      ])
  }

  @Test func aStubEnabledLaterStopsAMergedStreamFromChangingTheState() async {
    let (values, input) = AsyncStream.makeStream(of: Int.self)
    let reactor = MergingReactor(values: values)
    reactor.effectExecutor = TestEffectExecutor()
    input.yield(1)
    await drainMainActor { reactor.currentState.value == 1 }

    reactor.isStubEnabled = true
    input.yield(2)
    await drainMainActor { reactor.log.entries.contains("stream 2") }
    #expect(reactor.currentState.value == 1)

    reactor.isStubEnabled = false
    #expect(reactor.currentState.value == 1, "the pipeline's state, where it was left")
  }

  @Test func aDeferredPartReadsTheStateTheEarlierPartsLeft() {
    let reactor = DeferredProbe()
    reactor.send(.now)
    #expect(reactor.currentState.recorded == [1, 11], "reduced before send returned")
  }

  @Test func aDeferredPartAfterAnEffectWaitsForIt() async {
    let tester = ReactorTester(DeferredProbe())
    tester.send(.afterEffect)
    await tester.receive({ $0.value = 5 }, { $0.recorded = [5] })
  }

  @Test func emptyIsNone() {
    let reactor = ScriptedReactor { _ in .empty() }
    reactor.send(.go)
    #expect(reactor.reducedMutations == [])
    #expect(reactor.mutatedActions == [.go])
  }

  @Test func takeUntilRefusesAnotherReactorsActionsByName() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let other = NamingReactor()
        let reactor = ScriptedReactor { _ in
          Mutations<ScriptedReactor.Mutation>.task { .add(1) }.take(until: other.action)
        }
        reactor.send(.go)
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("take(until:) watches the actions of Swift.Array<Swift.String>"))
    #expect(message.contains("this reactor's actions are ReactorCoreTests.ScriptedReactor.Action"))
  }
}
