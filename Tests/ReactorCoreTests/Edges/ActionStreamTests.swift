import Clocks
import ReactorCore
import ReactorTesting
import Testing

@MainActor
struct ActionStreamTests {
  typealias Action = ActionHookReactor.Action

  @Test func anActionMergedBesideAFilteredStreamIsNotFilteredByIt() async {
    let continuation = AsyncStream.makeStream(of: Action.self)
    let reactor = ActionHookReactor { action, _ in
      .merge(action.filter { $0 != .load }, .just(.load), .stream(continuation.stream))
    }

    reactor.send(.load)
    reactor.send(.a)
    continuation.continuation.yield(.load)
    await drainMainActor(until: { reactor.currentState.reduced.count == 3 })

    // The same `.load`, whether it comes while the reactor builds or later from a stream.
    #expect(reactor.currentState.reduced == [.load, .a, .load])
  }

  @Test func theActionStreamUsedTwiceDeliversThroughEachUse() {
    let reactor = ActionHookReactor { action, _ in
      .merge(action.filter { $0 == .a }, action.filter { $0 == .b })
    }

    reactor.send(.a)
    reactor.send(.b)
    reactor.send(.load)

    #expect(reactor.currentState.reduced == [.a, .b])
  }

  @Test func concatStartsTheActionStreamAfterWhatComesFirst() {
    let reactor = ActionHookReactor { action, _ in .concat(.just(.load), action) }

    #expect(reactor.currentState.reduced == [.load])
    reactor.send(.a)
    #expect(reactor.currentState.reduced == [.load, .a])
  }

  @Test func delayStartsTheActionStreamLater() async {
    let clock = TestClock()
    let reactor = ActionHookReactor { action, _ in
      .merge(action.filter { $0 != .a }, action.filter { $0 == .a }.delay(for: .seconds(1), clock: clock))
    }

    reactor.send(.a)
    reactor.send(.b)
    await advance(clock, by: .seconds(1))
    reactor.send(.a)

    #expect(reactor.currentState.reduced == [.b, .a])
  }

  @Test func takeUntilEndsTheActionStream() async {
    let reactor = ActionHookReactor { action, actions in
      .concat(action.take(until: actions.filter { $0 == .stop }), .just(.load))
    }

    reactor.send(.a)
    reactor.send(.stop)
    reactor.send(.b)
    await drainMainActor(until: { reactor.currentState.reduced.count == 3 })
    reactor.send(.a)

    // `.stop` itself reaches `mutate` (it is what the watcher sees), then the stream ends and
    // the concatenation goes on.
    #expect(reactor.currentState.reduced == [.a, .stop, .load])
  }

  @Test func cancelByIDEndsTheActionStream() async {
    let clock = TestClock()
    let reactor = ActionHookReactor { action, _ in
      .merge(
        action.cancellable(id: "actions"),
        .concat(Mutations.empty().delay(for: .seconds(1), clock: clock), .cancel(id: "actions")))
    }

    reactor.send(.a)
    await advance(clock, by: .seconds(1))
    reactor.send(.b)

    #expect(reactor.currentState.reduced == [.a])
  }

  // RxSwift's `delay` shifts each element: with `transform(action:) { $0.delay(1 s) }`, actions
  // sent at 0, 0.5 and 1.5 s reach `mutate` at 1, 1.5 and 2.5 s.
  @Test func delayOnTheActionStreamShiftsEachActionByTheDuration() async {
    let clock = TestClock()
    let reactor = ActionHookReactor { action, _ in action.delay(for: .seconds(1), clock: clock) }

    reactor.send(.a)
    await advance(clock, by: .milliseconds(500))
    reactor.send(.b)
    #expect(reactor.currentState.reduced == [])
    await advance(clock, by: .milliseconds(500))
    #expect(reactor.currentState.reduced == [.a])
    await advance(clock, by: .milliseconds(500))
    #expect(reactor.currentState.reduced == [.a, .b])
    reactor.send(.load)
    await advance(clock, by: .milliseconds(999))
    #expect(reactor.currentState.reduced == [.a, .b])
    await advance(clock, by: .milliseconds(1))
    #expect(reactor.currentState.reduced == [.a, .b, .load])
  }

  @Test func catchAndDeferredWorkOnTheActionStream() {
    let reactor = ActionHookReactor { action, _ in
      .deferred { action.catch { _ in .just(.load) } }
    }

    reactor.send(.a)

    #expect(reactor.currentState.reduced == [.a])
  }

  @Test func theTraceShowsTheActionThatReachedMutate() {
    let reactor = ActionHookReactor { action, _ in
      action.filter { $0 != .b }.map { $0 == .a ? .load : $0 }
    }
    var traced: [Action] = []
    reactor.trace { event in
      if case .action(let action) = event { traced.append(action) }
    }

    reactor.send(.a)
    reactor.send(.b)

    #expect(traced == [.load])
  }

  @Test func anActionSentFromAnObserverTakesTheSamePath() {
    let reactor = ActionHookReactor { action, _ in action.filter { $0 != .b } }
    reactor.observe { state in
      if state.reduced == [.a] { reactor.send(.b) }
    }

    reactor.send(.a)

    #expect(reactor.currentState.reduced == [.a])
  }
}
