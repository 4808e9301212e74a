import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct PipelineTests {
  enum FirstUse: String, CaseIterable, Sendable {
    case send, observe, currentState
  }

  @Test func hooksRunInOrderForEveryAction() {
    let reactor = HookReactor()
    _ = reactor.currentState
    reactor.log.removeAll()

    reactor.send(.tap)

    #expect(
      reactor.log.entries == [
        "transform(action) tap",
        "mutate tap",
        "transform(mutation) first",
        "reduce first",
        "transform(state) 1",
        "transform(mutation) second",
        "reduce second",
        "transform(state) 2",
      ])
    #expect(reactor.currentState.value == 2)
  }

  @Test func initialStateGoesThroughTransformState() {
    let reactor = HookReactor()
    var observed: [Bool] = []
    reactor.observe { observed.append($0.isTransformed) }

    #expect(reactor.currentState.isTransformed)
    #expect(observed == [true])
  }

  @Test(arguments: FirstUse.allCases)
  func pipelineIsBuiltOnFirstUseAndOnlyOnce(_ firstUse: FirstUse) {
    let reactor = HookReactor()
    #expect(reactor.log.entries == [])

    switch firstUse {
    case .send: reactor.send(.tap)
    case .observe: reactor.observe { _ in }
    case .currentState: _ = reactor.currentState
    }

    let build = [
      "initialState",
      "transform(state) 0",
      "transform(action:) hook",
      "transform(mutation:) hook",
    ]
    #expect(Array(reactor.log.entries.prefix(4)) == build)
    let entriesAfterFirstUse = reactor.log.entries
    _ = reactor.currentState
    reactor.observe { _ in }
    #expect(reactor.log.entries == entriesAfterFirstUse)
  }

  @Test func eachMutationOfAConcatIsReducedBeforeTheNextOne() {
    let reactor = ScriptedReactor { _ in
      .concat(.just(.add(1)), .concat(.just(.add(10)), .just(.setText("done"))), .just(.add(100)))
    }
    var observed: [String] = []
    reactor.observe { [weak reactor] state in
      let current = reactor?.currentState
      observed.append("\(state.value) \(state.text) current=\(current?.value ?? -1)")
    }

    reactor.send(.go)

    #expect(
      observed == [
        "0  current=0",
        "1  current=1",
        "11  current=11",
        "11 done current=11",
        "111 done current=111",
      ])
  }

  @Test func laterConcatElementsSeeEarlierMutationsReduced() async {
    let reactor = ConcatProbeReactor()
    let recorder = StateRecorder(reactor)

    reactor.send(.go)
    // The task and the run answer without suspending: all of it is reduced inside the send.
    #expect(reactor.currentState == .init(value: 11, seen: [1, 11]))
    await reactor.waitUntilIdle()

    #expect(reactor.currentState == .init(value: 11, seen: [1, 11]))
    #expect(
      recorder.states.map(\.value) == [0, 1, 1, 11, 11])
  }

  @Test func currentStateIsUpdatedAsSoonAsSendReturns() {
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: .concat(.just(.setLoading(true)), .just(.add(1)), .just(.setLoading(false)))
      default: .just(.set(-1))
      }
    }

    reactor.send(.go)
    #expect(reactor.currentState == .init(value: 1, isLoading: false))
    reactor.send(.stop)
    #expect(reactor.currentState.value == -1)
  }

  @Test func genericSubclassReactorWorks() {
    let base = ValueReactor(value: 1)
    base.send(.set(2))
    #expect(base.currentState == .init(value: 2, updates: 1))

    let subclass = ShoutingReactor()
    var observed: [String] = []
    subclass.observe(\.value) { observed.append($0) }
    subclass.send(.set("hello"))
    subclass.send(.set("world"))

    #expect(subclass.currentState == .init(value: "WORLD", updates: 2))
    #expect(observed == ["", "HELLO", "WORLD"])
  }
}
