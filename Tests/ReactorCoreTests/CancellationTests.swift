import Clocks
import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct CancellationTests {
  typealias Action = ScriptedReactor.Action

  private func tick(_ clock: TestClock<Duration>, _ reactor: ScriptedReactor, times: Int) async {
    for _ in 0..<times {
      let count = reactor.currentState.recorded.count
      await advance(clock, by: .seconds(1))
      await drainMainActor { reactor.currentState.recorded.count > count }
    }
  }

  /// `.concat(waiting, .just(.record(n)))` for `.load("n")`: what goes on after an effect ends.
  private func waitingThenRecord(
    _ clock: TestClock<Duration>,
    _ end:
      @escaping @MainActor (Mutations<ScriptedReactor.Mutation>, ActionStream<Action>) -> Mutations<
        ScriptedReactor.Mutation
      >
  ) -> ScriptedReactor {
    ScriptedReactor(watching: { action, actions in
      switch action {
      case .load(let n):
        .concat(
          end(.run { _ in try await clock.sleep(for: .seconds(1_000)) }, actions), .just(.record(Int(n)!)))
      case .cancel: .cancel(id: "waiting")
      default: .empty()
      }
    })
  }

  // An Rx subject notifies its observers in the order they subscribed: effects one action ends
  // go on in the order they started, every time.
  @Test func effectsOneActionEndsGoOnInTheOrderTheyStarted() {
    let reactor = waitingThenRecord(TestClock()) { waiting, actions in
      waiting.take(until: actions.filter(\.isStop))
    }

    for n in 0..<8 { reactor.send(.load("\(n)")) }
    reactor.send(.stop)

    #expect(reactor.currentState.recorded == Array(0..<8))
  }

  @Test func effectsCancelledByIDGoOnInTheOrderTheyStarted() {
    let reactor = waitingThenRecord(TestClock()) { waiting, _ in waiting.cancellable(id: "waiting") }

    for n in 0..<8 { reactor.send(.load("\(n)")) }
    reactor.send(.cancel)

    #expect(reactor.currentState.recorded == Array(0..<8))
  }

  @Test func takeUntilStopsAnIntervalWhenAMatchingActionArrives() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action, actions in
      action == .go ? interval(on: clock).take(until: actions.filter(\.isStop)) : .empty()
    }

    reactor.send(.go)
    await tick(clock, reactor, times: 6)
    #expect(reactor.currentState.recorded == [0, 1, 2, 3, 4, 5])

    reactor.send(.stop)
    await advance(clock, by: .seconds(10))
    #expect(reactor.currentState.recorded == [0, 1, 2, 3, 4, 5])
    await drainMainActor { reactor.isIdle }
    #expect(reactor.isIdle)
  }

  @Test func takeUntilIgnoresActionsThatDoNotMatchItsPredicate() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action, actions in
      action == .go ? interval(on: clock).take(until: actions.filter { $0 == .cancel }) : .empty()
    }

    reactor.send(.go)
    await tick(clock, reactor, times: 2)
    reactor.send(.stop)
    reactor.send(.load("x"))
    await tick(clock, reactor, times: 2)
    #expect(reactor.currentState.recorded == [0, 1, 2, 3])

    reactor.send(.cancel)
    await advance(clock, by: .seconds(5))
    #expect(reactor.currentState.recorded == [0, 1, 2, 3])
  }

  @Test func concatGoesOnAfterTakeUntilEndsItsPart() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action, actions in
      guard action == .go else { return .empty() }
      return .concat(
        .just(.setLoading(true)),
        interval(on: clock).take(until: actions.filter(\.isStop)),
        .just(.setLoading(false)))
    }

    reactor.send(.go)
    await tick(clock, reactor, times: 2)
    #expect(reactor.currentState.isLoading)

    reactor.send(.stop)
    await drainMainActor { !reactor.currentState.isLoading }
    #expect(reactor.currentState == .init(isLoading: false, recorded: [0, 1]))
  }

  @Test func newerQueryEndsTheOlderRequest() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action, actions in
      guard case .load(let query) = action else { return .empty() }
      return .concat(
        .just(.setText(query)),
        .task {
          try await clock.sleep(for: .seconds(1))
          return .record(query.count)
        }
        .take(until: actions.filter(\.isLoad)))
    }

    reactor.send(.load("ab"))
    await advance(clock, by: .milliseconds(500))
    reactor.send(.load("abcd"))
    await advance(clock, by: .milliseconds(500))
    #expect(reactor.currentState.recorded == [])

    await advance(clock, by: .milliseconds(500))
    await drainMainActor { !reactor.currentState.recorded.isEmpty }
    await advance(clock, by: .seconds(5))
    #expect(reactor.currentState == .init(text: "abcd", recorded: [4]))
  }

  @Test func cancelInFlightKeepsASlowOldRequestFromOverwritingANewerResult() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      guard case .load(let query) = action else { return .empty() }
      return .task {
        // A request that does not stop when cancelled: its late answer must be dropped.
        try? await clock.sleep(for: query == "slow" ? .seconds(3) : .seconds(1))
        return .setText(query)
      }
      .cancellable(id: "search", cancelInFlight: true)
    }
    var texts: [String] = []
    reactor.observe(\.text) { texts.append($0) }

    reactor.send(.load("slow"))
    reactor.send(.load("fast"))
    await advance(clock, by: .seconds(1))
    await drainMainActor { reactor.currentState.text == "fast" }
    #expect(reactor.currentState.text == "fast")

    await clock.advance(by: .seconds(5))
    await reactor.waitUntilIdle()
    #expect(texts == ["", "fast"])
  }

  @Test func cancelByIDStopsTheEffectsMarkedWithIt() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go: interval(on: clock).cancellable(id: "ticker")
      case .cancel: .cancel(id: "ticker")
      case .stop: .cancel(id: "another")
      case .load: .empty()
      }
    }

    reactor.send(.go)
    await tick(clock, reactor, times: 2)
    reactor.send(.stop)
    await tick(clock, reactor, times: 1)
    #expect(reactor.currentState.recorded == [0, 1, 2])

    reactor.send(.cancel)
    await advance(clock, by: .seconds(5))
    #expect(reactor.currentState.recorded == [0, 1, 2])
    await drainMainActor { reactor.isIdle }
    #expect(reactor.isIdle)
  }

  @Test func concatGoesOnAfterItsPartIsCancelledByID() async {
    let clock = TestClock()
    let reactor = ScriptedReactor { action in
      switch action {
      case .go:
        .concat(
          .just(.setLoading(true)),
          interval(on: clock).cancellable(id: "ticker"),
          .just(.setLoading(false)))
      case .cancel:
        .cancel(id: "ticker")
      default:
        .empty()
      }
    }

    reactor.send(.go)
    await tick(clock, reactor, times: 1)
    #expect(reactor.currentState.isLoading)

    reactor.send(.cancel)
    await drainMainActor { !reactor.currentState.isLoading }
    #expect(reactor.currentState == .init(isLoading: false, recorded: [0]))
  }
}
